"""The prompt bar: what each button does now, with the glyphs of the device used last."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui import text
from game.ui.panels import dim

RGB = tuple[int, int, int]

# Xbox-style face button colours (only a hint: the letter or shape is always drawn)
_FACE = {"A": (96, 184, 72), "B": (224, 72, 64), "X": (64, 132, 224), "Y": (236, 196, 48)}
_PS = {
    "Cross": (120, 160, 255),
    "Circle": (255, 110, 110),
    "Square": (236, 130, 210),
    "Triangle": (80, 210, 170),
}


@lru_cache(maxsize=256)
def glyph_badge(name: str, size: int, fg: RGB, bg: RGB) -> pygame.Surface:
    """A button glyph: a round face button, a PlayStation shape, or a keycap with the name."""
    if name in _PS:
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size // 2
        pygame.draw.circle(surface, bg, (c, c), c)
        pygame.draw.circle(surface, fg, (c, c), c, max(1, size // 14))
        color, r, w = _PS[name], size * 0.26, max(2, size // 9)
        if name == "Cross":
            pygame.draw.line(surface, color, (c - r, c - r), (c + r, c + r), w)
            pygame.draw.line(surface, color, (c - r, c + r), (c + r, c - r), w)
        elif name == "Circle":
            pygame.draw.circle(surface, color, (c, c), int(r), w)
        elif name == "Square":
            pygame.draw.rect(surface, color, pygame.Rect(c - r, c - r, 2 * r, 2 * r), w)
        else:
            points = [
                (c + r * math.cos(a), c + r * math.sin(a))
                for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)
            ]
            pygame.draw.polygon(surface, color, points, w)
        return surface
    if len(name) == 1 and name.isalpha() and name.upper() in _FACE:
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size // 2
        pygame.draw.circle(surface, _FACE[name.upper()], (c, c), c)
        label = text.render(name, "bold", int(size * 0.62), (255, 255, 255))
        surface.blit(label, label.get_rect(center=(c, c + size // 20)))
        return surface
    label = text.render(name, "bold", int(size * 0.5), fg)
    width = max(size, label.get_width() + size // 2)
    surface = pygame.Surface((width, size), pygame.SRCALPHA)
    pygame.draw.rect(surface, bg, surface.get_rect(), border_radius=size // 5)
    pygame.draw.rect(surface, fg, surface.get_rect(), max(1, size // 14), border_radius=size // 5)
    surface.blit(label, label.get_rect(center=(width // 2, size // 2)))
    return surface


_BARS: dict[tuple, pygame.Rect] = {}  # where each bar was drawn (its size needs the fonts)


def forget_bars() -> None:
    _BARS.clear()


def draw_prompts(
    surface: pygame.Surface, app, prompts: list[tuple[str, str]], y: float = 700
) -> None:
    """Draw ``(intent name, label)`` pairs centred along the bottom of the screen."""
    if not prompts:
        return
    layout, palette = app.layout, app.palette
    glyphs = [app.input.glyph_for(intent) for intent, _ in prompts]
    key = (tuple(prompts), tuple(glyphs), layout, y)
    back = _BARS.get(key)
    if back is not None and not surface.get_clip().colliderect(back):
        return  # a redraw of a part of the window that the bar does not touch
    scale = 1.0
    while True:  # the bar shrinks to fit the screen rather than running off it
        size = round(layout.font(26) * scale)
        font_px = round(layout.font(18) * scale)
        gap = layout.px(14)
        parts = []
        for glyph, (_, label) in zip(glyphs, prompts, strict=True):
            badge = glyph_badge(glyph, size, palette.text, palette.panel)
            words = text.render(label, "body", font_px, palette.text)
            parts.append((badge, words))
        total = sum(b.get_width() + gap // 2 + w.get_width() for b, w in parts) + gap * 2 * (
            len(parts) - 1
        )
        if total <= layout.width - layout.px(20) or scale < 0.5:
            break
        scale *= 0.9
    x = (layout.width - total) // 2
    cy = layout.point(0, y)[1] - size // 2
    back = pygame.Rect(x - gap, cy - gap // 2, total + 2 * gap, size + gap)
    if len(_BARS) >= 64:
        _BARS.clear()
    _BARS[key] = back
    dim(surface, palette.background, 200, back)
    for badge, words in parts:
        surface.blit(badge, (x, cy))
        x += badge.get_width() + gap // 2
        surface.blit(words, (x, cy + (size - words.get_height()) // 2))
        x += words.get_width() + gap * 2
