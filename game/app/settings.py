"""Player settings, persisted as JSON in the user's config folder (platformdirs).

Unknown keys are ignored and wrong values fall back to the default, so a settings file from
another version never stops the game; a file that is not JSON is kept aside and replaced.
"""

from __future__ import annotations

import dataclasses
import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from game.session.files import write_atomic

APP_NAME = "isle-of-cats"
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
ANYTIME_PROMPTS = ("always", "matters", "never")
TEXT_SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)


def config_dir() -> Path:
    override = os.environ.get("ISLE_OF_CATS_CONFIG")
    return Path(override) if override else Path(platformdirs.user_config_dir(APP_NAME))


def data_dir() -> Path:
    override = os.environ.get("ISLE_OF_CATS_DATA")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME))


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
        defaults = cls()
        values: dict[str, Any] = {}
        for f in dataclasses.fields(cls):
            if f.name not in data:
                continue
            value, default = data[f.name], getattr(defaults, f.name)
            if f.name == "window_size":
                if (
                    isinstance(value, list)
                    and len(value) == 2
                    and all(isinstance(v, int) and 320 <= v <= 10000 for v in value)
                ):
                    values[f.name] = (value[0], value[1])
                continue
            if isinstance(default, bool):
                ok = isinstance(value, bool)
            elif isinstance(default, float):
                ok = isinstance(value, (int, float)) and not isinstance(value, bool)
                value = float(value) if ok else value
            else:
                ok = isinstance(value, type(default))
            if ok:
                values[f.name] = value
        settings = cls(**values)
        return settings.sanitised()

    def sanitised(self) -> Settings:
        """Clamp every value into its allowed range."""
        s = dataclasses.replace(self)
        if s.language not in ("en", "fr"):
            s.language = "en"
        for name in ("master_volume", "music_volume", "effects_volume"):
            setattr(s, name, min(1.0, max(0.0, getattr(s, name))))
        s.text_scale = min(2.0, max(1.0, s.text_scale))
        if s.palette not in ("standard", "high_contrast"):
            s.palette = "standard"
        if s.animation_speed not in ANIMATION_SPEEDS:
            s.animation_speed = "normal"
        if s.anytime_prompts not in ANYTIME_PROMPTS:
            s.anytime_prompts = "matters"
        s.key_repeat_delay = min(1.0, max(0.1, s.key_repeat_delay))
        s.key_repeat_rate = min(30.0, max(2.0, s.key_repeat_rate))
        s.symbol_map = _sane_symbol_map(s.symbol_map)
        return s


def _sane_symbol_map(symbol_map) -> dict[str, str]:
    """A whole one-to-one table of known colours and symbols, or {} for the default."""
    from game.ui.symbols_data import default_symbols, player_mapping

    if not isinstance(symbol_map, dict):
        return {}
    default = default_symbols()
    mapping = player_mapping({str(k): str(v) for k, v in symbol_map.items()})
    return {} if mapping == default else mapping


class SettingsStore:
    """Loads and saves the settings file; never raises on a bad file."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = Path(directory) if directory else config_dir()
        self.path = self.directory / "settings.json"
        self.problem: str | None = None  # what went wrong when loading, for a message

    def load(self) -> Settings:
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return Settings()
        except OSError as error:
            self.problem = f"settings could not be read: {error}"
            return Settings()
        try:
            data = json.loads(text)
            if not isinstance(data, dict):
                raise ValueError("not an object")
        except ValueError:
            aside = self.path.with_name(f"settings.broken-{int(time.time())}.json")
            self.path.replace(aside)
            self.problem = f"the settings file was broken and was kept aside as {aside.name}"
            return Settings()
        return Settings.from_json(data)

    def save(self, settings: Settings) -> None:
        write_atomic(self.path, json.dumps(settings.to_json(), indent=2))
