"""The setup screen remembers the last game's mode, player count, seats, names, boats and each
seat's own settings (its pads: tests/app/test_join_press.py); a bad file only loses them."""

from __future__ import annotations

import json

import pytest

from game.isle.scenes.setup import SetupScene
from game.isle.scenes.setup_memory import FILE_NAME, RememberedSetup
from game.shell.safeio import ReadError
from game.shell.scenes.setup_memory import load_setup


def start_game_from(setup: SetupScene) -> None:
    setup.enter()
    setup.start()


def test_the_next_setup_starts_from_the_last_game(app):
    setup = SetupScene(app)
    setup.set_mode("family")
    setup.set_players(3)
    setup.set_kind(1, "hard")
    setup.set_kind(2, "human")
    setup.set_name(2, "Ada")
    setup.set_boat(0, "red")
    setup.profiles[2] = {"text_scale": 1.5, "narration": True}
    start_game_from(setup)
    assert app.session is not None and [s.name for s in app.session.seats][2] == "Ada"

    again = SetupScene(app)
    assert (again.mode, again.players) == ("family", 3)
    assert again.kinds[:3] == ["human", "hard", "human"]
    assert again.names[2] == "Ada" and again.boats == {0: "red"}
    assert again.profiles[2] == {"text_scale": 1.5, "narration": True}


def test_solo_is_remembered_with_its_level(app):
    setup = SetupScene(app)
    setup.set_mode("solo")
    setup.difficulty = "very_hard"
    start_game_from(setup)
    again = SetupScene(app)
    assert (again.mode, again.players, again.difficulty) == ("solo", 1, "very_hard")


@pytest.mark.parametrize(
    "text",
    [
        "not json at all {",
        "[1, 2, 3]",
        json.dumps({"mode": "chess", "players": 4}),
        json.dumps({"mode": "standard", "players": 9}),
        json.dumps({"mode": "standard", "seats": [{"kind": "robot"}]}),
        json.dumps({"mode": "standard", "seats": [{"name": "x" * 200}]}),
        json.dumps({"mode": "standard", "seats": [{"profile": {"text_scale": "huge"}}]}),
        json.dumps({"mode": "standard", "seats": [{"boat": "gold"}]}),
    ],
)
def test_a_bad_memory_file_gives_the_defaults(app, text):
    """The defaults, a message, and the file kept aside (issue 34 item 3)."""
    path = app.config_path / FILE_NAME
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ReadError):
        load_setup(path, RememberedSetup)
    setup = SetupScene(app)
    assert (setup.mode, setup.players) == ("standard", 4)
    assert [key for key, _ in app.notices] == ["files.setup_aside"]
    (aside,) = path.parent.glob("last_setup.broken-*.json")
    assert aside.read_text(encoding="utf-8") == text
    start_game_from(setup)  # and the next game writes a good one
    assert load_setup(path, RememberedSetup) is not None
