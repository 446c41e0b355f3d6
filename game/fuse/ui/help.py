"""Help on anything of Kitten Fuse's table: each part a player can point at (the deck, the
discard pile, the play on the table, a seat's panel, the hand, the No! window) and every card
title, with the rules behind them, in words from the catalogs (fuse.help.*), with related
topics that lead to every other one. The shell's help screen shows them (``Kind.TOPIC``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.fuse.rules.cards import HIDDEN, TITLE_NAMES, title_of
from game.fuse.ui.words import place_words, title_words
from game.shell.ui.help import HelpEntry, Kind, Subject

TOPICS = (
    "table",
    "deck",
    "discard",
    "play",
    "seat",
    "hand",
    "turn",
    "fuse",
    "calm",
    "window",
    "combos",
    "favour",
    "peek",
    "secrets",
    "owes",
    "winning",
    "first",
    "symbols",
    "card",
    "title",
)
RELATED: dict[str, tuple[str, ...]] = {
    "table": ("deck", "discard", "play", "seat", "window", "symbols"),
    "deck": ("fuse", "peek", "calm", "turn"),
    "discard": ("combos", "window", "play"),
    "play": ("window", "combos", "discard"),
    "seat": ("owes", "hand", "winning"),
    "hand": ("turn", "combos", "secrets"),
    "turn": ("fuse", "owes", "hand"),
    "fuse": ("calm", "deck", "winning"),
    "calm": ("fuse", "deck", "secrets"),
    "window": ("play", "combos", "secrets"),
    "combos": ("play", "window", "favour"),
    "favour": ("combos", "secrets"),
    "peek": ("deck", "secrets"),
    "secrets": ("hand", "peek", "calm", "favour"),
    "owes": ("turn", "seat"),
    "winning": ("fuse", "seat"),
    "first": ("turn", "table"),
    "symbols": ("card", "table"),
    "card": ("combos", "symbols"),
    "title": ("combos", "card"),
}


@dataclass(frozen=True)
class FuseTopic:
    """A subject of Kitten Fuse: ``name`` (one of TOPICS) and what it is about (a card, a
    title, a seat)."""

    name: str
    value: Any = None

    def entry(self, ctx) -> HelpEntry:
        t = ctx.t
        key = f"fuse.help.{self.name}"
        paragraphs = [p for p in t(f"{key}.body").split("\n\n") if p]
        title = t(f"{key}.title")
        picture = None
        state = ctx.state if _is_fuse_state(ctx.state) else None
        if self.name in ("card", "title") and self.value is not None:
            kind = self.value if self.name == "title" else title_of(self.value)
            if kind >= 0:
                title = title_words(t, kind)
                paragraphs.insert(0, t(f"fuse.rule.{TITLE_NAMES[kind]}"))
                picture = _title_picture(kind, ctx)
        elif self.name == "seat" and self.value is not None and state is not None:
            seat, title = self.value
            paragraphs.insert(0, _seat_facts(t, state, seat))
        elif self.name == "deck" and state is not None:
            paragraphs.insert(0, t("fuse.help.deck.now", count=len(state.deck)))
        elif self.name == "discard" and state is not None and state.discard:
            top = state.discard[-1]
            paragraphs.insert(
                0,
                t(
                    "fuse.help.discard.now",
                    count=len(state.discard),
                    card=title_words(t, title_of(top)),
                ),
            )
        related = tuple(Subject(Kind.TOPIC, FuseTopic(r)) for r in RELATED.get(self.name, ()))
        return HelpEntry(title, tuple(paragraphs), related=related, picture=picture)


def _is_fuse_state(state) -> bool:
    return state is not None and hasattr(state, "last_return") and hasattr(state, "combos")


def _seat_facts(t, state, seat: int) -> str:
    held = state.seats[seat]
    if held.out:
        place = state.players - list(state.out).index(seat) if seat in state.out else 0
        return t("fuse.help.seat.out", place=place_words(t, place))
    facts = t("fuse.help.seat.facts", count=len(held.hand))
    if state.turn == seat and state.owed > 1:
        facts += " " + t("fuse.help.seat.owes")
    return facts


def _title_picture(title: int, ctx):
    def draw(width: int, height: int):
        from game.fuse.ui.art import FuseArt
        from game.shell.ui.palette import STANDARD

        names = {k: title_words(ctx.t, k) for k in range(len(TITLE_NAMES))}
        art = FuseArt(
            ctx.palette or STANDARD,
            names,
            ctx.symbols,
            ctx.legend or {},
            symbol_scale=ctx.symbol_scale,
        )
        return art.title_card(title, width * 3 // 4)

    return draw if ctx.legend else None


def topic(name: str, value: Any = None) -> Subject:
    return Subject(Kind.TOPIC, FuseTopic(name, value))


def card_subject(card: int) -> Subject:
    if card == HIDDEN:
        return topic("secrets")
    return topic("card", card)


def subject_at(table, pointer) -> Subject:
    """What part of the table is under ``pointer`` (None: the table itself)."""
    if pointer is None:
        return topic("table")
    view, show = table.view, table.show
    geo = view.geo
    if geo.deck.inflate(geo.deck.width // 2, geo.pile_card).collidepoint(pointer):
        return topic("deck")
    if geo.discard.inflate(geo.discard.width // 2, geo.pile_card).collidepoint(pointer):
        if show.discard:
            return card_subject(show.discard[-1])
        return topic("discard")
    if geo.play.collidepoint(pointer):
        return topic("play" if show.play is not None else "table")
    for seat, panel in enumerate(geo.panels):
        if panel.collidepoint(pointer):
            return topic("seat", (seat, table.name_of(seat)))
    if geo.hand.union(geo.hand_label).union(geo.hand_hint).collidepoint(pointer):
        return topic("hand")
    return topic("table")
