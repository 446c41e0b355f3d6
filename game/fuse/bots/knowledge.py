"""What a seat knows of the cards it cannot see, from its view alone: card counting (the fuse
kittens and kits still unseen, where they can be), the chance that the next card drawn is a
fuse kitten, and sampling a whole game that agrees with the view (determinization).

A fuse kitten is never in a hand, so every fuse kitten still in play is in the deck: those the
seat saw (its own Peek, where it put one back) at their places, the others somewhere among the
deck's places it has not seen. The other unseen cards are in the other hands (their sizes are
known) or in those places.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from math import comb

from game.fuse.rules.cards import DECK, FUSE, HIDDEN, KIT, title_of
from game.fuse.rules.state import GameState, Seat
from game.fuse.rules.view import View

# How a player who calmed a fuse kitten puts it back, as a seat guesses it: the top most
# often (the next player draws it), the second place next; any place otherwise.
RETURN_TOP = 0.6
RETURN_SECOND = 0.15


def count(cards: Sequence[int], title: int) -> int:
    return sum(1 for c in cards if title_of(c) == title)


def visible(state: GameState, seat: int) -> list[int]:
    """Every card the seat can see where it is: its hand, the deck's places it knows, the
    discard pile, the cards set aside, the fuse kitten being calmed."""
    cards = list(state.seats[seat].hand) + [c for c in state.deck if c != HIDDEN]
    cards += list(state.discard) + list(state.removed)
    if state.drawn:
        cards.append(state.drawn)
    return cards


def unseen(view: View) -> list[int]:
    """The cards the seat cannot see, sorted: in other hands or unseen places of the deck."""
    seen = set(visible(view.state, view.seat))
    return [c for c in DECK if c not in seen]


@dataclass(frozen=True, slots=True)
class Counts:
    """A seat's card counting: the deck's size and unseen places, the fuse kittens in the
    deck (all of them) and among its unseen places, the kits it cannot see."""

    deck: int
    hidden_places: int
    fuse: int
    hidden_fuse: int
    hidden_kits: int
    hidden_cards: int  # unseen cards that are not fuse kittens (other hands, unseen places)


def counts(view: View) -> Counts:
    state = view.state
    hidden = unseen(view)
    places = sum(1 for c in state.deck if c == HIDDEN)
    hidden_fuse = count(hidden, FUSE)
    fuse = hidden_fuse + count([c for c in state.deck if c != HIDDEN], FUSE)
    return Counts(
        deck=len(state.deck),
        hidden_places=places,
        fuse=fuse,
        hidden_fuse=hidden_fuse,
        hidden_kits=count(hidden, KIT),
        hidden_cards=len(hidden) - hidden_fuse,
    )


def fuse_chance(view: View, at: int = 0, infer_returns: bool = False) -> float:
    """The chance that the deck's card at place ``at`` (0 = top) is a fuse kitten, for the
    seat. ``infer_returns``: also reason on the last fuse kitten put back by another seat
    (most players put it on top), while no fuse kitten has been drawn and no Shuffle made
    since."""
    state = view.state
    if at >= len(state.deck):
        return 0.0
    card = state.deck[at]
    if card != HIDDEN:
        return 1.0 if title_of(card) == FUSE else 0.0
    c = counts(view)
    if not c.hidden_places:
        return 0.0
    base = c.hidden_fuse / c.hidden_places
    back = state.last_return
    if not infer_returns or back is None or back.seat == view.seat or c.hidden_fuse == 0:
        return base
    returned = _returned_at(back.size, back.draws, at)
    others = (c.hidden_fuse - 1) / (c.hidden_places - 1) if c.hidden_places > 1 else 0.0
    return returned + (1 - returned) * others


def _returned_at(size: int, draws: int, at: int) -> float:
    """The chance that a fuse kitten put back into a deck of ``size`` cards (with it), of which
    ``draws`` were drawn since without it, now lies at place ``at``."""
    if size <= 0:
        return 0.0
    spread = (1 - RETURN_TOP - RETURN_SECOND) / size
    weights = [
        spread + (RETURN_TOP if j == 0 else RETURN_SECOND if j == 1 else 0.0) for j in range(size)
    ]
    left = sum(weights[draws:])
    place = draws + at
    return weights[place] / left if place < size and left > 0 else 0.0


def kit_chance(view: View, seat: int, c: Counts | None = None) -> float:
    """The chance that ``seat`` (another seat) holds a kit, by its hand's size and the kits the
    viewer cannot see (drawn alike from the unseen cards that are not fuse kittens)."""
    c = counts(view) if c is None else c
    size = len(view.state.seats[seat].hand)
    if not size or not c.hidden_kits or c.hidden_cards <= 0:
        return 0.0
    size = min(size, c.hidden_cards)
    return 1.0 - comb(c.hidden_cards - c.hidden_kits, size) / comb(c.hidden_cards, size)


def determinize(view: View, rng: random.Random) -> GameState:
    """A whole game that agrees with ``view``: the unseen fuse kittens go to unseen places of
    the deck, the other unseen cards to the other hands and the places left, at random. What
    the seat sees stays as it is; the other seats are given no knowledge of the deck."""
    state = view.state
    hidden = unseen(view)
    rng.shuffle(hidden)
    fuse = [c for c in hidden if title_of(c) == FUSE]
    rest = [c for c in hidden if title_of(c) != FUSE]
    places = [i for i, c in enumerate(state.deck) if c == HIDDEN]
    fuse_places = set(rng.sample(places, len(fuse)))
    deck = list(state.deck)
    for i in places:
        deck[i] = fuse.pop() if i in fuse_places else rest.pop()
    seats = list(state.seats)
    for i, s in enumerate(seats):
        if i != view.seat and s.hand:
            seats[i] = Seat(hand=tuple(sorted(rest.pop() for _ in s.hand)), out=s.out)
    pool = tuple(sorted(rest.pop() for _ in state.pool))
    assert not rest, "every unseen card has its place"
    return replace(state, seats=tuple(seats), deck=tuple(deck), pool=pool)
