"""What Kitten Fuse's table shows follows the rules' events: taken one by one, as the table
animates them, they lead to what the view shows, for every player count, for nobody's eyes
(several people at the screen) and for one seat's (one person against bots); and for nobody's
eyes it never holds a card of a hand."""

from __future__ import annotations

import random

import pytest

from game.fuse.rules import HIDDEN, is_over, legal_actions, observe, observe_events, to_move
from game.fuse.rules.actions import FirstPlayer
from game.fuse.session.match import FuseMatch
from game.fuse.ui.show import TableShow, shown_state


def play(match: FuseMatch, rng: random.Random):
    """A random legal action of the first seat to move (the dealer drew already)."""
    movers = to_move(match.state)
    seat = movers[rng.randrange(len(movers))]
    return match.submit(rng.choice(legal_actions(match.state, seat)))


@pytest.mark.parametrize("players", [2, 3, 5])
@pytest.mark.parametrize("viewer", [-1, 0])
def test_the_show_taken_event_by_event_is_what_the_view_shows(players, viewer):
    match = FuseMatch(players, seed=players * 7 + viewer, deal=False)
    show = TableShow.from_view(observe(match.state, viewer))
    events = match.answer(FirstPlayer(0))
    for event in observe_events(events, viewer):
        show.apply(event)
    rng = random.Random(players)
    steps = 0
    while not is_over(match.state) and steps < 600:
        for event in observe_events(play(match, rng), viewer):
            show.apply(event)
        assert show.snapshot() == shown_state(observe(match.state, viewer)), steps
        steps += 1
    assert is_over(match.state)
    assert show.winner == match.state.winner


def test_for_nobody_s_eyes_the_show_holds_no_card_of_a_hand():
    match = FuseMatch(4, seed=3)
    show = TableShow.from_view(observe(match.state, -1))
    rng = random.Random(4)
    while not is_over(match.state):
        for event in observe_events(play(match, rng), -1):
            show.apply(event)
        assert all(card == HIDDEN for seat in show.seats for card in seat.hand)
        assert len(show.discard) == len(match.state.discard)
