"""What the card games' pictures share: a store of pictures drawn at the size asked and kept by
their parameters (``DrawnPictures``), and the room their table lies in (``room_table``: a
gradient dusk, a round rug in the middle, a faint motif in rows; plain in high contrast)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.shell.ui.art.canvas import Canvas, gradient_surface
from game.shell.ui.art.cats import mix
from game.shell.ui.art.geom import Point
from game.shell.ui.art.style import ink
from game.shell.ui.palette import RGB, Palette, shade
from game.shell.ui.surface_cache import SurfaceCache

Motif = Callable[[Canvas, Point, float, RGB], None]  # (canvas, centre, size, colour)


class DrawnPictures:
    """Pictures drawn by code at the size asked, each kept (``_get``) by its parameters and
    converted for the display once it is up."""

    def __init__(self, palette: Palette, cache_bytes: int = 96 * 2**20) -> None:
        self.palette = palette
        self.cache = SurfaceCache(cache_bytes)

    def _get(self, key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        def build() -> pygame.Surface:
            surface = make()
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                return surface.convert_alpha()
            return surface

        return self.cache.get(key, build)

    @property
    def ink(self) -> RGB:
        return ink(self.palette)


@dataclass(frozen=True)
class Room:
    """A table's room: its gradient's ends, the rug's colour, place and size, the motif, where
    it is repeated (``every(row, col)``) and how much of the motif's layer shows."""

    top: float  # the gradient's top, as a shade of the background
    bottom: float
    rug: RGB
    rug_mix: float
    centre: tuple[float, float]  # shares of the width and height
    radii: tuple[float, float]
    inner: tuple[float, float]
    motif: Motif
    size: float  # the motif's size, as a share of its step
    every: Callable[[int, int], bool]
    alpha: int


def room_table(palette: Palette, room: Room, width: int, height: int) -> pygame.Surface:
    """The room a card table lies in, ``width`` x ``height``."""
    w, h = int(width), int(height)
    base = palette.background
    if palette.name == "high_contrast":
        surface = pygame.Surface((w, h))
        surface.fill(base)
        return surface
    stops = [(0.0, shade(base, room.top)), (0.55, base), (1.0, shade(base, room.bottom))]
    surface = gradient_surface(w, h, stops)
    cv = Canvas(w, h, ss=1, fringe=base)
    rug = mix(base, room.rug, room.rug_mix)
    centre = (w * room.centre[0], h * room.centre[1])
    cv.ellipse(centre, w * room.radii[0], h * room.radii[1], rug)
    cv.ellipse(centre, w * room.inner[0], h * room.inner[1], mix(rug, base, 0.35))
    step = max(40, w // 14)
    light = shade(base, 1.3)
    for row in range(h // step + 1):
        for col in range(w // step + 1):
            if not room.every(row, col):
                continue
            x = col * step + (step // 2 if row % 2 else 0)
            room.motif(cv, (x, row * step + step * 0.4), step * room.size, light)
    layer = cv.finish()
    layer.set_alpha(room.alpha)
    surface.blit(layer, (0, 0))
    return surface
