"""A suggested move for a seat of Dice Quest: the Hard bot's choice (``decide`` from the seat's
view only) and why, as facts the screen words in one line ("keep 3, 3: 61 % to win a creature
over", "its ±1 joins your army and leaves an easier line").

Every number is the rules' or the odds': the chance that dice beat a creature is the exact
chance over the dice still to roll (game/quest/bots/odds.py, each roll checked by the rules'
``beats``), with the free rerolls left played as the Normal bot plays them; nothing is a rule
written again.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import reduce
from typing import Protocol

from game.quest.bots import odds
from game.quest.bots.goals import masks_of, next_line_chance
from game.quest.rules import Action, Beat, EndTurn, Reroll, Spend, apply_action, beaten_cards
from game.quest.rules.creatures import Power
from game.quest.rules.view import View
from game.shell.engine.reasons import Fact


class Decides(Protocol):
    """A bot as a suggestion asks it: the move it makes, decided from a view."""

    def decide(self, view: View) -> Action: ...


@dataclass(frozen=True)
class QuestAdvice:
    seat: int
    action: Action  # legal for the seat now
    facts: tuple[Fact, ...] = ()


def chance_after(view: View, kept: tuple[int, ...], rerolls_after: int) -> float:
    """The chance that the dice beat a creature of the line once every die but ``kept`` is
    rolled again, with ``rerolls_after`` free rerolls still to play (no power counted)."""
    state = view.state
    mask = reduce(lambda a, b: a | b, masks_of(state).values(), 0)
    values = odds.goal(mask, 1.0, 0.0)
    for _ in range(rerolls_after):
        values = odds.with_reroll(values, 0.0)
    faces = tuple(sorted(state.dice[i] for i in kept))
    return odds.kept_values(values, 0.0)[odds.KEPT_INDEX[faces]]


def percent(chance: float) -> int:
    return round(100 * chance)


def suggest(view: View, bot: Decides) -> QuestAdvice:
    """What the Hard bot would do now for ``view.seat``, with its reasons."""
    action = bot.decide(view)
    return QuestAdvice(view.seat, action, reasons(view, action))


def reasons(view: View, action: Action) -> tuple[Fact, ...]:
    state = view.state
    if isinstance(action, Beat):
        creature = state.creature(action.card)
        facts = [Fact("joins", (("card", action.card), ("power", creature.power.value)))]
        if state.deck or len(state.line) > 1:
            after = next_line_chance(state, masks_of(state), action.card)
            kind = "next_line" if state.players == 1 else "next_seat"
            facts.append(Fact(kind, (("percent", percent(after)),)))
        return tuple(facts)
    if isinstance(action, Reroll):
        chance = chance_after(view, action.kept, state.rerolls_left - 1)
        facts = [Fact("reroll_chance", (("percent", percent(chance)),))]
        if beaten_cards(state):
            facts.insert(0, Fact("aims_higher", (("card", beaten_cards(state)[0]),)))
        return tuple(facts)
    if isinstance(action, Spend):
        power = state.creature(action.card).power
        if power == Power.REROLL:
            kept = tuple(i for i in range(5) if i not in action.positions)
            chance = chance_after(view, kept, 0)
            return (Fact("reroll_chance", (("percent", percent(chance)),)),)
        changed, _ = apply_action(state, action)
        beaten = beaten_cards(changed)
        if beaten:
            return (Fact("power_beats", (("card", beaten[0]),)),)
        return (Fact("power_sets_up", ()),)
    if isinstance(action, EndTurn):
        return (Fact("nothing_left", ()),)
    return ()
