"""Framed panels and dimmed backdrops shared by the dialogs and overlays."""

from __future__ import annotations

import pygame

from game.ui.surface_cache import SurfaceCache


def draw_panel(
    surface: pygame.Surface, rect: pygame.Rect, app, radius: float = 18, alpha: int = 255
) -> None:
    """A rounded panel in the palette's panel colour with its edge."""
    layout, palette = app.layout, app.palette
    if alpha < 255:
        plate = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(
            plate, (*palette.panel, alpha), plate.get_rect(), border_radius=layout.px(radius)
        )
        surface.blit(plate, rect)
    else:
        pygame.draw.rect(surface, palette.panel, rect, border_radius=layout.px(radius))
    pygame.draw.rect(
        surface, palette.panel_edge, rect, layout.px(3), border_radius=layout.px(radius)
    )


def dim(
    surface: pygame.Surface,
    color: tuple[int, int, int] = (0, 0, 0),
    alpha: int = 150,
    rect: pygame.Rect | None = None,
) -> None:
    """Cover what is already drawn with a see-through ``color``: the whole surface (behind a
    modal screen) or one ``rect`` (a plate under a label, a disabled choice)."""
    area = rect if rect is not None else surface.get_rect()
    key = (area.size, tuple(color), alpha)
    surface.blit(SHADES.get(key, lambda: _shade(*key)), area)


# Dims are drawn every frame at a few sizes: each plate is made once (a full 4K window's is
# 33 MB, hence a bound in bytes).
SHADES = SurfaceCache(64 * 1024 * 1024)


def _shade(size: tuple[int, int], color: tuple[int, ...], alpha: int) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((*color, alpha))
    return shade


def cover_prompt_bar(surface: pygame.Surface, app) -> None:
    """Hide the prompt bar of the scene below a modal one: its prompts are not this one's."""
    layout = app.layout
    band = pygame.Rect(0, layout.height - layout.px(46), layout.width, layout.px(46))
    surface.fill(app.palette.background, band)
