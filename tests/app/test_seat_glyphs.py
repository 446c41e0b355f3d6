"""The hint bar of a seat's decision screen names the buttons of that seat's own pad: on a
couch with an Xbox pad and a PlayStation pad, the rescue after another player's press (a press
that cannot act for this seat) still shows A and B for the Xbox seat, not Cross and Circle;
the keyboard used last keeps its keys (it acts for every seat)."""

from __future__ import annotations

import pygame
import pytest

from game.shell.ui import prompts
from tests.app.human import act
from tests.app.test_couch_game import couch_with


@pytest.fixture
def couch(tmp_path, monkeypatch):
    yield from couch_with(tmp_path, monkeypatch)


def badges_drawn(app, drive, monkeypatch) -> list[str]:
    drawn: list[str] = []
    badge = prompts.glyph_badge
    monkeypatch.setattr(prompts, "glyph_badge", lambda g, *a: drawn.append(g) or badge(g, *a))
    prompts.forget_bars()
    app.frame(1 / 60)  # a whole frame drawn
    drive.frames(1)
    monkeypatch.setattr(prompts, "glyph_badge", badge)
    return drawn


def test_a_seats_screen_shows_its_own_pads_buttons_after_another_pad_was_pressed(
    couch, monkeypatch
):
    app, drive, pads = couch
    first, second = pads  # an Xbox pad and a DualSense
    drive.tap(first, "a")
    drive.tap(first, "a")  # The Isle of Cats
    setup = drive.top
    drive.tap(first, "a")
    drive.tap(second, "a")
    drive.focus_row(first, "players")
    drive.tap(first, "dpleft")
    drive.tap(first, "dpleft")
    assert setup.players == 2
    drive.focus_row(first, "start")
    drive.tap(first, "a")
    drive.frames(5)
    checked = set()
    for _ in range(3000):
        top = drive.top
        name = type(top).__name__
        if name == "ScoringScene" or checked == {"BoardScene", "DraftScene"}:
            break
        if not getattr(top, "still_current", lambda: True)():
            drive.frames(1)
            continue
        if name == "HandoffScene":
            drive.tap(pads[top.seat], "a")
            continue
        if name in ("BoardScene", "DraftScene") and getattr(top, "seat", None) is not None:
            seat = top.seat
            other = pads[1 - seat]
            drive.tap(other, "dpup")  # refused here: not this seat's pad
            assert drive.top is top
            assert app.input.last_device.instance == other.instance_id
            drawn = badges_drawn(app, drive, monkeypatch)
            own, foreign = (("A", "Cross"), ("Cross", "A"))[seat]
            assert own in drawn and foreign not in drawn, (seat, drawn)
            # the shared keyboard acts for every seat: its keys when it was used last
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP, mod=0))
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_UP, mod=0))
            drive.frames(2)
            drawn = badges_drawn(app, drive, monkeypatch)
            assert "Enter" in drawn and own not in drawn, (seat, drawn)
            checked.add(name)
        act(drive)
    assert checked == {"BoardScene", "DraftScene"}, checked
