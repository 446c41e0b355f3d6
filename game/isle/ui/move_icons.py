"""The game's own pictures for a move: the cat or treasure it moved, the card it played, fish,
a paw for a pass, a moon for the night. Used by captions, the "since your turn" strip and the
timeline; each icon fits a square of ``size`` pixels."""

from __future__ import annotations

import pygame

from game.isle.data.window import isle_content
from game.isle.ui.art import isle_art
from game.isle.ui.captions import Move

CARD_RATIO = 1.4  # cards are 1.4 times as tall as wide


def fit_tile(app, tile, size: int) -> pygame.Surface:
    """A tile as large as fits a ``size`` square (treasures and cats alike)."""
    w, h = isle_content(app).shapes[tile.shape].extents[0]
    cell = max(4, size // max(w, h, 1))
    return isle_art(app).tile(tile.shape, tile.color, 0, cell)


def fit_card(app, card: int | None, size: int, deck: str = "normal", color=None):
    width = max(40, round(size / CARD_RATIO))
    if card is None:
        image = isle_art(app).card_back(width, deck)
    else:  # without its words: specks at this size (the caption names the card)
        image = isle_art(app).card_icon(card, width, color=color)
    if image.get_height() > size:  # a card is at least 40 px wide: shrink it to the square
        scale = size / image.get_height()
        image = pygame.transform.smoothscale(
            image, (max(1, round(image.get_width() * scale)), size)
        )
    return image


def move_icon(app, move: Move, size: int) -> pygame.Surface:
    """The picture of ``move`` in a square of ``size`` pixels (transparent around it)."""
    art = isle_art(app)
    kind = move.kind
    if kind in ("rescue", "placed", "treasure", "moved", "to_field", "lost") and move.tile:
        image = fit_tile(app, move.tile, size)
    elif kind in ("oshax", "rare") and move.tile is not None:
        image = fit_tile(app, move.tile, size)
    elif kind in ("oshax", "rare", "card", "bought_public"):
        if kind == "card" and move.tile is not None:
            image = fit_tile(app, move.tile, size)
        else:
            image = fit_card(app, move.card, size, color=move.color)
    elif kind == "lessons":
        image = fit_card(app, move.cards[0] if move.cards else None, size)
    elif kind in ("bought", "declared"):
        image = fit_card(app, None, size)
    elif kind == "passed":
        image = art.paw(size)
    elif kind == "order":
        image = art.boots(size)
    elif kind == "ran_away":
        image = art.moon(size)
    elif kind == "sister" and move.tile is not None:
        image = fit_tile(app, move.tile, size)
    elif kind == "sister":
        image = fit_card(app, None, size, deck="solo_basket")
    else:
        image = art.fish(size)
    square = pygame.Surface((size, size), pygame.SRCALPHA)
    square.blit(image, image.get_rect(center=(size // 2, size // 2)))
    return square
