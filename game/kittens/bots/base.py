"""The bot interface: ``decide(view) -> Action`` from a ``View`` only. A bot keeps only a
seeded random generator, so ``decide`` can run in a worker thread while the window draws."""

from __future__ import annotations

import random

from game.kittens.rules import Action, legal_actions
from game.kittens.rules.actions import Play
from game.kittens.rules.view import View


class KittenBot:
    """A player for one seat; a level says which card to play (``choose``)."""

    name = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def decide(self, view: View) -> Action:
        """The action of ``view.seat`` now. Raises ValueError when the seat has nothing to do."""
        assert isinstance(view, View), "a bot decides from a View (observe(state, seat)) only"
        actions = legal_actions(view.state, view.seat)
        if not actions:
            raise ValueError(f"seat {view.seat} has no decision to take now")
        if len(actions) == 1:
            return actions[0]
        return Play(view.seat, self.choose(view))

    def choose(self, view: View) -> int:
        """The card to play (the seat holds more than one)."""
        hand = view.state.seats[view.seat].hand
        return hand[self._rng.randrange(len(hand))]


class RandomBot(KittenBot):
    """A uniformly random card: the baseline every level must beat."""

    name = "random"
