"""Resolution-independent layout: positions are designed on a 1280x720 reference and scaled.

Text and art are rendered at the real pixel size (never scaled surfaces), so everything stays
crisp from 1280x720 to 3840x2160. ``text_scale`` (accessibility, 100-200 %) enlarges text only.
"""

from __future__ import annotations

from functools import cached_property

import pygame

from game.shell.record import record

BASE_W, BASE_H = 1280, 720
# The smallest reading text, in reference units: 26 px at 1920x1080 (issue 7).
BODY_MIN = 26 / 1.5


@record(frozen=True)
class Layout:
    """The window's size and the text scale, and what they make of the reference layout."""

    width: int
    height: int
    text_scale: float = 1.0

    @cached_property  # read dozens of times a frame; the layout never changes (frozen)
    def scale(self) -> float:
        """Pixels per reference unit (the window keeps the whole 16:9 design visible)."""
        return min(self.width / BASE_W, self.height / BASE_H)

    @cached_property
    def offset(self) -> tuple[int, int]:
        """Top-left of the centred 16:9 design area inside the window."""
        return (
            (self.width - round(BASE_W * self.scale)) // 2,
            (self.height - round(BASE_H * self.scale)) // 2,
        )

    def px(self, value: float) -> int:
        return max(1, round(value * self.scale))

    def font(self, size: float) -> int:
        """A font size in pixels for ``size`` reference units, with the text scale."""
        return max(8, round(size * self.scale * self.text_scale))

    def dense(self, size: float) -> int:
        """A font size for crowded strips and side panels: the text scale enlarges it by at
        most 30 % so that nothing overlaps (menus, dialogs and cards follow the full scale)."""
        return min(self.font(size), round(self.px(size) * 1.3))

    def dense_text(self, size: float) -> int:
        """``dense`` for words to read (not numbers in badges): never below the body minimum."""
        return max(self.dense(size), self.px(BODY_MIN))

    def heading(self, size: float) -> int:
        """A font size for a screen's title: already large, it grows by at most 40 % with the
        text scale (more would crowd out what it heads)."""
        return min(self.font(size), round(self.px(size) * 1.4))

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A rect in reference units (relative to the design area) in window pixels."""
        ox, oy = self.offset
        s = self.scale
        return pygame.Rect(ox + round(x * s), oy + round(y * s), round(w * s), round(h * s))

    def full(self) -> pygame.Rect:
        return pygame.Rect(0, 0, self.width, self.height)

    def point(self, x: float, y: float) -> tuple[int, int]:
        ox, oy = self.offset
        return ox + round(x * self.scale), oy + round(y * self.scale)
