"""A table's animations as a queue of rules events, for every card game of the box: each event,
when its turn comes, becomes an ``Anim`` (a short move that applies the event to what the table
shows when it lands); the next one starts once the one before has held long enough, and a
``gate`` waits until it is released (a screen the players close, a window of answers).
Animation is a view of the events (STYLE.md 11): the rules never wait for it, a table only
waits to serve the next player until it has caught up.

    motion = EventMotion()
    motion.queue.extend(events)
    motion.update(dt, make_anim, started)     # each frame, fixed step
    hidden = motion.gather(Hidden())           # what the anims carry, not drawn in place
    motion.draw(surface)
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

import pygame

from game.shell.engine.events import Event
from game.shell.ui.tween import EASINGS, Tween, animation_seconds, arc_point, lerp_point, stage

Draw = Callable[[pygame.Surface, float], None]  # (surface, progress 0-1)
H = TypeVar("H")  # a game's record of what the animations carry


@dataclass
class Anim:
    """One event on its way: ``begin`` when it starts, ``draw`` while it runs, ``finish`` when
    it lands. The next event starts after ``hold`` seconds (all of it by default); a ``gate``
    waits until it is released. Its time is a ``Tween`` of the shared registry
    (game/shell/ui/tween.py): the main loop redraws while one runs."""

    duration: float
    hold: float | None = None
    draw: Draw | None = None
    hides: Callable[[Any], None] | None = None
    begin: Callable[[], None] | None = None
    finish: Callable[[], None] | None = None
    line: str | None = None
    gate: bool = False
    sound: str | None = None
    released: bool = False
    event: Event | None = None
    tween: Tween | None = None

    def __post_init__(self) -> None:
        self.tween = Tween(self.duration, easing="linear")

    @property
    def clock(self) -> Tween:
        assert self.tween is not None  # made with the anim
        return self.tween

    @property
    def elapsed(self) -> float:
        return self.clock.elapsed

    def advance(self, dt: float) -> None:
        self.clock.duration = self.duration  # a gate's time may be set once it started
        self.clock.update(dt)

    @property
    def progress(self) -> float:
        return self.clock.raw

    def blocks(self) -> bool:
        hold = self.duration if self.hold is None else self.hold
        return (self.gate and not self.released) or self.elapsed < hold

    @property
    def done(self) -> bool:
        return (not self.gate or self.released) and self.elapsed >= self.duration


class EventMotion:
    """The events waiting to be shown and the animations running."""

    def __init__(self) -> None:
        self.queue: deque[Any] = deque()
        self.running: list[Anim] = []

    def busy(self) -> bool:
        return bool(self.queue or self.running)

    def gated(self) -> Anim | None:
        return next((a for a in self.running if a.gate and not a.released), None)

    def update(
        self, dt: float, make: Callable[[Any], Anim], started: Callable[[Anim], None]
    ) -> None:
        for anim in self.running:
            anim.advance(dt)
        self._land()
        while self.queue and not any(a.blocks() for a in self.running):
            anim = make(self.queue.popleft())
            if anim.hold is None:
                self.finish_all()  # it comes after everything before it has landed
            if anim.begin:
                anim.begin()
            started(anim)
            self.running.append(anim)
            self._land()

    def _land(self) -> None:
        """Finish, in the order they started, the animations that are done."""
        for anim in [a for a in self.running if a.done]:
            self.running.remove(anim)
            if anim.finish:
                anim.finish()

    def gather(self, hidden: H) -> H:
        """``hidden`` filled by each running animation with what it carries."""
        for anim in self.running:
            if anim.hides:
                anim.hides(hidden)
        return hidden

    def draw(self, surface: pygame.Surface) -> None:
        for anim in self.running:
            if anim.draw:
                anim.draw(surface, anim.progress)

    def finish_all(self) -> None:
        """Land everything at once (leaving the game)."""
        for anim in self.running:
            if anim.finish:
                anim.finish()
        self.running.clear()


class EventAnimator:
    """What makes a table's animations, whichever game: the settings' speed (``seconds``),
    reduced motion (``still``) and a picture flying from one place to another (``fly``). Each
    game's animator adds where its things are and what each event does."""

    def __init__(self, app) -> None:
        self.app = app

    def seconds(self, base: float) -> float:
        return animation_seconds(self.app.settings, base)

    @property
    def still(self) -> bool:
        return bool(self.app.settings.reduced_motion)

    def fly(
        self,
        surface: pygame.Surface,
        image: pygame.Surface,
        start: tuple[float, float],
        end: tuple[float, float],
        t: float,
        lift: float = 0.0,
        fade_out: bool = False,
    ) -> None:
        """``image`` on its way from ``start`` to ``end`` (centres); with reduced motion it
        does not travel: it fades in where it lands."""
        if self.still:
            alpha = round(255 * (1 - t if fade_out else t))
            shown = image.copy()
            shown.set_alpha(alpha)
            surface.blit(shown, shown.get_rect(center=(round(end[0]), round(end[1]))))
            return
        eased = EASINGS["in_out_cubic"](t)
        x, y = arc_point(start, end, eased, lift) if lift else lerp_point(start, end, eased)
        if fade_out:
            image = image.copy()
            image.set_alpha(round(255 * (1 - stage(t, 0.6, 1.0))))
        surface.blit(image, image.get_rect(center=(round(x), round(y))))
