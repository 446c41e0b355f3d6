"""Scoring of a game state: what each seat has at the end, scored by ``scoring``."""
from __future__ import annotations

from game.rules.scoring import BoatReport, Score, score_boats, winners
from game.rules.state import GameState


def reports(state: GameState) -> tuple[BoatReport, ...]:
    """What scoring needs of each seat, as the state stands now."""
    return tuple(
        BoatReport(boat=s.boat, tiles=s.tiles, fish=s.fish, lessons=s.lessons,
                   baskets=s.baskets, order_position=state.order.index(i) if state.order else i)
        for i, s in enumerate(state.seats))


def final_scores(state: GameState) -> tuple[Score, ...]:
    return score_boats(state.content, reports(state), state.public_lessons, state.mode)


def winners_of(state: GameState, scores: tuple[Score, ...]) -> list[int]:
    return winners(scores, reports(state), state.mode)
