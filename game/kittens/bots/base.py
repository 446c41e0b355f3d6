"""The bot interface: ``decide(view) -> Action`` from a ``View`` only. A bot keeps only a
seeded random generator, so ``decide`` can run in a worker thread while the window draws."""

from __future__ import annotations

import random

from game.kittens.rules import to_move
from game.kittens.rules.actions import Play
from game.kittens.rules.view import View


class KittenBot:
    """A player for one seat; a level says which card to play (``choose``)."""

    name = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def decide(self, view: View) -> Play:
        """The card ``view.seat`` plays now (a seat's only decision in Kitten Toys). Raises
        ValueError when it is not the seat's turn."""
        assert isinstance(view, View), "a bot decides from a View (observe(state, seat)) only"
        if to_move(view.state) != (view.seat,):
            raise ValueError(f"seat {view.seat} has no card to play now")
        hand = view.state.seats[view.seat].hand
        return Play(view.seat, hand[0] if len(hand) == 1 else self.choose(view))

    def choose(self, view: View) -> int:
        """The card to play (the seat holds more than one)."""
        hand = view.state.seats[view.seat].hand
        return hand[self._rng.randrange(len(hand))]


class RandomBot(KittenBot):
    """A uniformly random card: the baseline every level must beat."""

    name = "random"
