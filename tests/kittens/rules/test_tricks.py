"""A trick, rule by rule (reference: A trick), on hand-built tricks: the trump, the colour led,
the paw swipe turned 8 only by the 7 of its own colour, the winner taking the cards and leading
the next trick."""

from __future__ import annotations

import pytest

from game.kittens.rules import apply_action, parse_action, parse_card, to_move, trick_winner
from game.kittens.rules.cards import COLOURS
from game.kittens.rules.events import CardPlayed, TrickWon
from game.kittens.rules.tricks import strength, turned_paw_swipes
from tests.kittens.builders import cards, position


def winner(plays: str, trump: str) -> int:
    """``"r5 r1 r7"`` played by seats 0, 1, 2... in that order."""
    table = tuple((s, parse_card(t)) for s, t in enumerate(plays.split()))
    return trick_winner(table, COLOURS.index(trump))


@pytest.mark.parametrize(
    "plays,trump,seat",
    [
        ("r5 r6 r2", "b", 1),  # the highest of the colour led
        ("r5 g7 y7", "b", 0),  # other colours never win, however high
        ("r5 b2 r7", "b", 1),  # a trump beats the colour led
        ("r5 b2 b3", "b", 2),  # the highest trump
        ("b2 r7 b5", "b", 2),  # trump led: the highest trump
        ("g2 r7 y6 p7", "g", 0),  # the lead is trump and alone
        ("y3 y4 y5 y6 y2", "r", 3),  # five players
    ],
)
def test_the_trump_then_the_colour_led_wins(plays, trump, seat):
    assert winner(plays, trump) == seat


@pytest.mark.parametrize(
    "plays,trump,seat",
    [
        ("r5 r1 r7", "b", 1),  # the red paw swipe beside the red 7 is an 8: beats the 7
        ("r1 r6 g7", "b", 1),  # a green 7 does not turn the red paw swipe: it stays 1
        ("r5 b1 b7", "b", 1),  # a trump paw swipe turned 8 beats the trump 7
        ("r7 b1 g7", "b", 1),  # trump paw swipe unturned is still a trump: beats the red 7
        ("r7 b1 b6", "b", 2),  # unturned, it is a 1 among the trumps
        ("g2 r1 r7", "b", 0),  # turned 8, but neither the colour led nor trump
        ("r1 r7 r6", "b", 0),  # the led paw swipe turned 8
        ("r4 y1 y7", "y", 1),  # trump paw swipe with its own 7
    ],
)
def test_a_paw_swipe_is_8_only_beside_its_own_7(plays, trump, seat):
    assert winner(plays, trump) == seat


def test_strength_and_turned_paw_swipes():
    trick = cards("r1 r7 g1 b7")
    assert strength(parse_card("r1"), trick) == 8
    assert strength(parse_card("g1"), trick) == 1
    assert strength(parse_card("b7"), trick) == 7
    assert turned_paw_swipes(trick) == (parse_card("r1"),)


def test_the_winner_takes_the_cards_sorted_and_leads_the_next_trick():
    state = position(["r5 g2", "r1 y3", "r7 p4"], collections=["", "b2", ""], trump="b7", leader=0)
    for text in ("p0 play r5", "p1 play r1", "p2 play r7"):
        assert to_move(state) == (int(text[1]),)
        state, events = apply_action(state, parse_action(text))
    assert isinstance(events[0], CardPlayed)
    won = events[1]
    assert isinstance(won, TrickWon)
    assert (won.seat, won.card, won.by_trump) == (1, parse_card("r1"), False)
    assert won.turned == (parse_card("r1"),)
    assert state.seats[1].collection == cards("b2 r1 r5 r7")
    assert state.trick == () and state.leader == 1 and to_move(state) == (1,)


def test_following_the_colour_led_is_not_required():
    state = position(["r5 g2", "r1 y3", "r7 p4"], leader=0)
    state, _ = apply_action(state, parse_action("p0 play r5"))
    state, events = apply_action(state, parse_action("p1 play y3"))  # holds r1, plays yellow
    assert events == (CardPlayed(1, parse_card("y3")),)


def test_play_goes_clockwise_from_the_leader():
    state = position(["r5 g2", "r1 y3", "r7 p4"], leader=2)
    assert to_move(state) == (2,)
    state, _ = apply_action(state, parse_action("p2 play r7"))
    assert to_move(state) == (0,)
    state, _ = apply_action(state, parse_action("p0 play g2"))
    assert to_move(state) == (1,)
