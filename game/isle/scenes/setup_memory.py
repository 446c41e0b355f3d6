"""The Isle of Cats' last setup: the box's remembered seats (game/shell/scenes/setup_memory.py)
with the mode, the sister's difficulty and the player count."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from game.isle.rules.vocabulary import Mode
from game.shell.scenes.setup_memory import RememberedSeat, SeatProfile

FILE_NAME = "last_setup.json"  # the name from before there were two games
Difficulty = Literal["easy", "medium", "hard", "very_hard", "expert"]


class RememberedSetup(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)

    mode: Mode = Mode.STANDARD
    difficulty: Difficulty = "easy"
    players: int = Field(4, ge=1, le=4)
    seats: list[RememberedSeat] = Field(default_factory=list, max_length=4)


def warm_models() -> None:
    """Build the models now (the title's background loading) rather than when Start is
    pressed; they are built on first use otherwise. The bots' modules come along."""
    from game.isle.bots import levels  # noqa: F401 - imported ahead, for the new game's first frame

    for model in (SeatProfile, RememberedSeat, RememberedSetup):
        model.model_rebuild()
