"""Play-test N1 through the window (issue 34 item 1): Solo, rescue a cat and place it, the
sister answers, pick a second cat, Backspace, then Save and return to menu, Load game and
resume. The game comes back exactly as it was before the second pick."""

from __future__ import annotations

from game.isle.rules import legal_actions, state_hash
from game.isle.rules.actions import Rescue
from game.isle.rules.state import PlaceTile, RescueTurn
from game.isle.scenarios import new_session, play_until
from game.isle.scenes.board import BoardScene
from game.isle.scenes.game import GameScene
from tests.app.conftest import Driver

SEED = 1  # the sister answers the first turn at once (no draw), and the board screen stays up


def can_rescue(state) -> bool:
    return isinstance(state.top, RescueTurn) and any(
        isinstance(a, Rescue) for a in legal_actions(state, 0)
    )


def pick_a_cat(drive: Driver) -> None:
    drive.focus_item(lambda i: i.key.startswith("tile:") and i.enabled)
    drive.press("confirm")
    if type(drive.top).__name__ == "ChoiceScene":  # which basket
        drive.press("confirm")


def test_n1_a_pick_undone_after_the_sister_moved_resumes_with_the_first_rescue(app):
    from game.shell.scenes.saves import LoadScene

    session = new_session(app, players=1, seed=SEED, mode="solo", difficulty="easy", save=True)
    assert play_until(session, can_rescue)
    app.start(GameScene(app, session))
    drive = Driver(app)
    drive.frames(3)
    resolved = session.state.sister.resolved
    pick_a_cat(drive)
    drive.press("next_spot")
    drive.press("confirm")  # the cat is placed
    while isinstance(drive.top, BoardScene) and not isinstance(session.state.top, RescueTurn):
        drive.focus_item(lambda i: i.key in ("skip", "done"))  # a map bonus: skip it
        drive.press("confirm")
    drive.frames(10)
    state = session.state
    assert state.sister.resolved == resolved + 1, "the sister took a cat"
    assert isinstance(drive.top, BoardScene) and can_rescue(state), "the next pick is asked"
    tiles = state.seats[0].tiles
    before_pick = state_hash(state)

    pick_a_cat(drive)
    assert isinstance(session.state.top, PlaceTile)
    drive.press("back")  # Backspace: undo the pick
    drive.frames(3)
    assert state_hash(session.state) == before_pick, "only the pick was undone"

    drive.press("menu")
    drive.focus_on("quit")  # Save and return to menu
    drive.press("confirm")
    drive.frames(3)
    assert app.session is None
    app.stack.push(LoadScene(app))
    app.stack.apply()
    drive.frames(2)
    drive.press("confirm")  # the saved Solo game
    drive.press("confirm")  # Continue
    drive.frames(5)
    resumed = app.session
    assert resumed is not None and resumed is not session
    assert state_hash(resumed.state) == before_pick, "resumed exactly where it was"
    assert resumed.state.seats[0].tiles == tiles
