"""One enumeration of legal placements (rules.md 3.1): the bitboard ``fitting`` agrees with the
placement checker on every footprint, for random boats, with and without a place-anywhere card;
``has_placement`` answers the same question."""

from __future__ import annotations

import random

import pytest

from game.isle.rules.placement import has_placement, legal_placements, placement_problem


def random_boats(content, seed: int, count: int) -> list[int]:
    """Boats filled by random legal placements, from empty to nearly full."""
    rng = random.Random(seed)
    shapes = list(content.shapes.values())
    boats = [0]
    for _ in range(count):
        occupied = 0
        for _ in range(rng.randrange(1, 40)):
            placements = legal_placements(rng.choice(shapes), occupied, False)
            if placements:
                occupied |= rng.choice(placements).mask
        boats.append(occupied)
    return boats


@pytest.mark.parametrize("anywhere", [False, True])
def test_the_enumeration_is_exactly_the_checker(content, anywhere):
    rng = random.Random(5)
    shapes = list(content.shapes.values())
    for occupied in random_boats(content, 3, 12):
        for shape in rng.sample(shapes, 4):
            listed = legal_placements(shape, occupied, anywhere)
            accepted = [
                p
                for p in shape.placements
                if placement_problem(content, occupied, anywhere, p.mask) is None
            ]
            assert listed == accepted, f"shape {shape.id} on boat {occupied:#x}"
            assert has_placement(shape, occupied, anywhere) == bool(accepted)


def test_a_full_boat_has_no_placement(content):
    full = content.board.cells
    for shape in content.shapes.values():
        assert legal_placements(shape, full, True) == []
        assert not has_placement(shape, full, False)
