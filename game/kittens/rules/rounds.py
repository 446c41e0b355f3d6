"""Overflows and the end of a round: who loses a colour, who receives, who wins the round, who
starts the next one (reference: Too many of one toy; End of a round).

    >>> from game.kittens.rules.cards import parse_card
    >>> overflowing_colour(tuple(parse_card(t) for t in "g2 r3 r4 r5 r6".split()))
    2
    >>> overflowing_colours(tuple(parse_card(t) for t in "y1 y2 y3 y4 r3 r4 r5 r6".split()))
    (0, 2)
    >>> receivers(1, players=4, cards=5)   # from the seat's left, one card each
    (2, 3, 0)
    >>> next_starter((3, 5, 3, 7), round_winners=(3,))  # seats 0 and 2 tie: 0 is first from 3
    0
"""

from __future__ import annotations

from collections.abc import Sequence

from game.kittens.rules.cards import COLOURS, OVERFLOW_AT, colour_counts, colours_held

FIVE_COLOURS = "five_colours"
HANDS_EMPTY = "hands_empty"


def overflowing_colour(collection: tuple[int, ...]) -> int:
    """The first colour (in the order y g r p b) the collection holds 4 or more of; -1 if
    none."""
    for colour, n in enumerate(colour_counts(collection)):
        if n >= OVERFLOW_AT:
            return colour
    return -1


def overflowing_colours(collection: tuple[int, ...]) -> tuple[int, ...]:
    """Every colour the collection holds 4 or more of, in the order y g r p b: the colours a
    seat holding it loses (one after the other) once its trick's overflows are resolved."""
    return tuple(c for c, n in enumerate(colour_counts(collection)) if n >= OVERFLOW_AT)


def receivers(seat: int, players: int, cards: int) -> tuple[int, ...]:
    """Who gets the ``cards`` an overflowing ``seat`` deals: one each, from its left (seat + 1)
    round the table; it keeps none, and cards beyond one per opponent are discarded."""
    return tuple((seat + k) % players for k in range(1, players))[:cards]


def round_end(
    collections: Sequence[tuple[int, ...]], hands_empty: bool
) -> tuple[str, tuple[int, ...]] | None:
    """How the round ends and its winners, once a trick's overflows are resolved, or None when
    it goes on. Five colours: everyone holding five wins. Hands empty: the most colours, then
    the most cards; seats still tied all win [choice]."""
    five = tuple(s for s, c in enumerate(collections) if colours_held(c) == len(COLOURS))
    if five:
        return FIVE_COLOURS, five
    if not hands_empty:
        return None
    ranks = [(colours_held(c), len(c)) for c in collections]
    best = max(ranks)
    return HANDS_EMPTY, tuple(s for s, r in enumerate(ranks) if r == best)


def next_starter(collected: Sequence[int], round_winners: Sequence[int]) -> int:
    """Who starts the next round: the seat that collected the fewest cards; among several,
    the first clockwise from the left of the first (by seat) round winner [choice]."""
    players = len(collected)
    fewest = min(collected)
    first = min(round_winners)
    for k in range(1, players + 1):
        seat = (first + k) % players
        if collected[seat] == fewest:
            return seat
    raise AssertionError("unreachable: some seat collected the fewest cards")
