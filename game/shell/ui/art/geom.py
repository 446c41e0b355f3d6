"""Vector geometry for the procedural art: curves, arcs, rounded polyomino outlines, orientation.

Everything works in float pixel coordinates of the final image; ``Canvas`` scales them for
supersampling. Nothing here touches pygame.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

Point = tuple[float, float]
Cell = tuple[int, int]


def lerp(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def add(a: Point, b: Point, s: float = 1.0) -> Point:
    return (a[0] + b[0] * s, a[1] + b[1] * s)


def unit(v: Point) -> Point:
    n = math.hypot(v[0], v[1]) or 1.0
    return (v[0] / n, v[1] / n)


def perp(v: Point) -> Point:
    """``v`` turned a quarter clockwise on screen (y down)."""
    return (-v[1], v[0])


def cubic(p0: Point, p1: Point, p2: Point, p3: Point, steps: int = 16) -> list[Point]:
    """Points of a cubic Bezier curve, both ends included."""
    out = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
        out.append(
            (
                a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
                a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1],
            )
        )
    return out


def quad(p0: Point, p1: Point, p2: Point, steps: int = 12) -> list[Point]:
    """Points of a quadratic Bezier curve, both ends included."""
    out = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        out.append(
            (
                u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
                u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
            )
        )
    return out


def arc(center: Point, radius: float, start: float, end: float, steps: int = 12) -> list[Point]:
    """Points of a circular arc from angle ``start`` to ``end`` (radians, y down)."""
    return [
        (
            center[0] + radius * math.cos(start + (end - start) * i / steps),
            center[1] + radius * math.sin(start + (end - start) * i / steps),
        )
        for i in range(steps + 1)
    ]


def ellipse_points(
    center: Point, rx: float, ry: float, steps: int = 32, rotation: float = 0.0
) -> list[Point]:
    cr, sr = math.cos(rotation), math.sin(rotation)
    out = []
    for i in range(steps):
        a = 2 * math.pi * i / steps
        x, y = rx * math.cos(a), ry * math.sin(a)
        out.append((center[0] + x * cr - y * sr, center[1] + x * sr + y * cr))
    return out


def star(
    center: Point, outer: float, inner: float, points: int = 5, rotation: float = -math.pi / 2
) -> list[Point]:
    out = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = rotation + math.pi * i / points
        out.append((center[0] + r * math.cos(a), center[1] + r * math.sin(a)))
    return out


def rounded_rect(x: float, y: float, w: float, h: float, r: float, steps: int = 6) -> list[Point]:
    r = max(0.0, min(r, w / 2, h / 2))
    pts: list[Point] = []
    pts += arc((x + w - r, y + r), r, -math.pi / 2, 0, steps)
    pts += arc((x + w - r, y + h - r), r, 0, math.pi / 2, steps)
    pts += arc((x + r, y + h - r), r, math.pi / 2, math.pi, steps)
    pts += arc((x + r, y + r), r, math.pi, 1.5 * math.pi, steps)
    return pts


def transform(
    points: Iterable[Point], origin: Point, scale: float = 1.0, rotation: float = 0.0
) -> list[Point]:
    """Unit-space points scaled, rotated (radians) and moved to ``origin``."""
    cr, sr = math.cos(rotation), math.sin(rotation)
    return [
        (origin[0] + (x * cr - y * sr) * scale, origin[1] + (x * sr + y * cr) * scale)
        for x, y in points
    ]


# --- polyominoes -------------------------------------------------------------------------------


def orient_cells(cells: Sequence[Cell], k: int) -> list[Cell]:
    """``cells`` in orientation ``k`` (as ``rules.geometry.orient``: mirror left-right when
    k >= 4, then k % 4 quarter turns clockwise), normalised to (0, 0), in the input order so
    that a cell keeps its identity (head, tail) across orientations."""
    out = [(-x, y) if k >= 4 else (x, y) for x, y in cells]
    for _ in range(k % 4):
        out = [(-y, x) for x, y in out]
    mx = min(x for x, _ in out)
    my = min(y for _, y in out)
    return [(x - mx, y - my) for x, y in out]


def neighbours(cell: Cell, cells: set[Cell]) -> list[Cell]:
    x, y = cell
    return [n for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)) if n in cells]


def distances(start: Cell, cells: set[Cell]) -> dict[Cell, int]:
    dist = {start: 0}
    todo = [start]
    while todo:
        nxt = []
        for c in todo:
            for n in neighbours(c, cells):
                if n not in dist:
                    dist[n] = dist[c] + 1
                    nxt.append(n)
        todo = nxt
    return dist


def boundary_loops(cells: Iterable[Cell]) -> list[list[tuple[Point, Point]]]:
    """Corner loops of a set of grid cells, clockwise on screen (interior on the right).
    Each loop is a list of (corner, outgoing unit direction); straight runs are merged."""
    cellset = set(cells)
    edges: dict[Cell, list[Cell]] = {}

    def edge(a: Cell, b: Cell) -> None:
        edges.setdefault(a, []).append(b)

    for x, y in cellset:
        if (x, y - 1) not in cellset:
            edge((x, y), (x + 1, y))
        if (x + 1, y) not in cellset:
            edge((x + 1, y), (x + 1, y + 1))
        if (x, y + 1) not in cellset:
            edge((x + 1, y + 1), (x, y + 1))
        if (x - 1, y) not in cellset:
            edge((x, y + 1), (x, y))
    loops = []
    while edges:
        start = min(edges)
        loop_pts = [start]
        cur = start
        prev_dir: Cell | None = None
        while True:
            outs = edges[cur]
            if len(outs) == 1:
                nxt = outs.pop()
            else:  # pinch point: take the sharpest right turn to keep loops simple

                def turn(p: Cell, cur: Cell = cur, prev_dir: Cell | None = prev_dir) -> int:
                    d = (p[0] - cur[0], p[1] - cur[1])
                    if prev_dir is None:
                        return 0
                    return -(prev_dir[0] * d[1] - prev_dir[1] * d[0])

                nxt = min(outs, key=turn)
                outs.remove(nxt)
            if not outs:
                del edges[cur]
            prev_dir = (nxt[0] - cur[0], nxt[1] - cur[1])
            cur = nxt
            if cur == start:
                break
            loop_pts.append(cur)
        # keep only corners (direction changes)
        n = len(loop_pts)
        corners = []
        for i in range(n):
            a, b, c = loop_pts[i - 1], loop_pts[i], loop_pts[(i + 1) % n]
            d1 = (b[0] - a[0], b[1] - a[1])
            d2 = (c[0] - b[0], c[1] - b[1])
            if d1 != d2:
                corners.append((b, d2))
        loops.append([((float(p[0]), float(p[1])), (float(d[0]), float(d[1]))) for p, d in corners])
    return loops


def rounded_outline(
    cells: Iterable[Cell],
    cell: float,
    inset: float,
    radius: float,
    concave: float | None = None,
    origin: Point = (0.0, 0.0),
    steps: int = 7,
) -> list[list[Point]]:
    """Closed outlines (one per loop) of the union of grid ``cells`` of size ``cell`` pixels,
    pulled in by ``inset`` pixels and with every corner rounded: convex corners by ``radius``,
    concave corners by ``concave`` (default ``radius / 2``)."""
    if concave is None:
        concave = radius / 2
    out = []
    for loop in boundary_loops(cells):
        n = len(loop)
        verts = []
        for i in range(n):
            p, d_out = loop[i]
            d_in = loop[i - 1][1]
            n_in, n_out = perp(d_in), perp(d_out)
            v = (
                origin[0] + p[0] * cell + (n_in[0] + n_out[0]) * inset,
                origin[1] + p[1] * cell + (n_in[1] + n_out[1]) * inset,
            )
            convex = d_in[0] * d_out[1] - d_in[1] * d_out[0] > 0
            verts.append((v, d_in, d_out, convex))
        # clamp radii so that two corners never overlap on one edge
        radii = [radius if c else concave for _, _, _, c in verts]
        for i in range(n):
            j = (i + 1) % n
            length = math.dist(verts[i][0], verts[j][0])
            total = radii[i] + radii[j]
            if total > length * 0.999 and total > 0:
                f = length * 0.999 / total
                radii[i] = min(radii[i], radii[i] * f)
                radii[j] = min(radii[j], radii[j] * f)
        pts: list[Point] = []
        for (v, d_in, d_out, convex), r in zip(verts, radii, strict=True):
            if r <= 0.01:
                pts.append(v)
                continue
            start = (v[0] - d_in[0] * r, v[1] - d_in[1] * r)
            n_in = perp(d_in)
            side = 1 if convex else -1
            centre = (start[0] + n_in[0] * r * side, start[1] + n_in[1] * r * side)
            end = (v[0] + d_out[0] * r, v[1] + d_out[1] * r)
            a0 = math.atan2(start[1] - centre[1], start[0] - centre[0])
            a1 = math.atan2(end[1] - centre[1], end[0] - centre[0])
            delta = (a1 - a0 + math.pi) % (2 * math.pi) - math.pi
            pts += arc(centre, r, a0, a0 + delta, steps)
        out.append(pts)
    return out


def hash01(*values: int) -> float:
    """A stable pseudo-random number in [0, 1) from integers (no global random state)."""
    h = 2166136261
    for v in values:
        h ^= (v * 2654435761) & 0xFFFFFFFF
        h = (h * 16777619) & 0xFFFFFFFF
        h ^= h >> 13
    return (h & 0xFFFFFF) / 0x1000000
