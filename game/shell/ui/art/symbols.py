"""The Accessijeux colour symbols (drop, clover, heart, flower, moon) as vector shapes.

Each symbol is a list of polygons in a unit box (about -1..1), tagged "fill" (the symbol's
ink) or "hole" (cut back to the background). Shapes are bold and simple so that they stay
legible at 7-8 pixels (a tile at 12 px per cell).
"""

from __future__ import annotations

import math
from functools import cache

from game.shell.ui.art.canvas import Canvas, Color
from game.shell.ui.art.geom import Point, arc, transform

SYMBOL_NAMES = ("drop", "clover", "heart", "flower", "moon")


def _circle(cx: float, cy: float, r: float, steps: int = 24) -> list[Point]:
    return [
        (cx + r * math.cos(2 * math.pi * i / steps), cy + r * math.sin(2 * math.pi * i / steps))
        for i in range(steps)
    ]


@cache
def shapes(name: str) -> tuple[tuple[str, tuple[Point, ...]], ...]:
    parts: list[tuple[str, list[Point]]] = []
    if name == "drop":
        # round bottom, pointed top: the tip joins the circle along its two tangents
        r, cy, tip = 0.62, 0.3, -0.95
        a = math.acos(r / (cy - tip))
        pts = [(0.0, tip)] + arc((0.0, cy), r, -math.pi / 2 + a, 1.5 * math.pi - a, 28)
        parts.append(("fill", pts))
        parts.append(("hole", _ellipse(-0.22, 0.26, 0.11, 0.2)))
    elif name == "clover":
        for ang in (-90, 30, 150):
            a = math.radians(ang)
            cx, cy = 0.44 * math.cos(a), 0.44 * math.sin(a) - 0.1
            parts.append(("fill", _circle(cx, cy, 0.44)))
        parts.append(("fill", _circle(0.0, -0.1, 0.3)))
        stem = [(-0.09, 0.1), (0.09, 0.1), (0.28, 0.98), (0.1, 0.98)]
        parts.append(("fill", stem))
    elif name == "heart":
        pts = []
        for i in range(48):
            t = 2 * math.pi * i / 48
            x = 16 * math.sin(t) ** 3
            y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
            pts.append((x / 17.0, -y / 17.0 + 0.08))
        parts.append(("fill", pts))
    elif name == "flower":
        for i in range(5):
            a = -math.pi / 2 + 2 * math.pi * i / 5
            parts.append(("fill", _circle(0.5 * math.cos(a), 0.5 * math.sin(a), 0.42)))
        parts.append(("hole", _circle(0.0, 0.0, 0.26)))
        parts.append(("fill", _circle(0.0, 0.0, 0.15)))
    elif name == "moon":
        outer_r, inner_r, off = 0.92, 0.78, 0.48
        # crescent opening to the right: outer circle minus a circle shifted right-up
        pts = []
        # intersection angles of the two circles
        d = off
        x = (d * d + outer_r * outer_r - inner_r * inner_r) / (2 * d)
        y = math.sqrt(max(0.0, outer_r * outer_r - x * x))
        ang_out = math.atan2(y, x)
        rot = -0.5
        pts += arc((0, 0), outer_r, ang_out, 2 * math.pi - ang_out, 32)
        ang_in = math.atan2(y, x - d)
        pts += arc((d, 0), inner_r, 2 * math.pi - ang_in, ang_in, 32)
        pts = transform(pts, (-0.12, 0.0), 1.0, rot)
        parts.append(("fill", pts))
    else:
        raise ValueError(f"unknown symbol {name!r}; one of {SYMBOL_NAMES}")
    return tuple((role, tuple(p)) for role, p in parts)


def _ellipse(cx: float, cy: float, rx: float, ry: float) -> list[Point]:
    return [
        (cx + rx * math.cos(2 * math.pi * i / 16), cy + ry * math.sin(2 * math.pi * i / 16))
        for i in range(16)
    ]


def draw_symbol(
    canvas: Canvas,
    name: str,
    center: Point,
    radius: float,
    fill: Color,
    background: Color,
    outline: Color | None = None,
    width: float = 0.0,
) -> None:
    """Draw symbol ``name`` centred at ``center`` fitting in a circle of ``radius`` pixels.
    ``background`` colours the holes; an ``outline`` of ``width`` pixels goes around the ink
    (drawn first, so it reads as a halo)."""
    parts = shapes(name)
    placed = [(role, transform(pts, center, radius)) for role, pts in parts]
    if outline is not None and width > 0:
        for role, pts in placed:
            if role == "fill":
                canvas.polyline(pts, width * 2, outline, closed=True)
    small = radius < 6
    for role, pts in placed:
        if role == "fill":
            canvas.polygon(pts, fill)
        elif not small or name == "flower":
            canvas.polygon(pts, background)
