"""The closed sets of names the rules compare: phases of a day and game modes.

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
