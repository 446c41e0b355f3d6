"""Following the other seats' moves on the table: the rescued cat lifts from its field, the
seat's boat grows for a moment while the cat lands on it, a caption says the move in words,
and the last move stays outlined on that seat's boat.

Made from the moves of ``game.isle.ui.captions`` (themselves read from the rules' events); drawn
over the table, never changing the game. At "instant" speed or with reduced motion nothing
travels or grows: the last move stays highlighted with its caption until the next one.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.isle.rules import geometry
from game.isle.rules.ids import Tile
from game.isle.ui.art import isle_art
from game.isle.ui.captions import Move, caption, detail
from game.shell.ui import text
from game.shell.ui.tween import Tween, animation_seconds, stage

if TYPE_CHECKING:
    from game.isle.ui.table import TableView
    from game.shell.scenes.stack import Host

ZOOM = 2.0  # the grown boat's cell, in the other boats' cells
GROW, LAND, READ, SHRINK = 0.3, 0.55, 0.8, 0.3  # seconds at normal speed
CAPTION_SECONDS = 3.2  # a caption's time on the table at normal speed (then it fades)
LIFT = 1.15  # a lifted cat is drawn this much larger, over a shadow


@dataclass
class Lifted:
    """A cat taken from its field, hovering there until its seat places it."""

    tile: Tile
    center: tuple[int, int]
    cell: int
    seat: int
    born: float


@dataclass
class BoatZoom:
    """A seat's boat grown over the table while a tile lands on it."""

    seat: int
    boat: str
    tiles: tuple  # the boat's tiles after the move (the landing one among them)
    mask: int  # the landing tile's cells
    small: pygame.Rect  # the boat as the side column draws it
    big: pygame.Rect  # the boat grown
    cell: int  # the grown boat's cell
    tween: Tween
    land_at: float  # share of the tween when the tile has landed
    pad: int = 0  # the plate's margin around the fully grown boat

    def grown(self) -> float:
        """0: the boat at its place in the side column, 1: fully grown."""
        raw = self.tween.raw
        share = GROW / (GROW + LAND + READ + SHRINK)
        grow = stage(raw, 0.0, share)
        shrink = stage(raw, 1.0 - share, 1.0)
        ease = lambda v: 1 - (1 - v) ** 3  # noqa: E731 (out cubic, both ways)
        return ease(grow) * (1.0 - ease(shrink))

    def rect(self) -> pygame.Rect:
        g = self.grown()
        return pygame.Rect(
            round(self.small.x + (self.big.x - self.small.x) * g),
            round(self.small.y + (self.big.y - self.small.y) * g),
            round(self.small.w + (self.big.w - self.small.w) * g),
            round(self.small.h + (self.big.h - self.small.h) * g),
        )

    def plate(self) -> pygame.Rect:
        """The plate under the boat: its margin grows with it, so that at its place in the
        side column it covers no more than the small boat does."""
        margin = round(self.pad * self.grown())
        return self.rect().inflate(2 * margin, 2 * margin)

    @property
    def landed(self) -> bool:
        return self.tween.raw >= self.land_at


def outline(mask: int, cell: int, color, width: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """The outer edge of ``mask``'s cells (one outline around the tile), and its offset from
    the boat's top-left."""
    cells = set(geometry.cells_of(mask))
    x0 = min(x for x, _ in cells)
    y0 = min(y for _, y in cells)
    w = (max(x for x, _ in cells) - x0 + 1) * cell
    h = (max(y for _, y in cells) - y0 + 1) * cell
    pad = width
    image = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    for x, y in cells:
        left, top = pad + (x - x0) * cell, pad + (y - y0) * cell
        for other, a, b in (
            ((x, y - 1), (left, top), (left + cell, top)),
            ((x, y + 1), (left, top + cell), (left + cell, top + cell)),
            ((x - 1, y), (left, top), (left, top + cell)),
            ((x + 1, y), (left + cell, top), (left + cell, top + cell)),
        ):
            if other not in cells:
                pygame.draw.line(image, (20, 24, 32), a, b, width + 2)
                pygame.draw.line(image, color, a, b, width)
    return image, (x0 * cell - pad, y0 * cell - pad)


class MoveShow:
    """The other seats' moves on the table: lifts, grown boats, the caption, the highlight."""

    def __init__(self, app: Host, table: TableView) -> None:
        self.app = app
        self.table = table
        self.lifted: dict[int, Lifted] = {}
        self.zooms: list[BoatZoom] = []
        self.caption: Move | None = None  # the move the caption says
        self.caption_tween: Tween | None = None  # None: it stays until the next move
        self.last: Move | None = None  # the move outlined on the table
        self.spotlight: Move | None = None  # a move the "since your turn" strip points at
        self.time = 0.0
        self._outlines: dict[tuple, tuple[pygame.Surface, tuple[int, int]]] = {}

    # --- settings ---------------------------------------------------------------------------
    def _seconds(self, base: float) -> float:
        return animation_seconds(self.app.settings, base)

    @property
    def still(self) -> bool:
        """Instant or reduced motion: nothing travels, the last move stays highlighted."""
        s = self.app.settings
        return bool(s.reduced_motion) or s.animation_speed == "instant"

    # --- from moves -------------------------------------------------------------------------
    def show(self, move: Move, served: int) -> None:
        """A move of another seat started or went on (a rescue, then its placement)."""
        if not move.is_seat or move.seat == served:
            return
        self.caption = move
        self.last = move
        if self.still:
            self.caption_tween = None
        else:
            self.caption_tween = Tween(max(1.5, self._seconds(CAPTION_SECONDS)), "linear")

    def lift(
        self, seat: int, tile: Tile, center: tuple[int, int], cell: int, place: tuple[str, int]
    ) -> None:
        """A rescued cat rises from its field and waits there to be placed; its place in the
        field (side, index) stays empty meanwhile, so no other cat moves under it."""
        self.lifted[seat] = Lifted(tile, center, cell, seat, self.time)
        self.table.held_field[tile] = place

    def land(self, seat: int) -> Lifted | None:
        lifted = self.lifted.pop(seat, None)
        if lifted is not None:
            self.table.held_field.pop(lifted.tile, None)
        return lifted

    def zoom(self, seat: int, served: int, boat: str, tiles: tuple, mask: int) -> BoatZoom | None:
        """The seat's boat grows over the table for the landing (not at "instant" nor with
        reduced motion). Returns it: the flight lands on it."""
        total = self._seconds(GROW + LAND + READ + SHRINK)
        if self.still or total <= 0:
            return None
        small = self._small_rect(seat, served)
        if small is None:
            return None
        r, layout = self.table.regions(), self.app.layout
        cell = max(4, round(r.thumb_cell * ZOOM))
        w, h = 22 * cell, 9 * cell
        pad = layout.px(8)
        # It grows down from under its seat's name and counts (the small boat's top), never
        # over them: everyone reads whose move it is and what it cost while it shows.
        right = min(small.right, layout.width - layout.px(6))
        room = pygame.Rect(0, small.top + pad, layout.width, 0)
        room.height = max(h, min(r.lessons.bottom, layout.height) - pad - room.top)
        big = pygame.Rect(right - w, room.top, w, h).clamp(room)
        land_at = (GROW + LAND) / (GROW + LAND + READ + SHRINK)
        zoom = BoatZoom(
            seat, boat, tiles, mask, small, big, cell, Tween(total, "linear"), land_at, pad
        )
        self.zooms = [z for z in self.zooms if z.seat != seat] + [zoom]
        return zoom

    def _small_rect(self, seat: int, served: int) -> pygame.Rect | None:
        session = getattr(self.app, "session", None)
        if session is None or seat == served or seat >= len(session.seats):
            return None
        origin, cell = self.table.boat_origin(seat, served)
        return pygame.Rect(origin, (22 * cell, 9 * cell))

    def end_caption(self) -> None:
        """The caption goes (a person's decision starts); the move stays outlined on its
        seat's boat until the next one."""
        self.caption = self.caption_tween = None

    def clear(self) -> None:
        self.lifted.clear()
        self.table.held_field = {}
        self.zooms.clear()
        self.caption = self.caption_tween = self.last = self.spotlight = None

    # --- time -------------------------------------------------------------------------------
    def busy(self) -> bool:
        """A boat is grown: the next move waits until the placement has been seen."""
        return any(not z.tween.done for z in self.zooms)

    def animating(self) -> bool:
        """Something on screen changes from frame to frame."""
        hovering = bool(self.lifted) and not self.app.settings.reduced_motion
        fading = self.caption_tween is not None and not self.caption_tween.done
        return self.busy() or hovering or fading or self.spotlight is not None

    def update(self, dt: float) -> None:
        self.time += dt
        for zoom in self.zooms:
            zoom.tween.update(dt)
        self.zooms = [z for z in self.zooms if not z.tween.done]
        if self.caption_tween is not None:
            self.caption_tween.update(dt)
            if self.caption_tween.done:
                self.caption = self.caption_tween = None
                self.last = None

    def hidden(self, masks: dict[int, set[int]]) -> None:
        """The side column leaves a grown boat's landing tile to the zoom."""
        for zoom in self.zooms:
            masks.setdefault(zoom.seat, set()).add(zoom.mask)

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, served: int) -> None:
        """Lifted cats, the highlight of the last move (or the strip's) and grown boats, under
        the flying tiles (the caption is drawn with the table's messages)."""
        for lifted in self.lifted.values():
            self._draw_lifted(surface, lifted)
        pointed = self.spotlight or self.last
        if pointed is not None and not any(z.seat == pointed.seat for z in self.zooms):
            self._draw_highlight(surface, pointed, served, pulse=self.spotlight is not None)
        for zoom in self.zooms:
            self._draw_zoom(surface, zoom)

    def caption_alpha(self) -> int:
        tween = self.caption_tween
        if tween is None or tween.raw < 0.85:
            return 255
        return round(255 * (1 - tween.raw) / 0.15)

    def _draw_lifted(self, surface: pygame.Surface, lifted: Lifted) -> None:
        layout = self.app.layout
        still = self.app.settings.reduced_motion
        rise = 0 if still else layout.px(6) + math.sin((self.time - lifted.born) * 5) * 2
        cell = max(4, round(lifted.cell * (1.0 if still else LIFT)))
        image = isle_art(self.app).tile(lifted.tile.shape, lifted.tile.color, 0, cell)
        box = image.get_rect(center=(lifted.center[0], lifted.center[1] - round(rise)))
        shadow = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.ellipse(shadow, (0, 0, 0, 70), shadow.get_rect().inflate(0, -box.h // 3))
        surface.blit(shadow, box.move(layout.px(4), layout.px(8)))
        pygame.draw.rect(
            surface,
            self.app.palette.seats[lifted.seat % len(self.app.palette.seats)],
            box.inflate(layout.px(10), layout.px(10)),
            max(2, layout.px(3)),
            border_radius=layout.px(8),
        )
        surface.blit(image, box)

    def _outline(self, mask: int, cell: int, color, width: int):
        key = (mask, cell, color, width)
        found = self._outlines.get(key)
        if found is None:
            if len(self._outlines) > 64:
                self._outlines.clear()
            found = self._outlines[key] = outline(mask, cell, color, width)
        return found

    def _draw_highlight(
        self, surface: pygame.Surface, move: Move, served: int, pulse: bool
    ) -> None:
        """The tile the move put on a boat, outlined there; or the seat's box."""
        if not move.is_seat:
            return
        layout, palette = self.app.layout, self.app.palette
        session = getattr(self.app, "session", None)
        if session is None or move.seat >= len(session.seats):
            return
        strength = 1.0
        if pulse and not self.app.settings.reduced_motion:
            strength = 0.6 + 0.4 * (0.5 + 0.5 * math.sin(self.time * 6))
        color = tuple(round(c * strength + 255 * (1 - strength) * 0.2) for c in palette.focus)
        if move.mask:
            origin, cell = self.table.boat_origin(move.seat, served)
            image, (dx, dy) = self._outline(move.mask, cell, color, max(2, cell // 4))
            surface.blit(image, (origin[0] + dx, origin[1] + dy))
        if move.seat != served and self.table.app.session is not None:
            box = self.table.other_boxes(len(session.seats), served).get(move.seat)
            if box is not None and session.public_view().state.sister is None:
                pygame.draw.rect(
                    surface,
                    palette.seats[move.seat % len(palette.seats)],
                    box,
                    max(2, layout.px(3)),
                    border_radius=layout.px(10),
                )

    def _draw_zoom(self, surface: pygame.Surface, zoom: BoatZoom) -> None:
        layout, palette = self.app.layout, self.app.palette
        rect = zoom.rect()
        if rect.w < 4:
            return
        tiles = zoom.tiles if zoom.landed else tuple(t for t in zoom.tiles if t.mask != zoom.mask)
        image = self.table.boats.surface(zoom.boat, tiles, zoom.cell)
        plate = zoom.plate()
        pygame.draw.rect(surface, palette.panel, plate, border_radius=layout.px(12))
        pygame.draw.rect(
            surface,
            palette.seats[zoom.seat % len(palette.seats)],
            plate,
            max(2, layout.px(3)),
            border_radius=layout.px(12),
        )
        if rect.size != image.get_size():
            image = pygame.transform.smoothscale(image, rect.size)
        surface.blit(image, rect)
        if zoom.landed:
            cell = rect.w / 22
            ring, (dx, dy) = self._outline(
                zoom.mask, zoom.cell, palette.focus, max(2, zoom.cell // 6)
            )
            if rect.size != (22 * zoom.cell, 9 * zoom.cell):
                scale = cell / zoom.cell
                ring = pygame.transform.smoothscale(
                    ring,
                    (
                        max(1, round(ring.get_width() * scale)),
                        max(1, round(ring.get_height() * scale)),
                    ),
                )
                dx, dy = round(dx * scale), round(dy * scale)
            surface.blit(ring, (rect.x + dx, rect.y + dy))

    def landing(self, zoom: BoatZoom, x: int, y: int) -> tuple[int, int]:
        """Where a tile's top-left lands on the grown boat."""
        return zoom.big.x + x * zoom.cell, zoom.big.y + y * zoom.cell

    def caption_rect(self) -> pygame.Rect:
        """The caption's band: the sea above the fields, across the island."""
        r, layout = self.table.regions(), self.app.layout
        return pygame.Rect(
            r.island.x + layout.px(40), r.island.y + layout.px(4), r.island.w - layout.px(80), 0
        )

    def draw_caption(self, surface: pygame.Surface, move: Move, alpha: int = 255) -> pygame.Rect:
        """The move in words on a plate at the top of the island: the seat's badge, the
        move's icon, the sentence (and its detail)."""
        image = caption_image(self.app, self.table, move, self.caption_rect().w)
        band = self.caption_rect()
        box = image.get_rect(midtop=(band.centerx, band.top))
        if alpha < 255:
            image = image.copy()
            image.set_alpha(alpha)
        surface.blit(image, box)
        return box


def caption_image(app, table, move: Move, width: int) -> pygame.Surface:
    """A caption plate no wider than ``width``: icon, sentence, detail (cached by content)."""
    cache = app.__dict__.setdefault("_caption_images", {})
    key: tuple[Hashable, ...] = (
        move.index,
        move.mask,
        move.kind,
        move.tile,
        width,
        app.settings.language,
        id(isle_art(app)),
    )
    key += (app.layout, app.palette.name, move.fish, move.count)
    found = cache.get(key)
    if found is not None:
        return found
    from game.isle.ui.move_icons import move_icon

    layout, palette = app.layout, app.palette
    size = table.reading(17)
    pad = layout.px(10)
    icon = move_icon(app, move, max(layout.px(30), round(size * 1.7)))
    words = caption(app, move)
    more = detail(app, move)
    room = width - icon.get_width() - 3 * pad
    line = text.render_block(words, "bold", size, palette.text, room)
    lines = [line]
    if more:
        lines.append(text.render_block(more, "body", size, palette.good, room))
    widths = [text.font("bold", size).size(words)[0]]
    if more:
        widths.append(text.font("body", size).size(more)[0])
    used = min(room, max(widths))
    height = max(icon.get_height(), sum(i.get_height() for i in lines)) + pad
    plate = pygame.Surface((icon.get_width() + used + 3 * pad, height), pygame.SRCALPHA)
    seat_color = palette.seats[move.seat % len(palette.seats)] if move.is_seat else palette.text_dim
    pygame.draw.rect(plate, palette.panel, plate.get_rect(), border_radius=layout.px(10))
    pygame.draw.rect(
        plate, seat_color, plate.get_rect(), max(2, layout.px(3)), border_radius=layout.px(10)
    )
    plate.blit(icon, icon.get_rect(midleft=(pad, height // 2)))
    y = (height - sum(i.get_height() for i in lines)) // 2
    for image in lines:
        plate.blit(image, (icon.get_width() + 2 * pad, y))
        y += image.get_height()
    if len(cache) > 96:
        cache.clear()
    cache[key] = plate
    return plate
