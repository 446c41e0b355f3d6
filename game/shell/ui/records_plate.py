"""The records where players see them: the title's corner, a small plate with each game's
records (the stars of its challenges, today's daily game, a best score). Each game gives its
part (its descriptor's ``records``, game/shell/games.py); the shell draws the plate."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.shell.games import load_target
from game.shell.record import record
from game.shell.ui import text

if TYPE_CHECKING:
    from game.shell.scenes.stack import Host


@record(frozen=True)
class RecordsSummary:
    """One game's part of the plate: its lines, and its stars (earned, there are) if any."""

    lines: list[str]
    stars: tuple[int, int] | None = None


def summaries(app: Host) -> list[RecordsSummary]:
    return [load_target(game.records)(app) for game in app.games if game.records]


def records_plate(
    app: Host,
) -> tuple[pygame.Rect, pygame.Surface | None, pygame.Surface | None, list[pygame.Surface]]:
    """The plate's box, its star and heading (None: no game has stars) and its lines as
    images, the heading first."""
    layout, palette = app.layout, app.palette
    found = summaries(app)
    size = layout.dense_text(17)
    starred = [s.stars for s in found if s.stars is not None]
    images = [text.render(line, "body", size, palette.text) for s in found for line in s.lines]
    head = star = None
    if starred:
        stars, total = sum(s[0] for s in starred), sum(s[1] for s in starred)
        head = text.render(
            app.t("title.records.stars", stars=stars, total=total), "bold", size, palette.accent
        )
        star = app.art.star(head.get_height(), True)
        images.insert(0, head)
    pad, gap = layout.px(12), layout.px(4)
    widths = [i.get_width() for i in images[1 if head else 0 :]]
    if head is not None and star is not None:
        widths.append(star.get_width() + gap + head.get_width())
    width = max(widths, default=0)
    height = sum(i.get_height() for i in images) + gap * max(0, len(images) - 1)
    box = pygame.Rect(*layout.point(16, 14), width + 2 * pad, height + 2 * pad)
    if not images:
        box.size = (0, 0)
    return box, star, head, images


def draw_records_plate(surface: pygame.Surface, app: Host) -> None:
    """The title's corner: each game's records."""
    from game.shell.ui.panels import plate

    layout = app.layout
    box, star, head, images = records_plate(app)
    pad, gap = layout.px(12), layout.px(4)
    if not images or not surface.get_clip().colliderect(box):
        return
    plate(surface, box, app)
    y = box.y + pad
    if head is not None and star is not None:
        surface.blit(star, (box.x + pad, y))
        surface.blit(head, (box.x + pad + star.get_width() + gap, y))
        y += head.get_height() + gap
    for image in images[1 if head is not None else 0 :]:
        surface.blit(image, (box.x + pad, y))
        y += image.get_height() + gap
