"""Small marks for the timeline and the captions: a cat's paw raised (a pass) and a sunrise
(a new day). Drawn on a ``Canvas`` around a centre, like the icons."""

from __future__ import annotations

import math

from game.shell.ui.art.canvas import Canvas, Color
from game.shell.ui.art.geom import Point
from game.shell.ui.art.style import CREAM, GOLD, GOLD_LIGHT, PINK


def draw_paw(cv: Canvas, p: Point, s: float, ink_c: Color, lw: float) -> None:
    """A cat's paw print, cream with pink pads: "I pass"."""
    x, y = p
    cv.oval((x, y + s * 0.16), s * 0.27, s * 0.22, CREAM, ink_c, lw)
    cv.oval((x, y + s * 0.18), s * 0.15, s * 0.11, PINK)
    for dx, dy in ((-0.3, -0.08), (-0.11, -0.27), (0.11, -0.27), (0.3, -0.08)):
        center = (x + dx * s, y + dy * s)
        cv.oval(center, s * 0.1, s * 0.12, CREAM, ink_c, lw)
        cv.oval((center[0], center[1] + s * 0.01), s * 0.05, s * 0.06, PINK)


def draw_sunrise(cv: Canvas, p: Point, s: float, ink_c: Color, lw: float) -> None:
    """The sun rising over the sea: a new day."""
    x, y = p
    for i in range(7):
        a = math.pi + math.pi * i / 6
        inner, outer = s * 0.3, s * 0.46
        cv.line(
            (x + math.cos(a) * inner, y + s * 0.1 + math.sin(a) * inner),
            (x + math.cos(a) * outer, y + s * 0.1 + math.sin(a) * outer),
            max(1.0, lw * 1.2),
            GOLD,
        )
    sun = [(x, y + s * 0.12)] + [
        (x + math.cos(a) * s * 0.22, y + s * 0.12 + math.sin(a) * s * 0.22)
        for a in (math.pi + math.pi * i / 16 for i in range(17))
    ]
    cv.shape(sun, GOLD_LIGHT, ink_c, lw)  # half a sun: the sea hides the rest
    for i, depth in enumerate((0.14, 0.26, 0.38)):
        cv.line(
            (x - s * (0.42 - 0.08 * i), y + s * depth),
            (x + s * (0.42 - 0.08 * i), y + s * depth),
            max(1.0, lw),
            (84, 168, 214),
        )
