"""Scenery: the island with its two fields, the table background, and the title screen's
layers (sky, clouds, far sea, island silhouette, waves) that the menu scrolls gently.

Every layer that moves is seamless horizontally: blit it at ``x % w`` and ``x % w - w``.
"""

from __future__ import annotations

import math

import pygame

from game.shell.ui.art.canvas import Canvas, Color, gradient_surface
from game.shell.ui.art.geom import Point, hash01, rounded_rect
from game.shell.ui.art.style import INK
from game.shell.ui.palette import RGB, Palette, shade

SEA_DEEP: RGB = (28, 86, 132)
SEA: RGB = (44, 122, 170)
SHALLOW: RGB = (86, 196, 206)
SAND: RGB = (240, 220, 164)
GRASS: RGB = (122, 186, 92)
GRASS_DARK: RGB = (92, 152, 70)
FIELD: RGB = (156, 208, 108)
FENCE: RGB = (170, 116, 70)


def _blob(
    center: Point, rx: float, ry: float, seed: int, wobble: float = 0.07, steps: int = 72
) -> list[Point]:
    out = []
    phases = [hash01(seed, i) * 2 * math.pi for i in range(4)]
    for i in range(steps):
        a = 2 * math.pi * i / steps
        r = 1 + wobble * (
            math.sin(3 * a + phases[0]) * 0.6
            + math.sin(5 * a + phases[1]) * 0.3
            + math.sin(2 * a + phases[2]) * 0.5
        )
        out.append((center[0] + math.cos(a) * rx * r, center[1] + math.sin(a) * ry * r))
    return out


def island_fields(width: int, height: int) -> tuple[pygame.Rect, pygame.Rect]:
    """Where the cats wait: the inside of the left and the right field's fences."""
    fw, fh = round(width * 0.3), round(height * 0.5)
    top = round(height * 0.25)
    left = pygame.Rect(round(width * 0.17), top, fw, fh)
    right = pygame.Rect(round(width * 0.53), top, fw, fh)
    return left, right


def draw_island(width: int, height: int, palette: Palette) -> pygame.Surface:
    w, h = width, height
    s = min(w, h)
    cv = Canvas(w, h, fringe=SEA_DEEP)
    cv.blit_big(
        pygame.transform.smoothscale(
            gradient_surface(4, 64, [(0.0, SEA), (1.0, SEA_DEEP)]), (w * cv.ss, h * cv.ss)
        ),
        (0, 0),
    )
    centre = (w * 0.5, h * 0.5)
    cv.polygon(_blob(centre, w * 0.47, h * 0.46, 3, 0.05), shade(SHALLOW, 0.85))
    cv.polygon(_blob(centre, w * 0.45, h * 0.43, 3, 0.05), SHALLOW)
    cv.polygon(_blob((centre[0], centre[1] + s * 0.01), w * 0.415, h * 0.385, 5, 0.05), SAND)
    grass = _blob(centre, w * 0.385, h * 0.34, 5, 0.05)
    cv.polygon([(x, y + s * 0.012) for x, y in grass], GRASS_DARK)
    cv.polygon(grass, GRASS)
    # grass tufts
    for i in range(60):
        x = w * (0.15 + 0.7 * hash01(i, 1))
        y = h * (0.2 + 0.6 * hash01(i, 2))
        if (x - centre[0]) ** 2 / (w * 0.36) ** 2 + (y - centre[1]) ** 2 / (h * 0.31) ** 2 > 1:
            continue
        cv.polyline(
            [
                (x - s * 0.008, y),
                (x - s * 0.003, y - s * 0.012),
                (x, y),
                (x + s * 0.004, y - s * 0.014),
                (x + s * 0.008, y),
            ],
            max(1.0, s * 0.003),
            GRASS_DARK,
        )
    # waves around
    for i in range(40):
        x = w * hash01(i, 7)
        y = h * hash01(i, 8)
        if (x - centre[0]) ** 2 / (w * 0.48) ** 2 + (y - centre[1]) ** 2 / (h * 0.47) ** 2 < 1:
            continue
        r = s * (0.015 + 0.01 * hash01(i, 9))
        cv.polyline(
            [(x - r + 2 * r * t / 6, y - math.sin(math.pi * t / 6) * r * 0.4) for t in range(7)],
            max(1.0, s * 0.004),
            (200, 236, 246),
        )
    ink_c = INK
    lw = max(1.0, s * 0.004)
    # the path between the fields, down to a small jetty
    path = [(w * 0.5, h * 0.18), (w * 0.49, h * 0.5), (w * 0.5, h * 0.8)]
    cv.polyline(path, s * 0.05, shade(SAND, 0.95))
    cv.polyline(path, s * 0.035, SAND)
    jetty = rounded_rect(w * 0.48, h * 0.78, w * 0.04, h * 0.16, s * 0.005)
    cv.shape(jetty, FENCE, ink_c, lw)
    for i in range(5):
        y = h * (0.8 + i * 0.028)
        cv.line((w * 0.48, y), (w * 0.52, y), max(1.0, s * 0.003), shade(FENCE, 0.7))
    # fields with fences
    for rect in island_fields(w, h):
        outer = rect.inflate(round(s * 0.04), round(s * 0.04))
        field = rounded_rect(outer.x, outer.y, outer.w, outer.h, s * 0.03)
        cv.polygon([(x + s * 0.006, y + s * 0.008) for x, y in field], GRASS_DARK)
        cv.polygon(field, FIELD)
        for j in range(6):  # mown stripes
            y0 = outer.y + outer.h * j / 6
            if j % 2:
                cv.rect(outer.x + s * 0.02, y0, outer.w - s * 0.04, outer.h / 6, shade(FIELD, 1.06))
        cv.polyline(field, s * 0.012 + 2 * lw, ink_c, closed=True)
        cv.polyline(field, s * 0.012, FENCE, closed=True)
        cv.polyline(
            [(x, y - s * 0.004) for x, y in field],
            max(1.0, s * 0.004),
            shade(FENCE, 1.3),
            closed=True,
        )
        # posts
        n = 10
        for k in range(len(field)):
            if k % max(1, len(field) // (n * 2)) == 0:
                cv.disc(field[k], s * 0.009, shade(FENCE, 0.85), ink_c, lw)
        # gate facing the path
        gx = outer.right if outer.centerx < w / 2 else outer.x
        cv.line((gx, outer.centery - s * 0.03), (gx, outer.centery + s * 0.03), s * 0.02, FIELD)
    # palms and rocks around the fields
    for i, (px, py) in enumerate(
        ((0.1, 0.36), (0.88, 0.3), (0.5, 0.12), (0.14, 0.74), (0.86, 0.72))
    ):
        _palm(cv, (w * px, h * py), s * 0.11, ink_c, lw, i)
    for i, (rx, ry) in enumerate(((0.27, 0.86), (0.72, 0.86), (0.38, 0.14), (0.64, 0.16))):
        _rock(cv, (w * rx, h * ry), s * 0.025, ink_c, lw, i)
    return cv.finish()


def _palm(cv: Canvas, p: Point, s: float, ink_c: Color, lw: float, seed: int) -> None:
    """A palm tree seen from above, with its shadow."""
    x, y = p
    cv.ellipse((x + s * 0.25, y + s * 0.3), s * 0.45, s * 0.22, (80, 130, 64))
    trunk = [(x, y + s * 0.4), (x + s * 0.05, y)]
    cv.line(trunk[0], trunk[1], s * 0.12 + 2 * lw, ink_c)
    cv.line(trunk[0], trunk[1], s * 0.12, (150, 104, 64))
    for i in range(7):
        a = 2 * math.pi * i / 7 + hash01(seed, i) * 0.4
        tip = (x + s * 0.05 + math.cos(a) * s * 0.55, y + math.sin(a) * s * 0.42)
        mid = (x + s * 0.05 + math.cos(a + 0.25) * s * 0.3, y + math.sin(a + 0.25) * s * 0.24)
        mid2 = (x + s * 0.05 + math.cos(a - 0.25) * s * 0.3, y + math.sin(a - 0.25) * s * 0.24)
        leaf = [(x + s * 0.05, y), mid, tip, mid2]
        cv.shape(leaf, (70, 160, 80) if i % 2 else (90, 180, 90), ink_c, lw)
    cv.disc((x + s * 0.05, y), s * 0.08, (120, 84, 50), ink_c, lw)


def _rock(cv: Canvas, p: Point, s: float, ink_c: Color, lw: float, seed: int) -> None:
    pts = _blob(p, s * 1.2, s * 0.8, 40 + seed, 0.15, 16)
    cv.shape(pts, (150, 150, 156), ink_c, lw)
    cv.ellipse((p[0] - s * 0.3, p[1] - s * 0.25), s * 0.4, s * 0.2, (190, 190, 196))


def draw_table(w: int, h: int, palette: Palette) -> pygame.Surface:
    """The play table: a deep sea-blue cloth lit from above, with a faint compass-and-waves
    pattern and a soft vignette. Quiet, so that cards and boats stand out."""
    base = palette.background
    surface = pygame.Surface((w, h))
    surface.fill(base)
    if palette.name == "high_contrast":
        return surface
    surface.blit(_radial((w, h), (52, 92, 128), 200), (0, 0))
    pattern = pygame.Surface((w, h), pygame.SRCALPHA)
    col = (*shade(base, 1.9), 24)
    gold = (214, 172, 96, 34)
    s = min(w, h)
    step = max(24, round(s * 0.06))
    for row in range(h // step + 2):
        y = row * step
        pts = [
            (x, y + math.sin(x / step * math.pi) * step * 0.18)
            for x in range(0, w + step, max(4, step // 6))
        ]
        if len(pts) > 1:
            pygame.draw.lines(pattern, col, False, pts, max(1, round(s * 0.002)))
    # a faint compass rose
    c = (w * 0.5, h * 0.5)
    r = s * 0.42
    pygame.draw.circle(pattern, gold, c, r, max(1, round(s * 0.003)))
    pygame.draw.circle(pattern, gold, c, r * 0.8, max(1, round(s * 0.002)))
    for i in range(16):
        a = 2 * math.pi * i / 16
        rr = r if i % 4 == 0 else (r * 0.7 if i % 2 == 0 else r * 0.5)
        pygame.draw.line(
            pattern,
            gold,
            c,
            (c[0] + math.cos(a) * rr, c[1] + math.sin(a) * rr),
            max(1, round(s * 0.002)),
        )
    surface.blit(pattern, (0, 0))
    surface.blit(_vignette((w, h), 150), (0, 0))
    return surface


def _radial(size: tuple[int, int], color: Color, alpha: int) -> pygame.Surface:
    small = pygame.Surface((48, 27), pygame.SRCALPHA)
    for y in range(27):
        for x in range(48):
            dx = (x + 0.5) / 48 - 0.5
            dy = ((y + 0.5) / 27 - 0.45) * 0.8
            d = min(1.0, math.hypot(dx, dy) * 1.25)
            a = round(alpha * (1 - d) ** 1.4)
            small.set_at((x, y), (*color[:3], a))
    return pygame.transform.smoothscale(small, size)


def _vignette(size: tuple[int, int], alpha: int) -> pygame.Surface:
    small = pygame.Surface((48, 27), pygame.SRCALPHA)
    for y in range(27):
        for x in range(48):
            dx = (x + 0.5) / 48 - 0.5
            dy = (y + 0.5) / 27 - 0.5
            d = max(0.0, math.hypot(dx, dy * 1.1) * 1.55 - 0.35)
            small.set_at((x, y), (0, 0, 0, min(255, round(alpha * d * d))))
    return pygame.transform.smoothscale(small, size)


# --- the title screen ------------------------------------------------------------------------


def title_layers(w: int, h: int, palette: Palette) -> list[tuple[pygame.Surface, float]]:
    """(surface, parallax speed) from back to front; speeds are fractions of the scroll."""
    horizon = round(h * 0.56)
    ss = 2 if w * h <= 1920 * 1080 else 1  # 4K is dense enough without supersampling
    sky = gradient_surface(
        w,
        h,
        [
            (0.0, (96, 160, 222)),
            (0.45, (170, 206, 236)),
            (0.56, (255, 222, 178)),
            (1.0, (255, 222, 178)),
        ],
    )
    sky = sky.convert_alpha() if pygame.display.get_surface() else sky
    glow = _sun(round(min(w, h) * 0.5))
    sky.blit(
        glow, (round(w * 0.72 - glow.get_width() / 2), round(horizon - glow.get_height() * 0.62))
    )

    clouds = Canvas(w, h, ss=ss, fringe=(255, 255, 255))
    for i in range(5):
        cx = w * (i + 0.2 + hash01(i, 2) * 0.5) / 5
        cy = h * (0.09 + 0.22 * hash01(i, 3))
        sc = min(w, h) * (0.045 + 0.04 * hash01(i, 4))
        for dx in (-w, 0, w):
            _cloud(clouds, (cx + dx, cy), sc)
    far_sea = Canvas(w, h, ss=ss, fringe=SEA)
    far_sea.blit_big(
        pygame.transform.smoothscale(
            gradient_surface(4, 64, [(0.0, (118, 186, 214)), (1.0, (36, 100, 150))]),
            (w * ss, (h - horizon) * ss),
        ),
        (0, horizon),
    )
    for i in range(50):
        x = w * hash01(i, 11)
        y = horizon + (h - horizon) * hash01(i, 12) ** 1.5
        ln = min(w, h) * (0.01 + 0.03 * hash01(i, 13)) * (1 + (y - horizon) / h * 3)
        for dx in (-w, 0, w):
            far_sea.line((x + dx - ln, y), (x + dx + ln, y), max(1.0, h * 0.002), (214, 240, 250))
    for i in range(26):
        t = hash01(i, 21)
        y = horizon + (h - horizon) * 0.5 * t**1.3 + 2
        half = min(w, h) * (0.008 + 0.03 * t) * (0.4 + hash01(i, 22))
        x = w * 0.72 + (hash01(i, 23) - 0.5) * min(w, h) * (0.04 + 0.12 * t)
        far_sea.line((x - half, y), (x + half, y), max(1.0, h * 0.003), (255, 244, 214))
    island = Canvas(w, h, ss=ss, fringe=(40, 80, 70))
    ix, iw = w * 0.22, w * 0.3
    hill = [
        (
            ix - iw / 2 + iw * t / 40,
            horizon - math.sin(math.pi * t / 40) ** 0.7 * h * 0.09 - math.sin(t / 3) * h * 0.004,
        )
        for t in range(41)
    ]
    island.polygon(hill + [(ix + iw / 2, horizon + 2), (ix - iw / 2, horizon + 2)], (64, 116, 96))
    frond = (50, 92, 76)
    for k, px in enumerate((0.3, 0.42, 0.63)):
        bx = ix - iw / 2 + iw * px
        base = (bx, horizon - h * 0.06)
        lean = (0.012 + 0.01 * k) * w * (1 if k != 1 else -0.6)
        trunk = [
            (base[0] + lean * t * t, base[1] - h * 0.11 * t) for t in (i / 8 for i in range(9))
        ]
        island.tapered(trunk, max(2.0, h * 0.009), max(1.5, h * 0.005), frond)
        top = trunk[-1]
        # rings on the trunk, then the crown: arched fronds with leaflets, and coconuts
        for t in (i / 7 for i in range(1, 7)):
            cx = base[0] + lean * t * t
            cy = base[1] - h * 0.11 * t
            half = (max(2.0, h * 0.009) * (1 - t) + max(1.5, h * 0.005) * t) * 0.4
            island.line(
                (cx - half, cy),
                (cx + half, cy + h * 0.002),
                max(1.0, h * 0.002),
                shade(frond, 0.78),
            )
        for j in range(7):
            side = -1 if j < 3 else 1
            spread = (j if j < 3 else j - 3) / 3  # 0 near the top, 1 hanging low
            length = h * (0.075 + 0.02 * hash01(k, j, 2))
            _frond(
                island,
                top,
                side,
                length,
                0.15 + 0.85 * (1 - spread),
                0.15 + 0.55 * spread,
                shade(frond, 0.92 + 0.16 * hash01(k, j, 3)),
            )
        for c in range(3):
            island.circle(
                (top[0] + (c - 1) * h * 0.006, top[1] + h * 0.006), h * 0.0055, (70, 58, 40)
            )
    island.polygon(
        [
            (ix - iw / 2 - w * 0.03, horizon + 3),
            (ix + iw / 2 + w * 0.03, horizon + 3),
            (ix + iw / 2, horizon - 2),
            (ix - iw / 2, horizon - 2),
        ],
        (238, 222, 180),
    )
    waves = Canvas(w, h, ss=ss, fringe=SEA)
    for row in range(3):
        y0 = h * (0.8 + row * 0.075)
        amp = h * (0.012 + row * 0.004)
        periods = 6 + row * 2
        col = shade((60, 140, 190), 1 - row * 0.12)
        pts = [
            (x, y0 + math.sin(2 * math.pi * periods * x / w + row) * amp)
            for x in (w * i / 240 for i in range(241))
        ]
        waves.polygon(pts + [(w, h), (0, h)], col)
        waves.polyline(pts, max(1.5, h * 0.005), (226, 246, 252))
    return [
        (sky, 0.0),
        (clouds.finish(), 0.05),  # the wind moves them, slowly
        (far_sea.finish(), 0.0),  # still: the sun's glitter stays under the sun
        (island.finish(), 0.0),  # a fixed landmark: islands do not drift
        (waves.finish(), 0.2),  # a calm swell: steps of two or three pixels at 5 Hz
    ]


def _frond(
    cv: Canvas, top: Point, side: int, length: float, rise: float, drop: float, color: Color
) -> None:
    """A palm frond seen from the side: it arches up from the crown and droops, wide in the
    middle and pointed, with its leaflets as a saw edge."""
    p0 = top
    p1 = (top[0] + side * length * 0.45, top[1] - length * 0.45 * rise)
    p2 = (top[0] + side * length, top[1] + length * drop)
    steps = 14
    spine = []
    for i in range(steps + 1):
        t = i / steps
        spine.append(
            (
                (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0],
                (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1],
            )
        )
    width = length * 0.16
    upper, lower = [], []
    for i, (x, y) in enumerate(spine):
        t = i / steps
        nx, ny = (
            spine[min(i + 1, steps)][0] - spine[max(i - 1, 0)][0],
            spine[min(i + 1, steps)][1] - spine[max(i - 1, 0)][1],
        )
        norm = math.hypot(nx, ny) or 1.0
        nx, ny = -ny / norm, nx / norm
        half = width * math.sin(math.pi * min(1.0, t * 1.1)) ** 0.8
        if i % 2:
            half *= 1.45  # a leaflet tip
        upper.append((x + nx * half * 0.55, y + ny * half * 0.55))
        lower.append((x - nx * half, y - ny * half))
    cv.polygon(upper + lower[::-1], color)


def _sun(size: int) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    for i in range(24, 0, -1):
        r = c * i / 24
        a = round(90 * (1 - i / 24) ** 1.5)
        pygame.draw.circle(surface, (255, 240, 200, a), (c, c), r)
    pygame.draw.circle(surface, (255, 246, 214, 255), (c, c), c * 0.22)
    return pygame.transform.smoothscale(
        pygame.transform.smoothscale(surface, (size // 2, size // 2)), (size, size)
    )


def _cloud(cv: Canvas, p: Point, s: float) -> None:
    x, y = p
    puffs = [
        (-1.0, 0.2, 0.55),
        (-0.45, -0.15, 0.7),
        (0.2, -0.3, 0.8),
        (0.8, 0.0, 0.6),
        (1.25, 0.25, 0.45),
        (0.1, 0.25, 0.6),
    ]
    for dx, dy, r in puffs:
        cv.circle((x + dx * s, y + dy * s + s * 0.08), r * s, (206, 222, 238))
    for dx, dy, r in puffs:
        cv.circle((x + dx * s, y + dy * s), r * s, (255, 255, 255))
    cv.rect(x - 1.0 * s, y + 0.05 * s, 2.25 * s, 0.7 * s, (255, 255, 255), radius=0.35 * s)


def draw_title_background(w: int, h: int, palette: Palette) -> pygame.Surface:
    surface = pygame.Surface((w, h))
    for layer, _ in title_layers(w, h, palette):
        surface.blit(layer, (0, 0))
    return surface
