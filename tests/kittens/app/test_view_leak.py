"""Hands stay private on the shared screen: over a whole game of two people and a bot, every
card the window draws is one the table has shown (played, or the round's trump card) or a card
of the hand of the seat whose turn it is, after its hand-off; and no card said aloud was hidden
(every card named was played, turned up, or is in the hand on screen)."""

from __future__ import annotations

import pytest

from game.kittens.rules import DECK
from game.kittens.rules import events as ev
from game.kittens.ui.art import ToyArt
from game.kittens.ui.words import card_words
from tests.app.conftest import Driver
from tests.kittens.app.helpers import start, top_name


@pytest.fixture
def app(app):
    app.settings.narration = True
    app.start(app.scene("title"))
    return app


def shown_cards(table) -> set[int]:
    """Cards the table has shown face up in the round it shows: played, and the trump."""
    shown = table.session.match.events[: table.shown_events]
    cards: set[int] = set()
    for event in shown:
        if isinstance(event, ev.RoundStarted):
            cards.clear()
        elif isinstance(event, (ev.CardPlayed, ev.TrumpTurned)):
            cards.add(event.card)
    return cards


def visible(app, table) -> set[int]:
    """The cards the window may draw now: the table's, and the hand of the seat whose hand
    screen is open (it opens only after its hand-off, never under one)."""
    allowed = shown_cards(table)
    hand = table.hand_scene
    if hand is not None and hand in app.stack.scenes:
        assert not any(s.name == "handoff" for s in app.stack.scenes)
        allowed |= set(hand.cards())
    return allowed


def test_no_frame_and_no_line_shows_a_hand_but_its_owner_s_on_its_turn(app, monkeypatch):
    leaks: list[str] = []
    tables: list = []
    card = ToyArt.card

    def recording(self, which, width, turned=False):
        if tables and which not in visible(app, tables[0]):
            leaks.append(f"{which} under {[type(s).__name__ for s in app.stack.scenes]}")
        return card(self, which, width, turned)

    monkeypatch.setattr(ToyArt, "card", recording)
    said: list[str] = []
    monkeypatch.setattr(app, "narrate", said.append)
    drive = Driver(app)
    table = start(app, players=3, humans=2, seed=17)
    tables.append(table)
    session = table.session
    served: set[int] = set()  # cards of the hand on screen, on its seat's turn
    handoffs = 0
    for _ in range(40000):
        name = top_name(app)
        if name == "GameEndScene":
            break
        hand = table.hand_scene
        if hand is not None and hand in app.stack.scenes:
            served |= set(hand.cards())
        if name == "ChoiceScene" or name == "RoundEndScene":
            drive.press("confirm")
        elif name == "HandoffScene":
            handoffs += 1
            drive.press("confirm")
        elif name == "KittenHandScene" and drive.top.still_current():
            drive.press("confirm", 0)
            drive.press("confirm", 0)
        else:
            if session.bot_movers() and not table.motion.busy():
                session.poll_bots(blocking=True)
            drive.frames(1)
        assert not leaks, leaks[:3]
    assert top_name(app) == "GameEndScene" and handoffs > 0
    revealed = {
        e.card for e in session.match.events if isinstance(e, (ev.CardPlayed, ev.TrumpTurned))
    }
    said_cards = {
        c
        for line in said
        for c in DECK
        if card_words(app.t, c) in line or card_words(app.t, c, turned=True) in line
    }
    assert said_cards, "narration names the cards played"
    assert said_cards <= revealed | served, sorted(said_cards - revealed - served)
