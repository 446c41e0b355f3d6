"""The toys' colours stay apart under colour-vision deficiencies as the Isle's cats do, and each
colour carries the Accessijeux symbol of the player's table (remapping included)."""

from __future__ import annotations

import pytest

from game.kittens.rules.cards import COLOURS
from game.kittens.ui.colours import TOYS, symbol_of
from game.shell.ui.symbols_data import default_symbols, player_mapping
from tests.ui.test_palettes import MIN_DELTA_E, VISIONS, close_pairs


@pytest.mark.parametrize("vision", VISIONS)
def test_every_pair_of_toy_colours_stays_distinct(vision):
    assert len(TOYS) == 5
    assert close_pairs(TOYS, vision) == [], f"CIEDE2000 below {MIN_DELTA_E} under {vision}"


def test_the_symbols_are_accessijeux_s_moon_clover_heart_flower_drop():
    table = default_symbols()
    want = {"y": "moon", "g": "clover", "r": "heart", "p": "flower", "b": "drop"}
    assert {COLOURS[c]: symbol_of(c, table) for c in range(5)} == want


def test_the_player_s_remapping_is_followed():
    # the player gave the moon to green: yellow takes green's clover (one symbol per colour)
    table = player_mapping({"green": "moon", "orange": "clover"})
    assert symbol_of(COLOURS.index("g"), table) == "moon"
    assert symbol_of(COLOURS.index("y"), table) == "clover"
