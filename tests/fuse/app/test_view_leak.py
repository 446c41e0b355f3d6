"""Secrets stay secret on the shared screen: over a whole game of two people and a bot, every card
the window draws face up is one the table has shown to everybody (played, a No!, a kit, a fuse
kitten drawn, the discard pile, a card taken from it) or, while its own private screen is open
(never under a hand-off), a card of that seat's hand or of the deck's top it alone knows (its
Peek, where it hid a fuse kitten); and no line said aloud names a card that was hidden."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.fuse.rules import HIDDEN, observe_events
from game.fuse.ui.art import FuseArt
from game.fuse.ui.words import card_words
from game.shell.session.seated import PUBLIC
from tests.app.conftest import Driver
from tests.fuse.app.helpers import run_until, start, top_name

PRIVATE = ("FuseHandScene", "FuseGiveScene", "FuseCalmScene", "FusePeekScene", "FusePickScene")


@pytest.fixture
def app(app):
    app.settings.narration = True
    app.apply_settings(replace(app.settings, answer_window="all"), save=False)
    app.start(app.scene("title"))
    return app


def public_cards(table) -> set[int]:
    """Cards the table has shown face up to everybody so far."""
    shown = observe_events(tuple(table.session.match.events[: table.shown_events]), PUBLIC)
    cards: set[int] = set()
    for event in shown:
        for name in ("card", "cards"):
            value = getattr(event, name, None)
            if isinstance(value, int):
                cards.add(value)
            elif isinstance(value, tuple):
                cards.update(value)
    cards |= set(table.session.state.discard)
    cards.discard(HIDDEN)
    return cards


def private_cards(app, table) -> set[int]:
    """The cards of the private screen open now (never under a hand-off)."""
    scene = table.hand_scene
    if scene is None or scene not in app.stack.scenes:
        return set()
    assert not any(s.name == "handoff" for s in app.stack.scenes), "a secret under a hand-off"
    view = table.session.view(scene.seat).state
    return set(view.seats[scene.seat].hand) | set(view.deck) | {view.drawn}


def test_no_frame_and_no_line_shows_a_secret_but_to_its_owner(app, monkeypatch):
    leaks: list[str] = []
    tables: list = []
    card = FuseArt.card

    def recording(self, which, width, named=True):
        if tables and which != HIDDEN:
            table = tables[0]
            if which not in public_cards(table) | private_cards(app, table):
                leaks.append(f"{which} under {[type(s).__name__ for s in app.stack.scenes]}")
        return card(self, which, width, named)

    monkeypatch.setattr(FuseArt, "card", recording)
    said: list[str] = []
    monkeypatch.setattr(app, "narrate", said.append)
    drive = Driver(app)
    table = start(app, players=3, humans=2, seed=17)
    tables.append(table)
    session = table.session
    handoffs = 0
    privately: set[int] = set()  # every card a private screen showed
    for _ in range(40000):
        name = top_name(app)
        if name == "FuseGameEndScene":
            break
        if name in ("ChoiceScene", "HandoffScene"):
            handoffs += name == "HandoffScene"
            drive.press("confirm")
        elif name == "NoWindowScene":
            drive.press("confirm", 0)
        elif name in PRIVATE and drive.top.still_current() and table.may_act():
            privately |= private_cards(app, table)
            if name == "FuseHandScene":
                drive.top.draw_card()
            else:
                drive.press("confirm", 0)
                if name == "FuseGiveScene":
                    drive.press("confirm", 0)
        else:
            run_until(app, lambda: False, 1)
    assert top_name(app) == "FuseGameEndScene"
    assert handoffs > 5
    assert not leaks, leaks[:5]
    assert privately - public_cards(table), "the private screens showed secrets"
    # no line names a hidden card: a card drawn, taken at random, given or peeked at is "a
    # card", "the top cards"; nobody is spoken to as "you" with two people at the screen
    titles = {card_words(app.t, c) for c in range(1, 140) if c % 10 and c // 10 < 13}
    for line in said:
        assert not line.startswith(("You ", "Your ")), line
        if " draws " in line or "random" in line or " gives " in line or " peeks " in line:
            assert not any(title in line for title in titles - {"Fuse kitten"}), line
    assert session.is_over
