"""The first line of a save (the action log's header) as a pydantic model, the parts every
game's headers share: a seat (its name, human or bot and the bot's level, its own settings),
the strict model base (every field typed, names and sizes capped, unknown keys refused: a newer
version's save is not half-read) and the reading that names the first bad field. Each game's
header model adds its own fields (The Isle of Cats: game/isle/session/header.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from game.shell.options import TEXT_SCALE_RANGE
from game.shell.safeio import first_error
from game.shell.session.names import clean_name, default_name

LOG_FORMAT = 1
MAX_NAME = 24  # the setup screen allows 16 characters (game/shell/session/names.py)
MAX_SEED = 2**63
MAX_LEVEL = 20

H = TypeVar("H", bound="HeaderBase")


class HeaderError(ValueError):
    """A header that cannot be used; the message names the field and the reason."""


class Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True, defer_build=True)


class ProfileModel(Strict):
    """A seat's own settings (game.shell.options.PROFILE_KEYS); each may be missing."""

    text_scale: float | None = Field(default=None, ge=TEXT_SCALE_RANGE[0], le=TEXT_SCALE_RANGE[1])
    symbols: bool | None = None
    symbol_size: Literal["small", "normal", "large"] | None = None
    narration: bool | None = None
    rumble: bool | None = None


class SeatModel(Strict):
    """A seat: each game's subclass names its bots' levels (``known_levels``)."""

    name: str = Field(min_length=1, max_length=MAX_NAME)
    kind: Literal["human", "bot"] = "human"
    level: str = Field(default="normal", max_length=MAX_LEVEL)
    profile: ProfileModel = ProfileModel()

    @field_validator("name")
    @classmethod
    def _kept(cls, name: str) -> str:
        """The name as the game keeps it (game/shell/session/names.py): a name an older version
        saved with control or invisible characters loads without them; one with nothing
        visible left is named after its seat (``validated``)."""
        return clean_name(name)

    @field_validator("level")
    @classmethod
    def _known_level(cls, level: str) -> str:
        levels = cls.known_levels()
        if level not in levels:
            raise ValueError(f"unknown bot level (one of {', '.join(levels)})")
        return level

    @classmethod
    def known_levels(cls) -> Sequence[str]:
        """The game's bot levels (imported when a bot seat is read: a save's header is read
        before its game is played)."""
        return ("easy", "normal", "hard")


class MetaBase(Strict):
    """What the window adds to a header: who sits where (a game's model adds how far the game
    is)."""

    seats: Sequence[SeatModel] = Field(default_factory=list)


class HeaderBase(Strict):
    """The fields every game's header has; a game's model narrows ``game`` and adds its own."""

    kind: Literal["header"]
    game: str
    format: Literal[1]
    players: int
    seed: int = Field(default=0, gt=-MAX_SEED, lt=MAX_SEED)
    meta: MetaBase | None = None


def validated(model: type[H], data: dict[str, Any]) -> H:
    """A game's header (``model``) from ``data``: its format, its fields, a seat per player;
    ``HeaderError`` names the first bad field (every game's headers are read so)."""
    if data.get("format") != LOG_FORMAT:
        raise HeaderError(f"log format {str(data.get('format'))[:20]} (this version reads 1)")
    try:
        header = model.model_validate(data)
    except ValidationError as error:
        raise HeaderError(first_error(error)) from None
    meta = header.meta
    if meta is not None and meta.seats and len(meta.seats) != header.players:
        raise HeaderError(f"meta.seats: {len(meta.seats)} seat(s) for {header.players} player(s)")
    if meta is not None and not all(seat.name for seat in meta.seats):
        seats = [
            seat if seat.name else seat.model_copy(update={"name": default_name(i)})
            for i, seat in enumerate(meta.seats)
        ]
        header = header.model_copy(update={"meta": meta.model_copy(update={"seats": seats})})
    return header


def header_object(
    data: object, game: str, title: str, default: str | None = None
) -> dict[str, Any]:
    """``data`` as a header object of ``game`` (``title`` in messages; ``default``: the game of
    a header that names none), else ``HeaderError`` saying what it is instead."""
    if not isinstance(data, dict):  # no game's header: said without naming one
        kind = "an array" if isinstance(data, list) else "not an object"
        raise HeaderError(f"(the whole header): {kind}, not a log header object")
    if data.get("kind") != "header":
        raise HeaderError(f"kind: {str(data.get('kind'))[:20]!r} is not 'header'")
    named = data.get("game", default)
    if "game" in data and not isinstance(named, str):
        raise HeaderError(f"game: {str(named)[:20]!r} is not the name of a game")
    if named != game:
        raise HeaderError(f"game: {str(named)[:40]!r} is not {title} ({game!r})")
    return data
