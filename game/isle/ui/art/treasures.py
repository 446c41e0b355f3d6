"""Treasure tiles: rare treasures (gold on wine velvet: crowns, gems, chests, swords,
necklaces) and common treasures (humble finds on sailcloth: coins, a bottle, pearls, a
spyglass). No faces and no cat colours, so they never read as cats."""

from __future__ import annotations

import math

import pygame

from game.isle.rules.vocabulary import TileKind
from game.shell.ui.art.canvas import Canvas, Color
from game.shell.ui.art.geom import (
    Cell,
    Point,
    add,
    ellipse_points,
    neighbours,
    orient_cells,
    rounded_outline,
    star,
)
from game.shell.ui.art.style import CREAM, GOLD, GOLD_DARK, GOLD_LIGHT, ink, line_width
from game.shell.ui.palette import RGB, Palette, shade

VELVET: RGB = (122, 38, 72)
CLOTH: RGB = (222, 202, 160)
SILVER: RGB = (200, 206, 214)
COPPER: RGB = (206, 120, 70)
GEMS: tuple[RGB, ...] = (
    (232, 60, 90),
    (60, 190, 230),
    (120, 220, 110),
    (190, 110, 240),
    (255, 150, 60),
)


def draw_treasure_tile(
    cells0: tuple[Cell, ...], shape_id: int, kind: str, k: int, cell: int, palette: Palette
) -> pygame.Surface:
    cells = orient_cells(cells0, k)
    w = (max(x for x, _ in cells) + 1) * cell
    h = (max(y for _, y in cells) + 1) * cell
    c = float(cell)
    ink_c = ink(palette)
    lw = line_width(c, palette)
    cv = Canvas(w, h, ss=4 if cell < 32 else 2, fringe=ink_c)
    rare = kind == TileKind.RARE
    outline = rounded_outline(cells, c, 0.075 * c, 0.22 * c, 0.12 * c)[0]
    cv.polygon([(x + 0.02 * c, y + 0.05 * c) for x, y in outline], (40, 26, 24))
    if rare:
        cv.polygon(outline, GOLD)
        inner = rounded_outline(cells, c, 0.16 * c, 0.15 * c, 0.18 * c)[0]
        hi = rounded_outline(cells, c, 0.11 * c, 0.18 * c, 0.14 * c)[0]
        cv.polyline(hi, max(1.0, 0.025 * c), GOLD_LIGHT, closed=True)
        cv.polygon(inner, VELVET)
        sheen = rounded_outline(cells, c, 0.24 * c, 0.1 * c, 0.24 * c)[0]
        cv.polyline(sheen, max(1.0, 0.03 * c), shade(VELVET, 1.25), closed=True)
        cv.polyline(inner, max(1.0, 0.03 * c), GOLD_DARK, closed=True)
        # studs on the rim at cell corners of the velvet
        for cx, cy in cells:
            for qx, qy in ((0.5, 0.12), (0.5, 0.88), (0.12, 0.5), (0.88, 0.5)):
                nb = (cx + round((qx - 0.5) * 2), cy + round((qy - 0.5) * 2))
                if nb in set(cells):
                    continue
                cv.circle(((cx + qx) * c, (cy + qy) * c), 0.035 * c, GOLD_LIGHT)
    else:
        cv.polygon(outline, shade(CLOTH, 0.85))
        cv.polygon([(x - 0.03 * c, y - 0.03 * c) for x, y in outline], CLOTH)
        mask = cv.layer()
        mask.polygon(outline, (255, 255, 255, 255))
        weave = cv.layer()
        for i in range(int(w / (0.12 * c)) + 2):
            x = i * 0.12 * c
            weave.line((x, 0), (x, h), max(1.0, 0.012 * c), shade(CLOTH, 0.92))
        for j in range(int(h / (0.12 * c)) + 2):
            y = j * 0.12 * c
            weave.line((0, y), (w, y), max(1.0, 0.012 * c), shade(CLOTH, 0.94))
        weave.clip_to(mask)
        cv.paste(weave, 150)
        stitch = rounded_outline(cells, c, 0.15 * c, 0.14 * c, 0.2 * c)[0]
        _dashed(cv, stitch, 0.09 * c, max(1.0, 0.025 * c), shade(CLOTH, 0.6))
    cv.polyline(outline, lw, ink_c, closed=True)
    _objects(cv, cells, shape_id, kind, c, ink_c, lw)
    return cv.finish()


def _dashed(cv: Canvas, pts: list[Point], dash: float, width: float, color: Color) -> None:
    on = True
    carry = 0.0
    for i in range(len(pts)):
        a, b = pts[i], pts[(i + 1) % len(pts)]
        seg = math.dist(a, b)
        pos = 0.0
        while pos < seg:
            step = min(dash - carry, seg - pos)
            p0 = (a[0] + (b[0] - a[0]) * pos / seg, a[1] + (b[1] - a[1]) * pos / seg)
            p1 = (
                a[0] + (b[0] - a[0]) * (pos + step) / seg,
                a[1] + (b[1] - a[1]) * (pos + step) / seg,
            )
            if on:
                cv.line(p0, p1, width, color)
            pos += step
            carry += step
            if carry >= dash - 1e-6:
                carry = 0.0
                on = not on


def _centre(cl: Cell, c: float) -> Point:
    return ((cl[0] + 0.5) * c, (cl[1] + 0.5) * c)


def _objects(
    cv: Canvas, cells: list[Cell], shape_id: int, kind: str, c: float, ink_c: Color, lw: float
) -> None:
    cellset = set(cells)
    xs = {x for x, _ in cells}
    ys = {y for _, y in cells}
    gem = GEMS[shape_id % len(GEMS)]
    gem2 = GEMS[(shape_id + 2) % len(GEMS)]
    n = len(cells)
    straight = len(xs) == 1 or len(ys) == 1
    if kind == TileKind.RARE:
        if n == 4 and len(xs) == 2 and len(ys) == 2:  # O: an open chest of gold
            chest(cv, (min(xs) * c, min(ys) * c), 2 * c, ink_c, lw, gem)
            return
        if straight:  # I: a jewelled sword
            a, b = _centre(cells[0], c), _centre(cells[-1], c)
            hilt, tip = sorted([a, b])
            sword(cv, hilt, tip, c, ink_c, lw, gem)
            return
        degree = {cl: len(neighbours(cl, cellset)) for cl in cells}
        hub = max(cells, key=lambda cl: (degree[cl], -cl[1], -cl[0]))
        ends = [cl for cl in cells if degree[cl] == 1]
        if degree[hub] == 3:  # T: a crown on the hub, gems around
            for cl in cells:
                if cl != hub:
                    tone = gem if (cl[0] + cl[1]) % 2 else gem2
                    jewel(cv, _centre(cl, c), 0.3 * c, tone, ink_c, lw)
            crown(cv, _centre(hub, c), 0.4 * c, ink_c, lw, gem)
            return
        if all(degree[cl] <= 2 for cl in cells) and len(ends) == 2:
            # path through the cells from one end to the other
            path = [ends[0]]
            while len(path) < n:
                nxt = [m for m in neighbours(path[-1], cellset) if m not in path]
                path.append(nxt[0])
            corners = [
                cl
                for cl in path[1:-1]
                if not (
                    cl[0] == path[path.index(cl) - 1][0] == path[path.index(cl) + 1][0]
                    or cl[1] == path[path.index(cl) - 1][1] == path[path.index(cl) + 1][1]
                )
            ]
            if len(corners) == 1:  # L: a crown at the long end, a goblet, gems, a coin stack
                long_end = path[0] if path.index(corners[0]) > 1 else path[-1]
                other = path[-1] if long_end == path[0] else path[0]
                necklace(cv, [_centre(cl, c) for cl in path], c, ink_c, lw)
                for cl in path:
                    if cl == long_end:
                        crown(cv, _centre(cl, c), 0.38 * c, ink_c, lw, gem)
                    elif cl == other:
                        goblet(cv, _centre(cl, c), 0.4 * c, ink_c, lw, gem2)
                    else:
                        jewel(cv, _centre(cl, c), 0.28 * c, gem, ink_c, lw)
                return
            # S: a pearl-and-gem necklace snaking along, with a pendant
            necklace(cv, [_centre(cl, c) for cl in path], c, ink_c, lw, beads=True)
            for i, cl in enumerate(path):
                if i in (1, 2):
                    jewel(cv, _centre(cl, c), 0.3 * c, gem if i == 1 else gem2, ink_c, lw)
                else:
                    ring(cv, _centre(cl, c), 0.36 * c, ink_c, lw, gem2)
            return
        for cl in cells:
            jewel(cv, _centre(cl, c), 0.25 * c, gem, ink_c, lw)
        return
    # commons
    if n == 1:
        coins(cv, _centre(cells[0], c), 0.6 * c, ink_c, lw)
    elif n == 2:
        a, b = sorted([_centre(cells[0], c), _centre(cells[1], c)])
        bottle(cv, a, b, c, ink_c, lw)
    elif straight:
        a, b = sorted([_centre(cells[0], c), _centre(cells[-1], c)])
        spyglass(cv, a, b, c, ink_c, lw)
    else:
        degree = {cl: len(neighbours(cl, cellset)) for cl in cells}
        for cl in cells:
            if degree[cl] == 2:
                shell(cv, _centre(cl, c), 0.4 * c, ink_c, lw)
            else:
                pearl(cv, _centre(cl, c), 0.27 * c, ink_c, lw)


# --- objects (all drawn upright or along an axis, sizes in pixels) -------------------------


def jewel(cv: Canvas, p: Point, r: float, color: RGB, ink_c: Color, lw: float) -> None:
    """A cut gem seen from above: an octagon with a table facet and a sparkle."""
    outer = ellipse_points(p, r, r * 0.9, 8, math.pi / 8)
    cv.shape(outer, shade(color, 0.75), ink_c, lw)
    table = ellipse_points(p, r * 0.55, r * 0.5, 8, math.pi / 8)
    for i in range(8):
        a, b = outer[i], outer[(i + 1) % 8]
        ta, tb = table[i], table[(i + 1) % 8]
        f = 1.25 if i in (4, 5, 6) else (0.95 if i in (3, 7) else 0.8)
        cv.polygon([a, b, tb, ta], shade(color, f))
    cv.polygon(table, shade(color, 1.15))
    cv.polygon(star(add(p, (-r * 0.22, -r * 0.22)), r * 0.35, r * 0.08, 4, 0), (255, 255, 255))


def crown(cv: Canvas, p: Point, s: float, ink_c: Color, lw: float, gem: RGB) -> None:
    x, y = p
    pts = [
        (x - s, y + 0.55 * s),
        (x - s * 1.0, y - 0.45 * s),
        (x - s * 0.5, y + 0.02 * s),
        (x, y - 0.75 * s),
        (x + s * 0.5, y + 0.02 * s),
        (x + s, y - 0.45 * s),
        (x + s, y + 0.55 * s),
    ]
    cv.shape(pts, GOLD, ink_c, lw)
    cv.polygon(
        [
            (x - s * 0.9, y + 0.05 * s),
            (x - s * 0.5, y + 0.05 * s),
            (x - s * 0.25, y - 0.3 * s),
            (x, y - 0.55 * s),
            (x - s * 0.1, y + 0.5 * s),
            (x - s * 0.9, y + 0.5 * s),
        ],
        GOLD_LIGHT,
    )
    cv.rect(x - s, y + 0.28 * s, 2 * s, 0.27 * s, GOLD_DARK)
    cv.polyline([(x - s, y + 0.55 * s), (x + s, y + 0.55 * s)], lw, ink_c)
    for t in (-1.0, 0.0, 1.0):
        tip = (x + t * s, y - (0.75 if t == 0 else 0.45) * s)
        cv.disc(tip, s * 0.13, GOLD_LIGHT, ink_c, lw * 0.7)
    cv.disc((x, y + 0.1 * s), s * 0.2, gem, ink_c, lw * 0.7)
    cv.circle((x - s * 0.06, y + 0.04 * s), s * 0.06, (255, 255, 255))


def goblet(cv: Canvas, p: Point, s: float, ink_c: Color, lw: float, gem: RGB) -> None:
    x, y = p
    cup = [
        (x - 0.7 * s, y - 0.75 * s),
        (x + 0.7 * s, y - 0.75 * s),
        (x + 0.55 * s, y - 0.1 * s),
        (x + 0.12 * s, y + 0.15 * s),
        (x + 0.12 * s, y + 0.55 * s),
        (x + 0.5 * s, y + 0.7 * s),
        (x + 0.5 * s, y + 0.85 * s),
        (x - 0.5 * s, y + 0.85 * s),
        (x - 0.5 * s, y + 0.7 * s),
        (x - 0.12 * s, y + 0.55 * s),
        (x - 0.12 * s, y + 0.15 * s),
        (x - 0.55 * s, y - 0.1 * s),
    ]
    cv.shape(cup, GOLD, ink_c, lw)
    cv.polygon(
        [
            (x - 0.5 * s, y - 0.6 * s),
            (x - 0.3 * s, y - 0.6 * s),
            (x - 0.25 * s, y - 0.1 * s),
            (x - 0.42 * s, y - 0.15 * s),
        ],
        GOLD_LIGHT,
    )
    cv.disc((x, y - 0.38 * s), 0.16 * s, gem, ink_c, lw * 0.7)


def ring(cv: Canvas, p: Point, s: float, ink_c: Color, lw: float, gem: RGB) -> None:
    x, y = p
    cv.ring((x, y + 0.2 * s), 0.55 * s, 0.22 * s + lw * 2, ink_c)
    cv.ring((x, y + 0.2 * s), 0.55 * s, 0.22 * s, GOLD)
    cv.ring((x, y + 0.2 * s), 0.5 * s, max(1.0, 0.05 * s), GOLD_LIGHT)
    jewel(cv, (x, y - 0.42 * s), 0.4 * s, gem, ink_c, lw * 0.8)


def necklace(
    cv: Canvas, pts: list[Point], c: float, ink_c: Color, lw: float, beads: bool = False
) -> None:
    smooth: list[Point] = []
    for i in range(len(pts) - 1):
        a, b = pts[i], pts[i + 1]
        for j in range(8):
            t = j / 8
            sag = math.sin(math.pi * t) * 0.12 * c
            smooth.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t + sag))
    smooth.append(pts[-1])
    cv.polyline(smooth, max(1.0, 0.07 * c) + lw, ink_c)
    cv.polyline(smooth, max(1.0, 0.07 * c), GOLD)
    if beads:
        for p in smooth[2::4]:
            cv.disc(p, 0.06 * c, (250, 246, 240), ink_c, lw * 0.6)


def chest(cv: Canvas, origin: Point, size: float, ink_c: Color, lw: float, gem: RGB) -> None:
    x0, y0 = origin
    s = size
    wood, wood_d = (150, 88, 50), (104, 58, 32)
    # open lid behind
    lid = [
        (x0 + 0.2 * s, y0 + 0.42 * s),
        (x0 + 0.24 * s, y0 + 0.18 * s),
        (x0 + 0.76 * s, y0 + 0.18 * s),
        (x0 + 0.8 * s, y0 + 0.42 * s),
    ]
    cv.shape(lid, wood_d, ink_c, lw)
    cv.shape(
        [
            (x0 + 0.26 * s, y0 + 0.4 * s),
            (x0 + 0.29 * s, y0 + 0.24 * s),
            (x0 + 0.71 * s, y0 + 0.24 * s),
            (x0 + 0.74 * s, y0 + 0.4 * s),
        ],
        (70, 30, 40),
    )
    # gold heap
    for i, (dx, dy) in enumerate(
        ((-0.16, 0.0), (0.16, 0.0), (0.0, -0.05), (-0.06, 0.03), (0.09, 0.02))
    ):
        cv.disc(
            (x0 + (0.5 + dx) * s, y0 + (0.44 + dy) * s),
            0.1 * s,
            GOLD if i % 2 else GOLD_LIGHT,
            ink_c,
            lw * 0.7,
        )
    jewel(cv, (x0 + 0.37 * s, y0 + 0.38 * s), 0.07 * s, gem, ink_c, lw * 0.7)
    jewel(cv, (x0 + 0.62 * s, y0 + 0.36 * s), 0.06 * s, GEMS[1], ink_c, lw * 0.7)
    # box
    box = [
        (x0 + 0.16 * s, y0 + 0.46 * s),
        (x0 + 0.84 * s, y0 + 0.46 * s),
        (x0 + 0.8 * s, y0 + 0.84 * s),
        (x0 + 0.2 * s, y0 + 0.84 * s),
    ]
    cv.shape(box, wood, ink_c, lw)
    for t in (0.58, 0.71):
        cv.line(
            (x0 + 0.18 * s, y0 + t * s), (x0 + 0.82 * s, y0 + t * s), max(1.0, lw * 0.6), wood_d
        )
    for t in (0.22, 0.74):
        cv.rect(x0 + t * s, y0 + 0.46 * s, 0.05 * s, 0.38 * s, GOLD_DARK)
    cv.rect(x0 + 0.16 * s, y0 + 0.46 * s, 0.68 * s, 0.05 * s, GOLD)
    cv.disc((x0 + 0.5 * s, y0 + 0.6 * s), 0.055 * s, GOLD, ink_c, lw * 0.7)
    cv.rect(x0 + 0.49 * s, y0 + 0.6 * s, 0.02 * s, 0.04 * s, ink_c)


def sword(cv: Canvas, a: Point, b: Point, c: float, ink_c: Color, lw: float, gem: RGB) -> None:
    """A jewelled sword from ``a`` (hilt) to ``b`` (point)."""
    d = (b[0] - a[0], b[1] - a[1])
    length = math.hypot(*d) or 1.0
    u = (d[0] / length, d[1] / length)
    v = (-u[1], u[0])
    start = add(a, u, -0.3 * c)
    end = add(b, u, 0.35 * c)
    guard = add(start, u, 0.62 * c)

    def P(t: float, s: float) -> Point:
        return add(add(start, u, t), v, s)

    blade = [
        add(guard, v, 0.13 * c),
        add(add(end, u, -0.3 * c), v, 0.13 * c),
        end,
        add(add(end, u, -0.3 * c), v, -0.13 * c),
        add(guard, v, -0.13 * c),
    ]
    cv.shape(blade, SILVER, ink_c, lw)
    cv.line(add(guard, u, 0.1 * c), add(end, u, -0.3 * c), max(1.0, 0.03 * c), (240, 244, 250))
    grip = [P(0.1 * c, 0.1 * c), P(0.58 * c, 0.1 * c), P(0.58 * c, -0.1 * c), P(0.1 * c, -0.1 * c)]
    cv.shape(grip, (110, 50, 60), ink_c, lw)
    cv.shape(
        [
            add(guard, v, 0.32 * c),
            add(add(guard, v, 0.32 * c), u, 0.1 * c),
            add(add(guard, v, -0.32 * c), u, 0.1 * c),
            add(guard, v, -0.32 * c),
        ],
        GOLD,
        ink_c,
        lw,
    )
    cv.disc(start, 0.13 * c, GOLD, ink_c, lw)
    jewel(cv, add(guard, u, 0.05 * c), 0.13 * c, gem, ink_c, lw * 0.7)
    for t in (0.8, 1.7):
        jewel(cv, add(guard, u, t * c), 0.1 * c, GEMS[(GEMS.index(gem) + 1) % 5], ink_c, lw * 0.6)


def coins(cv: Canvas, p: Point, s: float, ink_c: Color, lw: float) -> None:
    x, y = p
    for i, (dx, dy, metal) in enumerate(
        ((-0.35, 0.35, COPPER), (0.35, 0.3, SILVER), (0.0, -0.05, COPPER))
    ):
        for j in range(3 - i):
            cy = y + dy * s - j * 0.18 * s
            cv.oval(
                (x + dx * s, cy + 0.06 * s), 0.42 * s, 0.2 * s, shade(metal, 0.7), ink_c, lw * 0.8
            )
            cv.oval((x + dx * s, cy), 0.42 * s, 0.2 * s, metal, ink_c, lw * 0.8)
            cv.ellipse((x + dx * s, cy), 0.26 * s, 0.1 * s, shade(metal, 1.15))


def bottle(cv: Canvas, a: Point, b: Point, c: float, ink_c: Color, lw: float) -> None:
    """A message in a bottle lying from ``a`` (base) to ``b`` (cork)."""
    d = (b[0] - a[0], b[1] - a[1])
    length = math.hypot(*d) or 1.0
    u = (d[0] / length, d[1] / length)
    v = (-u[1], u[0])
    glass = (110, 180, 170)
    start = add(a, u, -0.32 * c)
    shoulder = add(b, u, -0.28 * c)
    body = [
        add(start, v, 0.26 * c),
        add(shoulder, v, 0.26 * c),
        add(add(shoulder, u, 0.22 * c), v, 0.1 * c),
        add(add(b, u, 0.2 * c), v, 0.1 * c),
        add(add(b, u, 0.2 * c), v, -0.1 * c),
        add(add(shoulder, u, 0.22 * c), v, -0.1 * c),
        add(shoulder, v, -0.26 * c),
        add(start, v, -0.26 * c),
    ]
    cv.shape(body, glass, ink_c, lw)
    # rolled letter inside
    cv.shape(
        [
            add(add(start, u, 0.2 * c), v, 0.1 * c),
            add(add(shoulder, u, -0.1 * c), v, 0.1 * c),
            add(add(shoulder, u, -0.1 * c), v, -0.1 * c),
            add(add(start, u, 0.2 * c), v, -0.1 * c),
        ],
        CREAM,
        shade(CREAM, 0.6),
        max(1.0, lw * 0.6),
    )
    cv.line(
        add(add(start, u, 0.12 * c), v, -0.17 * c),
        add(add(shoulder, u, -0.05 * c), v, -0.17 * c),
        max(1.0, 0.04 * c),
        (215, 240, 235),
    )
    cork_a = add(b, u, 0.18 * c)
    cv.shape(
        [
            add(cork_a, v, 0.09 * c),
            add(add(cork_a, u, 0.16 * c), v, 0.08 * c),
            add(add(cork_a, u, 0.16 * c), v, -0.08 * c),
            add(cork_a, v, -0.09 * c),
        ],
        (190, 140, 90),
        ink_c,
        lw * 0.8,
    )


def spyglass(cv: Canvas, a: Point, b: Point, c: float, ink_c: Color, lw: float) -> None:
    d = (b[0] - a[0], b[1] - a[1])
    length = math.hypot(*d) or 1.0
    u = (d[0] / length, d[1] / length)
    v = (-u[1], u[0])
    start = add(a, u, -0.3 * c)
    end = add(b, u, 0.34 * c)
    total = math.dist(start, end)
    brass, leather = (214, 170, 80), (120, 70, 44)
    sections = ((0.0, 0.38, 0.16, leather), (0.36, 0.7, 0.2, brass), (0.68, 1.0, 0.25, brass))
    for t0, t1, r, col in sections:
        p0 = add(start, u, t0 * total)
        p1 = add(start, u, t1 * total)
        cv.shape(
            [add(p0, v, r * c), add(p1, v, r * c), add(p1, v, -r * c), add(p0, v, -r * c)],
            col,
            ink_c,
            lw,
        )
        cv.line(
            add(p0, v, r * c * 0.5), add(p1, v, r * c * 0.5), max(1.0, 0.03 * c), shade(col, 1.3)
        )
    cv.oval(
        end,
        0.06 * c if abs(u[0]) > 0.5 else 0.25 * c,
        0.25 * c if abs(u[0]) > 0.5 else 0.06 * c,
        (150, 200, 230),
        ink_c,
        lw,
    )


def pearl(cv: Canvas, p: Point, r: float, ink_c: Color, lw: float) -> None:
    cv.disc(p, r, (236, 232, 240), ink_c, lw)
    cv.circle(add(p, (r * 0.15, r * 0.15)), r * 0.6, (222, 214, 232))
    cv.circle(add(p, (-r * 0.35, -r * 0.35)), r * 0.3, (255, 255, 255))


def shell(cv: Canvas, p: Point, s: float, ink_c: Color, lw: float) -> None:
    """An open oyster shell with a pearl."""
    x, y = p
    outer = ellipse_points((x, y + 0.05 * s), s * 0.95, s * 0.75, 20)
    cv.shape(outer, (190, 176, 170), ink_c, lw)
    cv.ellipse((x, y + 0.05 * s), s * 0.72, s * 0.55, (236, 222, 226))
    for t in (-0.5, 0.0, 0.5):
        cv.line(
            (x + t * s * 0.9, y + 0.72 * s),
            (x + t * s * 0.4, y + 0.35 * s),
            max(1.0, lw * 0.5),
            (160, 146, 140),
        )
    pearl(cv, (x, y), s * 0.38, ink_c, lw * 0.8)
