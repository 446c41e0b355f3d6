"""Sampling the hidden information: complete a view into a full game state that agrees with
everything the seat can see.

What a seat cannot see (view.py): the other seats' hands, private lessons, draft offers, picks,
cards set aside and (before the reveal) declared rescue cards, cards another seat drew with
71-74, the deck and the discard pile. Their sizes are visible, and so is every card the seat
holds or saw face up. The unseen pool is therefore every card of the mode's deck minus the
cards visible in the view; a sample deals the pool at random into the hidden places, respecting
what their place says about them (private lessons in play are private lessons, declared cards
are rescue cards, a seat that named a public lesson's colour holds that lesson).

Only the view is read, so two views that differ only in hidden cards give the same samples.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from game.isle.rules.state import DrawCards, GameState, MiniBuy
from game.isle.rules.view import HIDDEN, View


def visible_cards(view: View) -> Counter:
    """Every card the seat can see, with multiplicity (a card id is unique, but the count
    keeps the arithmetic honest)."""
    state = view.state
    seen: Counter = Counter()
    for s in state.seats:
        # (a draft pick is part of the offer until the hands pass: not counted twice)
        for cards in (s.hand, s.lessons, s.offer, s.kept, s.declared):
            seen.update(c for c in cards if c != HIDDEN)
    seen.update(c for c, _ in state.public_lessons)
    seen.update(c for c in state.deck if c != HIDDEN)
    seen.update(c for c in state.discard if c != HIDDEN)
    for frame in state.stack:
        if isinstance(frame, DrawCards):
            seen.update(c for c in frame.drawn if c != HIDDEN)
        elif isinstance(frame, MiniBuy):
            seen.update(c for c in frame.cards if c != HIDDEN)
    return seen


def unseen_pool(view: View) -> list[int]:
    """The cards the seat has not seen, sorted: they are somewhere hidden."""
    state = view.state
    mode = state.content.modes.get(state.mode)
    deck = state.content.deck_of(mode.deck) if mode is not None else ()
    pool = Counter(deck)
    pool.subtract(visible_cards(view))
    return sorted(c for c, n in pool.items() for _ in range(max(0, n)))


def _take(pool: list[int], count: int, rng: random.Random, want=None) -> list[int]:
    """Draw ``count`` cards from ``pool`` (removing them), preferring cards ``want`` accepts."""
    chosen: list[int] = []
    if want is not None:
        fitting = [i for i, c in enumerate(pool) if want(c)]
        rng.shuffle(fitting)
        picks = sorted(fitting[:count], reverse=True)
        chosen = [pool[i] for i in picks]
        for i in picks:
            pool.pop(i)
    while len(chosen) < count and pool:
        chosen.append(pool.pop(rng.randrange(len(pool))))
    return chosen


def _fill(
    cards: tuple[int, ...],
    pool: list[int],
    rng: random.Random,
    want=None,
    known: tuple[int, ...] = (),
) -> tuple[int, ...]:
    """``cards`` with every HIDDEN entry replaced by a pool card (``known`` cards first)."""
    hidden = sum(1 for c in cards if c == HIDDEN)
    if not hidden:
        return cards
    fresh = [c for c in known if c in pool][:hidden]
    for c in fresh:
        pool.remove(c)
    fresh += _take(pool, hidden - len(fresh), rng, want)
    it = iter(fresh)
    return tuple(next(it, HIDDEN) if c == HIDDEN else c for c in cards)


def determinize(view: View, rng: random.Random) -> GameState:
    """A full state consistent with ``view``: the hidden cards dealt at random from the unseen
    pool. The seat's own information and every public fact are kept as they are."""
    state = view.state
    cards = state.content.cards
    pool = unseen_pool(view)
    rng.shuffle(pool)
    pool.sort()  # a fixed order, so the result depends only on the view and the generator

    def is_type(kind: str):
        return lambda c: cards[c].type == kind

    seats = list(state.seats)
    # Constrained places first, so the pool still has the cards they need.
    for i, s in enumerate(seats):
        if i == view.seat:
            continue
        lessons = _fill(s.lessons, pool, rng, is_type("lesson_private"))
        declared = _fill(s.declared, pool, rng, is_type("rescue"))
        seats[i] = replace(s, lessons=lessons, declared=declared)
    for i, s in enumerate(seats):
        if i == view.seat:
            continue
        named = tuple(c for c, _ in s.named)
        hand = tuple(sorted(_fill(s.hand, pool, rng, known=named)))
        offer = tuple(sorted(_fill(s.offer, pool, rng)))
        picked = s.picked
        if HIDDEN in picked:  # a draft pick waiting for the others: part of the offer
            picked = tuple(sorted(rng.sample(offer, len(picked))))
        kept = _fill(s.kept, pool, rng)
        seats[i] = replace(s, hand=hand, offer=offer, picked=picked, kept=kept)
    stack = []
    for frame in state.stack:
        if isinstance(frame, DrawCards) and frame.seat != view.seat:
            frame = replace(frame, drawn=_fill(frame.drawn, pool, rng))
        elif isinstance(frame, MiniBuy) and frame.seat != view.seat:
            frame = replace(frame, cards=_fill(frame.cards, pool, rng))
        stack.append(frame)
    discard = tuple(sorted(_fill(state.discard, pool, rng)))
    deck = tuple(sorted(_fill(state.deck, pool, rng)))
    return replace(state, seats=tuple(seats), stack=tuple(stack), discard=discard, deck=deck)
