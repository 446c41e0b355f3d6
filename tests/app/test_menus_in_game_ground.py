"""Opened from a game, the settings and every screen they lead to share one ground (play-test
2026-12-01 p4): "Change controls…" used to switch from the plain navy to the title's sky."""

from __future__ import annotations

import pytest

from game.isle.scenarios import new_session
from game.isle.scenes.game import GameScene
from tests.app.conftest import Driver


@pytest.mark.parametrize("deeper", ["remap", "symbols", "cvd_preview"])
def test_the_settings_and_what_they_open_share_the_in_game_ground(app, deeper):
    session = new_session(app, players=2, seed=3)
    game = GameScene(app, session)
    app.start(game)
    drive = Driver(app)
    drive.frames(3)
    game.open_pause()
    drive.frames(2)
    app.open("settings")
    drive.frames(2)

    def ground() -> set[tuple[int, int, int]]:
        """The colours of the window's margins, left and right of every menu's column."""
        app.stack.top.draw(app.window)
        w, h = app.window.get_size()
        spots = [(x, y) for x in (4, 30, w - 30, w - 4) for y in range(60, h - 60, 40)]
        return {tuple(app.window.get_at(p))[:3] for p in spots}

    settings = ground()
    assert settings == {tuple(app.palette.background)}, "the settings lie on the plain ground"
    app.open(deeper)
    drive.frames(2)
    assert type(app.stack.top).__name__ != "SettingsScene"
    assert ground() == settings, f"{deeper} switches to another ground"
