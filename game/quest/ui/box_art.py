"""Dice Quest's box art for the title's choice of game: three creatures of the quest line fanned
over the green felt, the five dice rolling in front of them."""

from __future__ import annotations

import pygame

from game.quest.data.window import quest_cards
from game.quest.ui.art import card_height, quest_art
from game.quest.ui.words import creature_name, power_words
from game.shell.ui.art.canvas import gradient_surface
from game.shell.ui.art.style import ink
from game.shell.ui.palette import shade
from game.shell.ui.panels import rounded

FAN = (19, 42, 26)  # Sunbeam Napper, the Great Cat of the Stars, the Two-tailed Fox
DICE = (6, 6, 3, 6, 1)
FELT = (34, 92, 76)


def quest_box(app, width: int, height: int) -> pygame.Surface:
    """The picture, ``width`` x ``height`` pixels (transparent corners)."""
    w, h = max(40, int(width)), max(28, int(height))
    art = quest_art(app.palette, app.settings)
    cards = quest_cards(app)
    surface = gradient_surface(w, h, [(0.0, shade(FELT, 1.25)), (1.0, shade(FELT, 0.7))])
    card_w = max(24, round(h * 0.44))
    centre = (w // 2, round(h * 0.42))
    for index, card in enumerate(FAN):
        angle = (1 - index) * 14
        creature = cards[card - 1]
        picture = art.card(
            creature, card_w, creature_name(app.t, card), power=power_words(app.t, creature.power)
        )
        turned = pygame.transform.rotozoom(picture, angle, 1.0)
        x = centre[0] + (index - 1) * round(card_w * 0.78)
        y = centre[1] + abs(index - 1) * round(card_height(card_w) * 0.06)
        surface.blit(turned, turned.get_rect(center=(x, y)))
    side = max(10, round(h * 0.17))
    total = len(DICE) * side + (len(DICE) - 1) * (side // 4)
    x = (w - total) // 2
    for position, face in enumerate(DICE):
        image = pygame.transform.rotozoom(art.die(face, side, position), (position - 2) * 9, 1.0)
        surface.blit(image, image.get_rect(center=(x + side // 2, h - side // 2 - max(3, h // 24))))
        x += side + side // 4
    return rounded(surface, max(4, h // 14), ink(app.palette))
