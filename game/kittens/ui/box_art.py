"""Kitten Toys' box art for the title's choice of game: a fan of its cards (one of each toy, the
paw swipe turned beside its 7) held over the play table's rug, a kitten peeking in front."""

from __future__ import annotations

import pygame

from game.kittens.rules.cards import parse_card
from game.kittens.ui.art import card_height, toy_art
from game.shell.ui.art.canvas import gradient_surface
from game.shell.ui.art.style import ink
from game.shell.ui.palette import shade
from game.shell.ui.panels import rounded

FAN = ("y3", "g5", "r1", "r7", "p6", "b2")  # left to right; the red paw swipe beside its 7
RUG = (120, 70, 110)


def kitten_box(app, width: int, height: int) -> pygame.Surface:
    """The picture, ``width`` x ``height`` pixels (transparent corners)."""
    w, h = max(40, int(width)), max(28, int(height))
    art = toy_art(app.palette, app.settings)
    base = (52, 40, 78)
    surface = gradient_surface(w, h, [(0.0, shade(base, 1.3)), (1.0, shade(base, 0.8))])
    pygame.draw.ellipse(
        surface, shade(RUG, 0.9), pygame.Rect(-w // 10, h * 55 // 100, w * 12 // 10, h * 7 // 10)
    )
    card_w = max(24, round(h * 0.5 / 1.4 * 1.25))
    pivot = (w // 2, round(h * 1.02))
    reach = card_height(card_w) * 1.15  # from the pivot to a card's centre
    count = len(FAN)
    for i, text in enumerate(FAN):
        angle = 34 - 68 * i / (count - 1)  # degrees, counter-clockwise, left card first
        face = art.card(parse_card(text), card_w, turned=text == "r1")
        turned = pygame.transform.rotozoom(face, angle, 1.0)
        vector = pygame.math.Vector2(0, -reach).rotate(-angle)
        centre = (pivot[0] + vector.x, pivot[1] + vector.y)
        surface.blit(turned, turned.get_rect(center=(round(centre[0]), round(centre[1]))))
    kitten = art.kitten(0, round(h * 0.42))
    surface.blit(kitten, kitten.get_rect(midbottom=(round(w * 0.16), h - max(2, h // 30))))
    return rounded(surface, max(4, h // 14), ink(app.palette))
