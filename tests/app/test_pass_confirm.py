"""Pass says what it ends and is always confirmed (play-test 2026-12-04 m4): a pass that undo
could take back is confirmed after it (as every turn is); one that nothing could take back
(Solo: the sister answers it at once) was sent with no word: it is asked before. A pass taken
from the suggested move was sent with no confirm at all."""

from __future__ import annotations

from game.isle.rules.actions import Pass
from game.isle.rules.state import RareTurn, RescueTurn
from game.isle.rules.undo import is_final
from game.isle.scenarios import new_session, play_until
from game.isle.scenes.game import GameScene
from tests.app.conftest import Driver


def final_pass(state) -> bool:
    top = state.top
    return isinstance(top, (RescueTurn, RareTurn)) and top.seat == 0 and is_final(state, Pass(0))


def test_the_pass_button_says_what_it_ends(app):
    session = new_session(app, players=2, seed=3)
    assert play_until(session, lambda s: isinstance(s.top, RescueTurn) and s.top.seat == 0)
    app.start(GameScene(app, session))
    drive = Driver(app)
    drive.frames(3)
    board = drive.top
    passing = next(i for i in board.items if i.key == "pass")
    assert passing.label == "Pass for today"


def test_a_pass_nothing_could_take_back_is_asked_before_it_is_sent(app):
    app.settings.anytime_prompts = "never"
    app.settings.auto_pass = False
    session = new_session(app, players=1, seed=3, mode="solo", difficulty="easy")
    assert play_until(session, final_pass), "the sister answers the player's pass at once"
    app.start(GameScene(app, session))
    drive = Driver(app)
    drive.frames(3)
    log = session.match.log
    length = len(log)
    drive.focus_item(lambda i: i.key == "pass")
    drive.press("confirm")
    confirm = drive.top
    assert type(confirm).__name__ == "TurnConfirmScene"
    assert "pass" in confirm.message.lower() and "today" in confirm.message
    assert len(session.match.log) == length, "nothing is sent before the answer"
    drive.press("back")  # back to the turn: nothing happened
    assert type(drive.top).__name__ == "BoardScene" and len(session.match.log) == length
    drive.focus_item(lambda i: i.key == "pass")
    drive.press("confirm")
    drive.choose(app.t("turn.confirm_pass"))
    drive.frames(3)
    assert session.match.log[length] == "p0 pass"
    assert type(drive.top).__name__ != "TurnConfirmScene", "asked once, not again after"
    assert not session.can_undo()


def test_a_pass_undo_can_take_back_is_still_confirmed_after(app):
    app.settings.anytime_prompts = "never"
    session = new_session(app, players=2, seed=3)
    assert play_until(
        session,
        lambda s: isinstance(s.top, RescueTurn) and s.top.seat == 0 and not is_final(s, Pass(0)),
    )
    app.start(GameScene(app, session))
    drive = Driver(app)
    drive.frames(3)
    drive.focus_item(lambda i: i.key == "pass")
    drive.press("confirm")
    assert type(drive.top).__name__ == "TurnConfirmScene"
    assert session.match.log[-1] == "p0 pass", "sent, and undo can take it back"
    drive.choose(app.t("turn.undo_pass"))
    assert session.match.log[-1] != "p0 pass"


def test_a_pass_taken_from_the_suggested_move_is_confirmed_too(app):
    app.settings.anytime_prompts = "never"
    session = new_session(app, players=2, seed=3)
    assert play_until(
        session,
        lambda s: isinstance(s.top, RescueTurn) and s.top.seat == 0 and not is_final(s, Pass(0)),
    )
    app.start(GameScene(app, session))
    drive = Driver(app)
    drive.frames(3)
    board = drive.top
    board.submit(Pass(0))  # what taking the suggestion does (game/shell/scenes/advice.py)
    drive.frames(3)
    assert type(drive.top).__name__ == "TurnConfirmScene", "confirmed like the button's"
    assert "pass" in drive.top.message.lower()
