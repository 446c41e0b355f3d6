"""Hypothesis playouts of Kitten Fuse: random whole games (random legal actions, random chance
outcomes, every player count, the combos on and off) checked after every action, and their
records checked at the end by the independent checker (tests/fuse/checker.py): the 56 cards
are all somewhere, exactly once; the legal actions are exactly those the rules accept; who
moves is who may act; each seat's knowledge of the deck is true; the view hides what it must;
the JSON form is lossless; the game ends with one player in."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.fuse.rules import (
    CHANCE,
    DECK,
    HIDDEN,
    GameState,
    Phase,
    apply_action,
    can_apply,
    chance_outcomes,
    is_over,
    legal_actions,
    new_game,
    observe,
    parse_action,
    result,
    state_from_json,
    state_to_json,
    title_of,
    to_move,
)
from game.fuse.rules.actions import Calm, Draw, Give, Nope, Pass, Play, Take
from game.fuse.rules.cards import FUSE, HAND_TITLES
from game.fuse.rules.record import game_record
from tests.fuse.checker import check_record

SLOW = settings(deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])


def cards_in(state: GameState) -> Counter:
    """Every card the state holds, wherever it is."""
    found: Counter = Counter()
    for seat in state.seats:
        found.update(seat.hand)
    found.update(state.pool + state.deck + state.discard + state.removed)
    if state.drawn:
        found[state.drawn] += 1
    return found


def candidates(state: GameState, seat: int) -> list:
    """Every action a seat could name now (legal or not): the reference's plays from its hand
    (any 1, 2, 3 or 5 of its cards, at any seat or none, naming any title or none), a draw, a
    No! or a pass, a card given or taken, any place in the deck."""
    hand = state.seats[seat].hand
    targets = [None, *range(state.players)]
    out: list = [Draw(seat), Pass(seat)]
    for size in (1, 2, 3, 5):
        for cards in combinations(hand, size):
            for target in targets:
                named = [None, *range(len(HAND_TITLES) + 1)] if size == 3 else [None]
                out += [Play(seat, cards, target, n) for n in named]
    out += [Nope(seat, c) for c in hand] + [Give(seat, c) for c in hand]
    out += [Take(seat, c) for c in DECK]
    out += [Calm(seat, k) for k in range(len(state.deck) + 2)]
    return out


def check_invariants(state: GameState, thorough: bool) -> None:
    assert cards_in(state) == Counter(DECK), "the 56 cards, each exactly once"
    for seat in state.seats:
        assert list(seat.hand) == sorted(seat.hand)
        assert not any(title_of(c) == FUSE for c in seat.hand), "a fuse kitten is never kept"
        assert not (seat.out and seat.hand)
    if state.phase not in (Phase.FIRST, Phase.DEAL):
        assert all(len(row) == len(state.deck) for row in state.known)
        for row in state.known:
            assert all(k in (HIDDEN, c) for k, c in zip(row, state.deck, strict=True))
    if state.phase not in (Phase.FIRST, Phase.DEAL, Phase.STACK):
        fuse = sum(1 for c in state.deck + state.pool if title_of(c) == FUSE) + bool(state.drawn)
        assert fuse == len(state.in_play) - 1, "one fewer fuse kitten than players in"
    movers = to_move(state)
    if is_over(state):
        assert movers == () and legal_actions(state) == []
        assert len(state.in_play) == 1 and state.winner == state.in_play[0]
        assert sorted(result(state).scores) == list(range(1, state.players + 1))
        return
    assert movers, "somebody acts while the game goes on"
    if movers == (CHANCE,):
        outcomes = chance_outcomes(state)
        assert outcomes and abs(sum(p for _, p in outcomes) - 1) < 1e-9
        assert len(outcomes) <= 46, "small chance draws"
        assert legal_actions(state) == [a for a, _ in outcomes]
        assert all(can_apply(state, a) for a, _ in outcomes)
        return
    for seat in movers:
        assert not state.seats[seat].out
        listed = legal_actions(state, seat)
        assert listed and len(set(listed)) == len(listed)
        assert all(can_apply(state, a) for a in listed)
        if thorough and len(state.seats[seat].hand) <= 8:
            accepted = {a for a in candidates(state, seat) if can_apply(state, a)}
            assert accepted == set(listed)
    for other in range(state.players):
        if other not in movers:
            assert legal_actions(state, other) == []
            assert not can_apply(state, Draw(other)) and not can_apply(state, Pass(other))
    check_view(state)


def check_view(state: GameState) -> None:
    """Each seat sees its own hand and what it knows of the deck; of the others, only how
    many cards they hold."""
    for seat in range(state.players):
        view = observe(state, seat).state
        assert view.seats[seat] == state.seats[seat]
        assert view.deck == state.known[seat]
        for i, s in enumerate(view.seats):
            if i != seat:
                assert set(s.hand) <= {HIDDEN} and len(s.hand) == len(state.seats[i].hand)
                assert set(view.known[i]) <= {HIDDEN}
        assert set(view.pool) <= {HIDDEN}
        assert view.discard == state.discard and view.removed == state.removed
        if state.pending is not None and view.pending is not None:
            assert set(view.pending.passed) <= {seat}


def playout(players: int, seed: int, combos: bool, thorough: bool = False):
    rng = random.Random(seed)
    state = new_game(players, combos)
    events: list = []
    log: list[str] = []
    while not is_over(state):
        actions = legal_actions(state)
        action = actions[rng.randrange(len(actions))]
        assert parse_action(action.text()) == action
        log.append(action.text())
        state, new = apply_action(state, action)
        events += new
        check_invariants(state, thorough and rng.random() < 0.2)
        assert state_from_json(state_to_json(state)) == state
    return state, events, log


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@settings(SLOW, max_examples=30)
@given(seed=st.integers(0, 2**32 - 1), combos=st.booleans())
def test_random_games_keep_every_invariant_and_their_record_checks(players, seed, combos):
    state, events, _ = playout(players, seed, combos)
    assert state.phase == Phase.OVER and len(state.out) == players - 1
    record = game_record(players, seed, combos, events)
    check_record(record)
    assert record["winner"] == state.winner and record["out"] == list(state.out)


@settings(SLOW, max_examples=12)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 5))
def test_the_legal_actions_are_exactly_those_the_rules_accept(seed, players):
    playout(players, seed, combos=seed % 2 == 0, thorough=True)
