"""Where the table's messages go: the phase banner, the sister's lines, the caption of another
seat's move, toasts and "X is playing…", placed one after the other in the free parts of the
table, never over each other, never over what the player chooses from (the screen on top
names it), never over the player's panel (their name and fish).

Placing is a pure function of the messages' sizes, the areas they may use and the rects they
must keep clear of; a message with no room waits (the effects hold its time meanwhile).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import pygame

Areas = Sequence[pygame.Rect] | Callable[[Hashable], Sequence[pygame.Rect]]


def place(
    sizes: Sequence[tuple[Hashable, tuple[int, int]]],
    areas: Areas,
    keepout: Sequence[pygame.Rect],
    gap: int,
    step: int,
) -> dict[Hashable, pygame.Rect | None]:
    """Each message (key, size) in order of importance at the first free spot: in the first
    area where it fits, as high as it fits, centred, else at the area's left or right edge.
    ``areas``: the same for every message, or a message's own (a function of its key). None:
    no room now. Placed messages keep the next ones clear of them."""
    blocked = [pygame.Rect(r).inflate(gap, gap) for r in keepout if r.w > 0 and r.h > 0]
    placed: dict[Hashable, pygame.Rect | None] = {}
    for key, (w, h) in sizes:
        spot = None
        for area in areas(key) if callable(areas) else areas:
            spot = _spot(area, w, h, blocked, step)
            if spot is not None:
                break
        placed[key] = spot
        if spot is not None:
            blocked.append(spot.inflate(gap, gap))
    return placed


def _spot(
    area: pygame.Rect, w: int, h: int, blocked: list[pygame.Rect], step: int
) -> pygame.Rect | None:
    if w > area.w or h > area.h:
        return None
    xs = (area.centerx - w // 2, area.x, area.right - w)
    y = area.y
    while y + h <= area.bottom:
        for x in xs:
            rect = pygame.Rect(x, y, w, h)
            hit = rect.collidelist(blocked)
            if hit < 0:
                return rect
        y += max(1, step)
    return None
