"""A damaged levels/tutorial file (issue 43 item 10): Learn to play says what is broken, as a
damaged challenge file does, and the title stays usable; never a traceback."""

from __future__ import annotations

import json

import pygame
import pytest

import game.isle.tutorial.script as script_module
from game.isle.scenes.tutorial import SCRIPT, learn, offer_tutorial
from tests.app.conftest import Driver, make_app

REAL = script_module.TUTORIALS / f"{SCRIPT}.json"


def damage(folder, how: str) -> None:
    target = folder / f"{SCRIPT}.json"
    if how == "missing":
        return
    if how == "not json":
        target.write_text("{ this is not json", encoding="utf-8")
    elif how == "a loop":
        target.symlink_to(target)
    elif how == "a folder":
        target.mkdir()
    else:
        data = json.loads(REAL.read_text(encoding="utf-8-sig"))
        if how == "a bad field":
            data["seats"] = "nobody"
        elif how == "a bad action":
            data["deal"][0] = "deal nothing"
        elif how == "no steps":
            data["steps"] = [{"id": 5}]
        target.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize(
    "how", ["missing", "not json", "a loop", "a folder", "a bad field", "a bad action", "no steps"]
)
def test_a_damaged_tutorial_file_is_told_and_the_title_stays(tmp_path, monkeypatch, how):
    folder = tmp_path / "levels" / "tutorial"
    folder.mkdir(parents=True)
    damage(folder, how)
    real = script_module.load_script
    monkeypatch.setattr(
        script_module, "load_script", lambda name, content, *a, **k: real(name, content, folder)
    )
    app = make_app(tmp_path, monkeypatch)
    from game.shell.scenes.title import TitleScene

    app.start(TitleScene(app))
    try:
        drive = Driver(app)
        drive.frames(2)
        learn(app)
        app.stack.apply()
        drive.frames(2)
        top = app.stack.top
        assert type(top).__name__ == "MessageScene", type(top).__name__
        shown = " ".join(str(v) for v in vars(top).values() if isinstance(v, str))
        assert f"{SCRIPT}.json" in shown, shown
        assert "TitleScene" in [type(s).__name__ for s in app.stack.scenes]
        offer_tutorial(app)  # the first launch's offer goes the same way
        app.stack.apply()
        drive.frames(2)
        assert "TitleScene" in [type(s).__name__ for s in app.stack.scenes]
    finally:
        pygame.display.quit()
