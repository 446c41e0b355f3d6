"""Kitten Fuse bots play whole games: every player count, every level meeting every other, only
legal actions (each decision checked with check_action), the same game for the same seed, and
the levels in order over a small sample (the measured numbers are in docs/bots.md)."""

from __future__ import annotations

import pytest

from game.fuse.bots.levels import LEVELS, make_bot
from game.fuse.headless import play_game
from game.shell.headless import Setup, bot_seed
from game.tournament import run as tournament

LINEUPS = [
    ("easy", "normal"),
    ("random", "hard"),
    ("easy", "normal", "hard"),
    ("random", "hard", "easy", "normal"),
    ("hard", "easy", "normal", "random", "normal"),
]


def test_the_lineups_cover_every_count_and_every_pair():
    for players in (2, 3, 4, 5):
        assert any(len(lineup) == players for lineup in LINEUPS)
    pairs = {frozenset((a, b)) for lineup in LINEUPS for a in lineup for b in lineup if a != b}
    assert len(pairs) == len(LEVELS) * (len(LEVELS) - 1) // 2


@pytest.mark.parametrize("lineup", LINEUPS, ids="-".join)
@pytest.mark.parametrize("combos", [True, False])
def test_bots_finish_a_game_with_legal_actions(lineup, combos):
    result = play_game(list(lineup), seed=11, combos=combos, check=True)
    (winner,) = result["winners"]
    assert result["scores"][winner]["place"] == 1
    assert sorted(s["place"] for s in result["scores"]) == list(range(1, len(lineup) + 1))
    for level, times in zip(result["levels"], result["times"], strict=True):
        assert times, f"{level} never decided"


def test_a_game_is_the_same_for_the_same_seed():
    a = play_game(["hard", "normal", "easy"], seed=5)
    b = play_game(["hard", "normal", "easy"], seed=5)
    assert a["scores"] == b["scores"] and a["winners"] == b["winners"]


def test_bots_are_seeded_per_seat():
    assert make_bot("easy", bot_seed(3, 0)).seed != make_bot("easy", bot_seed(3, 1)).seed


@pytest.mark.parametrize(
    "strong,weak", [("hard", "normal"), ("normal", "easy"), ("easy", "random")]
)
def test_each_level_beats_the_one_below(strong, weak):
    """A small sample on its own seed (a tuning seed's 300-game runs are in the docs): the
    stronger level wins more than its share of 1 in 3 against two of the weaker."""
    report = tournament("fuse", 60, [strong, weak, weak], 17, Setup(3, {"combos": True}))
    assert report["levels"][strong]["win_share"] > 0.4
