"""Each card does what the reference says (The action cards; A turn; Drawing a fuse kitten), on
hand-built positions: Pounce, Nap, Favour, Shuffle, Peek, No!, drawing, calming a fuse kitten,
going out, the last player in, the turn order past seats that are out."""

from __future__ import annotations

import pytest

from game.fuse.rules import (
    Phase,
    apply_action,
    card_text,
    chance_outcomes,
    is_over,
    legal_actions,
    observe,
    observe_events,
    parse_action,
    result,
    to_move,
)
from game.fuse.rules.actions import Calm, Give
from game.fuse.rules.cards import HIDDEN
from tests.fuse.builders import cards, hand, keys, position, run, texts

DECK5 = "C4#1 F#1 C4#2 C4#3 P#2"


def let_stand(state):
    """Every seat that may answer the play on the table lets it stand."""
    events = []
    while state.phase == Phase.WINDOW:
        state, new = apply_action(state, parse_action(f"p{to_move(state)[0]} pass"))
        events += new
    return state, events


def dealt(state, *texts_):
    """The dealer's outcomes written ``texts_`` (a Shuffle's order, a Two alike's card)."""
    return run(state, *texts_)


def test_a_turn_ends_by_drawing_the_top_card():
    state = position(["A#1 D#1", "D#2", "D#3"], DECK5)
    state, events = run(state, "p0 draw")
    assert hand(state, 0) == ["D#1", "A#1", "C4#1"]
    assert texts(state.deck) == ["F#1", "C4#2", "C4#3", "P#2"]
    assert to_move(state) == (1,) and state.owed == 1
    assert keys(events) == ["card_drawn", "turn_ended", "turn_started"]


def test_pounce_ends_the_turn_without_drawing_and_the_next_player_owes_two():
    state = position(["A#1 D#1", "D#2", "D#3"], DECK5)
    state, events = run(state, "p0 play A#1")  # nobody holds a No!: it takes effect at once
    assert texts(state.deck) == DECK5.split(), "no card drawn"
    assert (state.turn, state.owed) == (1, 2)
    assert keys(events)[-3:] == ["window_closed", "turn_ended", "turn_started"]
    state, _ = run(state, "p1 draw")
    assert (state.turn, state.owed) == (1, 1), "a full turn, then another"
    state, _ = run(state, "p1 draw")  # F#1: calmed with D#2
    state, _ = run(state, "p1 calm 0")
    assert (state.turn, state.owed) == (2, 1)


def test_a_victim_s_pounce_ends_its_turns_and_the_next_owes_two_not_four():
    state = position(["A#1 D#1", "A#2 D#2", "D#3"], DECK5)
    state, _ = run(state, "p0 play A#1", "p1 play A#2")
    assert (state.turn, state.owed) == (2, 2)
    assert texts(state.deck) == DECK5.split()


def test_a_nap_ends_one_turn_and_under_a_pounce_only_one_of_two():
    state = position(["D#1", "S#1 S#2 D#2", "D#3"], DECK5, turn=1, owed=2)
    state, _ = run(state, "p1 play S#1")
    assert (state.turn, state.owed) == (1, 1) and len(state.deck) == 5
    state, _ = run(state, "p1 play S#2")
    assert (state.turn, state.owed) == (2, 1) and len(state.deck) == 5


def test_a_favour_lets_its_target_choose_the_card():
    state = position(["V#1 D#1", "C2#1 P#1 D#2", "D#3"], DECK5)
    state, events = run(state, "p0 play V#1 at p1")
    assert state.phase == Phase.FAVOUR and to_move(state) == (1,)
    assert keys(events)[-1] == "favour_asked"
    assert legal_actions(state) == [Give(1, c) for c in state.seats[1].hand]
    state, events = run(state, "p1 give P#1")
    assert hand(state, 0) == ["D#1", "P#1"] and hand(state, 1) == ["D#2", "C2#1"]
    assert (state.phase, to_move(state)) == (Phase.PLAY, (0,))
    taken = events[-1]
    assert (taken.key, taken.seat, taken.source, card_text(taken.card)) == (
        "card_taken",
        0,
        1,
        "P#1",
    )
    # the card given is seen by the two seats only
    assert observe_events(tuple(events), 2)[-1].card == HIDDEN
    assert observe_events(tuple(events), 0)[-1].card == taken.card


def test_a_favour_at_an_empty_hand_gives_nothing():
    state = position(["V#1 D#1", "", "D#3"], DECK5)
    state, events = run(state, "p0 play V#1 at p1")
    assert state.phase == Phase.PLAY and keys(events)[-1] == "nothing_taken"
    assert events[-1].why == "empty_hand"


def test_a_shuffle_reorders_the_deck_one_card_at_a_time_from_the_top():
    state = position(["H#1 P#1 D#1", "D#2", "D#3"], DECK5)
    state, _ = run(state, "p0 play P#1")
    assert observe(state, 0).state.deck[:3] == cards("C4#1 F#1 C4#2")
    state, _ = run(state, "p0 play H#1")
    assert state.phase == Phase.SHUFFLE and to_move(state) == (-1,)
    assert sorted(a.text() for a, _ in chance_outcomes(state)) == sorted(
        f"shuffle {t}" for t in DECK5.split()
    )
    state, events = dealt(
        state, "shuffle P#2", "shuffle F#1", "shuffle C4#3", "shuffle C4#1", "shuffle C4#2"
    )
    assert texts(state.deck) == ["P#2", "F#1", "C4#3", "C4#1", "C4#2"]
    assert keys(events)[-1] == "deck_shuffled" and state.phase == Phase.PLAY
    assert set(observe(state, 0).state.deck) == {HIDDEN}, "what the Peek showed is lost"
    assert set(observe_events(tuple(events), 0)[-1].deck) == {HIDDEN}, "nobody sees the order"


def test_a_peek_shows_the_top_three_in_order_to_its_player_only():
    state = position(["P#1 D#1", "D#2", "D#3"], DECK5)
    state, events = run(state, "p0 play P#1")
    peek = events[-1]
    assert peek.key == "peeked" and texts(peek.cards) == ["C4#1", "F#1", "C4#2"]
    assert texts(state.deck) == DECK5.split(), "put back in the same order"
    assert observe(state, 0).state.deck == cards("C4#1 F#1 C4#2") + (HIDDEN, HIDDEN)
    assert set(observe(state, 1).state.deck) == {HIDDEN}
    assert observe_events(tuple(events), 1)[-1].cards == (HIDDEN,) * 3


def test_a_peek_shows_fewer_when_fewer_remain():
    state = position(["P#1 D#1", "D#2"], "C4#1 F#1")
    state, events = run(state, "p0 play P#1")
    assert texts(events[-1].cards) == ["C4#1", "F#1"]


def test_what_a_peek_showed_moves_with_each_draw():
    state = position(["P#1 D#1", "D#2", "D#3"], DECK5)
    state, _ = run(state, "p0 play P#1", "p0 draw")
    assert observe(state, 0).state.deck == cards("F#1 C4#2") + (HIDDEN, HIDDEN)


def test_drawing_a_fuse_kitten_with_a_kit_calms_it_and_asks_where_it_goes():
    state = position(["D#1 D#4 C1#1", "D#2", "D#3"], "F#1 C4#1 C4#2")
    state, events = run(state, "p0 draw")
    assert keys(events) == ["fuse_drawn", "kit_played"]
    assert state.phase == Phase.CALM and to_move(state) == (0,)
    assert hand(state, 0) == ["D#4", "C1#1"] and texts(state.discard) == ["D#1"]
    assert legal_actions(state) == [Calm(0, k) for k in range(3)], "0 = top to 2 = bottom"
    state, events = run(state, "p0 calm 1")
    assert texts(state.deck) == ["C4#1", "F#1", "C4#2"]
    assert keys(events) == ["kitten_returned", "turn_ended", "turn_started"]
    assert events[1].ended == "calm" and to_move(state) == (1,)
    assert observe(state, 0).state.deck == (HIDDEN, cards("F#1")[0], HIDDEN)
    assert set(observe(state, 1).state.deck) == {HIDDEN}
    assert observe_events(tuple(events), 1)[0].position == -1
    assert state.last_return is not None and state.last_return.seat == 0


def test_the_fuse_kitten_may_go_to_the_bottom_but_no_further():
    state, _ = run(position(["D#1", "D#2"], "F#1 C4#1 C4#2"), "p0 draw")
    with pytest.raises(Exception, match="0 \\(top\\) to 2 \\(bottom\\), not 3"):
        run(state, "p0 calm 3")
    state, _ = run(state, "p0 calm 2")
    assert texts(state.deck) == ["C4#1", "C4#2", "F#1"]


def test_a_calm_down_ends_one_of_two_turns_owed():
    state = position(["D#1", "D#2", "D#3"], "F#1 C4#1 C4#2", owed=2)
    state, _ = run(state, "p0 draw", "p0 calm 2")
    assert (state.turn, state.owed) == (0, 1)


def test_without_a_kit_the_drawer_is_out_and_discards_its_hand():
    state = position(["A#1 C1#1", "D#2", "D#3"], "F#1 C4#1 C4#2", owed=2)
    state, events = run(state, "p0 draw")
    assert keys(events) == ["fuse_drawn", "player_out", "turn_ended", "turn_started"]
    assert state.seats[0].out and state.out == (0,) and hand(state, 0) == []
    assert texts(state.discard) == ["A#1", "C1#1", "F#1"]
    assert (state.turn, state.owed) == (1, 1), "going out ends both turns; the next owes 1"
    assert events[1].place == 3


def test_turns_skip_seats_that_are_out_and_the_last_player_in_wins():
    state = position(["", "C1#1", "C2#1"], "C4#1 C4#2 F#1", out=(0,), turn=2)
    state, _ = run(state, "p2 draw")
    assert to_move(state) == (1,), "seat 0 is out: seat 2 is followed by seat 1"
    state, _ = run(state, "p1 draw")
    assert to_move(state) == (2,)
    state, events = run(state, "p2 draw")  # F#1, no kit
    assert is_over(state) and state.winner == 1 and to_move(state) == ()
    assert keys(events)[-1] == "game_ended" and events[-1].winner == 1
    assert state.out == (0, 2) and legal_actions(state) == []
    assert result(state).scores == (3, 1, 2) and result(state).winners == (1,)


def test_places_count_from_the_last_player_in():
    state = position(["C1#1", "C2#1", "C3#1"], "F#1 F#2 C4#1")
    state, _ = run(state, "p0 draw", "p1 draw")
    assert is_over(state) and state.out == (0, 1)
    assert result(state).scores == (3, 2, 1) and result(state).winners == (2,)


def test_a_no_cancels_a_play_and_the_cards_stay_on_the_discard_pile():
    state = position(["A#1 D#1", "N#1 D#2", "D#3"], DECK5)
    state, events = run(state, "p0 play A#1")
    assert state.phase == Phase.WINDOW and to_move(state) == (1,)
    state, events = run(state, "p1 no N#1")
    assert keys(events) == ["no_played", "window_closed"]  # nobody may answer the No!
    assert events[-1].cancelled and (state.turn, state.owed) == (0, 1)
    assert texts(state.discard) == ["A#1", "N#1"]
    assert to_move(state) == (0,), "the player goes on: it must still draw"


def test_a_no_on_a_no_lets_the_play_stand():
    state = position(["A#1 N#2 D#1", "N#1 D#2", "D#3"], DECK5)
    state, _ = run(state, "p0 play A#1", "p1 no N#1")
    assert to_move(state) == (0,), "the player may answer the No! on its play"
    state, events = run(state, "p0 no N#2")
    assert not events[-3].cancelled and (state.turn, state.owed) == (1, 2)


def test_who_may_answer_a_no():
    state = position(["A#1 N#2 D#1", "N#1 N#3 D#2", "N#4 D#3"], DECK5)
    state, _ = run(state, "p0 play A#1")
    assert to_move(state) == (1, 2), "every other seat holding a No!, from the player's left"
    state, _ = run(state, "p2 pass")
    assert to_move(state) == (1,)
    state, _ = run(state, "p1 no N#1")
    assert to_move(state) == (2, 0), "after a No!, all but its player may answer again"
    with pytest.raises(Exception, match="played the last card"):
        run(state, "p1 no N#3")


def test_a_no_against_a_combo_cancels_the_whole_combo():
    state = position(["C1#1 C1#2 D#1", "N#1 P#1 D#2", "D#3"], DECK5)
    state, events = run(state, "p0 play C1#1 C1#2 at p1", "p1 no N#1")
    assert events[-1].cancelled and hand(state, 1) == ["D#2", "P#1"]
    assert state.phase == Phase.PLAY and texts(state.discard) == ["C1#1", "C1#2", "N#1"]


@pytest.mark.parametrize("card", ["N#1", "C1#1", "D#1"])
def test_a_no_a_cat_card_or_a_kit_is_not_played_alone(card):
    state = position(["N#1 C1#1 D#1", "D#2"], DECK5)
    with pytest.raises(Exception) as refused:
        run(state, f"p0 play {card}")
    assert refused.value.code == "not_alone"


def test_a_calm_down_is_never_answered():
    state = position(["D#1", "N#1 D#2", "N#2 D#3"], "F#1 C4#1")
    state, _ = run(state, "p0 draw")
    assert to_move(state) == (0,) and state.phase == Phase.CALM
