"""The prompt bar says "Change" exactly on the rows that left/right change (play-test
2026-12-01 m15): the settings never said it on their choices and sliders, and the symbols
screen said it on its buttons too."""

from __future__ import annotations

from game.shell.ui.gui import Choice, Slider, TextField


def changeable(widget) -> bool:
    return isinstance(widget, (Choice, Slider)) or (
        isinstance(widget, TextField) and bool(widget.suggestions)
    )


def walk(drive) -> list[tuple[str, bool, bool]]:
    """Each focusable row of the top menu: its key, whether left/right change it, whether the
    prompt bar says "Change" while it has the focus."""
    form = drive.top.form
    seen = []
    for _ in range(len(form.widgets)):
        focused = drive.top.form.focused
        said = "change" in [intent for intent, _ in drive.top.prompts()]
        if seen and seen[0][0] == focused.key:
            break
        seen.append((focused.key, changeable(focused), said))
        drive.press("down", 0)
    return seen


def test_settings_and_symbols_say_change_only_where_left_and_right_change(drive):
    drive.frames(2)
    drive.focus_on("settings")
    drive.press("confirm")
    rows = walk(drive)
    kinds = {changes for _, changes, _ in rows}
    assert kinds == {True, False}, "the settings have both kinds of rows"
    for key, changes, said in rows:
        assert said == changes, f"settings row {key!r}: 'Change' shown={said}"
    drive.focus_on("symbol_map")
    drive.press("confirm")
    assert type(drive.top).__name__ == "SymbolsScene"
    rows = walk(drive)
    assert {changes for _, changes, _ in rows} == {True, False}
    for key, changes, said in rows:
        assert said == changes, f"symbols row {key!r}: 'Change' shown={said}"
