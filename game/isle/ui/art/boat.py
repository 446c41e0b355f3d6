"""The boat: a wooden hull around the 22x9 grid, plank floors per room, thick walls between
rooms, faint room icons, rats, treasure maps, and the boat's colour on its trim and flag.
Also the "show rooms" overlay and the placement grid."""

from __future__ import annotations

import math

import pygame

from game.isle.rules import geometry
from game.isle.ui.art.icons import ROOM_ICONS, draw_map, draw_rat
from game.shell.ui.art.canvas import Canvas, Color
from game.shell.ui.art.geom import Cell, Point, boundary_loops, hash01
from game.shell.ui.art.style import (
    CREAM,
    ROOM_FLOOR,
    ROOM_LEGEND,
    ROOM_NO_HATCH,
    ink,
    line_width,
)
from game.shell.ui.art.symbols import draw_symbol
from game.shell.ui.palette import RGB, Palette, readable_on, shade

W, H = geometry.WIDTH, geometry.HEIGHT


def board_cells(board) -> set[Cell]:
    return set(geometry.cells_of(board.cells))


def room_of_cells(board) -> dict[Cell, int]:
    out = {}
    for room in board.rooms:
        for cl in geometry.cells_of(room.mask):
            out[cl] = room.id
    return out


def hull_points(cells: set[Cell], c: float, pad: float) -> list[Point]:
    """The hull: the polygon through the convex corners of the stepped grid outline, so the
    planked deck shows between the stairs of the grid and the hull's smooth lines."""
    loop = boundary_loops(cells)[0]
    corners = []
    n = len(loop)
    for i in range(n):
        p, d_out = loop[i]
        d_in = loop[i - 1][1]
        if d_in[0] * d_out[1] - d_in[1] * d_out[0] > 0:
            corners.append(p)
    cx, cy = W / 2, H / 2
    out = []
    for x, y in corners:
        dx, dy = x - cx, y - cy
        d = math.hypot(dx, dy) or 1.0
        out.append((x * c - dx / d * pad, y * c - dy / d * pad))
    return out


def round_corners(pts: list[Point], r: float, steps: int = 6) -> list[Point]:
    """Replace each corner of a polygon by a small quadratic curve."""
    out: list[Point] = []
    n = len(pts)
    for i in range(n):
        a, b, cpt = pts[i - 1], pts[i], pts[(i + 1) % n]
        la, lc = math.dist(a, b), math.dist(b, cpt)
        ra, rc = min(r, la / 2), min(r, lc / 2)
        p0 = (b[0] + (a[0] - b[0]) * ra / la, b[1] + (a[1] - b[1]) * ra / la)
        p2 = (b[0] + (cpt[0] - b[0]) * rc / lc, b[1] + (cpt[1] - b[1]) * rc / lc)
        for j in range(steps + 1):
            t = j / steps
            u = 1 - t
            out.append(
                (
                    u * u * p0[0] + 2 * u * t * b[0] + t * t * p2[0],
                    u * u * p0[1] + 2 * u * t * b[1] + t * t * p2[1],
                )
            )
    return out


def icon_cells(board, boat) -> dict[int, Cell]:
    """For each room with an icon, the corner cell where its icon is drawn (never under a
    rat or a map of this boat)."""
    rooms = room_of_cells(board)
    busy = set(geometry.cells_of(boat.rats)) | {geometry.cells_of(m)[0] for _, m in boat.maps}
    out = {}
    for room in board.rooms:
        if not room.icon:
            continue
        cells = geometry.cells_of(room.mask)

        def walls(cl: Cell, room_id: int = room.id) -> int:
            x, y = cl
            return sum(
                rooms.get(n) != room_id for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
            )

        free = [cl for cl in cells if cl not in busy] or cells
        out[room.id] = max(free, key=lambda cl: (walls(cl), -abs(cl[1] - 4), -cl[0]))
    return out


def draw_boat(
    board,
    boat,
    cell: int,
    palette: Palette,
    symbols: dict[str, str] | None,
    symbol_scale: float = 1.0,
) -> pygame.Surface:
    c = float(cell)
    ink_c = ink(palette)
    lw = line_width(c, palette, 0.05)
    cv = Canvas(W * cell, H * cell, fringe=ink_c)
    cells = board_cells(board)
    rooms = room_of_cells(board)
    trim = palette.cats[boat.color]
    wood, wood_dark = palette.wood, palette.wood_dark

    hull = round_corners(hull_points(cells, c, lw * 0.6), 0.6 * c)
    inner = round_corners(hull_points(cells, c, 0.13 * c), 0.5 * c)
    # hull body: dark planks following the hull's curve
    cv.polygon(hull, wood_dark)
    for i in range(1, 6):
        ring = round_corners(hull_points(cells, c, (0.13 + i * 0.3) * c), 0.5 * c)
        cv.polyline(ring, max(1.0, 0.03 * c), shade(wood_dark, 0.78), closed=True)

    # floors: planks per room (two planks per cell row, staggered joints)
    for y in range(H):
        for half in (0, 1):
            j = y * 2 + half
            offset = int(hash01(j, 3) * 3)
            for x in range(W):
                if (x, y) not in cells:
                    continue
                room = rooms[(x, y)]
                seg = (x + offset) // 3
                tone = 0.9 + 0.16 * hash01(seg, j, room)
                col = shade(ROOM_FLOOR[room], tone)
                if palette.name == "high_contrast":
                    col = shade(col, 0.9)
                cv.rect(x * c, (y + half * 0.5) * c, c + 0.5, c * 0.5 + 0.5, col)
    seam = shade(wood_dark, 0.85)
    for y in range(H):
        for half in (0, 1):
            j = y * 2 + half
            offset = int(hash01(j, 3) * 3)
            yy = (y + half * 0.5) * c
            run = [x for x in range(W) if (x, y) in cells]
            if not run:
                continue
            x0, x1 = min(run), max(run) + 1
            cv.bar((x0 * c, yy), (x1 * c, yy), max(1.0, 0.02 * c), seam)
            for x in run:
                if (x + offset) % 3 == 0 and x != x0:
                    cv.bar((x * c, yy), (x * c, yy + 0.5 * c), max(1.0, 0.02 * c), seam)
                    for dy in (0.12, 0.38):
                        cv.circle(
                            (x * c + 0.06 * c, yy + dy * c), max(0.6, 0.018 * c), shade(seam, 0.8)
                        )
                # grain streaks
                g = hash01(x, j, 11)
                if g > 0.55:
                    gx = (x + 0.15 + 0.5 * g) * c
                    cv.line(
                        (gx, yy + 0.2 * c),
                        (gx + 0.3 * c, yy + 0.22 * c),
                        max(1.0, 0.015 * c),
                        shade(ROOM_FLOOR[rooms[(x, y)]], 1.1),
                    )

    # cell grid (faint) so the squares read at a glance
    for x, y in cells:
        col = shade(ROOM_FLOOR[rooms[(x, y)]], 0.72)
        if (x + 1, y) in cells:
            cv.bar(((x + 1) * c, y * c), ((x + 1) * c, (y + 1) * c), max(1.0, 0.03 * c), col)
        if (x, y + 1) in cells:
            cv.bar((x * c, (y + 1) * c), ((x + 1) * c, (y + 1) * c), max(1.0, 0.03 * c), col)

    # walls between rooms
    wall_w = max(2.0, 0.13 * c)
    segments: list[tuple[Point, Point]] = []
    for x, y in cells:
        for nx, ny, wall in (
            ((x + 1, y, (((x + 1) * c, y * c), ((x + 1) * c, (y + 1) * c)))),
            ((x, y + 1, ((x * c, (y + 1) * c), ((x + 1) * c, (y + 1) * c)))),
        ):
            if (nx, ny) in cells and rooms[(nx, ny)] != rooms[(x, y)]:
                segments.append(wall)
    edge = wall_w + 2 * lw * 0.8
    for a, b in segments:
        cv.bar(a, b, edge, ink_c, extend=edge / 2)
    for a, b in segments:
        cv.bar(a, b, wall_w, wood_dark, extend=wall_w / 2)
    for a, b in segments:
        cv.bar(a, b, max(1.0, wall_w * 0.2), shade(wood_dark, 1.35))

    # gunwale: a wooden rail with the boat's colour painted along it, then the ink outline
    cv.polyline(hull, max(3.0, 0.3 * c), wood, closed=True)
    cv.polyline(hull, max(1.0, 0.06 * c), shade(wood, 1.25), closed=True)
    cv.polyline(inner, max(1.5, 0.08 * c), trim, closed=True)
    cv.polyline(hull, lw * 1.2, ink_c, closed=True)
    _flag(cv, c, trim, ink_c, lw, symbols.get(boat.color) if symbols else None)
    _lifebuoy(cv, (2.0 * c, 7.9 * c), 0.42 * c, ink_c, lw)
    out = cv.finish()

    # room icons, faint (sprites blended at the final size)
    for room_id, (ix, iy) in icon_cells(board, boat).items():
        icon = next(r.icon for r in board.rooms if r.id == room_id)
        sprite = Canvas(cell, cell, fringe=ink_c)
        ROOM_ICONS[icon](sprite, (0.5 * c, 0.5 * c), 0.78 * c, ink_c, lw)
        image = sprite.finish()
        image.set_alpha(130)
        out.blit(image, (round(ix * c), round(iy * c)))

    # rats and maps: drawn once as sprites at the final size, then placed
    rats = {}
    for facing in (1, -1):
        sprite = Canvas(cell, cell, fringe=ink_c)
        draw_rat(sprite, (0.5 * c, 0.52 * c), 0.86 * c, ink_c, lw * 0.8, facing)
        rats[facing] = sprite.finish()
    for x, y in geometry.cells_of(boat.rats):
        facing = 1 if hash01(x, y, 5) > 0.5 else -1
        out.blit(rats[facing], (round(x * c), round(y * c)))
    for color, m in boat.maps:
        x, y = geometry.cells_of(m)[0]
        sym = symbols.get(color) if symbols else None
        sprite = Canvas(cell, cell, fringe=ink_c)
        draw_map(
            sprite,
            (0.5 * c, 0.5 * c),
            0.94 * c,
            ink_c,
            lw * 0.8,
            palette.cats[color],
            sym,
            symbol_scale,
        )
        out.blit(sprite.finish(), (round(x * c), round(y * c)))
    return out


def _flag(cv: Canvas, c: float, trim: RGB, ink_c: Color, lw: float, symbol: str | None) -> None:
    base = (2.1 * c, 2.0 * c)
    top = (2.1 * c, 0.12 * c)
    cv.line(base, top, max(1.5, 0.09 * c) + 2 * lw, ink_c)
    cv.line(base, top, max(1.0, 0.09 * c), (120, 80, 50))
    cv.disc(top, 0.08 * c, (240, 200, 90), ink_c, lw)
    flag = [
        (2.16 * c, 0.2 * c),
        (4.1 * c, 0.28 * c),
        (3.6 * c, 0.55 * c),
        (4.1 * c, 0.86 * c),
        (2.16 * c, 0.92 * c),
    ]
    cv.shape(flag, trim, ink_c, lw)
    cv.line((2.2 * c, 0.3 * c), (3.8 * c, 0.35 * c), max(1.0, 0.04 * c), shade(trim, 1.3))
    centre = (2.85 * c, 0.57 * c)
    if symbol:
        fg = readable_on(trim)
        draw_symbol(cv, symbol, centre, 0.24 * c, fg, trim)
    else:
        cv.disc(centre, 0.17 * c, CREAM, ink_c, lw * 0.6)


def _lifebuoy(cv: Canvas, p: Point, r: float, ink_c: Color, lw: float) -> None:
    cv.circle(p, r + lw, ink_c)
    cv.circle(p, r, (240, 236, 228))
    for k in range(4):
        a0 = k * math.pi / 2 + math.pi / 4 - 0.4
        pts = [p] + [
            (p[0] + r * math.cos(a0 + 0.8 * i / 6), p[1] + r * math.sin(a0 + 0.8 * i / 6))
            for i in range(7)
        ]
        cv.polygon(pts, (220, 70, 60))
    cv.circle(p, r * 0.5 + lw, ink_c)
    cv.circle(p, r * 0.5, (0, 0, 0, 0))


def draw_room_overlay(board, cell: int, palette: Palette) -> pygame.Surface:
    """Translucent room tints with a legend colour and a hatch direction per room, and the
    room outlines in the legend colour."""
    c = float(cell)
    cv = Canvas(W * cell, H * cell, ss=2 if cell < 60 else 1, fringe=(255, 255, 255))
    for room in board.rooms:
        col, angle = ROOM_LEGEND[room.id]
        cells = geometry.cells_of(room.mask)
        lay = cv.layer()
        for x, y in cells:
            lay.rect(x * c, y * c, c + 0.5, c + 0.5, (*col, 70))
        if room.id not in ROOM_NO_HATCH:
            mask = cv.layer()
            for x, y in cells:
                mask.rect(x * c, y * c, c + 0.5, c + 0.5, (255, 255, 255, 255))
            hatch = cv.layer()
            a = math.radians(angle)
            d = (math.cos(a), math.sin(a))
            nrm = (-d[1], d[0])
            step = 0.28 * c
            span = math.hypot(W, H) * c
            for i in range(-int(span / step), int(span / step)):
                o = (W * c / 2 + nrm[0] * i * step, H * c / 2 + nrm[1] * i * step)
                hatch.line(
                    (o[0] - d[0] * span, o[1] - d[1] * span),
                    (o[0] + d[0] * span, o[1] + d[1] * span),
                    max(1.0, 0.05 * c),
                    (*col, 110),
                    cap=False,
                )
            hatch.clip_to(mask)
            lay.paste(hatch)
        for loop in boundary_loops(cells):
            pts = [(px * c, py * c) for (px, py), _ in loop]
            lay.polyline(pts, max(2.0, 0.08 * c), (*col, 230), closed=True)
        cv.paste(lay)
    return cv.finish()


def draw_grid_lines(board, cell: int, palette: Palette) -> pygame.Surface:
    """Cell borders of the boat for placement mode: a light line over a dark one, readable
    on every floor and tile colour."""
    c = float(cell)
    surface = pygame.Surface((W * cell, H * cell), pygame.SRCALPHA)
    cells = board_cells(board)
    dark = (*ink(palette), 150)
    light = (255, 255, 255, 140) if palette.name != "high_contrast" else (255, 255, 0, 220)
    wd = max(2, round(c * 0.06))
    wl = max(1, round(c * 0.025))
    segs = []
    for x, y in cells:
        for dx, dy in ((1, 0), (0, 1), (-1, 0), (0, -1)):
            if dx == 1:
                a, b = ((x + 1) * c, y * c), ((x + 1) * c, (y + 1) * c)
            elif dx == -1:
                a, b = (x * c, y * c), (x * c, (y + 1) * c)
            elif dy == 1:
                a, b = (x * c, (y + 1) * c), ((x + 1) * c, (y + 1) * c)
            else:
                a, b = (x * c, y * c), ((x + 1) * c, y * c)
            segs.append((a, b))
    lay = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for a, b in segs:
        pygame.draw.line(lay, dark, a, b, wd)
    surface.blit(lay, (0, 0))
    for a, b in segs:
        pygame.draw.line(surface, light, a, b, wl)
    return surface
