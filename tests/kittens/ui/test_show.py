"""What the table shows follows the rules' events: taken one by one, as the table animates them,
they lead to what the view shows, for every player count, for nobody's eyes (several people at
the screen) and for one seat's (one person against bots)."""

from __future__ import annotations

import copy
import random

import pytest

from game.kittens.rules import is_over, legal_actions, observe, observe_events
from game.kittens.rules.events import CardPlayed, ToyGiven
from game.kittens.session.match import KittensMatch
from game.kittens.ui.show import TableShow, shown_state


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("viewer", [-1, 0])
def test_the_show_taken_event_by_event_is_what_the_view_shows(players, viewer):
    match = KittensMatch(players, seed=players * 11 + viewer)
    show = TableShow.from_view(observe(match.state, viewer))
    rng = random.Random(players)
    steps = 0
    while not is_over(match.state):
        events = match.submit(rng.choice(legal_actions(match.state)))
        for event in observe_events(events, viewer):
            show.apply(event)
        settled = copy.deepcopy(show)
        settled.sweep()  # a won trick waits on the table until it is swept
        assert settled.snapshot() == shown_state(observe(match.state, viewer)), steps
        steps += 1
    assert show.game_winners == match.state.winners


def test_the_show_never_holds_a_card_the_viewer_cannot_see():
    match = KittensMatch(4, seed=3)
    show = TableShow.from_view(observe(match.state, -1))
    rng = random.Random(4)
    seen_gifts = 0
    while not is_over(match.state):
        events = match.submit(rng.choice(legal_actions(match.state)))
        for event in observe_events(events, -1):
            show.apply(event)
            if isinstance(event, ToyGiven):
                seen_gifts += 1
                assert event.card % 10 == 0, "a toy given face down shows its colour only"
            if isinstance(event, CardPlayed):
                assert event.card % 10, "a played card shows"
        assert all(card == 0 for seat in show.seats for card in seat.hand)
    assert seen_gifts, "the seed gives at least one overflow"
