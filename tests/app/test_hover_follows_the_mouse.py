"""The mouse's hover shows only while the mouse is in use (play-test 2026-12-04 m12): after a
key or a pad press it kept marking another element than the focus ("New game", "Charger une
partie", "Joueurs"...), an unmoved pointer in the middle of the window marked a button from the
first frame on, and in high contrast two or three elements were yellow: the focus alone is."""

from __future__ import annotations

import warnings

import pygame

from game.shell.scenes.title import TitleScene
from game.shell.ui.gui import scaled_theme
from game.shell.ui.palette import HIGH_CONTRAST, primary_fill
from tests.app.conftest import Driver

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from tests.ui.test_palettes import delta_e, seen_lab


def move_mouse(drive: Driver, pos) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(40, 0), buttons=(0, 0, 0))
    )
    drive.frames(2)


def hovered_buttons(app) -> list[str]:
    return [
        getattr(e, "text", "?")
        for e in app.gui.manager.get_sprite_group().sprites()
        if getattr(e, "hovered", False)
    ]


def test_a_key_press_forgets_what_the_mouse_pointed_at(drive, app):
    drive.frames(2)
    form = drive.top.form
    assert not app.gui.pointer_shown, "an unmoved pointer marks nothing"
    new = next(w for w in form.widgets if w.key == "new")
    settings = next(w for w in form.widgets if w.key == "settings")
    move_mouse(drive, settings.rect.center)
    assert form.widgets[form.hover].key == "settings" and app.gui.pointer_shown
    assert form.focused is new
    drive.press("down")
    assert form.hover is None, "the hover ring is gone"
    assert not app.gui.pointer_shown
    app.gui.update(0.1)
    assert hovered_buttons(app) == [], "pygame-gui marks no button either"
    move_mouse(drive, settings.rect.center)  # the mouse moves: its hover is back
    assert form.widgets[form.hover].key == "settings"


def test_a_key_press_forgets_the_pointer_in_every_screen_of_the_stack(app):
    app.start(TitleScene(app))
    drive = Driver(app)
    drive.frames(2)
    title = drive.top
    move_mouse(drive, title.form.widgets[3].rect.center)
    assert title.form.hover == 3
    drive.focus_on("settings")
    drive.press("confirm")
    assert drive.top is not title
    assert title.form.hover is None


def test_in_high_contrast_yellow_is_the_focus_alone():
    theme = scaled_theme("high_contrast", 1.0)
    focus = seen_lab(HIGH_CONTRAST.focus, "normal")

    def colour(hex_code: str) -> tuple[int, int, int]:
        value = hex_code.lstrip("#")
        return tuple(int(value[i : i + 2], 16) for i in (0, 2, 4))  # type: ignore[return-value]

    marks = {
        "a primary button": theme["#primary"]["colours"]["normal_bg"],
        "a hovered button's words": theme["button"]["colours"]["hovered_text"],
        "a hovered button's edge": theme["button"]["colours"]["hovered_border"],
    }
    for what, hex_code in marks.items():
        distance = delta_e(seen_lab(colour(hex_code), "normal"), focus)
        assert distance >= 20, f"{what} is the focus's yellow (CIEDE2000 {distance:.1f})"
    distance = delta_e(seen_lab(primary_fill(HIGH_CONTRAST), "normal"), focus)
    assert distance >= 20, "the table's default button is the focus's yellow"
