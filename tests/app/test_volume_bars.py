"""Volume sliders are drawn bars (play-test 2026-12-01 m1): the old text bar ("▮▮▮▯") was tofu
in the bundled fonts, so 80 % and 50 % looked the same. The row's foot shows one filled segment
per step up to the value."""

from __future__ import annotations

from dataclasses import replace

import pygame


def filled_share(app, widget) -> float:
    """The share of the slider's foot (its lowest quarter) painted in the accent colour,
    measured along the row: where the filled segments end."""
    app.stack.top.draw(app.window)
    rect = widget.rect
    foot = pygame.Rect(rect.x, rect.bottom - rect.height // 4, rect.width, rect.height // 4)
    accent = pygame.Color(app.palette.accent)

    def painted(x: int) -> bool:
        for y in range(foot.top, foot.bottom):
            c = app.window.get_at((x, y))
            if max(abs(c.r - accent.r), abs(c.g - accent.g), abs(c.b - accent.b)) <= 8:
                return True
        return False

    columns = [x for x in range(foot.left, foot.right) if painted(x)]
    return 0.0 if not columns else (columns[-1] + 1 - rect.x) / rect.width


def test_eighty_and_fifty_percent_bars_differ_by_three_steps(drive, app):
    app.apply_settings(replace(app.settings, master_volume=0.8), save=False)
    drive.frames(2)
    drive.focus_on("settings")
    drive.press("confirm")
    drive.focus_on("master_volume")
    slider = drive.top.form.focused
    assert slider.value == 0.8
    at_80 = filled_share(app, slider)
    for _ in range(3):
        drive.press("left")
    slider = drive.top.form.focused  # a change rebuilds the rows
    assert (slider.key, slider.value) == ("master_volume", 0.5)
    at_50 = filled_share(app, slider)
    assert at_80 > 0.6, "80 % fills most of the bar"
    assert 0.3 < at_50 < 0.6, "50 % fills half of the bar"
    assert at_80 - at_50 > 0.2, "three steps less are visibly shorter"
