"""The suggested move in the real app (issue 15): the hint key on the player's own decision
shows the Hard bot's move with a one-line reason, a second press takes it; the setting hides
it; it is never offered to a bot or on another seat's turn, nor in the guided game."""

from __future__ import annotations

import time

from game.isle import scenarios as sc
from game.isle.data.window import isle_content
from game.isle.rules import check_action
from game.isle.scenes.game import GameScene
from game.shell.input import KEYBOARD, Intent, IntentEvent
from game.shell.scenes.advice import Advisor
from tests.app.conftest import Driver


def _advisor(app) -> Advisor:
    return next(o for o in app.overlays if isinstance(o, Advisor))


def _hint(app) -> bool:
    """Press the hint key on the real overlay path; True when something took it."""
    event = IntentEvent(Intent.HINT, KEYBOARD, pressed=True)
    taken = any(o.handle(event) for o in reversed(app.overlays))
    app.stack.apply()
    return taken


def _board(app, humans: int = 1):
    session = sc.new_session(app, 2, 4, humans)
    assert sc.play_until(session, sc.board_choice)
    scene = GameScene(app, session)
    app.stack.reset(scene)
    app.stack.apply()
    drive = Driver(app)
    for _ in range(40):
        drive.frames(1)
        if type(app.stack.top).__name__ == "BoardScene":
            break
    assert type(app.stack.top).__name__ == "BoardScene"
    return drive, session


def _wait(drive: Driver, advisor: Advisor) -> None:
    for _ in range(1500):  # the bot thinks in a thread (about a second)
        drive.frames(1)
        if not advisor.thinking:
            return
        time.sleep(0.005)
    raise AssertionError("the suggestion never came")


def test_the_hint_key_suggests_a_legal_move_with_its_reason_and_takes_it(app):
    drive, session = _board(app)
    advisor = _advisor(app)
    seat = app.stack.top.seat
    assert _hint(app)
    _wait(drive, advisor)
    advice = advisor.advice
    assert advice is not None and advice.seat == seat
    check_action(session.state, advice.action)
    line = advisor.line(advice)
    assert line and "{" not in line and "advice." not in line
    assert advisor.prompts() == [("hint", app.t("advice.take"))]
    log = len(session.match.log)
    assert _hint(app)  # the second press takes it
    drive.frames(5)
    took = len(session.match.log) > log or app.stack.top.cursor is not None
    assert took, "taking the suggestion does it (or aims the tile at its spot)"


def test_never_hidden_by_the_setting_for_a_bot_or_on_another_seat_s_turn(app):
    from game.isle.scenes.board import BoardScene

    drive, session = _board(app)
    advisor = _advisor(app)
    scene = app.stack.top
    assert advisor.scene() is scene and advisor.prompts()
    app.settings.suggest_moves = False  # the setting hides it
    assert advisor.prompts() == []
    assert not _hint(app)
    assert advisor.advice is None and not advisor.thinking
    app.settings.suggest_moves = True
    # the same screen for a seat that is not to move (a bot's seat, another seat's turn)
    other = next(s for s in range(len(session.seats)) if s != scene.seat)
    assert session.seats[other].is_bot
    app.stack.push(BoardScene(app, scene.game, other))
    app.stack.apply()
    assert advisor.scene() is None and advisor.prompts() == []
    assert not _hint(app)
    assert advisor.advice is None and not advisor.thinking


def test_no_suggestion_in_the_guided_game(app):
    from game.isle.scenes.tutorial import TutorialScene
    from game.isle.tutorial.guided import TutorialSession, play_to
    from game.isle.tutorial.script import load_script

    session = TutorialSession(isle_content(app), load_script("first_game", isle_content(app)))
    play_to(session, "rescue1")
    app.stack.reset(TutorialScene(app, session))
    app.stack.apply()
    drive = Driver(app)
    for _ in range(60):
        drive.frames(2)
        if type(app.stack.top).__name__ == "BoardScene":
            break
    assert type(app.stack.top).__name__ == "BoardScene"
    assert _advisor(app).scene() is None, "the coach says what to do there"
    assert not _hint(app)
