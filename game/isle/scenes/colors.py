"""Choose a cat colour: the five colours with their symbols (lessons, cards 96/97, Oshax)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.isle.rules.ids import COLORS
from game.isle.ui.art import isle_art
from game.shell.scenes.picker import PickerScene
from game.shell.ui import drawlog, text
from game.shell.ui.panels import BACKDROP, dim, draw_panel


class ColorScene(PickerScene):
    """Modal over any screen; calls ``then(colour)`` or nothing when cancelled."""

    name = "colors"

    def __init__(
        self, app, question: str, then: Callable[[str], object], colors: tuple[str, ...] = COLORS
    ) -> None:
        super().__init__(app, question, len(colors))
        self.then = then
        self.colors = colors

    def pick(self, index: int) -> None:
        self.then(self.colors[index])

    def choice_words(self, index: int) -> str:
        return self.t(f"color.{self.colors[index]}")

    def draw(self, surface: pygame.Surface) -> None:
        """The question over a row of swatches with their names; the panel grows with the
        text (the names never touch, the question never reaches the swatches)."""
        layout, palette = self.app.layout, self.app.palette
        dim(surface, palette.background, BACKDROP)
        room = layout.width - layout.px(60)  # the widest the panel may be
        size = isle_art(self.app).symbol_px(layout.px(96))  # the player's symbol size
        gap = layout.px(24)
        names = [self.t(f"color.{color}") for color in self.colors]
        name_px = layout.font(20)
        widest = lambda px: max(text.font("bold", px).size(n)[0] for n in names)  # noqa: E731
        slot = max(size, widest(name_px) + layout.px(16))
        count = len(self.colors)
        while count * slot + (count - 1) * gap > room - layout.px(40) and name_px > 8:
            name_px -= 1
            slot = max(size, widest(name_px) + layout.px(16))
        row_w = count * slot + (count - 1) * gap
        width = min(room, max(layout.px(800), row_w + layout.px(60)))
        question = text.render_block(
            self.question, "title", layout.font(26), palette.text, width - layout.px(40), "center"
        )
        name_h = text.font("bold", name_px).get_linesize()
        height = (
            layout.px(20)
            + question.get_height()
            + layout.px(24)
            + size
            + layout.px(8)
            + name_h
            + layout.px(24)
        )
        bar_top = layout.height - layout.px(56)
        top = max(layout.px(10), min(layout.point(0, 200)[1], bar_top - height))
        box = pygame.Rect(0, top, width, height)
        box.centerx = layout.width // 2
        draw_panel(surface, box, self.app)
        surface.blit(question, question.get_rect(midtop=(box.centerx, box.top + layout.px(20))))
        x = box.centerx - row_w // 2
        y = box.top + layout.px(20) + question.get_height() + layout.px(24)
        self.rects = []
        for i, color in enumerate(self.colors):
            cell = pygame.Rect(x, y, slot, size)
            rect = pygame.Rect(0, 0, size, size)
            rect.center = cell.center
            self.rects.append(rect)
            surface.blit(isle_art(self.app).symbol(color, size), rect)
            drawlog.note("element", rect, surface, label=color)
            name = text.render(names[i], "bold", name_px, palette.text)
            surface.blit(name, name.get_rect(midtop=(rect.centerx, rect.bottom + layout.px(8))))
            self.draw_marks(surface, rect.inflate(layout.px(8), layout.px(8)), i)
            x += slot + gap
        self.draw_prompts(surface)
