"""A hand of cards laid out in its tray, whichever card game: side by side, or overlapping like
a fan when the tray is too narrow (each card's left edge, where its index is, stays in view)."""

from __future__ import annotations

import pygame


def fan_rects(
    tray: pygame.Rect, count: int, width: int, height: int, lifted: int | None = None
) -> list[pygame.Rect]:
    """``count`` cards of ``width`` x ``height`` on the bottom of ``tray``, centred; the card at
    ``lifted`` rises an eighth of its height."""
    if count <= 0:
        return []
    gap = max(2, width // 12)
    total = count * width + (count - 1) * gap
    step: float = width + gap
    if total > tray.width:
        step = (tray.width - width) / max(1, count - 1)
        total = tray.width
    x0 = tray.centerx - total / 2
    rects = []
    for i in range(count):
        rect = pygame.Rect(round(x0 + i * step), tray.bottom - height, width, height)
        if i == lifted:
            rect.y -= height // 8
        rects.append(rect)
    return rects
