"""Input settings that are not bindings: key repeat, hold to confirm, stick and trigger zones.

A frozen value with a JSON form for the settings file (the app persists it).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field, fields, replace
from functools import cache
from typing import TYPE_CHECKING, Annotated, Any, Literal

from game.shell.input.analog import AnalogConfig
from game.shell.input.events import Intent
from game.shell.record import record
from game.shell.safeio import first_error

if TYPE_CHECKING:
    from pydantic import BaseModel

REPEATING: frozenset[Intent] = frozenset(
    {Intent.UP, Intent.DOWN, Intent.LEFT, Intent.RIGHT, Intent.NEXT, Intent.PREV}
)


class InputConfigError(ValueError):
    """A settings value of the wrong type or out of range; the message names the field."""


@record(frozen=True, slots=True)
class InputConfig:
    """How held keys repeat, how long a hold confirms, and the sticks' and triggers' settings."""

    repeat_delay: float = 0.35  # seconds held before the first repeat
    repeat_interval: float = 0.08  # seconds between repeats after that
    repeat_intents: frozenset[Intent] = REPEATING
    max_repeats_per_update: int = 3  # after a long frame, repeats are dropped, not bunched
    hold_to_confirm_ms: int = 0  # 0 = off; else CONFIRM fires after a hold this long
    hold_intents: frozenset[Intent] = frozenset({Intent.CONFIRM})
    analog: AnalogConfig = field(default_factory=AnalogConfig)
    mouse_move_threshold: int = 4  # pixels of motion before the mouse counts as "used last"

    @property
    def hold_seconds(self) -> float:
        return self.hold_to_confirm_ms / 1000.0

    def to_json(self) -> dict[str, Any]:
        return {
            "repeat_delay": self.repeat_delay,
            "repeat_interval": self.repeat_interval,
            "repeat_intents": sorted(i.value for i in self.repeat_intents),
            "hold_to_confirm_ms": self.hold_to_confirm_ms,
            "hold_intents": sorted(i.value for i in self.hold_intents),
            "stick_press": self.analog.stick_press,
            "stick_release": self.analog.stick_release,
            "stick_angle_hysteresis": self.analog.stick_angle_hysteresis,
            "trigger_press": self.analog.trigger_press,
            "trigger_release": self.analog.trigger_release,
            "mouse_move_threshold": self.mouse_move_threshold,
        }

    @classmethod
    def from_json(cls, data: Any) -> InputConfig:
        """Missing keys keep their defaults; a bad value raises `InputConfigError` naming the
        path of the field (``hold_intents[1]: ...``)."""
        if not isinstance(data, Mapping):
            raise InputConfigError("input settings must be an object")
        from pydantic import ValidationError

        try:
            model = file_model().model_validate(dict(data))
        except ValidationError as error:
            raise InputConfigError(first_error(error)) from None
        given = model.model_dump(exclude_none=True)
        config = cls()
        changes: dict[str, Any] = {
            name: given[name]
            for name in ("repeat_delay", "repeat_interval", "hold_to_confirm_ms")
            if name in given
        }
        if "mouse_move_threshold" in given:
            changes["mouse_move_threshold"] = given["mouse_move_threshold"]
        for name in ("repeat_intents", "hold_intents"):
            if name in given:
                changes[name] = frozenset(Intent(v) for v in given[name])
        analog = {f.name: given[f.name] for f in fields(AnalogConfig) if f.name in given}
        if analog:
            changes["analog"] = replace(config.analog, **analog)
        config = replace(config, **changes)
        config.check()
        return config

    def check(self) -> None:
        """Raise `InputConfigError` when values make no sense."""
        if self.repeat_delay < 0 or self.repeat_interval <= 0:
            raise InputConfigError("repeat_delay must be >= 0 and repeat_interval > 0")
        if not 0 <= self.hold_to_confirm_ms <= 5000:
            raise InputConfigError("hold_to_confirm_ms must be within 0..5000")
        a = self.analog
        if not 0 < a.stick_release <= a.stick_press < 1:
            raise InputConfigError("need 0 < stick_release <= stick_press < 1")
        if not 0 < a.trigger_release <= a.trigger_press <= 1:
            raise InputConfigError("need 0 < trigger_release <= trigger_press <= 1")
        if not 0 <= a.stick_angle_hysteresis < 45:
            raise InputConfigError("stick_angle_hysteresis must be within 0..45 degrees")


# An intent's name in the file: ``Intent``'s values, written out for the type checker (a test
# checks that they are the same)
IntentName = Literal[
    "up",
    "down",
    "left",
    "right",
    "confirm",
    "back",
    "rotate_left",
    "rotate_right",
    "flip",
    "next",
    "prev",
    "menu",
    "info",
    "next_spot",
    "overlay",
    "play_card",
    "view",
    "help",
    "hint",
    "where",
    "standings",
    "table",
    "mine",
    "repeat",
    "earlier",
    "hush",
    "speech",
]


@cache
def file_model() -> type[BaseModel]:
    """The JSON form's shape, field by field (ranges are checked by ``InputConfig.check``);
    built on first use: pydantic is not among what the title's first frame waits for."""
    from pydantic import BaseModel, ConfigDict, Strict

    Number = Annotated[float, Strict()]  # an int is fine, a bool or a string is not

    class InputConfigFile(BaseModel):
        model_config = ConfigDict(strict=True, extra="ignore")

        repeat_delay: Number | None = None
        repeat_interval: Number | None = None
        hold_to_confirm_ms: int | None = None
        mouse_move_threshold: int | None = None
        repeat_intents: list[IntentName] | None = None
        hold_intents: list[IntentName] | None = None
        stick_press: Number | None = None
        stick_release: Number | None = None
        stick_angle_hysteresis: Number | None = None
        trigger_press: Number | None = None
        trigger_release: Number | None = None

    return InputConfigFile
