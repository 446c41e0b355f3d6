"""Kitten Fuse's box art for the title's choice of game: a fan of its cards (a Pounce, a Nap, a
No!, a Peek, a calm-down kit) held over the table's rug, the fuse kitten in front, its fuse
fizzing."""

from __future__ import annotations

import pygame

from game.fuse.rules.cards import KIT, NAP, NO, PEEK, POUNCE
from game.fuse.ui.art import card_height, fuse_art
from game.shell.ui.art.canvas import gradient_surface
from game.shell.ui.art.style import ink
from game.shell.ui.palette import shade
from game.shell.ui.panels import rounded

FAN = (POUNCE, NAP, NO, PEEK, KIT)  # left to right
RUG = (150, 70, 60)


def fuse_box(app, width: int, height: int) -> pygame.Surface:
    """The picture, ``width`` x ``height`` pixels (transparent corners)."""
    w, h = max(40, int(width)), max(28, int(height))
    art = fuse_art(app.palette, app.settings, app.t)
    base = (60, 36, 70)
    surface = gradient_surface(w, h, [(0.0, shade(base, 1.3)), (1.0, shade(base, 0.8))])
    pygame.draw.ellipse(
        surface, shade(RUG, 0.9), pygame.Rect(-w // 10, h * 55 // 100, w * 12 // 10, h * 7 // 10)
    )
    card_w = max(24, round(h * 0.5 / 1.4 * 1.25))
    pivot = (w * 58 // 100, round(h * 1.02))
    reach = card_height(card_w) * 1.15
    count = len(FAN)
    for i, title in enumerate(FAN):
        angle = 30 - 60 * i / (count - 1)
        face = art.title_card(title, card_w)
        turned = pygame.transform.rotozoom(face, angle, 1.0)
        vector = pygame.math.Vector2(0, -reach).rotate(-angle)
        centre = (pivot[0] + vector.x, pivot[1] + vector.y)
        surface.blit(turned, turned.get_rect(center=(round(centre[0]), round(centre[1]))))
    kitten = art.fuse_kitten(round(h * 0.62))
    surface.blit(kitten, kitten.get_rect(midbottom=(round(w * 0.2), h + max(2, h // 12))))
    return rounded(surface, max(4, h // 14), ink(app.palette))
