"""Player settings, persisted as JSON in the user's config folder (platformdirs).

The file is validated field by field (pydantic): a field of the wrong type falls back to its
default and the player is told which; numbers out of range are clamped; unknown keys are
ignored (a file from another version never stops the game). A file just as the game writes it
(every value of its field's JSON type and in its range) is read without pydantic, which the
title's first frame then does not wait for (about 90 ms of imports). A file that cannot be
read at all (not UTF-8, not JSON, nested too deep) is kept aside under a unique name and the
game starts with the defaults, without asking the first-launch questions again.
"""

from __future__ import annotations

import dataclasses
import json
import locale
import os
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal

import platformdirs

from game import safeio
from game.options import (
    ANIMATION_SPEEDS,
    ANYTIME_PROMPTS,
    APP_NAME,
    KEY_REPEAT_DELAY_RANGE,
    KEY_REPEAT_RATE_RANGE,
    LANGUAGE_CODES,
    PALETTE_NAMES,
    TEXT_SCALE_RANGE,
    TEXT_SCALES,
    VOLUME_RANGE,
    WINDOW_SIDE_RANGE,
)
from game.safeio import ReadError
from game.session.files import keep_aside, write_atomic

__all__ = [  # the constants stay importable from here for older callers
    "ANIMATION_SPEEDS",
    "ANYTIME_PROMPTS",
    "APP_NAME",
    "TEXT_SCALES",
    "Notice",
    "Settings",
    "SettingsStore",
    "config_dir",
    "data_dir",
]

MAX_BYTES = 1 << 20  # a settings file is about 3 kB
Notice = tuple[str, dict[str, Any]]  # a message key of the catalogs and its values


def config_dir() -> Path:
    override = os.environ.get("ISLE_OF_CATS_CONFIG")
    return Path(override) if override else Path(platformdirs.user_config_dir(APP_NAME))


def data_dir() -> Path:
    override = os.environ.get("ISLE_OF_CATS_DATA")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME))


def system_language() -> str:
    """The player's language as the system says it (for defaults when the settings file cannot
    say it), English when it is not one of ours."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name, "")
        if value:
            code = value[:2].lower()
            return code if code in LANGUAGE_CODES else "en"
    try:
        code = (locale.getlocale()[0] or "en")[:2].lower()
    except ValueError:
        code = "en"
    return code if code in LANGUAGE_CODES else "en"


@dataclass
class Settings:
    language: str = "en"
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    master_volume: float = 0.8
    music_volume: float = 0.5
    effects_volume: float = 0.8
    text_scale: float = 1.0
    palette: str = "standard"
    symbols: bool = True
    symbol_map: dict[str, str] = field(default_factory=dict)  # empty: the default mapping
    reduced_motion: bool = False
    animation_speed: str = "normal"
    hold_to_confirm: bool = False
    handoff: bool = True  # hand-off screens before private steps when several humans play
    anytime_prompts: str = "matters"
    auto_pass: bool = True
    key_repeat_delay: float = 0.35  # seconds before a held direction repeats
    key_repeat_rate: float = 12.0  # repeats per second
    rumble: bool = True
    narration: bool = False
    bindings: dict[str, Any] = field(default_factory=dict)  # input.Bindings.to_json()
    first_launch: bool = True
    # issue 15: the hint button shows the Hard bot's move on your own decisions
    suggest_moves: bool = True

    def to_json(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["window_size"] = list(self.window_size)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Settings:
        """Settings from a decoded file; bad fields take their default (see ``validate``)."""
        return validate(data)[0]

    def sanitised(self) -> Settings:
        """Clamp every value into its allowed range."""
        s = dataclasses.replace(self)
        if s.language not in LANGUAGE_CODES:
            s.language = "en"
        for name in ("master_volume", "music_volume", "effects_volume"):
            setattr(s, name, _clamp(getattr(s, name), VOLUME_RANGE))
        s.text_scale = _clamp(s.text_scale, TEXT_SCALE_RANGE)
        if s.palette not in PALETTE_NAMES:
            s.palette = "standard"
        if s.animation_speed not in ANIMATION_SPEEDS:
            s.animation_speed = "normal"
        if s.anytime_prompts not in ANYTIME_PROMPTS:
            s.anytime_prompts = "matters"
        s.key_repeat_delay = _clamp(s.key_repeat_delay, KEY_REPEAT_DELAY_RANGE)
        s.key_repeat_rate = _clamp(s.key_repeat_rate, KEY_REPEAT_RATE_RANGE)
        s.symbol_map = _sane_symbol_map(s.symbol_map)
        return s


def _clamp(value: float, bounds: tuple[float, float]) -> float:
    return min(bounds[1], max(bounds[0], float(value)))


# --- the file's shape, field by field --------------------------------------------------------


@cache
def file_model() -> type:
    """What each field of settings.json may hold (ranges are clamped afterwards); a field left
    out keeps its default (``validate`` refuses a null written in the file). Built on first
    use: only a file that is not as the game writes it needs it."""
    from pydantic import BaseModel, ConfigDict, Field, Strict

    Number = Annotated[float, Strict()]  # an int is fine, a bool or a string is not
    Side = Annotated[int, Strict(), Field(ge=WINDOW_SIDE_RANGE[0], le=WINDOW_SIDE_RANGE[1])]

    class SettingsFile(BaseModel):
        model_config = ConfigDict(extra="ignore", strict=True)

        language: Literal[LANGUAGE_CODES] | None = None  # type: ignore[valid-type]
        window_size: Annotated[tuple[Side, Side], Strict(False)] | None = None
        fullscreen: bool | None = None
        master_volume: Number | None = None
        music_volume: Number | None = None
        effects_volume: Number | None = None
        text_scale: Number | None = None
        palette: Literal[PALETTE_NAMES] | None = None  # type: ignore[valid-type]
        symbols: bool | None = None
        symbol_map: Annotated[dict[str, str], Field(max_length=MAX_SYMBOL_MAP)] | None = None
        reduced_motion: bool | None = None
        animation_speed: Literal[ANIMATION_SPEEDS] | None = None  # type: ignore[valid-type]
        hold_to_confirm: bool | None = None
        handoff: bool | None = None
        anytime_prompts: Literal[ANYTIME_PROMPTS] | None = None  # type: ignore[valid-type]
        auto_pass: bool | None = None
        key_repeat_delay: Number | None = None
        key_repeat_rate: Number | None = None
        rumble: bool | None = None
        narration: bool | None = None
        bindings: dict[str, Any] | None = None
        first_launch: bool | None = None
        suggest_moves: bool | None = None

    return SettingsFile


MAX_SYMBOL_MAP = 16
FIELD_NAMES = frozenset(f.name for f in dataclasses.fields(Settings))


def _as_written(data: dict[str, Any]) -> dict[str, Any] | None:
    """The file's values when each is of its field's JSON type as the game writes it (a bool
    a bool, a number a number, a text a text, the window two whole numbers in range, tables
    of texts) and its range (``Settings.sanitised`` leaves it alone); None otherwise, for
    the field-by-field check that names what is wrong. Unknown keys are ignored."""
    values: dict[str, Any] = {}
    defaults = Settings()
    for name, value in data.items():
        if name not in FIELD_NAMES:
            continue
        default = getattr(defaults, name)
        if isinstance(default, bool) or isinstance(default, str):
            if type(value) is not type(default):
                return None
        elif isinstance(default, float):
            if type(value) not in (int, float):
                return None
        elif name == "window_size":
            low, high = WINDOW_SIDE_RANGE
            if not (
                type(value) is list
                and len(value) == 2
                and all(type(v) is int and low <= v <= high for v in value)
            ):
                return None
            value = tuple(value)
        elif name == "symbol_map":
            if not (
                type(value) is dict
                and len(value) <= MAX_SYMBOL_MAP
                and all(type(k) is str and type(v) is str for k, v in value.items())
            ):
                return None
        elif type(value) is not dict:  # bindings, checked below as the slow path does
            return None
        values[name] = value
    settings = Settings(**{"first_launch": False, **values})
    try:
        in_range = settings.sanitised() == settings
    except (TypeError, ValueError, OverflowError):
        return None
    return values if in_range else None


def validate(data: Any) -> tuple[Settings, list[str]]:
    """Settings from a decoded file and the names of the fields that fell back to their
    default, each with the path of the bad value (``window_size[1]: ...``)."""
    if not isinstance(data, dict):
        raise ReadError("the settings file is not a JSON object", "not_json")
    problems: list[str] = []
    values = _as_written(data)
    if values is None:
        values = _checked(data, problems)
    if "bindings" in values and not _bindings_ok(values["bindings"], problems):
        del values["bindings"]
    values.setdefault("first_launch", False)  # a file exists: the game was launched before
    return Settings(**values).sanitised(), problems


def _checked(data: dict[str, Any], problems: list[str]) -> dict[str, Any]:
    """The values of a file that is not as the game writes it, field by field (pydantic);
    what falls back to its default is added to ``problems``."""
    from pydantic import ValidationError

    model_type = file_model()
    given = {k: v for k, v in data.items() if k in model_type.model_fields}
    problems += [f"{k}: null is not a value" for k, v in given.items() if v is None]
    given = {k: v for k, v in given.items() if v is not None}
    for _ in range(len(model_type.model_fields)):
        try:
            model = model_type.model_validate(given)
            break
        except ValidationError as error:
            bad = set()
            for item in error.errors(include_url=False, include_input=False):
                name = str(item["loc"][0])
                if name not in bad:
                    problems.append(f"{safeio.field_path(item['loc'])}: {item['msg'][:80]}")
                bad.add(name)
            given = {k: v for k, v in given.items() if k not in bad}
    else:  # pragma: no cover - every pass removes at least one field
        model = model_type()
    values = {k: v for k, v in model.model_dump().items() if v is not None}
    if "window_size" in values:
        values["window_size"] = tuple(values["window_size"])
    if "language" not in values and "language" in data:
        values["language"] = system_language()
    return values


def _bindings_ok(bindings: dict[str, Any], problems: list[str]) -> bool:
    from game.input import Bindings, BindingsError

    if not bindings:
        return True
    try:
        Bindings.from_json(bindings)
    except BindingsError as error:
        problems.append(f"bindings: {str(error)[:80]}")
        return False
    return True


def _sane_symbol_map(symbol_map) -> dict[str, str]:
    """A whole one-to-one table of known colours and symbols, or {} for the default."""
    from game.ui.symbols_data import default_symbols, player_mapping

    if not isinstance(symbol_map, dict) or not symbol_map:
        return {}  # the default mapping (the symbols' file is read when drawing needs it)
    default = default_symbols()
    mapping = player_mapping({str(k): str(v) for k, v in symbol_map.items()})
    return {} if mapping == default else mapping


class SettingsStore:
    """Loads and saves the settings file; never raises on a bad file. What went wrong is in
    ``notices`` (message keys with their values) for the window to show once."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = Path(directory) if directory else config_dir()
        self.path = self.directory / "settings.json"
        self.notices: list[Notice] = []
        self.problems: list[str] = []  # the same in English, with the field paths (logs, tests)

    @property
    def problem(self) -> str | None:
        return "; ".join(self.problems) or None

    def load(self) -> Settings:
        self.notices, self.problems = [], []
        try:
            text = safeio.read_text(self.path, MAX_BYTES)
        except FileNotFoundError:
            return Settings(language=system_language())
        except (ReadError, OSError) as error:
            if isinstance(error, ReadError) and error.kind in ("too_large", "not_utf8"):
                return self._broken(error)
            self._tell("notice.settings_unreadable", error)  # not a file we may move
            return Settings(language=system_language(), first_launch=False)
        try:
            data = safeio.loads(text, huge=True)
            settings, problems = validate(data)
        except ReadError as error:
            return self._broken(error)
        if problems:
            self.problems = problems
            fields = sorted({p.split(":")[0].split(".")[0].split("[")[0] for p in problems})
            self.notices.append(("notice.settings_fields", {"fields": fields}))
        return settings

    def _broken(self, error: ReadError) -> Settings:
        aside = keep_aside(self.path)
        if aside is None:
            self._tell("notice.settings_not_moved", error, path=str(self.path))
        else:
            self._tell("notice.settings_aside", error, name=aside.name)
        return Settings(language=system_language(), first_launch=False)

    def _tell(self, key: str, error: BaseException, **values: Any) -> None:
        self.problems.append(f"{self.path.name}: {error}")
        self.notices.append((key, {"reason": error, **values}))

    def save(self, settings: Settings) -> None:
        """Write the settings (``OSError`` on a full disk or a read-only folder)."""
        write_atomic(self.path, json.dumps(settings.to_json(), indent=2))
