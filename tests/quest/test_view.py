"""What a seat sees: everything but the order of the deck (its cards are listed sorted), and the
events that put a card on the deck are blanked for everyone."""

from __future__ import annotations

import random
from dataclasses import replace

from game.quest.data.loader import load_creatures
from game.quest.rules import Shuffle, apply_action, new_game, observe, observe_events
from game.quest.rules.events import CardShuffled, CreatureRevealed
from game.quest.session.match import QuestMatch


def test_a_view_shows_everything_but_the_deck_s_order():
    match = QuestMatch(3, 4)
    state = match.state
    for seat in range(3):
        view = observe(state, seat)
        assert view.seat == seat
        assert view.state.deck == tuple(sorted(state.deck)) and len(state.deck) == 37
        assert replace(view.state, deck=state.deck) == state  # nothing else is changed


def test_two_games_that_differ_only_in_the_deck_s_order_look_the_same():
    state = QuestMatch(2, 9).state
    deck = list(state.deck)
    random.Random(1).shuffle(deck)
    other = replace(state, deck=tuple(deck))
    assert other != state
    for seat in range(2):
        assert observe(other, seat) == observe(state, seat)


def test_no_seat_sees_which_card_went_on_the_deck():
    state = new_game(2, load_creatures())
    state, events = apply_action(state, Shuffle(17))
    assert events == (CardShuffled(17, 0),)
    for seat in range(2):
        assert observe_events(events, seat) == (CardShuffled(0, 0),)
    revealed = (CreatureRevealed(17, 0),)
    assert observe_events(revealed, 1) == revealed
