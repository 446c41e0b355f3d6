"""A match of Kitten Fuse is its log: a random game's log replays to the same state and the same
events; the couch may give the first player and the game still replays; the header keeps the
combos setting and reads back as its model, refusing what is not one; the Load screen's lines."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.fuse.rules import parse_action
from game.fuse.rules.actions import FirstPlayer
from game.fuse.rules.state import Phase
from game.fuse.session.header import FuseHeaderModel, parse_header, save_lines
from game.fuse.session.match import FuseMatch
from game.shell.session.header import HeaderError
from game.shell.session.match import LogError
from game.shell.session.slots import SlotInfo
from game.shell.ui.i18n import Translator
from tests.fuse.properties.test_playouts import playout


@settings(
    max_examples=10, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 5), combos=st.booleans())
def test_a_game_s_log_replays_to_the_same_state(seed, players, combos):
    original, events, log = playout(players, seed, combos)
    match = FuseMatch(players, seed, combos, deal=False)
    for text in log:
        match.apply(parse_action(text))
    assert match.state == original and match.events == events
    again = FuseMatch.from_lines(match.to_jsonl().splitlines())
    assert again.state == match.state and again.combos == combos and again.log == log


def test_the_couch_may_give_the_first_player_and_the_game_still_replays():
    match = FuseMatch(3, 9, deal=False)
    match.answer(FirstPlayer(2))
    assert match.state.first == 2 and match.state.phase == Phase.PLAY
    again = FuseMatch.from_lines(match.to_jsonl().splitlines())
    assert again.state == match.state


def test_the_header_keeps_the_combos_setting():
    match = FuseMatch(4, 12, combos=False)
    header = json.loads(match.to_jsonl().splitlines()[0])
    assert header == {
        "kind": "header",
        "game": "fuse",
        "format": 1,
        "combos": False,
        "players": 4,
        "seed": 12,
    }
    model = parse_header(header)
    assert isinstance(model, FuseHeaderModel) and model.combos is False


@pytest.mark.parametrize(
    "change,field",
    [
        ({"game": "kittens"}, "game"),
        ({"players": 6}, "players"),
        ({"players": 1}, "players"),
        ({"combos": "yes"}, "combos"),
        ({"colour": "red"}, "colour"),
        ({"meta": {"progress": {"turn": 3, "out": [0, 0]}}}, "out"),
        ({"meta": {"progress": {"turn": 3, "out": [2, 5]}}}, "out"),
        ({"meta": {"progress": {"turn": 3, "out": [0, 1, 2]}}}, "out"),
        ({"meta": {"seats": [{"name": "Mia", "kind": "bot", "level": "wizard"}] * 3}}, "level"),
    ],
)
def test_a_header_that_is_not_one_is_refused_naming_the_field(change, field):
    header = {"kind": "header", "game": "fuse", "format": 1, "players": 3, "seed": 1}
    with pytest.raises(HeaderError, match=field):
        parse_header(header | change)


def test_a_log_of_another_game_does_not_replay():
    with pytest.raises(LogError, match="line 1"):
        FuseMatch.from_lines(['{"kind": "header", "game": "kittens", "format": 1}'])
    match = FuseMatch(2, 3)
    lines = match.to_jsonl().splitlines()
    lines[5] = json.dumps({"kind": "action", "action": "p0 play A#9"})
    with pytest.raises(LogError, match="line 6"):
        FuseMatch.from_lines(lines)


def test_the_load_screen_says_players_turn_and_who_is_out():
    header = parse_header(
        {
            "kind": "header",
            "game": "fuse",
            "format": 1,
            "combos": False,
            "players": 3,
            "seed": 4,
            "meta": {
                "seats": [
                    {"name": "Mia"},
                    {"name": "Leo", "kind": "bot", "level": "hard"},
                    {"name": "Ana"},
                ],
                "progress": {"turn": 12, "out": [2], "deck": 17},
            },
        }
    )
    slot = SlotInfo(number=1, path=Path("save-1.jsonl"), saved=0.0, header=header, game="fuse")
    line, details = save_lines(Translator("en"), slot)
    assert line == "3 players · turn 12 · no combos"
    assert details == ["Mia, Leo (hard bot), Ana (out)"]
    line, details = save_lines(Translator("fr"), slot)
    assert "tour 12" in line and "sans combinaisons" in line and "Ana (hors jeu)" in details[0]
