"""When an anytime round is worth asking a seat (game/isle/rules/offers.py): only at a moment when
the card can change something its own turn or buy step could not."""

from __future__ import annotations

from game.isle.rules.ids import Tile
from game.isle.rules.offers import cards_that_matter, offer_matters
from game.isle.rules.state import AnytimeRound, RescueTurn
from tests.isle.rules.builders import act, placed, position, seat

FIELDS = {"left": (Tile(400, "blue"), Tile(401, "red")), "right": (Tile(402, "green"),)}


def rescue_round(content, p0_hand=(), p1_hand=(), **changes):
    """The round before the first rescue turn of the day; seat 0 rescues first."""
    p0 = seat(content, "blue", hand=p0_hand, fish=10)
    p1 = seat(content, "green", hand=p1_hand, fish=10)
    state = position(content, 2, (p0, p1), phase="rescue", window=False, **{**FIELDS, **changes})
    assert isinstance(state.top, AnytimeRound) and state.top.window == "before_rescue_turn"
    return state


def test_draw_cards_matter_before_the_buy_step_and_fish_cards_do_not(content):
    p0 = seat(content, "blue", hand=(71, 94), fish=20, kept=(98, 99))
    p1 = seat(content, "green", kept=(105, 106))
    state = position(content, 2, (p0, p1), phase="buy", step=0, window=False)
    assert state.top.window == "before_buy" and state.top.seat == 0
    assert offer_matters(state, 0, 71), "the drawn cards join this buy step"
    assert not offer_matters(state, 0, 94), "fish cards are played in the buy step itself"
    assert cards_that_matter(state, 0) == (71,)


def test_moving_cats_matters_before_the_first_turn_only_for_a_seat_that_does_not_rescue_first(
    content,
):
    state = rescue_round(content, p0_hand=(77,), p1_hand=(83,))
    assert state.top.seat == 0
    assert not offer_matters(state, 0, 77), "seat 0 rescues first: its own turn plays it"
    state, _ = act(state, "p0 decline")
    assert state.top.seat == 1
    assert offer_matters(state, 1, 83), "cats added before anybody chose"


def test_field_cards_do_not_matter_once_somebody_rescued(content):
    state = rescue_round(content, p1_hand=(77,))
    assert state.top.seat == 1 and offer_matters(state, 1, 77)
    state, _ = act(state, "p1 decline")
    assert state.top == RescueTurn(0)
    state, _ = act(state, "p0 pass")
    assert isinstance(state.top, AnytimeRound) and state.top.seat == 1
    assert not offer_matters(state, 1, 77), "the day's rescues have begun"


def test_a_card_that_changes_nothing_now_does_not_matter(content):
    state = rescue_round(content, p1_hand=(80, 84, 69, 94))
    assert state.top.seat == 1
    # an extra rescue, a basket, place anywhere, fish: each for the seat's own turn
    assert cards_that_matter(state, 1) == ()


def test_in_the_final_round_a_card_matters_when_it_raises_the_result(content):
    rare = placed(content, 206, None, 14, 4)
    p0 = seat(content, "blue", hand=(92, 67), fish=0, tiles=(rare,))  # +2 fish per rare treasure
    p1 = seat(content, "green")
    state = position(content, 2, (p0, p1), phase="final", window=False, day=5)
    assert state.top.window == "final" and state.top.seat == 0
    assert offer_matters(state, 0, 92), "2 fish: the tie-break"
    assert not offer_matters(state, 0, 67), "no Oshax on the boat: no fish"


def test_nothing_matters_for_a_seat_the_round_does_not_wait_for(content):
    state = rescue_round(content, p0_hand=(71,), p1_hand=(77,))
    assert state.top.seat == 0
    assert not offer_matters(state, 1, 77), "the round asks seat 0 now"
    assert not offer_matters(state, 0, 77), "a card the seat does not hold"
