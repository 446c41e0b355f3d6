"""The bots place tiles on the spots the rules list: one enumeration (``rules.placement``), read
through the bots' table of spots."""

from __future__ import annotations

import random

from game.isle.bots.board import board_model, spots_for
from game.isle.rules.placement import legal_placements
from tests.isle.rules.test_placement_enumeration import random_boats


def test_the_bots_spots_are_the_rules_placements(content):
    model = board_model(content)
    rng = random.Random(8)
    shapes = list(content.shapes.values())
    for occupied in random_boats(content, 4, 10):
        for shape in rng.sample(shapes, 4):
            for anywhere in (False, True):
                spots = spots_for(model, shape, occupied, anywhere)
                placements = legal_placements(shape, occupied, anywhere)
                assert [(s.mask, s.x, s.y, s.k) for s in spots] == [tuple(p) for p in placements]
