"""Hand-off: "Pass to Mia, press A when ready". Hides the table until that seat is ready;
only that seat's device (or any device when the seat has none of its own) can reveal. Every
game's: its screen says what the seat's picture is (``portrait``) and takes the screen for the
seat when it is revealed (``hand_to``)."""

from __future__ import annotations

import math

import pygame

from game.scenes.stack import Host, Scene
from game.ui import text
from game.ui.prompts import draw_prompts


class HandoffScene(Scene):
    name = "handoff"
    modal = True

    def __init__(self, app: Host, game, seat: int, then: Scene) -> None:
        super().__init__(app)
        self.game = game
        self.seat = seat
        self.then = then

    def _allowed(self, event) -> bool:
        """A seat with its own pad: only that pad reveals its hand. A seat without one: any
        device but a pad that is another seat's (its player would see this seat's cards)."""
        seats = getattr(event, "seats", None) or ()
        owner = (
            self.app.input.device_of_seat(self.seat)
            if hasattr(self.app.input, "device_of_seat")
            else None
        )
        if owner is None:
            return not seats or self.seat in seats
        return self.seat in seats

    def handle(self, event) -> bool:
        intent = getattr(event, "intent", None)
        if intent is None or not getattr(event, "pressed", True):
            return False
        if str(intent) == "menu":
            self.game.open_pause()
            return True
        if str(intent) == "confirm" and self._allowed(event):
            self.app.stack.replace(self.then)
            self.game.hand_to(self.seat)
            return True
        return False

    def sleeps(self) -> bool:
        return True  # it waits for the seat to say it is ready

    def draw(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        surface.fill(palette.background)
        color = palette.seats[self.seat % len(palette.seats)]
        face = self.game.portrait(self.seat, layout.px(200))  # each player's own picture
        x, y = layout.point(640, 250)
        if not self.app.settings.reduced_motion:  # the portrait bobs: only it is redrawn
            y = self.app.motion(
                lambda t: layout.point(640, 250 + math.sin(t * 2) * 6)[1],
                lambda old, new: [
                    face.get_rect(center=(x, old)).union(face.get_rect(center=(x, new)))
                ],
            )
        surface.blit(face, face.get_rect(center=(x, y)))
        name = self.app.seat_name(self.seat)
        title = text.render(self.t("handoff.pass_to", name=name), "title", layout.font(48), color)
        surface.blit(title, title.get_rect(center=layout.point(640, 400)))
        hint = text.render_block(
            self.t("handoff.hint"), "body", layout.font(22), palette.text, layout.px(900), "center"
        )
        surface.blit(hint, hint.get_rect(midtop=layout.point(640, 450)))
        draw_prompts(
            surface,
            self.app,
            [("confirm", self.t("prompt.ready")), ("menu", self.t("prompt.menu"))],
        )
