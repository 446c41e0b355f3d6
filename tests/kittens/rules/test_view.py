"""``observe`` hides what a seat cannot see: the other hands, the deck, the rest of the pile,
the values of overflow cards dealt face down to others and of discarded cards; the events
likewise. The JSON form of a state is lossless."""

from __future__ import annotations

import pytest

from game.kittens.rules import (
    HIDDEN,
    apply_action,
    chance_outcomes,
    is_chance,
    new_game,
    observe,
    observe_events,
    parse_action,
    state_from_json,
    state_hash,
    state_to_json,
)
from game.kittens.rules.codec import CodecError
from game.kittens.rules.events import CardDealt, RoundEnded, ToyGiven, ToysDiscarded, ToysLost
from tests.kittens.builders import cards, position
from tests.kittens.rules.test_overflows import deal_lowest, play


def dealt(players=3):
    state = new_game(players)
    events = []
    while is_chance(state):
        state, new = apply_action(state, chance_outcomes(state)[0][0])
        events += new
    return state, events


def test_a_seat_sees_its_hand_and_only_the_size_of_the_others():
    state, _ = dealt()
    view = observe(state, 1)
    assert view.seat == 1 and view.state.seats[1] == state.seats[1]
    for i in (0, 2):
        assert view.state.seats[i].hand == (HIDDEN,) * 10
    assert view.state.rest == (HIDDEN,) * 4 and view.state.trump == state.trump


def test_the_deck_is_hidden_while_it_is_dealt():
    state = new_game(4)
    state, _ = apply_action(state, parse_action("first p0"))
    state, _ = apply_action(state, parse_action("deal r3"))
    view = observe(state, 0).state
    assert view.deck == (HIDDEN,) * 34 and view.seats[0].hand == cards("r3")


def test_events_show_a_dealt_card_to_its_seat_only():
    _, events = dealt()
    deals = [e for e in events if isinstance(e, CardDealt)]
    for seat in range(3):
        seen = observe_events(tuple(deals), seat)
        assert all((e.card == HIDDEN) == (e.seat != seat) for e in seen)


def overflowed():
    state = position(["r5 g2", "r1 y3", "r6 p4"], collections=["r2 r3 r4 b2", "", ""])
    state, events = play(state, "p0 play r5", "p1 play y3", "p2 play p4")
    return deal_lowest(state, events)


def test_overflow_cards_show_their_colour_to_all_and_their_value_to_the_receiver():
    state, events = overflowed()
    for seat in range(3):
        seen = observe_events(tuple(events), seat)
        for e in seen:
            if isinstance(e, ToyGiven):
                assert e.card == (e.card if e.seat == seat else 30)
            if isinstance(e, ToysDiscarded):
                assert e.cards == (30, 30)
            if isinstance(e, ToysLost):
                assert e.cards == cards("r2 r3 r4 r5")  # they lay face up before
    assert observe(state, 0).state.seats[1].collection == (30,)


def test_a_face_down_card_stays_secret_when_it_is_lost_again():
    state = position(
        ["r5 g2", "r1 y3", "r6 p4"],
        collections=["r2 r3 r4 b2", "", ""],
        face_down=["r3", "", ""],
    )
    state, events = play(state, "p0 play r5", "p1 play y3", "p2 play p4")
    lost = events[-1]
    assert lost.hidden == cards("r3")
    (mine,) = observe_events((lost,), 0)
    (theirs,) = observe_events((lost,), 1)
    assert mine.cards == cards("r2 r3 r4 r5")
    assert theirs.cards == tuple(sorted(cards("r2 r4 r5") + (30,)))
    assert observe(state, 1).state.sharing.cards == theirs.cards
    assert observe(state, 0).state.sharing.cards == mine.cards
    assert observe(state, 0).state.sharing.left == (30,) * 4  # shuffled face down: unknown


def test_round_end_collections_hide_other_seats_face_down_values():
    state = position(
        ["b5 g2", "r1 y3", "r6 g7"],
        collections=["g4 g5 g6", "y1 r2 p2 b2", ""],
    )
    state, events = play(state, "p0 play b5", "p1 play y3", "p2 play g7")
    state, events = deal_lowest(state, events)
    (end,) = [e for e in events if isinstance(e, RoundEnded)]
    assert cards("g4") == end.face_down[1]
    (seen,) = observe_events((end,), 2)
    assert 20 in seen.collections[1] and cards("g4")[0] not in seen.collections[1]
    (own,) = observe_events((end,), 1)
    assert own.collections[1] == end.collections[1]  # its own face-down g4 it knows
    assert own.collections[2] == (20,)  # seat 2's face-down g5 it does not


def test_two_states_differing_only_in_hidden_cards_look_the_same():
    a = position(["r5 g2", "r1 y3", "r6 p4"])
    b = position(["r5 g2", "r1 y4", "r6 p4"])
    assert observe(a, 0) == observe(b, 0)
    assert observe(a, 1) != observe(b, 1)


@pytest.mark.parametrize("players", [3, 5])
def test_the_json_form_is_lossless(players):
    state, _ = dealt(players)
    state, events = apply_action(state, parse_action(f"p0 play {'y1'}"))
    for s in (state, *overflowed()[:1]):
        assert state_from_json(state_to_json(s)) == s
        assert state_hash(state_from_json(state_to_json(s))) == state_hash(s)
    with pytest.raises(CodecError):
        state_from_json({"game": "isle", "format": 1, "state": {}})
