"""The match log is the save and the replay."""

from __future__ import annotations

import json

import pytest

from game.isle.headless import play_random_game
from game.isle.rules import legal_actions, to_move
from game.isle.session.match import LogError, Match


def test_a_saved_log_replays_to_the_same_state(content, tmp_path):
    match = play_random_game(content, 4, seed=5)
    path = tmp_path / "game.jsonl"
    match.save(path)
    again = Match.load(path, content)
    assert again.state == match.state and again.log == match.log
    header = json.loads(path.read_text().splitlines()[0])
    assert header == {
        "kind": "header",
        "game": "isle-of-cats",
        "format": 1,
        "mode": "standard",
        "players": 4,
        "seed": 5,
    }


def test_a_half_played_game_continues_identically_after_loading(content, tmp_path):
    match = Match(content, 2, seed=9)
    for _ in range(10):
        seat = to_move(match.state)[0]
        match.submit(legal_actions(match.state, seat)[0])
    match.save(tmp_path / "save.jsonl")
    loaded = Match.load(tmp_path / "save.jsonl", content)
    for m in (match, loaded):
        for _ in range(30):
            seat = to_move(m.state)[0]
            m.submit(legal_actions(m.state, seat)[-1])
    assert loaded.state == match.state, "the dealer continues in step after loading"


def test_a_broken_log_names_the_line(content):
    good = play_random_game(content, 2, seed=3).to_jsonl().splitlines()
    with pytest.raises(LogError, match="line 5"):
        Match.from_lines(good[:4] + ['{"kind": "action", "action": "p0 fly"}'], content)
    with pytest.raises(LogError, match="line 1"):
        Match.from_lines(["not json"], content)


def test_asked_boats_are_dealt_and_the_log_replays_without_the_wishes(content):
    match = Match(content, 3, seed=4, boats={0: "purple", 2: "green"})
    boats = [s.boat for s in match.state.seats]
    assert boats[0] == "purple" and boats[2] == "green" and len(set(boats)) == 3
    again = Match.from_lines(match.to_jsonl().splitlines(), content)
    assert again.state == match.state
