"""The first line of a Dice Quest save as a pydantic model (the shell's slots read it, the Load
screen shows it), and the slot's lines on the Load screen.

The header is the log's (game/quest/session/match.py) with ``meta``: the seats (names, humans
or bots and their level, each seat's own settings), how far the game is (the turn, the
creatures left, each seat's army) and, for a daily quest, its date and whether it counts for
the record. Every field is typed, names and sizes are capped, unknown
keys are refused.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

from pydantic import Field

from game.quest.rules.record import GAME
from game.quest.rules.state import PLAYER_COUNTS
from game.shell.session.header import (
    MAX_SEED,
    HeaderBase,
    HeaderError,
    MetaBase,
    ProfileModel,
    SeatModel,
    Strict,
    header_object,
    validated,
)

MAX_TURNS = 1_000_000  # a game of random bots may take thousands of turns
MAX_CARDS = 999  # the levels' file holds 42


class QuestSeatModel(SeatModel):
    """A seat of Dice Quest: its bots have their own levels."""

    @classmethod
    def known_levels(cls) -> tuple[str, ...]:
        from game.quest.bots.levels import LEVELS

        return tuple(LEVELS)


class QuestProgressModel(Strict):
    """Where the game was when it was saved, for the Load screen."""

    turn: int = Field(ge=0, le=MAX_TURNS)
    left: int = Field(ge=0, le=MAX_CARDS)  # creatures still to beat
    armies: list[int] = Field(default_factory=list, max_length=max(PLAYER_COUNTS))


class QuestDailyModel(Strict):
    """A daily quest (game/quest/daily.py): its date and whether it is played for the
    record."""

    date: str = Field(pattern=r"^\d{4}-\d{2}-\d{2}$")
    record: bool = False


class QuestMetaModel(MetaBase):
    seats: list[QuestSeatModel] = Field(default_factory=list, max_length=max(PLAYER_COUNTS))
    progress: QuestProgressModel | None = None
    daily: QuestDailyModel | None = None


class QuestHeaderModel(HeaderBase):
    kind: Literal["header"]
    game: Literal["quest"]
    format: Literal[1]
    players: int = Field(ge=min(PLAYER_COUNTS), le=max(PLAYER_COUNTS))
    seed: int = Field(default=0, gt=-MAX_SEED, lt=MAX_SEED)
    meta: QuestMetaModel | None = None

    @property
    def progress(self) -> QuestProgressModel | None:
        return self.meta.progress if self.meta else None


def parse_header(data: object) -> QuestHeaderModel:
    """The validated header; ``HeaderError`` names the first bad field."""
    header = validated(QuestHeaderModel, header_object(data, GAME, "Dice Quest"))
    progress = header.progress
    if progress is not None:
        if len(progress.armies) not in (0, header.players):
            raise HeaderError("meta.progress.armies: one count per seat")
        if any(not 0 <= n <= MAX_CARDS for n in progress.armies):
            raise HeaderError(f"meta.progress.armies: each count is 0 to {MAX_CARDS}")
    return header


def save_lines(t: Callable[..., str], entry: Any) -> tuple[str, list[str]]:
    """A slot of Dice Quest on the Load screen: its line (players, turn, creatures left) and
    its details (who plays, the size of each army)."""
    header: QuestHeaderModel = entry.header
    parts = [t("load.players", count=header.players)]
    progress = header.progress
    if progress is not None and progress.turn:
        parts.append(t("quest.load.turn", turn=progress.turn))
        parts.append(t("quest.load.left", count=progress.left))
    seats = header.meta.seats if header.meta else []
    armies = progress.armies if progress is not None else []
    who = []
    for index, seat in enumerate(seats):
        name = seat.name
        if seat.kind == "bot":
            name = t("load.bot_seat", name=seat.name, level=t(f"setup.level.{seat.level}"))
        if index < len(armies):
            name = t("quest.load.army", name=name, count=armies[index])
        who.append(name)
    return " · ".join(parts), [", ".join(who)] if who else []


__all__ = ["ProfileModel", "QuestHeaderModel", "parse_header", "save_lines"]
