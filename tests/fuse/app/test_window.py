"""The No! window on one couch: after a play, another seat slams a No! from its own pad without a
hand-off; the window runs its time again after each No!; the people who did not answer let the
play stand when the time runs out; a slam never lands on the screen below; the "until everyone
has answered" and "each person in turn" settings; the window opens whoever holds a No! and
never closes at once; bots answer after a short pause; narration says when it opens and
closes."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.fuse.rules import Phase, legal_actions
from game.fuse.rules.actions import FirstPlayer, Play
from game.fuse.rules.cards import NO, title_of
from game.fuse.session.match import FuseMatch
from game.shell.input import Intent, IntentEvent, pad
from tests.app.conftest import Driver
from tests.fuse.app.helpers import answer_first, run_until, start, top_name

LEO_PAD = pad(77)
NORA_PAD = pad(78)


def seed_where(players: int, holds_no: tuple[int, ...]) -> int:
    """The first seed whose deal gives a No! to each seat of ``holds_no``, and the first
    player a single action card to play at nobody."""
    for seed in range(1, 200):
        match = FuseMatch(players, seed, deal=False)
        match.answer(FirstPlayer(0))
        state = match.state
        if all(any(title_of(c) == NO for c in state.seats[s].hand) for s in holds_no) and any(
            isinstance(a, Play) and a.target is None and len(a.cards) == 1
            for a in legal_actions(state, 0)
        ):
            return seed
    raise AssertionError("no such seed")


def open_window(app, humans: int = 2, setting: str = "4", pads=(LEO_PAD,), players: int = 3):
    """Mia (the keyboard) plays her first action card; Leo (a pad) holds a No!."""
    app.apply_settings(replace(app.settings, answer_window=setting), save=False)
    seed = seed_where(players, (1,))
    table = start(app, players=players, humans=humans, seed=seed)
    for seat, device in enumerate(pads, start=1):
        app.input.assign_seat(seat, device)
    answer_first(app, "Mia")
    drive = Driver(app)
    assert run_until(app, lambda: top_name(app) in ("HandoffScene", "FuseHandScene"))
    if top_name(app) == "HandoffScene":
        drive.press("confirm")  # the keyboard opens Mia's hand
    hand = app.stack.top
    play = next(p for p in hand.plays() if p.target is None and len(p.cards) == 1)
    hand.submit_play(play)
    assert run_until(app, lambda: top_name(app) == "NoWindowScene", 300)
    return table, app.stack.top, drive


def slam(app, device, seats: tuple[int, ...], intent: Intent = Intent.FLIP) -> None:
    app.stack.top.handle(IntentEvent(intent, device, pressed=True, seats=seats))


def test_a_pad_slams_a_no_during_another_seat_s_turn_without_a_hand_off(app):
    table, window, drive = open_window(app)
    assert window.mode == "timed" and window.limit == 4.0
    session = table.session
    drive.frames(30)
    slam(app, LEO_PAD, (1,))
    assert session.match.log[-1].startswith("p1 no N#"), session.match.log[-3:]
    assert top_name(app) == "NoWindowScene", "no hand-off: the No! is played face up"
    drive.frames(2)
    assert window.steps == 1 and window.elapsed < 0.2, "a No! starts the time again"
    assert window.played_by(1) == 1
    # the time runs out: whoever may still answer lets it stand, the play is cancelled
    assert run_until(app, lambda: top_name(app) != "NoWindowScene", 600)
    assert session.state.phase != Phase.WINDOW
    closed = [e for e in session.match.events if type(e).__name__ == "WindowClosed"][-1]
    assert closed.cancelled or closed.noes % 2 == 0


def test_a_slam_never_lands_on_the_screen_below(app):
    table, window, drive = open_window(app, setting="all")
    slam(app, LEO_PAD, (1,), Intent.CONFIRM)  # Leo lets it stand
    assert run_until(app, lambda: top_name(app) != "NoWindowScene", 300)
    # a late slam and a late "let it stand" from the keyboard, the moment the window closed:
    # they open nothing (Mia's hand-off waits for a press made once the window is gone)
    log = list(table.session.match.log)
    assert not table.may_act()
    drive.press("flip", 0)
    drive.press("confirm", 0)
    assert top_name(app) == "FuseTable", "a late press reached the screen after the window"
    assert table.session.match.log == log
    assert run_until(app, lambda: top_name(app) == "HandoffScene", 120)
    assert table.may_act()


def test_until_everyone_has_answered_the_window_waits_for_the_people(app):
    table, window, drive = open_window(app, setting="all")
    assert window.mode == "all"
    drive.frames(600)  # ten seconds: no time limit
    assert top_name(app) == "NoWindowScene" and window.waiting() == [1]
    slam(app, LEO_PAD, (1,), Intent.CONFIRM)
    assert window.waiting() == []
    assert run_until(app, lambda: top_name(app) != "NoWindowScene", 300)
    assert "p1 pass" in table.session.match.log


def test_each_person_in_turn_only_the_asked_seat_answers(app):
    table, window, drive = open_window(
        app, humans=3, setting="turns", pads=(LEO_PAD, NORA_PAD), players=3
    )
    assert window.mode == "in_turn" and window.asked() == 1
    slam(app, NORA_PAD, (2,), Intent.CONFIRM)  # Nora is not asked yet
    assert window.asked() == 1 and 2 not in window.answered
    assert "Leo" in window.notes[2]
    slam(app, LEO_PAD, (1,), Intent.CONFIRM)
    assert window.asked() == 2
    slam(app, NORA_PAD, (2,), Intent.CONFIRM)
    assert run_until(app, lambda: top_name(app) != "NoWindowScene", 300)


def test_two_people_on_the_keyboard_are_asked_in_turn(app):
    table, window, drive = open_window(app, pads=())
    assert window.mode == "in_turn", "the keyboard could not say whose No! it is"
    drive.press("confirm")  # the keyboard answers for the asked seat, Leo
    assert 1 in window.answered


def test_the_window_opens_whoever_holds_a_no_and_never_closes_at_once(app):
    app.apply_settings(replace(app.settings, answer_window="2"), save=False)
    table = start(app, players=3, humans=1, seed=5)
    answer_first(app, "Mia")
    session = table.session
    opened = 0
    for _ in range(6000):
        name = top_name(app)
        if name == "NoWindowScene":
            window = app.stack.top
            opened += 1
            steps = 0
            while top_name(app) == "NoWindowScene":
                app.step(1 / 60)
                steps += 1
            assert steps >= 8, "a window closing at once tells nobody holds a No!"
            if opened >= 3:
                break
        elif name == "FuseHandScene" and app.stack.top.still_current():
            hand = app.stack.top
            plays = [p for p in hand.plays() if p.target is None and len(p.cards) == 1]
            hand.submit_play(plays[0]) if plays else hand.draw_card()
        elif name == "FuseGameEndScene":
            break
        else:
            run_until(app, lambda: False, 1)
    assert opened >= 3
    assert window.mode == "timed"
    del session


def test_bots_answer_after_a_short_pause_and_narration_says_the_window(app, monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(app, "narrate", said.append)
    seed = seed_where(3, (1,))
    app.apply_settings(replace(app.settings, answer_window="10"), save=False)
    table = start(app, players=3, humans=1, seed=seed)  # Leo is a bot holding a No!
    answer_first(app, "Mia")
    assert run_until(app, lambda: top_name(app) == "FuseHandScene")
    hand = app.stack.top
    hand.submit_play(next(p for p in hand.plays() if p.target is None and len(p.cards) == 1))
    assert run_until(app, lambda: top_name(app) == "NoWindowScene", 300)
    window = app.stack.top
    log = len(table.session.match.log)
    for _ in range(5):  # the bots do not answer in the first frames
        app.step(1 / 60)
    assert len(table.session.match.log) == log
    assert any("No! window" in line and "10 seconds" in line for line in said)
    assert run_until(app, lambda: top_name(app) != "NoWindowScene", 1200)
    assert len(table.session.match.log) > log, "the bots answered"
    assert window.closed
    assert any("No!" in line and ("window" in line or "says" in line) for line in said[-6:])


@pytest.mark.parametrize("value", ["2", "4", "10", "all", "turns"])
def test_the_answer_window_setting_is_declared_and_worded(app, value):
    from game.shell.app.settings import Settings
    from game.shell.options import ANSWER_WINDOWS

    assert value in ANSWER_WINDOWS and Settings().answer_window == "4"
    fixed = replace(Settings(), answer_window="eleven").sanitised()
    assert fixed.answer_window == "4"
    app.start(app.scene("settings"))
    app.stack.apply()
    widget = next(w for w in app.stack.top.form.widgets if w.key == "answer_window")
    labels = dict(widget.options)
    assert labels[value] and "settings." not in labels[value]


def test_with_narration_on_the_time_waits_until_the_window_is_said(app, monkeypatch):
    """A 4 s window is over before a listening player has heard it open: its time starts once
    the words waiting in the speech queue are said."""
    table, window, _ = open_window(app)
    app.settings.narration = True
    speaking = [3]  # parts still to say
    monkeypatch.setattr(app.narrator, "waiting", lambda: speaking[0])
    start = window.elapsed
    for _ in range(120):
        app.step(1 / 60)
    assert window.elapsed == start and not window.closed, "the time waits for the words"
    speaking[0] = 0
    for _ in range(30):
        app.step(1 / 60)
    assert window.elapsed > start + 0.3, "said: the time runs"
    del table
