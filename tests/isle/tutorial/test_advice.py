"""The suggested move (issue 15): the Hard bot's choice for the seat's decision is legal for the
rules (``check_action`` on the real state, not only the seat's view), and every fact of its
reason is confirmed by the game once the move is played: the rats it covers, the rooms it fills,
the family it forms with its points, the treasure map's bonus."""

from __future__ import annotations

import pytest

from game.isle.bots.levels import make_bot
from game.isle.data.loader import load_content
from game.isle.rules import apply_action, check_action, is_chance, is_over, observe, to_move
from game.isle.rules.actions import Place, Rescue
from game.isle.rules.outcome import placement_outcome
from game.isle.rules.scoring import families, family_points, full_rooms
from game.isle.rules.state import PlaceTile
from game.isle.session.match import Match
from game.isle.tutorial.advice import Advice, placement_facts, suggest

SECONDS = 0.15  # the bot's soft limit per decision: enough for a legal, reasoned move


@pytest.fixture(scope="module")
def content():
    return load_content()


def _advised_positions(content, seed: int, every: int, wanted: int):
    """(state, advice) at each rescue and placement of a game of Normal bots (``wanted`` of
    them, the decisions whose reasons name placement facts) and at every ``every``-th other
    decision (drafting, buying, laying cards, anytime rounds)."""
    match = Match(content, 3, "standard", seed)
    players = [make_bot("normal", seed + i) for i in range(3)]
    hard = make_bot("hard", seed=7)
    found, placing, n = [], 0, 0
    while not is_over(match.state) and placing < wanted:
        state = match.state
        seat = to_move(state)[0]
        view = observe(state, seat)
        action = players[seat].decide(view)
        places = isinstance(state.top, PlaceTile) or isinstance(action, Rescue)
        if places or n % every == 0:
            found.append((state, suggest(view, hard, SECONDS)))
            placing += places
        n += 1
        match.submit(action)
    return found


def _confirm_placement(state, seat: int, advice: Advice) -> None:
    """Play the advised placement on the real state and check each fact against the result."""
    top = state.top
    assert isinstance(top, PlaceTile) and top.seat == seat and top.tile == advice.tile
    check_action(state, advice.place)
    me = state.seats[seat]
    after, _ = apply_action(state, advice.place)
    now = after.seats[seat]
    placed = now.tiles[len(me.tiles)]
    assert placed.mask == advice.mask, "the ghost covers the cells the move covers"
    boat = state.content.boats[me.boat]
    facts = {fact.kind: dict(fact.values) for fact in advice.facts}
    covered_rats = (boat.rats & advice.mask & ~me.occupied).bit_count()
    if covered_rats:
        assert facts["rats"]["count"] == covered_rats
    else:
        assert "rats" not in facts
    filled = set(full_rooms(state.content, now.tiles)) - set(full_rooms(state.content, me.tiles))
    named = {dict(f.values)["room"] for f in advice.facts if f.kind == "room"}
    assert named == filled, "the rooms named are the rooms the move fills"
    grown = [f for f in families(now.tiles) if len(me.tiles) in f.tiles]
    for kind in ("family_new", "family_grow"):
        if kind in facts:
            family = grown[0]
            assert family.color == facts[kind]["color"] == placed.color
            assert family.size == facts[kind]["size"]
            assert family_points(family.size) == facts[kind]["points"] > 0
            largest = max(
                (f.size for f in families(me.tiles) if f.color == placed.color), default=0
            )
            assert family.size > largest, "the family scores more than the colour did"
    if "map" in facts:
        assert placed.color == facts["map"]["color"]
        assert any(color == placed.color and cell & advice.mask for color, cell in boat.maps)
        assert not is_chance(after) and after.top is not None, "a bonus treasure is offered"


@pytest.mark.parametrize("seed", [3])
def test_the_suggested_move_is_legal_and_its_reasons_are_the_rules_facts(content, seed):
    positions = _advised_positions(content, seed, every=9, wanted=8)
    assert len(positions) >= 10
    placements = 0
    for state, advice in positions:
        seat = advice.seat
        check_action(state, advice.action)  # legal on the real state, hidden cards and all
        assert advice.facts, "a suggestion always says why"
        if advice.place is None:
            continue
        placements += 1
        if isinstance(advice.action, Place):
            _confirm_placement(state, seat, advice)
            continue
        after, _ = apply_action(state, advice.action)
        if is_chance(after) or not isinstance(after.top, PlaceTile):
            continue
        _confirm_placement(after, seat, advice)
    assert placements >= 5, "the positions include rescues and placements"


def test_placement_facts_follow_the_rules_outcome(content):
    """The words of a placement come from placement_outcome alone, the most telling first."""
    for state, seat in _place_states(content):
        place = make_bot("normal", 1).decide(observe(state, seat))
        outcome = placement_outcome(state, seat, state.top.tile, _mask(state, place))
        kinds = [fact.kind for fact in placement_facts(outcome)]
        assert ("rats" in kinds) == bool(outcome.rats)
        assert kinds.count("room") == len(outcome.rooms)
        assert ("map" in kinds) == any(m.gives_treasure for m in outcome.maps)
        assert kinds == ["fits"] or "fits" not in kinds


def _mask(state, place):
    from game.isle.rules.placement import footprint

    return footprint(state.content.shapes[state.top.tile.shape], place.x, place.y, place.k)


def _place_states(content):
    match = Match(content, 2, "standard", 5)
    players = [make_bot("normal", i) for i in range(2)]
    placements = 0
    while not is_over(match.state) and placements < 16:
        state = match.state
        seat = to_move(state)[0]
        if isinstance(state.top, PlaceTile):
            placements += 1
            yield state, seat
        match.submit(players[seat].decide(observe(state, seat)))
