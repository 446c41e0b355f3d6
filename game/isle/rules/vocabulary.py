"""The closed sets of names the rules compare: phases of a day, game modes, tile kinds and
card types.

Each is a ``StrEnum``: a member equals its text, so the JSON forms (logs, saves, content) stay
the plain strings they always were.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """Where the day is (rules.md section 2), plus the setup before the first day and the end."""

    SETUP = "setup"
    FILL = "fill"
    FISHING = "fishing"
    DEAL = "deal"
    DRAFT = "draft"
    BUY = "buy"
    LESSONS = "lessons"
    DECLARE = "declare"
    RESCUE = "rescue"
    RARE_FINDS = "rare_finds"
    END_OF_DAY = "end_of_day"
    FINAL = "final"
    OVER = "over"


class Mode(StrEnum):
    """The ways to play (rules.md sections 8 and 9; levels/scenarios name the same)."""

    STANDARD = "standard"
    FAMILY = "family"
    SOLO = "solo"


class TileKind(StrEnum):
    """What a tile is (tiles.json): a cat, an Oshax, a common or a rare treasure."""

    CAT = "cat"
    OSHAX = "oshax"
    COMMON = "common"
    RARE = "rare"


class CardType(StrEnum):
    """The kinds of cards (cards.json, the solo decks included)."""

    OSHAX = "oshax"
    RESCUE = "rescue"
    ANYTIME = "anytime"
    TREASURE = "treasure"
    LESSON_PRIVATE = "lesson_private"
    LESSON_PUBLIC = "lesson_public"
    LESSON_FAMILY = "lesson_family"
    SOLO_COLOUR = "solo_colour"
    SOLO_BASKET = "solo_basket"
    SOLO_LESSON_BASIC = "solo_lesson_basic"
    SOLO_LESSON_ADVANCED = "solo_lesson_advanced"
