"""A drawing kept as one picture of the window while nothing it depends on changes.

The table under the boat screen changes only when the game does, yet the tile being placed
redraws the window at every step of the cursor: at 3840x2160 the table was three quarters of
that frame. The layer keeps the table's picture and blits it instead, as long as

* its key (what the drawing reads: the state, the looks, the table's marks) is the same,
* every motion the drawing declared (``App.motion``) still has the value it was drawn with,
* and the drawing did not read the clock (then it changes every frame: never kept).

A picture is taken only from a whole redraw (a partial one draws clipped regions), and none
while the layout audit records the drawing (tools/layout_audit.py sees every text drawn).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from game.shell.ui import drawlog


class StillLayer:
    def __init__(self, app) -> None:
        self.app = app
        self._key: Hashable = None
        self._image: pygame.Surface | None = None
        self._motions: tuple[tuple[Callable[[float], Hashable], Any, Hashable], ...] = ()
        self.painted = 0  # times the drawing itself ran (tests and benchmarks read it)
        self.enabled = True  # False: always drawn afresh, the picture kept as it was (tests)

    def drop(self) -> None:
        """Let go of the picture (the screen above no longer redraws often)."""
        self._key, self._image, self._motions = None, None, ()

    def draw(
        self, surface: pygame.Surface, key: Hashable, paint: Callable[[pygame.Surface], None]
    ) -> None:
        if not self.enabled or drawlog.log is not None:
            paint(surface)  # the layout audit records every text the table draws
            self.painted += 1
            return
        redraw = self.app.redraw
        now = self.app._time
        image = self._image
        if (
            image is not None
            and image.get_size() == surface.get_size()
            and self._key == key
            and all(motion(now) == value for motion, _, value in self._motions)
        ):
            surface.blit(image, (0, 0))
            for motion, dirty, value in self._motions:  # still moving: the loop keeps watch
                redraw.record(motion, dirty, value)
            return
        whole = redraw.recording and surface.get_clip() == surface.get_rect()
        before, read = len(redraw.motions), redraw.clock_read
        redraw.clock_read = False
        paint(surface)
        self.painted += 1
        timed = redraw.clock_read
        redraw.clock_read = read or timed
        if not whole or timed:
            self.drop()
            return
        if image is None or image.get_size() != surface.get_size():
            image = surface.copy()
        else:
            image.blit(surface, (0, 0))  # the same size: no new 33 MB at 4K
        self._image, self._key = image, key
        self._motions = tuple((m.key, m.dirty, m.drawn) for m in redraw.motions[before:])
