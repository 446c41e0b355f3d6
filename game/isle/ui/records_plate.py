"""The records where players see them: the title's corner (the challenges' stars, today's
daily game, the best Solo margin) and the share text's line of symbols drawn as the game draws
them (the bundled fonts have no emoji)."""

from __future__ import annotations

from datetime import date

import pygame

from game.isle.session import daily as days
from game.shell.ui import text

SOLO_LEVELS = ("easy", "medium", "hard", "very_hard", "expert")  # easiest first


def records_lines(app) -> tuple[int, int, list[str]]:
    """The title's records: stars earned, stars there are, and two lines (today's daily
    game, the best Solo margin at the hardest difficulty with one)."""
    from game.isle.data.folders import challenge_files

    t, records = app.t, app.records.records
    total = 3 * len(challenge_files())  # counted, not read: no model to import yet
    entry = records.daily.get(date.today().isoformat())
    if entry is None:
        daily = t("title.records.daily_new")
    elif entry.state == "playing":
        daily = t("title.records.daily_playing")
    else:
        daily = t("title.records.daily_done", margin=signed(entry.margin))
    lines = [daily]
    played = [level for level in SOLO_LEVELS if level in records.solo]
    if played:
        level = played[-1]
        best = f"{t(f'setup.difficulty.{level}')} {signed(records.solo[level])}"
        lines.append(t("title.records.best", best=best))
    return records.total_stars(), total, lines


def signed(margin: int) -> str:
    return f"+{margin}" if margin > 0 else str(margin)


def records_plate(app):
    """The plate's lines (its star, heading and lines as images) and where it goes."""
    layout, palette = app.layout, app.palette
    stars, total, lines = records_lines(app)
    size = layout.dense_text(17)
    head = text.render(
        app.t("title.records.stars", stars=stars, total=total), "bold", size, palette.accent
    )
    images = [head] + [text.render(line, "body", size, palette.text) for line in lines]
    star = app.art.star(head.get_height(), True)
    pad, gap = layout.px(12), layout.px(4)
    width = max(star.get_width() + gap + head.get_width(), *(i.get_width() for i in images[1:]))
    height = sum(i.get_height() for i in images) + gap * (len(images) - 1)
    box = pygame.Rect(*layout.point(16, 14), width + 2 * pad, height + 2 * pad)
    return box, star, head, images


def draw_records_plate(surface: pygame.Surface, app) -> None:
    """The title's corner: the challenges' stars, today's game, the best Solo margin."""
    from game.shell.ui.panels import plate

    layout = app.layout
    box, star, head, images = records_plate(app)
    pad, gap = layout.px(12), layout.px(4)
    if not surface.get_clip().colliderect(box):
        return
    plate(surface, box, app)
    y = box.y + pad
    surface.blit(star, (box.x + pad, y))
    surface.blit(head, (box.x + pad + star.get_width() + gap, y))
    y += head.get_height() + gap
    for image in images[1:]:
        surface.blit(image, (box.x + pad, y))
        y += image.get_height() + gap


def draw_symbols(surface: pygame.Surface, app, line: str, at, size: int) -> int:
    """The share text's line of symbols drawn as the game draws them: a square per room
    (filled when full), the rat and the cat with their counts. Returns its height."""
    palette = app.palette
    x, y = at
    side = max(8, round(size * 1.1))
    gap = max(2, side // 5)
    for char in line:
        if char == days.ROOM_FULL:
            pygame.draw.rect(surface, palette.good, (x, y, side, side), border_radius=side // 5)
            x += side + gap
        elif char == days.ROOM_OPEN:
            pygame.draw.rect(
                surface, palette.text_dim, (x, y, side, side), max(1, side // 8), side // 5
            )
            x += side + gap
        elif char == days.RAT:
            surface.blit(app.art.rat(side), (x, y))
            x += side + gap // 2
        elif char == days.FAMILY:
            surface.blit(app.art.cat_face("orange", side), (x, y))
            x += side + gap // 2
        elif char == " ":
            x += side
        else:
            image = text.render(char, "bold", size, palette.text)
            surface.blit(image, (x, y + (side - image.get_height()) // 2))
            x += image.get_width()
    return side
