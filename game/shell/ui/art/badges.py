"""The box's small badges: a colour's symbol on its disc, a challenge's star, a padlock."""

from __future__ import annotations

import math

from game.shell.ui.art.canvas import Canvas, Color
from game.shell.ui.art.geom import Point, arc, star
from game.shell.ui.art.style import GOLD, GOLD_DARK, GOLD_LIGHT
from game.shell.ui.art.symbols import draw_symbol
from game.shell.ui.palette import RGB, luminance, readable_on


def draw_symbol_disc(cv: Canvas, p: Point, s: float, fill: RGB, symbol: str, ink_c: Color) -> None:
    """The colour's symbol alone on a disc of the cat colour, with a contrasting outline."""
    r = s * 0.46
    fg = readable_on(fill)
    ring_col = (255, 255, 255) if luminance(fill) < 0.3 else ink_c
    cv.circle(p, r, ink_c)
    cv.circle(p, r - max(1.0, s * 0.05), ring_col)
    cv.circle(p, r - max(1.5, s * 0.1), fill)
    draw_symbol(cv, symbol, p, r * 0.62, fg, fill)


def draw_star(cv: Canvas, p: Point, s: float, ink_c: Color, lw: float, earned: bool) -> None:
    """A challenge's star: gold when earned, an empty outline on a dark fill when not."""
    points = star(p, 0.47 * s, 0.2 * s)
    if earned:
        cv.shape(points, GOLD, ink_c, lw)
        cv.polygon(star((p[0] - 0.04 * s, p[1] - 0.05 * s), 0.2 * s, 0.09 * s), GOLD_LIGHT)
    else:
        cv.shape(points, (54, 62, 84), (196, 204, 220), max(1.0, lw))


def draw_lock(cv: Canvas, p: Point, s: float, ink_c: Color, lw: float) -> None:
    """A padlock: a challenge not open yet."""
    x, y = p
    shackle = arc((x, y - 0.08 * s), 0.2 * s, math.pi, 2 * math.pi, 12)
    cv.polyline(shackle, 0.11 * s + 2 * lw, ink_c, cap=True)
    cv.polyline(shackle, 0.11 * s, (196, 204, 220), cap=True)
    body = (x - 0.3 * s, y - 0.08 * s, 0.6 * s, 0.5 * s)
    cv.rect(body[0] - lw, body[1] - lw, body[2] + 2 * lw, body[3] + 2 * lw, ink_c, 0.1 * s)
    cv.rect(*body, GOLD_DARK, 0.08 * s)
    cv.circle((x, y + 0.12 * s), 0.07 * s, ink_c)
    cv.line((x, y + 0.14 * s), (x, y + 0.26 * s), 0.06 * s, ink_c)
