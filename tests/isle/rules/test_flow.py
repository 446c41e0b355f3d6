"""The shape of a game: setup by player count, days, phases, draft, buy, lessons, rescue order."""

from __future__ import annotations

import pytest

from game.isle.rules import (
    CHANCE,
    IllegalActionError,
    chance_outcomes,
    is_over,
    legal_actions,
    new_game,
    to_move,
)
from game.isle.rules.actions import DealBoats, Keep, SetOrder
from game.isle.rules.ids import BOAT_COLORS, Tile
from game.isle.rules.state import Declaring, RescueTurn
from game.isle.session.match import Match
from tests.isle.rules.builders import act, placed, position, seat


@pytest.mark.parametrize("players,commons,per_field", [(2, 5, 4), (3, 8, 6), (4, 11, 8)])
def test_setup_depends_on_the_player_count(content, players, commons, per_field):
    state = new_game(content, players)
    assert state.commons == (commons,) * 4
    assert state.oshax == (300, 301, 302, 303, 304, 305)
    assert len(state.bag) == 110 and len(state.deck) == 150
    assert all(s.baskets == 1 and s.fish == 0 for s in state.seats)
    match = Match(content, players, seed=3)
    state = match.state
    assert state.phase == "draft" and state.day == 1
    assert len(state.left) == len(state.right) == per_field
    assert all(s.fish == 20 for s in state.seats), "fishing gives 20 fish on day 1"
    assert all(len(s.offer) == 7 for s in state.seats)
    assert len({s.boat for s in state.seats}) == players
    assert sorted(state.order) == list(range(players))


def test_rare_treasures_drawn_while_filling_go_to_the_supply(content):
    match = Match(content, 4, seed=11)
    drawn_rares = [t for t in match.log if t.startswith("draw rare")]
    assert len(match.state.rares) == len(drawn_rares)
    assert len(match.state.left) + len(match.state.right) == 16


def test_setup_chance_lists_every_boat_deal_and_order(content):
    state = new_game(content, 3)
    assert to_move(state) == (CHANCE,)
    boats = chance_outcomes(state)
    assert len(boats) == 4 * 3 * 2 and all(isinstance(a, DealBoats) for a, _ in boats)
    state, _ = act(state, "boats red,blue,purple")
    orders = chance_outcomes(state)
    assert [a.order for a, _ in orders] == [(0, 1, 2), (1, 2, 0), (2, 0, 1)], (
        "rules.md 1.6 and 7: the seating order from a random first player"
    )
    assert all(isinstance(a, SetOrder) for a, _ in orders)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_turn_order_agrees_with_the_draft_neighbour(content, players):
    """rules.md 1.6/1.7: the cat order is the seating order, so the seat after you in the
    turn order is the one you pass your cards to on day 1."""
    state, _ = act(new_game(content, players), "boats " + ",".join(BOAT_COLORS[:players]))
    for action, _ in chance_outcomes(state):
        order = action.order
        for index, mover in enumerate(order):
            assert order[(index + 1) % players] == (mover + state.direction) % players
    if players > 2:  # with two players both orders follow the seating
        with pytest.raises(IllegalActionError, match="seating"):
            act(state, "order " + ",".join(str(s) for s in reversed(range(players))))


def test_draft_keeps_two_passes_the_rest_and_alternates_direction(content):
    match = Match(content, 3, seed=5)
    state = match.state
    offers = [s.offer for s in state.seats]
    for i in range(3):
        state, _ = act(state, Keep(i, offers[i][:2]).text())
    # day 1 passes forward: seat i receives what seat i-1 did not keep
    for i in range(3):
        assert set(state.seats[i].offer) == set(offers[(i - 1) % 3][2:])
        assert state.seats[i].kept == offers[i][:2]
    for _ in range(2):
        for i in range(3):
            state, _ = act(state, Keep(i, state.seats[i].offer[:2]).text())
    assert state.phase == "buy"
    assert all(len(s.kept) == 7 and not s.offer for s in state.seats)
    assert state.direction == 1


def test_a_seat_must_keep_exactly_two_cards_from_its_offer(content):
    state = Match(content, 2, seed=1).state
    offer = state.seats[0].offer
    with pytest.raises(IllegalActionError, match="exactly 2"):
        act(state, f"p0 keep c{offer[0]}")
    other = next(c for c in range(1, 151) if c not in offer)
    with pytest.raises(IllegalActionError, match="not among"):
        act(state, f"p0 keep c{offer[0]} c{other}")


def test_declaration_goes_in_cat_order_and_reveal_sorts_by_speed_with_stable_ties(content):
    seats = (
        seat(content, "blue", hand=(7,)),  # speed 4, no basket
        seat(content, "green", hand=(43,)),  # speed 1, full basket
        seat(content, "red", hand=(55,)),
    )  # speed 3, full basket
    state = position(
        content, 3, seats, phase="declare", step=0, order=(2, 0, 1), left=(Tile(400, "blue"),)
    )
    assert isinstance(state.top, Declaring) and state.top.seat == 2
    state, events = act(state, "p2 declare c55", "p2 done")
    assert any(type(e).__name__ == "RescueCardsDeclared" and e.count == 1 for e in events)
    assert state.top.seat == 0
    state, _ = act(state, "p0 declare c7", "p0 done", "p1 done")
    assert state.order == (0, 2, 1)  # speeds 4, 3, 0
    assert isinstance(state.top, RescueTurn) and state.top.seat == 0


def test_ties_keep_the_previous_relative_order(content):
    seats = tuple(seat(content, b, hand=(43 + i,)) for i, b in enumerate(("blue", "green", "red")))
    state = position(
        content, 3, seats, phase="declare", step=0, order=(1, 2, 0), left=(Tile(400, "blue"),)
    )
    state, _ = act(
        state, "p1 declare c44", "p1 done", "p2 declare c45", "p2 done", "p0 declare c43", "p0 done"
    )
    assert state.order == (1, 2, 0)


def test_seats_without_rescue_cards_are_skipped_in_the_declaration(content):
    seats = (seat(content, "blue"), seat(content, "green", hand=(15,)))
    state = position(content, 2, seats, phase="declare", step=0, left=(Tile(400, "blue"),))
    assert state.top == Declaring(1)


def test_rescue_turns_cost_fish_by_field_and_use_a_basket(content):
    seats = (seat(content, "blue", fish=8), seat(content, "green", fish=8))
    state = position(content, 2, seats, left=(Tile(400, "blue"),), right=(Tile(401, "red"),))
    assert state.top == RescueTurn(0)
    state, _ = act(state, "p0 rescue red401 permanent", "p0 place 7,3 r0")
    s0 = state.seats[0]
    assert s0.fish == 3 and s0.baskets_used == 1 and len(s0.tiles) == 1
    assert state.top == RescueTurn(1), "one cat per turn, then the next seat"
    state, _ = act(state, "p1 rescue blue400 permanent", "p1 place 7,3 r0")
    assert state.seats[1].fish == 5
    # seat 0 has no basket left: only passing (or cards) remains
    assert [a.text() for a in legal_actions(state, 0)] == ["p0 pass"]


def test_the_rescue_phase_ends_when_the_fields_are_empty(content):
    seats = (seat(content, "blue", fish=8), seat(content, "green", fish=8))
    state = position(content, 2, seats, left=(Tile(400, "blue"),))
    state, _ = act(state, "p0 rescue blue400 permanent", "p0 place 7,3 r0")
    assert state.phase == "rare_finds"


def test_half_baskets_pay_in_pairs_and_speed_cards_pay_nothing(content):
    seats = (
        seat(content, "blue", fish=10, baskets=0, declared=(7, 15, 23)),
        seat(content, "green"),
    )
    state = position(content, 2, seats, left=(Tile(400, "blue"), Tile(401, "blue")))
    rescues = {a.text() for a in legal_actions(state, 0) if a.text().split()[1] == "rescue"}
    assert rescues == {"p0 rescue blue400 halves", "p0 rescue blue401 halves"}
    state, _ = act(state, "p0 rescue blue400 halves", "p0 place 7,3 r0")
    assert state.seats[0].spent == (15, 23)
    state, _ = act(state, "p1 pass")
    assert [a.text() for a in legal_actions(state, 0)] == ["p0 pass"], "an odd half is useless"


def test_declared_cards_are_discarded_at_the_end_of_the_rescue_phase(content):
    seats = (seat(content, "blue", fish=10, declared=(7, 15), hand=(16,)), seat(content, "green"))
    state = position(content, 2, seats, left=(Tile(400, "blue"),))
    state, _ = act(state, "p0 pass", "p1 pass")
    assert state.phase == "rare_finds"
    assert state.seats[0].declared == () and state.seats[0].hand == (16,)
    assert {7, 15} <= set(state.discard)


def test_end_of_day_clears_fields_refreshes_baskets_and_reverses_the_draft(content):
    match = Match(content, 2, seed=2)
    state = match.state
    while state.phase != "rescue":
        mover = to_move(state)[0]
        actions = legal_actions(state, mover)
        done = [a for a in actions if a.text().endswith("done")]
        state, _ = act(state, (done or actions)[0].text())
    for _ in state.order:
        state, _ = act(state, f"p{state.top.seat} pass")
    while state.phase == "rare_finds":
        state, _ = act(state, f"p{state.top.seat} pass")
    assert state.phase == "fill" and state.day == 2 and state.direction == -1
    assert state.left == state.right == ()
    assert all(s.baskets_used == 0 for s in state.seats)
    assert len(state.gone) == 8


def test_a_full_game_lasts_five_days_and_ends_with_scores(content):
    from game.isle.headless import play_random_game

    match = play_random_game(content, 4, seed=9)
    assert is_over(match.state) and match.state.day == 5
    assert to_move(match.state) == () and legal_actions(match.state) == []
    with pytest.raises(IllegalActionError, match="over"):
        act(match.state, "p0 pass")


def test_lessons_enter_play_in_phase_three(content):
    seats = (
        seat(content, "blue", hand=(113, 143, 67), named=((143, "red"),)),
        seat(content, "green", hand=(120,)),
    )
    state = position(content, 2, seats, phase="lessons", window=True, left=(Tile(400, "blue"),))
    assert state.public_lessons == ((143, "red"),)
    assert state.seats[0].lessons == (113,) and state.seats[0].hand == (67,)
    assert state.seats[1].lessons == (120,)


def test_first_tile_goes_anywhere_then_tiles_must_touch(content):
    seats = (seat(content, "blue", fish=20, baskets=2), seat(content, "green"))
    state = position(content, 2, seats, left=(Tile(400, "blue"), Tile(412, "red")))
    state, _ = act(state, "p0 rescue blue400 permanent", "p0 place 0,3 r0")
    state, _ = act(state, "p1 pass", "p0 rescue red412 permanent")
    with pytest.raises(IllegalActionError, match="touch"):
        act(state, "p0 place 12,3 r0")
    with pytest.raises(IllegalActionError, match="overlap"):
        act(state, "p0 place 1,3 r0")
    with pytest.raises(IllegalActionError, match="inside the boat"):
        act(state, "p0 place 19,0 r0")
    state, _ = act(state, "p0 place 3,3 r0")
    assert len(state.seats[0].tiles) == 2


def test_every_orientation_is_offered_once(content):
    shape = content.shapes[403]  # Y-pentomino: 8 distinct orientations
    assert len(shape.orientations) == 8
    assert len(content.shapes[412].orientations) == 1
    assert len(content.shapes[415].orientations) == 2
    tiles = (placed(content, 415, "blue", 10, 0, 1),)
    seats = (seat(content, "blue", tiles=tiles, fish=5), seat(content, "green"))
    state = position(content, 2, seats, phase="rescue", left=(Tile(403, "green"),))
    state, _ = act(state, "p0 rescue green403 permanent")
    places = [a for a in legal_actions(state, 0) if a.text().split()[1] == "place"]
    footprints = {a.k for a in places}
    assert footprints == set(range(8))
