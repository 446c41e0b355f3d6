"""Cat and Oshax tiles: one cat body across the polyomino, a face on one cell, a tail on
another, the colour's own ears, tail and fur pattern, and the colour's symbol badge."""

from __future__ import annotations

import math
from functools import cache

import pygame

from game.shell.ui.art.canvas import Canvas, Color
from game.shell.ui.art.geom import (
    Cell,
    Point,
    add,
    cubic,
    distances,
    hash01,
    neighbours,
    orient_cells,
    perp,
    rounded_outline,
    star,
    unit,
)
from game.shell.ui.art.style import (
    CREAM,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    LOOKS,
    OSHAX_CREAM,
    OSHAX_LOOK,
    PINK,
    CatLook,
    ink,
    line_width,
    mark_color,
)
from game.shell.ui.art.symbols import draw_symbol
from game.shell.ui.palette import RGB, Palette, luminance, shade

EYE: RGB = (206, 232, 110)
EYE_ON_GREEN: RGB = (250, 214, 90)


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """The colour ``t`` of the way from ``a`` to ``b``."""

    def channel(i: int) -> int:
        return round(a[i] + (b[i] - a[i]) * t)

    return channel(0), channel(1), channel(2)


@cache
def anatomy(cells: tuple[Cell, ...]) -> tuple[Cell, Cell, Cell]:
    """(head, tail, badge) cells of a cat shape in its reference orientation: the head and the
    tail at the two ends of the longest path, the symbol badge on the cell farthest from both
    (a central cell when there is a choice)."""
    cellset = set(cells)
    best = None
    for a in cells:
        dist = distances(a, cellset)
        for b, d in dist.items():
            da, db = len(neighbours(a, cellset)), len(neighbours(b, cellset))
            key = (d, -(da + db), -a[1], -a[0])
            if best is None or key > best[0]:
                best = (key, a, b)
    assert best is not None
    _, a, b = best
    head, tail = (a, b) if (a[1], a[0]) <= (b[1], b[0]) else (b, a)
    dh, dt = distances(head, cellset), distances(tail, cellset)
    rest = [c for c in cells if c not in (head, tail)] or [tail]
    badge = max(
        rest,
        key=lambda c: (
            min(dh[c], dt[c]),
            len(neighbours(c, cellset)),
            -abs(dh[c] - dt[c]),
            -c[1],
            -c[0],
        ),
    )
    return head, tail, badge


def _center(c: Cell, cell: float) -> Point:
    return ((c[0] + 0.5) * cell, (c[1] + 0.5) * cell)


def _axis(c: Cell, cellset: set[Cell]) -> Point:
    """The direction the body runs through cell ``c`` (unit vector)."""
    ns = neighbours(c, cellset)
    hx = sum(abs(n[0] - c[0]) for n in ns)
    vy = sum(abs(n[1] - c[1]) for n in ns)
    if hx > vy:
        return (1.0, 0.0)
    if vy > hx:
        return (0.0, 1.0)
    sx = sum(n[0] - c[0] for n in ns) or 1
    sy = sum(n[1] - c[1] for n in ns) or 1
    return unit((sx, sy))


def _outward(c: Cell, cells: list[Cell]) -> Point:
    """Unit direction from the body toward the free side of cell ``c``."""
    cellset = set(cells)
    ns = neighbours(c, cellset)
    if ns:
        v: Point = (sum(c[0] - n[0] for n in ns), sum(c[1] - n[1] for n in ns))
        if v != (0, 0):
            return unit(v)
    mx = sum(x for x, _ in cells) / len(cells)
    my = sum(y for _, y in cells) / len(cells)
    v = (c[0] - mx, c[1] - my)
    return unit(v) if v != (0, 0) else (1.0, 0.0)


POSES = (None, "blink", "flick")  # idle life: eyes closed, tail swung to its other side


def _oriented_anatomy(cells0: tuple[Cell, ...], k: int) -> tuple[list[Cell], Cell, Cell, Cell]:
    head0, tail0, badge0 = anatomy(cells0)
    cells = orient_cells(cells0, k)
    index = {c: i for i, c in enumerate(cells0)}
    return cells, cells[index[head0]], cells[index[tail0]], cells[index[badge0]]


def _head_center(cells: list[Cell], head: Cell, c: float) -> Point:
    hu = _outward(head, cells)
    hc = _center(head, c)
    return hc[0] + hu[0] * 0.03 * c, hc[1] + hu[1] * 0.03 * c + 0.05 * c


def pose_box(cells0: tuple[Cell, ...], k: int, cell: int, pose: str) -> pygame.Rect:
    """The part of a tile image that a pose changes (tile pixels): the eyes for "blink" (all
    inside the head, so copying it over the plain tile leaves no seam), the tail's cell for
    "flick"."""
    cells, head, tail, _ = _oriented_anatomy(cells0, k)
    if pose == "blink":
        hx, hy = _head_center(cells, head, float(cell))
        big = cell * 1.1  # the head is drawn at 1.1 cells
        return pygame.Rect(
            round(hx - 0.26 * big), round(hy - 0.17 * big), round(0.52 * big), round(0.3 * big)
        )
    return pygame.Rect(tail[0] * cell, tail[1] * cell, cell, cell)


def draw_cat_tile(
    cells0: tuple[Cell, ...],
    shape_id: int,
    k: int,
    cell: int,
    color: str | None,
    palette: Palette,
    symbol: str | None,
    oshax: bool = False,
    pose: str | None = None,
    symbol_scale: float = 1.0,
) -> pygame.Surface:
    """A cat (or Oshax) tile in orientation ``k`` at ``cell`` pixels per cell; ``pose`` (idle
    life) closes the eyes ("blink") or swings the tail ("flick"); ``symbol_scale``: the
    player's symbol size (Settings: 0.8 small, 1 normal, 1.35 large)."""
    cells, head, tail, badge = _oriented_anatomy(cells0, k)
    w = (max(x for x, _ in cells) + 1) * cell
    h = (max(y for _, y in cells) + 1) * cell
    c = float(cell)
    ink_c = ink(palette)
    cv = Canvas(w, h, ss=4 if cell < 32 else 2, fringe=ink_c)
    if oshax and color is None:
        fill: RGB = OSHAX_CREAM
        look = OSHAX_LOOK
    else:
        fill = palette.cats[color or "orange"]
        look = LOOKS[color or "orange"]
    lw = line_width(c, palette)
    detail = c >= 26
    tiny = c < 18

    inset = 0.075 * c
    outline = rounded_outline(cells, c, inset, 0.3 * c, 0.16 * c)[0]

    # the tile's edge (a token's thickness) just below the body
    edge = [(x + 0.02 * c, y + 0.05 * c) for x, y in outline]
    cv.polygon(edge, shade(fill, 0.38) if luminance(fill) > 0.05 else (20, 10, 30))

    mask = cv.layer()
    mask.polygon(outline, (255, 255, 255, 255))
    body = cv.layer()
    e = 0.07 * c
    body.polygon(outline, shade(fill, 0.8))
    body.polygon([(x - e, y - e) for x, y in outline], shade(fill, 1.22))
    inner = rounded_outline(cells, c, inset + e, 0.3 * c - e, 0.16 * c + e)[0]
    body.polygon(inner, fill)
    _pattern(body, cells, head, tail, badge, c, fill, look, shape_id, tiny)
    body.clip_to(mask)
    cv.paste(body)
    cv.polyline(outline, lw, ink_c, closed=True)
    if oshax:
        gold_line = rounded_outline(cells, c, inset + lw * 1.6, 0.3 * c - lw, 0.16 * c)[0]
        cv.polyline(gold_line, max(1.0, lw * 0.7), GOLD, closed=True)

    u = _outward(tail, cells)
    _tail(
        cv,
        _center(tail, c),
        u,
        c,
        fill,
        look,
        ink_c,
        lw,
        oshax and color is None,
        mirrored=pose == "flick",
    )
    draw_head(
        cv,
        _head_center(cells, head, c),
        c * 1.1,
        fill,
        look,
        palette,
        oshax=oshax,
        detail=detail,
        tiny=tiny,
        paws=True,
        closed=pose == "blink",
    )
    if symbol:
        badge_symbol(cv, _center(badge, c), c, symbol, palette, symbol_scale)
    return cv.finish()


def badge_symbol(
    cv: Canvas, center: Point, c: float, symbol: str, palette: Palette, scale: float = 1.0
) -> None:
    """The colour's symbol on a cream badge, sized to stay legible on small tiles and grown
    (``scale``) by the player's symbol size, never past its cell."""
    ink_c = ink(palette)
    if c < 18:
        # tiny tiles: no badge, the symbol itself as big as the cell allows, cream on an ink
        # halo (a badge would leave the symbol only 7 px wide)
        r = min(0.47 * scale, 0.5) * c
        draw_symbol(cv, symbol, center, r, CREAM, ink_c, ink_c, max(0.8, 0.07 * c))
        return
    r = min((0.27 if c >= 40 else 0.31) * scale, 0.46) * c
    lw = max(1.0, r * 0.16)
    cv.disc(center, r, CREAM, ink_c, lw)
    draw_symbol(cv, symbol, center, r * 0.72, ink_c, CREAM)


# --- fur patterns --------------------------------------------------------------------------


def _pattern(
    cv: Canvas,
    cells: list[Cell],
    head: Cell,
    tail: Cell,
    badge: Cell,
    c: float,
    fill: RGB,
    look: CatLook,
    shape_id: int,
    tiny: bool,
) -> None:
    mark = mark_color(fill)
    cellset = set(cells)
    seed = shape_id
    if look.pattern == "stripes":
        for cl in cells:
            if cl == head:
                continue
            ax, ay = _axis(cl, cellset)
            across = (-ay, ax)
            ctr = _center(cl, c)
            offsets = (0.0,) if tiny else (-0.24, 0.24)
            for t in offsets:
                mid = add(ctr, (ax, ay), t * c)
                bend = 0.06 * c
                for side in (-1, 1):
                    end = add(add(mid, across, side * 0.52 * c), (ax, ay), -bend)
                    midp = add(add(mid, across, side * 0.26 * c), (ax, ay), -bend * 0.4)
                    cv.tapered([mid, midp, end], (0.12 if not tiny else 0.16) * c, 0.02 * c, mark)
    elif look.pattern == "spots":
        for cx, cy in cells:
            if (cx, cy) == head:
                continue
            quads = [(0.27, 0.27), (0.73, 0.3), (0.3, 0.72), (0.72, 0.72)]
            start = int(hash01(seed, cx, cy) * 4)
            count = 2 if tiny else 3
            for j in range(count):
                qx, qy = quads[(start + j) % 4]
                jx = (hash01(seed, cx, cy, j, 1) - 0.5) * 0.12
                jy = (hash01(seed, cx, cy, j, 2) - 0.5) * 0.12
                r = (0.075 + 0.05 * hash01(seed, cx, cy, j, 3)) * c
                cv.circle(((cx + qx + jx) * c, (cy + qy + jy) * c), r, mark)
    elif look.pattern == "patches":
        patch = mix(CREAM, fill, 0.06)
        dark = shade(fill, 0.55)
        body_cells = [cl for cl in cells if cl != head]
        n = len(body_cells)
        picks = [body_cells[int(hash01(seed, 7) * n) % n], body_cells[int(hash01(seed, 9) * n) % n]]
        if picks[0] == picks[1] and n > 1:
            picks[1] = body_cells[(body_cells.index(picks[0]) + n // 2) % n]
        for i, (px, py) in enumerate(picks):
            col = patch if i == 0 else dark
            ox = 0.2 + 0.6 * hash01(seed, px, py, 1)
            oy = 0.2 + 0.6 * hash01(seed, px, py, 2)
            centre = ((px + ox) * c, (py + oy) * c)
            for j in range(4):
                a = 2 * math.pi * (j / 4 + hash01(seed, px, j))
                rr = (0.16 + 0.07 * hash01(seed, py, j)) * c
                cv.circle(add(centre, (math.cos(a), math.sin(a)), 0.13 * c), rr, col)
    elif look.pattern == "tufts":
        quads = [(0.3, 0.36), (0.72, 0.3), (0.32, 0.8), (0.74, 0.76)]
        for cx, cy in cells:
            if (cx, cy) == head:
                continue
            start = int(hash01(seed, cx, cy) * 4)
            for j in range(1 if tiny else 3):
                qx, qy = quads[(start + j) % 4]
                p = ((cx + qx) * c, (cy + qy) * c)
                turn = hash01(seed, cx, cy, j) * 2 * math.pi
                pts = []
                for i in range(15):
                    t = i / 14
                    a = turn + t * 2.4 * math.pi
                    r = (0.025 + 0.1 * t) * c
                    pts.append((p[0] + r * math.cos(a), p[1] + r * math.sin(a)))
                cv.tapered(pts, 0.02 * c, 0.06 * c, mark)
    elif look.pattern == "diamonds":
        for cx, cy in cells:
            if (cx, cy) == head:
                continue
            ctr = _center((cx, cy), c)
            s = 0.2 * c
            cv.polygon(
                [
                    (ctr[0], ctr[1] - s * 1.25),
                    (ctr[0] + s, ctr[1]),
                    (ctr[0], ctr[1] + s * 1.25),
                    (ctr[0] - s, ctr[1]),
                ],
                mark,
            )
            if not tiny:
                for qx, qy in ((0, 0), (1, 0), (0, 1), (1, 1)):
                    p = ((cx + qx) * c, (cy + qy) * c)
                    cv.polygon(
                        [
                            (p[0], p[1] - s * 0.55),
                            (p[0] + s * 0.45, p[1]),
                            (p[0], p[1] + s * 0.55),
                            (p[0] - s * 0.45, p[1]),
                        ],
                        mark,
                    )
    elif look.pattern == "sparkles":
        for cx, cy in cells:
            if (cx, cy) == head:
                continue
            for j in range(2):
                p = (
                    (cx + 0.25 + 0.5 * hash01(seed, cx, cy, j)),
                    (cy + 0.25 + 0.5 * hash01(seed, cy, cx, j)),
                )
                r = (0.1 + 0.04 * j) * c
                cv.polygon(star((p[0] * c, p[1] * c), r, r * 0.3, 4, 0), GOLD)


# --- tails ---------------------------------------------------------------------------------


def _tail(
    cv: Canvas,
    ctr: Point,
    u: Point,
    c: float,
    fill: RGB,
    look: CatLook,
    ink_c: Color,
    lw: float,
    golden_tip: bool,
    mirrored: bool = False,
) -> None:
    """The tail lying over the tail cell, from the body toward the cell's free side
    (``mirrored``: swung over to its other side)."""
    v = perp(u)
    if mirrored:
        v = (-v[0], -v[1])
    base = add(ctr, u, -0.34 * c)
    mark = mark_color(fill)

    def at(a: float, b: float) -> Point:
        return add(add(ctr, u, a * c), v, b * c)

    def tail(pts: list[Point], w0: float, w1: float, col: Color = fill) -> None:
        cv.tapered(pts, w0 * c + 2 * lw, w1 * c + 2 * lw, ink_c)
        cv.tapered(pts, w0 * c, w1 * c, col)

    if luminance(fill) < 0.05:  # a very dark coat: a lighter tail stays visible
        fill = shade(fill, 1.25)
    style = look.tail
    if style == "striped":
        pts = cubic(base, at(-0.05, 0.34), at(0.22, -0.3), at(0.36, 0.06), 20)
        tail(pts, 0.2, 0.12)
        for k in (5, 9, 13, 17):
            p, q = pts[k], pts[k - 1]
            d = perp(unit((p[0] - q[0], p[1] - q[1])))
            wdt = (0.2 - 0.08 * k / 20) * c * 0.5
            cv.line(add(p, d, -wdt), add(p, d, wdt), 0.055 * c, mark, cap=False)
    elif style == "bobtail":
        # a short fluffy pompom at the end of the body (a cloud of puffs, not a disc)
        pom = at(0.12, 0.02)
        puffs = [
            (-0.1, -0.08, 0.11),
            (0.06, -0.12, 0.11),
            (0.14, 0.03, 0.11),
            (0.03, 0.13, 0.11),
            (-0.11, 0.08, 0.1),
        ]
        pts = [add(add(pom, u, dx * c), v, dy * c) for dx, dy, _ in puffs]
        for p, (_, _, r) in zip(pts, puffs, strict=True):
            cv.circle(p, r * c + lw, ink_c)
        for p, (_, _, r) in zip(pts, puffs, strict=True):
            cv.circle(p, r * c, fill)
        cv.circle(pom, 0.13 * c, fill)
        cv.circle(add(pom, (-0.035 * c, -0.045 * c)), 0.07 * c, shade(fill, 1.18))
        for dx, dy in ((0.06, 0.02), (-0.02, 0.07)):
            cv.line(
                add(add(pom, u, dx * c), v, dy * c),
                add(add(pom, u, dx * c + 0.04 * c), v, dy * c + 0.03 * c),
                max(1.0, 0.03 * c),
                mark,
            )
    elif style == "curl":
        pts = cubic(base, at(-0.05, 0.22), at(0.12, 0.28), at(0.22, 0.12), 10)
        centre = at(0.12, 0.02)
        a0 = math.atan2(pts[-1][1] - centre[1], pts[-1][0] - centre[0])
        r0 = math.dist(pts[-1], centre)
        sign = 1 if (u[0] * v[1] - u[1] * v[0]) > 0 else -1
        for i in range(1, 22):
            t = i / 21
            a = a0 - sign * t * 1.5 * math.pi
            r = r0 * (1 - 0.55 * t)
            pts.append((centre[0] + r * math.cos(a), centre[1] + r * math.sin(a)))
        tail(pts, 0.18, 0.11)
        cv.tapered(pts[-7:], 0.13 * c, 0.11 * c, mix(CREAM, fill, 0.08))
    elif style == "plume":
        spine = cubic(base, at(-0.02, 0.34), at(0.3, 0.24), at(0.42, -0.12), 16)
        left, right = [], []
        n = len(spine)
        for i, p in enumerate(spine):
            q = spine[min(n - 1, i + 1)]
            pr = spine[max(0, i - 1)]
            d = perp(unit((q[0] - pr[0], q[1] - pr[1])))
            t = i / (n - 1)
            wdt = (0.08 + 0.19 * math.sin(math.pi * min(1.0, t * 1.1)) ** 0.7) * c
            jag = 1.0 + (0.2 if i % 2 else -0.04)
            left.append(add(p, d, wdt * jag))
            right.append(add(p, d, -wdt * jag))
        poly = left + right[::-1]
        cv.shape(poly, fill, ink_c, lw)
        cv.tapered(spine[2:-2], 0.07 * c, 0.02 * c, mark)
        tip = GOLD_LIGHT if golden_tip else shade(fill, 1.4)
        cv.circle(spine[-2], 0.075 * c, tip)
    else:  # ringed
        pts = cubic(base, at(0.05, 0.34), at(0.3, 0.2), at(0.36, -0.16), 20)
        tail(pts, 0.2, 0.13)
        for a, b in ((4, 6), (9, 11)):
            cv.tapered(pts[a : b + 1], 0.2 * c, 0.17 * c, mark)
        cv.tapered(pts[15:], 0.15 * c, 0.13 * c, CREAM)


# --- heads ---------------------------------------------------------------------------------


def draw_head(
    cv: Canvas,
    hc: Point,
    c: float,
    fill: RGB,
    look: CatLook,
    palette: Palette,
    oshax: bool = False,
    detail: bool = True,
    tiny: bool = False,
    paws: bool = False,
    closed: bool = False,
) -> None:
    """A cat head centred at ``hc``, scaled for a cell of ``c`` pixels (head ~0.72 c wide);
    ``closed``: the eyes shut (a blink)."""
    ink_c = ink(palette)
    lw = line_width(c, palette)
    hx, hy = hc
    rx, ry = 0.36 * c, 0.3 * c
    inner_ear = mix(PINK, fill, 0.25)
    mark = mark_color(fill)

    def ear(side: int, pts: list[Point], inner: list[Point] | None) -> None:
        cv.shape(pts, fill, ink_c, lw)
        if inner and not tiny:
            cv.polygon(inner, inner_ear)

    ears = look.ears
    for s in (-1, 1):
        if ears == "pointed":
            ear(
                s,
                [
                    (hx + s * 0.33 * c, hy - 0.08 * c),
                    (hx + s * 0.08 * c, hy - 0.26 * c),
                    (hx + s * 0.29 * c, hy - 0.46 * c),
                ],
                [
                    (hx + s * 0.27 * c, hy - 0.14 * c),
                    (hx + s * 0.15 * c, hy - 0.24 * c),
                    (hx + s * 0.27 * c, hy - 0.36 * c),
                ],
            )
        elif ears == "round":
            ec = (hx + s * 0.23 * c, hy - 0.25 * c)
            cv.disc(ec, 0.13 * c, fill, ink_c, lw)
            if not tiny:
                cv.circle((ec[0], ec[1] + 0.01 * c), 0.07 * c, inner_ear)
        elif ears == "lynx":
            tip = (hx + s * 0.3 * c, hy - 0.47 * c)
            ear(
                s,
                [(hx + s * 0.34 * c, hy - 0.06 * c), (hx + s * 0.09 * c, hy - 0.26 * c), tip],
                [
                    (hx + s * 0.28 * c, hy - 0.13 * c),
                    (hx + s * 0.16 * c, hy - 0.24 * c),
                    (hx + s * 0.29 * c, hy - 0.38 * c),
                ],
            )
            if not tiny:
                cv.line(tip, (tip[0] + s * 0.02 * c, tip[1] - 0.05 * c), max(1.0, lw * 0.9), ink_c)
        elif ears == "wide":
            ear(
                s,
                [
                    (hx + s * 0.38 * c, hy - 0.02 * c),
                    (hx + s * 0.06 * c, hy - 0.25 * c),
                    (hx + s * 0.36 * c, hy - 0.43 * c),
                ],
                [
                    (hx + s * 0.32 * c, hy - 0.1 * c),
                    (hx + s * 0.14 * c, hy - 0.23 * c),
                    (hx + s * 0.32 * c, hy - 0.34 * c),
                ],
            )
    if look.face == "ruff":
        for s in (-1, 1):
            tuft = [
                (hx + s * 0.3 * c, hy - 0.08 * c),
                (hx + s * 0.46 * c, hy + 0.02 * c),
                (hx + s * 0.33 * c, hy + 0.08 * c),
                (hx + s * 0.44 * c, hy + 0.17 * c),
                (hx + s * 0.24 * c, hy + 0.22 * c),
            ]
            cv.shape(tuft, fill, ink_c, lw)

    # head
    head = cv.layer()
    head.ellipse(hc, rx, ry, shade(fill, 0.84))
    head.ellipse((hx - 0.03 * c, hy - 0.035 * c), rx, ry, fill)
    if look.face == "tabby_m" and not tiny:
        for dx, ln in ((-0.09, 0.1), (0.0, 0.13), (0.09, 0.1)):
            head.tapered(
                [(hx + dx * c, hy - ry - 0.02 * c), (hx + dx * c, hy - ry + ln * c)],
                0.06 * c,
                0.015 * c,
                mark,
            )
    elif look.face == "spot":
        head.circle((hx + 0.16 * c, hy - 0.15 * c), 0.085 * c, mark)
    elif look.face == "half":
        head.polygon(
            [
                (hx - rx - 2, hy - ry - 2),
                (hx + 0.02 * c, hy - ry - 2),
                (hx - 0.06 * c, hy + 0.05 * c),
                (hx - rx - 2, hy + 0.1 * c),
            ],
            mix(CREAM, fill, 0.06),
        )
    elif look.face == "blaze":
        head.polygon(
            [
                (hx - 0.03 * c, hy - ry),
                (hx + 0.03 * c, hy - ry),
                (hx + 0.09 * c, hy + 0.08 * c),
                (hx - 0.09 * c, hy + 0.08 * c),
            ],
            mix(CREAM, fill, 0.1),
        )
    mask = cv.layer()
    mask.ellipse(hc, rx, ry, (255, 255, 255, 255))
    head.clip_to(mask)
    cv.ellipse(hc, rx + lw / 2, ry + lw / 2, ink_c)  # the outline, under the head
    cv.paste(head)

    if ears == "folded":
        for s in (-1, 1):
            flap = [
                (hx + s * 0.3 * c, hy - 0.17 * c),
                (hx + s * 0.07 * c, hy - 0.3 * c),
                (hx + s * 0.32 * c, hy - 0.34 * c),
            ]
            cv.shape(flap, shade(fill, 0.92), ink_c, lw)

    if oshax:
        _crest(cv, (hx, hy - ry - 0.02 * c), c, ink_c, lw)
    if paws and not tiny:
        paw = mix(CREAM, fill, 0.35) if look.pattern != "patches" else mix(CREAM, fill, 0.1)
        for s in (-1, 1):
            p = (hx + s * 0.15 * c, hy + 0.31 * c)
            cv.oval(p, 0.085 * c, 0.07 * c, paw, ink_c, lw * 0.9)
            if detail:
                for t in (-0.028, 0.028):
                    cv.line(
                        (p[0] + t * c, p[1] + 0.015 * c),
                        (p[0] + t * c, p[1] + 0.06 * c),
                        max(0.8, lw * 0.5),
                        ink_c,
                    )

    # face
    eye_col = EYE_ON_GREEN if look.pattern == "spots" else EYE
    ey = hy - 0.02 * c
    if closed:
        _closed_eyes(cv, hx, ey, c, fill, lw, ink_c, tiny)
    elif tiny:
        for s in (-1, 1):
            cv.circle((hx + s * 0.13 * c, ey), max(1.0, 0.065 * c), ink_c)
    else:
        for s in (-1, 1):
            ex = hx + s * 0.14 * c
            cv.oval((ex, ey), 0.075 * c, 0.088 * c, eye_col, ink_c, max(1.0, lw * 0.8))
            cv.ellipse((ex, ey + 0.005 * c), 0.034 * c, 0.068 * c, (30, 22, 30))
            cv.circle((ex - 0.022 * c, ey - 0.03 * c), max(0.7, 0.022 * c), (255, 255, 255))
    if tiny:
        return
    muzzle = mix(CREAM, fill, 0.12) if luminance(fill) < 0.45 else mix(CREAM, fill, 0.3)
    for s in (-1, 1):
        cv.circle((hx + s * 0.05 * c, hy + 0.115 * c), 0.072 * c, muzzle)
    cv.polygon(
        [(hx - 0.045 * c, hy + 0.06 * c), (hx + 0.045 * c, hy + 0.06 * c), (hx, hy + 0.1 * c)], PINK
    )
    if detail:
        mw = max(1.0, lw * 0.55)
        cv.polyline(
            [
                (hx - 0.07 * c, hy + 0.13 * c),
                (hx - 0.035 * c, hy + 0.155 * c),
                (hx, hy + 0.12 * c),
                (hx + 0.035 * c, hy + 0.155 * c),
                (hx + 0.07 * c, hy + 0.13 * c),
            ],
            mw,
            ink_c,
        )
        whisker = (250, 244, 236) if luminance(fill) < 0.08 else ink_c
        for s in (-1, 1):
            for dy0, dy1 in ((0.09, 0.05), (0.13, 0.16)):
                cv.line(
                    (hx + s * 0.13 * c, hy + dy0 * c),
                    (hx + s * 0.44 * c, hy + dy1 * c),
                    max(0.8, 0.016 * c),
                    whisker,
                )
        blush = mix(fill, PINK, 0.55)
        for s in (-1, 1):
            cv.ellipse((hx + s * 0.24 * c, hy + 0.1 * c), 0.05 * c, 0.03 * c, blush)


def _closed_eyes(
    cv: Canvas, hx: float, ey: float, c: float, fill: RGB, lw: float, ink_c: Color, tiny: bool
) -> None:
    """Shut eyes: a lid line curving down where each eye was (light on very dark fur)."""
    line = (250, 244, 236) if luminance(fill) < 0.08 else ink_c
    if tiny:
        for s in (-1, 1):
            ex = hx + s * 0.13 * c
            cv.line((ex - 0.07 * c, ey), (ex + 0.07 * c, ey), max(1.0, 0.05 * c), line)
        return
    for s in (-1, 1):
        ex = hx + s * 0.14 * c
        pts = [(ex + t * 0.08 * c, ey + 0.035 * c * (1 - t * t)) for t in (-1, -0.5, 0, 0.5, 1)]
        cv.polyline(pts, max(1.0, lw * 0.9), line)


def _crest(cv: Canvas, top: Point, c: float, ink_c: Color, lw: float) -> None:
    """The Oshax crest: a small golden crown between the ears, with a gem."""
    x, y = top
    s = 0.19 * c
    pts = [
        (x - s, y + 0.45 * s),
        (x - s * 1.05, y - 0.55 * s),
        (x - s * 0.5, y - 0.05 * s),
        (x, y - 0.85 * s),
        (x + s * 0.5, y - 0.05 * s),
        (x + s * 1.05, y - 0.55 * s),
        (x + s, y + 0.45 * s),
    ]
    cv.shape(pts, GOLD, ink_c, lw)
    cv.polygon(
        [
            (x - s * 0.8, y + 0.15 * s),
            (x + s * 0.8, y + 0.15 * s),
            (x + s * 0.8, y + 0.35 * s),
            (x - s * 0.8, y + 0.35 * s),
        ],
        GOLD_DARK,
    )
    cv.disc((x, y - 0.1 * s), s * 0.26, (90, 200, 230), ink_c, max(0.8, lw * 0.5))


def draw_cat_face(
    size: int, color: str | None, palette: Palette, symbol: str | None, symbol_scale: float = 1.0
) -> pygame.Surface:
    """A cat head alone (avatars, counters, decorations); ``color`` None gives the Oshax; its
    symbol's badge in a corner grows with the player's symbol size."""
    cv = Canvas(size, size, fringe=ink(palette))
    c = size * 1.08
    if color is None:
        fill, look, oshax = OSHAX_CREAM, OSHAX_LOOK, True
    else:
        fill, look, oshax = palette.cats[color], LOOKS[color], False
    draw_head(
        cv,
        (size / 2, size * 0.58),
        c,
        fill,
        look,
        palette,
        oshax=oshax,
        detail=size >= 28,
        tiny=size < 18,
    )
    if symbol:
        r = size * min(0.2 * symbol_scale, 0.3)
        centre = (size - r - 1, size - r - 1)
        cv.disc(centre, r, CREAM, ink(palette), max(1.0, r * 0.16))
        draw_symbol(cv, symbol, centre, r * 0.72, ink(palette), CREAM)
    return cv.finish()
