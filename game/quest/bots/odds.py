"""The chances of the five dice, exactly: every roll as its sorted faces (252 of them, each with
its number of the 7,776 ordered rolls), every set of dice a reroll may keep (at most four: 210
of them) with what rolling the others gives, and the best reroll for any goal.

A goal is a value per roll (1 for a roll that beats a card, 0 otherwise, or what a bot makes of
it). ``kept_values`` gives, for each kept set, the goal's mean after the other dice are rolled;
``with_reroll`` gives each roll's value when one more reroll may be taken (keep the best set, or
stop). The numbers may be floats (the bots) or Fractions (tools/quest_odds.py: exact odds).

    >>> from fractions import Fraction
    >>> pair_of_threes = [Fraction(beats(r, ("3", "3"))) for r in ROLLS]
    >>> mean(pair_of_threes) * ORDERED  # of the 7,776 rolls, those with two 3s or more
    Fraction(1526, 1)
    >>> round(float(mean(with_reroll(pair_of_threes, Fraction(0)))), 4)  # and with a reroll
    0.4832
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from math import factorial
from typing import TypeVar

from game.quest.rules.creatures import DICE, FACES, beats

N = TypeVar("N", float, Fraction)

ROLLS: tuple[tuple[int, ...], ...] = tuple(combinations_with_replacement(FACES, DICE))
INDEX: dict[tuple[int, ...], int] = {roll: i for i, roll in enumerate(ROLLS)}
ORDERED = len(FACES) ** DICE  # 7,776 ordered rolls


def ways(faces: Sequence[int]) -> int:
    """How many ordered rolls of ``len(faces)`` dice show these faces."""
    out = factorial(len(faces))
    for face in set(faces):
        out //= factorial(list(faces).count(face))
    return out


WAYS: tuple[int, ...] = tuple(ways(roll) for roll in ROLLS)
KEPT: tuple[tuple[int, ...], ...] = tuple(
    kept for size in range(DICE) for kept in combinations_with_replacement(FACES, size)
)
KEPT_INDEX: dict[tuple[int, ...], int] = {kept: i for i, kept in enumerate(KEPT)}
# For each kept set: the rolls the others may complete it to, with their number of ways, and
# the ordered outcomes of the dice rolled (6 ** dice rolled).
COMPLETIONS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple(
        (INDEX[tuple(sorted(kept + rolled))], ways(rolled))
        for rolled in combinations_with_replacement(FACES, DICE - len(kept))
    )
    for kept in KEPT
)
OUTCOMES: tuple[int, ...] = tuple(len(FACES) ** (DICE - len(kept)) for kept in KEPT)
# For each roll: the kept sets it allows (its sub-multisets of at most four dice).
KEEPS_OF: tuple[tuple[int, ...], ...] = tuple(
    tuple(sorted({KEPT_INDEX[kept] for size in range(DICE) for kept in combinations(roll, size)}))
    for roll in ROLLS
)


def mean(values: Sequence[N]) -> N:
    """The mean of a goal over one roll of the five dice."""
    total = sum((v * w for v, w in zip(values, WAYS, strict=True)), values[0] * 0)
    return total / ORDERED


def kept_values(values: Sequence[N], zero: N) -> list[N]:
    """For each kept set (``KEPT``): the mean of ``values`` once the other dice are rolled."""
    return [
        sum((values[roll] * w for roll, w in pairs), zero) / outcomes
        for pairs, outcomes in zip(COMPLETIONS, OUTCOMES, strict=True)
    ]


def with_reroll(values: Sequence[N], zero: N, cost: N | None = None) -> list[N]:
    """Each roll's value when one more reroll may be taken: stop (``values``) or keep the best
    set and roll the others (its mean, less ``cost`` when the reroll costs something)."""
    kept = kept_values(values, zero)
    if cost is not None:
        kept = [k - cost for k in kept]
    return [max(values[i], max(kept[k] for k in keeps)) for i, keeps in enumerate(KEEPS_OF)]


def best_keep(roll: tuple[int, ...], kept: Sequence[N]) -> tuple[tuple[int, ...], N]:
    """The set of ``roll``'s dice best kept for a reroll, by the kept sets' means ``kept``
    (ties: the set kept first in ``KEPT``, fewer dice first), and its mean."""
    index = max(KEEPS_OF[INDEX[tuple(sorted(roll))]], key=lambda k: (kept[k], -k))
    return KEPT[index], kept[index]


@lru_cache(maxsize=4096)
def beat_mask(combo: tuple[str, ...]) -> int:
    """The rolls (bit ``i``: ``ROLLS[i]``) that beat ``combo`` (the rules' ``beats``)."""
    mask = 0
    for i, roll in enumerate(ROLLS):
        if beats(roll, combo):
            mask |= 1 << i
    return mask


def goal(mask: int, hit: N, miss: N) -> list[N]:
    """The goal worth ``hit`` on the rolls of ``mask``, ``miss`` elsewhere."""
    return [hit if mask >> i & 1 else miss for i in range(len(ROLLS))]


def beat_odds(combo: tuple[str, ...], rerolls: int) -> Fraction:
    """The exact chance that one roll beats ``combo`` when ``rerolls`` free rerolls are played
    for that card alone as well as possible (each keeps the best set of at most four dice)."""
    values = goal(beat_mask(combo), Fraction(1), Fraction(0))
    for _ in range(rerolls):
        values = with_reroll(values, Fraction(0))
    return mean(values)


def positions_of(dice: Sequence[int], faces: Sequence[int]) -> tuple[int, ...]:
    """The positions of ``dice`` showing ``faces`` (each face taken from the leftmost die not
    taken yet), ascending."""
    taken: list[int] = []
    for face in faces:
        taken.append(next(i for i, f in enumerate(dice) if f == face and i not in taken))
    return tuple(sorted(taken))
