"""Per-seat profiles: each seat's text size and symbols apply while it acts."""

from __future__ import annotations

from game.isle.scenarios import new_session
from game.isle.scenes.game import GameScene
from game.isle.session.game_session import SeatConfig
from tests.app.conftest import Driver


def test_a_seat_profile_applies_while_it_acts_and_goes_away_after(app):
    session = new_session(app, players=3, seed=8, humans=2)
    session.seats[1] = SeatConfig("Leo", "human", "normal", {"text_scale": 2.0, "symbols": False})
    game = GameScene(app, session)
    app.start(game)
    drive = Driver(app)
    drive.frames(3)
    drive.press("confirm")  # hand-off to seat 0
    assert app.settings.text_scale == 1.0 and app.settings.symbols
    from tests.app.human import act

    act(drive)  # seat 0 keeps two cards
    drive.frames(3)
    drive.press("confirm")  # hand-off to seat 1
    assert drive.top.seat == 1
    assert app.settings.text_scale == 2.0 and not app.settings.symbols
    assert app.layout.text_scale == 2.0
    assert app.store.load().text_scale == 1.0, "a profile is never saved as the settings"
    from game.shell.scenes.title import TitleScene

    app.stack.reset(TitleScene(app))
    app.stack.apply()
    assert app.settings.text_scale == 1.0 and app.settings.symbols


def test_the_setup_screen_edits_a_profile(drive, app):
    drive.new_game()
    setup = drive.top
    setup.kinds[1] = "human"
    setup.build()
    drive.focus_on("profile1")
    drive.press("confirm")
    assert type(drive.top).__name__ == "ProfileScene"
    drive.focus_on("text_scale")
    drive.press("right")
    drive.press("right")
    drive.press("back")
    assert setup.profiles[1] == {"text_scale": 1.25}
