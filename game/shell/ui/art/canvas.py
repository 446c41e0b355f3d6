"""A supersampled drawing surface: vector shapes in final-pixel coordinates, antialiased by
drawing ``ss`` times larger and smooth-scaling down once at the end.

pygame's own primitives do not antialias filled shapes; drawing at 2-4x and averaging gives
clean edges at any final size, so the same code serves 1280x720 and 4K.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.shell.ui.art.geom import Point
from game.shell.ui.palette import RGB

RGBA = tuple[int, int, int, int]
Color = RGB | RGBA  # what the canvas draws with: an opaque colour, or one with its alpha


def supersample_for(w: float, h: float) -> int:
    """Smaller images get more supersampling (thin lines need it), big ones less (speed).
    Only 2 and 4: smooth-scaling down by an odd factor shifts flat colours by 1-2 levels
    (a cat's fill must stay exactly its palette colour)."""
    return 4 if w * h <= 250 * 350 else 2


class Canvas:
    """Draw in final pixels; ``finish()`` returns the antialiased surface of size (w, h)."""

    def __init__(self, w: int, h: int, ss: int | None = None, fringe: RGB = (40, 28, 34)) -> None:
        self.w, self.h = max(1, int(w)), max(1, int(h))
        self.ss = ss or supersample_for(self.w, self.h)
        self.surface = pygame.Surface((self.w * self.ss, self.h * self.ss), pygame.SRCALPHA)
        # Transparent pixels keep a dark RGB so that averaging at the edges blends toward the
        # outline colour instead of toward black or white halos.
        self.surface.fill((*fringe, 0))
        self.fringe = fringe

    # --- layers --------------------------------------------------------------------------
    def layer(self) -> Canvas:
        """A blank canvas of the same size and supersampling, to draw and clip separately."""
        return Canvas(self.w, self.h, self.ss, self.fringe)

    def clip_to(self, mask: Canvas) -> None:
        """Keep only what lies inside ``mask`` (its alpha)."""
        self.surface.blit(mask.surface, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)

    def paste(self, other: Canvas, alpha: int = 255) -> None:
        """Blend another canvas of the same size on top."""
        if alpha < 255:
            other.surface.set_alpha(alpha)
            self.surface.blit(other.surface, (0, 0))
            other.surface.set_alpha(None)
        else:
            self.surface.blit(other.surface, (0, 0))

    def blit(self, image: pygame.Surface, pos: Point, alpha: int = 255) -> None:
        """Blit a final-resolution image, scaled up to the canvas resolution."""
        big = pygame.transform.smoothscale(
            image, (image.get_width() * self.ss, image.get_height() * self.ss)
        )
        if alpha < 255:
            big.set_alpha(alpha)
        self.surface.blit(big, (pos[0] * self.ss, pos[1] * self.ss))

    def blit_big(self, image: pygame.Surface, pos: Point) -> None:
        """Blit an image already at canvas resolution (pos in final pixels)."""
        self.surface.blit(image, (pos[0] * self.ss, pos[1] * self.ss))

    def finish(self) -> pygame.Surface:
        if self.ss == 1:
            return self.surface
        return pygame.transform.smoothscale(self.surface, (self.w, self.h))

    # --- primitives (coordinates and sizes in final pixels) -------------------------------
    def _p(self, pts: Sequence[Point]) -> list[tuple[float, float]]:
        s = self.ss
        return [(x * s, y * s) for x, y in pts]

    def polygon(self, pts: Sequence[Point], color: Color) -> None:
        if len(pts) >= 3:
            pygame.draw.polygon(self.surface, color, self._p(pts))

    def circle(self, center: Point, radius: float, color: Color) -> None:
        r = radius * self.ss
        if r >= 0.5:
            pygame.draw.circle(self.surface, color, (center[0] * self.ss, center[1] * self.ss), r)

    def ring(self, center: Point, radius: float, width: float, color: Color) -> None:
        r = radius * self.ss
        w = max(1, round(width * self.ss))
        if r >= 0.5:
            pygame.draw.circle(
                self.surface, color, (center[0] * self.ss, center[1] * self.ss), r + w / 2, w
            )

    def ellipse(self, center: Point, rx: float, ry: float, color: Color) -> None:
        s = self.ss
        rect = pygame.Rect(0, 0, max(1, round(2 * rx * s)), max(1, round(2 * ry * s)))
        rect.center = (round(center[0] * s), round(center[1] * s))
        pygame.draw.ellipse(self.surface, color, rect)

    def rect(self, x: float, y: float, w: float, h: float, color: Color, radius: float = 0) -> None:
        s = self.ss
        x0, y0 = round(x * s), round(y * s)
        pygame.draw.rect(
            self.surface,
            color,
            pygame.Rect(x0, y0, max(1, round((x + w) * s) - x0), max(1, round((y + h) * s) - y0)),
            border_radius=round(radius * s),
        )

    def bar(self, a: Point, b: Point, width: float, color: Color, extend: float = 0.0) -> None:
        """A horizontal or vertical line drawn as a rectangle (fast; square ends pushed out
        by ``extend`` pixels)."""
        (x1, y1), (x2, y2) = a, b
        hw = width / 2
        if abs(y1 - y2) < 1e-6:
            x0, x3 = min(x1, x2) - extend, max(x1, x2) + extend
            self.rect(x0, y1 - hw, x3 - x0, width, color)
        else:
            y0, y3 = min(y1, y2) - extend, max(y1, y2) + extend
            self.rect(x1 - hw, y0, width, y3 - y0, color)

    def line(self, a: Point, b: Point, width: float, color: Color, cap: bool = True) -> None:
        """A thick line with round caps."""
        self.polyline([a, b], width, color, cap=cap)

    def polyline(
        self,
        pts: Sequence[Point],
        width: float,
        color: Color,
        closed: bool = False,
        cap: bool = True,
    ) -> None:
        """A thick polyline with round joins (and round caps when ``cap``)."""
        if len(pts) < 2:
            return
        s = self.ss
        hw = max(0.5, width * s / 2)
        big = self._p(pts)
        if closed:
            big = big + [big[0]]
        for (x1, y1), (x2, y2) in zip(big, big[1:], strict=False):
            dx, dy = x2 - x1, y2 - y1
            n = math.hypot(dx, dy)
            if n < 1e-6:
                continue
            nx, ny = -dy / n * hw, dx / n * hw
            pygame.draw.polygon(
                self.surface,
                color,
                [(x1 + nx, y1 + ny), (x2 + nx, y2 + ny), (x2 - nx, y2 - ny), (x1 - nx, y1 - ny)],
            )
        joints = big if (cap or closed) else big[1:-1]
        if hw >= 1.0:
            for x, y in joints:
                pygame.draw.circle(self.surface, color, (x, y), hw)

    def tapered(self, pts: Sequence[Point], w0: float, w1: float, color: Color) -> None:
        """A stroke whose width goes from ``w0`` to ``w1`` along the points (fur marks,
        tails)."""
        n = len(pts)
        if n < 2:
            return
        left, right = [], []
        for i, (x, y) in enumerate(pts):
            a = pts[max(0, i - 1)]
            b = pts[min(n - 1, i + 1)]
            dx, dy = b[0] - a[0], b[1] - a[1]
            d = math.hypot(dx, dy) or 1.0
            w = (w0 + (w1 - w0) * i / (n - 1)) / 2
            nx, ny = -dy / d * w, dx / d * w
            left.append((x + nx, y + ny))
            right.append((x - nx, y - ny))
        self.polygon(left + right[::-1], color)
        if w0 > 0.6:
            self.circle(pts[0], w0 / 2, color)
        if w1 > 0.6:
            self.circle(pts[-1], w1 / 2, color)

    def shape(
        self, pts: Sequence[Point], fill: Color, outline: Color | None = None, width: float = 1.0
    ) -> None:
        """A filled polygon with a centred outline of ``width`` pixels."""
        self.polygon(pts, fill)
        if outline is not None and width > 0:
            self.polyline(pts, width, outline, closed=True)

    def disc(
        self,
        center: Point,
        radius: float,
        fill: Color,
        outline: Color | None = None,
        width: float = 1.0,
    ) -> None:
        if outline is not None and width > 0:
            self.circle(center, radius + width / 2, outline)
            self.circle(center, max(0.0, radius - width / 2), fill)
        else:
            self.circle(center, radius, fill)

    def oval(
        self,
        center: Point,
        rx: float,
        ry: float,
        fill: Color,
        outline: Color | None = None,
        width: float = 1.0,
    ) -> None:
        if outline is not None and width > 0:
            self.ellipse(center, rx + width / 2, ry + width / 2, outline)
            self.ellipse(center, max(0.3, rx - width / 2), max(0.3, ry - width / 2), fill)
        else:
            self.ellipse(center, rx, ry, fill)

    # --- fills ------------------------------------------------------------------------------


def _rgba(c: Color) -> tuple[int, int, int, int]:
    return (c[0], c[1], c[2], c[3] if len(c) > 3 else 255)


def gradient_surface(
    w: int, h: int, stops: Sequence[tuple[float, Color]], vertical: bool = True
) -> pygame.Surface:
    """A linear gradient through colour stops ``(position 0..1, colour)``, at final size."""
    n = max(1, min(512, h if vertical else w))
    line = pygame.Surface((1, n) if vertical else (n, 1), pygame.SRCALPHA)
    for i in range(n):
        t = i / max(1, n - 1)
        for j in range(len(stops) - 1):
            (p0, c0), (p1, c1) = stops[j], stops[j + 1]
            if p0 <= t <= p1 or j == len(stops) - 2:
                f = 0.0 if p1 == p0 else min(1.0, max(0.0, (t - p0) / (p1 - p0)))
                c0, c1 = _rgba(c0), _rgba(c1)
                col = tuple(round(c0[k] + (c1[k] - c0[k]) * f) for k in range(4))
                break
        line.set_at((0, i) if vertical else (i, 0), col)
    return pygame.transform.smoothscale(line, (max(1, w), max(1, h)))


def tint(surface: pygame.Surface, color: Color, amount: int) -> pygame.Surface:
    """``surface`` with ``color`` blended over its opaque parts (``amount`` 0-255)."""
    out = surface.copy()
    over = pygame.transform.solid_overlay(surface, (*color[:3], 255), keep_alpha=True)
    over.set_alpha(amount)
    out.blit(over, (0, 0))
    return out
