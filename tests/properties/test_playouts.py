"""Hypothesis playouts: random full games checked after every action (invariants.py)."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules import apply_action, new_game, parse_action, state_hash
from tests.properties.invariants import playout

# Seeds that once failed: each stays a regression test.
REGRESSIONS: list[tuple[int, int]] = []


# 3 x 100 = 300 full games, split by player count so that test workers share them.
@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=100, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**32 - 1))
def test_random_games_keep_every_invariant(content, players, seed):
    state, _ = playout(content, players, seed)
    assert state.phase == "over"


def test_regression_seeds(content):
    for players, seed in REGRESSIONS:
        playout(content, players, seed)


def test_replaying_a_log_gives_the_same_final_state(content):
    state, log = playout(content, 3, 12345, checks=False)
    replayed = new_game(content, 3)
    for text in log:
        replayed, _ = apply_action(replayed, parse_action(text))
    assert replayed == state
    assert state_hash(replayed) == state_hash(state)
