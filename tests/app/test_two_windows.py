"""Two windows of the game on one data folder (issue 34 item 3): the second never writes the
slot the first plays in. A new game takes another slot; Continue and the Load screen say the
game is open in the other window and leave its save alone."""

from __future__ import annotations

import os
import time

from game.isle.scenarios import new_session
from game.isle.scenes.setup import SetupScene
from game.shell.scenes.dialog import MessageScene
from game.shell.scenes.title import TitleScene
from tests.app.conftest import Driver
from tests.session.test_locks import other_window  # noqa: F401 - the fixture

THE_OTHER = "This game is open in another window of the game. Close it there to continue it here."


def test_a_second_window_takes_another_slot_and_leaves_the_first_alone(app, other_window):  # noqa: F811
    folder, _ = other_window
    app.saves.folder = folder  # the same data folder as the other window
    setup = SetupScene(app)
    app.start(setup)
    setup.start()  # the other window's game is just starting in slot 1: no file yet
    assert app.session.save_path == folder / "slot-2.jsonl"
    app.session.close()

    other = new_session(app, players=2, seed=9)  # what the other window has saved by now
    other.save_path = folder / "slot-1.jsonl"
    other.autosave()
    later = time.time() + 5
    os.utime(other.save_path, (later, later))  # the most recent game
    saved = other.save_path.read_bytes()
    app.start(TitleScene(app))
    drive = Driver(app)
    drive.focus_on("continue")
    drive.press("confirm")
    assert isinstance(drive.top, MessageScene) and drive.top.message == THE_OTHER
    drive.press("confirm")
    drive.focus_on("load")
    drive.press("confirm")
    drive.press("confirm")  # slot 1, the most recent
    assert isinstance(drive.top, MessageScene) and drive.top.message == THE_OTHER
    assert other.save_path.read_bytes() == saved
