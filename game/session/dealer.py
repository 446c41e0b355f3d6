"""The seeded dealer: resolves every chance outcome (bag, deck, setup) reproducibly."""

from __future__ import annotations

import random

from game.rules import chance_outcomes
from game.rules.actions import Action
from game.rules.state import GameState


class Dealer:
    """Draws chance outcomes from ``random.Random(seed)``. The outcomes are listed in a fixed
    order by the rules, so the same seed and the same actions give the same game."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def draw(self, state: GameState) -> Action:
        outcomes = chance_outcomes(state)
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
