"""The title screen's cats: a little rowboat of cats peeking over its rim (paws on the
gunwale), and a sandbar with a palm where cats doze. Drawn by code like the rest of the art;
the cats' heads come from ``cats.draw_head`` (each colour its own ears and markings)."""

from __future__ import annotations

import math

import pygame

from game.shell.ui.art.canvas import Canvas
from game.shell.ui.art.cats import draw_head
from game.shell.ui.art.scenery import _frond
from game.shell.ui.art.style import CREAM, LOOKS, ink, line_width
from game.shell.ui.palette import Palette, shade

WOOD = (156, 104, 62)
WOOD_DARK = (112, 72, 42)
SAND = (238, 218, 170)
SEA_FRONT = (60, 140, 190)
FOAM = (226, 246, 252)


def draw_rowboat(width: int, palette: Palette, flag: str = "blue") -> pygame.Surface:
    """A rowboat seen from the side (about width x 0.42 width); the title's waves cover its
    bottom."""
    w, h = width, round(width * 0.42)
    ink_c = ink(palette)
    lw = line_width(w * 0.25, palette)
    cv = Canvas(w, h, fringe=ink_c)
    rim = h * 0.42
    hull = [(w * 0.02, rim - h * 0.06)]
    hull += [(w * (0.04 + 0.92 * t), rim + math.sin(math.pi * t) * h * 0.01) for t in (0.1, 0.5)]
    hull += [(w * 0.98, rim - h * 0.08)]
    bottom = [
        (
            w * (0.98 - 0.96 * t),
            rim + h * 0.5 * math.sin(math.pi * min(1.0, 0.15 + t * 0.85)) ** 0.6,
        )
        for t in (i / 12 for i in range(13))
    ]
    cv.shape(hull + bottom, WOOD, ink_c, lw)
    for i in range(1, 3):  # planks
        y = rim + h * 0.12 * i
        cv.line((w * 0.06 + i * w * 0.02, y), (w * 0.94 - i * w * 0.02, y), lw * 0.7, WOOD_DARK)
    cv.line((w * 0.02, rim - h * 0.06), (w * 0.98, rim - h * 0.08), lw * 2.6, WOOD_DARK)
    # a mast with the boat's little flag at the stern
    mast = (w * 0.9, rim - h * 0.06)
    cv.line(mast, (mast[0], rim - h * 0.4), lw * 1.2, WOOD_DARK)
    flag_color = palette.cats.get(flag, (90, 140, 220))
    cv.shape(
        [(mast[0], rim - h * 0.4), (mast[0] - w * 0.1, rim - h * 0.34), (mast[0], rim - h * 0.28)],
        flag_color,
        ink_c,
        lw * 0.8,
    )
    return cv.finish()


def draw_peeking_cat(
    size: int, color: str, palette: Palette, closed: bool = False
) -> pygame.Surface:
    """A cat's head with its two paws below it (paws on a rim), ``closed``: a blink."""
    cv = Canvas(size, size, fringe=ink(palette))
    c = size * 1.05
    draw_head(
        cv,
        (size / 2, size * 0.5),
        c,
        palette.cats[color],
        LOOKS[color],
        palette,
        detail=True,
        paws=True,
        closed=closed,
    )
    return cv.finish()


def draw_sandbar(width: int, palette: Palette) -> pygame.Surface:
    """A small sandbar in the sea with a leaning palm and a starfish."""
    w, h = width, round(width * 0.62)
    ink_c = ink(palette)
    lw = line_width(w * 0.2, palette)
    cv = Canvas(w, h, fringe=ink_c)
    base = h * 0.78
    cv.oval((w * 0.5, base), w * 0.5, h * 0.16, shade(SEA_FRONT, 1.25))
    cv.oval((w * 0.5, base - h * 0.02), w * 0.44, h * 0.13, SAND, ink_c, lw)
    # the palm: a curved trunk and a crown of fronds
    trunk = [
        (w * (0.2 + 0.1 * t * t), base - h * 0.04 - h * 0.62 * t) for t in (i / 8 for i in range(9))
    ]
    cv.tapered(trunk, w * 0.035, w * 0.02, (130, 92, 56))
    top = trunk[-1]
    for j in range(7):
        side = -1 if j < 3 else 1
        spread = (j if j < 3 else j - 3) / 3  # 0 near the top, 1 hanging low
        length = h * (0.3 + 0.05 * (j % 2))
        _frond(
            cv,
            top,
            side,
            length,
            0.15 + 0.85 * (1 - spread),
            0.15 + 0.55 * spread,
            shade((70, 150, 86), 0.9 + 0.08 * (j % 3)),
        )
    for k in range(3):
        cv.circle((top[0] + (k - 1) * w * 0.012, top[1] + h * 0.015), w * 0.012, (96, 70, 44))
    # a starfish on the sand
    sx, sy, r = w * 0.86, base - h * 0.02, w * 0.03
    points = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        points.append((sx + math.cos(a) * rr, sy + math.sin(a) * rr * 0.7))
    cv.shape(points, (240, 140, 110), ink_c, lw * 0.6)
    cv.circle((sx, sy), r * 0.12, CREAM)
    return cv.finish()
