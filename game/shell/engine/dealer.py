"""The seeded dealer: resolves every chance outcome (a bag, a deck, a roll) reproducibly."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

S = TypeVar("S")
A = TypeVar("A")


class Dealer(Generic[S, A]):
    """Draws chance outcomes from ``random.Random(seed)``. A game's rules list the outcomes in
    a fixed order (``chance_outcomes``), so the same seed and the same actions give the same
    game."""

    def __init__(self, seed: int, outcomes: Callable[[S], Sequence[tuple[A, float]]]) -> None:
        self.seed = seed
        self._rng = random.Random(seed)
        self._outcomes = outcomes

    def draw(self, state: S) -> A:
        """One outcome due in ``state``, drawn at the odds the rules give."""
        outcomes = self._outcomes(state)
        if not outcomes:
            raise ValueError("no draw is due")
        weights = [p for _, p in outcomes]
        if len(set(weights)) == 1:  # uniform: one integer draw, stable across versions
            return outcomes[self._rng.randrange(len(outcomes))][0]
        return self._rng.choices([a for a, _ in outcomes], weights=weights)[0]

    def getstate(self) -> tuple[Any, ...]:
        return self._rng.getstate()

    def setstate(self, value: tuple[Any, ...]) -> None:
        self._rng.setstate(value)
