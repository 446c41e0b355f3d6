"""Cards named in a list, where their pictures would be too small to read (the table's side:
public lessons, the sister's lessons and cards): a chip in the card's frame colour, the
colour a card names, its points, and its name at reading size. The whole card is read large
on the table's cards screen (boats view, then up)."""

from __future__ import annotations

import pygame

from game.isle.data.window import isle_content, isle_texts
from game.isle.ui.art import isle_art
from game.shell.ui import text
from game.shell.ui.art.style import CARD_FRAMES, GOLD


def draw_card_names(
    surface: pygame.Surface,
    app,
    cards: list[tuple[int, str | None]],
    area: pygame.Rect,
    size: int,
) -> int:
    """``(card, named colour)`` in rows, in two columns when one does not hold them; names
    shrink to fit their column rather than being cut. Returns the bottom of the last row."""
    if not cards:
        return area.top
    layout = app.layout
    for tried in range(size, max(8, layout.px(11)) - 1, -1):
        plan = _plan(app, cards, area, tried)
        if plan is not None:
            break
    else:
        plan = (2, _min_size(tried), tried)
    columns, name_min, size = plan
    return _draw(surface, app, cards, area, size, columns, name_min)


def _row(app, size: int) -> int:
    """A row's height: the letters' own height (the font's line box keeps room for accents
    above and descenders below that a list of names does not need) and a little air."""
    return round(size * 1.3) + app.layout.px(3)


def _min_size(size: int) -> int:
    return max(8, size * 3 // 4)


def _plan(app, cards, area: pygame.Rect, size: int) -> tuple[int, int, int] | None:
    """(columns, smallest name size, size) that show every name whole, or None."""
    layout = app.layout
    row = _row(app, size)
    for columns in (1, 2):
        rows = -(-len(cards) // columns)
        tall = text.font("bold", size).get_linesize()  # the last row's letters, whole
        if (rows - 1) * row + tall > area.height + layout.px(2):
            continue
        column_w = (area.width - layout.px(10) * (columns - 1)) // columns
        if all(
            _name_room(app, card, color, column_w, size) >= _name_width(app, card, size)
            for card, color in cards
        ):
            return columns, _min_size(size), size
    return None


def _name_width(app, card: int, size: int) -> int:
    name = isle_texts(app).card_name(card, app.settings.language)
    return text.font("bold", _min_size(size)).size(name)[0]


def _name_room(app, card: int, color: str | None, column_w: int, size: int) -> int:
    """The width left for a card's name in its row (after the chip, symbol and points)."""
    layout = app.layout
    used = max(layout.px(8), size // 2) + layout.px(6)
    if color is not None:
        used += round(size * 1.1) + layout.px(4)
    points = isle_content(app).cards[card].points.get("points")
    if isinstance(points, int):
        digits = text.font("bold", size).size(str(points))
        used += max(digits[0] + layout.px(10), digits[1]) + layout.px(6)
    return column_w - used


def _draw(surface, app, cards, area: pygame.Rect, size: int, columns: int, name_min: int) -> int:
    layout, palette = app.layout, app.palette
    content = isle_content(app).cards
    row = _row(app, size)
    per_column = -(-len(cards) // columns)
    column_w = (area.width - layout.px(10) * (columns - 1)) // columns
    chip = max(layout.px(8), size // 2)
    bottom = area.top
    for index, (card, color) in enumerate(cards):
        column, line = divmod(index, per_column)
        x = area.x + column * (column_w + layout.px(10))
        y = area.y + line * row
        if y + max(row, text.font("bold", size).get_linesize()) > area.bottom + layout.px(2):
            continue  # more cards than rows: the cards screen lists them all
        middle = y + row // 2
        frame = CARD_FRAMES.get(content[card].type, CARD_FRAMES["lesson_family"])[0]
        pygame.draw.rect(
            surface,
            frame,
            pygame.Rect(x, middle - chip // 2, chip, chip),
            border_radius=max(1, chip // 4),
        )
        x += chip + layout.px(6)
        if color is not None:  # the colour the card names: its symbol when symbols are on
            disc = round(size * 1.1)
            if isle_art(app).symbols:
                symbol = isle_art(app).symbol(color, disc)
                surface.blit(symbol, symbol.get_rect(midleft=(x, middle)))
            else:
                pygame.draw.circle(surface, palette.cats[color], (x + disc // 2, middle), disc // 2)
            x += disc + layout.px(4)
        right = area.x + column * (column_w + layout.px(10)) + column_w
        points = content[card].points.get("points")
        if isinstance(points, int):  # the points badge of the card, at the row's end
            digits = text.render(str(points), "bold", size, (40, 28, 20))
            badge = digits.get_rect(midright=(right, middle)).inflate(layout.px(10), 0)
            badge.width = max(badge.width, badge.height)
            badge.right = right
            pygame.draw.ellipse(surface, GOLD, badge)
            surface.blit(digits, digits.get_rect(center=badge.center))
            right = badge.left - layout.px(6)
        name = isle_texts(app).card_name(card, app.settings.language)
        fitted = text.fit_size(name, "bold", size, right - x, minimum=name_min)
        image = text.render(name, "bold", fitted, palette.text)
        surface.blit(image, image.get_rect(midleft=(x, middle)))
        bottom = max(bottom, y + row)
    return bottom
