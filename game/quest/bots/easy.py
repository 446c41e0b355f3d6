"""Easy: a beginner. It beats the first creature of the line the dice beat; it rerolls for the
creature it has the best chance of, but now and then for one picked at random; it spends a
one-die power only when that beats a creature at once, and never a reroll power."""

from __future__ import annotations

from game.quest.bots.normal import NormalBot
from game.quest.bots.targets import power_that_beats
from game.quest.rules import Spend
from game.quest.rules.view import View

WHIM = 0.25  # the share of rerolls Easy makes for a creature picked at random


class EasyBot(NormalBot):
    name = "easy"

    def to_beat(self, view: View, beaten: tuple[int, ...]) -> int:
        return beaten[0]

    def target(self, view: View, rerolls_after: int) -> int:
        if self._rng.random() < WHIM:
            line = view.state.line
            return line[self._rng.randrange(len(line))]
        return super().target(view, rerolls_after)

    def spend(self, view: View) -> Spend | None:
        return power_that_beats(view.state, view.seat)
