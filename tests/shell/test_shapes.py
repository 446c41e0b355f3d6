"""The table of what an action's fields may hold (game/shell/engine/shapes.py)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pytest

from game.shell.engine import shapes
from game.shell.engine.actions import CHANCE


@dataclass(frozen=True)
class Deal:
    card: int
    seat: int = CHANCE


@dataclass(frozen=True)
class Play:
    seat: int
    cards: tuple[int, ...]
    named: int | None = None


SHAPES = {
    Deal: {"card": shapes.whole_in(range(1, 10)), "seat": shapes.chance},
    Play: {
        "seat": shapes.seat,
        "cards": shapes.tuple_of(shapes.whole_in(range(1, 10)), range(1, 3)),
        "named": shapes.optional(shapes.is_whole),
    },
}


@pytest.mark.parametrize("action", [Deal(1), Play(0, (1, 9)), Play(3, (2,), named=-4)], ids=repr)
def test_a_well_formed_action_fits(action):
    assert shapes.misfit(action, SHAPES) is None


@pytest.mark.parametrize(
    "action,field",
    [
        (Deal(True), "card"),
        (Deal(1.0), "card"),
        (Deal(math.nan), "card"),
        (Deal(10), "card"),
        (Deal(-1), "card"),
        (Deal("1"), "card"),
        (Deal(1, seat=0), "seat"),
        (Play(-1, (1,)), "seat"),
        (Play(False, (1,)), "seat"),
        (Play(0, [1]), "cards"),
        (Play(0, ()), "cards"),
        (Play(0, (1, 2, 3)), "cards"),
        (Play(0, (1, True)), "cards"),
        (Play(0, (1,), named=0.0), "named"),
    ],
    ids=repr,
)
def test_a_value_its_field_cannot_hold_is_named(action, field):
    found = shapes.misfit(action, SHAPES)
    assert found is not None and (found.action, found.field) == (type(action).__name__, field)


def test_a_kind_not_in_the_table_is_unknown_and_shown_short():
    found = shapes.misfit("x" * 1000, SHAPES)
    assert found is not None and found.field == "" and len(found.value) == shapes.MAX_SHOWN

    class Broken:
        def __repr__(self) -> str:
            raise RuntimeError("no")

    assert shapes.misfit(Broken(), SHAPES).value == "<Broken>"
