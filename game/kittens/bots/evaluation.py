"""How good a position is for a seat: the colours and cards of every collection, as an
estimate of each seat's chance to win the round, and what taking a trick's cards does.

Only colour counts matter for the rules once a card is in a collection (reference: the round
is won by five colours, or by the most colours then the most cards; four of a colour are lost),
so a collection is read as five counts.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from game.kittens.rules.cards import COLOURS, OVERFLOW_AT, colour_counts

Counts = tuple[int, ...]

WIN = 10.0  # a seat holding five colours has won the round
COLOUR_WEIGHT = (0.0, 1.0, 2.1, 3.3, 4.8)  # by colours held, 0-4
CARD_WEIGHT = 0.12  # the hands-empty tie-break, and more cards mean more colours to come
THREE_WEIGHT = -0.35  # three of a colour: the next card of it is an overflow
TEMPERATURE = 1.6


def counts_of(collection: Sequence[int]) -> Counts:
    return tuple(colour_counts(tuple(collection)))


def after_taking(counts: Counts, cards: Sequence[int]) -> Counts:
    """The counts after taking ``cards``, every colour reaching 4 lost to an overflow (the
    lost cards' receivers are not modelled here)."""
    out = list(counts)
    for c in cards:
        out[c // 10 - 1] += 1
    return tuple(0 if n >= OVERFLOW_AT else n for n in out)


@cache
def strength(counts: Counts, live: bool) -> float:
    """A seat's standing in the round from its counts (higher is better); ``live`` while
    tricks are still to be played."""
    held = sum(1 for n in counts if n)
    if held == len(COLOURS):
        return WIN
    value = COLOUR_WEIGHT[held] + CARD_WEIGHT * sum(counts)
    if live:
        value += THREE_WEIGHT * sum(1 for n in counts if n == OVERFLOW_AT - 1)
    return value


@cache
def weight(strength: float) -> float:
    return math.exp(strength / TEMPERATURE)


def equity_of(scores: Sequence[float], seat: int) -> float:
    """The seat's estimated share of the round's win from every seat's strength."""
    if max(scores) >= WIN:
        return 1.0 if scores[seat] >= WIN else 0.0
    return weight(scores[seat]) / sum(map(weight, scores))


def equities(all_counts: Sequence[Counts], tricks_left: int) -> list[float]:
    """Each seat's estimated share of the round's win."""
    scores = [strength(c, tricks_left > 0) for c in all_counts]
    return [equity_of(scores, i) for i in range(len(scores))]
