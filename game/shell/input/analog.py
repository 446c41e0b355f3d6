"""Analog to digital: a stick becomes one of four directions, a trigger a button, with a
deadzone and hysteresis so a resting or wobbling stick never chatters.

Pure: fed floats in -1..1 (sticks) or 0..1 (triggers), they report which virtual input is down.
"""

from __future__ import annotations

import math

from game.shell.record import record


@record(frozen=True, slots=True)
class AnalogConfig:
    """When a stick or a trigger counts as pressed and as released again."""

    stick_press: float = 0.5  # radial magnitude at which a direction goes down
    stick_release: float = 0.3  # ... and under which it comes back up
    stick_angle_hysteresis: float = 15.0  # degrees past the diagonal before switching direction
    trigger_press: float = 0.5
    trigger_release: float = 0.3


class StickFilter:
    """One stick -> at most one of "x-", "x+", "y-" (up), "y+" (down), four-way.

    A direction goes down when the stick leaves the press radius, stays down until the stick
    comes back inside the release radius (hysteresis on magnitude), and changes to another
    direction only when the stick points past the diagonal by ``stick_angle_hysteresis``
    degrees (hysteresis on angle)."""

    __slots__ = ("config", "x", "y", "direction")

    def __init__(self, config: AnalogConfig | None = None) -> None:
        self.config = config or AnalogConfig()
        self.x = 0.0
        self.y = 0.0
        self.direction: str | None = None

    def set_axis(self, axis: str, value: float) -> tuple[str | None, str | None]:
        """Update "x" or "y"; returns (released, pressed) directions (None when unchanged)."""
        if axis == "x":
            self.x = value
        else:
            self.y = value
        return self._evaluate()

    def reset(self) -> str | None:
        """Forget the stick (focus lost): returns the direction that was down."""
        was, self.direction = self.direction, None
        self.x = self.y = 0.0
        return was

    def _evaluate(self) -> tuple[str | None, str | None]:
        cfg = self.config
        magnitude = min(1.0, math.hypot(self.x, self.y))
        current = self.direction
        if current is None:
            if magnitude < cfg.stick_press:
                return None, None
            self.direction = self._dominant()
            return None, self.direction
        if magnitude < cfg.stick_release:
            self.direction = None
            return current, None
        if self._angle_from(current) > 45.0 + cfg.stick_angle_hysteresis:
            new = self._dominant()
            if new != current:
                self.direction = new
                return current, new
        return None, None

    def _dominant(self) -> str:
        if abs(self.x) >= abs(self.y):
            return "x+" if self.x > 0 else "x-"
        return "y+" if self.y > 0 else "y-"

    def _angle_from(self, direction: str) -> float:
        ux, uy = {"x+": (1, 0), "x-": (-1, 0), "y+": (0, 1), "y-": (0, -1)}[direction]
        norm = math.hypot(self.x, self.y) or 1.0
        cos = max(-1.0, min(1.0, (self.x * ux + self.y * uy) / norm))
        return math.degrees(math.acos(cos))


class TriggerFilter:
    """One trigger -> a button, with hysteresis."""

    __slots__ = ("config", "down")

    def __init__(self, config: AnalogConfig | None = None) -> None:
        self.config = config or AnalogConfig()
        self.down = False

    def set_value(self, value: float) -> bool | None:
        """Returns True when it goes down, False when it comes up, None when unchanged."""
        if not self.down and value >= self.config.trigger_press:
            self.down = True
            return True
        if self.down and value < self.config.trigger_release:
            self.down = False
            return False
        return None

    def reset(self) -> bool:
        was, self.down = self.down, False
        return was
