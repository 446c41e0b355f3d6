"""Help on The Isle of Cats: each part of its table a player can point at (a card, a cat in a
field, a boat cell, a boat, a score line, the turn order...) and its explanation in words, on
the shell's help (game/shell/ui/help.py). Words come from the catalogs
(assets/i18n/help.<lang>.json) and, for cards, from the cards' own text plus the clarifications
of rules.md; facts about a boat cell come from the rules' content (rooms, rats, maps) and the
boat as it stands (issue 15).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import TYPE_CHECKING

from game.isle.data.loader import Texts, load_content, load_texts
from game.isle.rules.content import Content
from game.isle.rules.geometry import bit
from game.isle.rules.ids import Tile, kind_of
from game.isle.rules.vocabulary import CardType, TileKind
from game.shell.ui import help as shell
from game.shell.ui.help import (
    HelpContext,
    HelpEntry,
    HelpKind,
    Kind,
    Subject,
    generic,
    named,
    paragraphs,
)

if TYPE_CHECKING:
    import pygame


class IsleKind(StrEnum):
    """The Isle's kinds of things help explains (every one has an entry in both catalogs)."""

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
    SCREEN = "screen"  # value: one of the Isle's screens (its entries lead to its topics)
    BUTTON = "button"  # value: a button of its decision screens

    def build(self, subject: Subject, ctx: HelpContext) -> HelpEntry:
        return _BUILDERS.get(self, _generic)(subject, ctx)


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

# The Isle's screens with an entry of their own (help.screen.<name>).
SCREENS = (
    "setup",
    "how_to_play",
    "game",
    "draft",
    "family_lessons",
    "buy",
    "declare",
    "anytime",
    "board",
    "cards",
    "boats",
    "scoring",
    "sandbox",
    "colors",
    "tile_picker",
    "turn_confirm",
    "tutorial",
    "challenges",
    "challenge",
    "challenge_result",
    "daily",
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


def content_of(ctx: HelpContext) -> Content:
    return ctx.resource(load_content)


def texts_of(ctx: HelpContext) -> Texts:
    return ctx.resource(load_texts)


def _card_picture(card: int, ctx: HelpContext) -> Callable[[int, int], pygame.Surface]:
    def draw(width: int, height: int) -> pygame.Surface:
        from game.isle.ui.art import IsleArt

        assert ctx.art is not None
        width = min(width, int(height / 1.4))  # a card is 1.4 times as tall as wide
        return ctx.art.extension(IsleArt.on).card(card, width, ctx.language, texts_of(ctx))

    return draw


def _tile_picture(tile: Tile, ctx: HelpContext) -> Callable[[int, int], pygame.Surface]:
    def draw(width: int, height: int) -> pygame.Surface:
        from game.isle.ui.art import IsleArt

        assert ctx.art is not None
        cell = round(width * 34 / 200)  # the help box's tiles: 34 px cells at its 200 px
        return ctx.art.extension(IsleArt.on).tile(tile.shape, tile.color, 0, cell)

    return draw


def _generic(subject: Subject, ctx: HelpContext) -> HelpEntry:
    return generic(subject, ctx, RELATED.get(subject.kind, ()))


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


def _card(subject: Subject, ctx: HelpContext) -> HelpEntry:
    t, card_id = ctx.t, subject.value
    card = content_of(ctx).cards[card_id]
    paragraphs = [texts_of(ctx).card_text(card_id, ctx.language)]
    if card.price or card.type in TYPE_NOTES:
        paragraphs.append(t("help.card.price", count=card.price))
    paragraphs += [t(key) for key in card_notes(card)]
    related = {
        CardType.RESCUE: (Subject(IsleKind.ORDER), Subject(IsleKind.BASKETS)),
        CardType.ANYTIME: (Subject(IsleKind.FISH), Subject(IsleKind.BASKETS)),
        CardType.TREASURE: (Subject(IsleKind.SUPPLY), Subject(IsleKind.SCORE, "rare_treasures")),
        CardType.OSHAX: (Subject(IsleKind.SUPPLY), Subject(IsleKind.SCORE, "families")),
        CardType.LESSON_PRIVATE: (
            Subject(IsleKind.HAND),
            Subject(IsleKind.SCORE, "private_lessons"),
        ),
        CardType.LESSON_PUBLIC: (
            Subject(IsleKind.LESSONS),
            Subject(IsleKind.SCORE, "public_lessons"),
        ),
    }.get(card.type, (Subject(IsleKind.SISTER),) if card.deck.startswith("solo") else ())
    return HelpEntry(
        texts_of(ctx).card_name(card_id, ctx.language),
        tuple(paragraphs),
        picture=_card_picture(card_id, ctx),
        related=(*related, Subject(IsleKind.CARD)),
    )


def _cat(subject: Subject, ctx: HelpContext) -> HelpEntry:
    t, tile = ctx.t, subject.value
    shape = content_of(ctx).shapes[tile.shape]
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
        picture=_tile_picture(tile, ctx),
        related=(
            Subject(IsleKind.FIELDS),
            Subject(IsleKind.BASKETS),
            Subject(IsleKind.SCORE, "families"),
        ),
    )


def _score(subject: Subject, ctx: HelpContext) -> HelpEntry:
    t, line = ctx.t, subject.value
    if line not in SCORE_LINES:
        return _generic(subject, ctx)
    related = tuple(Subject(IsleKind.SCORE, other) for other in SCORE_LINES[:7] if other != line)
    return HelpEntry(
        t(f"help.score.{line}.title"), paragraphs(t(f"help.score.{line}.body")), related=related
    )


def _cell(subject: Subject, ctx: HelpContext) -> HelpEntry:
    """A cell of a boat: its room, a rat, a map, what covers it, what filling it scores."""
    t, content = ctx.t, content_of(ctx)
    seat_index, x, y = subject.value
    state = ctx.state
    seat = state.seats[seat_index] if state is not None else None
    boat_color = seat.boat if seat is not None else ""
    here = bit(x, y)
    if not content.board.cells & here:
        return HelpEntry(t("help.cell.outside.title"), (t("help.cell.outside"),))
    occupied = seat.occupied if seat is not None else 0
    room = next(r for r in content.board.rooms if r.mask & here)
    room_name = texts_of(ctx).room_name(room.id, ctx.language)
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
    related = [Subject(IsleKind.SCORE, "rooms"), Subject(IsleKind.SCORE, "rats")]
    if map_color is not None:
        related.append(Subject(IsleKind.SUPPLY))
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
        rats=visible_rat_count(content_of(ctx), me.boat, me.tiles),
        rooms=len(full_rooms(content_of(ctx), me.tiles)),
        families=len(groups),
    )
    return HelpEntry(base.title, (*base.paragraphs, facts), related=base.related)


_BUILDERS: dict[IsleKind, Callable[[Subject, HelpContext], HelpEntry]] = {
    IsleKind.CARD: lambda s, c: _card(s, c) if s.value is not None else _generic(s, c),
    IsleKind.CAT: lambda s, c: _cat(s, c) if s.value is not None else _generic(s, c),
    IsleKind.CELL: lambda s, c: _cell(s, c) if s.value is not None else _generic(s, c),
    IsleKind.BOAT: _boat,
    IsleKind.SCORE: lambda s, c: _score(s, c) if s.value is not None else _generic(s, c),
}

# Topics worth reading next, by kind (a pad player reaches every kind through them).
RELATED: dict[HelpKind, tuple[Subject, ...]] = {
    IsleKind.CARD: (Subject(IsleKind.FISH), Subject(IsleKind.HAND), Subject(IsleKind.LESSONS)),
    IsleKind.CAT: (
        Subject(IsleKind.FIELDS),
        Subject(IsleKind.BASKETS),
        Subject(IsleKind.SCORE, "families"),
    ),
    IsleKind.CELL: (Subject(IsleKind.SCORE, "rooms"), Subject(IsleKind.SCORE, "rats")),
    IsleKind.BOAT: (
        Subject(IsleKind.SCORE, "rooms"),
        Subject(IsleKind.SCORE, "rats"),
        Subject(IsleKind.SCORE, "families"),
    ),
    IsleKind.SCORE: tuple(Subject(IsleKind.SCORE, line) for line in SCORE_LINES[:7]),
    IsleKind.ORDER: (Subject(IsleKind.CARD), Subject(IsleKind.BASKETS), Subject(IsleKind.DAY)),
    IsleKind.BASKETS: (Subject(IsleKind.ORDER), Subject(IsleKind.FISH), Subject(IsleKind.FIELDS)),
    IsleKind.FISH: (Subject(IsleKind.DAY), Subject(IsleKind.FIELDS), Subject(IsleKind.CARD)),
    IsleKind.DAY: (
        Subject(IsleKind.FIELDS),
        Subject(IsleKind.ORDER),
        Subject(IsleKind.SCORE, "total"),
    ),
    IsleKind.FIELDS: (Subject(IsleKind.BASKETS), Subject(IsleKind.FISH), Subject(IsleKind.DAY)),
    IsleKind.SUPPLY: (Subject(IsleKind.SCORE, "rare_treasures"), Subject(IsleKind.CELL)),
    IsleKind.LESSONS: (Subject(IsleKind.SCORE, "public_lessons"), Subject(IsleKind.HAND)),
    IsleKind.HAND: (Subject(IsleKind.SCORE, "private_lessons"), Subject(IsleKind.CARD)),
    IsleKind.SISTER: (
        Subject(IsleKind.SCORE, "sister_colors"),
        Subject(IsleKind.SCORE, "sister_lessons"),
    ),
    IsleKind.BUTTON: (Subject(Kind.CONTROLS),),
    IsleKind.SCREEN: (Subject(Kind.CONTROLS), Subject(IsleKind.SCREEN, "game")),
}
GAME_TOPICS = (
    Subject(IsleKind.DAY),
    Subject(IsleKind.FIELDS),
    Subject(IsleKind.FISH),
    Subject(IsleKind.BASKETS),
    Subject(IsleKind.ORDER),
    Subject(IsleKind.SUPPLY),
    Subject(IsleKind.LESSONS),
    Subject(IsleKind.HAND),
    Subject(IsleKind.SCORE, "total"),
)
RELATED_SCREENS: dict[str, tuple[Subject, ...]] = {
    "game": GAME_TOPICS,
    "board": (
        Subject(IsleKind.FIELDS),
        Subject(IsleKind.BASKETS),
        Subject(IsleKind.ORDER),
        Subject(IsleKind.CELL),
    ),
    "draft": (Subject(IsleKind.CARD), Subject(IsleKind.FISH)),
    "buy": (Subject(IsleKind.CARD), Subject(IsleKind.FISH), Subject(IsleKind.LESSONS)),
    "declare": (Subject(IsleKind.ORDER), Subject(IsleKind.BASKETS)),
    "anytime": (Subject(IsleKind.CARD),),
    "scoring": tuple(Subject(IsleKind.SCORE, line) for line in SCORE_LINES[:7]),
    "boats": (Subject(IsleKind.BOAT), Subject(IsleKind.SCORE, "rooms")),
    "title": (Subject(Kind.CONTROLS), Subject(IsleKind.DAY)),
    "tutorial": (Subject(Kind.CONTROLS),),
}
_BUILDERS[IsleKind.SCREEN] = named("screen", SCREENS + shell.SCREENS, RELATED_SCREENS)
_BUILDERS[IsleKind.BUTTON] = named("button", BUTTONS)
