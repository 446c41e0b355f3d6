"""A seat's button pictures are its own device's on every screen (issue 43, item 9): on a couch
with an Xbox pad and a DualSense, the hand and the hand-off of the Xbox seat show A, Y and View
after the DualSense was pressed, the overlays' prompts (Help, Suggest) too: never Cross,
Triangle or Create beside them (they followed the device used last)."""

from __future__ import annotations

import pytest

from game.shell.ui import prompts
from tests.app.test_couch_game import couch_with
from tests.kittens.app.test_couch_pads import KittenPads

OWN = {"A", "Y"}  # the Xbox pad's confirm and help
FOREIGN = {"Cross", "Circle", "Triangle", "Square", "Create", "Share", "Options"}


@pytest.fixture
def couch(tmp_path, monkeypatch):
    yield from couch_with(tmp_path, monkeypatch, KittenPads)


def badges_drawn(app, drive, monkeypatch) -> list[str]:
    drawn: list[str] = []
    badge = prompts.glyph_badge
    monkeypatch.setattr(prompts, "glyph_badge", lambda g, *a: drawn.append(g) or badge(g, *a))
    prompts.forget_bars()
    app.frame(1 / 60)
    monkeypatch.setattr(prompts, "glyph_badge", badge)
    return drawn


def test_the_hand_and_the_hand_off_show_only_the_seat_s_own_pad(couch, monkeypatch):
    app, drive, pads = couch
    first, second = pads  # seat 0: the Xbox pad; seat 1: the DualSense
    drive.choose_kitten_toys(first)
    drive.tap(first, "a")
    drive.tap(second, "a")
    drive.focus_row(first, "players")
    drive.tap(first, "dpleft")  # 3 players: two people, a bot
    drive.focus_row(first, "start")
    drive.tap(first, "a")
    drive.frames(3)
    checked: set[str] = set()
    for _ in range(20000):
        top = drive.top
        name = type(top).__name__
        if checked == {"HandoffScene", "KittenHandScene"}:
            break
        if name == "ChoiceScene":
            drive.tap(first, "a")
        elif name == "HandoffScene":
            if top.seat == 0 and name not in checked:
                drive.tap(second, "a")  # refused: not its pad; the DualSense was used last
                drawn = badges_drawn(app, drive, monkeypatch)
                assert OWN <= set(drawn) and not FOREIGN & set(drawn), drawn
                checked.add(name)
            drive.tap(pads[top.seat], "a")
        elif name == "KittenHandScene" and top.still_current():
            if top.seat == 0 and name not in checked:
                drive.tap(second, "dpup")  # refused here: another seat's pad
                assert drive.top is top
                drawn = badges_drawn(app, drive, monkeypatch)
                assert OWN <= set(drawn) and not FOREIGN & set(drawn), drawn
                checked.add(name)
            drive.tap(pads[top.seat], "a")
            drive.tap(pads[top.seat], "a")
        else:
            session = app.session
            table = app.stack.scenes[0]
            if session.bot_movers() and drive.top is table and not table.motion.busy():
                session.poll_bots(blocking=True)
            drive.frames(1)
    assert checked == {"HandoffScene", "KittenHandScene"}, checked
