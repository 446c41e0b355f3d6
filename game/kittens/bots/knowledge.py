"""What a seat knows of the cards, and sampling the rest: complete a view into a full state
that agrees with everything the seat can see (determinization).

Unseen by a seat (rules/view.py): the other hands, the rest of the pile under the trump card,
and the values of face-down overflow cards in other collections and of discarded cards (their
colour is known). The unseen pool is the 35 cards minus every card the view shows; a sample
deals it at random, colour-constrained places first. Only the view is read, so two states that
differ only in hidden cards give the same samples.
"""

from __future__ import annotations

import random
from dataclasses import replace

from game.kittens.rules.cards import COLOURS, DECK, HIDDEN, colour_of, is_known
from game.kittens.rules.state import GameState
from game.kittens.rules.view import View


def _all_view_cards(state: GameState) -> list[int]:
    cards: list[int] = []
    for s in state.seats:
        cards += s.hand
        cards += s.collection
    cards += [c for _, c in state.trick]
    cards += state.discarded + state.deck + state.rest
    if state.trump:
        cards.append(state.trump)
    return cards


def unseen_pool(view: View) -> list[int]:
    """The cards the seat has not seen, sorted: they are somewhere hidden."""
    seen = {c for c in _all_view_cards(view.state) if is_known(c)}
    return [c for c in DECK if c not in seen]


def colour_slots(view: View) -> list[int]:
    """How many places of each colour hide a card of that colour (face-down collection cards of
    other seats, discarded cards)."""
    slots = [0] * len(COLOURS)
    for c in _all_view_cards(view.state):
        if c != HIDDEN and not is_known(c):
            slots[colour_of(c)] += 1
    return slots


def determinize(view: View, rng: random.Random) -> GameState:
    """A full state consistent with ``view`` (at a seat's turn to play): the colour-only cards
    take unseen cards of their colour, the hidden hands and the rest of the pile the others,
    at random. The seat's own cards and every public fact stay as they are."""
    state = view.state
    pool = unseen_pool(view)
    rng.shuffle(pool)
    by_colour: list[list[int]] = [[] for _ in COLOURS]
    for c in pool:
        by_colour[colour_of(c)].append(c)

    def fill(cards: tuple[int, ...]) -> tuple[int, ...]:
        """Colour-only cards filled from their colour; HIDDEN ones left for later."""
        return tuple(
            c if c == HIDDEN or is_known(c) else by_colour[colour_of(c)].pop() for c in cards
        )

    seats = list(state.seats)
    for i, s in enumerate(seats):
        if i == view.seat or not s.face_down:
            continue
        face_down = fill(s.face_down)
        known = tuple(c for c in s.collection if is_known(c))
        seats[i] = replace(
            s, face_down=tuple(sorted(face_down)), collection=tuple(sorted(known + face_down))
        )
    discarded = tuple(sorted(fill(state.discarded)))
    rest = [c for cards in by_colour for c in cards]
    rng.shuffle(rest)
    for i, s in enumerate(seats):
        if i != view.seat and s.hand:
            seats[i] = replace(s, hand=tuple(sorted(rest.pop() for _ in s.hand)))
    deck = tuple(sorted(rest.pop() for _ in state.deck))
    pile = tuple(sorted(rest))
    return replace(state, seats=tuple(seats), discarded=discarded, deck=deck, rest=pile)
