"""The sister's side of the table in a solo game: colour cards in reveal order, her lessons,
today's basket cards; and the numbers of the cats, rare treasures and Oshax she aims at."""

from __future__ import annotations

import pygame

from game.isle.data.window import isle_content
from game.isle.rules.numbering import cat_line, oshax_line, rare_line
from game.isle.rules.state import GameState, sister_of
from game.isle.ui.art import isle_art
from game.isle.ui.card_list import draw_card_names
from game.shell.ui import text


def draw_sister_panel(surface: pygame.Surface, app, state: GameState, box: pygame.Rect) -> None:
    layout, palette, t = app.layout, app.palette, app.t
    sister = sister_of(state)
    cards = isle_content(app).cards
    x, y = box.x + layout.px(10), box.y + layout.px(6)
    title = text.render(
        t("sister.title", level=t(f"setup.difficulty.{sister.difficulty}")),
        "title",
        layout.dense(20),
        palette.accent,
    )
    surface.blit(title, (x, y))
    y += title.get_height() + layout.px(6)
    words = t("sister.colors")
    size_px = text.fit_size(words, "bold", layout.dense(18), box.right - x - layout.px(6))
    label = text.render(words, "bold", size_px, palette.text)
    surface.blit(label, (x, y))
    y += label.get_height() + layout.px(4)
    size = layout.px(34)
    for position in range(5):
        cx = x + position * (size + layout.px(40))
        if position < len(sister.colors):
            color = cards[sister.colors[position]].color
            surface.blit(isle_art(app).symbol(color, size), (cx, y))
        else:
            pygame.draw.circle(
                surface,
                palette.panel_edge,
                (cx + size // 2, y + size // 2),
                size // 2,
                max(1, layout.px(2)),
            )
            mark = text.render("?", "bold", layout.dense(18), palette.text_dim)
            surface.blit(mark, mark.get_rect(center=(cx + size // 2, y + size // 2)))
        points = text.render(
            t("sister.per_cat", points=5 - position), "bold", layout.dense(18), palette.text
        )
        surface.blit(points, points.get_rect(midleft=(cx + size + layout.px(2), y + size // 2)))
    y += size + layout.px(10)
    label = text.render(t("sister.lessons"), "bold", layout.dense(18), palette.text)
    surface.blit(label, (x, y))
    y += label.get_height() + layout.px(4)
    supply_top = box.bottom - layout.px(76)
    size = layout.dense_text(15)
    row = text.font("bold", size).get_linesize() + layout.px(4)
    today = None
    if sister.cards:
        line = t("sister.today", speed=sister.speed, used=sister.resolved, total=sister.baskets)
        today = text.render(line, "bold", layout.dense(18), palette.text)
    today_h = today.get_height() + layout.px(4) + row if today is not None else 0
    width = box.right - x - layout.px(10)
    area = pygame.Rect(x, y, width, supply_top - today_h - layout.px(8) - y)
    y = draw_card_names(surface, app, [(c, None) for c in sister.lessons], area, size)
    if today is not None:
        y += layout.px(8)
        surface.blit(today, (x, y))
        y += today.get_height() + layout.px(4)
        area = pygame.Rect(x, y, width, max(row, supply_top - y))
        draw_card_names(surface, app, [(c, None) for c in sister.cards], area, size)
    _draw_supply_numbers(
        surface,
        app,
        state,
        pygame.Rect(x, box.bottom - layout.px(76), box.width - layout.px(20), layout.px(72)),
    )


def _draw_supply_numbers(surface, app, state: GameState, area: pygame.Rect) -> None:
    """Rare treasures and Oshax with the numbers the sister's cards use."""
    layout, palette, t = app.layout, app.palette, app.t
    cell = layout.px(8)
    x, y = area.x, area.y
    for label_key, line, shape_of in (
        ("sister.rares", rare_line(state), lambda g: g[0]),
        ("sister.oshax", oshax_line(state), lambda o: o),
    ):
        label = text.render(t(label_key), "bold", layout.dense(18), palette.text)
        surface.blit(label, (x, y))
        cx = x + label.get_width() + layout.px(6)
        for number, entry in enumerate(line, start=1):
            image = isle_art(app).tile(shape_of(entry), None, 0, cell)
            if cx + image.get_width() + layout.px(18) > area.right:
                break
            tag = text.render(str(number), "bold", layout.dense(17), palette.accent)
            middle = y + label.get_height() // 2
            surface.blit(tag, tag.get_rect(midleft=(cx, middle)))
            surface.blit(
                image, image.get_rect(midleft=(cx + tag.get_width() + layout.px(2), middle))
            )
            cx += tag.get_width() + image.get_width() + layout.px(10)
        y += max(label.get_height(), layout.px(34))


def draw_cat_numbers(
    surface: pygame.Surface,
    app,
    state: GameState,
    boxes: dict,
    signs: list[pygame.Rect] | None = None,
) -> None:
    """Solo: the number of each cat in the fields (the sister's cards name cats by number),
    kept clear of the fields' fish ``signs``."""
    layout, palette = app.layout, app.palette
    for number, plate in cat_number_plates(app, state, boxes, signs).values():
        tag = text.render(str(number), "bold", layout.dense(18), palette.text_on_accent)
        pygame.draw.rect(surface, palette.accent, plate, border_radius=layout.px(8))
        surface.blit(tag, tag.get_rect(center=plate.center))


def cat_number_plates(
    app, state: GameState, boxes: dict, signs: list[pygame.Rect] | None = None
) -> dict:
    """tile -> (its number, the plate it is shown on): in a top corner of the cat's box, a
    little inside it (a focus ring around the box never crosses the number), the left one
    unless a field's fish sign is there."""
    layout = app.layout
    signs = signs or []
    font = text.font("bold", layout.dense(18))
    inset = layout.px(5)
    plates = {}
    for number, tile in enumerate(cat_line(state), start=1):
        box = boxes.get(tile)
        if box is None:
            continue
        w, h = font.size(str(number))
        plate = pygame.Rect(0, 0, w + layout.px(8), h + layout.px(2))
        plate.topleft = (box.x + inset, box.y + inset)
        if plate.collidelist(signs) >= 0:  # under a field's fish sign: the other corner
            plate.right = box.right - inset
        plates[tile] = (number, plate)
    return plates
