"""Framed panels and dimmed backdrops shared by the dialogs and overlays."""

from __future__ import annotations

import pygame

from game.shell.ui import drawlog
from game.shell.ui.surface_cache import SurfaceCache


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


# The ground behind a modal screen (draft, buy, pause, dialogs): opaque. A see-through shade
# let the table's words read through it (the play-test of 2026-12-04 read "20 fish" at 1.1:1
# through a 246 shade, in both palettes); a frosted copy would cost a blur of the window at
# every frame and could not be redrawn in parts.
BACKDROP = 255


def dim(
    surface: pygame.Surface,
    color: tuple[int, int, int] = (0, 0, 0),
    alpha: int = 150,
    rect: pygame.Rect | None = None,
    keep: pygame.Rect | None = None,
) -> None:
    """Cover what is already drawn with a see-through ``color``: the whole surface (behind a
    modal screen, but for ``keep``, a part left in view) or one ``rect`` (a plate under a
    label, a disabled choice)."""
    area = rect if rect is not None else surface.get_rect()
    if alpha >= 255:  # opaque: a fill (around the part left in view)
        for part in _around(area, keep):
            surface.fill(color, part)
    else:
        hole = None if keep is None else tuple(keep.move(-area.x, -area.y))
        key = (area.size, tuple(color), alpha, hole)
        surface.blit(SHADES.get(key, lambda: _shade(*key)), area)
    if rect is None:
        drawlog.note("backdrop", area, surface, keep=keep)


def _around(area: pygame.Rect, keep: pygame.Rect | None) -> list[pygame.Rect]:
    """``area`` without ``keep``, as up to four rects."""
    if keep is None or not keep.colliderect(area):
        return [area]
    hole = keep.clip(area)
    return [
        r
        for r in (
            pygame.Rect(area.x, area.y, area.w, hole.y - area.y),
            pygame.Rect(area.x, hole.bottom, area.w, area.bottom - hole.bottom),
            pygame.Rect(area.x, hole.y, hole.x - area.x, hole.h),
            pygame.Rect(hole.right, hole.y, area.right - hole.right, hole.h),
        )
        if r.w > 0 and r.h > 0
    ]


# Dims are drawn every frame at a few sizes: each plate is made once (a full 4K window's is
# 33 MB, hence a bound in bytes).
SHADES = SurfaceCache(64 * 1024 * 1024)


def rounded_plate(
    size: tuple[int, int], color: tuple[int, int, int], alpha: int, radius: int
) -> pygame.Surface:
    """A see-through plate with round corners, made once per size and look (the table draws
    several every frame)."""
    key = ("plate", tuple(size), tuple(color), alpha, radius)

    def make() -> pygame.Surface:
        plate = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(plate, (*color, alpha), plate.get_rect(), border_radius=radius)
        return plate

    return SHADES.get(key, make)


def _shade(
    size: tuple[int, int], color: tuple[int, ...], alpha: int, hole: tuple | None = None
) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((*color, alpha))
    if hole is not None:  # the part left in view
        shade.fill((0, 0, 0, 0), pygame.Rect(hole))
    return shade


def draw_caption(
    surface: pygame.Surface,
    app,
    words: str,
    alpha: int,
    line: pygame.Rect,
    centre: tuple[int, int],
    size: int,
    minimum: int,
) -> None:
    """A caption on its plate, centred on ``centre`` within ``line`` (its words as large as
    ``size`` and as fit, not under ``minimum``), fading by ``alpha``. A line too long for its
    place even at ``minimum`` wraps in two: its plate grows down from the line's top (a long
    French line at 200 % never runs off the window)."""
    from game.shell.ui import text

    layout, palette = app.layout, app.palette
    room = line.width - layout.px(30)
    fitted = text.fit_size(words, "body", size, room, minimum=minimum)
    if text.font("body", fitted).size(words)[0] > room:  # two lines, as large as they fit
        while size > minimum and len(text.wrap(words, "body", size, room)) > 2:
            size -= 1
        image = text.render_block(words, "body", size, palette.text, room, "center")
    else:
        image = text.render(words, "body", fitted, palette.text)
    box = image.get_rect(center=centre).inflate(layout.px(24), layout.px(6))
    if box.height > line.height:  # wrapped: from the line's top down, within its width
        box.top = line.top
        box.left = max(line.left, min(box.left, line.right - box.width))
    else:
        box.clamp_ip(line)
    plate = rounded_plate(box.size, palette.background, 230, layout.px(12))
    if alpha < 255:
        plate = plate.copy()
        plate.set_alpha(alpha)
        image = image.copy()
        image.set_alpha(alpha)
    surface.blit(plate, box)
    surface.blit(image, image.get_rect(center=box.center))


def cover_prompt_bar(surface: pygame.Surface, app) -> None:
    """Hide the prompt bar of the scene below a modal one: its prompts are not this one's."""
    layout = app.layout
    band = pygame.Rect(0, layout.height - layout.px(46), layout.width, layout.px(46))
    surface.fill(app.palette.background, band)


def focus_ring(
    surface: pygame.Surface, rect: pygame.Rect, color: tuple[int, int, int], width: int, radius: int
) -> None:
    """The ring around the focused element, with a dark line inside it so that it shows on
    light and yellow grounds too (the layout audit checks that it shows)."""
    pygame.draw.rect(surface, color, rect, width, border_radius=radius)
    line = max(1, width // 2)
    pygame.draw.rect(
        surface, (16, 16, 24), rect.inflate(-2 * width, -2 * width), line, border_radius=radius
    )
    drawlog.note("focus", rect, surface, width=width, color=color)


def plate(surface: pygame.Surface, rect: pygame.Rect, app, alpha: int = 225) -> None:
    """A dark rounded plate under words drawn on a picture (the title's sky and clouds), so
    that they read on any part of it."""
    layout = app.layout
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(
        shade, (*app.palette.background, alpha), shade.get_rect(), border_radius=layout.px(14)
    )
    surface.blit(shade, rect)


def heading(
    surface: pygame.Surface, image: pygame.Surface, center: tuple[int, int], app
) -> pygame.Rect:
    """A screen's title on its plate; the plate's rect."""
    layout = app.layout
    box = image.get_rect(center=center).inflate(layout.px(36), layout.px(6))
    plate(surface, box, app)
    surface.blit(image, image.get_rect(center=box.center))
    return box


def rounded(surface: pygame.Surface, radius: int, edge) -> pygame.Surface:
    """The picture with rounded corners and a thin ink edge, as a card's (every game's box art is
    framed so)."""
    w, h = surface.get_size()
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.blit(surface, (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(out, edge, out.get_rect(), max(1, h // 90), border_radius=radius)
    return out
