"""Small modal screens: a message to acknowledge, a question with choices."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.shell.scenes.menu_base import MenuScene
from game.shell.scenes.stack import Host
from game.shell.ui import text
from game.shell.ui.gui import Button, Widget
from game.shell.ui.panels import BACKDROP, draw_panel


class ChoiceScene(MenuScene):
    """A framed message over the current screen with one button per choice."""

    modal = True
    backdrop_alpha = BACKDROP

    def __init__(
        self,
        app,
        message: str,
        choices: Sequence[tuple[str, Callable[[], None]]],
        title: str | None = None,
        cancel: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.message = message
        self.choices = choices
        self.title = title
        self.cancel = cancel
        self.picture: pygame.Surface | None = None  # shown above the message (what it is about)
        self.fit_area(self.row_count())

    def heading_words(self) -> str:
        """Its title, its question, then its choices (34.4)."""
        return self.spoken()

    def spoken(self) -> str:
        """The dialog read aloud: its title, its question, then its choices."""
        labels = [label for label, _ in self.choices]
        parts = [
            self.title or "",
            self.message,
            self.t("narrate.choices", choices=", ".join(labels)),
        ]
        said = ""
        for part in (p.rstrip(". ") for p in parts if p):
            if said:  # a question keeps its mark alone ("End the turn?. Choices" read badly)
                said += " " if said.endswith(("?", "!", "…", ":")) else ". "
            said += part
        return said if said.endswith(("?", "!", "…")) else said + "."

    def row_count(self) -> int:
        """How many buttons the column holds (a scene with its own widgets says so)."""
        return len(self.choices)

    def build(self) -> None:
        self.fit_area(self.row_count())  # again: the text scale may have changed
        super().build()

    def fit_area(self, rows: int) -> None:
        """The buttons' column: every choice in view at any text scale (rows grow with it, as
        Form's rows do), as low as the screen allows. When the title, picture and message
        above need the room (large text, four choices), the rows grow less, down to one and
        a half times their text, before the message gets smaller."""
        label = max(self.font_size, 22.0) * self.app.settings.text_scale
        row, least = max(52.0, label * 2.0), max(52.0, label * 1.5)
        lowest = self.lowest()
        room = lowest - 12.0 - self.words_height()
        while row > least and rows * (row + 12.0) - 2.0 > room:
            row = max(least, row - 2.0)
        self.row_text = row / label
        height = rows * (row + 12.0) - 2.0
        self.area = (390.0, min(470.0 - 31 * max(0, rows - 2), lowest - height), 500.0, height)

    def lowest(self) -> float:
        """How low the buttons may reach (reference units): the frame under them stays above
        the prompt bar (at 200 % it ran over the bar's top)."""
        from game.shell.ui.prompts import bar_top

        layout = self.app.layout
        margin = self.frame()[3]
        bar = (bar_top(layout) - layout.px(6) - layout.offset[1]) / layout.scale
        return min(650.0, bar - margin)

    def words_height(self) -> float:
        """What stands above the buttons (title, picture, message at its full size, margins),
        in reference units."""
        layout = self.app.layout
        width = self.words_width()
        height = layout.px(36)
        title = self.title_surface(width)
        if title is not None:
            height += title.get_height() + layout.px(12)
        picture = getattr(self, "picture", None)
        if picture is not None:
            height += picture.get_height() + layout.px(10)
        body = text.render_block(self.message, "body", layout.font(22), (0, 0, 0), width)
        return (height + body.get_height()) / layout.scale

    def words_width(self) -> int:
        """The width of the frame's words with its usual sides."""
        frame_x, frame_w, _, _ = self.frame()
        return self.app.layout.rect(frame_x, 0, frame_w, 0).width - self.app.layout.px(60)

    def title_surface(self, width: int) -> pygame.Surface | None:
        """The title on one line when it fits (a little smaller if need be), else wrapped:
        never wider than the frame."""
        if not self.title:
            return None
        layout, palette = self.app.layout, self.app.palette
        size = layout.font(32)
        fitted = text.fit_size(self.title, "title", size, width, minimum=round(size * 0.75))
        if text.font("title", fitted).size(self.title)[0] <= width:
            return text.render(self.title, "title", fitted, palette.accent)
        return text.render_block(self.title, "title", fitted, palette.accent, width, "center", 1.0)

    def widgets(self) -> list[Widget]:
        return [
            Button(f"choice{i}", label, primary=i == 0, on_press=self._choose(action))
            for i, (label, action) in enumerate(self.choices)
        ]

    def _choose(self, action: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            self.app.stack.pop()
            action()

        return run

    def back(self) -> None:
        self.app.stack.pop()
        if self.cancel:
            self.cancel()

    def prompts(self):
        return [("confirm", self.t("prompt.select"))] + (
            [("back", self.t("prompt.back"))] if self.cancel else []
        )

    def frame(self) -> tuple[float, float, float, float]:
        """The frame's left, width, usual top and bottom margin below the buttons, in
        reference units (it widens and rises when large text needs it)."""
        return 300.0, 680.0, 150.0, 24.0

    def draw_extra(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        frame_x, frame_w, frame_top, margin = self.frame()
        area_top = layout.rect(0, self.area[1], 0, 0).top
        bottom = layout.rect(0, self.area[1] + self.area[3] + margin, 0, 0).top
        usual = layout.rect(frame_x, 0, frame_w, 0)
        left, right = usual.left, usual.right
        form = getattr(self.form, "_box", None)
        if form is not None:  # rows widened for a large text scale: the frame follows
            left, right = min(left, form.x - layout.px(40)), max(right, form.right + layout.px(40))
            # ...but stays on the screen, its border in view
            left = max(left, layout.rect(4, 0, 0, 0).left)
            right = min(right, layout.rect(1276, 0, 0, 0).left)
        width = right - left - layout.px(60)
        title = self.title_surface(width)
        title_h = title.get_height() + layout.px(12) if title else 0
        picture = self.picture
        if picture is not None:
            title_h += picture.get_height() + layout.px(10)
        # the message as large as it fits between the title and the buttons: first with the
        # frame's usual top, then reaching up to the top of the screen, then smaller
        size = layout.font(22)
        body = text.render_block(self.message, "body", size, palette.text, width, "center")
        top = layout.rect(0, frame_top, 0, 0).top
        needed = layout.px(36) + title_h + body.get_height()
        if area_top - top < needed:
            top = max(layout.px(12), area_top - needed)
        while area_top - top - layout.px(36) - title_h < body.get_height() and size > layout.font(
            22
        ) * min(
            0.6, 1 / max(1.0, self.app.settings.text_scale)
        ):  # at large text, down to its size at 100 % at least
            size -= 1
            body = text.render_block(self.message, "body", size, palette.text, width, "center")
        box = pygame.Rect(left, top, right - left, bottom - top)
        self.box = box  # where the dialog stands (the guided game's panel keeps clear of it)
        draw_panel(surface, box, self.app)
        y = box.top + layout.px(24)
        if title is not None:
            self.title_at = title.get_rect(midtop=(box.centerx, y))
            surface.blit(title, self.title_at)
            y += title.get_height() + layout.px(12)
        if picture is not None:
            self.picture_at = picture.get_rect(midtop=(box.centerx, y))  # (what it points at)
            surface.blit(picture, self.picture_at)
            y += picture.get_height() + layout.px(10)
        self.words_at = body.get_rect(midtop=(box.centerx, y))  # (kept clear of the buttons)
        surface.blit(body, self.words_at)

    def draw_title(self, surface: pygame.Surface) -> None:
        """The title is drawn inside the frame."""


class MessageScene(ChoiceScene):
    def __init__(self, app: Host, message: str, then: Callable[[], None] | None = None) -> None:
        super().__init__(
            app,
            message,
            [(app.t("common.ok"), then or (lambda: None))],
            app.t("dialog.title"),
            cancel=then or (lambda: None),
        )
