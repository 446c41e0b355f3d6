"""Easy: beats the first creature of the line the dice beat; otherwise rerolls for a creature
picked at random, and half the time looks for a one-die power that beats one at once. It never
spends a reroll power."""

from __future__ import annotations

from game.quest.bots.normal import NormalBot
from game.quest.bots.targets import power_that_beats
from game.quest.rules import Spend
from game.quest.rules.view import View

LOOKS_AT_POWERS = 0.5


class EasyBot(NormalBot):
    name = "easy"

    def to_beat(self, view: View, beaten: tuple[int, ...]) -> int:
        return beaten[0]

    def target(self, view: View, rerolls_after: int) -> int:
        line = view.state.line
        return line[self._rng.randrange(len(line))]

    def spend(self, view: View) -> Spend | None:
        if self._rng.random() < LOOKS_AT_POWERS:
            return power_that_beats(view.state, view.seat)
        return None
