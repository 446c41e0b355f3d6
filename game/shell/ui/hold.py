"""The "hold to confirm" ring: fills clockwise from the top while a confirm is held.

The input hub emits ``HoldProgress(intent, device, progress)`` from 0 to 1 (0 again when the
hold is let go early); a scene keeps the last progress and draws this ring where the press acts.
"""

from __future__ import annotations

import math

import pygame

RADIUS = 22.0  # reference units
WIDTH = 6.0
LINGER = 0.25  # seconds a completed ring stays full before it goes


class HoldRing:
    """The last hold progress of any device; a completed ring lingers a moment."""

    def __init__(self) -> None:
        self.progress = 0.0
        self._linger = 0.0

    def show(self, progress: float) -> None:
        self.progress = max(0.0, min(1.0, progress))
        self._linger = LINGER if self.progress >= 1.0 else 0.0

    def update(self, dt: float) -> None:
        if self.progress >= 1.0:
            self._linger -= dt
            if self._linger <= 0:
                self.progress = 0.0


def draw_hold_ring(
    surface: pygame.Surface, app, progress: float, center: tuple[int, int], radius: float = RADIUS
) -> None:
    """Draw the ring at ``center`` (window pixels); nothing at 0 (no hold, or cancelled)."""
    if progress <= 0:
        return
    layout, palette = app.layout, app.palette
    outer = layout.px(radius)
    width = max(3, layout.px(WIDTH))
    inner = outer - width
    pygame.draw.circle(surface, palette.panel, center, outer + 2)  # a dark plate under it
    pygame.draw.circle(surface, palette.panel_edge, center, outer, max(1, width // 3))
    progress = min(1.0, progress)
    if progress >= 1.0:
        pygame.draw.circle(surface, palette.focus, center, outer, width)
        return
    steps = max(2, math.ceil(48 * progress))
    angles = [-math.pi / 2 + 2 * math.pi * progress * i / steps for i in range(steps + 1)]
    cx, cy = center
    rim = [(cx + outer * math.cos(a), cy + outer * math.sin(a)) for a in angles]
    hub = [(cx + inner * math.cos(a), cy + inner * math.sin(a)) for a in reversed(angles)]
    pygame.draw.polygon(surface, palette.focus, rim + hub)
