"""Information on your own turn (issue 43, item 7): the turn is said once as it starts ("Your
turn, Mia: green led, blue is trump."), and "Read the table" (I, the right stick) reads the
table from the open hand (it did nothing there)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.kittens.rules.cards import colour_of
from game.kittens.ui.words import colour_word
from tests.app.conftest import Driver
from tests.kittens.app.helpers import answer_first, run_until, start, top_name


@pytest.fixture
def app(app):
    app.start(app.scene("title"))
    return app


def _said(app, monkeypatch) -> list[str]:
    said: list[str] = []
    app.settings.narration = True
    monkeypatch.setattr(app, "narrate", said.append)
    return said


def my_hand(app):
    assert run_until(
        app, lambda: top_name(app) == "KittenHandScene" and app.stack.top.still_current()
    )
    return app.stack.top


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_turn_is_said_once_as_it_starts_with_the_lead_and_the_trump(app, monkeypatch, language):
    app.apply_settings(replace(app.settings, language=language), save=False)
    said = _said(app, monkeypatch)
    drive = Driver(app)
    start(app, players=3, humans=1, seed=4)
    answer_first(app, "Mia")
    turns = 0
    for _ in range(3):  # three turns of Mia's: she leads the first
        hand = my_hand(app)
        state = hand.state
        trump = colour_word(app.t, colour_of(state.trump))
        opening = "Your turn, Mia: " if language == "en" else "À vous, Mia\u00a0: "
        drive.frames(5)
        mine = [s for s in said if s.startswith(opening)]
        turns += 1
        assert len(mine) == turns, said[-6:]
        assert trump in mine[-1]
        if state.trick:
            assert colour_word(app.t, colour_of(state.trick[0][1])) in mine[-1]
        else:
            assert ("you lead" if language == "en" else "vous entamez") in mine[-1]
        drive.press("confirm", 0)
        drive.press("confirm", 0)


def test_read_the_table_works_from_the_open_hand(app, monkeypatch):
    said = _said(app, monkeypatch)
    start(app, players=3, humans=1, seed=4)
    answer_first(app, "Mia")
    hand = my_hand(app)
    before = len(said)
    for kind in (pygame.KEYDOWN, pygame.KEYUP):  # I, the keyboard's "Read the table"
        pygame.event.post(pygame.event.Event(kind, key=pygame.K_i, mod=0, unicode="i", scancode=0))
        app.step(1 / 60)
    app.step(1 / 60)
    assert app.stack.top is hand
    assert len(said) > before and "is trump." in said[-1] and "Leo:" in said[-1]
