"""The round's end tells what decides the next round (issue 43, item 9): each seat's cards
collected (the hands-empty tie-break) and who starts next, as the rules say it; the round's end
and the game's winner are said once, with their full stops (play-test 2026-12-06); and its
button's focus ring stays clear of the prompt bar at 200 %."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.kittens.rules.events import RoundStarted
from game.kittens.rules.rounds import next_starter
from game.shell.ui.prompts import bar_top
from tests.app.conftest import Driver
from tests.app.test_handoff_screen import drawn_words
from tests.kittens.app.helpers import run_until, start, top_name
from tests.kittens.app.test_table import play_by_keyboard


@pytest.fixture
def app(app):
    app.start(app.scene("title"))
    return app


def _said(app, monkeypatch) -> list[str]:
    said: list[str] = []
    app.settings.narration = True
    monkeypatch.setattr(app, "narrate", said.append)
    return said


def to_round_end(app, drive, players: int = 3, seed: int = 6):
    start(app, players=players, humans=1, seed=seed)
    for _ in range(4000):
        name = top_name(app)
        if name == "RoundEndScene":
            return app.stack.top
        if name == "ChoiceScene":
            drive.press("confirm")
        elif name == "KittenHandScene" and drive.top.still_current():
            drive.press("confirm", 0)
            drive.press("confirm", 0)
        else:
            if app.session.bot_movers() and not app.stack.scenes[0].motion.busy():
                app.session.poll_bots(blocking=True)
            drive.frames(1)
    raise AssertionError("no round's end came")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_round_s_end_shows_the_cards_collected_and_who_starts_next(app, monkeypatch, language):
    app.apply_settings(replace(app.settings, language=language), save=False)
    said = _said(app, monkeypatch)
    drive = Driver(app)
    scene = to_round_end(app, drive)
    event = scene.event
    collected = [len(c) for c in event.collections]
    assert scene.collected() == collected
    starter = next_starter(collected, event.winners)
    assert scene.starter() == starter
    name = scene.table.name_of(starter)
    words = scene.next_words()
    assert words.startswith(name) and str(min(collected)) in words
    shown = drawn_words(app)
    heading = "Cards" if language == "en" else "Cartes"
    assert heading in shown and name in shown
    totals = [s for s in said if scene.totals() in s]
    assert len(totals) == 1 and words in totals[0], said[-3:]
    drive.press("confirm")
    table = app.stack.scenes[0]
    assert run_until(app, lambda: table.show.round >= 2 or top_name(app) == "GameEndScene")
    started = [e for e in app.session.match.events if isinstance(e, RoundStarted)]
    assert started[-1].starter == starter, "the round's end said who the rules deal to first"


def test_a_tie_for_the_fewest_cards_says_the_tie_break(app):
    drive = Driver(app)
    scene = to_round_end(app, drive, players=5, seed=9)
    collected = scene.collected()
    fewest = min(collected)
    assert collected.count(fewest) > 1, "the seed ties two seats for the fewest cards"
    winner = scene.table.name_of(min(scene.event.winners))
    assert winner in scene.next_words() and "clockwise" in scene.next_words()


def test_the_round_s_end_and_the_game_s_winner_are_each_said_once(app, monkeypatch):
    said = _said(app, monkeypatch)
    drive = Driver(app)
    table = start(app, players=3, humans=1, seed=4)
    seen = play_by_keyboard(app, drive)
    assert seen[-1] == "GameEndScene"
    over = [s for s in said if "Round 1 is over" in s]
    assert len(over) == 1 and over[0].startswith("Round 1 is over. "), over
    won = [s for s in said if "the game" in s and ("win" in s or "won" in s)]
    assert len(won) == 1, won
    assert not any("starts the first round" in s for s in said)
    assert "Round 1: you start." in said or any("Round 1:" in s for s in table.log)


def test_the_next_round_button_keeps_its_focus_ring_off_the_prompt_bar(app):
    app.apply_settings(replace(app.settings, text_scale=2.0), save=False)
    drive = Driver(app)
    scene = to_round_end(app, drive)
    button = scene.form.widgets[0].rect
    assert button.bottom + app.layout.px(8) <= bar_top(app.layout), (button, bar_top(app.layout))
