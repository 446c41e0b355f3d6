"""Help on anything: each kind of element a player can point at, and its explanation in words.

A ``Subject`` names what is focused (a card, a cat in a field, a boat cell, a score line, the
turn order...); ``entry`` turns it into a ``HelpEntry``: a title, paragraphs and related
subjects. Words come from the catalogs (assets/i18n/help.<lang>.json) and, for cards, from the
cards' own text plus the clarifications of rules.md; facts about a boat cell come from the
rules' content (rooms, rats, maps) and the boat as it stands (issue 15).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from game.isle.rules.geometry import bit
from game.isle.rules.ids import Tile, kind_of
from game.isle.rules.vocabulary import CardType, TileKind


class Kind(StrEnum):
    """The kinds of things help explains (every one has an entry in both catalogs)."""

    CARD = "card"  # value: card id
    CAT = "cat"  # value: a Tile in a field
    CELL = "cell"  # value: (seat, x, y)
    BOAT = "boat"  # value: seat
    SCORE = "score"  # value: a score line (SCORE_LINES)
    ORDER = "order"  # the turn order and speed
    BASKETS = "baskets"
    FISH = "fish"
    DAY = "day"  # the day track and Vesh's ship
    FIELDS = "fields"
    SUPPLY = "supply"  # the bag and what is under the island
    LESSONS = "lessons"  # the public lessons on the table
    HAND = "hand"  # cards in hand and private lessons in play
    SISTER = "sister"  # the solo opponent
    BUTTON = "button"  # value: the button's key
    SETTING = "setting"  # value: the settings key
    SCREEN = "screen"  # value: the screen's name
    CONTROLS = "controls"  # the buttons of the device used last
    TOPIC = "topic"  # value: another game's subject, which makes its entry (``entry(ctx)``)


SCORE_LINES = (
    "rats",
    "rooms",
    "families",
    "rare_treasures",
    "private_lessons",
    "public_lessons",
    "total",
    "sister_colors",
    "sister_lessons",
)

# Screens with an entry of their own (help.screen.<name>); any other screen is a "dialog".
SCREENS = (
    "title",
    "setup",
    "settings",
    "credits",
    "how_to_play",
    "game",
    "draft",
    "family_lessons",
    "buy",
    "declare",
    "anytime",
    "picker",
    "board",
    "cards",
    "boats",
    "scoring",
    "pause",
    "event_log",
    "sandbox",
    "remap",
    "symbols",
    "cvd_preview",
    "profile",
    "handoff",
    "reconnect",
    "colors",
    "tile_picker",
    "turn_confirm",
    "tutorial",
    "challenges",
    "challenge",
    "challenge_result",
    "daily",
    "dialog",
)

# Buttons of the decision screens with an entry (help.button.<key>), by the start of their key.
BUTTONS = (
    "pass",
    "done",
    "keep",
    "play_card",
    "skip",
    "decline",
    "left",
    "right",
    "take",
    "rare",
    "commons",
    "small",
    "paid",
    "oshax",
    "close",
)

# Settings with an entry (help.setting.<key>).
SETTINGS = (
    "language",
    "handoff",
    "anytime_prompts",
    "auto_pass",
    "suggest_moves",
    "animation_speed",
    "fullscreen",
    "text_scale",
    "palette",
    "symbols",
    "symbol_map",
    "reduced_motion",
    "master_volume",
    "music_volume",
    "effects_volume",
    "key_repeat_delay",
    "key_repeat_rate",
    "hold_to_confirm",
    "rumble",
    "remap",
    "narration",
    "reset",
)

# Clarifications (rules.md) by scoring rule, for the lessons whose card text leaves a question.
RULE_NOTES = (
    "first_in_turn_order",
    "largest_family",
    "rooms_empty",
    "per_private_lesson",
    "exact_private_lessons",
    "per_visible_rat",
    "exact_visible_rats",
    "per_uncovered_map",
    "per_lone_cat",
    "per_lone_cat_of_colour",
    "third_largest_family_again",
)

# Card types -> the clarification every card of that type gets (help.card.type.<key>).
TYPE_NOTES = {
    CardType.OSHAX: "oshax",
    CardType.RESCUE: "rescue",
    CardType.ANYTIME: "anytime",
    CardType.TREASURE: "treasure",
    CardType.LESSON_PRIVATE: "lesson_private",
    CardType.LESSON_PUBLIC: "lesson_public",
    CardType.LESSON_FAMILY: "lesson_family",
}


@dataclass(frozen=True)
class Subject:
    kind: Kind
    value: Any = None


@dataclass(frozen=True)
class HelpEntry:
    title: str
    paragraphs: tuple[str, ...]
    card: int | None = None  # a card to show large
    tile: Tile | None = None  # a tile to show
    related: tuple[Subject, ...] = field(default_factory=tuple)
    picture: Callable[[int], Any] | None = field(default=None, compare=False)  # width -> image


@dataclass(frozen=True)
class HelpContext:
    """What an entry is made from: the translator, the content and texts, the language, and
    the game as the asking seat sees it (None outside a game)."""

    t: Callable[..., str]
    content: Any
    texts: Any
    language: str
    state: Any = None  # a View's state
    seat: int | None = None
    palette: Any = None  # the palette and the player's symbols, for pictures drawn here
    symbols: dict[str, str] | None = None
    legend: dict[str, str] | None = None
    symbol_scale: float = 1.0  # the player's symbol size


def card_notes(card) -> tuple[str, ...]:
    """The catalog keys of the clarifications a card gets: its type's, then its basket's,
    effect's or scoring rule's (solo cards by their deck)."""
    keys: list[str] = []
    kind = TYPE_NOTES.get(card.type)
    if kind is None:  # the sister's cards (solo decks)
        keys.append(f"help.card.type.{card.deck}")
    else:
        keys.append(f"help.card.type.{kind}")
    if card.type == CardType.RESCUE:
        keys.append(f"help.card.basket.{card.basket}")
    if card.effect and card.type != CardType.OSHAX:
        keys.append(f"help.card.effect.{card.effect}")
    if card.scoring in RULE_NOTES:
        keys.append(f"help.card.rule.{card.scoring}")
    return tuple(keys)


def entry(subject: Subject, ctx: HelpContext) -> HelpEntry:
    """The help entry of ``subject``."""
    build = _BUILDERS.get(subject.kind, _generic)
    return build(subject, ctx)


def _generic(subject: Subject, ctx: HelpContext) -> HelpEntry:
    t = ctx.t
    return HelpEntry(
        t(f"help.kind.{subject.kind}.title"),
        _paragraphs(t(f"help.kind.{subject.kind}.body")),
        related=RELATED.get(subject.kind, ()),
    )


def _paragraphs(text: str) -> tuple[str, ...]:
    return tuple(p for p in text.split("\n\n") if p)


def _card(subject: Subject, ctx: HelpContext) -> HelpEntry:
    t, card_id = ctx.t, subject.value
    card = ctx.content.cards[card_id]
    paragraphs = [ctx.texts.card_text(card_id, ctx.language)]
    if card.price or card.type in TYPE_NOTES:
        paragraphs.append(t("help.card.price", count=card.price))
    paragraphs += [t(key) for key in card_notes(card)]
    related = {
        CardType.RESCUE: (Subject(Kind.ORDER), Subject(Kind.BASKETS)),
        CardType.ANYTIME: (Subject(Kind.FISH), Subject(Kind.BASKETS)),
        CardType.TREASURE: (Subject(Kind.SUPPLY), Subject(Kind.SCORE, "rare_treasures")),
        CardType.OSHAX: (Subject(Kind.SUPPLY), Subject(Kind.SCORE, "families")),
        CardType.LESSON_PRIVATE: (Subject(Kind.HAND), Subject(Kind.SCORE, "private_lessons")),
        CardType.LESSON_PUBLIC: (Subject(Kind.LESSONS), Subject(Kind.SCORE, "public_lessons")),
    }.get(card.type, (Subject(Kind.SISTER),) if card.deck.startswith("solo") else ())
    return HelpEntry(
        ctx.texts.card_name(card_id, ctx.language),
        tuple(paragraphs),
        card=card_id,
        related=(*related, Subject(Kind.CARD)),
    )


def _cat(subject: Subject, ctx: HelpContext) -> HelpEntry:
    t, tile = ctx.t, subject.value
    shape = ctx.content.shapes[tile.shape]
    color = t(f"color.{tile.color}")
    paragraphs = [t("help.cat.what", color=color, cells=shape.size)]
    state = ctx.state
    if state is not None and tile in state.left + state.right:
        side = "left" if tile in state.left else "right"
        paragraphs.append(t(f"help.cat.{side}"))
    paragraphs.append(t("help.kind.cat.body"))
    return HelpEntry(
        t("help.cat.title", color=color),
        tuple(paragraphs),
        tile=tile,
        related=(Subject(Kind.FIELDS), Subject(Kind.BASKETS), Subject(Kind.SCORE, "families")),
    )


def _score(subject: Subject, ctx: HelpContext) -> HelpEntry:
    t, line = ctx.t, subject.value
    if line not in SCORE_LINES:
        return _generic(subject, ctx)
    related = tuple(Subject(Kind.SCORE, other) for other in SCORE_LINES[:7] if other != line)
    return HelpEntry(
        t(f"help.score.{line}.title"), _paragraphs(t(f"help.score.{line}.body")), related=related
    )


def _named(prefix: str, known: tuple[str, ...]):
    """Entries of buttons, settings and screens, by key (an unknown key: the generic one)."""

    def build(subject: Subject, ctx: HelpContext) -> HelpEntry:
        t, value = ctx.t, str(subject.value or "")
        key = next((k for k in known if value == k or value.startswith(f"{k}:")), None)
        if key is None and prefix == "screen":
            key = "dialog"
        if key is None:
            return _generic(subject, ctx)
        title_key = f"help.{prefix}.{key}.title"
        title = t(title_key) if _has(t, title_key) else t(f"help.kind.{subject.kind}.title")
        return HelpEntry(
            title,
            _paragraphs(t(f"help.{prefix}.{key}")),
            related=RELATED_SCREENS.get(key, ()) if prefix == "screen" else (),
        )

    return build


def _has(t, key: str) -> bool:
    has = getattr(t, "has", None)
    return bool(has(key)) if has is not None else t(key) != key


def _cell(subject: Subject, ctx: HelpContext) -> HelpEntry:
    """A cell of a boat: its room, a rat, a map, what covers it, what filling it scores."""
    t, content = ctx.t, ctx.content
    seat_index, x, y = subject.value
    state = ctx.state
    seat = state.seats[seat_index] if state is not None else None
    boat_color = seat.boat if seat is not None else ""
    here = bit(x, y)
    if not content.board.cells & here:
        return HelpEntry(t("help.cell.outside.title"), (t("help.cell.outside"),))
    occupied = seat.occupied if seat is not None else 0
    room = next(r for r in content.board.rooms if r.mask & here)
    room_name = ctx.texts.room_name(room.id, ctx.language)
    empty = (room.mask & ~occupied).bit_count()
    paragraphs = []
    if empty:
        paragraphs.append(
            t("help.cell.room_open", room=room_name, size=room.size, count=empty)
            + (" " + t("help.cell.parrot") if room.icon == "parrot" else "")
        )
    else:
        paragraphs.append(t("help.cell.room_full", room=room_name, size=room.size))
    boat = content.boats.get(boat_color) if boat_color else None
    if boat is not None and boat.rats & here:
        paragraphs.append(t("help.cell.rat_covered" if occupied & here else "help.cell.rat"))
    map_color = next((c for c, cell in boat.maps if cell & here), None) if boat else None
    if map_color is not None:
        words = t(f"color.{map_color}")
        paragraphs.append(
            t("help.cell.map_covered" if occupied & here else "help.cell.map", color=words)
        )
    if content.board.edge & here:
        paragraphs.append(t("help.cell.edge"))
    if seat is not None and occupied & here:
        paragraphs.append(_covering(t, seat, here))
    elif empty:  # where a tile may go, as the rules say it for this boat now
        from game.isle.rules.placement import must_touch

        anywhere = bool(getattr(seat, "anywhere", False))
        if seat is None or must_touch(occupied, anywhere):
            paragraphs.append(t("help.cell.empty"))
        elif occupied:
            paragraphs.append(t("help.cell.empty_anywhere"))
        else:
            paragraphs.append(t("help.cell.empty_first"))
    title = t("help.cell.title", room=room_name, column=x + 1, row=y + 1)
    related = [Subject(Kind.SCORE, "rooms"), Subject(Kind.SCORE, "rats")]
    if map_color is not None:
        related.append(Subject(Kind.SUPPLY))
    return HelpEntry(title, tuple(paragraphs), related=tuple(related))


def _covering(t, seat, here: int) -> str:
    from game.isle.rules.scoring import families, family_points

    index = next(i for i, tile in enumerate(seat.tiles) if tile.mask & here)
    placed = seat.tiles[index]
    kind = kind_of(placed.shape)
    if kind in (TileKind.CAT, TileKind.OSHAX) and placed.color:
        family = next(f for f in families(seat.tiles) if index in f.tiles)
        return t(
            "help.cell.covered_cat",
            color=t(f"color.{placed.color}"),
            count=family.size,
            points=family_points(family.size),
        )
    return t(f"help.cell.covered_{kind}")


def _boat(subject: Subject, ctx: HelpContext) -> HelpEntry:
    t = ctx.t
    base = _generic(subject, ctx)
    state, seat = ctx.state, subject.value
    if state is None or seat is None or seat >= len(state.seats) or not state.seats[seat].boat:
        return base
    from game.isle.rules.scoring import families, full_rooms, visible_rat_count

    me = state.seats[seat]
    groups = [f for f in families(me.tiles) if f.size >= 3]
    facts = t(
        "help.boat.facts",
        rats=visible_rat_count(ctx.content, me.boat, me.tiles),
        rooms=len(full_rooms(ctx.content, me.tiles)),
        families=len(groups),
    )
    return HelpEntry(base.title, (*base.paragraphs, facts), related=base.related)


_BUILDERS: dict[Kind, Callable[[Subject, HelpContext], HelpEntry]] = {
    Kind.CARD: lambda s, c: _card(s, c) if s.value is not None else _generic(s, c),
    Kind.CAT: lambda s, c: _cat(s, c) if s.value is not None else _generic(s, c),
    Kind.CELL: lambda s, c: _cell(s, c) if s.value is not None else _generic(s, c),
    Kind.BOAT: _boat,
    Kind.SCORE: lambda s, c: _score(s, c) if s.value is not None else _generic(s, c),
    Kind.BUTTON: _named("button", BUTTONS),
    Kind.SETTING: _named("setting", SETTINGS),
    Kind.SCREEN: _named("screen", SCREENS),
    Kind.TOPIC: lambda s, c: s.value.entry(c) if s.value is not None else _generic(s, c),
}

# Topics worth reading next, by kind (a pad player reaches every kind through them).
RELATED: dict[Kind, tuple[Subject, ...]] = {
    Kind.CARD: (Subject(Kind.FISH), Subject(Kind.HAND), Subject(Kind.LESSONS)),
    Kind.CAT: (Subject(Kind.FIELDS), Subject(Kind.BASKETS), Subject(Kind.SCORE, "families")),
    Kind.CELL: (Subject(Kind.SCORE, "rooms"), Subject(Kind.SCORE, "rats")),
    Kind.BOAT: (
        Subject(Kind.SCORE, "rooms"),
        Subject(Kind.SCORE, "rats"),
        Subject(Kind.SCORE, "families"),
    ),
    Kind.SCORE: tuple(Subject(Kind.SCORE, line) for line in SCORE_LINES[:7]),
    Kind.ORDER: (Subject(Kind.CARD), Subject(Kind.BASKETS), Subject(Kind.DAY)),
    Kind.BASKETS: (Subject(Kind.ORDER), Subject(Kind.FISH), Subject(Kind.FIELDS)),
    Kind.FISH: (Subject(Kind.DAY), Subject(Kind.FIELDS), Subject(Kind.CARD)),
    Kind.DAY: (Subject(Kind.FIELDS), Subject(Kind.ORDER), Subject(Kind.SCORE, "total")),
    Kind.FIELDS: (Subject(Kind.BASKETS), Subject(Kind.FISH), Subject(Kind.DAY)),
    Kind.SUPPLY: (Subject(Kind.SCORE, "rare_treasures"), Subject(Kind.CELL)),
    Kind.LESSONS: (Subject(Kind.SCORE, "public_lessons"), Subject(Kind.HAND)),
    Kind.HAND: (Subject(Kind.SCORE, "private_lessons"), Subject(Kind.CARD)),
    Kind.SISTER: (Subject(Kind.SCORE, "sister_colors"), Subject(Kind.SCORE, "sister_lessons")),
    Kind.BUTTON: (Subject(Kind.CONTROLS),),
    Kind.SETTING: (Subject(Kind.CONTROLS),),
    Kind.SCREEN: (Subject(Kind.CONTROLS),),
    Kind.CONTROLS: (Subject(Kind.SCREEN, "game"),),
}
GAME_TOPICS = (
    Subject(Kind.DAY),
    Subject(Kind.FIELDS),
    Subject(Kind.FISH),
    Subject(Kind.BASKETS),
    Subject(Kind.ORDER),
    Subject(Kind.SUPPLY),
    Subject(Kind.LESSONS),
    Subject(Kind.HAND),
    Subject(Kind.SCORE, "total"),
)
RELATED_SCREENS: dict[str, tuple[Subject, ...]] = {
    "game": GAME_TOPICS,
    "board": (Subject(Kind.FIELDS), Subject(Kind.BASKETS), Subject(Kind.ORDER), Subject(Kind.CELL)),
    "draft": (Subject(Kind.CARD), Subject(Kind.FISH)),
    "buy": (Subject(Kind.CARD), Subject(Kind.FISH), Subject(Kind.LESSONS)),
    "declare": (Subject(Kind.ORDER), Subject(Kind.BASKETS)),
    "anytime": (Subject(Kind.CARD),),
    "scoring": tuple(Subject(Kind.SCORE, line) for line in SCORE_LINES[:7]),
    "boats": (Subject(Kind.BOAT), Subject(Kind.SCORE, "rooms")),
    "title": (Subject(Kind.CONTROLS), Subject(Kind.DAY)),
    "tutorial": (Subject(Kind.CONTROLS),),
}
