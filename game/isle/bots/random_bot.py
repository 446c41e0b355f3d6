"""The random bot: a uniformly random legal action. The baseline every bot must beat."""

from __future__ import annotations

import random

from game.isle.rules import legal_actions
from game.isle.rules.actions import Action
from game.isle.rules.view import View


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def decide(self, view: View) -> Action:
        actions = legal_actions(view.state, view.seat)
        return actions[self._rng.randrange(len(actions))]
