"""What the card games' tables draw alike, whichever game (Kitten Toys, Kitten Fuse): who does
what now (``Status``), a tab on a seat's panel, words beside the hand in their column, the
plate saying the hands stay hidden, and words cut to fit with an ellipsis. Each game's
``TableView`` subclasses ``CardTableView`` and draws its own table."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.shell.ui import text
from game.shell.ui.panels import rounded_plate


@dataclass
class Status:
    """Who does what now, for the status line and the panels."""

    mover: int | None = None  # the seat to play
    thinking: bool = False  # that seat is a bot thinking
    words: str = ""  # the status line


class CardTableView:
    """A card table's drawing: ``geo`` its game's geometry (its fonts ``name_font``,
    ``small_font``, ``badge_font`` and its ``hand``), ``art`` its game's pictures."""

    tab_share = (1, 2)  # how much of a panel's width a tab may take (a fraction)
    side_margin = 0.0  # reference px the words beside the hand keep from their column's ends
    side_least = 11  # the smallest text size of those words

    def __init__(self, app, geo: Any, art: Any) -> None:
        self.app = app
        self.geo = geo
        self.art = art

    @property
    def t(self):
        return self.app.t

    def draw_tab(self, surface: pygame.Surface, rect: pygame.Rect, words: str, color) -> None:
        """A tab on the panel's top edge, on its right (what the seat does now)."""
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        share, whole = self.tab_share
        room = rect.width * share // whole
        size = text.fit_size(words, "bold", geo.badge_font, room, minimum=layout.dense(10))
        mark = text.render(words, "bold", size, palette.text_on_accent)
        box = mark.get_rect().inflate(layout.px(12), layout.px(2))
        box.midright = (rect.right - layout.px(14), rect.y)
        pygame.draw.rect(surface, color, box, border_radius=layout.px(8))
        pygame.draw.rect(
            surface, palette.text_on_accent, box, max(1, layout.px(1)), border_radius=layout.px(8)
        )
        surface.blit(mark, mark.get_rect(center=box.center))

    def draw_side(
        self, surface, rect: pygame.Rect, words: str, color, bold: bool = True, fit: bool = False
    ) -> None:
        """Words beside the hand, wrapped in their column, on a plate (``fit``: left out when
        they cannot fit the column at a readable size)."""
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        face = "bold" if bold else "body"
        size = geo.name_font if bold else geo.small_font
        inner = rect.width - layout.px(16)
        room = rect.height - (layout.px(self.side_margin) if self.side_margin else 0)
        image = text.render_block(words, face, size, color, inner, "center")
        while image.get_height() > room and size > layout.dense(self.side_least):
            size -= 1
            image = text.render_block(words, face, size, color, inner, "center")
        if fit and image.get_height() > rect.height - layout.px(8):
            return
        box = image.get_rect(center=rect.center).inflate(layout.px(14), layout.px(8))
        surface.blit(rounded_plate(box.size, palette.background, 225, layout.px(10)), box)
        surface.blit(image, image.get_rect(center=box.center))

    def draw_hidden_hand(self, surface: pygame.Surface, words: str) -> None:
        layout, palette, geo = self.app.layout, self.app.palette, self.geo
        image = text.render_block(
            words, "body", geo.small_font, palette.text_dim, geo.hand.width, "center"
        )
        box = image.get_rect(center=geo.hand.center).inflate(layout.px(24), layout.px(10))
        surface.blit(rounded_plate(box.size, palette.background, 200, layout.px(12)), box)
        surface.blit(image, image.get_rect(center=box.center))


def text_cut(words: str, face: str, size: int, width: int) -> str:
    """``words`` cut to fit ``width`` with an ellipsis."""
    cut = words
    while cut and text.font(face, size).size(cut + "…")[0] > width:
        cut = cut[:-1]
    return cut + "…"
