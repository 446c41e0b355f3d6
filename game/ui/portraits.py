"""A player's own picture on the hand-off screen: their boat, in its colour, with a cat of that
colour peeking over the rail, so that each player's screen looks like theirs (the crowned
cream cat is the Oshax's)."""

from __future__ import annotations

import pygame

FALLBACK = ("blue", "green", "red", "purple", "orange")


def seat_portrait(app, seat: int, boat: str, height: int) -> pygame.Surface:
    """The seat's boat seen from above with its cat peeking in front, ``height`` px tall."""
    art = app.art
    color = boat if boat in app.palette.cats else FALLBACK[seat % len(FALLBACK)]
    cell = max(4, height // 14)
    hull = art.boat(boat, cell) if boat else None
    cat = art.peeking_cat(color, round(height * 0.62))
    width = max(hull.get_width() if hull else 0, cat.get_width())
    image = pygame.Surface((width, height), pygame.SRCALPHA)
    if hull is not None:
        image.blit(hull, hull.get_rect(midbottom=(width // 2, height)))
    image.blit(
        cat, cat.get_rect(midbottom=(width // 2, height - (hull.get_height() // 3 if hull else 0)))
    )
    return image
