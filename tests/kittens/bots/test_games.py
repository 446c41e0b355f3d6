"""Kitten Toys bots play whole games: every player count, every level meeting every other,
only legal actions (each decision checked with check_action), the same game for the same seed."""

from __future__ import annotations

import pytest

from game.kittens.bots.levels import LEVELS
from game.kittens.headless import play_game

LINEUPS = [
    ("easy", "normal", "hard"),
    ("random", "hard", "easy"),
    ("normal", "random", "normal"),
    ("hard", "normal", "easy", "random"),
    ("hard", "easy", "normal", "random", "normal"),
]


def test_the_lineups_cover_every_count_and_every_pair():
    for players in (3, 4, 5):
        assert any(len(lineup) == players for lineup in LINEUPS)
    pairs = {frozenset((a, b)) for lineup in LINEUPS for a in lineup for b in lineup if a != b}
    assert len(pairs) == len(LEVELS) * (len(LEVELS) - 1) // 2


@pytest.mark.parametrize("lineup", LINEUPS, ids=lambda lineup: "-".join(lineup))
def test_bots_finish_a_game_with_legal_actions(lineup):
    result = play_game(list(lineup), seed=11, check=True)
    assert result["winners"]
    assert all(result["scores"][w]["super_chats"] == 3 for w in result["winners"])
    for level, times in zip(result["levels"], result["times"], strict=True):
        assert times, f"{level} never decided"


def test_a_game_is_the_same_for_the_same_seed():
    a = play_game(["hard", "normal", "easy"], seed=5)
    b = play_game(["hard", "normal", "easy"], seed=5)
    assert a["scores"] == b["scores"] and a["winners"] == b["winners"]
