"""The first line of a save (the action log's header) as a pydantic model: every field typed,
names and sizes capped, unknown keys refused (a newer version's save is not half-read)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from game.options import TEXT_SCALE_RANGE
from game.safeio import first_error
from game.session.names import clean_name, default_name

LOG_FORMAT = 1
MAX_NAME = 24  # the setup screen allows 16 characters (game/session/names.py)
MAX_SEED = 2**63


class HeaderError(ValueError):
    """A header that cannot be used; the message names the field and the reason."""


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True, defer_build=True)


class ProfileModel(_Strict):
    """A seat's own settings (game.options.PROFILE_KEYS); each may be missing."""

    text_scale: float | None = Field(default=None, ge=TEXT_SCALE_RANGE[0], le=TEXT_SCALE_RANGE[1])
    symbols: bool | None = None
    symbol_size: Literal["small", "normal", "large"] | None = None
    narration: bool | None = None
    rumble: bool | None = None


class SeatModel(_Strict):
    name: str = Field(min_length=1, max_length=MAX_NAME)
    kind: Literal["human", "bot"] = "human"
    level: str = "normal"
    profile: ProfileModel = ProfileModel()

    @field_validator("name")
    @classmethod
    def _kept(cls, name: str) -> str:
        """The name as the game keeps it (game/session/names.py): a name an older version
        saved with control or invisible characters loads without them; one with nothing
        visible left is named after its seat (``parse_header``)."""
        return clean_name(name)

    @field_validator("level")
    @classmethod
    def _known_level(cls, level: str) -> str:
        levels = cls.known_levels()
        if level not in levels:
            raise ValueError(f"unknown bot level (one of {', '.join(levels)})")
        return level

    @classmethod
    def known_levels(cls):
        """The bot levels of the game (another game's seats give their own)."""
        from game.bots.levels import LEVELS

        return LEVELS


class ProgressModel(_Strict):
    """Where the game was when it was saved, for the Load screen."""

    day: int = Field(ge=1, le=99)
    phase: str = Field(max_length=20)


class DailyModel(_Strict):
    """A daily game (game/session/daily.py): its date and whether it is played for the record."""

    date: str = Field(pattern=r"^\d{4}-\d{2}-\d{2}$")
    record: bool = False


class MetaModel(_Strict):
    seats: list[SeatModel] = Field(default_factory=list, max_length=4)
    progress: ProgressModel | None = None
    daily: DailyModel | None = None


class HeaderModel(_Strict):
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
    if not isinstance(data, dict):
        kind = "an array" if isinstance(data, list) else "not an object"
        raise HeaderError(f"the header is {kind}, not an Isle of Cats log header")
    if data.get("kind") != "header" or data.get("game", "isle-of-cats") != "isle-of-cats":
        raise HeaderError("not an Isle of Cats log header")
    return validated(HeaderModel, data)


def validated(model, data: dict):
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
