"""The settings screen's order (play-test 2026-12-01 p3, re-checked 2026-12-04): "Accessibility"
held only Narration while colours, symbols and reduced motion sat under Display, and the list
had no Back button (Backspace only)."""

from __future__ import annotations

from tests.app.conftest import Driver


def sections(form) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    current = ""
    for widget in form.widgets:
        if type(widget).__name__ == "Label":
            current = widget.key
            found[current] = []
        else:
            found.setdefault(current, []).append(widget.key)
    return found


def test_what_helps_to_see_follow_and_act_is_under_accessibility(drive, app):
    drive.frames(2)
    drive.focus_on("settings")
    drive.press("confirm")
    form = drive.top.form
    found = sections(form)
    for key in ("palette", "symbols", "symbol_map", "reduced_motion", "narration"):
        assert key in found["access"], f"{key} is an accessibility setting"
    assert "hold_to_confirm" in found["access"]
    assert found["display"] == ["fullscreen", "text_scale"]


def test_the_list_ends_with_a_back_button(app):
    from game.shell.scenes.title import TitleScene

    app.start(TitleScene(app))
    drive = Driver(app)
    drive.frames(2)
    drive.focus_on("settings")
    drive.press("confirm")
    settings = drive.top
    assert settings.form.widgets[-1].key == "back"
    drive.focus_on("back")
    drive.press("confirm")
    assert type(drive.top).__name__ == "TitleScene"
