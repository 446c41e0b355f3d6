"""The Isle of Cats' box art for the title's choice of game: its rowboat of cats on the sea at
dusk, each cat with its colour's symbol on the hull when symbols are shown (as on the tiles).
Drawn by code from the title's own pieces (game/shell/ui/art/title_cats.py)."""

from __future__ import annotations

import pygame

from game.isle.ui.art import isle_art
from game.shell.ui.art.canvas import Canvas, gradient_surface
from game.shell.ui.art.style import ink
from game.shell.ui.palette import shade
from game.shell.ui.panels import rounded

BOAT_CATS = ("orange", "blue", "green", "purple", "red")
SKY = (98, 150, 206)
SEA = (44, 110, 168)


def isle_box(app, width: int, height: int) -> pygame.Surface:
    """The picture, ``width`` x ``height`` pixels (transparent corners)."""
    w, h = max(40, int(width)), max(28, int(height))
    art, palette = isle_art(app), app.palette
    stops = [(0.0, shade(SKY, 1.15)), (0.55, SKY), (0.56, SEA), (1.0, shade(SEA, 0.7))]
    surface = gradient_surface(w, h, stops)
    sun = Canvas(w, h, ss=2)
    sun.disc((w * 0.8, h * 0.3), h * 0.14, (255, 214, 120))
    for k in range(4):  # waves
        y = h * (0.66 + 0.09 * k)
        x = w * (0.05 + 0.07 * k)
        sun.line((x, y), (x + w * 0.25, y), max(1.0, h * 0.012), shade(SEA, 1.3))
    surface.blit(sun.finish(), (0, 0))
    boat = art.rowboat(round(w * 0.78), "blue")
    at = boat.get_rect(midbottom=(w // 2, round(h * 0.97)))
    size = round(boat.get_width() * 0.19)
    rim = at.y + round(boat.get_height() * 0.42)
    step = boat.get_width() * 0.8 / len(BOAT_CATS)
    for i, color in enumerate(BOAT_CATS):
        head = art.peeking_cat(color, size)
        x = round(at.x + boat.get_width() * 0.1 + step * (i + 0.5))
        surface.blit(head, head.get_rect(midbottom=(x, rim + size // 6)))
    surface.blit(boat, at)
    if art.symbols:  # each cat's symbol on the hull under it, as on its tiles
        badge = max(8, round(size * 0.42))
        for i, color in enumerate(BOAT_CATS):
            x = round(at.x + boat.get_width() * 0.1 + step * (i + 0.5))
            disc = art.symbol(color, badge)
            surface.blit(disc, disc.get_rect(center=(x, rim + round(badge * 0.9))))
    return rounded(surface, max(4, h // 14), ink(palette))
