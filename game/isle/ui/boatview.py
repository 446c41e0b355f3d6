"""A boat with its tiles, composed once per change and cached (static layers, STYLE.md 13)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.isle.rules import geometry
from game.isle.rules.content import Content
from game.isle.rules.ids import Placed
from game.isle.rules.placement import footprint


@lru_cache(maxsize=4096)
def orientation_of(content: Content, shape_id: int, mask: int) -> tuple[int, int, int]:
    """(x, y, k) that draws ``mask`` with ``shape_id``: the lowest k giving that footprint."""
    cells = geometry.cells_of(mask)
    x = min(c[0] for c in cells)
    y = min(c[1] for c in cells)
    shape = content.shapes[shape_id]
    for k in range(8):
        if footprint(shape, x, y, k) == mask:
            return x, y, k
    return x, y, 0


def canonical_k(content: Content, shape_id: int, k: int) -> int:
    """The lowest orientation with the same footprint as ``k`` (how a placed tile is drawn)."""
    shape = content.shapes[shape_id]
    target = shape.origin_masks[k]
    return next(i for i in range(8) if shape.origin_masks[i] == target)


class BoatView:
    """Draws boats with their tiles at a cell size; keeps the last compositions."""

    def __init__(self, art, content: Content) -> None:
        self.art = art
        self.content = content
        self._cache: dict[tuple, pygame.Surface] = {}

    def surface(
        self,
        boat: str,
        tiles: tuple[Placed, ...],
        cell: int,
        show_tiles: bool = True,
        rooms: bool = False,
    ) -> pygame.Surface:
        key = (boat, tiles if show_tiles else (), cell, rooms, id(self.art))
        found = self._cache.get(key)
        if found is not None:
            return found
        base = self.art.boat(boat, cell).copy()
        if rooms:
            base.blit(self.art.room_overlay(cell), (0, 0))
        if show_tiles:
            for placed in tiles:
                x, y, k = orientation_of(self.content, placed.shape, placed.mask)
                base.blit(self.art.tile(placed.shape, placed.color, k, cell), (x * cell, y * cell))
        if len(self._cache) > 64:
            self._cache.clear()
        self._cache[key] = base
        return base

    def draw(
        self,
        target: pygame.Surface,
        topleft: tuple[int, int],
        boat: str,
        tiles: tuple[Placed, ...],
        cell: int,
        **flags,
    ) -> pygame.Rect:
        image = self.surface(boat, tiles, cell, **flags)
        return target.blit(image, topleft)
