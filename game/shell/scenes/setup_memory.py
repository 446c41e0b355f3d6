"""A game's last setup (player count, seats, names, pads, each seat's own settings, and what
the game adds: the Isle's mode and boats), remembered for the next one in a small file of its
own in the config folder (its descriptor's ``setup_path``).

A missing file gives None. A file that cannot be read or trusted (a pipe or a device, not
JSON, nested too deep, wrong types, out-of-range values, a folder in its place) raises
``ReadError``: the setup screen keeps it aside with a message and starts from its defaults, and
the next game started writes a good file. Names follow the one rule (game/shell/session/names.py).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from game.shell import safeio
from game.shell.safeio import ReadError
from game.shell.session.files import write_atomic
from game.shell.session.names import MAX_NAME, clean_name

MAX_BYTES = 64 << 10  # the file is under 2 kB
M = TypeVar("M", bound=BaseModel)
SeatKind = Literal["human", "easy", "normal", "hard"]
# a seat's own colour, where a game gives each seat one (the Isle: its boat; files say "boat")
BoatColor = Literal["blue", "green", "red", "purple"]


class SeatProfile(BaseModel):
    """A seat's own settings (game/shell/scenes/profile.py); absent keys follow the game's."""

    model_config = ConfigDict(extra="forbid", defer_build=True)

    text_scale: float | None = Field(None, ge=1.0, le=2.0)
    symbols: bool | None = None
    symbol_size: Literal["small", "normal", "large"] | None = None
    narration: bool | None = None
    rumble: bool | None = None

    def as_profile(self) -> dict:
        return self.model_dump(exclude_none=True)


class RememberedSeat(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True)

    kind: SeatKind = "human"
    name: str = Field("", max_length=MAX_NAME)
    boat: BoatColor | None = None
    pad: str | None = Field(None, max_length=64)  # the SDL GUID of the seat's pad
    profile: SeatProfile = Field(default_factory=SeatProfile)

    @field_validator("name")
    @classmethod
    def _kept(cls, name: str) -> str:
        return clean_name(name)  # empty: the seat's default name


class SeatsMemory(BaseModel):
    """A game's last setup when it is its player count and its seats (each game's own model
    narrows the count to its players: Kitten Toys' 3-5, Dice Quest's 1-8)."""

    model_config = ConfigDict(extra="forbid", defer_build=True)

    players: int
    seats: list[RememberedSeat] = Field(default_factory=list)


def load_setup(path: Path, model: type[M]) -> M | None:
    """The remembered setup (a ``model``: each game has its own), None when there is none;
    ``ReadError`` (or ``OSError``) when it cannot be read or trusted, the message naming the
    bad field."""
    try:
        data = safeio.load_file(path, MAX_BYTES)
    except FileNotFoundError:
        return None
    try:
        return model.model_validate(data)
    except ValidationError as error:
        raise ReadError(f"{path}: {safeio.first_error(error)}", "invalid") from None


def save_setup(path: Path, setup: BaseModel) -> None:
    """Write the setup (a full disk or a read-only folder only loses the memory)."""
    try:
        write_atomic(path, json.dumps(setup.model_dump(mode="json"), indent=2))
    except OSError:
        pass
