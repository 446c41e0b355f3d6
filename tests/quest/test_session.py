"""A match of Dice Quest: its log replays the same game (the dealer kept in step), its header is
read back strictly, a slot shows its line on the Load screen, and the state's JSON form reads
back equal."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from game.quest.bots.levels import make_bot
from game.quest.rules import observe, state_from_json, state_hash, state_to_json
from game.quest.session.header import QuestHeaderModel, parse_header, save_lines
from game.quest.session.match import QuestMatch
from game.shell.engine.codec import CodecError
from game.shell.session.header import HeaderError
from game.shell.session.match import LogError
from tests.quest.builders import deck


def played(players: int, seed: int, decisions: int = 10_000) -> QuestMatch:
    match = QuestMatch(players, seed)
    bots = [make_bot("normal", seed + i) for i in range(players)]
    while decisions and match.state.phase != "over":
        seat = match.state.seat
        match.submit(bots[seat].decide(observe(match.state, seat)))
        decisions -= 1
    return match


def test_a_log_replays_the_same_game_finished_or_not(tmp_path):
    for players, seed, decisions in ((1, 3, 10_000), (3, 4, 10_000), (2, 5, 7)):
        match = played(players, seed, decisions)
        path = tmp_path / f"{players}-{seed}.jsonl"
        match.save(path)
        replay = QuestMatch.load(path)
        assert replay.state == match.state and replay.log == match.log
        assert replay.record() == match.record()
        assert replay.dealer.getstate() == match.dealer.getstate()


def test_a_replay_may_be_given_its_cards():
    cards = deck("3 3 plus", "4 4 minus", "sun sun sun sun sun reroll")
    match = QuestMatch(1, 2, cards)
    assert match.state.cards == cards and len(match.state.line) == 3
    replay = QuestMatch.from_lines(match.to_jsonl().splitlines(), cards)
    assert replay.state == match.state


def test_a_log_that_breaks_a_rule_names_its_line():
    lines = QuestMatch(1, 1).to_jsonl().splitlines()
    with pytest.raises(LogError, match="line 3: .*not in the pile"):
        QuestMatch.from_lines([lines[0], lines[1], lines[1]])
    with pytest.raises(LogError, match="line 1"):
        QuestMatch.from_lines([json.dumps({"kind": "header", "game": "kittens", "format": 1})])


def test_the_header_is_read_strictly():
    header = {"kind": "header", "game": "quest", "format": 1, "players": 3, "seed": 7}
    assert isinstance(parse_header(header), QuestHeaderModel)
    meta = {
        "seats": [{"name": "Mia"}, {"name": "Bot", "kind": "bot", "level": "hard"}],
        "progress": {"turn": 12, "left": 20, "armies": [4, 7]},
    }
    model = parse_header(dict(header, players=2, meta=meta))
    assert model.progress is not None and model.progress.armies == [4, 7]
    for bad, words in (
        (dict(header, players=9), "players"),
        (dict(header, game="isle"), "is not Dice Quest"),
        (dict(header, extra=1), "extra"),
        (
            dict(
                header, players=2, meta=dict(meta, progress={"turn": 1, "left": 2, "armies": [1]})
            ),
            "one count per seat",
        ),
        (
            dict(
                header,
                players=2,
                meta={"seats": [{"name": "A", "kind": "bot", "level": "ace"}] * 2},
            ),
            "unknown bot level",
        ),
    ):
        with pytest.raises(HeaderError, match=words):
            parse_header(bad)


def test_a_slot_shows_players_turn_creatures_left_and_armies():
    def t(key: str, **values) -> str:
        return f"{key}{sorted(values.items())}"

    header = parse_header(
        {
            "kind": "header",
            "game": "quest",
            "format": 1,
            "players": 2,
            "seed": 1,
            "meta": {
                "seats": [{"name": "Mia"}, {"name": "Leo", "kind": "bot", "level": "easy"}],
                "progress": {"turn": 9, "left": 30, "armies": [3, 5]},
            },
        }
    )
    line, details = save_lines(t, SimpleNamespace(header=header))
    assert line.split(" · ") == [
        "load.players[('count', 2)]",
        "quest.load.turn[('turn', 9)]",
        "quest.load.left[('count', 30)]",
    ]
    assert "Mia" in details[0] and "setup.level.easy" in details[0] and "('count', 5)" in details[0]


def test_the_state_s_json_form_reads_back_equal():
    state = played(2, 6, 5).state
    assert state_from_json(json.loads(json.dumps(state_to_json(state)))) == state
    assert state_hash(state) == state_hash(state_from_json(state_to_json(state)))
    with pytest.raises(CodecError):
        state_from_json({"game": "kittens", "format": 1, "state": {}})
