"""The end of a round and of the game (reference: End of a round, with its [choice]s): five
colours end it at once unless an overflow takes one away; empty hands give it to the most
colours, then the most cards, every seat still tied winning; each winner takes a Super chat
card, three win the game; the seat with the fewest cards starts the next round."""

from __future__ import annotations

import pytest

from game.kittens.rules import (
    DECK,
    IllegalActionError,
    apply_action,
    chance_outcomes,
    check_action,
    legal_actions,
    new_game,
    parse_action,
    to_move,
)
from game.kittens.rules.actions import CHANCE, DealCard, TurnTrump
from game.kittens.rules.events import (
    CardDealt,
    GameEnded,
    RoundEnded,
    RoundStarted,
    SuperChatWon,
)
from game.kittens.rules.rounds import FIVE_COLOURS, HANDS_EMPTY, next_starter, round_end
from game.kittens.rules.state import Phase
from tests.kittens.builders import cards, position, trick
from tests.kittens.rules.test_overflows import play


def ended(events) -> RoundEnded:
    (event,) = [e for e in events if isinstance(e, RoundEnded)]
    return event


def test_five_colours_end_the_round_at_once():
    state, events = trick(
        ["b5 g2 g3", "r1 y3 y4", "r6 p4 p5"],
        "b5 y3 p4",
        collections=["y2 g4 r2", "", ""],
    )
    end = ended(events)
    assert (end.end, end.winners) == (FIVE_COLOURS, (0,))  # y g r + b5 p4: five, hands full
    assert end.collections[0] == cards("y2 y3 g4 r2 p4 b5")
    assert SuperChatWon(0, 1) in events
    assert state.seats[0].super_chats == 1 and state.round == 2
    assert state.phase == Phase.DEAL and to_move(state) == (CHANCE,)
    # seat 1 and seat 2 collected 0 cards: the first of them from the left of the winner
    assert events[-1] == RoundStarted(2, 1) and state.starter == 1


def test_five_colours_with_four_of_one_do_not_end_the_round():
    # seat 0 takes b5 (its fifth colour) and g7 (its fourth green): it loses the greens first
    state, events = trick(
        ["b5 g2", "r1 y3", "r6 g7"],
        "b5 y3 g7",
        collections=["y2 g4 g5 g6 r2 p2", "", ""],
    )
    assert not any(isinstance(e, RoundEnded) for e in events)  # lost green: four colours
    assert state.seats[0].collection == cards("y2 y3 r2 p2 b5")
    assert state.phase == Phase.TRICK and to_move(state) == (0,)


def test_an_overflow_card_can_give_another_seat_five_colours():
    state, events = trick(
        ["b5 g2", "r1 y3", "r6 g7"],
        "b5 y3 g7",
        collections=["g4 g5 g6", "y1 r2 p2 b2", ""],
    )  # seat 1 receives g4: y g r p b
    end = ended(events)
    assert (end.end, end.winners) == (FIVE_COLOURS, (1,))


def test_every_seat_holding_five_colours_wins():
    state, events = trick(
        ["b5 g2", "r1 y3", "r6 g7"],
        "b5 y3 g7",
        collections=["g4 g5 g6", "y1 r2 p2 b2", "y4 r3 p3 b3"],
    )
    end = ended(events)
    assert (end.end, end.winners) == (FIVE_COLOURS, (1, 2))
    assert [e.seat for e in events if isinstance(e, SuperChatWon)] == [1, 2]


def test_empty_hands_give_the_round_to_the_most_colours_then_the_most_cards():
    state, events = trick(
        ["b5", "r1", "p6"],
        "p6 b5 r1",
        collections=["y2 y3 g4 r2", "y4 g5 g6 r3 r4", "y5 y6 p2"],
        trump="g7",
        leader=2,
    )
    end = ended(events)  # seat 2 took p6 b5 r1: y p b r = 4 colours, 6 cards
    assert end.end == HANDS_EMPTY
    assert end.winners == (2,)
    assert round_end([cards("y2 g2 r2"), cards("y3 g3 r3 r4"), cards("y4 p4")], True) == (
        HANDS_EMPTY,
        (1,),
    )


def test_seats_still_tied_on_colours_and_cards_all_win():
    assert round_end([cards("y2 g2 r2"), cards("y3 g3 p3"), cards("y4 p4")], True) == (
        HANDS_EMPTY,
        (0, 1),
    )
    assert round_end([cards("y2 g2 r2"), cards("y3 g3 p3"), cards("y4 p4")], False) is None


@pytest.mark.parametrize(
    "collected,winners,starter",
    [
        ((3, 5, 7), (2,), 0),  # the fewest cards start
        ((3, 5, 3), (1,), 2),  # 0 and 2 tie: from the left of winner 1, seat 2 comes first
        ((3, 5, 3), (2,), 0),  # from the left of winner 2: seat 0
        ((4, 4, 4, 4), (1, 3), 2),  # all tie: the first from the left of winner 1 (first by seat)
        ((2, 6, 2, 6, 2), (0,), 2),  # seats 0, 2, 4: from seat 1 on, 2 comes first
        ((2, 6, 6), (0,), 0),  # the winner itself collected the fewest
    ],
)
def test_the_fewest_cards_start_the_next_round(collected, winners, starter):
    assert next_starter(collected, winners) == starter


def test_a_new_round_deals_all_35_cards_again_from_its_starter():
    state = position(
        ["b5 g2 g3", "r1 y3 y4", "r6 p4 p5"],
        collections=["y2 g4 r2", "", ""],
        trump="b7",
        super_chats=[1, 2, 0],
    )
    state, _ = play(state, "p0 play b5", "p1 play y3", "p2 play p4")
    assert [s.super_chats for s in state.seats] == [2, 2, 0]
    assert state.deck == DECK and all(not s.hand and not s.collection for s in state.seats)
    assert state.trump == 0 and state.rest == () and state.discarded == ()
    first = chance_outcomes(state)[0][0]
    assert isinstance(first, DealCard) and len(chance_outcomes(state)) == 35
    state, events = apply_action(state, first)
    assert events == (CardDealt(state.starter, first.card, private=state.starter),)


@pytest.mark.parametrize(("players", "size"), [(3, 10), (4, 8), (5, 6)])  # reference, Set-up 2
def test_the_deal_gives_each_hand_its_size_then_turns_the_trump(players, size):
    state = new_game(players)
    state, _ = apply_action(state, parse_action("first p2"))
    for _ in range(players * size):
        assert all(isinstance(a, DealCard) for a, _ in chance_outcomes(state))
        state, _ = apply_action(state, chance_outcomes(state)[-1][0])
    assert [len(s.hand) for s in state.seats] == [size] * players
    outcomes = chance_outcomes(state)
    assert all(isinstance(a, TurnTrump) for a, _ in outcomes)
    assert len(outcomes) == 35 - players * size
    with pytest.raises(IllegalActionError) as refused:
        check_action(state, DealCard(outcomes[0][0].card))
    assert refused.value.code == "not_dealing"
    state, _ = apply_action(state, outcomes[0][0])
    assert len(state.rest) == 35 - players * size - 1
    assert to_move(state) == (2,) and state.leader == 2


def test_three_super_chats_end_the_game_and_every_seat_with_three_wins():
    state, events = trick(
        ["b5 g2", "r1 y3", "r6 g7"],
        "b5 y3 g7",
        collections=["g4 g5 g6", "y1 r2 p2 b2", "y4 r3 p3 b3"],
        super_chats=[2, 2, 2],
    )
    assert events[-1] == GameEnded((1, 2))
    assert state.phase == Phase.OVER and state.winners == (1, 2)
    assert to_move(state) == () and legal_actions(state) == [] and chance_outcomes(state) == ()
    with pytest.raises(IllegalActionError) as refused:
        check_action(state, parse_action("p0 play g2"))
    assert refused.value.code == "game_over"


def test_a_seat_with_two_super_chats_that_wins_a_round_wins_the_game():
    state, events = trick(
        ["b5 g2 g3", "r1 y3 y4", "r6 p4 p5"],
        "b5 y3 p4",
        collections=["y2 g4 r2", "", ""],
        super_chats=[2, 2, 0],
    )
    assert events[-1] == GameEnded((0,)) and state.winners == (0,)
    assert [s.super_chats for s in state.seats] == [3, 2, 0]
