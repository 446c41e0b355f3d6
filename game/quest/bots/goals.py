"""What the end of a turn is worth to a seat, for the planner (planner.Goals): beating each
creature of the line, keeping each power, failing to beat any.

Solo (the score is the army left at the end, and a turn without a creature loses everything):
a creature is worth its power in the army plus the chance of beating something next turn with
what it leaves in the line; a power spent costs what it would add to the score and the turns it
could save; failing loses the quest and every power held. With 2-8 players (the score counts
the discards too, and a turn without a creature only passes): a creature is worth one point
and its power, less the chance it leaves the next seat; a power spent costs only the turn it
could win later.
"""

from __future__ import annotations

from functools import lru_cache
from statistics import fmean

from game.quest.bots import odds
from game.quest.bots.planner import Goals
from game.quest.rules.creatures import Power
from game.quest.rules.state import GameState

# Solo: what keeping a power is worth (one point at the end, and the turns it may save).
SOLO_KEEP = {
    Power.PLUS: 1.2,
    Power.MINUS: 1.2,
    Power.OPPOSITE: 1.5,
    Power.PLUSMINUS: 1.7,
    Power.REROLL: 2.0,
}
LOSS = 10.0  # solo: a lost quest against a won one, in points (besides the army)
EASE = 6.0  # solo: the chance of beating a creature next turn, in points
# 2-8 players: a spent power still scores, so keeping one is worth only what it may win later.
GROUP_KEEP = {
    Power.PLUS: 0.12,
    Power.MINUS: 0.12,
    Power.OPPOSITE: 0.15,
    Power.PLUSMINUS: 0.18,
    Power.REROLL: 0.22,
}
DENIAL = 0.5  # 2-8 players: the next seat's chance to beat a creature, against one point


@lru_cache(maxsize=1 << 14)
def chance_any(rolls: int) -> float:
    """The chance that a roll with one free reroll (played for it) lands in ``rolls``: that a
    turn without powers beats a creature of a line whose creatures those rolls beat."""
    if not rolls:
        return 0.0
    return odds.mean(odds.with_reroll(odds.goal(rolls, 1.0, 0.0), 0.0))


def masks_of(state: GameState) -> dict[int, int]:
    return {card: odds.beat_mask(state.creature(card).combo) for card in state.line}


def next_line_chance(state: GameState, masks: dict[int, int], card: int) -> float:
    """The chance that the turn after this one beats a creature (no powers counted) once
    ``card`` is beaten: the line's other creatures, or with none left the deck's next one (by
    the deck's cards: their order is hidden); 1 when it was the last creature."""
    rest = 0
    for other, mask in masks.items():
        if other != card:
            rest |= mask
    if rest:
        return chance_any(rest)
    if not state.deck:
        return 1.0
    return fmean(chance_any(odds.beat_mask(state.creature(c).combo)) for c in state.deck)


def solo_goals(state: GameState) -> Goals:
    masks = masks_of(state)
    beat = {
        card: SOLO_KEEP[state.creature(card).power] + EASE * next_line_chance(state, masks, card)
        for card in state.line
    }
    # Failing loses the quest and the whole army with it: nothing spent could cost more.
    army = sum(SOLO_KEEP[state.creature(c).power] for c in state.seats[state.seat].army)
    return Goals(beat, masks, SOLO_KEEP, -LOSS - army, fail_pays=False)


def group_goals(state: GameState) -> Goals:
    masks = masks_of(state)
    beat = {
        card: 1.0
        + GROUP_KEEP[state.creature(card).power]
        - DENIAL * next_line_chance(state, masks, card)
        for card in state.line
    }
    return Goals(beat, masks, GROUP_KEEP, 0.0)


def goals_for(state: GameState) -> Goals:
    return solo_goals(state) if state.players == 1 else group_goals(state)
