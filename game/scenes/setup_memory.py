"""The last new game's setup (mode, player count, seats, names, boats, pads, each seat's own
settings), remembered for the next one in a small file of its own in the config folder.

A missing, unreadable or broken file (not JSON, wrong types, out-of-range values) gives None:
the setup screen then starts from its defaults, and the next game started writes a good file.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from game.rules.vocabulary import Mode
from game.session.files import write_atomic

FILE_NAME = "last_setup.json"
SeatKind = Literal["human", "easy", "normal", "hard"]
BoatColor = Literal["blue", "green", "red", "purple"]
Difficulty = Literal["easy", "medium", "hard", "very_hard", "expert"]


class SeatProfile(BaseModel):
    """A seat's own settings (game/scenes/profile.py); absent keys follow the game's."""

    model_config = ConfigDict(extra="forbid", defer_build=True)

    text_scale: float | None = Field(None, ge=1.0, le=2.0)
    symbols: bool | None = None
    narration: bool | None = None
    rumble: bool | None = None

    def as_profile(self) -> dict:
        return self.model_dump(exclude_none=True)


class RememberedSeat(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)

    kind: SeatKind = "human"
    name: str = Field("", max_length=16)
    boat: BoatColor | None = None
    pad: str | None = Field(None, max_length=64)  # the SDL GUID of the seat's pad
    profile: SeatProfile = Field(default_factory=SeatProfile)


class RememberedSetup(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)

    mode: Mode = Mode.STANDARD
    difficulty: Difficulty = "easy"
    players: int = Field(4, ge=1, le=4)
    seats: list[RememberedSeat] = Field(default_factory=list, max_length=4)


def warm_models() -> None:
    """Build the models now (the title's background loading) rather than when Start is
    pressed; they are built on first use otherwise. The bots' modules come along."""
    from game.bots import levels  # noqa: F401 - imported ahead, for the new game's first frame

    for model in (SeatProfile, RememberedSeat, RememberedSetup):
        model.model_rebuild()


def load_setup(path: Path) -> RememberedSetup | None:
    """The remembered setup, or None when there is none or it cannot be trusted."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return RememberedSetup.model_validate(data)
    except (OSError, ValueError, ValidationError):
        return None


def save_setup(path: Path, setup: RememberedSetup) -> None:
    """Write the setup (a full disk or a read-only folder only loses the memory)."""
    try:
        write_atomic(path, json.dumps(setup.model_dump(mode="json"), indent=2))
    except OSError:
        pass
