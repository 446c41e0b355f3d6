"""Help on anything of Kitten Toys' table: each part a player can point at (a seat's panel, a
colour of its collection, a card of the trick or of the hand, the trump card, the lead colour)
and the rules behind it, in words from the catalogs (kittens.help.*), with related topics that
lead to every other one. The shell's help screen shows them (``Kind.TOPIC``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.kittens.rules.cards import OVERFLOW_AT, PAW_SWIPE, colour_counts, colour_of, value_of
from game.kittens.ui.words import card_words, colour_word
from game.shell.ui.help import HelpEntry, Kind, Subject

TOPICS = (
    "table",
    "trump",
    "lead",
    "trick",
    "card",
    "paw",
    "seat",
    "toys",
    "overflow",
    "super_chat",
    "hand",
    "round_end",
    "first",
    "symbols",
)
RELATED = {
    "table": ("trick", "trump", "toys", "overflow", "super_chat", "symbols"),
    "trump": ("trick", "lead", "card"),
    "lead": ("trick", "trump"),
    "trick": ("trump", "lead", "paw", "toys"),
    "card": ("trick", "paw", "symbols"),
    "paw": ("trick", "card"),
    "seat": ("toys", "overflow", "super_chat"),
    "toys": ("overflow", "round_end", "seat"),
    "overflow": ("toys", "seat"),
    "super_chat": ("round_end", "table"),
    "hand": ("trick", "card", "table"),
    "round_end": ("super_chat", "toys", "first"),
    "first": ("round_end", "table"),
    "symbols": ("card", "table"),
}


@dataclass(frozen=True)
class KittenTopic:
    """A subject of Kitten Toys: ``name`` (one of TOPICS) and what it is about (a card, a
    seat)."""

    name: str
    value: Any = None

    def entry(self, ctx) -> HelpEntry:
        t = ctx.t
        key = f"kittens.help.{self.name}"
        paragraphs = [p for p in t(f"{key}.body").split("\n\n") if p]
        title = t(f"{key}.title")
        picture = None
        state = ctx.state if _is_kitten_state(ctx.state) else None
        if self.name == "card" and self.value:
            card = self.value
            title = card_words(t, card)
            title = title[:1].upper() + title[1:]
            paragraphs.insert(0, _card_facts(t, card, state))
            picture = _card_picture(card, ctx)
        elif self.name == "seat" and self.value is not None and state is not None:
            seat, title = self.value
            paragraphs.insert(0, _seat_facts(t, state, seat, ctx))
        elif self.name == "trump" and state is not None and state.trump:
            colour = colour_word(t, colour_of(state.trump))
            paragraphs.insert(
                0, t("kittens.help.trump.now", card=card_words(t, state.trump), colour=colour)
            )
            picture = _card_picture(state.trump, ctx)
        elif self.name == "lead" and state is not None and state.trick:
            colour = colour_word(t, colour_of(state.trick[0][1]))
            paragraphs.insert(0, t("kittens.help.lead.now", colour=colour))
        related = tuple(Subject(Kind.TOPIC, KittenTopic(r)) for r in RELATED.get(self.name, ()))
        return HelpEntry(title, tuple(paragraphs), related=related, picture=picture)


def _is_kitten_state(state) -> bool:
    return state is not None and hasattr(state, "trump") and hasattr(state, "sharing")


def _card_facts(t, card: int, state) -> str:
    colour = colour_word(t, colour_of(card))
    if value_of(card) == PAW_SWIPE:
        return t("kittens.help.card.paw_facts", colour=colour)
    facts = t("kittens.help.card.facts", colour=colour, value=value_of(card))
    if state is not None and state.trump and colour_of(state.trump) == colour_of(card):
        facts += " " + t("kittens.help.card.is_trump")
    return facts


def _seat_facts(t, state, seat: int, ctx) -> str:
    held = state.seats[seat]
    counts = colour_counts(held.collection)
    toys = ", ".join(
        t("kittens.summary.toys", count=n, colour=colour_word(t, c))
        for c, n in enumerate(counts)
        if n
    ) or t("kittens.summary.no_toys")
    facts = t(
        "kittens.help.seat.facts",
        toys=toys,
        colours=sum(1 for n in counts if n),
        hand=len(held.hand),
        stars=held.super_chats,
    )
    risky = [colour_word(t, c) for c, n in enumerate(counts) if n == OVERFLOW_AT - 1]
    if risky:
        facts += " " + t("kittens.help.seat.risky", colours=", ".join(risky))
    return facts


def _card_picture(card: int, ctx):
    def draw(width: int, height: int):
        from game.kittens.ui.art import ToyArt
        from game.shell.ui.palette import STANDARD

        legend = ctx.legend or {}
        art = ToyArt(ctx.palette or STANDARD, ctx.symbols, legend, symbol_scale=ctx.symbol_scale)
        return art.card(card, width * 3 // 4)  # the help box's cards: 150 of its 200 px

    return draw if ctx.legend else None


def topic(name: str, value: Any = None) -> Subject:
    return Subject(Kind.TOPIC, KittenTopic(name, value))


def card_subject(card: int) -> Subject:
    return topic("card", card)


def subject_at(table, pointer) -> Subject:
    """What part of the table is under ``pointer`` (None: the table itself)."""
    if pointer is None:
        return topic("table")
    view, show = table.view, table.show
    geo = view.geo
    for index, slot in enumerate(geo.slots):
        if slot.collidepoint(pointer) and index < len(show.trick):
            return card_subject(show.trick[index][1])
    if geo.trick.collidepoint(pointer):
        return topic("trick")
    if view.pile_card().collidepoint(pointer) or geo.pile.collidepoint(pointer):
        return topic("trump")
    if geo.legend.collidepoint(pointer):
        return topic("lead" if show.trick else "trump")
    for seat, panel in enumerate(geo.panels):
        if panel.collidepoint(pointer):
            for colour in range(5):
                if view.chip_rect(seat, colour).collidepoint(pointer):
                    return topic(
                        "overflow"
                        if show.seats[seat].counts()[colour] >= OVERFLOW_AT - 1
                        else "toys"
                    )
            if (
                view.stars_point(seat)[1] + geo.name_font > pointer[1]
                and pointer[0] > panel.centerx
            ):
                return topic("super_chat")
            return topic("seat", (seat, table.name_of(seat)))
    if geo.hand.union(geo.hand_label).union(geo.hand_hint).collidepoint(pointer):
        return topic("hand")
    return topic("table")
