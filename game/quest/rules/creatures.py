"""The creature cards: a combination to beat and a power; and ``beats``, the one check of whether
dice beat a combination (reference: Components, Combinations), which the rules, the bots, the
views and the odds tool all use.

A combination is a tuple of tokens: ``"1"``-``"6"`` (that number), ``"sun"`` and ``"moon"``
(wildcards). Every sun of a card shows one same number, every moon one same number; the suns'
number and the moons' number may be equal or differ; a wildcard's number may equal a printed
number only if the roll holds enough dice for both [choice].

    >>> beats((1, 4, 2, 3, 2), ("2", "2")), beats((1, 2, 2, 2, 4), ("2", "2"))
    (True, True)
    >>> beats((3, 3, 5, 5, 1), ("sun", "sun", "moon", "moon")), beats((4, 4, 4, 4, 1), SUNS_MOONS)
    (True, True)
    >>> beats((6, 2, 2, 1, 3), ("6", "sun", "sun")), beats((6, 6, 1, 2, 3), ("6", "sun", "sun"))
    (True, False)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from itertools import combinations_with_replacement

DICE = 5  # dice in a roll, positions 0-4 left to right
FACES = (1, 2, 3, 4, 5, 6)
SUN, MOON = "sun", "moon"
NUMBERS = tuple(str(face) for face in FACES)
TOKENS = (*NUMBERS, SUN, MOON)
SUNS_MOONS = (SUN, SUN, MOON, MOON)  # the reference's example: two pairs or four alike


class Power(StrEnum):
    """What a creature of the army does when spent (reference: Powers)."""

    PLUS = "plus"  # one die +1 (at most 6)
    MINUS = "minus"  # one die -1 (at least 1)
    PLUSMINUS = "plusminus"  # one die +1 or -1, the player's choice (within 1-6)
    REROLL = "reroll"  # one or several dice rerolled
    OPPOSITE = "opposite"  # one die to its opposite face (1-6, 2-5, 3-4)


@dataclass(frozen=True, slots=True)
class Creature:
    """A card: its id (1 to the number of cards), its combination to beat and its power."""

    id: int
    combo: tuple[str, ...]
    power: Power

    def text(self) -> str:
        return f"{self.id} [{combo_text(self.combo)}] {self.power.value}"


def combo_text(combo: Iterable[str]) -> str:
    """``("6", "sun", "sun")`` -> ``"6 sun sun"``."""
    return " ".join(combo)


def combo_problem(combo: Sequence[str]) -> str | None:
    """Why ``combo`` is no combination of this edition (None when it is one): 1 to 5 tokens
    among 1-6, sun and moon. A combination of at most five tokens can always be beaten."""
    if not 1 <= len(combo) <= DICE:
        return f"a combination has 1 to {DICE} tokens, not {len(combo)}"
    unknown = [token for token in combo if token not in TOKENS]
    if unknown:
        return f"{unknown[0]!r} is not a token (1-6, sun, moon)"
    return None


Requirement = tuple[tuple[int, ...], int, int]  # dice wanted per face 1-6, suns, moons


@cache
def requirement(combo: tuple[str, ...]) -> Requirement:
    """What ``combo`` asks of a roll: the dice of each printed number, the suns, the moons."""
    wanted = [0] * (len(FACES) + 1)
    suns = moons = 0
    for token in combo:
        if token == SUN:
            suns += 1
        elif token == MOON:
            moons += 1
        else:
            wanted[int(token)] += 1
    return tuple(wanted), suns, moons


def beats(dice: Sequence[int], combo: Sequence[str]) -> bool:
    """Whether ``dice`` (the faces of a roll, in any order) beat ``combo``: the roll holds every
    printed number in at least its quantity, and besides them all the suns on one number and
    all the moons on one number (the same number only if it has enough dice for both)."""
    return _beats(tuple(sorted(dice)), tuple(combo))


@cache
def _beats(dice: tuple[int, ...], combo: tuple[str, ...]) -> bool:
    wanted, suns, moons = requirement(combo)
    spare = [0] * len(wanted)
    for face in dice:
        if 1 <= face <= 6:
            spare[face] += 1
    for face in FACES:
        spare[face] -= wanted[face]
        if spare[face] < 0:
            return False
    sun_faces = [f for f in FACES if spare[f] >= suns] if suns else [0]
    if not moons:
        return bool(sun_faces)
    return any(
        spare[moon] - (suns if moon == sun else 0) >= moons for sun in sun_faces for moon in FACES
    )


def rolls() -> tuple[tuple[int, ...], ...]:
    """Every roll of the five dice as its sorted faces (252 of them)."""
    return tuple(combinations_with_replacement(FACES, DICE))


def beatable(combo: Sequence[str]) -> bool:
    """Whether some roll beats ``combo`` (reference: every card can be beaten by some roll)."""
    return any(beats(roll, combo) for roll in rolls())
