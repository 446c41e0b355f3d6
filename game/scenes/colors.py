"""Choose a cat colour: the five colours with their symbols (lessons, cards 96/97, Oshax)."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app.scene import Scene
from game.input import IntentEvent, PointerMove
from game.rules.ids import COLORS
from game.ui import text
from game.ui.panels import dim, draw_panel
from game.ui.prompts import draw_prompts


class ColorScene(Scene):
    """Modal over any screen; calls ``then(colour)`` or nothing when cancelled."""

    modal = True
    name = "colors"

    def __init__(self, app, question: str, then: Callable[[str], object],
                 colors: tuple[str, ...] = COLORS) -> None:
        super().__init__(app)
        self.question = question
        self.then = then
        self.colors = colors
        self.focus = 0
        self.rects: list[pygame.Rect] = []

    def handle(self, event) -> bool:
        if isinstance(event, PointerMove):
            for i, rect in enumerate(self.rects):
                if rect.collidepoint(event.pos):
                    self.focus = i
                    return True
            return False
        if not isinstance(event, IntentEvent):
            return False
        name = str(event.intent)
        if name in ("left", "up", "prev") and event.is_down:
            self.focus = (self.focus - 1) % len(self.colors)
            return True
        if name in ("right", "down", "next") and event.is_down:
            self.focus = (self.focus + 1) % len(self.colors)
            return True
        if not event.pressed:
            return False
        if name in ("back", "menu"):
            self.app.stack.pop()
            return True
        if name == "confirm":
            if event.pos is not None:
                hit = [i for i, r in enumerate(self.rects) if r.collidepoint(event.pos)]
                if not hit:
                    return False
                self.focus = hit[0]
            self.app.stack.pop()
            self.then(self.colors[self.focus])
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        dim(surface)
        box = layout.rect(240, 200, 800, 300)
        draw_panel(surface, box, self.app)
        question = text.render_block(self.question, "title", layout.font(26), palette.text,
                                     box.width - layout.px(40), "center")
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
                pygame.draw.rect(surface, palette.focus, rect.inflate(layout.px(16), layout.px(16)),
                                 max(2, layout.px(4)), border_radius=layout.px(16))
            x += size + gap
        draw_prompts(surface, self.app, [("left", self.t("prompt.move")),
                                         ("confirm", self.t("prompt.select")),
                                         ("back", self.t("common.cancel"))])
