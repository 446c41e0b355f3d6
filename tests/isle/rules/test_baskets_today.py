""" "Baskets 0/1" counts what a seat can use today: its permanent basket and the baskets of the
rescue cards it laid this day (a full basket card one, two damaged halves one)."""

from __future__ import annotations

from game.isle.rules.ids import Tile
from game.isle.rules.legality import baskets_today
from tests.isle.rules.builders import act, position, seat

FULL, HALVES, BOOTS = 43, (15, 23, 24), 7


def test_laid_basket_cards_count_with_the_permanent_basket(content):
    seats = (seat(content, "blue", fish=10, declared=(BOOTS, FULL)), seat(content, "green"))
    state = position(content, 2, seats, left=(Tile(400, "blue"), Tile(401, "red")))
    assert baskets_today(state, 0) == (2, 2), "one permanent and one full basket card"
    state, _ = act(state, "p0 rescue blue400 full", "p0 place 7,3 r0")
    assert baskets_today(state, 0) == (1, 2), "the full card is spent, the permanent is not"
    assert baskets_today(state, 1) == (1, 1), "a seat that laid nothing has its own basket"


def test_two_damaged_halves_make_one_basket_and_an_odd_half_none(content):
    seats = (
        seat(content, "blue", fish=10, baskets=0, declared=HALVES),
        seat(content, "green"),
    )
    state = position(content, 2, seats, left=(Tile(400, "blue"), Tile(401, "blue")))
    assert baskets_today(state, 0) == (1, 1)
    state, _ = act(state, "p0 rescue blue400 halves", "p0 place 7,3 r0")
    assert baskets_today(state, 0) == (0, 1), "the third half is useless alone"
