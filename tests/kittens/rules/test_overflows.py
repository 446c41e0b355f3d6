"""Too many of one toy (reference: Too many of one toy, and its [choice]s): four cards of a
colour are all lost, dealt face down one to each opponent from the left (the dealer's chance
outcomes), the rest discarded; overflows are resolved breadth first from the trick's winner,
colours in the order y g r p b."""

from __future__ import annotations

import pytest

from game.kittens.rules import (
    IllegalActionError,
    apply_action,
    chance_outcomes,
    check_action,
    observe,
    parse_action,
    parse_card,
    to_move,
)
from game.kittens.rules.actions import CHANCE, GiveCard
from game.kittens.rules.events import ToyGiven, ToysDiscarded, ToysLost
from game.kittens.rules.rounds import overflowing_colour, receivers
from game.kittens.rules.state import Phase
from tests.kittens.builders import cards, position, trick

YELLOW, GREEN, RED, PINK, BLUE = range(5)


def play(state, *texts):
    events = []
    for text in texts:
        state, new = apply_action(state, parse_action(text))
        events += new
    return state, events


def deal_lowest(state, events):
    """The dealer gives the lowest card left each time, until the overflows are resolved."""
    while state.phase == Phase.OVERFLOW:
        outcomes = [a for a, _ in chance_outcomes(state)]
        assert all(isinstance(a, GiveCard) for a in outcomes)
        state, new = apply_action(state, min(outcomes, key=lambda a: a.card))
        events += new
    return state, events


def test_four_of_a_colour_are_lost_dealt_from_the_left_and_the_rest_discarded():
    state = position(["r5 g2", "r1 y3", "r6 p4"], collections=["r2 r3 r4 b2", "", ""], trump="b7")
    state, events = play(state, "p0 play r5", "p1 play y3", "p2 play p4")
    assert events[-2].seat == 0 and events[-1] == ToysLost(0, RED, cards("r2 r3 r4 r5"), ())
    assert state.phase == Phase.OVERFLOW and to_move(state) == (CHANCE,)
    assert [a.text() for a, _ in chance_outcomes(state)] == [
        "give r2",
        "give r3",
        "give r4",
        "give r5",
    ]
    assert state.seats[0].collection == cards("b2 y3 p4")  # it keeps none of them
    state, events = deal_lowest(state, [])
    assert events == [
        ToyGiven(0, 1, parse_card("r2"), private=1),
        ToyGiven(0, 2, parse_card("r3"), private=2),
        ToysDiscarded(0, RED, cards("r4 r5")),
    ]
    assert state.seats[1].collection == cards("r2") and state.seats[1].face_down == cards("r2")
    assert state.seats[2].collection == cards("r3")
    assert state.discarded == cards("r4 r5")
    assert state.phase == Phase.TRICK and to_move(state) == (0,)  # the winner leads


def test_dealing_starts_at_the_left_of_the_overflowing_seat():
    assert receivers(2, players=3, cards=4) == (0, 1)
    assert receivers(3, players=5, cards=4) == (4, 0, 1, 2)
    assert receivers(0, players=5, cards=6) == (1, 2, 3, 4)
    state, events = trick(
        ["g2 y1", "r5 y2", "r1 p3", "b3 y4"],
        "r5 p3 y4 g2",
        collections=["", "r2 r3 r4", "", ""],
        leader=1,
    )
    given = [(e.seat, e.card) for e in events if isinstance(e, ToyGiven)]
    assert given == [(2, parse_card("r2")), (3, parse_card("r3")), (0, parse_card("r4"))]
    assert events[-1] == ToysDiscarded(1, RED, cards("r5"))  # 4 cards, 3 opponents


def test_colours_are_lost_in_the_order_y_g_r_p_b():
    assert overflowing_colour(cards("y2 y3 y4 y5 b1 b2 b3 b4")) == YELLOW
    state, events = trick(
        ["g5 y1", "r5 y2", "p5 b3"],
        "g5 r5 b3",
        collections=["r2 r3 r4 g2 g3 g4", "", ""],
        trump="p7",
    )
    lost = [(e.seat, e.colour) for e in events if isinstance(e, ToysLost)]
    assert lost == [(0, GREEN), (0, RED)]


@pytest.mark.parametrize(
    "last,lost,given",
    [
        # Seat 0 takes a fourth green: it loses its greens, one to each of seats 1, 2, 3;
        # seat 2 (3 greens) then holds four and deals them from its left.
        ("y4", [(0, GREEN), (2, GREEN)], [(0, 1), (0, 2), (0, 3), (2, 3), (2, 0), (2, 1)]),
        # Seat 0 takes a fourth green and a fourth red: it loses green, then red (the queue is
        # then 1, 2, 3). Seat 1 (3 reds) and seat 2 (3 greens) now hold four: seat 1 deals
        # first, though seat 2 reached four first (breadth first, not depth first).
        (
            "r1",
            [(0, GREEN), (0, RED), (1, RED), (2, GREEN)],
            [(0, 1), (0, 2), (0, 3)] * 2 + [(1, 2), (1, 3), (1, 0), (2, 3), (2, 0), (2, 1)],
        ),
    ],
)
def test_overflows_are_resolved_breadth_first_from_the_trick_winner(last, lost, given):
    state, events = trick(
        ["g5 y1", "y2 p2", "y3 p3", f"{last} p4"],
        f"g5 y2 y3 {last}",
        collections=["g2 g3 g4 r2 r3 r4", "r5 r6 r7", "g1 g6 g7", ""],
    )
    assert [(e.seat, e.colour) for e in events if isinstance(e, ToysLost)] == lost
    assert [(e.giver, e.seat) for e in events if isinstance(e, ToyGiven)] == given
    assert state.phase == Phase.TRICK and to_move(state) == (0,)
    for seat in state.seats:
        assert overflowing_colour(seat.collection) == -1


def test_a_give_outside_an_overflow_or_of_another_card_is_refused():
    state = position(["r5 g2", "r1 y3", "r6 p4"], collections=["r2 r3 r4 b2", "", ""])
    with pytest.raises(IllegalActionError) as refused:
        check_action(state, GiveCard(parse_card("r2")))
    assert refused.value.code == "no_draw_due"
    state, _ = play(state, "p0 play r5", "p1 play y3", "p2 play p4")
    with pytest.raises(IllegalActionError) as refused:
        check_action(state, GiveCard(parse_card("g2")))
    assert refused.value.code == "not_in_overflow" and refused.value.params == {"card": "g2"}
    with pytest.raises(IllegalActionError) as refused:
        check_action(state, parse_action("p1 play r1"))
    assert refused.value.code == "dealer_draws"


def test_others_see_only_the_colour_of_a_card_dealt_face_down():
    state = position(["r5 g2", "r1 y3", "r6 p4"], collections=["r2 r3 r4 b2", "", ""])
    state, events = play(state, "p0 play r5", "p1 play y3", "p2 play p4")
    state, events = deal_lowest(state, events)
    mine = observe(state, 1).state.seats[1]
    assert mine.collection == cards("r2") and mine.face_down == cards("r2")
    seen = observe(state, 2).state.seats[1]
    assert seen.collection == (30,) and seen.face_down == (30,)  # "r?": red, value unknown
    assert observe(state, 1).state.discarded == (30, 30)
