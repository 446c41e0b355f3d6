"""The daily quest: a solo game whose deck and dice come from the date alone (offline, the same
for everyone that day). Its seed is the first 31 bits of the SHA-256 of ``dice-quest daily
YYYY-MM-DD`` (never 0), a pure function of the date (game/shell/session/daily.py)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from game.shell.session.daily import date_seed

SALT = "dice-quest daily"


@dataclass(frozen=True, slots=True)
class QuestDaily:
    """The day's quest: its date and seed (solo)."""

    date: date
    seed: int

    @property
    def key(self) -> str:
        return self.date.isoformat()

    def as_json(self) -> dict[str, Any]:
        return {"date": self.key, "seed": self.seed}

    def describe(self) -> str:
        return f"{self.key}: solo quest, seed {self.seed}"


def daily_for(day: date) -> QuestDaily:
    return QuestDaily(day, date_seed(SALT, day))


# --- the result to share --------------------------------------------------------------------
# The bundled fonts have no emoji: the daily screen draws these symbols as the game draws them.
ARMY, SPENT, TURNS, WON, LOST = "🐾", "✨", "🎲", "🏆", "🌙"


@dataclass(frozen=True, slots=True)
class QuestResult:
    """What the share text tells of a finished daily quest: nothing of the deck's order."""

    date: str
    won: bool
    army: int  # the army left (the score when won)
    spent: int  # powers spent
    turns: int
    left: int = 0  # creatures left when lost

    @property
    def score(self) -> int | None:
        return self.army if self.won else None


def symbols(result: QuestResult) -> str:
    """The line of symbols: the outcome, the army, the powers spent, the turns."""
    mark = WON if result.won else LOST
    return f"{mark} {ARMY}{result.army} {SPENT}{result.spent} {TURNS}{result.turns}"


def share_text(result: QuestResult, t: Any) -> str:
    """Three lines to paste anywhere: the date, the outcome, the symbols."""
    head = t("quest.daily.share.head", date=result.date)
    if result.won:
        outcome = t("quest.daily.share.won", score=result.army, turns=result.turns)
    else:
        outcome = t("quest.daily.share.lost", turns=result.turns, count=result.left)
    return f"{head}\n{outcome}\n{symbols(result)}"
