"""The status keys and speech on any screen (issue 46): F2 on a menu, F6 and Shift+F6, F12, the
first launch offering speech first, ``--narration`` and a running screen reader."""

from __future__ import annotations

import pygame

from game.shell.app.main import parse_options
from game.shell.scenes.title import TitleScene
from tests.app.conftest import Driver, make_app

F_KEYS = {"f2": pygame.K_F2, "f3": pygame.K_F3, "f6": pygame.K_F6, "f12": pygame.K_F12}


def tap(drive: Driver, name: str, mod: int = 0) -> None:
    key = F_KEYS[name]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    drive.frames(1)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
    drive.frames(1)


def test_where_am_i_on_a_menu_says_the_screen_the_focus_and_its_place(drive, app):
    app.settings.narration = True
    app.narrator.command = None
    drive.press("down")
    tap(drive, "f2")
    assert app.narrator.spoken[-1] == "The couch box. Learn to play, 2 of 8."
    drive.focus_on("settings")
    drive.press("confirm")
    tap(drive, "f2")
    said = app.narrator.spoken[-1]
    assert said.startswith("The couch box. Settings. ") and " of " in said
    tap(drive, "f3")
    assert app.narrator.spoken[-1] == "No game in progress."


def test_the_first_line_says_how_to_turn_speech_off_and_lines_can_be_heard_again(drive, app):
    app.settings.narration = True
    app.narrator.command = None
    drive.press("down")
    spoken = app.narrator.spoken
    assert spoken[0].startswith("Speech is on: F12 turns it off and on, F1 explains")
    tap(drive, "f6")
    assert spoken[-1] == spoken[-2] == "Learn to play, 2 of 8"
    tap(drive, "f6", pygame.KMOD_SHIFT)
    tap(drive, "f6", pygame.KMOD_SHIFT)
    assert spoken[-2:] == ["Learn to play, 2 of 8", spoken[0]]


def test_f12_turns_speech_off_and_on_on_any_screen_and_says_so(drive, app):
    app.narrator.command = None
    assert not app.settings.narration
    tap(drive, "f12")
    assert app.settings.narration and app.narrator.spoken[-1] == "Speech on."
    tap(drive, "f12")
    assert not app.settings.narration and app.narrator.spoken[-1] == "Speech off."
    before = len(app.narrator.spoken)
    drive.press("down")
    assert len(app.narrator.spoken) == before, "off: the focus is not said"
    tap(drive, "f2")
    assert len(app.narrator.spoken) == before + 1, "a status key is answered all the same"


def test_the_first_launch_offers_speech_first_and_says_so_aloud(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch)
    try:
        app.narrator.command = None
        app.settings.first_launch = True
        app.start(TitleScene(app))
        drive = Driver(app)
        drive.frames(2)
        dialog = drive.top
        assert dialog.form.widgets[0].key == "speech"
        assert any("Press Right to turn it on" in line for line in app.narrator.spoken)
        drive.press("right")
        assert app.settings.narration and "Speech on." in app.narrator.spoken[-2:]
    finally:
        pygame.display.quit()


def test_narration_from_the_command_line_and_with_a_screen_reader(tmp_path, monkeypatch):
    assert parse_options(["--narration"]).narration
    app = make_app(tmp_path, monkeypatch, "--narration")
    assert app.settings.narration
    pygame.display.quit()
    from game.shell.ui import voices

    monkeypatch.setattr(voices, "screen_reader_running", lambda: True)
    monkeypatch.setenv("ISLE_OF_CATS_CONFIG", str(tmp_path / "fresh"))
    from game.shell.app.main import App

    app = App(parse_options(["--size", "1280x720"]))
    assert app.settings.first_launch and app.settings.narration, "a reader runs: speech is on"
    pygame.display.quit()
