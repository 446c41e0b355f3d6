"""Random legal playouts (Hypothesis): ``legal_actions`` lists exactly the actions
``check_action`` accepts among many candidates, every card is in exactly one place, the dice are
faces 1-6 or waiting for the dealer, and the JSON form of every state reads back equal."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.quest.data.loader import load_creatures
from game.quest.rules import (
    CHANCE,
    Beat,
    EndTurn,
    FirstSeat,
    GameState,
    Phase,
    Reroll,
    Roll,
    Shuffle,
    Spend,
    apply_action,
    can_apply,
    chance_outcomes,
    is_over,
    legal_actions,
    new_game,
    state_from_json,
    state_to_json,
)
from game.shell.engine.actions import Action

STEPS = 250


def places(state: GameState) -> Counter[int]:
    cards = list(state.pile) + list(state.deck) + list(state.line)
    for seat in state.seats:
        cards += list(seat.army) + list(seat.discard)
    return Counter(cards)


def candidates(state: GameState, rng: random.Random) -> list[Action]:
    """Legal and illegal actions of every kind, for any seat."""
    out: list[Action] = [Roll(f) for f in range(0, 8)] + [FirstSeat(s) for s in range(-1, 9)]
    out += [Shuffle(c) for c in rng.sample(range(0, 44), 6)]
    some = rng.sample([c.id for c in state.cards], 4)
    for seat in range(state.players + 1):
        out.append(EndTurn(seat))
        out += [Reroll(seat, kept) for size in range(6) for kept in combinations(range(5), size)]
        out += [Reroll(seat, (3, 1)), Reroll(seat, (5,))]
        held = state.seats[seat].army if seat < state.players else ()
        for card in list(held) + some:
            out += [Beat(seat, card)]
            for positions in [(), (0,), (4,), (5,), (1, 2), (2, 1), (0, 1, 2, 3, 4)]:
                out += [Spend(seat, card, positions, c) for c in (None, "+1", "-1")]
        out += [Beat(seat, card) for card in state.line]
    return out


def check(state: GameState, rng: random.Random) -> None:
    assert places(state) == Counter(c.id for c in state.cards)
    assert len(state.line) <= 5
    if state.phase == Phase.PLAY:
        assert all(1 <= f <= 6 for f in state.dice)
    if state.phase == Phase.ROLL:
        zeros = tuple(i for i, f in enumerate(state.dice) if f == 0)
        assert zeros == state.rolling
    legal = set(legal_actions(state, CHANCE)) | {
        a for s in range(state.players) for a in legal_actions(state, s)
    }
    for action in candidates(state, rng):
        assert can_apply(state, action) == (action in legal), action.text()
    assert state_from_json(state_to_json(state)) == state


@settings(max_examples=12, deadline=None, derandomize=True)
@given(st.integers(1, 4), st.integers(0, 10**6))
def test_random_playouts_keep_the_rules_together(players, seed):
    rng = random.Random(seed)
    state = new_game(players, load_creatures())
    for step in range(STEPS):
        if is_over(state):
            break
        if step % 7 == 0 or state.phase == Phase.PLAY:
            check(state, rng)
        outcomes = chance_outcomes(state)
        if outcomes:
            action = outcomes[rng.randrange(len(outcomes))][0]
        else:
            actions = legal_actions(state)
            action = actions[rng.randrange(len(actions))]
        state, events = apply_action(state, action)
        assert events
    check(state, rng)
