"""What a card shows of the dice that beat it: the face each token of its combination takes and
the dice that show them ("☀☀ 6" beaten by 4 4 6: the suns are 4s). The rules' ``beats`` alone
decides: a combination is beaten, and a way of reading it is kept, only when ``beats`` says so
for the dice and for the combination with its suns and moons written as numbers.

    >>> witness((4, 1, 4, 6, 2), ("6", "sun", "sun"))
    Match(faces=(6, 4, 4), positions=(0, 2, 3))
    >>> witness((1, 2, 3, 4, 5), ("6", "sun", "sun")) is None
    True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.quest.rules import FACES, MOON, SUN, beats


@dataclass(frozen=True, slots=True)
class Match:
    faces: tuple[int, ...]  # the face each token of the combination takes, in its order
    positions: tuple[int, ...]  # the dice that show them, ascending


def witness(dice: Sequence[int], combo: Sequence[str]) -> Match | None:
    """How ``dice`` beat ``combo`` (None when they do not, or a die is still rolling); the
    wildcards take the faces shown most first."""
    if 0 in dice or not beats(dice, combo):
        return None
    by_count = sorted(FACES, key=lambda f: (-list(dice).count(f), -f))
    suns = by_count if SUN in combo else [0]
    moons = by_count if MOON in combo else [0]
    for sun in suns:
        for moon in moons:
            faces = tuple(
                int(token) if token.isdigit() else (sun if token == SUN else moon)
                for token in combo
            )
            if beats(dice, tuple(str(f) for f in faces)):
                return Match(faces, _positions(dice, faces))
    return None  # beats() said yes: some reading exists (never reached)


def _positions(dice: Sequence[int], faces: Sequence[int]) -> tuple[int, ...]:
    taken: list[int] = []
    for face in faces:
        taken.append(next(i for i, f in enumerate(dice) if f == face and i not in taken))
    return tuple(sorted(taken))
