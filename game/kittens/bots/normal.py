"""Normal: tries each card in a few sampled deals of the unseen cards, the seats after it
playing greedily, and keeps the card with the best share of the round on average."""

from __future__ import annotations

from game.kittens.bots.base import KittenBot
from game.kittens.bots.search import card_values
from game.kittens.rules.view import View

SAMPLES = 8


class NormalBot(KittenBot):
    name = "normal"
    samples = SAMPLES
    tricks = 1

    def choose(self, view: View) -> int:
        values = card_values(view, self._rng, self.samples, tricks=self.tricks)
        return max(values, key=lambda c: (values[c], -c))
