"""The keyboard/pad focus never rests on a greyed-out entry of a menu (play-test 2026-12-04:
at 200 % in French it landed on the disabled "Charger une partie"): moving, wrapping, across
the title's columns, the first focus, back on a screen, the mouse wheel and a click. The
entry stays in view, greyed out."""

from __future__ import annotations

import pygame
import pytest

from game.shell.input import Wheel
from game.shell.scenes.settings import SettingsScene
from game.shell.scenes.title import TitleScene
from game.shell.ui.gui import Label
from tests.app.conftest import Driver, make_app
from tests.app.test_focus_and_hover import click


def rests_well(form) -> None:
    widget = form.focused
    assert widget.enabled and not isinstance(widget, Label), f"focus on {widget.key}"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_up_down_left_right_never_land_on_load_without_a_save(
    tmp_path, monkeypatch, size, scale, language
):
    app = make_app(tmp_path, monkeypatch, "--size", f"{size[0]}x{size[1]}", language=language)
    try:
        app.settings.text_scale = scale
        app.apply_settings(app.settings, save=False)
        app.start(TitleScene(app))
        drive = Driver(app)
        drive.frames(2)
        form = drive.top.form
        disabled = {w.key for w in form.widgets if not w.enabled}
        assert disabled == {"continue", "load"}
        rests_well(form)
        seen = set()
        for move in ["up"] * 12 + ["down"] * 12 + ["left", "up", "right", "up", "left"] * 3:
            drive.press(move, 0)
            rests_well(form)
            seen.add(form.focused.key)
        assert seen == {w.key for w in form.widgets} - disabled, "every other entry is reached"
        load = next(w for w in form.widgets if w.key == "load")
        assert load.element is not None and not load.element.is_enabled, "shown, greyed out"
    finally:
        pygame.display.quit()


def test_back_on_the_title_after_the_last_save_is_gone_the_focus_leaves_continue(app):
    saved = app.save_path
    saved.parent.mkdir(parents=True, exist_ok=True)
    saved.write_text("{}", encoding="utf-8")
    app.start(TitleScene(app))
    drive = Driver(app)
    drive.frames(2)
    assert drive.top.form.focused.key == "continue"
    saved.unlink()  # deleted from the Load screen, say
    app.open("settings")
    drive.frames(2)
    drive.press("back")
    assert type(drive.top) is TitleScene
    rests_well(drive.top.form)
    assert drive.top.form.focused.key == "new"


def test_a_click_on_a_greyed_out_entry_does_not_take_the_focus(app):
    app.start(TitleScene(app))
    drive = Driver(app)
    drive.frames(2)
    form = drive.top.form
    load = next(w for w in form.widgets if w.key == "load")
    click(drive, load.rect.center)
    assert type(drive.top) is TitleScene
    rests_well(form)


def test_the_mouse_wheel_brings_the_focus_onto_a_setting_never_a_heading(app):
    app.start(SettingsScene(app))
    drive = Driver(app)
    drive.frames(2)
    scene = drive.top
    for dy in [-1] * 30 + [1] * 30:
        scene.handle(Wheel(dy))
        rests_well(scene.form)
        assert scene.form.focused.element is not None, "the focus stays in view"


def test_a_form_starts_on_and_wraps_around_its_enabled_entries_only(app):
    from game.shell.ui.gui import Button, Form

    app.start(TitleScene(app))
    widgets = [
        Button("a", "A", enabled=False),
        Button("b", "B"),
        Button("c", "C", enabled=False),
        Button("d", "D"),
        Button("e", "E", enabled=False),
    ]
    form = Form(app.gui, widgets, (380.0, 190.0, 520.0, 460.0))
    try:
        assert form.focused.key == "b"
        keys = []
        for _ in range(4):
            form.move_focus(+1)
            keys.append(form.focused.key)
        assert keys == ["d", "b", "d", "b"]
        form.move_focus(-1)
        assert form.focused.key == "d"
        widgets[3].enabled = False  # greyed out under the focus
        form.refresh(widgets[3])
        assert form.focused.key == "b"
    finally:
        form.kill()
