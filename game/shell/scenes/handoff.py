"""Hand-off: "Pass to Mia, press A when ready". Hides the table until that seat is ready;
only that seat's device (or any device when the seat has none of its own) can reveal. Every
game's: its screen says what the seat's picture is (``portrait``), what the seat missed while
it looked away (``handoff_news``, optional: "Leo won the last trick with the red 7.") and takes
the screen for the seat when it is revealed (``hand_to``)."""

from __future__ import annotations

import math

import pygame

from game.shell.scenes.stack import Host, Scene
from game.shell.ui import text
from game.shell.ui.prompts import draw_prompts


class HandoffScene(Scene):
    name = "handoff"
    modal = True

    def __init__(self, app: Host, game, seat: int, then: Scene) -> None:
        super().__init__(app)
        self.game = game
        self.seat = seat
        self.then = then
        self.refused = ""  # why the last press did not open the screen (another seat's pad)
        self.told = False  # its news was said (once: not again after the pause menu)

    def enter(self) -> None:
        """Said as it opens (once: not again after the pause menu): whose turn, the button that
        opens the screen, and the game's news for the seat coming (who won the last trick)."""
        if self.told:
            return
        self.told = True
        self.app.narrate(self.focus_words())
        news = self.news()
        if news:
            self.app.narrate(news)

    def focus_words(self) -> str:
        name = self.app.seat_name(self.seat)
        parts = [self.t("handoff.pass_to", name=name), self.t("handoff.hint")]
        parts.append(self.whose_screen())
        return ". ".join(p.rstrip(". ") for p in parts if p) + "."

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

    def news(self) -> str:
        """What the game tells the seat coming to the screen (empty: nothing)."""
        told = getattr(self.game, "handoff_news", None)
        return told(self.seat) if told is not None else ""

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
        if str(intent) == "confirm":  # another seat's pad: say whose screen it is (N14)
            self.refused = self.whose_screen()
            self.app.sound("invalid")
            self.app.narrate(self.refused)
            return True
        return False

    def whose_screen(self) -> str:
        """ "This is Mia's screen: Mia's pad (pad 1) opens it" (only its own pad does: never
        the keyboard, which is another seat's or nobody's)."""
        from game.shell.scenes.seats_setup import pad_words

        name = self.app.seat_name(self.seat)
        owner = self.app.input.device_of_seat(self.seat)
        if owner is None or not owner.is_pad:
            return self.t("polish.handoff.keyboard_opens", name=name)
        return self.t("polish.handoff.pad_opens", name=name, **pad_words(self.app, owner))

    def sleeps(self) -> bool:
        return True  # it waits for the seat to say it is ready

    def draw(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        surface.fill(palette.background)
        color = palette.seats[self.seat % len(palette.seats)]
        face = self.game.portrait(self.seat, layout.px(240))  # each player's own picture
        x, y = layout.point(640, 238)
        if not self.app.settings.reduced_motion:  # the portrait bobs: only it is redrawn
            y = self.app.motion(
                lambda t: layout.point(640, 238 + math.sin(t * 2) * 6)[1],
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
        below = hint.get_rect(midtop=layout.point(640, 450)).bottom
        news = self.news()
        if news:  # what the seat missed, over the portrait (the screen's top is free)
            image = text.render_block(
                news, "bold", layout.font(20), palette.text, layout.px(1100), "center"
            )
            surface.blit(image, image.get_rect(midtop=layout.point(640, 30)))
        if self.refused:
            self._draw_refused(surface, below)
        draw_prompts(
            surface,
            self.app,
            [("confirm", self.t("prompt.ready")), ("menu", self.t("prompt.menu"))],
            seat=self.seat,  # the button that opens this screen: the seat's own device's
        )

    def _draw_refused(self, surface: pygame.Surface, top: int) -> None:
        """Whose screen this is, on a plate framed in the seat's colour, under the hint."""
        layout, palette = self.app.layout, self.app.palette
        size, room = layout.font(22), layout.px(900)
        words = text.render_block(self.refused, "bold", size, palette.text, room, "center")
        box = words.get_rect(midtop=(layout.point(640, 0)[0], top + layout.px(24)))
        longest = max(
            text.font("bold", size).size(line)[0]
            for line in text.wrap(self.refused, "bold", size, room)
        )
        plate = pygame.Rect(0, 0, longest, box.height).inflate(layout.px(32), layout.px(16))
        plate.center = box.center
        color = palette.seats[self.seat % len(palette.seats)]
        pygame.draw.rect(surface, palette.panel, plate, border_radius=layout.px(10))
        pygame.draw.rect(surface, color, plate, max(2, layout.px(3)), border_radius=layout.px(10))
        surface.blit(words, box)
