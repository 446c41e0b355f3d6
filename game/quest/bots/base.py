"""The bot interface: ``decide(view) -> Action`` from a ``View`` only. A bot keeps a seeded
random generator and, at most, what it worked out from the views it was given (a plan for the
turn), so ``decide`` can run in a worker thread while the window draws."""

from __future__ import annotations

import random

from game.quest.rules import Action, legal_actions, to_move
from game.quest.rules.view import View


class QuestBot:
    """A player for one seat; a level says what to do (``choose``)."""

    name = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def decide(self, view: View) -> Action:
        """What ``view.seat`` does now. Raises ValueError when it is not the seat's turn."""
        assert isinstance(view, View), "a bot decides from a View (observe(state, seat)) only"
        if to_move(view.state) != (view.seat,):
            raise ValueError(f"seat {view.seat} has nothing to do now")
        return self.choose(view)

    def choose(self, view: View) -> Action:
        """A uniformly random legal action."""
        actions = legal_actions(view.state, view.seat)
        return actions[self._rng.randrange(len(actions))]


class RandomBot(QuestBot):
    """A uniformly random legal action: the baseline every level must beat."""

    name = "random"
