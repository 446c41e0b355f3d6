"""Playing for one creature at a time, as Easy and Normal do: a creature's chance from a roll
with the free rerolls left (the best kept set for it alone), and the one-die power that beats
a creature at once. What the rules and the odds say, nothing planned further."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from game.quest.bots import odds
from game.quest.rules import Spend, beats, face_after
from game.quest.rules.creatures import FACES, Power
from game.quest.rules.powers import choices_of
from game.quest.rules.state import GameState

CHEAPEST_FIRST = (Power.PLUS, Power.MINUS, Power.OPPOSITE, Power.PLUSMINUS)


@lru_cache(maxsize=1024)
def chances(combo: tuple[str, ...], rerolls: int) -> tuple[float, ...]:
    """For each roll: the chance of beating ``combo`` with ``rerolls`` rerolls left, each
    played for it alone."""
    values = odds.goal(odds.beat_mask(combo), 1.0, 0.0)
    for _ in range(rerolls):
        values = odds.with_reroll(values, 0.0)
    return tuple(values)


@lru_cache(maxsize=1024)
def kept_chances(combo: tuple[str, ...], rerolls: int) -> tuple[float, ...]:
    """For each kept set: the chance of beating ``combo`` once the other dice are rolled and
    ``rerolls`` more rerolls are left."""
    return tuple(odds.kept_values(chances(combo, rerolls), 0.0))


def difficulty(combo: tuple[str, ...]) -> float:
    """A creature's chance from a fresh roll with one free reroll (lower: harder)."""
    return odds.mean(chances(combo, 1))


def best_reroll(
    dice: Sequence[int], combo: tuple[str, ...], rerolls_after: int
) -> tuple[tuple[int, ...], float]:
    """The dice to keep for ``combo`` (as faces) and the chance that gives."""
    return odds.best_keep(tuple(sorted(dice)), kept_chances(combo, rerolls_after))


def power_that_beats(state: GameState, seat: int) -> Spend | None:
    """A one-die power of the seat's army that makes the dice beat a creature of the line at
    once (the cheapest power first, then the leftmost die), or None."""
    army = state.seats[seat].army
    combos = [state.creature(c).combo for c in state.line]
    for power in CHEAPEST_FIRST:
        cards = [c for c in army if state.creature(c).power == power]
        if not cards:
            continue
        for position, face in enumerate(state.dice):
            for choice in choices_of(power):
                new = face_after(power, face, choice)
                if new not in FACES:
                    continue
                dice = state.dice[:position] + (new,) + state.dice[position + 1 :]
                if any(beats(dice, combo) for combo in combos):
                    return Spend(seat, cards[0], (position,), choice)
    return None
