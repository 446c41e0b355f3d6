"""A modal row of a few choices drawn as pictures (colours, tiles): focus by pad, keys or
pointer, confirm to pick, back to cancel. Subclasses draw the row and say what a pick does."""

from __future__ import annotations

import pygame

from game.shell.input import IntentEvent, PointerMove
from game.shell.scenes.stack import Host, Scene
from game.shell.ui.gui import draw_focus_ring, draw_hover_ring
from game.shell.ui.panels import cover_prompt_bar
from game.shell.ui.prompts import draw_prompts


class PickerScene(Scene):
    modal = True

    def __init__(self, app: Host, question: str, count: int) -> None:
        super().__init__(app)
        self.question = question
        self.count = count
        self.focus = 0
        self.hover: int | None = None  # the choice under the mouse (it never takes the focus)
        self.rects: list[pygame.Rect] = []  # the choices as last drawn (pointer targets)

    def pick(self, index: int) -> None:
        """What choosing ``index`` does (the scene is already popped)."""
        raise NotImplementedError

    def choice_words(self, index: int) -> str:
        """Choice ``index`` in words (narration)."""
        return str(index + 1)

    def enter(self) -> None:
        if not getattr(self, "_said", False):  # the question and every choice, once (34.4)
            self._said = True
            choices = ", ".join(self.choice_words(i) for i in range(self.count))
            question = self.question.rstrip()
            if not question.endswith(("?", ".", ":", "!")):
                question += "."
            self.app.narrate(f"{question} " + self.t("narrate.choices", choices=choices))
            self._spoken = self.focus

    def update(self, dt: float) -> None:
        if getattr(self, "_spoken", None) != self.focus:  # the focused choice, as it moves
            self._spoken = self.focus
            self.app.narrate(self.choice_words(self.focus))

    def handle(self, event) -> bool:
        if isinstance(event, PointerMove):
            self.hover = next(
                (i for i, rect in enumerate(self.rects) if rect.collidepoint(event.pos)), None
            )
            return self.hover is not None
        if not isinstance(event, IntentEvent):
            return False
        name = str(event.intent)
        if name in ("left", "up", "prev") and event.is_down:
            self.focus = (self.focus - 1) % self.count
            return True
        if name in ("right", "down", "next") and event.is_down:
            self.focus = (self.focus + 1) % self.count
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
            self.pick(self.focus)
            return True
        return False

    def draw_marks(self, surface: pygame.Surface, rect: pygame.Rect, index: int) -> None:
        """The focus ring, or the hover outline, around choice ``index``."""
        layout, palette = self.app.layout, self.app.palette
        if index == self.focus:
            draw_focus_ring(surface, rect, palette, layout, layout.px(12))
        elif index == self.hover:
            draw_hover_ring(surface, rect, palette, layout, layout.px(12))

    def draw_prompts(self, surface: pygame.Surface) -> None:
        cover_prompt_bar(surface, self.app)
        draw_prompts(
            surface,
            self.app,
            [
                ("move", self.t("prompt.move")),
                ("confirm", self.t("prompt.select")),
                ("back", self.t("common.cancel")),
            ],
        )
