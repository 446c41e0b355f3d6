"""The reference's combination check written again, straightforwardly and independently of the
game (shared/reference/dice-quest/rules.md, Combinations): a roll beats a card when each token
of the card can be given its own die, a number token a die showing that number, every sun a die
of one same face, every moon a die of one same face (the suns' face and the moons' face may be
equal or differ). It tries every way to give the tokens distinct dice; it imports nothing of
the game."""

from __future__ import annotations

from functools import cache
from itertools import permutations, product

SUN, MOON = "sun", "moon"
ALL_ROLLS = tuple(product(range(1, 7), repeat=5))  # the 7,776 ordered rolls


def matches(dice: tuple[int, ...], combo: tuple[str, ...]) -> bool:
    return _matches(tuple(sorted(dice)), tuple(combo))


@cache
def _matches(dice: tuple[int, ...], combo: tuple[str, ...]) -> bool:
    for chosen in permutations(range(len(dice)), len(combo)):
        faces = [dice[i] for i in chosen]
        suns = {f for f, t in zip(faces, combo, strict=True) if t == SUN}
        moons = {f for f, t in zip(faces, combo, strict=True) if t == MOON}
        numbers_ok = all(t in (SUN, MOON) or int(t) == f for f, t in zip(faces, combo, strict=True))
        if numbers_ok and len(suns) <= 1 and len(moons) <= 1:
            return True
    return False


def count_beating(combo: tuple[str, ...]) -> int:
    """How many of the 7,776 ordered rolls beat ``combo``."""
    return sum(matches(roll, combo) for roll in ALL_ROLLS)
