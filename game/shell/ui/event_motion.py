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

import math
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

import pygame

from game.shell.engine.events import Event
from game.shell.options import RESULT_SECONDS
from game.shell.ui.tween import EASINGS, Tween, animation_seconds, arc_point, lerp_point, stage

Draw = Callable[[pygame.Surface, float], None]  # (surface, progress 0-1)
H = TypeVar("H")  # a game's record of what the animations carry


@dataclass
class Anim:
    """One event on its way: ``begin`` when it starts, ``draw`` while it runs, ``finish`` when
    it lands. The next event starts after ``hold`` seconds (all of it by default); a ``gate``
    waits until it is released. Before it runs it may ``look``: it stands still that many
    seconds (``math.inf``: until a press) for the players to read what it shows; a press ends
    the look at once (``stop_looking``). Its time is a ``Tween`` of the shared registry
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
    look: float = 0.0
    looked: float = 0.0
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

    @property
    def looking(self) -> bool:
        """It stands still for the players to read it (its time has not started)."""
        return self.looked < self.look

    def stop_looking(self) -> None:
        self.looked = self.look

    def advance(self, dt: float) -> None:
        if self.looking:
            self.looked += dt
            return
        self.clock.duration = self.duration  # a gate's time may be set once it started
        self.clock.update(dt)

    @property
    def progress(self) -> float:
        return self.clock.raw

    def blocks(self) -> bool:
        hold = self.duration if self.hold is None else self.hold
        return self.looking or (self.gate and not self.released) or self.elapsed < hold

    @property
    def done(self) -> bool:
        return (
            not self.looking and (not self.gate or self.released) and self.elapsed >= self.duration
        )


class EventMotion:
    """The events waiting to be shown and the animations running."""

    def __init__(self) -> None:
        self.queue: deque[Any] = deque()
        self.running: list[Anim] = []

    def busy(self) -> bool:
        return bool(self.queue or self.running)

    def gated(self) -> Anim | None:
        return next((a for a in self.running if a.gate and not a.released), None)

    def looking(self) -> Anim | None:
        """The animation that stands still for the players to read it, if one does."""
        return next((a for a in self.running if a.looking), None)

    def awaits_a_press(self) -> bool:
        """Nothing moves until a press: every animation running stands still for one."""
        return bool(self.running) and all(a.looking and math.isinf(a.look) for a in self.running)

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
    reduced motion (``still``), how long a play's result stays to be read (``look``) and a
    picture flying from one place to another (``fly``). Each game's animator adds where its
    things are and what each event does. ``people`` says whether people play (a press may end
    what they read; bots alone never wait for one)."""

    def __init__(self, app, people: Callable[[], bool] = lambda: True) -> None:
        self.app = app
        self.people = people

    def seconds(self, base: float) -> float:
        return animation_seconds(self.app.settings, base)

    def look(self) -> float:
        """How long a play's result (a finished trick) stays before the game moves on: the
        players' setting (until a press, ``math.inf``, when people play; the seconds
        otherwise). "Instant" shows every event at once: only a press it waits for."""
        settings = self.app.settings
        hold = settings.result_hold
        if hold == "press" and self.people():
            return math.inf
        if settings.animation_speed == "instant":
            return 0.0
        return RESULT_SECONDS.get(hold, RESULT_SECONDS["2s"])

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
