"""The pieces of a considered play, read from a seat's view: what each card is worth keeping,
the cheapest cards that make a combo, who is the best target, how much a play on the table
hurts or helps the seat.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.fuse.bots.knowledge import Counts, counts, fuse_chance, kit_chance
from game.fuse.rules.cards import (
    CAT_TITLES,
    FAVOUR,
    KIT,
    NAP,
    NO,
    PEEK,
    POUNCE,
    SHUFFLE,
    title_of,
)
from game.fuse.rules.combos import Kind, kind_of
from game.fuse.rules.engine import next_seat
from game.fuse.rules.state import GameState
from game.fuse.rules.view import View

# What a card is worth keeping, by title: a kit saves the game, a No!, a Pounce or a Nap
# dodges a draw; a lone cat card is worth least (a pair of them can take a card).
KEEP: dict[int, float] = {
    KIT: 100.0,
    NO: 40.0,
    POUNCE: 36.0,
    NAP: 32.0,
    SHUFFLE: 22.0,
    PEEK: 18.0,
    FAVOUR: 12.0,
}
LONE_CAT = 2.0
PAIRED_CAT = 6.0


def titles(hand: Sequence[int]) -> dict[int, list[int]]:
    """The hand's cards by title (each list sorted)."""
    out: dict[int, list[int]] = {}
    for card in sorted(hand):
        out.setdefault(title_of(card), []).append(card)
    return out


def worth(card: int, hand: Sequence[int]) -> float:
    """What ``card`` is worth keeping in ``hand``."""
    title = title_of(card)
    if title in CAT_TITLES:
        same = sum(1 for c in hand if title_of(c) == title)
        return PAIRED_CAT if same >= 2 else LONE_CAT
    return KEEP.get(title, 0.0)


def cheapest(hand: Sequence[int]) -> int:
    """The card of ``hand`` least worth keeping (ties: the lowest card)."""
    return min(hand, key=lambda c: (worth(c, hand), c))


def dearest(cards: Sequence[int], hand: Sequence[int]) -> int:
    """The card of ``cards`` most worth having in ``hand`` (ties: the lowest card)."""
    return min(cards, key=lambda c: (-worth(c, [*hand, c]), c))


def first_of(hand: Sequence[int], title: int) -> int | None:
    return next((c for c in sorted(hand) if title_of(c) == title), None)


def cat_pair(hand: Sequence[int]) -> tuple[int, ...] | None:
    """Two cat cards of one kind, the kind held most often first (a third stays a pair's
    spare)."""
    by = titles(hand)
    kinds = sorted(
        (t for t in by if t in CAT_TITLES and len(by[t]) >= 2), key=lambda t: -len(by[t])
    )
    return tuple(by[kinds[0]][:2]) if kinds else None


def triple(hand: Sequence[int], spare: frozenset[int]) -> tuple[int, ...] | None:
    """Three cards of one title among the titles in ``spare`` (cheapest title first)."""
    by = titles(hand)
    found = [t for t in by if t in spare and len(by[t]) >= 3]
    if not found:
        return None
    best = min(found, key=lambda t: (worth(by[t][0], hand), t))
    return tuple(by[best][:3])


def five_different(hand: Sequence[int], keep: frozenset[int]) -> tuple[int, ...] | None:
    """The five cheapest cards of five titles, none of the titles in ``keep``."""
    by = titles(hand)
    offer = sorted((worth(cards[0], hand), t) for t, cards in by.items() if t not in keep)
    if len(offer) < 5:
        return None
    return tuple(sorted(by[t][0] for _, t in offer[:5]))


def opponents(state: GameState, seat: int) -> list[int]:
    return [s for s in state.in_play if s != seat]


def turn_order(state: GameState, seat: int) -> list[int]:
    """The other seats still in, in turn order from ``seat``."""
    order = []
    for _ in range(len(state.in_play) - 1):
        seat = next_seat(state, seat)
        order.append(seat)
    return order


def richest(state: GameState, seat: int) -> int:
    """The opponent holding the most cards (ties: the next one in turn order)."""
    order = turn_order(state, seat)
    return max(order, key=lambda o: (len(state.seats[o].hand), -order.index(o)))


def likeliest_kit(view: View, c: Counts | None = None) -> tuple[int, float]:
    """The opponent most likely to hold a kit (ties: the one holding more cards, then the next
    in turn order), and that chance; (-1, 0.0) when no opponent holds a card."""
    c = counts(view) if c is None else c
    state = view.state
    holding = [o for o in turn_order(state, view.seat) if state.seats[o].hand]
    if not holding:
        return -1, 0.0
    chances = {o: kit_chance(view, o, c) for o in holding}
    best = max(holding, key=lambda o: (chances[o], len(state.seats[o].hand), -holding.index(o)))
    return best, chances[best]


def harm(view: View, infer_returns: bool) -> float:
    """How much the play on the table (or its last No!) taking effect hurts the seat (> 0) or
    helps it (< 0), in the units of ``KEEP``; 0 when it hardly matters to it."""
    state, me = view.state, view.seat
    pending = state.pending
    assert pending is not None
    hand = state.seats[me].hand
    kind = kind_of(pending.cards, state.combos)
    title = title_of(pending.cards[0])
    kits = sum(1 for c in hand if title_of(c) == KIT)
    if pending.seat == me:  # my own play, No!'d by someone: its value to me
        return -own_value(view, kind, title, infer_returns)
    if kind == Kind.SINGLE and title == POUNCE and next_seat(state, pending.seat) == me:
        danger = fuse_chance(view, 0, infer_returns)
        return 20.0 + 120.0 * danger * (0.4 if kits else 1.0)
    if pending.target != me:
        return 0.0
    if kind == Kind.THREE_ALIKE:
        named = [c for c in hand if title_of(c) == pending.named]
        return worth(named[0], hand) if named else 0.0
    if kind == Kind.TWO_ALIKE and hand:
        return sum(worth(c, hand) for c in hand) / len(hand)
    if kind == Kind.SINGLE and title == FAVOUR and hand:
        return worth(cheapest(hand), hand) + 4.0
    return 0.0


def own_value(view: View, kind: Kind | None, title: int, infer_returns: bool) -> float:
    """What the seat's own play on the table is worth to it if it takes effect."""
    state = view.state
    if kind == Kind.SINGLE and title in (POUNCE, NAP):
        danger = fuse_chance(view, 0, infer_returns)
        kits = any(title_of(c) == KIT for c in state.seats[view.seat].hand)
        return 10.0 + 150.0 * danger * (0.4 if kits else 1.0)
    if kind == Kind.SINGLE and title == SHUFFLE:
        return 120.0 if fuse_chance(view, 0, infer_returns) == 1.0 else 5.0
    if kind == Kind.THREE_ALIKE and state.pending is not None and state.pending.named == KIT:
        return 60.0
    if kind in (Kind.TWO_ALIKE, Kind.FIVE_DIFFERENT):
        return 25.0
    return 5.0
