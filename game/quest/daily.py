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
