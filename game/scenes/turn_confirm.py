"""After a turn on the board: confirm it, or undo back to its start (nothing was drawn)."""

from __future__ import annotations

from game.scenes.dialog import ChoiceScene
from game.scenes.stack import Host


class TurnConfirmScene(ChoiceScene):
    name = "turn_confirm"

    def __init__(self, app: Host, game, seat: int, passed: str | bool = "") -> None:
        name = app.seat_name(seat)
        if passed:  # a pass ends the seat's turns for the phase: say so
            kind = "rare" if passed == "RareTurn" else "rescue"
            question = app.t(f"turn.pass_question.{kind}", name=name)
            choices = [
                (app.t("turn.confirm_pass"), self.confirm),
                (app.t("turn.undo_pass"), self.undo),
            ]
        else:
            question = app.t("turn.confirm_question", name=name)
            choices = [(app.t("turn.confirm"), self.confirm), (app.t("turn.undo"), self.undo)]
        super().__init__(app, question, choices, cancel=self.confirm)
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

    def frame(self) -> tuple[float, float, float, float]:
        return (40.0, 540.0, 62.0, 14.0) if self.compact else super().frame()
