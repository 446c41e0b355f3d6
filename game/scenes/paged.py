"""Long texts in a framed box, split into pages that fit at any text scale (left/right to turn)."""

from __future__ import annotations

import pygame

from game.scenes.menu_base import MenuScene
from game.scenes.stack import Host
from game.scenes.title import draw_menu_background
from game.ui import text
from game.ui.gui import Button, Widget, intent_name
from game.ui.panels import draw_panel

Section = tuple[str, str]  # (heading, body); an empty heading continues the page


class PagedTextScene(MenuScene):
    box = (150.0, 140.0, 980.0, 470.0)
    area = (490.0, 620.0, 300.0, 56.0)

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.page = 0
        self._pages: list[list[pygame.Surface]] = []
        self._key: tuple = ()

    def build(self) -> None:
        # the Back button's row grows with the text scale (as Form's rows do): the text box
        # gives up the room so that the button stays above the prompt bar
        box, area = type(self).box, type(self).area
        row = max(area[3], max(self.font_size, 22.0) * 2.0 * self.app.settings.text_scale)
        button_y = min(area[1], 664.0 - row)
        self.area = (area[0], button_y, area[2], row)
        self.box = (box[0], box[1], box[2], min(box[3], button_y - 10.0 - box[1]))
        super().build()

    def sections(self) -> list[Section]:
        return []

    def widgets(self) -> list[Widget]:
        return [Button("back", self.t("prompt.back"), on_press=self.back)]

    def draw_background(self, surface: pygame.Surface) -> None:
        draw_menu_background(surface, self.app)

    def _paginate(self) -> list[list[pygame.Surface]]:
        layout, palette = self.app.layout, self.app.palette
        key = (layout, palette.name, self.app.settings.language)
        if key == self._key:
            return self._pages
        x, y, w, h = self.box
        width = layout.px(w) - layout.px(60)
        height = layout.px(h) - layout.px(70)
        gap = layout.px(12)
        step = int(text.font("body", layout.font(20)).get_linesize() * 1.15)  # a body line
        pages: list[list[pygame.Surface]] = [[]]
        used = 0
        for heading, body in self.sections():
            blocks = []
            if heading:
                blocks.append(
                    text.render_block(heading, "title", layout.font(26), palette.accent, width)
                )
            paragraphs = body.split("\n\n")
            for paragraph in paragraphs:
                blocks.append(
                    text.render_block(paragraph, "body", layout.font(20), palette.text, width)
                )
            for i, block in enumerate(blocks):
                need = block.get_height() + gap
                if heading and i == 0:  # a heading starts a page when little room is left
                    # (room for it and two lines of what follows)
                    if pages[-1] and (used + need + 2 * step > height or used > height * 0.7):
                        pages.append([])
                        used = 0
                    pages[-1].append(block)
                    used += need
                    continue
                if used + need <= height:
                    pages[-1].append(block)
                    used += need
                    continue
                # a paragraph longer than the room left: its first lines fill this page (never
                # a heading alone on a page), the rest follows on the next pages, line by line
                lines = text.wrap(
                    paragraphs[i - (1 if heading else 0)], "body", layout.font(20), width
                )
                while lines:
                    fit = (height - used - gap) // step
                    if fit < 1 and pages[-1]:
                        pages.append([])
                        used = 0
                        continue
                    piece = text.render_block(
                        "\n".join(lines[: max(1, fit)]),
                        "body",
                        layout.font(20),
                        palette.text,
                        width,
                    )
                    pages[-1].append(piece)
                    used += piece.get_height() + gap
                    lines = lines[max(1, fit) :]
        self._pages, self._key = pages, key
        self.page = min(self.page, len(pages) - 1)
        return pages

    def handle(self, event) -> bool:
        intent = getattr(event, "intent", None)
        if intent is not None and getattr(event, "pressed", True):
            name = intent_name(intent)
            pages = len(self._paginate())
            if name in ("right", "next", "rotate_right") and self.page < pages - 1:
                self.page += 1
                return True
            if name in ("left", "prev", "rotate_left") and self.page > 0:
                self.page -= 1
                return True
        return super().handle(event)

    def prompts(self):
        prompts = [("back", self.t("prompt.back"))]
        if len(self._paginate()) > 1:
            prompts = [
                ("left", self.t("prompt.previous_page")),
                ("right", self.t("prompt.next_page")),
            ] + prompts
        return prompts

    def draw_extra(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        pages = self._paginate()
        box = layout.rect(*self.box)
        draw_panel(surface, box, self.app, radius=14, alpha=240)
        y = box.top + layout.px(24)
        for block in pages[self.page]:
            surface.blit(block, (box.left + layout.px(30), y))
            y += block.get_height() + layout.px(12)
        if len(pages) > 1:
            counter = text.render(
                f"{self.page + 1} / {len(pages)}", "bold", layout.font(18), palette.text_dim
            )
            surface.blit(
                counter,
                counter.get_rect(
                    bottomright=(box.right - layout.px(18), box.bottom - layout.px(10))
                ),
            )
