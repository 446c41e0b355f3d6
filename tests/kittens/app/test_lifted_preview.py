"""A lifted card says and shows what it would do, played now (issue 43, item 8): the table's
message line and the narration say it, the card shows faint in its place in the trick with the
trick's winner as it would be; and a French line at 200 % wraps on the message line instead of
running off the window (issue 43, item 9)."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import pytest

from game.kittens.ui.preview import caption_words, lifted_words, preview
from game.shell.ui import drawlog
from tests.app.conftest import Driver
from tests.kittens.app.helpers import answer_first, run_until, start, top_name

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "tools"))
import layout_audit  # noqa: E402


@pytest.fixture
def app(app):
    app.start(app.scene("title"))
    return app


def frame(app):
    drawlog.start()
    try:
        return layout_audit.capture(app)
    finally:
        drawlog.stop()


def test_a_lifted_card_says_and_shows_what_it_would_do(app, monkeypatch):
    said: list[str] = []
    app.settings.narration = True
    monkeypatch.setattr(app, "narrate", said.append)
    drive = Driver(app)
    table = start(app, players=3, humans=1, seed=4)
    answer_first(app, "Mia")
    for _ in range(12):  # to a turn of Mia's with a card on the table
        assert run_until(app, lambda: top_name(app) == "KittenHandScene")
        hand = app.stack.top
        if hand.state.trick:
            break
        drive.press("confirm", 0)
        drive.press("confirm", 0)
    assert hand.state.trick
    drive.press("confirm")
    card = hand.cards()[hand.picked]
    shown = preview(app.session.view(0).state, 0, card)
    assert hand.preview() == shown and table.lifted() == shown
    assert lifted_words(app.t, shown, table.name_of) in said
    words = " ".join(t.text for t in frame(app).texts)
    assert caption_words(app.t, shown, table.name_of) in words
    drive.press("back")
    assert table.lifted() is None


def test_a_long_french_line_wraps_at_200_percent(app):
    app.apply_settings(replace(app.settings, language="fr", text_scale=2.0), save=False)
    table = start(app, players=4, humans=1, seed=4)
    answer_first(app, "Mia")
    assert run_until(app, lambda: top_name(app) == "KittenHandScene")
    line = (
        "Vous remportez le pli avec le coup de patte jaune (un 8), un atout. Le coup de patte "
        "jaune vaut 8 à côté de son 7."
    )
    table.caption, table.caption_at = line, app.time
    texts = [t for t in frame(app).texts if len(t.text) > 3 and t.text in line]
    assert " ".join(t.text for t in texts).split() == line.split(), [t.text for t in texts]
    window = app.window.get_rect()
    for drawn in texts:
        assert window.contains(drawn.rect) and not drawn.piece.cut, drawn.text
