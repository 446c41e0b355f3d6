"""Bots play whole games: every player count, every level meeting every other, only legal
actions (the tournament checks each decision with check_action), the same game for the same
seed, and the variants' modes through the same bots."""

from __future__ import annotations

import pytest

from game.isle.bots.levels import LEVELS, make_bot
from game.isle.headless import play_game
from game.isle.rules import check_action, is_over, observe, score, to_move
from game.isle.session.match import Match

# Each level plays at every player count, and every two levels meet at least once.
LINEUPS = [
    ("easy", "normal"),
    ("normal", "hard"),
    ("hard", "easy"),
    ("random", "hard"),
    ("easy", "normal", "hard"),
    ("random", "easy", "normal"),
    ("hard", "normal", "easy", "random"),
]


def test_the_lineups_cover_every_count_and_every_pair():
    levels = set(LEVELS)
    for players in (2, 3, 4):
        seen = {level for lineup in LINEUPS if len(lineup) == players for level in lineup}
        assert seen == levels, f"{players} players: missing {levels - seen}"
    pairs = {frozenset((a, b)) for lineup in LINEUPS for a in lineup for b in lineup if a != b}
    assert len(pairs) == len(levels) * (len(levels) - 1) // 2


@pytest.mark.parametrize("lineup", LINEUPS, ids=lambda lineup: "-".join(lineup))
def test_bots_finish_a_game_with_legal_actions(content, lineup):
    result = play_game(content, list(lineup), seed=11, check=True)
    assert len(result["scores"]) == len(lineup)
    assert result["winners"]
    for level, times in zip(result["levels"], result["times"], strict=True):
        assert times, f"{level} never decided"


def test_a_game_is_the_same_for_the_same_seed(content):
    a = play_game(content, ["hard", "normal", "easy"], seed=5)
    b = play_game(content, ["hard", "normal", "easy"], seed=5)
    assert a["scores"] == b["scores"] and a["fish"] == b["fish"] and a["winners"] == b["winners"]


def _play_mode(content, mode: str, levels: list[str], seed: int) -> Match:
    match = Match(content, len(levels), mode, seed)
    bots = [make_bot(level, seed + i) for i, level in enumerate(levels)]
    while not is_over(match.state):
        seat = to_move(match.state)[0]
        action = bots[seat].decide(observe(match.state, seat))
        check_action(match.state, action)
        match.submit(action)
    return match


@pytest.mark.parametrize("levels", [["hard", "normal", "easy"], ["normal", "random"]])
def test_bots_play_the_family_variant(content, levels):
    match = _play_mode(content, "family", levels, seed=3)
    assert all(
        len(s.tiles) >= 10
        for s, level in zip(match.state.seats, levels, strict=True)
        if level != "random"
    )


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_play_solo(content, level):
    match = _play_mode(content, "solo", [level], seed=4)
    assert score(match.state)[0].total > 0
