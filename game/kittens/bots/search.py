"""The searches of Normal and Hard: each candidate card is tried in sampled deals of the
hidden cards (knowledge.determinize), the trick is finished by the greedy play of the seats
after it, the overflows are dealt at random, and the outcome is scored by the evaluation.
The rules themselves play the sampled tricks (apply_action): no rule is written twice.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.kittens.bots.evaluation import counts_of, equities
from game.kittens.bots.knowledge import determinize
from game.kittens.bots.policy import greedy_card, tricks_left
from game.kittens.rules.actions import Action, Play
from game.kittens.rules.engine import apply_action, chance_outcomes
from game.kittens.rules.events import Event, RoundEnded, TrickWon
from game.kittens.rules.state import GameState, Phase
from game.kittens.rules.view import View

Score = Callable[[GameState, list[Event], int], float]


def round_equity(state: GameState, events: list[Event], seat: int) -> float:
    """The seat's share of the round: 1 or 0 once the round has ended, else the estimate."""
    for event in events:
        if isinstance(event, RoundEnded):
            return 1.0 if seat in event.winners else 0.0
    return equities([counts_of(s.collection) for s in state.seats], tricks_left(state))[seat]


def finish_tricks(
    state: GameState, rng: random.Random, events: list[Event], tricks: int = 1
) -> GameState:
    """Play on until ``tricks`` tricks are complete in ``events`` (their overflows dealt) or
    the round ends: every seat plays its greedy card, the dealer draws at random."""
    won = sum(1 for e in events if isinstance(e, TrickWon))
    while state.phase not in (Phase.DEAL, Phase.OVER):
        action: Action
        if state.phase == Phase.TRICK:
            if not state.trick and won >= tricks:
                break
            seat = (state.leader + len(state.trick)) % state.players
            action = Play(seat, greedy_card(state, seat))
        else:
            outcomes = chance_outcomes(state)
            action = outcomes[rng.randrange(len(outcomes))][0]
        state, new = apply_action(state, action)
        events.extend(new)
        won += sum(1 for e in new if isinstance(e, TrickWon))
    return state


def card_values(
    view: View,
    rng: random.Random,
    samples: int,
    score: Score = round_equity,
    tricks: int = 1,
) -> dict[int, float]:
    """Each card of the seat's hand with its mean score over ``samples`` sampled deals."""
    seat = view.seat
    hand = view.state.seats[seat].hand
    totals = dict.fromkeys(hand, 0.0)
    for _ in range(samples):
        world = determinize(view, rng)
        deal_seed = rng.random()
        for card in hand:
            events: list[Event] = []
            state, new = apply_action(world, Play(seat, card))
            events.extend(new)
            state = finish_tricks(state, random.Random(deal_seed), events, tricks)
            totals[card] += score(state, events, seat)
    return {card: total / samples for card, total in totals.items()}
