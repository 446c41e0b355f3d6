"""A game saved on a round's end resumes on that round's end: nobody misses who took the Super
chat card because the window was closed (or the game killed) while it showed."""

from __future__ import annotations

import pytest

from game.kittens.rules.events import CardPlayed, RoundEnded
from tests.app.conftest import Driver
from tests.kittens.app.helpers import run_until, start, top_name


@pytest.fixture
def app(app):
    app.start(app.scene("title"))
    return app


def play_until(app, drive: Driver, done) -> None:
    """The person plays their first card each turn, the bots theirs, until ``done()``."""
    for _ in range(4000):
        name = top_name(app)
        if done():
            return
        if name == "ChoiceScene":
            drive.press("confirm")
        elif name == "KittenHandScene":
            drive.press("confirm", 0)
            drive.press("confirm", 0)
        else:
            if app.session.bot_movers() and not app.stack.scenes[0].motion.busy():
                app.session.poll_bots(blocking=True)
            drive.frames(1)
    raise AssertionError(f"not reached: {top_name(app)}")


def to_round_end(app, drive: Driver) -> None:
    play_until(app, drive, lambda: top_name(app) == "RoundEndScene")


def test_a_game_saved_on_a_round_end_resumes_on_that_round_end(app):
    drive = Driver(app)
    start(app, players=3, humans=1, seed=6)
    to_round_end(app, drive)
    shown = app.stack.top.event
    assert isinstance(shown, RoundEnded) and shown.round == 1
    stars = list(app.stack.top.stars)
    # the window goes (killed: nothing but the autosave after the last card is left)
    app.start(app.scene("title"))
    drive.focus_on("continue")
    drive.press("confirm")
    assert run_until(app, lambda: top_name(app) == "RoundEndScene", 30, blocking=False)
    again = app.stack.top
    assert again.event.round == 1 and again.event.winners == shown.winners
    assert again.stars == stars, "the Super chat cards it gave are counted"
    assert again.event.collections == shown.collections
    table = app.stack.scenes[0]
    assert not any(isinstance(e, CardPlayed) for e in table.motion.queue)
    drive.frames(120)
    assert top_name(app) == "RoundEndScene", "it waits for the players, as it did"
    drive.press("confirm")
    assert run_until(app, lambda: top_name(app) == "KittenHandScene" or table.show.trick)
    assert table.show.round == 2


def test_a_game_resumed_mid_round_shows_no_round_end(app):
    drive = Driver(app)
    start(app, players=3, humans=1, seed=6)
    to_round_end(app, drive)
    drive.press("confirm")
    state = app.session.match

    def played_in_round_2() -> bool:
        now = state.state
        return now.round == 2 and bool(now.trick or any(s.collection for s in now.seats))

    play_until(app, drive, played_in_round_2)
    app.start(app.scene("title"))
    drive.focus_on("continue")
    drive.press("confirm")
    assert not run_until(app, lambda: top_name(app) == "RoundEndScene", 60, blocking=False)
