"""The first line of a save of The Isle of Cats (the action log's header) as a pydantic model,
on the box's header models (game/shell/session/header.py): the mode, the difficulty, and in
``meta`` the seats and how far the game is."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from game.shell.session.header import (
    MAX_NAME,
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

__all__ = ["MAX_NAME", "HeaderError", "HeaderModel", "ProfileModel", "parse_header"]

GAME = "isle-of-cats"


class IsleSeatModel(SeatModel):
    @classmethod
    def known_levels(cls) -> tuple[str, ...]:
        from game.isle.bots.levels import LEVELS

        return tuple(LEVELS)


class ProgressModel(Strict):
    """Where the game was when it was saved, for the Load screen."""

    day: int = Field(ge=1, le=99)
    phase: str = Field(max_length=20)


class DailyModel(Strict):
    """A daily game (game/isle/session/daily.py): its date and whether it is played for the
    record."""

    date: str = Field(pattern=r"^\d{4}-\d{2}-\d{2}$")
    record: bool = False


class MetaModel(MetaBase):
    seats: list[IsleSeatModel] = Field(default_factory=list, max_length=4)
    progress: ProgressModel | None = None
    daily: DailyModel | None = None


class HeaderModel(HeaderBase):
    kind: Literal["header"]
    game: Literal["isle-of-cats"] = "isle-of-cats"  # none in a header: The Isle of Cats'
    format: Literal[1]
    mode: str = Field(default="standard", min_length=1, max_length=20)
    players: int = Field(ge=1, le=4)
    seed: int = Field(default=0, gt=-MAX_SEED, lt=MAX_SEED)
    difficulty: str | None = Field(default=None, max_length=20)
    meta: MetaModel | None = None


def parse_header(data: object) -> HeaderModel:
    """The validated header; ``HeaderError`` names the first bad field."""
    return validated(HeaderModel, header_object(data, GAME, "The Isle of Cats", default=GAME))
