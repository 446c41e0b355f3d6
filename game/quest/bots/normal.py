"""Normal: beats the hardest creature the dice beat as soon as they beat one; otherwise rerolls
for the creature it has the best chance of, then tries a one-die power that beats a creature at
once, then a reroll power for its best creature; it plans no further."""

from __future__ import annotations

from game.quest.bots.base import QuestBot
from game.quest.bots.odds import positions_of
from game.quest.bots.targets import best_reroll, difficulty, power_that_beats
from game.quest.rules import Action, Beat, EndTurn, Power, Reroll, Spend, beaten_cards
from game.quest.rules.view import View


class NormalBot(QuestBot):
    name = "normal"

    def choose(self, view: View) -> Action:
        state, seat = view.state, view.seat
        beaten = beaten_cards(state)
        if beaten:
            return Beat(seat, min(beaten, key=lambda c: difficulty(state.creature(c).combo)))
        if state.rerolls_left:
            faces, _ = self.target(view, state.rerolls_left - 1)
            return Reroll(seat, positions_of(state.dice, faces))
        spend = power_that_beats(state, seat)
        if spend is not None:
            return spend
        rerolls = [c for c in state.seats[seat].army if state.creature(c).power == Power.REROLL]
        if rerolls:
            faces, _ = self.target(view, 0)
            kept = positions_of(state.dice, faces)
            return Spend(seat, rerolls[0], tuple(i for i in range(5) if i not in kept))
        return EndTurn(seat)

    def target(self, view: View, rerolls_after: int) -> tuple[tuple[int, ...], float]:
        """The dice to keep for the creature of the line with the best chance."""
        state = view.state
        options = [
            best_reroll(state.dice, state.creature(c).combo, rerolls_after) for c in state.line
        ]
        return max(options, key=lambda o: o[1])
