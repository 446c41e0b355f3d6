"""Hypothesis playouts: random full games checked after every action (invariants.py)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.isle.rules import apply_action, new_game, parse_action, state_hash
from tests.isle.properties.invariants import playout

# A seed that fails is kept as a regression test: add ``@example(seed=N)`` (with
# ``from hypothesis import example``) to the test it failed, so it runs first every time.
# Whole games whose outcome is pinned are in tests/isle/replays/.


# 3 x 4 x 25 = 300 full games, split by player count and in four parts so that the test
# workers share them evenly (a part's games: its seeds with the part in the high bits).
@pytest.mark.parametrize("part", range(4))
@pytest.mark.parametrize("players", [2, 3, 4])
@settings(
    max_examples=25,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_games_keep_every_invariant(content, players, part, seed):
    state, _ = playout(content, players, seed | part << 32)
    assert state.phase == "over"


# The variants: 3 x 30 = 90 Family games and 5 x 20 = 100 solo games, a third of the solo
# games with the seed's unstacked rare treasures (rules.md 8.2).
@pytest.mark.parametrize("players", [2, 3, 4])
@settings(
    max_examples=30,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_family_games_keep_every_invariant(content, players, seed):
    state, _ = playout(content, players, seed, "family")
    assert state.phase == "over" and state.day == 5


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard", "very_hard", "expert"])
@settings(
    max_examples=20,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_solo_games_keep_every_invariant(content, difficulty, seed):
    state, _ = playout(content, 1, seed, "solo", difficulty=difficulty, unstacked=seed % 3 == 0)
    assert state.phase == "over" and len(state.sister.colors) == 5


def test_replaying_a_log_gives_the_same_final_state(content):
    state, log = playout(content, 3, 12345, checks=False)
    replayed = new_game(content, 3)
    for text in log:
        replayed, _ = apply_action(replayed, parse_action(text))
    assert replayed == state
    assert state_hash(replayed) == state_hash(state)
