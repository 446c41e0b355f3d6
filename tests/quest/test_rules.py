"""The rules of a turn (reference: Solo, 2-8 players, Precise points): free rerolls, powers
within 1-6, the order of a turn, must-beat, the line refilled to five, solo win and loss,
scores and ties, and every refusal with its code and values."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.quest.rules import (
    KEEPS,
    REROLLED,
    Beat,
    EndTurn,
    FirstSeat,
    IllegalActionError,
    Phase,
    Reroll,
    Roll,
    Seat,
    Shuffle,
    Spend,
    apply_action,
    beaten_cards,
    can_apply,
    check_action,
    legal_actions,
    new_game,
    parse_action,
    result,
    to_move,
    winners_of,
)
from game.quest.rules.events import (
    CreatureBeaten,
    NothingBeaten,
    QuestLost,
    QuestWon,
    TurnStarted,
)
from tests.quest.builders import deck, position

CARDS = deck(
    "3 3 plus",  # 1
    "4 4 minus",  # 2
    "5 5 plusminus",  # 3
    "sun sun sun sun sun reroll",  # 4
    "1 2 3 4 5 opposite",  # 5
    "6 6 plus",  # 6
    "2 2 minus",  # 7
)


def refused(state, action) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as error:
        check_action(state, action)
    assert not can_apply(state, action)
    return error.value


def rolled(state, *faces: int):
    """The dealer's next dice."""
    for face in faces:
        state, _ = apply_action(state, Roll(face))
    return state


def started(players: int, cards=CARDS, order=None, first: int = 0):
    """A game whose deck is ``order`` (top first; the cards' order when None), before the
    first roll."""
    state = new_game(players, cards)
    for card in order or [c.id for c in cards]:
        state, _ = apply_action(state, Shuffle(card))
    if players > 1:
        state, _ = apply_action(state, FirstSeat(first))
    return state


# --- free rerolls ---------------------------------------------------------------------------


def test_each_seat_s_own_first_turn_has_two_free_rerolls_and_every_other_one():
    state = started(3, first=1)
    seen = []
    for _ in range(6):  # two rounds of three seats
        assert to_move(state) == (-1,) and state.phase == Phase.ROLL
        state = rolled(state, 1, 2, 4, 5, 6)  # beats nothing of the line (3 3, 4 4, 5 5, ...)
        seen.append((state.seat, state.free_rerolls))
        state, _ = apply_action(state, EndTurn(state.seat))
    assert seen == [(1, 2), (2, 2), (0, 2), (1, 1), (2, 1), (0, 1)]


def test_solo_the_first_turn_has_two_free_rerolls_then_one():
    state = started(1)
    state = rolled(state, 3, 3, 1, 2, 6)
    assert state.free_rerolls == 2
    state, _ = apply_action(state, Beat(0, 1))
    assert rolled(state, 1, 1, 1, 1, 1).free_rerolls == 1


def test_free_rerolls_run_out():
    state = rolled(started(1), 1, 2, 4, 5, 6)
    for _ in range(2):
        state, _ = apply_action(state, Reroll(0, (0, 1)))
        assert state.rolling == (2, 3, 4) and state.dice[:2] == (1, 2)
        state = rolled(state, 6, 6, 6)
    assert refused(state, Reroll(0)).code == "no_free_reroll"


def test_a_free_reroll_may_be_taken_when_the_dice_already_beat_a_creature():
    state = position(CARDS, (3, 3, 1, 2, 6), (1, 2, 3))
    assert beaten_cards(state) == (1,)
    state, events = apply_action(state, Reroll(0, (0, 1)))
    assert state.phase == Phase.ROLL and state.free_rerolls == 0


def test_a_reroll_keeps_at_most_four_dice():
    state = position(CARDS, (1, 2, 4, 5, 6), (1, 2))
    error = refused(state, Reroll(0, (0, 1, 2, 3, 4)))
    assert error.code == "keeps_every_die" and error.reason == "a reroll keeps at most 4 dice"
    assert can_apply(state, Reroll(0, (0, 1, 2, 3)))
    assert len(KEEPS) == 31 and max(map(len, KEEPS)) == 4


def test_free_rerolls_come_before_powers():
    state = position(CARDS, (2, 2, 4, 5, 6), (1, 2), armies=((6,),), free_rerolls=1)
    state, _ = apply_action(state, Spend(0, 6, (0,)))  # +1: 2 -> 3
    assert state.dice == (3, 2, 4, 5, 6) and state.free_rerolls == 1 and state.rerolls_left == 0
    assert refused(state, Reroll(0)).code == "powers_begun"
    assert not any(isinstance(a, Reroll) for a in legal_actions(state))


@pytest.mark.parametrize(
    "kept,code,params",
    [
        ((5,), "no_such_position", {"position": 5}),
        ((-1,), "no_such_position", {"position": -1}),
        ((2, 1), "positions_order", {}),
        ((1, 1), "positions_order", {}),
    ],
)
def test_dice_positions_are_0_to_4_each_once_in_order(kept, code, params):
    error = refused(position(CARDS, (1, 2, 4, 5, 6), (1,)), Reroll(0, kept))
    assert (error.code, error.params) == (code, params)


# --- powers -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "card,face,choice,after",
    [
        (6, 5, None, 6),  # +1
        (7, 2, None, 1),  # -1
        (3, 3, "+1", 4),  # ±1
        (3, 3, "-1", 2),
        (5, 1, None, 6),  # the opposite face
        (5, 3, None, 4),
        (5, 5, None, 2),
    ],
)
def test_a_power_changes_its_die(card, face, choice, after):
    state = position(CARDS, (face, 1, 1, 1, 1), (1, 2), armies=((card,),))
    state, events = apply_action(state, Spend(0, card, (0,), choice))
    assert state.dice[0] == after and state.seats[0].discard == (card,) and not state.seats[0].army
    assert state.spent == (card,) and state.phase == Phase.PLAY


@pytest.mark.parametrize(
    "card,face,choice", [(6, 6, None), (7, 1, None), (3, 6, "+1"), (3, 1, "-1")]
)
def test_a_power_that_would_leave_1_to_6_is_refused(card, face, choice):
    state = position(CARDS, (2, face, 2, 2, 2), (1, 2), armies=((card,),))
    error = refused(state, Spend(0, card, (1,), choice))
    assert error.code == "out_of_faces"
    assert error.params == {"card": card, "position": 1, "face": face}
    assert Spend(0, card, (1,), choice) not in legal_actions(state)


def test_a_power_s_choice_is_plus_or_minus_one_for_plus_minus_only():
    state = position(CARDS, (2, 2, 2, 2, 2), (1, 2), armies=((3, 6),))
    assert refused(state, Spend(0, 3, (0,))).code == "choice_needed"
    assert refused(state, Spend(0, 6, (0,), "+1")).code == "no_choice"
    assert refused(state, Spend(0, 6, (0, 1))).code == "one_die"


def test_a_reroll_power_rerolls_at_least_one_die_and_any_of_them():
    state = position(CARDS, (2, 2, 2, 2, 2), (1, 2), armies=((4,),))
    assert refused(state, Spend(0, 4, ())).code == "no_dice"
    assert refused(state, Spend(0, 4, (0,), "+1")).code == "no_choice"
    assert all(can_apply(state, Spend(0, 4, dice)) for dice in REROLLED)
    after, _ = apply_action(state, Spend(0, 4, (0, 1, 2, 3, 4)))
    assert after.rolling == (0, 1, 2, 3, 4) and after.dice == (0,) * 5
    after = rolled(after, 3, 3, 1, 1, 1)
    assert after.phase == Phase.PLAY and after.dice == (3, 3, 1, 1, 1)


def test_only_a_card_of_the_seat_s_army_is_spent():
    state = position(CARDS, (2, 2, 2, 2, 2), (1, 2), armies=((6,), (7,)))
    error = refused(state, Spend(0, 7, (0,)))
    assert (error.code, error.params) == ("card_not_in_army", {"card": 7})


def test_a_creature_beaten_this_turn_is_not_spent_in_it():
    """Beating ends the turn (reference: Precise points): the creature's power waits for the
    seat's next turn."""
    state = position(CARDS, (6, 6, 1, 2, 4), (6, 1), armies=((), ()))
    state, events = apply_action(state, Beat(0, 6))
    assert state.seats[0].army == (6,) and isinstance(events[0], CreatureBeaten)
    assert refused(state, Spend(0, 6, (0,))).code == "dealer_draws"
    state = rolled(state, 1, 2, 4, 5, 6)
    assert refused(state, Spend(0, 6, (0,))).code == "not_your_turn"
    solo = position(CARDS, (6, 6, 1, 2, 4), (6, 1))
    solo, _ = apply_action(solo, Beat(0, 6))
    assert refused(solo, Spend(0, 6, (0,))).code == "dealer_draws"
    solo = rolled(solo, 1, 2, 4, 5, 5)
    assert can_apply(solo, Spend(0, 6, (0,)))  # the next turn


# --- beating, ending -----------------------------------------------------------------------


def test_must_beat_a_creature_the_final_dice_beat():
    state = position(CARDS, (3, 3, 4, 4, 1), (1, 2, 4))
    error = refused(state, EndTurn(0))
    assert (error.code, error.params) == ("must_beat", {"card": 1})
    assert error.reason == "the dice beat 1: you must beat a creature"
    assert [a.text() for a in legal_actions(state) if not isinstance(a, Reroll)] == [
        "p0 beat 1",
        "p0 beat 2",
    ]


def test_a_creature_not_beaten_or_not_in_the_line_is_refused():
    state = position(CARDS, (3, 3, 4, 4, 1), (1, 2, 4))
    assert refused(state, Beat(0, 4)).code == "not_beaten"
    assert refused(state, Beat(0, 6)).code == "card_not_in_line"


def test_the_line_is_refilled_to_five_at_the_start_of_each_turn():
    state = started(1, order=[7, 6, 5, 4, 3, 2, 1])
    assert state.line == (7, 6, 5, 4, 3) and state.deck == (2, 1)
    state = rolled(state, 6, 6, 1, 2, 4)
    state, events = apply_action(state, Beat(0, 6))
    assert state.line == (7, 5, 4, 3, 2) and state.deck == (1,)
    started_event = next(e for e in events if isinstance(e, TurnStarted))
    assert started_event.line == state.line and started_event.turn == 2
    state = rolled(state, 2, 2, 1, 3, 4)
    state, _ = apply_action(state, Beat(0, 7))
    assert state.line == (5, 4, 3, 2, 1) and state.deck == ()
    state = rolled(state, 3, 3, 1, 5, 6)
    state, _ = apply_action(state, Beat(0, 1))
    assert state.line == (5, 4, 3, 2)  # fewer once the deck runs out


# --- ends ---------------------------------------------------------------------------------


def two_creature_quest(first_roll: tuple[int, ...]):
    """A solo quest of ``3 3`` (+1) and ``4 4`` (-1) whose first roll beats the ``3 3``."""
    state = rolled(started(1, deck("3 3 plus", "4 4 minus")), *first_roll)
    state, _ = apply_action(state, Beat(0, 1))
    return state


def test_a_solo_quest_is_won_when_the_last_creature_is_beaten():
    state = rolled(two_creature_quest((3, 3, 4, 4, 1)), 4, 4, 1, 2, 3)
    state, events = apply_action(state, Beat(0, 2))
    assert state.phase == Phase.OVER and state.won is True and to_move(state) == ()
    assert events[-1] == QuestWon(2)
    assert result(state).scores == (2,) and result(state).winners == (0,)
    assert refused(state, EndTurn(0)).code == "game_over"


def test_the_solo_score_is_the_army_left():
    state = rolled(two_creature_quest((3, 3, 5, 5, 1)), 3, 4, 1, 2, 6)
    state, _ = apply_action(state, Spend(0, 1, (0,)))  # 3 -> 4: a pair of 4s
    state, events = apply_action(state, Beat(0, 2))
    assert events[-1] == QuestWon(1) and result(state).scores == (1,)


def test_a_solo_quest_is_lost_when_the_dice_beat_nothing():
    state = started(1)
    state = rolled(state, 1, 2, 4, 5, 6)
    state, events = apply_action(state, EndTurn(0))
    assert isinstance(events[0], NothingBeaten) and events[-1] == QuestLost(7)
    assert state.phase == Phase.OVER and state.won is False
    assert result(state).scores == (0,) and result(state).winners == ()


def test_with_several_players_a_turn_without_a_creature_passes():
    state = position(CARDS, (1, 2, 4, 5, 6), (1, 2), armies=((), (), ()), seat=1)
    state, events = apply_action(state, EndTurn(1))
    assert state.phase == Phase.ROLL and state.seat == 2 and isinstance(events[0], NothingBeaten)


def test_the_game_of_several_ends_with_the_last_creature_and_scores_army_plus_discards():
    cards = deck("3 3 plus", "4 4 minus")
    state = position(cards, (4, 4, 1, 2, 3), (2,), armies=((1,), ()), discards=((), ()), seat=1)
    state, events = apply_action(state, Beat(1, 2))
    assert state.phase == Phase.OVER and result(state).scores == (1, 1)
    assert result(state).winners == (0, 1)  # tied on both counts: a shared win
    assert events[-1].scores == (1, 1) and events[-1].winners == (0, 1)


def test_ties_go_to_the_most_cards_in_the_army_then_are_shared():
    seats = (
        Seat(army=(1, 2), discard=(3,)),
        Seat(army=(4,), discard=(5, 6)),
        Seat(army=(7,)),
    )
    assert winners_of(seats) == (0,)
    assert winners_of(seats + (Seat(army=(8, 9), discard=(10,)),)) == (0, 3)
    assert winners_of((Seat(army=(1,), discard=(2, 3, 4)), Seat(army=(5, 6)))) == (0,)


# --- the dealer ---------------------------------------------------------------------------


def test_the_dealer_s_outcomes_are_refused_out_of_turn():
    state = new_game(2, CARDS)
    assert refused(state, Roll(3)).code == "not_rolling"
    assert refused(state, FirstSeat(0)).code == "not_first_draw"
    assert refused(state, Shuffle(9)).params == {"card": 9}
    assert refused(state, EndTurn(0)).code == "dealer_draws"
    state = started(2)
    assert refused(state, Shuffle(1)).code == "not_shuffling"
    assert refused(state, Roll(7)).code == "no_such_face"
    assert refused(state, FirstSeat(0)).code == "not_first_draw"
    state = new_game(2, CARDS[:1])
    state, _ = apply_action(state, Shuffle(1))
    assert refused(state, FirstSeat(2)).params == {"seat": 2}
    played = rolled(started(2), 1, 2, 4, 5, 6)
    assert refused(played, Roll(1)).code == "no_draw_due"


def test_the_seat_to_move_alone_plays():
    state = position(CARDS, (1, 2, 4, 5, 6), (1,), armies=((), ()), seat=1)
    assert refused(state, EndTurn(0)).params == {"seat": 0}
    assert legal_actions(state, 0) == [] and legal_actions(state, 1)
    assert refused(state, parse_action("shuffle 3")).code == "no_draw_due"


def test_a_game_takes_1_to_8_players_and_well_formed_cards():
    for players in (0, 9):
        with pytest.raises(ValueError, match="1 to 8 players"):
            new_game(players, CARDS)
    with pytest.raises(ValueError, match="ids run 1 to"):
        new_game(1, CARDS[1:])
    with pytest.raises(ValueError, match="at least one"):
        new_game(1, ())
    with pytest.raises(ValueError, match="not a token"):
        new_game(1, (replace(CARDS[0], combo=("7",)),))
