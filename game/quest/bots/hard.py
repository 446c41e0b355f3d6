"""Hard: plans each turn by expected value (planner.py) for the goals of goals.py: which dice to
keep, which power to spend on which die, or none and keep it for later, which creature to take.
The plan of a turn is kept while its goals and powers stay the same (a turn asks several
decisions of it)."""

from __future__ import annotations

from game.quest.bots.base import QuestBot
from game.quest.bots.goals import goals_for
from game.quest.bots.planner import ONE_DIE, Choice, TurnPlan, keep_positions, rerolled_positions
from game.quest.rules import Action, Beat, EndTurn, Power, Reroll, Spend
from game.quest.rules.view import View


class HardBot(QuestBot):
    name = "hard"
    depth = 3

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._plan: tuple[object, TurnPlan] | None = None

    def plan(self, view: View, counts: tuple[int, ...], rerolls: int) -> TurnPlan:
        state = view.state
        key = (view.seat, state.turn, state.line, state.deck, counts, rerolls)
        if self._plan is None or self._plan[0] != key:
            self._plan = (key, TurnPlan(goals_for(state), counts, rerolls, self.depth))
        return self._plan[1]

    def choose(self, view: View) -> Action:
        state, seat = view.state, view.seat
        army = state.seats[seat].army
        held = {power: [c for c in army if state.creature(c).power == power] for power in Power}
        counts = tuple(len(held[p]) for p in ONE_DIE)
        rerolls = len(held[Power.REROLL])
        choice = self.plan(view, counts, rerolls).choose(state.dice, state.rerolls_left, rerolls)
        return action_of(view, choice, held)


def action_of(view: View, choice: Choice, held: dict[Power, list[int]]) -> Action:
    """The rules' action for a planned choice (a power's first card in the army)."""
    seat, dice = view.seat, view.state.dice
    if choice.kind == "beat":
        return Beat(seat, choice.card)
    if choice.kind == "end":
        return EndTurn(seat)
    if choice.kind == "reroll":
        return Reroll(seat, keep_positions(dice, choice.faces))
    if choice.kind == "reroll_power":
        return Spend(seat, held[Power.REROLL][0], rerolled_positions(dice, choice.faces))
    assert choice.power is not None
    position = dice.index(choice.face)
    return Spend(seat, held[choice.power][0], (position,), choice.choice)
