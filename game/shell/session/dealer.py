"""The seeded dealer: resolves every chance outcome (bag, deck, setup) reproducibly."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from game.isle.rules import chance_outcomes

Outcomes = Callable[[Any], Sequence[tuple[Any, float]]]


class Dealer:
    """Draws chance outcomes from ``random.Random(seed)``. The outcomes are listed in a fixed
    order by the rules, so the same seed and the same actions give the same game.

    ``outcomes`` is the rules' ``chance_outcomes`` (The Isle of Cats' unless another game
    gives its own)."""

    def __init__(self, seed: int, outcomes: Outcomes = chance_outcomes) -> None:
        self.seed = seed
        self._rng = random.Random(seed)
        self._outcomes = outcomes

    def draw(self, state: Any) -> Any:
        """One outcome due in ``state``, drawn at the odds the rules give."""
        outcomes = self._outcomes(state)
        if not outcomes:
            raise ValueError("no draw is due")
        weights = [p for _, p in outcomes]
        if len(set(weights)) == 1:  # uniform: one integer draw, stable across versions
            return outcomes[self._rng.randrange(len(outcomes))][0]
        return self._rng.choices([a for a, _ in outcomes], weights=weights)[0]

    def getstate(self) -> object:
        return self._rng.getstate()

    def setstate(self, value: object) -> None:
        self._rng.setstate(value)
