"""tools/screenshots.py: the smoke test of the tool people run to look at every screen."""

from __future__ import annotations

import pygame
import pytest

from tools import screenshots


def test_screenshots_writes_the_asked_scenes(tmp_path, capsys):
    out = tmp_path / "shots"
    assert screenshots.main([str(out), "--sizes", "640x360", "--only", "title,setup"]) == 0
    written = sorted(p.name for p in out.iterdir())
    assert written == ["setup_640x360.png", "title_640x360.png"]
    for path in out.iterdir():
        assert pygame.image.load(str(path)).get_size() == (640, 360)
    assert str(out / "title_640x360.png") in capsys.readouterr().out


def test_screenshots_refuses_an_unknown_scene(tmp_path, capsys):
    with pytest.raises(SystemExit) as stop:
        screenshots.main([str(tmp_path), "--only", "title,lobby"])
    assert stop.value.code == 2
    assert "lobby" in capsys.readouterr().err


def test_a_game_scene_holds_the_bots_still(tmp_path):
    """The picture is of the recorded moment: bots that must act do not move while it settles."""
    from tests.golden.test_golden import GAMES

    _, app = screenshots.shot("draft", (640, 360), tmp_path, recordings=GAMES)
    session = app.session
    assert session.bot_movers(), "bots have a decision to take at this moment"
    log = list(session.match.log)
    assert session.poll_bots(blocking=True) == ()  # would wait for a bot's decision and apply it
    for _ in range(10):
        app.step(1 / 60)
    assert session.match.log == log
