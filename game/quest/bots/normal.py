"""Normal: beats the hardest creature the dice beat as soon as they beat one; otherwise rerolls
for the creature it has the best chance of, then tries a one-die power that beats a creature at
once, then a reroll power for its best creature; it plans no further."""

from __future__ import annotations

from game.quest.bots.base import QuestBot
from game.quest.bots.odds import positions_of
from game.quest.bots.targets import best_reroll, difficulty, power_that_beats
from game.quest.rules import DICE, Action, Beat, EndTurn, Power, Reroll, Spend, beaten_cards
from game.quest.rules.view import View


class NormalBot(QuestBot):
    name = "normal"

    def choose(self, view: View) -> Action:
        state, seat = view.state, view.seat
        beaten = beaten_cards(state)
        if beaten:
            return Beat(seat, self.to_beat(view, beaten))
        if state.rerolls_left:
            card = self.target(view, state.rerolls_left - 1)
            faces, _ = best_reroll(state.dice, state.creature(card).combo, state.rerolls_left - 1)
            return Reroll(seat, positions_of(state.dice, faces))
        return self.spend(view) or EndTurn(seat)

    def to_beat(self, view: View, beaten: tuple[int, ...]) -> int:
        """Of the creatures the dice beat, the hardest (the others are easier to beat later)."""
        return min(beaten, key=lambda c: difficulty(view.state.creature(c).combo))

    def target(self, view: View, rerolls_after: int) -> int:
        """The creature of the line the dice have the best chance of beating."""
        state = view.state

        def chance(card: int) -> float:
            return best_reroll(state.dice, state.creature(card).combo, rerolls_after)[1]

        return max(state.line, key=chance)

    def spend(self, view: View) -> Spend | None:
        """A one-die power that beats a creature at once, else a reroll power for the best
        chance, else none."""
        state, seat = view.state, view.seat
        spend = power_that_beats(state, seat)
        if spend is not None:
            return spend
        army = state.seats[seat].army
        rerolls = [c for c in army if state.creature(c).power == Power.REROLL]
        if not rerolls:
            return None
        card = self.target(view, 0)
        faces, _ = best_reroll(state.dice, state.creature(card).combo, 0)
        kept = positions_of(state.dice, faces)
        return Spend(seat, rerolls[0], tuple(i for i in range(DICE) if i not in kept))
