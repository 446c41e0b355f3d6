"""A seat's own screen, from a setup that gives each seat one row (Dice Quest's eight seats):
who plays it, its name, its own settings (a human's), and Done back to the setup. It changes
the setup's seat as the setup's own rows would (``SeatsSetup``)."""

from __future__ import annotations

import pygame

from game.shell.scenes.backdrop import draw_living_background
from game.shell.scenes.menu_base import MenuScene
from game.shell.scenes.seats_setup import NAMES, SeatsSetup
from game.shell.scenes.stack import Host
from game.shell.ui import text
from game.shell.ui.gui import Button, Choice, TextField, Widget
from game.shell.ui.panels import heading


class SeatScene(MenuScene):
    name = "seat"
    screen = "seat"
    area = (330.0, 190.0, 620.0, 400.0)

    def __init__(self, app: Host, setup: SeatsSetup, seat: int) -> None:
        super().__init__(app)
        self.setup = setup
        self.seat = seat

    def title_text(self) -> str:
        return self.t("seats.title", number=self.seat + 1)

    def widgets(self) -> list[Widget]:
        t, setup, seat = self.t, self.setup, self.seat
        rows: list[Widget] = [
            Choice(
                "kind",
                t("seats.who"),
                options=setup.seat_options(seat),
                value=setup.seat_value(seat),
                on_change=self.set_kind,
            ),
            TextField(
                "name",
                t("seats.name"),
                value=setup.names[seat],
                suggestions=NAMES,
                on_change=lambda v: setup.set_name(seat, v),
                on_refused=setup.refuse_hidden,
            ),
        ]
        if setup.kinds[seat] == "human":
            rows.append(
                Button(
                    "profile",
                    t("setup.profile", name=setup.names[seat] or NAMES[seat % len(NAMES)]),
                    on_press=lambda: setup.edit_profile(seat),
                )
            )
        rows.append(Button("done", t("profile.done"), primary=True, on_press=self.back))
        return rows

    def set_kind(self, kind: object) -> None:
        self.setup.set_kind(self.seat, kind)
        self.build()  # a human's own settings come and go with the seat's kind

    def draw_title(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        size = text.fit_size(self.title_text(), "title", layout.heading(40), layout.px(1000))
        image = text.render(self.title_text(), "title", size, palette.text)
        box = heading(surface, image, layout.point(640, 100), self.app)
        # the seat's colour, never alone: a disc with its number beside the title
        color = palette.seats[self.seat % len(palette.seats)]
        radius = box.height // 2 - layout.px(4)
        center = (box.x - radius - layout.px(10), box.centery)
        pygame.draw.circle(surface, color, center, radius)
        pygame.draw.circle(surface, palette.text_on_accent, center, radius, max(1, layout.px(2)))
        number = text.render(
            str(self.seat + 1), "bold", round(radius * 1.2), palette.text_on_accent
        )
        surface.blit(number, number.get_rect(center=center))

    def draw_background(self, surface: pygame.Surface) -> None:
        draw_living_background(surface, self.app)
