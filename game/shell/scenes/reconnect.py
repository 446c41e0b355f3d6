"""A seated pad was unplugged: the game waits for it (or another pad) to take the seat back."""

from __future__ import annotations

import pygame

from game.shell.scenes.stack import Host, Scene
from game.shell.ui import text
from game.shell.ui.narration import personal
from game.shell.ui.panels import BACKDROP, dim


class ReconnectScene(Scene):
    name = "reconnect"
    modal = True
    freezes_below = True

    def __init__(self, app: Host, seat: int) -> None:
        super().__init__(app)
        self.seat = seat

    def handle(self, event) -> bool:
        return True  # only a pad taking the seat (handled by the app) ends this screen

    def draw(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        dim(surface, palette.background, BACKDROP)
        color = palette.seats[self.seat % len(palette.seats)]
        key = personal(self.app, self.seat, "reconnect.title")  # "Your pad…" to the one person
        words = self.t(key, name=self.app.seat_name(self.seat))
        size = text.fit_size(words, "title", layout.heading(40), layout.px(1200))
        title = text.render(words, "title", size, color)
        body = text.render_block(
            self.t("reconnect.body"),
            "body",
            layout.font(24),
            palette.text,
            layout.px(1100),
            "center",
        )
        gap = layout.px(16)
        top = layout.point(640, 360)[1] - (title.get_height() + gap + body.get_height()) // 2
        surface.blit(title, title.get_rect(midtop=(layout.width // 2, top)))
        surface.blit(
            body, body.get_rect(midtop=(layout.width // 2, top + title.get_height() + gap))
        )
