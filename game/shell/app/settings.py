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
import types
import typing
from collections.abc import Callable
from dataclasses import field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal

import platformdirs

from game.shell import safeio
from game.shell.options import (
    ANIMATION_SPEEDS,
    ANSWER_WINDOWS,
    ANYTIME_PROMPTS,
    APP_NAME,
    KEY_REPEAT_DELAY_RANGE,
    KEY_REPEAT_RATE_RANGE,
    LANGUAGE_CODES,
    PALETTE_NAMES,
    RESULT_HOLDS,
    SPEECH_RATE_RANGE,
    SYMBOL_SIZES,
    TEXT_SCALE_RANGE,
    TEXT_SCALES,
    VOLUME_RANGE,
    WINDOW_SIDE_RANGE,
)
from game.shell.record import record
from game.shell.safeio import ReadError
from game.shell.session.files import set_aside, write_atomic

if TYPE_CHECKING:
    from pydantic import BaseModel

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


def option(
    default: Any,
    *,
    choices: tuple[str, ...] | None = None,
    bounds: tuple[float, float] | None = None,
    most: int | None = None,
    clean: Callable[[Any], Any] | None = None,
    check: Callable[[Any], str | None] | None = None,
    fallback: Callable[[], Any] | None = None,
) -> Any:
    """A setting declared once: its default and the values it takes, from which the file's
    check (fast and field by field), the saved form and ``Settings.sanitised`` all follow.

    ``choices``: the texts it may be (another falls back to the default); ``bounds``: a number
    is clamped into them, each side of a pair of whole numbers is refused outside them;
    ``most``: a table's largest size; ``clean``: makes a loaded value sane; ``check``: says what
    is wrong with a value the file holds (None: nothing); ``fallback``: the value when the
    file's is refused (default: the field's default)."""
    meta = {
        "choices": choices,
        "bounds": bounds,
        "most": most,
        "clean": clean,
        "check": check,
        "fallback": fallback,
    }
    meta = {key: value for key, value in meta.items() if value is not None}
    if isinstance(default, dict):
        return field(default_factory=lambda: dict(default), metadata=meta)
    return field(default=default, metadata=meta)


def _sane_symbol_map(symbol_map) -> dict[str, str]:
    """A whole one-to-one table of known colours and symbols, or {} for the default."""
    from game.shell.ui.symbols_data import default_symbols, player_mapping

    if not isinstance(symbol_map, dict) or not symbol_map:
        return {}  # the default mapping (the symbols' file is read when drawing needs it)
    default = default_symbols()
    mapping = player_mapping({str(k): str(v) for k, v in symbol_map.items()})
    return {} if mapping == default else mapping


def _bindings_problem(bindings: dict[str, Any]) -> str | None:
    from game.shell.input import Bindings, BindingsError

    if not bindings:
        return None
    try:
        Bindings.from_json(bindings)
    except BindingsError as error:
        return str(error)[:80]
    return None


MAX_SYMBOL_MAP = 16


@record
class Settings:
    """The player's settings: each declared once, here (see ``option``)."""

    language: str = option("en", choices=LANGUAGE_CODES, fallback=system_language)
    window_size: tuple[int, int] = option((1280, 720), bounds=WINDOW_SIDE_RANGE)
    fullscreen: bool = option(False)
    master_volume: float = option(0.8, bounds=VOLUME_RANGE)
    music_volume: float = option(0.5, bounds=VOLUME_RANGE)
    effects_volume: float = option(0.8, bounds=VOLUME_RANGE)
    text_scale: float = option(1.0, bounds=TEXT_SCALE_RANGE)
    palette: str = option("standard", choices=PALETTE_NAMES)
    symbols: bool = option(True)
    # empty: the default mapping
    symbol_map: dict[str, str] = option({}, most=MAX_SYMBOL_MAP, clean=_sane_symbol_map)
    symbol_size: str = option("normal", choices=SYMBOL_SIZES)  # both games' symbols
    reduced_motion: bool = option(False)
    animation_speed: str = option("normal", choices=ANIMATION_SPEEDS)
    result_hold: str = option("2s", choices=RESULT_HOLDS)  # a play's result stays this long
    hold_to_confirm: bool = option(False)
    handoff: bool = option(True)  # hand-off screens before private steps when humans share
    anytime_prompts: str = option("matters", choices=ANYTIME_PROMPTS)
    # a window of answers (Kitten Fuse's No!): seconds, "all" people answer, or "turns"
    answer_window: str = option("4", choices=ANSWER_WINDOWS)
    auto_pass: bool = option(True)
    # a summary between rounds (the Isle's end of day) goes on after a countdown even when
    # people play (off: it waits for a press; a table of bots alone never waits)
    auto_continue: bool = option(False)
    key_repeat_delay: float = option(0.35, bounds=KEY_REPEAT_DELAY_RANGE)  # seconds
    key_repeat_rate: float = option(12.0, bounds=KEY_REPEAT_RATE_RANGE)  # repeats per second
    rumble: bool = option(True)
    narration: bool = option(False)  # on at the first launch when a screen reader runs
    speech_rate: float = option(170.0, bounds=SPEECH_RATE_RANGE)  # words a minute (issue 46)
    bindings: dict[str, Any] = option({}, check=_bindings_problem)  # input.Bindings.to_json()
    first_launch: bool = option(True)
    # issue 15: the hint button shows the Hard bot's move on your own decisions
    suggest_moves: bool = option(True)

    def to_json(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        return {k: list(v) if isinstance(v, tuple) else v for k, v in data.items()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Settings:
        """Settings from a decoded file; bad fields take their default (see ``validate``)."""
        return validate(data)[0]

    def sanitised(self) -> Settings:
        """Every value in what its declaration allows: a choice among its choices, a number
        clamped into its bounds, a table made sane."""
        s = dataclasses.replace(self)
        for f in dataclasses.fields(s):
            meta, value = f.metadata, getattr(s, f.name)
            if "choices" in meta and value not in meta["choices"]:
                setattr(s, f.name, f.default)
            elif "bounds" in meta and not isinstance(f.default, tuple):
                setattr(s, f.name, _clamp(value, meta["bounds"]))
            if "clean" in meta:
                setattr(s, f.name, meta["clean"](getattr(s, f.name)))
        return s


def _clamp(value: float, bounds: tuple[float, float]) -> float:
    return min(bounds[1], max(bounds[0], float(value)))


# --- the file's shape, field by field: derived from the declaration ---------------------------


def declared(cls: type | None = None) -> dict[str, tuple[Any, dataclasses.Field]]:
    """Each setting's name -> (its type, its declaration)."""
    return _declared(cls or Settings)


@cache
def _declared(cls: type) -> dict[str, tuple[Any, dataclasses.Field]]:
    hints = typing.get_type_hints(cls)
    return {f.name: (hints[f.name], f) for f in dataclasses.fields(cls)}


def file_model(cls: type | None = None) -> type[BaseModel]:
    """What each field of settings.json may hold (numbers are clamped afterwards); a field left
    out keeps its default (``validate`` refuses a null written in the file). Built on first
    use: only a file that is not as the game writes it needs it."""
    return _file_model(cls or Settings)


@cache
def _file_model(cls: type) -> type[BaseModel]:
    from pydantic import ConfigDict, Field, Strict, create_model

    fields: dict[str, Any] = {}
    for name, (kind, f) in declared(cls).items():
        meta, origin = f.metadata, typing.get_origin(kind)
        if kind is bool:
            shape: Any = bool
        elif kind is float:
            shape = Annotated[float, Strict()]  # an int is fine, a bool or a string is not
        elif kind is str:
            shape = Literal[meta["choices"]] if "choices" in meta else str
        elif origin is tuple:
            low, high = meta["bounds"]
            side = Annotated[int, Strict(), Field(ge=low, le=high)]
            sides = tuple(side for _ in typing.get_args(kind))
            # tuple[side, side...] for pydantic, built at run time from the declaration
            shape = Annotated[types.GenericAlias(tuple, sides), Strict(False)]
        elif origin is dict and "most" in meta:
            shape = Annotated[kind, Field(max_length=meta["most"])]
        else:
            shape = kind
        fields[name] = (shape | None, None)
    config = ConfigDict(extra="ignore", strict=True)
    return create_model("SettingsFile", __config__=config, **fields)


def field_names() -> frozenset[str]:
    return frozenset(declared())


FIELD_NAMES = field_names()


def _written_as(value: Any, kind: Any, f: dataclasses.Field) -> bool:
    """Whether a file's value is of its field's JSON type as the game writes it."""
    origin, meta = typing.get_origin(kind), f.metadata
    if kind in (bool, str):
        return type(value) is kind
    if kind is float:
        return type(value) in (int, float)
    if origin is tuple:
        low, high = meta["bounds"]
        width = len(typing.get_args(kind))
        return (
            type(value) is list
            and len(value) == width
            and all(type(v) is int and low <= v <= high for v in value)
        )
    if origin is dict and typing.get_args(kind) == (str, str):
        return (
            type(value) is dict
            and len(value) <= meta.get("most", len(value))
            and all(type(k) is str and type(v) is str for k, v in value.items())
        )
    return type(value) is dict  # a table checked as the slow path does (``check``)


def _as_written(data: dict[str, Any]) -> dict[str, Any] | None:
    """The file's values when each is of its field's JSON type as the game writes it (a bool
    a bool, a number a number, a text a text, the window two whole numbers in range, tables
    of texts) and its range (``Settings.sanitised`` leaves it alone); None otherwise, for
    the field-by-field check that names what is wrong. Unknown keys are ignored."""
    values: dict[str, Any] = {}
    fields = declared()
    for name, value in data.items():
        if name not in fields:
            continue
        kind, f = fields[name]
        if not _written_as(value, kind, f):
            return None
        values[name] = tuple(value) if typing.get_origin(kind) is tuple else value
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
    for name, (_, f) in declared().items():
        check = f.metadata.get("check")
        problem = check(values[name]) if check is not None and name in values else None
        if problem is not None:
            problems.append(f"{name}: {problem}")
            del values[name]
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
    for name, (kind, f) in declared().items():
        if name in values and typing.get_origin(kind) is tuple:
            values[name] = tuple(values[name])
        fallback = f.metadata.get("fallback")
        if fallback is not None and name not in values and name in data:
            values[name] = fallback()
    return values


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
        self.problems.append(f"{self.path.name}: {error}")
        self.notices.append(set_aside(self.path, error, "notice.settings"))
        return Settings(language=system_language(), first_launch=False)

    def _tell(self, key: str, error: BaseException, **values: Any) -> None:
        self.problems.append(f"{self.path.name}: {error}")
        self.notices.append((key, {"reason": error, **values}))

    def save(self, settings: Settings) -> None:
        """Write the settings (``OSError`` on a full disk or a read-only folder)."""
        write_atomic(self.path, json.dumps(settings.to_json(), indent=2))
