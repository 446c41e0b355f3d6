"""A seated pad was unplugged: the game waits for it (or another pad) to take the seat back."""

from __future__ import annotations

import pygame

from game.scenes.stack import Host, Scene
from game.ui import text
from game.ui.panels import dim


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
        dim(surface, alpha=190)
        color = palette.seats[self.seat % len(palette.seats)]
        title = text.render(
            self.t("reconnect.title", name=self.app.seat_name(self.seat)),
            "title",
            layout.font(40),
            color,
        )
        surface.blit(title, title.get_rect(center=layout.point(640, 300)))
        body = text.render_block(
            self.t("reconnect.body"),
            "body",
            layout.font(24),
            palette.text,
            layout.px(900),
            "center",
        )
        surface.blit(body, body.get_rect(midtop=layout.point(640, 350)))
