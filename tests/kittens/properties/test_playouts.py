"""Hypothesis playouts of Kitten Toys: random whole games (random cards played, random chance
outcomes) checked after every action, and their records checked at the end by the independent
checker (tests/kittens/checker.py): the 35 cards are all somewhere, exactly once; the legal
actions are exactly those the rules accept; no collection keeps four of a colour and no round
goes on with five colours; the view hides what it must; the JSON form is lossless."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.kittens.rules import HIDDEN, observe, parse_action
from game.kittens.rules.actions import CHANCE, Play
from game.kittens.rules.cards import DEAL_SIZES, DECK, OVERFLOW_AT, colour_counts, is_known
from game.kittens.rules.codec import state_from_json, state_to_json
from game.kittens.rules.engine import (
    apply_action,
    can_apply,
    chance_outcomes,
    is_over,
    legal_actions,
    new_game,
    to_move,
)
from game.kittens.rules.record import game_record
from game.kittens.rules.state import GameState, Phase
from tests.kittens.checker import check_record


def cards_in(state: GameState) -> Counter:
    """Every card the state holds, wherever it is."""
    found: Counter = Counter()
    for seat in state.seats:
        found.update(seat.hand)
        found.update(seat.collection)
    found.update(c for _, c in state.trick)
    found.update(state.discarded + state.deck + state.rest)
    if state.trump:
        found[state.trump] += 1
    if state.sharing is not None:
        found.update(state.sharing.left)
    return found


def check_invariants(state: GameState) -> None:
    if state.phase != Phase.FIRST:
        assert cards_in(state) == Counter(DECK), "the 35 cards, each exactly once"
    for seat in state.seats:
        assert set(seat.face_down) <= set(seat.collection)
        assert list(seat.hand) == sorted(seat.hand) and list(seat.collection) == sorted(
            seat.collection
        )
    movers = to_move(state)
    if is_over(state):
        assert movers == () and legal_actions(state) == []
        assert state.winners == tuple(i for i, s in enumerate(state.seats) if s.super_chats >= 3)
        return
    if movers == (CHANCE,):
        outcomes = chance_outcomes(state)
        assert outcomes and abs(sum(p for _, p in outcomes) - 1) < 1e-9
        assert legal_actions(state) == [a for a, _ in outcomes]
        assert all(can_apply(state, a) for a, _ in outcomes)
        return
    (seat,) = movers
    assert state.phase == Phase.TRICK and state.sharing is None and state.queue == ()
    accepted = [Play(seat, c) for c in DECK if can_apply(state, Play(seat, c))]
    assert legal_actions(state, seat) == accepted == [Play(seat, c) for c in state.seats[seat].hand]
    for other in range(state.players):
        if other != seat:
            assert legal_actions(state, other) == []
            assert not any(can_apply(state, Play(other, c)) for c in state.seats[other].hand)
    # Between tricks, every overflow is resolved and nobody holds five colours.
    for s in state.seats:
        assert max(colour_counts(s.collection)) < OVERFLOW_AT
        assert s.colours() < 5
    played = {s for s, _ in state.trick}
    size = len(state.seats[state.leader].hand) + (1 if state.trick else 0)
    for i, s in enumerate(state.seats):
        assert len(s.hand) == size - (1 if i in played else 0)
    assert size <= DEAL_SIZES[state.players]
    # A seat's view: its own cards, only the size of the other hands.
    view = observe(state, seat).state
    assert view.seats[seat] == state.seats[seat]
    for i, s in enumerate(view.seats):
        if i != seat:
            assert set(s.hand) <= {HIDDEN} and len(s.hand) == len(state.seats[i].hand)
            assert all(is_known(c) == (c not in s.face_down) for c in s.collection)
    assert set(view.rest) <= {HIDDEN} and not any(is_known(c) for c in view.discarded)


def playout(players: int, seed: int) -> tuple[GameState, list]:
    rng = random.Random(seed)
    state = new_game(players)
    events: list = []
    while not is_over(state):
        actions = legal_actions(state)
        action = actions[rng.randrange(len(actions))]
        assert parse_action(action.text()) == action
        state, new = apply_action(state, action)
        events += new
        check_invariants(state)
        assert state_from_json(state_to_json(state)) == state
    return state, events


@pytest.mark.parametrize("players", [3, 4, 5])
@settings(
    max_examples=30,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_games_keep_every_invariant_and_their_record_checks(players, seed):
    state, events = playout(players, seed)
    assert state.phase == Phase.OVER
    record = game_record(players, seed, events)
    check_record(record)
    assert record["super_chats"] == [s.super_chats for s in state.seats]
    assert record["game_winners"] == list(state.winners)
