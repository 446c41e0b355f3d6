"""The title at every text size (play-test 2026-12-04 N13): Quit asks first, and at 200 % no
entry is scrolled out of view (Continue and Load were off screen, focus back on Settings, and
Down, Down, Enter closed the window at once)."""

from __future__ import annotations

import pygame
import pytest

from game.shell.scenes.title import TitleScene
from tests.app.conftest import Driver, make_app


def test_quit_asks_first_and_its_default_keeps_the_window_open(drive, app):
    drive.frames(2)
    drive.focus_on("quit")
    drive.press("confirm")
    assert app.running, "one press never closes the window"
    dialog = drive.top
    assert type(dialog).__name__ == "ChoiceScene"
    assert dialog.message == app.t("polish.quit.question")
    drive.press("confirm")  # the focused (first) choice: back to the menu
    assert app.running and type(drive.top).__name__ == "TitleScene"
    drive.press("confirm")
    drive.press("back")  # Back dismisses the question too
    assert app.running and type(drive.top).__name__ == "TitleScene"
    drive.press("confirm")
    drive.choose(app.t("polish.quit.confirm"))
    assert not app.running


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_every_title_entry_stays_in_view_whatever_is_focused(tmp_path, monkeypatch, size, scale):
    app = make_app(tmp_path, monkeypatch, "--size", f"{size[0]}x{size[1]}", language="fr")
    try:
        app.settings.text_scale = scale
        app.apply_settings(app.settings, save=False)
        app.save_path.parent.mkdir(parents=True, exist_ok=True)
        app.save_path.write_text("{}", encoding="utf-8")  # Continue and Load are offered
        app.start(TitleScene(app))
        drive = Driver(app)
        drive.frames(2)
        form = drive.top.form
        window = pygame.Rect((0, 0), size)
        bar = app.layout.rect(0, 672, 1280, 48)  # the prompt bar
        for _ in range(len(form.widgets)):
            drive.press("down", 0)
            drive.frames(1)
            for widget in form.widgets:
                assert widget.element is not None, f"{widget.key} is scrolled away"
                assert window.contains(widget.rect), widget.key
                assert not widget.rect.colliderect(bar), widget.key
            rects = [w.rect for w in form.widgets]
            assert all(r.collidelist(rects[:i]) < 0 for i, r in enumerate(rects)), "overlap"
        # left and right cross between the columns when there are two
        if len({w.rect.x for w in form.widgets}) == 2:
            drive.focus_on("continue")
            drive.press("right")
            assert form.focused.rect.x > form.widgets[0].rect.x
            drive.press("left")
            assert form.focused.key == "continue"
    finally:
        pygame.display.quit()
