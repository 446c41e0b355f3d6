"""Scoring of a game state: what each seat has at the end, scored by ``scoring``."""

from __future__ import annotations

from game.isle.rules.scoring import (
    BoatReport,
    Score,
    SisterScore,
    score_boats,
    score_sister,
    winners,
)
from game.isle.rules.state import GameState
from game.shell.engine.result import Result


def order_position(state: GameState, seat: int) -> int:
    """The seat's place in the cat order (0 = first). Solo: the sister's place counts too
    (lesson 119: the player must be ahead of her, cards.md 5)."""
    if state.sister is not None:
        return 1 if state.sister.first else 0
    return state.order.index(seat) if state.order else seat


def reports(state: GameState) -> tuple[BoatReport, ...]:
    """What scoring needs of each seat, as the state stands now."""
    return tuple(
        BoatReport(
            boat=s.boat,
            tiles=s.tiles,
            fish=s.fish,
            lessons=s.lessons,
            baskets=s.baskets,
            order_position=order_position(state, i),
        )
        for i, s in enumerate(state.seats)
    )


def final_scores(state: GameState) -> tuple[Score, ...]:
    return score_boats(state.content, reports(state), state.public_lessons, state.mode)


def sister_colors(state: GameState) -> tuple[str, ...]:
    """The colours of the sister's colour cards revealed so far, in reveal order."""
    cards = state.content.cards
    return tuple(cards[c].color for c in state.sister.colors) if state.sister else ()


def sister_score(state: GameState) -> SisterScore | None:
    """Solo: the sister's score against the player's boat as it stands (rules.md 8.6)."""
    if state.sister is None:
        return None
    return score_sister(
        state.content, reports(state)[0], sister_colors(state), state.sister.lessons
    )


def winners_of(state: GameState, scores: tuple[Score, ...]) -> list[int]:
    """Solo: [] when the sister has as many points or more (the tie goes to her)."""
    return winners(scores, reports(state), state.mode, sister_score(state))


def result(state: GameState) -> Result:
    """The finished game in the box's terms: each seat's total, and the winners (none when the
    sister wins)."""
    scores = final_scores(state)
    return Result(tuple(s.total for s in scores), tuple(winners_of(state, scores)))
