"""Tweens and easing (STYLE.md 11): animation is a view of rule events, timed by the fixed
step. "Reduce motion" and the speed setting are one multiplier; the rules never wait."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import field
from typing import ClassVar

from game.shell.record import record

Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def in_cubic(t: float) -> float:
    return t**3


def out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def in_out_cubic(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def out_elastic(t: float) -> float:
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi) / 3) + 1


EASINGS: dict[str, Easing] = {
    "linear": linear,
    "in_cubic": in_cubic,
    "out_cubic": out_cubic,
    "in_out_cubic": in_out_cubic,
    "out_back": out_back,
    "out_elastic": out_elastic,
}

SPEED_FACTORS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}


def duration_factor(speed: str, reduced_motion: bool) -> float:
    """How long animations last relative to normal; reduced motion keeps short fades only."""
    factor = SPEED_FACTORS.get(speed, 1.0)
    return min(factor, 0.35) if reduced_motion else factor


def animation_seconds(settings, base: float) -> float:
    """``base`` seconds under the speed and reduced-motion settings (0: no animation)."""
    return base * duration_factor(settings.animation_speed, settings.reduced_motion)


@record
class Tween:
    """A value going from 0 to 1 over ``duration`` seconds after ``delay``, eased."""

    duration: float
    easing: str = "out_cubic"
    delay: float = 0.0
    elapsed: float = 0.0
    on_done: Callable[[], None] | None = field(default=None, repr=False)
    _fired: bool = False
    # Updates of unfinished tweens, all tweens together: the main loop redraws the window while
    # this count moves (an animation runs) and may skip drawing when it stands still.
    steps: ClassVar[int] = 0

    def update(self, dt: float) -> None:
        if not self.done:
            Tween.steps += 1
        self.elapsed += dt
        if self.done and not self._fired:
            self._fired = True
            if self.on_done:
                self.on_done()

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def raw(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.started else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self) -> float:
        return EASINGS[self.easing](self.raw)


def stage(raw: float, start: float, end: float) -> float:
    """Progress 0-1 of the part of a tween between ``start`` and ``end`` (shares of it)."""
    if end <= start:
        return 1.0 if raw >= end else 0.0
    return min(1.0, max(0.0, (raw - start) / (end - start)))


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return lerp(a[0], b[0], t), lerp(a[1], b[1], t)


def arc_point(
    a: tuple[float, float], b: tuple[float, float], t: float, lift: float
) -> tuple[float, float]:
    """A point on a flight from a to b that rises by ``lift`` pixels at mid-way."""
    x, y = lerp_point(a, b, t)
    return x, y - lift * 4 * t * (1 - t)
