"""Framed panels and dimmed backdrops shared by the dialogs and overlays."""

from __future__ import annotations

import pygame

from game.ui import drawlog


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
    shade = pygame.Surface(area.size, pygame.SRCALPHA)
    shade.fill((*color, alpha))
    surface.blit(shade, area)
    if rect is None:
        drawlog.note("backdrop", area, surface)


def cover_prompt_bar(surface: pygame.Surface, app) -> None:
    """Hide the prompt bar of the scene below a modal one: its prompts are not this one's."""
    layout = app.layout
    band = pygame.Rect(0, layout.height - layout.px(46), layout.width, layout.px(46))
    surface.fill(app.palette.background, band)


def focus_ring(
    surface: pygame.Surface, rect: pygame.Rect, color: tuple[int, int, int], width: int, radius: int
) -> None:
    """The ring around the focused element (the layout audit checks that it shows)."""
    pygame.draw.rect(surface, color, rect, width, border_radius=radius)
    drawlog.note("focus", rect, surface, width=width, color=color)
