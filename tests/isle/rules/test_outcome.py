"""``placement_outcome`` says what a placement does exactly as applying it does (one source for
the preview, the narration and the bots)."""

from __future__ import annotations

import random
from dataclasses import replace

from game.isle.rules import apply_action, legal_actions
from game.isle.rules.actions import Place
from game.isle.rules.events import MapCovered
from game.isle.rules.outcome import outcome
from game.isle.rules.scoring import families, full_rooms
from game.isle.rules.state import Bonus, PlaceTile
from tests.isle.rules.test_view import states_of_a_game


def _placing_states(content, seeds=(4, 9)):
    for seed in seeds:
        for state, _ in states_of_a_game(content, 3, seed):
            if isinstance(state.top, PlaceTile):
                yield state


def _check(state, action: Place) -> None:
    seat = action.seat
    before = state.seats[seat]
    done = outcome(state, action)
    after, events = apply_action(state, action)
    me = after.seats[seat]
    mask = me.tiles[-1].mask
    assert done.rats == state.content.boats[before.boat].rats & mask & ~before.occupied
    new_rooms = set(full_rooms(state.content, me.tiles)) - set(
        full_rooms(state.content, before.tiles)
    )
    assert set(done.rooms) == new_rooms
    covers = [(e.color, e.bonus) for e in events if isinstance(e, MapCovered)]
    assert [(m.color, m.bonus) for m in done.maps] == covers
    bonus_waits = any(isinstance(f, Bonus) and f.seat == seat for f in after.stack)
    assert any(m.gives_treasure for m in done.maps) == bonus_waits
    if done.family is not None:
        index = len(me.tiles) - 1
        family = next(f for f in families(me.tiles) if index in f.tiles)
        assert (done.family.color, done.family.size) == (family.color, family.size)


def test_the_outcome_matches_what_the_placement_does(content):
    rng = random.Random(3)
    checked = 0
    for state in _placing_states(content):
        seat = state.top.seat
        places = [a for a in legal_actions(state, seat) if isinstance(a, Place)]
        for action in rng.sample(places, min(6, len(places))):
            _check(state, action)
            checked += 1
    assert checked > 50


def test_no_bonus_is_promised_when_no_treasure_fits(content):
    """A cat on its colour's map with an empty supply: the map is matched, no treasure given."""
    found = 0
    for state in _placing_states(content, seeds=(4, 9, 12, 15)):
        seat = state.top.seat
        for action in legal_actions(state, seat):
            if not isinstance(action, Place):
                continue
            if not any(m.gives_treasure for m in outcome(state, action).maps):
                continue
            empty = replace(state, commons=(0,) * len(state.commons), rares=())
            done = outcome(empty, action)
            assert any(m.bonus for m in done.maps)
            assert not any(m.gives_treasure for m in done.maps)
            _check(empty, action)
            found += 1
            break
    assert found
