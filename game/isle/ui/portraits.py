"""A player's own picture on the hand-off screen: their boat, in its colour, with a cat of that
colour peeking over the rail, so that each player's screen looks like theirs (the crowned
cream cat is the Oshax's). The whole boat shows: the cat sits above it."""

from __future__ import annotations

import pygame

from game.isle.ui.art import isle_art

FALLBACK = ("blue", "green", "red", "purple", "orange")


def seat_portrait(
    app, seat: int, boat: str, height: int, tiles: tuple = (), boats=None
) -> pygame.Surface:
    """The seat's boat seen from above, whole, with the ``tiles`` on it (drawn by ``boats``,
    the table's ``BoatView``: the cats rescued so far, it showed empty), and its cat sitting
    above it, paws on the rail: ``height`` px tall. The cat covers only the rail's middle,
    never the deck (N18)."""
    art = isle_art(app)
    color = boat if boat in app.palette.cats else FALLBACK[seat % len(FALLBACK)]
    cell = max(4, height // 18)
    hull = None
    if boat:
        hull = boats.surface(boat, tuple(tiles), cell) if boats else art.boat(boat, cell)
    rail = max(2, cell // 2) if hull is not None else 0  # the paws rest on the rail
    boat_h = hull.get_height() if hull is not None else 0
    cat = art.peeking_cat(color, max(8, min(height - boat_h + rail, round(height * 0.62))))
    width = max(hull.get_width() if hull else 0, cat.get_width())
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    if hull is not None:
        image.blit(hull, hull.get_rect(midbottom=(width // 2, height)))
    image.blit(cat, cat.get_rect(midbottom=(width // 2, height - boat_h + rail)))
    return image
