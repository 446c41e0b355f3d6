"""Animations on the boats: a tile settling where it landed, and a family glowing once when a
placement forms or grows it (3+ touching cats of one colour, rules.md 6).

Pure presentation: made from ``TilePlaced`` and the boats before and after it. Reduced motion
keeps no scaling and no pulse: the glow is a still highlight that fades.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.isle.rules.geometry import cells_of
from game.isle.rules.ids import Placed, Tile
from game.isle.rules.scoring import families
from game.isle.ui.art import isle_art
from game.shell.ui.tween import Tween, animation_seconds

if TYPE_CHECKING:
    from game.isle.ui.table import TableView
    from game.shell.scenes.stack import Host

SETTLE_SCALE = 0.06  # a landing tile starts this much larger and eases to its size


@dataclass
class Settle:
    """A tile that just landed on a boat, easing from slightly large to its size."""

    tile: Tile
    k: int
    topleft: tuple[int, int]
    cell: int
    seat: int
    mask: int
    tween: Tween

    def scale(self) -> float:
        return 1.0 + SETTLE_SCALE * (1.0 - self.tween.value)

    def draw(self, surface: pygame.Surface, art) -> None:
        image = art.tile(self.tile.shape, self.tile.color, self.k, self.cell)
        w, h = image.get_size()
        center = (self.topleft[0] + w / 2, self.topleft[1] + h / 2)
        scale = self.scale()
        if scale > 1.001:
            image = pygame.transform.smoothscale(image, (round(w * scale), round(h * scale)))
        surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))


def grown_family(tiles: tuple[Placed, ...], mask: int) -> tuple[str, int] | None:
    """(colour, cells) of the family the tile placed on ``mask`` belongs to when it has 3 or
    more tiles (the placement formed or grew it); None otherwise."""
    index = next((i for i, t in enumerate(tiles) if t.mask == mask), None)
    if index is None:
        return None
    for family in families(tiles):
        if index in family.tiles and family.size >= 3:
            cells = 0
            for i in family.tiles:
                cells |= tiles[i].mask
            return family.color, cells
    return None


@dataclass
class FamilyGlow:
    """A family's outline glowing once in its colour (~0.8 s)."""

    seat: int
    color: str
    cells: int
    tween: Tween
    pulse: bool  # False under reduced motion: a still highlight that fades
    _image: dict = field(default_factory=dict, repr=False)

    def strength(self) -> float:
        """0-1 opacity now: one soft rise and fall with a beat, or a plain fade."""
        raw = self.tween.raw
        if not self.tween.started:
            return 0.0
        if not self.pulse:
            return 1.0 - raw
        return math.sin(math.pi * raw) * (0.75 + 0.25 * math.cos(4 * math.pi * raw))

    def overlay(self, cell: int, palette) -> tuple[pygame.Surface, tuple[int, int]]:
        """The outline and a soft fill of the family's cells (drawn once per cell size)."""
        found = self._image.get(cell)
        if found is not None:
            return found
        cells = set(cells_of(self.cells))
        x0 = min(x for x, _ in cells)
        y0 = min(y for _, y in cells)
        w = (max(x for x, _ in cells) - x0 + 1) * cell
        h = (max(y for _, y in cells) - y0 + 1) * cell
        pad = max(2, cell // 6)
        image = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        light = tuple(min(255, c + (255 - c) // 2) for c in palette.cats[self.color])
        width = max(2, cell // 9)
        for x, y in cells:
            box = pygame.Rect(pad + (x - x0) * cell, pad + (y - y0) * cell, cell, cell)
            pygame.draw.rect(image, (*light, 60), box)
        for x, y in cells:  # the outer edges only: one outline around the whole family
            left, top = pad + (x - x0) * cell, pad + (y - y0) * cell
            edges = (
                ((x, y - 1), (left, top), (left + cell, top)),
                ((x, y + 1), (left, top + cell), (left + cell, top + cell)),
                ((x - 1, y), (left, top), (left, top + cell)),
                ((x + 1, y), (left + cell, top), (left + cell, top + cell)),
            )
            for other, a, b in edges:
                if other not in cells:
                    pygame.draw.line(image, (*palette.focus, 255), a, b, width + 2)
                    pygame.draw.line(image, (*light, 255), a, b, width)
        found = (image, (x0 * cell - pad, y0 * cell - pad))
        self._image[cell] = found
        return found

    def draw(self, surface: pygame.Surface, origin: tuple[int, int], cell: int, palette) -> None:
        alpha = round(255 * max(0.0, min(1.0, self.strength())))
        if alpha <= 0:
            return
        image, (dx, dy) = self.overlay(cell, palette)
        image.set_alpha(alpha)
        surface.blit(image, (origin[0] + dx, origin[1] + dy))


class BoatMotion:
    """The boats' animations in progress, made from the game scene's events."""

    def __init__(self, app: Host, table: TableView) -> None:
        self.app = app
        self.table = table
        self.settles: list[Settle] = []
        self.glows: list[FamilyGlow] = []

    def _seconds(self, base: float) -> float:
        return animation_seconds(self.app.settings, base)

    def land(
        self, tile: Tile, k: int, topleft: tuple[int, int], cell: int, seat: int, mask: int
    ) -> None:
        """A tile that lands eases from slightly large to its size (no scaling under reduced
        motion: its fade-in was the arrival)."""
        duration = self._seconds(0.2)
        if duration > 0 and not self.app.settings.reduced_motion:
            self.settles.append(
                Settle(tile, k, topleft, cell, seat, mask, Tween(duration, "out_cubic"))
            )

    def placed(self, seat: int, tile: Tile, mask: int, after, delay: float) -> None:
        """The family the placed cat formed or grew glows once, ``delay`` s from now."""
        duration = self._seconds(0.8)
        if duration <= 0 or after is None or not tile.is_cat_like:
            return
        found = grown_family(after.seats[seat].tiles, mask)
        if found is not None:
            still = self.app.settings.reduced_motion
            self.glows.append(
                FamilyGlow(
                    seat,
                    found[0],
                    found[1],
                    Tween(max(duration, 0.5), "linear", delay=delay),
                    pulse=not still,
                )
            )

    def hidden(self, masks: dict[int, set[int]]) -> None:
        """Add the tiles still settling (drawn here, not by the boats)."""
        for settle in self.settles:
            masks.setdefault(settle.seat, set()).add(settle.mask)

    def update(self, dt: float) -> None:
        for settle in self.settles:
            settle.tween.update(dt)
        for glow in self.glows:
            glow.tween.update(dt)
        self.settles = [s for s in self.settles if not s.tween.done]
        self.glows = [g for g in self.glows if not g.tween.done]

    def clear(self) -> None:
        self.settles.clear()
        self.glows.clear()

    def draw(self, surface: pygame.Surface, served: int) -> None:
        for settle in self.settles:
            settle.draw(surface, isle_art(self.app))
        for glow in self.glows:
            origin, cell = self.table.boat_origin(glow.seat, served)
            glow.draw(surface, origin, cell, self.app.palette)
