"""After a turn on the board: confirm it, or undo back to its start (nothing was drawn)."""
from __future__ import annotations

from game.scenes.dialog import ChoiceScene


class TurnConfirmScene(ChoiceScene):
    name = "turn_confirm"

    def __init__(self, app, game, seat: int) -> None:
        super().__init__(app, app.t("turn.confirm_question", name=app.seat_name(seat)), [
            (app.t("turn.confirm"), self.confirm), (app.t("turn.undo"), self.undo)],
            cancel=self.confirm)
        self.game = game
        self.seat = seat
        self.layout_area()
        game.awaiting_confirm = True
        self.backdrop_alpha = 60

    def confirm(self) -> None:
        self.game.awaiting_confirm = False
        self.game.session.checkpoint = None

    def undo(self) -> None:
        self.game.awaiting_confirm = False
        self.game.undo()

    # Over the island, not the boat: the tile just placed, its snap and a family's glow stay
    # in view while the player decides.
    def layout_area(self) -> None:
        self.compact = self.app.settings.text_scale <= 1.0  # larger text: the usual dialog
        if self.compact:
            self.area = (70.0, 176.0, 480.0, 138.0)

    def draw_extra(self, surface) -> None:
        import pygame

        if not self.compact:
            super().draw_extra(surface)
            return

        from game.ui import text
        from game.ui.panels import draw_panel

        layout, palette = self.app.layout, self.app.palette
        box = layout.rect(40, 62, 540, self.area[1] + self.area[3] + 14 - 62)
        draw_panel(surface, box, self.app)
        room = layout.rect(0, self.area[1], 0, 0).top - box.top - layout.px(28)
        body = text.render_block(self.message, "body", layout.font(22), palette.text,
                                 box.width - layout.px(40), "center")
        if body.get_height() > room:
            body = pygame.transform.smoothscale_by(body, max(0.5, room / body.get_height()))
        surface.blit(body, body.get_rect(midtop=(box.centerx, box.top + layout.px(18))))
