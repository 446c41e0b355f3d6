"""Easy: plays the card that looks best for the trick as it stands (it does not think about
the seats still to play), and now and then any card."""

from __future__ import annotations

from game.kittens.bots.base import KittenBot
from game.kittens.bots.policy import greedy_card
from game.kittens.rules.view import View

WHIM = 0.25  # the share of turns Easy plays a random card


class EasyBot(KittenBot):
    name = "easy"

    def choose(self, view: View) -> int:
        if self._rng.random() < WHIM:
            return super().choose(view)
        return greedy_card(view.state, view.seat)
