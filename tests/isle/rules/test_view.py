"""observe(state, seat) leaks no other seat's cards, and bots cannot see through it."""

from __future__ import annotations

import random
from dataclasses import replace

from game.isle.rules import is_over, legal_actions, observe, observe_events, to_move
from game.isle.rules.events import CardsDealt, LessonsRead
from game.isle.rules.view import HIDDEN
from game.isle.session.match import Match


def states_of_a_game(content, players=3, seed=4):
    """Every decision state of a random game, with the events that led to it."""
    match = Match(content, players, seed=seed)
    rng = random.Random(seed)
    found = [(match.state, ())]
    while not is_over(match.state):
        movers = to_move(match.state)
        seat = movers[rng.randrange(len(movers))]
        actions = legal_actions(match.state, seat)
        events = match.submit(actions[rng.randrange(len(actions))])
        found.append((match.state, events))
    return found


def shuffle_hidden(state, seat, rng):
    """The same public position with different hidden cards for every other seat."""
    pool = list(range(1, 151))
    rng.shuffle(pool)
    cards = iter(pool)
    prices = {c.id: c.price for c in state.content.cards.values()}
    seats = []
    for i, s in enumerate(state.seats):
        if i == seat:
            seats.append(s)
            continue
        # this buy step's purchases are hidden too: other cards, other prices paid
        bought = tuple(next(cards) for _ in s.bought)
        paid = sum(prices[c] for c in s.bought) - sum(prices[c] for c in bought)
        others = tuple(next(cards) for _ in range(len(s.hand) - len(s.bought)))
        seats.append(
            replace(
                s,
                fish=s.fish + paid,
                bought=bought,
                named=tuple((c, "red") for c in bought if c in (143, 144, 145, 146, 149)),
                hand=tuple(sorted(others + bought)),
                lessons=tuple(next(cards) for _ in s.lessons),
                offer=tuple(next(cards) for _ in s.offer),
                kept=tuple(next(cards) for _ in s.kept),
                picked=tuple(next(cards) for _ in s.picked),
                fish_cards=(),
            )
        )
    return replace(
        state,
        seats=tuple(seats),
        deck=tuple(sorted(next(cards) for _ in state.deck)),
        discard=tuple(sorted(next(cards) for _ in state.discard)),
    )


def test_views_hide_other_hands_offers_lessons_and_the_deck(content):
    for state, _ in states_of_a_game(content)[::7]:
        for seat in range(state.players):
            view = observe(state, seat)
            assert view.state.seats[seat] == state.seats[seat]
            for i, s in enumerate(view.state.seats):
                if i == seat:
                    continue
                real = state.seats[i]
                bought = len(real.bought)  # this buy step's purchases: as if not made yet
                paid = sum(state.content.cards[c].price for c in real.bought)
                assert s.hand == (HIDDEN,) * (len(real.hand) - bought)
                assert s.lessons == (HIDDEN,) * len(real.lessons)
                assert s.offer == (HIDDEN,) * len(real.offer)
                assert s.kept == (HIDDEN,) * (len(real.kept) + bought)
                assert (s.fish, s.tiles, s.baskets) == (real.fish + paid, real.tiles, real.baskets)
                assert s.bought == ()
            assert view.state.deck == (HIDDEN,) * len(state.deck)
            assert view.state.public_lessons == state.public_lessons


def test_a_view_does_not_change_when_only_hidden_information_does(content):
    rng = random.Random(1)
    for state, _ in states_of_a_game(content, 4, 8)[::11]:
        for seat in range(state.players):
            if state.phase == "declare" or state.stack:
                continue
            other = shuffle_hidden(state, seat, rng)
            assert other != state or not any(s.hand for s in state.seats)
            assert observe(other, seat) == observe(state, seat)


def test_declared_rescue_cards_stay_hidden_until_the_reveal(content):
    from game.isle.rules.ids import Tile
    from tests.isle.rules.builders import act, position, seat

    seats = (seat(content, "blue", hand=(7, 43)), seat(content, "green", hand=(15,)))
    state = position(content, 2, seats, phase="declare", step=0, left=(Tile(400, "blue"),))
    state, _ = act(state, "p0 declare c7", "p0 declare c43", "p0 done")
    assert state.phase == "declare"
    assert observe(state, 1).state.seats[0].declared == (HIDDEN, HIDDEN)
    state, _ = act(state, "p1 done")
    assert observe(state, 1).state.seats[0].declared == (7, 43)


def test_private_events_are_blanked_for_other_seats(content):
    for _, events in states_of_a_game(content, 2, 3):
        for seat in range(2):
            for event in observe_events(events, seat):
                if isinstance(event, CardsDealt) and event.seat != seat:
                    assert set(event.cards) == {HIDDEN}
                if isinstance(event, LessonsRead) and event.seat != seat:
                    assert set(event.private_cards) <= {HIDDEN}
