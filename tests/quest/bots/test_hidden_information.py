"""Dice Quest bots never peek: a bot takes a View only, and two games that differ only in what
no seat sees (the order of the deck; the armies, discards, line and dice are public) give the
same decision; every decision is a legal action."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any, cast

import pytest

import game.quest.rules as rules
from game.quest.bots.levels import LEVELS, make_bot
from game.quest.rules import GameState, can_apply, observe
from game.quest.session.match import QuestMatch
from tests.isle.bots.positions import blind_decisions, decisions


def positions(seed: int, every: int, players: int) -> Iterator[tuple[GameState, int]]:
    """(state, seat) at every ``every``-th decision of a game between Hard and Normal bots."""
    match = QuestMatch(players, seed)
    bots = [make_bot("hard" if i % 2 else "normal", seed + i) for i in range(players)]
    yield from decisions(match, bots, rules, every)


def shuffled_deck(state: GameState, seat: int) -> GameState:
    deck = list(state.deck)
    random.Random(len(deck)).shuffle(deck)
    return replace(state, deck=tuple(deck[1:] + deck[:1]) if len(deck) > 1 else state.deck)


def test_a_bot_takes_a_view_and_nothing_else():
    state, seat = next(positions(1, 1, 1))
    for level in LEVELS:
        with pytest.raises(AssertionError):
            make_bot(level, 1).decide(cast(Any, state))  # a state, not a view


def test_a_bot_asked_out_of_turn_says_so():
    state, seat = next(positions(2, 1, 2))
    with pytest.raises(ValueError, match="nothing to do"):
        make_bot("hard").decide(observe(state, 1 - seat))


@pytest.mark.parametrize("level", list(LEVELS))
def test_decisions_do_not_depend_on_the_order_of_the_deck(level):
    checked = 0
    for players, seed in ((1, 31), (2, 32), (4, 33)):
        checked += blind_decisions(
            lambda: make_bot(level, 3), positions(seed, 3, players), shuffled_deck, observe
        )
    assert checked >= 10


@pytest.mark.parametrize("level", list(LEVELS))
def test_every_decision_is_legal(level):
    for players, seed in ((1, 5), (3, 6)):
        for state, seat in positions(seed, 2, players):
            action = make_bot(level, seed).decide(observe(state, seat))
            assert can_apply(state, action), action.text()
