"""At the table, Kitten Toys speaks to the one person playing against bots, as The Isle of Cats
does: the caption, the event log, the narration and the timeline say "You play…" ("Vous
jouez…") of that person's moves; with two people at the table, names say whose move it is."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.app.conftest import Driver
from tests.kittens.app.helpers import answer_first, run_until, start, top_name

WORDS = {
    "en": ("Round 1: you start.", "You play ", "Mia plays "),
    "fr": ("Manche 1\u00a0: vous commencez.", "Vous jouez ", "Mia joue "),
}


@pytest.fixture
def app(app):
    app.start(app.scene("title"))
    return app


def _said(app, monkeypatch) -> list[str]:
    said: list[str] = []
    app.settings.narration = True
    monkeypatch.setattr(app, "narrate", said.append)
    return said


@pytest.mark.parametrize("language", ["en", "fr"])
def test_one_person_against_bots_is_spoken_to(app, monkeypatch, language):
    app.apply_settings(replace(app.settings, language=language), save=False)
    first, you_play, mia_plays = WORDS[language]
    said = _said(app, monkeypatch)
    drive = Driver(app)
    table = start(app, players=3, humans=1, seed=4)
    assert table.you == 0
    answer_first(app, "Mia")
    assert run_until(app, lambda: top_name(app) == "KittenHandScene")
    assert first in table.log and first in said
    drive.press("confirm", 0)
    drive.press("confirm", 0)
    assert run_until(app, lambda: any(line.startswith(you_play) for line in table.log), 600)
    mine = next(line for line in table.log if line.startswith(you_play))
    assert mine in said and not any(line.startswith(mia_plays) for line in table.log)
    assert table.caption is not None  # the caption, the log and narration say one line
    app.open("kittens.timeline", table)
    app.stack.apply()
    rows = [row.words for row in app.stack.top.build()]
    assert first in rows and mine in rows


def test_two_people_are_named(app, monkeypatch):
    said = _said(app, monkeypatch)
    table = start(app, players=3, humans=2, seed=4)
    assert table.you is None
    answer_first(app, "Mia")
    assert run_until(app, lambda: "Round 1: Mia starts." in table.log, 600)
    assert "Round 1: Mia starts." in said
    assert not any("you" in line.lower().split() for line in table.log)
