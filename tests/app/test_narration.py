"""Narration: focus changes and game events become lines (a test speech backend records them)."""

from __future__ import annotations

from game.isle.scenarios import board_choice, new_session, placing, play_until
from game.isle.scenes.game import GameScene
from tests.app.conftest import Driver


def spoken(app) -> list[str]:
    return app.narrator.spoken


def test_menu_focus_is_read_aloud(drive, app):
    app.settings.narration = True
    app.narrator.command = None  # the test backend: record, do not speak
    drive.press("down")  # Learn to play
    drive.press("down")  # Challenges
    drive.press("down")
    assert spoken(app)[-1] == "Daily game, 4 of 8"  # lists say where the focus is (issue 46)


def test_cards_cats_and_the_placement_cursor_are_described(app):
    app.settings.narration = True
    app.narrator.command = None
    session = new_session(app, players=3, seed=6, humans=1)
    assert play_until(session, board_choice)
    app.start(GameScene(app, session))
    drive = Driver(app)
    drive.frames(3)
    line = spoken(app)[-1]
    assert "fish" in line and ("cat" in line or "Oshax" in line)
    drive.focus_item(lambda i: i.key.startswith("tile:") and i.enabled)
    drive.press("confirm")
    if type(drive.top).__name__ == "ChoiceScene":
        drive.press("confirm")
    drive.frames(2)
    drive.press("next_spot")
    assert spoken(app)[-1].startswith("Fits here") and "Column" in spoken(app)[-1]  # effect first


def test_events_are_narrated_and_logged(app):
    app.settings.narration = True
    app.narrator.command = None
    session = new_session(app, players=3, seed=4, humans=1)
    play_until(session, placing)
    game = GameScene(app, session)
    app.start(game)
    drive = Driver(app)
    drive.frames(3)
    drive.press("next_spot")
    drive.press("confirm")
    drive.frames(5)
    # the game's only person is spoken to: "You place", never "Mia places" (issue 34)
    placed = [line for line in game.log if line.startswith("You place")]
    assert placed, game.log
    assert placed[-1] in spoken(app), "what the log keeps is also said"
