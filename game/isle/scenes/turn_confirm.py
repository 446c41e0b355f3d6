"""After a turn on the board: confirm it, or undo back to its start (nothing was drawn)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.shell.scenes.dialog import ChoiceScene
from game.shell.scenes.stack import Host
from game.shell.ui.gui import grown_width
from game.shell.ui.panels import BACKDROP, cover_prompt_bar, dim


class TurnConfirmScene(ChoiceScene):
    name = "turn_confirm"

    def __init__(
        self,
        app: Host,
        game,
        seat: int,
        passed: str | bool = "",
        then: Callable[[], None] | None = None,
    ) -> None:
        """``then``: the pass is not sent yet (it could not be undone once sent): confirming
        sends it, the other choice goes back to the turn."""
        self.game = game
        self.seat = seat
        self.then = then
        from game.shell.ui.narration import personal

        name = app.seat_name(seat)
        if passed:  # a pass ends the seat's turns for the phase: say so
            kind = "rare" if passed == "rare" else "rescue"
            question = app.t(personal(app, seat, f"turn.pass_question.{kind}"), name=name)
            choices = [
                (app.t("turn.confirm_pass"), self.confirm),
                (app.t("turn.undo_pass"), self.undo),
            ]
        else:
            question = app.t(personal(app, seat, "turn.confirm_question"), name=name)
            choices = [(app.t("turn.confirm"), self.confirm), (app.t("turn.undo"), self.undo)]
        if then is None and not game.session.can_undo():  # the guided game: confirm only
            choices = choices[:1]
        super().__init__(app, question, choices, cancel=self.undo if then else self.confirm)
        game.awaiting_confirm = True

    def confirm(self) -> None:
        self.game.awaiting_confirm = False
        if self.then is not None:
            self.then()
            return
        self.game.session.confirm_turn()
        self.app.narrate(self.t("isle.turn.confirmed"))  # what the press did (issue 46)

    def undo(self) -> None:
        self.game.awaiting_confirm = False
        if self.then is None:
            self.game.undo()

    # Over the island, never over the boat: the tile just placed, its snap and a family's
    # glow stay in view (the rest of the table is shaded) while the player decides.
    def fit_area(self, rows: int) -> None:
        row = max(52.0, max(self.font_size, 22.0) * 2.0 * self.app.settings.text_scale)
        height = rows * (row + 12.0) - 10.0  # (2 units spare: rows are rounded to pixels)
        # rows widen about their centre with large text: start further right so that they
        # keep the frame's margin and the focus pointer on the screen
        x = max(70.0, 60.0 + (grown_width(480.0, self.app.settings.text_scale) - 480.0) / 2)
        self.area = (x, 318.0 - height, 480.0, height)

    def frame(self) -> tuple[float, float, float, float]:
        return 40.0, 540.0, 62.0, 14.0

    def draw_background(self, surface: pygame.Surface) -> None:
        boat = self.game.table.regions().boat
        dim(surface, self.app.palette.background, BACKDROP, keep=boat)
        cover_prompt_bar(surface, self.app)
