"""Autosave after every action; Continue after a kill; broken or foreign saves."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from game.isle.data.window import isle_content
from game.isle.scenes.game import resume_saved_game
from game.isle.session.match import Match
from tests.app.conftest import Driver, make_app

ROOT = Path(__file__).resolve().parents[2]

PLAYER = """
import os, sys
sys.path.insert(0, {root!r})
os.environ["SDL_VIDEODRIVER"] = "dummy"; os.environ["SDL_AUDIODRIVER"] = "dummy"
from game.shell.app.main import App, parse_options
from game.isle.scenarios import new_session
from game.isle.scenes.game import GameScene
app = App(parse_options(["--size", "1280x720"]))
app.settings.animation_speed = "instant"
session = new_session(app, players=3, seed=11, humans=0, save=True)
app.start(GameScene(app, session))
while len(session.match.log) <= 150:
    app.step(1 / 60)
print("150 actions saved", flush=True)
while True:  # the game goes on, saving after every action, until it is killed
    app.step(1 / 60)
"""


def test_a_killed_game_continues_exactly_where_it_was(tmp_path, monkeypatch):
    env = {
        **os.environ,
        "ISLE_OF_CATS_CONFIG": str(tmp_path / "config"),
        "ISLE_OF_CATS_DATA": str(tmp_path / "data"),
    }
    process = subprocess.Popen(
        [sys.executable, "-c", PLAYER.format(root=str(ROOT))],
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        # the child says when it is far enough, however busy the machine; the kill then
        # lands at whatever moment the game is at, maybe in the middle of a save
        assert process.stdout.readline().strip() == "150 actions saved"
        save = tmp_path / "data" / "saves" / "slot-1.jsonl"
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
    finally:
        if process.poll() is None:
            process.kill()
    lines = save.read_text().splitlines()
    assert len(lines) > 150
    assert all(json.loads(line) for line in lines), "the save is never half-written"
    app = make_app(tmp_path, monkeypatch)
    from game.shell.scenes.title import TitleScene

    app.start(TitleScene(app))
    assert app.stack.top.form.widgets[0].enabled
    resume_saved_game(app)
    app.stack.apply()
    replay = Match.from_lines(lines, isle_content(app))
    assert app.session.state == replay.state
    assert app.session.seats[0].name == "Mia"
    Driver(app).frames(30)  # and the game goes on
    assert len(app.session.match.log) >= len(replay.log)
    app.session.close()


def test_a_broken_save_is_kept_aside_with_a_message(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    app.save_path.parent.mkdir(parents=True)
    app.save_path.write_text(
        '{"kind": "header", "game": "isle-of-cats", "format": 1, '
        '"mode": "standard", "players": 2, "seed": 1}\n'
        '{"kind": "action", "action": "p9 fly away"}\n'
    )
    from game.shell.scenes.title import TitleScene

    app.start(TitleScene(app))
    resume_saved_game(app)
    app.stack.apply()
    assert type(app.stack.top).__name__ == "MessageScene"
    assert "kept aside" in app.stack.top.message
    assert not app.save_path.exists()
    assert list(app.save_path.parent.glob("slot-1.broken-*.jsonl"))


def test_a_foreign_file_as_save_does_not_crash(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    app.save_path.parent.mkdir(parents=True)
    app.save_path.write_bytes(b"\x89PNG not a save at all")
    from game.shell.scenes.title import TitleScene

    app.start(TitleScene(app))
    resume_saved_game(app)
    app.stack.apply()
    assert type(app.stack.top).__name__ == "MessageScene"
