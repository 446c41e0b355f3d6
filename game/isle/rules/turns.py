"""Who acts now: seats (several at once in simultaneous steps), the dealer, or nobody."""

from game.isle.rules.flow import mode_of
from game.isle.rules.ids import (
    CHANCE,
)
from game.isle.rules.state import (
    CHANCE_FRAMES,
    GameState,
)
from game.isle.rules.vocabulary import Phase

# --- who acts -------------------------------------------------------------------------------


def to_move(state: GameState) -> tuple[int, ...]:
    """The seats that may act now (several in simultaneous steps), (CHANCE,) when the dealer
    must resolve a draw, () when the game is over."""
    top = state.top
    if top is not None:
        if isinstance(top, CHANCE_FRAMES):
            return (CHANCE,)
        return (top.seat,)
    phase = state.phase
    if phase in (Phase.SETUP, Phase.FILL, Phase.DEAL):
        return (CHANCE,)
    if phase == Phase.DRAFT:
        keep = mode_of(state).keep
        return tuple(i for i, s in enumerate(state.seats) if len(s.offer) > keep and not s.picked)
    if phase == Phase.BUY:
        return tuple(i for i, s in enumerate(state.seats) if not s.ready)
    return ()


def is_over(state: GameState) -> bool:
    return state.phase == Phase.OVER


def is_chance(state: GameState) -> bool:
    return to_move(state) == (CHANCE,)


def seating_orders(players: int) -> tuple[tuple[int, ...], ...]:
    """The possible starting cat orders: the seating order from a random first player
    (rules.md 1.6 and 7), so the draft's passing neighbour and the turn order agree."""
    return tuple(tuple((first + i) % players for i in range(players)) for first in range(players))
