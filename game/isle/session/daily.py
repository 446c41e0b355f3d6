"""The daily game: a Solo game whose deal and sister difficulty come from the date alone
(offline, the same for everyone that day), and its result as a short text to share.

The seed is the first 31 bits of the SHA-256 of ``isle-of-cats daily YYYY-MM-DD`` (never 0);
the difficulty follows the day of the week, easy on Monday up to expert on Friday, hard on
Saturday and medium on Sunday. Both are pure functions of the date.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from game.shell.session.daily import date_seed, parse_date

__all__ = ["Daily", "daily_for", "parse_date"]

MODE = "solo"
# Monday first (date.weekday()): a gentle start of the week, the hardest sister on Friday.
WEEKDAY_DIFFICULTIES = ("easy", "medium", "hard", "very_hard", "expert", "hard", "medium")
ROOM_FULL, ROOM_OPEN = "🟩", "⬜"  # the share text's room squares
RAT, FAMILY = "🐀", "🐱"


@dataclass(frozen=True, slots=True)
class Daily:
    """The day's game: its date, seed and sister difficulty."""

    date: date
    seed: int
    difficulty: str

    @property
    def key(self) -> str:
        return self.date.isoformat()

    def as_json(self) -> dict[str, Any]:
        return {"date": self.key, "mode": MODE, "seed": self.seed, "difficulty": self.difficulty}

    def describe(self) -> str:
        return f"{self.key}: {MODE} game, seed {self.seed}, sister {self.difficulty}"


def daily_seed(day: date) -> int:
    return date_seed("isle-of-cats daily", day)


def daily_for(day: date) -> Daily:
    return Daily(day, daily_seed(day), WEEKDAY_DIFFICULTIES[day.weekday()])


@dataclass(frozen=True, slots=True)
class Result:
    """What the share text tells of a finished daily game: nothing of the deal."""

    date: str
    difficulty: str
    score: int
    sister: int
    rooms_full: tuple[bool, ...]  # each room of the boat, in the rules' order
    rats: int  # rats left in view
    families: int  # families that score (3 or more tiles)

    @property
    def margin(self) -> int:
        return self.score - self.sister

    @property
    def won(self) -> bool:
        """The player wins only with strictly more points (rules.md 8.6)."""
        return self.margin > 0


def symbols(result: Result) -> str:
    """The line of symbols: a square per room (full or not), the rats left, the families."""
    rooms = "".join(ROOM_FULL if full else ROOM_OPEN for full in result.rooms_full)
    return f"{rooms} {RAT}{result.rats} {FAMILY}{result.families}"


def share_text(result: Result, t) -> str:
    """Three lines to paste anywhere: the date and difficulty, the outcome, the symbols."""
    head = t(
        "daily.share.head",
        date=result.date,
        difficulty=t(f"setup.difficulty.{result.difficulty}"),
    )
    key = "won" if result.won else "tie" if result.margin == 0 else "lost"
    outcome = t(
        f"daily.share.{key}",
        margin=abs(result.margin),
        score=result.score,
        sister=result.sister,
    )
    return f"{head}\n{outcome}\n{symbols(result)}"
