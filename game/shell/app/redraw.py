"""What the next frame redraws: the whole window, a few regions, or nothing at all.

A frame is drawn again in full after anything that may change it: input, a scene pushed or
popped, new settings, a new game state, a tween running, a hold ring filling, or drawing that
read the clock. Otherwise only *motions* move: drawing that changes with time declares it with
``App.motion(key, dirty)``, where ``key(time)`` is what the drawing depends on (a layer's pixel
offset, a text's pixel position) and ``dirty(old, new)`` the window regions that change when
the key does. A still screen costs no drawing; a drifting background only its moving parts. A
partial redraw draws every visible scene clipped to each region, so the window holds the same
pixels as a full redraw (tests/app/test_redraw.py holds that).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from game.shell.record import record
from game.shell.ui.dirty import merge

SETTLE = 0.1  # seconds of full redraws after a change (one fixed step may follow the input)
MOTION_HZ = 10  # motions are looked at (and redrawn) this often at most (a scene may ask less)
Dirty = Callable[[Hashable, Hashable], list[pygame.Rect]] | pygame.Rect | None


@record
class Motion:
    """Drawing that moves with time: its key, the regions it dirties, the key last drawn."""

    key: Callable[[float], Hashable]
    dirty: Dirty  # a function of (old key, new key), a fixed region, or None (the whole window)
    drawn: Hashable  # the key when last drawn

    def regions(self, now: float) -> list[pygame.Rect] | None:
        """The regions to redraw at ``now`` ([] when nothing moved, None: everything); the
        caller draws them, so the motion counts as drawn at ``now``."""
        new = self.key(now)
        if new == self.drawn:
            return []
        old, self.drawn = self.drawn, new
        if self.dirty is None:
            return None
        if isinstance(self.dirty, pygame.Rect):
            return [self.dirty]
        return self.dirty(old, new)


class Redraw:
    """Keeps what the last frame drew with time and decides what the next one redraws.
    Motions are recorded by whole redraws; a partial redraw changes nothing but their keys
    (anything else that changes brings a whole redraw), so drawing code may skip what lies
    outside the clip of a partial redraw."""

    def __init__(self) -> None:
        self.motions: list[Motion] = []
        self.drawing = False  # inside a draw: clock reads are noted
        self.recording = False  # inside a whole redraw: motions are recorded
        self.clock_read = False  # the last drawing read the clock itself: redraw it all
        self.settle_until = float("-inf")
        self.pending = True  # a full redraw is due
        self.motion_due = float("-inf")  # when the motions are looked at next

    def invalidate(self, now: float) -> None:
        """Something changed: redraw everything now and for a moment after."""
        self.pending = True
        self.settle_until = now + SETTLE

    def record(self, key: Callable[[float], Hashable], dirty: Dirty, value: Hashable) -> None:
        if self.recording:
            self.motions.append(Motion(key, dirty, value))

    def plan(
        self, now: float, size: tuple[int, int], hz: float = MOTION_HZ
    ) -> list[pygame.Rect] | None:
        """None: redraw the whole window; otherwise the regions to redraw ([]: none), the
        motions looked at ``hz`` times a second at most."""
        if self.busy(now):
            return None
        if now < self.motion_due:
            return []
        self.motion_due = now + 1 / min(hz, MOTION_HZ) - 1e-9
        screen = pygame.Rect((0, 0), size)
        rects: list[pygame.Rect] = []
        whole = False
        for motion in self.motions:  # every motion is looked at: each counts as drawn now
            found = motion.regions(now)
            if found is None:
                whole = True
            else:
                rects += [r.clip(screen) for r in found]
        if whole:
            return None
        return merge([r for r in rects if r.width > 0 and r.height > 0])

    def busy(self, now: float) -> bool:
        """A whole redraw is due (a change, its settling, or drawing that read the clock)."""
        return self.pending or self.clock_read or now < self.settle_until

    def next_motion(self, now: float) -> float | None:
        """Seconds until the motions are looked at again (None: there are none)."""
        return max(0.0, self.motion_due - now) if self.motions else None

    def begin(self, whole: bool) -> None:
        if whole:
            self.motions = []
            self.pending = False
        self.drawing = True
        self.recording = whole
        self.clock_read = False

    def end(self) -> None:
        self.drawing = self.recording = False
