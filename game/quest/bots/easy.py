"""Easy: beats the first creature of the line the dice beat; otherwise rerolls for a creature
picked at random, and half the time looks for a one-die power that beats one at once. It never
spends a reroll power."""

from __future__ import annotations

from game.quest.bots.base import QuestBot
from game.quest.bots.odds import positions_of
from game.quest.bots.targets import best_reroll, power_that_beats
from game.quest.rules import Action, Beat, EndTurn, Reroll, beaten_cards
from game.quest.rules.view import View

LOOKS_AT_POWERS = 0.5


class EasyBot(QuestBot):
    name = "easy"

    def choose(self, view: View) -> Action:
        state, seat = view.state, view.seat
        beaten = beaten_cards(state)
        if beaten:
            return Beat(seat, beaten[0])
        if state.rerolls_left:
            card = state.line[self._rng.randrange(len(state.line))]
            faces, _ = best_reroll(state.dice, state.creature(card).combo, state.rerolls_left - 1)
            return Reroll(seat, positions_of(state.dice, faces))
        if self._rng.random() < LOOKS_AT_POWERS:
            spend = power_that_beats(state, seat)
            if spend is not None:
                return spend
        return EndTurn(seat)
