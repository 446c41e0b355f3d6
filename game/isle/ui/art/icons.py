"""Icons: fish, baskets (permanent, full, half = damaged; used = flipped and greyed), boots,
room icons (parrot, sleepy moon, apple, wheat), rats, treasure maps and Vesh's dark ship.

Each ``draw_*`` function paints on a ``Canvas`` around a centre with a size in pixels, so that
boats and cards reuse them; ``Art`` wraps them into cached surfaces.
"""

from __future__ import annotations

import math

import pygame

from game.shell.ui.art.canvas import Canvas, Color
from game.shell.ui.art.geom import Point, arc, cubic, ellipse_points, quad, star
from game.shell.ui.art.style import (
    CREAM,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    PARCHMENT,
    PARCHMENT_DARK,
    PINK,
    RAT,
    WICKER,
    WICKER_DARK,
)
from game.shell.ui.art.symbols import draw_symbol
from game.shell.ui.palette import RGB, luminance, readable_on, shade

FISH: RGB = (84, 168, 214)
FISH_BELLY: RGB = (214, 240, 250)
FISH_FIN: RGB = (52, 120, 178)
LEATHER: RGB = (150, 92, 52)


def draw_fish(cv: Canvas, p: Point, s: float, ink_c: Color, lw: float) -> None:
    """A plump fish facing left, fitting a box of ``s`` pixels."""
    x, y = p
    body_top = cubic(
        (x - 0.44 * s, y),
        (x - 0.3 * s, y - 0.3 * s),
        (x + 0.1 * s, y - 0.3 * s),
        (x + 0.27 * s, y),
        14,
    )
    body_bot = cubic(
        (x + 0.27 * s, y),
        (x + 0.1 * s, y + 0.28 * s),
        (x - 0.3 * s, y + 0.28 * s),
        (x - 0.44 * s, y),
        14,
    )
    tail = [
        (x + 0.2 * s, y),
        (x + 0.46 * s, y - 0.24 * s),
        (x + 0.4 * s, y),
        (x + 0.46 * s, y + 0.24 * s),
    ]
    cv.shape(tail, FISH_FIN, ink_c, lw)
    fin_top = [
        (x - 0.12 * s, y - 0.2 * s),
        (x + 0.02 * s, y - 0.34 * s),
        (x + 0.16 * s, y - 0.16 * s),
    ]
    cv.shape(fin_top, FISH_FIN, ink_c, lw)
    body = body_top + body_bot
    belly = cubic(
        (x - 0.4 * s, y + 0.04 * s),
        (x - 0.2 * s, y + 0.06 * s),
        (x + 0.1 * s, y + 0.06 * s),
        (x + 0.24 * s, y + 0.03 * s),
        10,
    )
    mask = cv.layer()
    mask.polygon(body, (255, 255, 255, 255))
    lay = cv.layer()
    lay.polygon(body, FISH)
    lay.polygon(
        [(px, py + 0.03 * s) for px, py in belly]
        + [(x + 0.3 * s, y + 0.4 * s), (x - 0.5 * s, y + 0.4 * s)],
        FISH_BELLY,
    )
    for i in range(3):
        cx = x - 0.02 * s + i * 0.09 * s
        lay.polyline(
            arc((cx, y - 0.04 * s), 0.07 * s, -1.2, 1.2, 6), max(1.0, lw * 0.55), shade(FISH, 0.8)
        )
    lay.clip_to(mask)
    cv.paste(lay)
    cv.polyline(body, lw, ink_c, closed=True)
    cv.polyline(arc((x - 0.2 * s, y), 0.12 * s, -1.0, 1.0, 6), max(1.0, lw * 0.7), ink_c)
    cv.disc((x - 0.31 * s, y - 0.05 * s), 0.055 * s, (255, 255, 255), ink_c, lw * 0.6)
    cv.circle((x - 0.32 * s, y - 0.05 * s), 0.028 * s, ink_c)


def draw_basket(
    cv: Canvas, p: Point, s: float, kind: str, ink_c: Color, lw: float, part: str = "all"
) -> None:
    """A wicker basket with a handle. ``kind``: permanent (sturdy, gold band), full (a card's
    basket) or half (damaged: a torn side). ``part``: all, handle or body (to slip something
    between the handle and the basket)."""
    x, y = p
    top, bottom = y - 0.06 * s, y + 0.38 * s
    half_top, half_bot = 0.44 * s, 0.32 * s
    if part in ("all", "handle"):
        handle = arc((x, top), 0.3 * s, math.pi, 2 * math.pi, 16)
        if kind == "half":
            handle = handle[:9]
        cv.polyline(handle, 0.07 * s + 2 * lw, ink_c)
        cv.polyline(handle, 0.07 * s, WICKER_DARK if kind != "permanent" else GOLD_DARK)
    if part == "handle":
        return
    body = [
        (x - half_top, top),
        (x + half_top, top),
        (x + half_bot, bottom),
        (x - half_bot, bottom),
    ]
    if kind == "half":
        # the right side torn away: a jagged edge
        jag = [
            (x + 0.1 * s, top),
            (x + 0.02 * s, y + 0.04 * s),
            (x + 0.16 * s, y + 0.12 * s),
            (x + 0.04 * s, y + 0.22 * s),
            (x + 0.18 * s, y + 0.3 * s),
            (x + 0.1 * s, bottom),
        ]
        body = [(x - half_top, top)] + jag + [(x - half_bot, bottom)]
    base_col = WICKER if kind != "permanent" else shade(WICKER, 1.05)
    cv.polygon(body, base_col)
    mask = cv.layer()
    mask.polygon(body, (255, 255, 255, 255))
    weave = cv.layer()
    rows = 4
    for r in range(rows):
        y0 = top + (bottom - top) * r / rows
        y1 = top + (bottom - top) * (r + 1) / rows
        for i in range(-6, 7):
            xx = x + i * 0.09 * s + (0.045 * s if r % 2 else 0)
            weave.ellipse((xx, (y0 + y1) / 2), 0.04 * s, (y1 - y0) * 0.42, shade(base_col, 1.12))
        weave.line((x - s, y1), (x + s, y1), max(1.0, lw * 0.6), WICKER_DARK)
    weave.clip_to(mask)
    cv.paste(weave)
    cv.polyline(body, lw, ink_c, closed=True)
    rim = [
        (x - half_top - 0.04 * s, top - 0.04 * s),
        (x + half_top + 0.04 * s, top - 0.04 * s),
        (x + half_top + 0.02 * s, top + 0.06 * s),
        (x - half_top - 0.02 * s, top + 0.06 * s),
    ]
    if kind == "half":
        rim = [
            (x - half_top - 0.04 * s, top - 0.04 * s),
            (x + 0.12 * s, top - 0.04 * s),
            (x + 0.08 * s, top + 0.06 * s),
            (x - half_top - 0.02 * s, top + 0.06 * s),
        ]
    cv.shape(rim, WICKER_DARK if kind != "permanent" else GOLD, ink_c, lw)
    if kind == "permanent":
        band = [
            (x - half_top * 0.93, y + 0.12 * s),
            (x + half_top * 0.93, y + 0.12 * s),
            (x + half_top * 0.88, y + 0.2 * s),
            (x - half_top * 0.88, y + 0.2 * s),
        ]
        cv.shape(band, GOLD, ink_c, lw * 0.7)
        cv.polygon(star((x, y + 0.16 * s), 0.1 * s, 0.045 * s), GOLD_LIGHT)
        cv.polyline(
            star((x, y + 0.16 * s), 0.1 * s, 0.045 * s), max(1.0, lw * 0.5), ink_c, closed=True
        )
    if kind == "half":
        # loose straws where it tore
        for (ax, ay), (bx, by) in (
            ((0.12, 0.02), (0.26, -0.06)),
            ((0.14, 0.16), (0.3, 0.14)),
            ((0.14, 0.3), (0.28, 0.36)),
        ):
            cv.line(
                (x + ax * s, y + ay * s), (x + bx * s, y + by * s), max(1.0, 0.035 * s), WICKER_DARK
            )


def draw_boots(cv: Canvas, p: Point, s: float, ink_c: RGB, lw: float) -> None:
    """A running boot with speed lines (the card's speed)."""
    x, y = p
    for i, dy in enumerate((-0.12, 0.02, 0.16)):
        cv.line(
            (x - 0.46 * s, y + dy * s),
            (x - (0.3 - 0.04 * i) * s, y + dy * s),
            max(1.0, 0.045 * s),
            shade(ink_c, 1.8) if luminance(ink_c) < 0.1 else ink_c,
        )
    boot = [
        (x - 0.16 * s, y - 0.42 * s),
        (x + 0.12 * s, y - 0.42 * s),
        (x + 0.12 * s, y + 0.05 * s),
        (x + 0.4 * s, y + 0.14 * s),
        (x + 0.44 * s, y + 0.3 * s),
        (x - 0.2 * s, y + 0.3 * s),
    ]
    cv.shape(boot, LEATHER, ink_c, lw)
    cv.polygon(
        [
            (x - 0.13 * s, y - 0.38 * s),
            (x - 0.04 * s, y - 0.38 * s),
            (x - 0.06 * s, y + 0.2 * s),
            (x - 0.15 * s, y + 0.2 * s),
        ],
        shade(LEATHER, 1.25),
    )
    cuff = [
        (x - 0.2 * s, y - 0.46 * s),
        (x + 0.16 * s, y - 0.46 * s),
        (x + 0.15 * s, y - 0.32 * s),
        (x - 0.19 * s, y - 0.32 * s),
    ]
    cv.shape(cuff, shade(LEATHER, 0.75), ink_c, lw)
    sole = [
        (x - 0.22 * s, y + 0.28 * s),
        (x + 0.46 * s, y + 0.28 * s),
        (x + 0.45 * s, y + 0.38 * s),
        (x - 0.22 * s, y + 0.38 * s),
    ]
    cv.shape(sole, (70, 48, 40), ink_c, lw)
    for t in (-0.2, -0.08):
        cv.line(
            (x + 0.02 * s, y + t * s), (x + 0.14 * s, y + (t + 0.03) * s), max(1.0, lw * 0.6), CREAM
        )


def draw_parrot(cv: Canvas, p: Point, s: float, ink_c: Color, lw: float) -> None:
    x, y = p
    red, blue, yellow = (222, 62, 52), (60, 120, 210), (250, 200, 60)
    tail = [
        (x + 0.02 * s, y + 0.2 * s),
        (x + 0.22 * s, y + 0.48 * s),
        (x + 0.06 * s, y + 0.46 * s),
        (x - 0.08 * s, y + 0.24 * s),
    ]
    cv.shape(tail, blue, ink_c, lw)
    body = ellipse_points((x, y + 0.06 * s), 0.2 * s, 0.28 * s, 24, -0.3)
    cv.shape(body, red, ink_c, lw)
    wing = ellipse_points((x + 0.06 * s, y + 0.12 * s), 0.1 * s, 0.2 * s, 18, -0.35)
    cv.shape(wing, blue, ink_c, lw)
    cv.polygon(ellipse_points((x + 0.08 * s, y + 0.2 * s), 0.06 * s, 0.08 * s, 12, -0.35), yellow)
    head = (x - 0.06 * s, y - 0.22 * s)
    cv.disc(head, 0.17 * s, red, ink_c, lw)
    beak = [
        (head[0] - 0.12 * s, head[1] - 0.06 * s),
        (head[0] - 0.3 * s, head[1] + 0.02 * s),
        (head[0] - 0.14 * s, head[1] + 0.12 * s),
    ]
    cv.shape(beak, yellow, ink_c, lw)
    cv.disc((head[0] - 0.02 * s, head[1] - 0.03 * s), 0.06 * s, (255, 255, 255), ink_c, lw * 0.6)
    cv.circle((head[0] - 0.03 * s, head[1] - 0.03 * s), 0.03 * s, ink_c)
    cv.line(
        (x - 0.16 * s, y + 0.34 * s), (x + 0.2 * s, y + 0.34 * s), max(1.0, 0.05 * s), (120, 80, 50)
    )


def draw_moon_icon(cv: Canvas, p: Point, s: float, ink_c: Color, lw: float) -> None:
    """A sleepy moon in a nightcap (bedrooms) - not the bold moon symbol of the orange cats."""
    x, y = p
    outer = arc((x, y), 0.38 * s, math.pi * 0.35, math.pi * 1.65, 24)
    moon = outer + arc((x + 0.16 * s, y - 0.04 * s), 0.3 * s, math.pi * 1.55, math.pi * 0.48, 24)
    cv.shape(moon, (250, 226, 140), ink_c, lw)
    cv.polyline(
        arc((x - 0.2 * s, y - 0.02 * s), 0.06 * s, 0.2, math.pi - 0.2, 6), max(1.0, lw * 0.8), ink_c
    )
    cap = [(x - 0.32 * s, y - 0.2 * s), (x - 0.02 * s, y - 0.36 * s), (x + 0.34 * s, y - 0.42 * s)]
    cv.shape([cap[0], (x - 0.1 * s, y - 0.46 * s), cap[2], cap[1]], (90, 130, 210), ink_c, lw)
    cv.disc(cap[2], 0.06 * s, CREAM, ink_c, lw * 0.7)
    for zx, zy, zs in ((0.22, 0.0, 0.1), (0.34, -0.16, 0.07)):
        zx, zy, zs = x + zx * s, y + zy * s, zs * s
        cv.polyline(
            [(zx - zs, zy - zs), (zx + zs, zy - zs), (zx - zs, zy + zs), (zx + zs, zy + zs)],
            max(1.0, lw * 0.8),
            (90, 130, 210),
        )


def draw_apple(cv: Canvas, p: Point, s: float, ink_c: Color, lw: float) -> None:
    x, y = p
    red = (214, 56, 48)
    left = ellipse_points((x - 0.13 * s, y + 0.06 * s), 0.24 * s, 0.3 * s, 24)
    right = ellipse_points((x + 0.13 * s, y + 0.06 * s), 0.24 * s, 0.3 * s, 24)
    for part in (left, right):
        cv.polyline(part, lw * 2, ink_c, closed=True)
    for part in (left, right):
        cv.polygon(part, red)
    cv.ellipse((x - 0.17 * s, y - 0.02 * s), 0.06 * s, 0.12 * s, shade(red, 1.4))
    cv.line((x, y - 0.22 * s), (x + 0.04 * s, y - 0.42 * s), max(1.0, 0.05 * s), (110, 70, 40))
    leaf = quad(
        (x + 0.03 * s, y - 0.32 * s), (x + 0.2 * s, y - 0.5 * s), (x + 0.34 * s, y - 0.34 * s), 8
    ) + quad(
        (x + 0.34 * s, y - 0.34 * s), (x + 0.18 * s, y - 0.22 * s), (x + 0.03 * s, y - 0.32 * s), 8
    )
    cv.shape(leaf, (110, 180, 80), ink_c, lw)


def draw_wheat(cv: Canvas, p: Point, s: float, ink_c: Color, lw: float) -> None:
    x, y = p
    straw, grain = (200, 160, 70), (238, 196, 90)
    for ang in (-0.35, 0.0, 0.35):
        base = (x + math.sin(ang) * 0.05 * s, y + 0.46 * s)
        tip = (x + math.sin(ang) * 0.42 * s, y - 0.42 * s)
        cv.line(base, tip, max(1.0, 0.05 * s) + 2 * lw, ink_c)
        cv.line(base, tip, max(1.0, 0.05 * s), straw)
    for ang in (-0.35, 0.0, 0.35):
        tip = (x + math.sin(ang) * 0.42 * s, y - 0.42 * s)
        mid = (x + math.sin(ang) * 0.22 * s, y - 0.02 * s)
        for i in range(4):
            t = i / 4
            c = (tip[0] + (mid[0] - tip[0]) * t, tip[1] + (mid[1] - tip[1]) * t)
            for side in (-1, 1):
                g = ellipse_points(
                    (c[0] + side * 0.05 * s, c[1] + 0.03 * s),
                    0.04 * s,
                    0.075 * s,
                    12,
                    ang + side * 0.5,
                )
                cv.shape(g, grain, ink_c, lw * 0.7)
        cv.shape(ellipse_points(tip, 0.035 * s, 0.07 * s, 12, ang), grain, ink_c, lw * 0.7)
    band = [
        (x - 0.14 * s, y + 0.16 * s),
        (x + 0.14 * s, y + 0.16 * s),
        (x + 0.13 * s, y + 0.25 * s),
        (x - 0.13 * s, y + 0.25 * s),
    ]
    cv.shape(band, (190, 70, 60), ink_c, lw * 0.8)


ROOM_ICONS = {
    "parrot": draw_parrot,
    "moon": draw_moon_icon,
    "apple": draw_apple,
    "wheat": draw_wheat,
}


def draw_rat(cv: Canvas, p: Point, s: float, ink_c: Color, lw: float, facing: int = 1) -> None:
    """A cute grey rat sitting in a cell (``facing`` 1 = right, -1 = left)."""
    x, y = p
    f = facing
    tail = cubic(
        (x - f * 0.2 * s, y + 0.22 * s),
        (x - f * 0.5 * s, y + 0.3 * s),
        (x - f * 0.46 * s, y - 0.1 * s),
        (x - f * 0.3 * s, y - 0.2 * s),
        14,
    )
    cv.tapered(tail, 0.06 * s + 2 * lw, 0.02 * s + 2 * lw, ink_c)
    cv.tapered(tail, 0.06 * s, 0.02 * s, PINK)
    body = ellipse_points((x - f * 0.04 * s, y + 0.12 * s), 0.27 * s, 0.2 * s, 24)
    cv.shape(body, RAT, ink_c, lw)
    cv.ellipse((x - f * 0.02 * s, y + 0.2 * s), 0.16 * s, 0.08 * s, shade(RAT, 1.2))
    head = ellipse_points((x + f * 0.18 * s, y - 0.02 * s), 0.2 * s, 0.15 * s, 24, f * 0.2)
    snout = (x + f * 0.38 * s, y + 0.04 * s)
    cv.shape(head, RAT, ink_c, lw)
    cv.shape(
        [
            (x + f * 0.28 * s, y - 0.08 * s),
            (x + f * 0.44 * s, y + 0.05 * s),
            (x + f * 0.26 * s, y + 0.1 * s),
        ],
        RAT,
        ink_c,
        lw,
    )
    cv.polygon(
        [
            (x + f * 0.24 * s, y - 0.05 * s),
            (x + f * 0.4 * s, y + 0.05 * s),
            (x + f * 0.22 * s, y + 0.08 * s),
            (x + f * 0.1 * s, y),
        ],
        RAT,
    )
    cv.circle(snout, 0.045 * s, PINK)
    ear = (x + f * 0.08 * s, y - 0.16 * s)
    cv.disc(ear, 0.11 * s, RAT, ink_c, lw)
    cv.circle(ear, 0.06 * s, PINK)
    cv.circle((x + f * 0.22 * s, y - 0.04 * s), max(0.8, 0.035 * s), ink_c)
    cv.circle((x + f * 0.21 * s, y - 0.05 * s), max(0.5, 0.012 * s), (255, 255, 255))
    if s >= 24:
        for dy in (-0.02, 0.06):
            cv.line(
                (x + f * 0.36 * s, y + 0.04 * s),
                (x + f * 0.52 * s, y + dy * s),
                max(0.7, 0.015 * s),
                ink_c,
            )
    for dx in (0.06, -0.12):
        cv.oval((x + f * dx * s, y + 0.3 * s), 0.055 * s, 0.035 * s, PINK, ink_c, lw * 0.6)


def draw_map(
    cv: Canvas,
    p: Point,
    s: float,
    ink_c: Color,
    lw: float,
    mark: RGB,
    symbol: str | None,
    symbol_scale: float = 1.0,
) -> None:
    """A treasure map: parchment, a dotted path and a big X in the map's cat colour (and its
    symbol, as large as the player's symbol size asks)."""
    x, y = p
    h = 0.42 * s
    pts = [
        (x - h, y - h + 0.04 * s),
        (x - 0.1 * s, y - h),
        (x + 0.12 * s, y - h + 0.03 * s),
        (x + h, y - h - 0.01 * s),
        (x + h - 0.02 * s, y + 0.1 * s),
        (x + h + 0.01 * s, y + h),
        (x + 0.05 * s, y + h - 0.03 * s),
        (x - h + 0.02 * s, y + h + 0.01 * s),
        (x - h - 0.01 * s, y),
    ]
    cv.polygon([(px + 0.03 * s, py + 0.04 * s) for px, py in pts], (60, 40, 30))
    cv.shape(pts, PARCHMENT, ink_c, lw)
    cv.polyline(
        [(x - h + 0.04 * s, y + h - 0.08 * s), (x + h - 0.04 * s, y + h - 0.08 * s)],
        max(1.0, 0.04 * s),
        PARCHMENT_DARK,
    )
    dots = quad(
        (x - 0.3 * s, y + 0.26 * s), (x - 0.3 * s, y - 0.2 * s), (x + 0.1 * s, y - 0.02 * s), 8
    )
    for d in dots[::2]:
        cv.circle(d, max(0.7, 0.025 * s), shade(PARCHMENT_DARK, 0.7))
    cx, cy = x + 0.12 * s, y - 0.04 * s
    r = 0.2 * s
    wdt = max(1.5, 0.11 * s)
    for a, b in (((cx - r, cy - r), (cx + r, cy + r)), ((cx - r, cy + r), (cx + r, cy - r))):
        cv.line(a, b, wdt + 2 * lw, ink_c)
    for a, b in (((cx - r, cy - r), (cx + r, cy + r)), ((cx - r, cy + r), (cx + r, cy - r))):
        cv.line(a, b, wdt, mark)
    if symbol:
        sc = (x - 0.22 * s, y - 0.2 * s)
        sr = min((0.17 if s >= 30 else 0.2) * symbol_scale, 0.28) * s
        cv.disc(sc, sr, mark, ink_c, max(1.0, sr * 0.16))
        fg = readable_on(mark)
        draw_symbol(cv, symbol, sc, sr * 0.72, fg, mark)


def draw_vesh_ship(cv: Canvas, p: Point, s: float, ink_c: Color, lw: float) -> None:
    """Vesh's ship: a dark galleon with tattered sails and a glowing red eye."""
    x, y = p
    hull_c, sail_c = (46, 34, 52), (62, 58, 72)
    # water line
    hull = [
        (x - 0.46 * s, y + 0.12 * s),
        (x + 0.46 * s, y + 0.08 * s),
        (x + 0.36 * s, y + 0.32 * s),
        (x - 0.32 * s, y + 0.32 * s),
    ]
    # masts
    for mx, top in ((-0.12, -0.46), (0.16, -0.36)):
        cv.line(
            (x + mx * s, y + 0.12 * s), (x + mx * s, y + top * s), max(1.5, 0.04 * s) + lw, ink_c
        )
        cv.line(
            (x + mx * s, y + 0.12 * s), (x + mx * s, y + top * s), max(1.0, 0.04 * s), (90, 70, 60)
        )
    sails = [
        [
            (x - 0.34 * s, y - 0.38 * s),
            (x + 0.08 * s, y - 0.4 * s),
            (x + 0.06 * s, y - 0.12 * s),
            (x - 0.02 * s, y - 0.06 * s),
            (x - 0.12 * s, y - 0.12 * s),
            (x - 0.2 * s, y - 0.05 * s),
            (x - 0.32 * s, y - 0.1 * s),
        ],
        [
            (x + 0.0 * s, y - 0.3 * s),
            (x + 0.32 * s, y - 0.32 * s),
            (x + 0.3 * s, y - 0.04 * s),
            (x + 0.2 * s, y - 0.0 * s),
            (x + 0.12 * s, y - 0.06 * s),
            (x + 0.02 * s, y - 0.02 * s),
        ],
    ]
    for sail in sails:
        cv.shape(sail, sail_c, ink_c, lw)
    # eye emblem on the big sail
    ec = (x - 0.13 * s, y - 0.24 * s)
    cv.polygon(ellipse_points(ec, 0.1 * s, 0.06 * s, 20), (240, 70, 60))
    cv.ellipse(ec, 0.025 * s, 0.055 * s, (30, 10, 20))
    cv.line(
        (x + 0.16 * s, y - 0.36 * s), (x + 0.3 * s, y - 0.42 * s), max(1.0, 0.03 * s), (200, 50, 50)
    )
    cv.shape(hull, hull_c, ink_c, lw)
    cv.line(
        (x - 0.42 * s, y + 0.16 * s),
        (x + 0.42 * s, y + 0.12 * s),
        max(1.0, 0.025 * s),
        (140, 40, 50),
    )
    for i in range(4):
        cv.circle((x + (-0.24 + i * 0.16) * s, y + 0.22 * s), max(0.8, 0.025 * s), (240, 200, 90))
    # bowsprit
    cv.line((x + 0.44 * s, y + 0.1 * s), (x + 0.5 * s, y + 0.0 * s), max(1.0, 0.03 * s), ink_c)
    # waves
    for i in range(5):
        wx = x - 0.44 * s + i * 0.22 * s
        cv.polyline(
            arc((wx, y + 0.36 * s), 0.1 * s, math.pi * 1.1, math.pi * 1.9, 8),
            max(1.0, 0.035 * s),
            (180, 220, 240),
        )


def grey(surface: pygame.Surface) -> pygame.Surface:
    """A greyed copy (used baskets)."""
    return pygame.transform.grayscale(surface)
