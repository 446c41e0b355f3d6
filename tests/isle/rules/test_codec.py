"""The state round-trips through JSON exactly; hashes are stable."""

from __future__ import annotations

import json

import pytest

from game.isle.headless import play_random_game
from game.isle.rules import state_from_json, state_hash, state_to_json
from game.isle.rules.codec import CodecError
from tests.isle.rules.test_view import states_of_a_game


def test_every_state_of_a_game_round_trips(content):
    for state, _ in states_of_a_game(content, 4, 21):
        data = json.loads(json.dumps(state_to_json(state)))
        assert state_from_json(data, content) == state


def test_same_seed_same_game_same_hash(content):
    a = play_random_game(content, 3, seed=77)
    b = play_random_game(content, 3, seed=77)
    c = play_random_game(content, 3, seed=78)
    assert a.log == b.log and state_hash(a.state) == state_hash(b.state)
    assert state_hash(a.state) != state_hash(c.state)


def test_broken_state_json_is_refused(content):
    data = state_to_json(play_random_game(content, 2, seed=1).state)
    with pytest.raises(CodecError):
        state_from_json({**data, "format": 99}, content)
    broken = json.loads(json.dumps(data))
    broken["state"]["seats"][0]["fish"] = "many"
    with pytest.raises(CodecError):
        state_from_json(broken, content)


@pytest.mark.parametrize(
    "tile", [[], [101], [101, "red", 3], ["101", "red"], [101, 7], [True, None], {"shape": 1}]
)
def test_a_broken_tile_is_refused_with_a_codec_error(content, tile):
    """A save edited by hand: a tile of the wrong length or types is a CodecError (the load
    screen's clear message), never a crash or a tile that is not one."""
    data = json.loads(json.dumps(state_to_json(play_random_game(content, 2, seed=1).state)))
    assert data["state"]["bag"], "the game keeps tiles in its bag"
    data["state"]["bag"][0] = tile
    with pytest.raises(CodecError):
        state_from_json(data, content)


def test_phase_and_mode_keep_their_plain_json_form(content):
    from game.isle.rules import new_game
    from game.isle.rules.vocabulary import Mode, Phase

    state = new_game(content, 1, "solo")
    data = state_to_json(state)["state"]
    assert type(data["phase"]) is str and type(data["mode"]) is str
    assert json.dumps([data["phase"], data["mode"]]) == '["setup", "solo"]'
    back = state_from_json(json.loads(json.dumps(state_to_json(state))), content)
    assert back.phase is Phase.SETUP and back.mode is Mode.SOLO
    broken = json.loads(json.dumps(state_to_json(state)))
    broken["state"]["phase"] = "siesta"
    with pytest.raises(CodecError):
        state_from_json(broken, content)
