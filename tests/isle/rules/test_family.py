"""The Family variant (rules.md section 9, cards.md section 6): setup, the family lessons kept
as private lessons, free cats taken in turn, passing for the day, the rotating order, the map
bonus with a rare treasure, five days and the family scoring."""

from __future__ import annotations

import pytest

from game.isle.headless import play_random_game
from game.isle.rules import (
    CHANCE,
    IllegalActionError,
    chance_outcomes,
    is_over,
    legal_actions,
    new_game,
    observe,
    to_move,
)
from game.isle.rules.events import LessonsRead, OrderSet
from game.isle.rules.ids import Tile
from game.isle.rules.scoring_view import final_scores
from game.isle.rules.state import Bonus, RescueTurn
from game.isle.rules.view import HIDDEN
from game.isle.session.match import Match
from tests.isle.rules.builders import act, position, seat

FAMILY_CARDS = tuple(range(151, 169))


def family_seat(content, boat: str, **changes):
    changes.setdefault("baskets", 0)
    return seat(content, boat, **changes)


def family_rescue(content, players=2, **changes):
    seats = changes.pop("seats", None) or tuple(
        family_seat(content, b, lessons=(151 + 2 * i, 152 + 2 * i))
        for i, b in enumerate(("blue", "green", "red", "purple")[:players])
    )
    changes.setdefault("left", (Tile(400, "blue"), Tile(401, "red")))
    changes.setdefault("right", (Tile(402, "green"), Tile(403, "purple")))
    return position(content, players, seats, phase="rescue", mode="family", **changes)


@pytest.mark.parametrize("players, commons, per_field", [(2, 5, 4), (3, 8, 6), (4, 11, 8)])
def test_setup(content, players, commons, per_field):
    state = new_game(content, players, "family")
    assert state.commons == (commons,) * 4 and state.oshax == (), "no Oshax (rules.md 9.1)"
    assert state.deck == FAMILY_CARDS and len(state.bag) == 110
    assert all(s.fish == 0 and s.baskets == 0 for s in state.seats)
    assert state.sister is None
    match = Match(content, players, "family", seed=players)
    state = match.state
    assert state.phase == "draft" and all(len(s.offer) == 3 for s in state.seats)
    assert not state.left and not state.right, "the lessons come before the first day"
    assert sorted(state.order) == list(range(players))


def test_the_first_player_is_drawn_at_random(content):
    state, _ = act(new_game(content, 3, "family"), "boats red,blue,green")
    assert len(chance_outcomes(state)) == 3, "any first player, then the seating order"
    state, events = act(state, "order 2,0,1")
    assert state.order == (2, 0, 1) and state.phase == "deal"


def test_each_player_keeps_two_of_three_family_lessons(content):
    match = Match(content, 3, "family", seed=8)
    state = match.state
    offers = [s.offer for s in state.seats]
    assert all(content.cards[c].type == "lesson_family" for o in offers for c in o)
    assert len(legal_actions(state, 0)) == 3, "two of three: three choices"
    with pytest.raises(IllegalActionError, match="exactly 2"):
        act(state, f"p0 keep c{offers[0][0]}")
    # the choice is secret and simultaneous: the others see how many, not which
    assert observe(state, 1).state.seats[0].offer == (HIDDEN,) * 3
    state, _ = act(state, f"p0 keep c{offers[0][0]} c{offers[0][1]}")
    state, _ = act(state, f"p1 keep c{offers[1][1]} c{offers[1][2]}")
    assert state.phase == "draft" and to_move(state) == (2,)
    state, events = act(state, f"p2 keep c{offers[2][0]} c{offers[2][2]}")
    assert state.seats[0].lessons == offers[0][:2]
    assert state.seats[1].lessons == offers[1][1:]
    assert state.seats[2].lessons == (offers[2][0], offers[2][2])
    assert sorted(state.discard) == sorted([offers[0][2], offers[1][0], offers[2][1]])
    assert [e.private_cards for e in events if isinstance(e, LessonsRead)] == [
        s.lessons for s in state.seats
    ]
    assert observe(state, 0).state.seats[1].lessons == (HIDDEN, HIDDEN)
    assert state.phase == "fill" and to_move(state) == (CHANCE,)
    while to_move(state) == (CHANCE,):
        state, _ = act(state, chance_outcomes(state)[0][0].text())
    assert state.phase == "rescue" and len(state.left) == len(state.right) == 6
    assert all(s.fish == 0 for s in state.seats), "no fishing in Family"
    assert state.top == RescueTurn(state.order[0])


@pytest.mark.parametrize("card", FAMILY_CARDS)
def test_every_family_card_is_dealt_kept_and_scored_as_a_private_lesson(content, card):
    """Kept at setup, the card scores under private lessons at the end (rules.md 9.3)."""
    state, _ = act(new_game(content, 2, "family"), "boats blue,green", "order 0,1")
    others = [c for c in FAMILY_CARDS if c != card]
    state, _ = act(
        state,
        f"deal c{card}",
        f"deal c{others[0]}",
        f"deal c{others[1]}",
        f"deal c{others[2]}",
        f"deal c{others[3]}",
        f"deal c{others[4]}",
    )
    state, _ = act(state, f"p0 keep c{card} c{others[0]}", f"p1 keep c{others[2]} c{others[3]}")
    assert card in state.seats[0].lessons
    scores = final_scores(state)
    assert card in dict(scores[0].lessons)
    assert scores[0].private_lessons == sum(points for _, points in scores[0].lessons)


def test_a_cat_is_free_one_per_turn(content):
    state = family_rescue(content)
    assert state.top == RescueTurn(0)
    actions = {a.text() for a in legal_actions(state, 0)}
    assert actions == {
        "p0 rescue blue400 free",
        "p0 rescue red401 free",
        "p0 rescue green402 free",
        "p0 rescue purple403 free",
        "p0 pass",
    }
    with pytest.raises(IllegalActionError, match="free"):
        act(state, "p0 rescue blue400 permanent")
    state, events = act(state, "p0 rescue green402 free")
    assert [type(e).__name__ for e in events] == ["CatRescued"], "no fish paid"
    assert events[0].cost == 0
    state, _ = act(state, "p0 place 7,2 r0")
    assert state.top == RescueTurn(1), "one cat, then the next player"
    assert state.seats[0].fish == 0 and state.seats[0].baskets_used == 0


def test_standard_payments_are_refused_and_free_is_refused_in_the_standard_game(content):
    standard = position(content, 2, left=(Tile(400, "blue"),))
    with pytest.raises(IllegalActionError, match="fish and a basket"):
        act(standard, "p0 rescue blue400 free")


def test_a_player_who_passes_is_out_for_the_day(content):
    state = family_rescue(content, 3)
    state, _ = act(state, "p0 pass", "p1 rescue blue400 free", "p1 place 7,2 r0")
    assert state.top == RescueTurn(2)
    state, _ = act(state, "p2 rescue red401 free", "p2 place 7,2 r0")
    assert state.top == RescueTurn(1), "p0 passed: skipped for the rest of the day"
    state, _ = act(state, "p1 pass", "p2 pass")
    assert state.phase == "fill" and state.day == 2, "all passed: the day ends"


def test_the_day_ends_when_the_fields_are_empty_and_the_first_player_becomes_last(content):
    state = family_rescue(content, 3, left=(Tile(400, "blue"),), right=(), order=(1, 2, 0))
    assert state.top == RescueTurn(1)
    state, events = act(state, "p1 rescue blue400 free", "p1 place 7,2 r0")
    assert state.day == 2 and state.phase == "fill"
    assert state.order == (2, 0, 1)
    assert OrderSet((2, 0, 1)) in events
    assert not state.left and not state.right


def test_cats_left_at_the_end_of_the_day_leave_the_game(content):
    state = family_rescue(content)
    state, events = act(state, "p0 pass", "p1 pass")
    assert {Tile(400, "blue"), Tile(403, "purple")} <= set(state.gone)
    assert any(type(e).__name__ == "CatsRanAway" for e in events)


def test_the_map_bonus_may_be_a_common_or_a_rare_treasure(content):
    # the blue boat's blue map is at (14, 1)
    state = family_rescue(content, left=(Tile(415, "blue"),), rares=(206, 212, 207))
    state, _ = act(state, "p0 rescue blue415 free", "p0 place 14,0 r0")
    assert state.top == Bonus(0)
    takes = {a.text() for a in legal_actions(state, 0)}
    assert {"p0 take rare206", "p0 take rare212", "p0 take common100"} <= takes
    assert "p0 take rare207" not in takes, "one per shape, like the standard choice"
    state, _ = act(state, "p0 take rare212", "p0 place 13,0 r90")
    assert state.seats[0].tiles[-1].shape == 212 and state.rares == (206, 207)


def test_five_days_then_family_scoring(content):
    match = play_random_game(content, 4, 3, "family")
    state = match.state
    assert is_over(state) and state.day == 5
    ended = state  # the final scores read the state
    scores = final_scores(ended)
    assert all(s.rare_treasures == 0 and s.public_lessons == 0 for s in scores)
    assert all(len(s.lessons) == 2 for s in ended.seats)
    assert not any(t.shape in range(300, 306) for s in ended.seats for t in s.tiles)
