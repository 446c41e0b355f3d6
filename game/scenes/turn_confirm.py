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
        game.awaiting_confirm = True
        self.backdrop_alpha = 60

    def confirm(self) -> None:
        self.game.awaiting_confirm = False
        self.game.session.checkpoint = None

    def undo(self) -> None:
        self.game.awaiting_confirm = False
        self.game.undo()
