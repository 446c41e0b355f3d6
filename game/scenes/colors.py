"""Choose a cat colour: the five colours with their symbols (lessons, cards 96/97, Oshax)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.rules.ids import COLORS
from game.scenes.picker import PickerScene
from game.ui import text
from game.ui.panels import dim, draw_panel, focus_ring


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

    def draw(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        dim(surface)
        box = layout.rect(240, 200, 800, 300)
        draw_panel(surface, box, self.app)
        question = text.render_block(
            self.question,
            "title",
            layout.font(26),
            palette.text,
            box.width - layout.px(40),
            "center",
        )
        surface.blit(question, question.get_rect(midtop=(box.centerx, box.top + layout.px(20))))
        size = layout.px(96)
        gap = layout.px(40)
        total = len(self.colors) * size + (len(self.colors) - 1) * gap
        x = box.centerx - total // 2
        y = box.top + layout.px(100)
        self.rects = []
        for i, color in enumerate(self.colors):
            rect = pygame.Rect(x, y, size, size)
            self.rects.append(rect)
            surface.blit(self.app.art.symbol(color, size), rect)
            name = text.render(self.t(f"color.{color}"), "bold", layout.font(20), palette.text)
            surface.blit(name, name.get_rect(midtop=(rect.centerx, rect.bottom + layout.px(8))))
            if i == self.focus:
                focus_ring(
                    surface,
                    rect.inflate(layout.px(16), layout.px(16)),
                    palette.focus,
                    max(2, layout.px(4)),
                    layout.px(16),
                )
            x += size + gap
        self.draw_prompts(surface)
