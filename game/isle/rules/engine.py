"""The rules API: new_game, to_move, legal_actions, check_action, apply_action, chance_outcomes.

One legality path: every action goes through ``check_action``, which raises
``IllegalActionError`` with a reason a player can read; ``legal_actions`` lists exactly the
actions ``check_action`` accepts (a property test holds them together).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import permutations

from game.isle.rules import solo
from game.isle.rules.actions import (
    Action,
    DealBoats,
    DealCard,
    DrawTileOutcome,
    OshaxRow,
    SetOrder,
)
from game.isle.rules.content import Content
from game.isle.rules.ids import (
    BOAT_COLORS,
    Tile,
)
from game.isle.rules.legality import can_apply, check_action
from game.isle.rules.listing import legal_actions
from game.isle.rules.state import (
    DrawCards,
    GameState,
    Seat,
    SisterDraw,
)
from game.isle.rules.transitions import apply_action, start
from game.isle.rules.turns import is_chance, is_over, seating_orders, to_move
from game.isle.rules.vocabulary import Mode, Phase

# --- setup ----------------------------------------------------------------------------------


def new_game(
    content: Content, players: int, mode: str = Mode.STANDARD, difficulty: str | None = None
) -> GameState:
    """A game before its first chance outcome: the dealer then deals the boats, sets the cat
    order and draws the first day's tiles (rules.md section 1). A solo game takes a
    ``difficulty`` (rules.md 8.1; the easiest when None)."""
    if mode not in content.modes:
        raise ValueError(f"unknown mode {mode!r}; known: {', '.join(content.modes)}")
    definition = content.modes[mode]
    setup = definition.setup_for(players)
    if difficulty is not None and not definition.difficulties:
        raise ValueError(f"mode {mode} has no difficulty levels")
    seat = Seat(baskets=definition.starting_baskets)
    bag = tuple(
        sorted(
            [Tile(shape, color) for shape, color in content.cats] + [Tile(r) for r in content.rares]
        )
    )
    state = GameState(
        mode=Mode(mode),
        seats=(seat,) * players,
        bag=bag,
        deck=content.deck_of(definition.deck),
        commons=(setup.commons_per_shape,) * len(content.commons),
        oshax=content.oshax if definition.oshax else (),
        content=content,
    )
    if definition.difficulties:  # the solo sister (rules.md 8.1)
        level = difficulty or definition.difficulties[0].name
        state = replace(state, sister=solo.new_sister(state, level))
    return state


# --- chance ---------------------------------------------------------------------------------


def chance_outcomes(state: GameState) -> tuple[tuple[Action, float], ...]:
    """The dealer's possible outcomes with their probabilities (empty when no draw is due)."""
    if not is_chance(state):
        return ()
    top = state.top
    options: list[Action]
    if top is None and state.phase == Phase.SETUP:
        if state.step == 0:
            options = [DealBoats(p) for p in permutations(BOAT_COLORS, state.players)]
        elif state.step == 1:
            options = [SetOrder(order) for order in seating_orders(state.players)]
        else:  # solo: the Oshax row (rules.md 8.1)
            options = [OshaxRow(p) for p in permutations(state.oshax)]
    elif isinstance(top, SisterDraw):
        options = [DealCard(c) for c in solo.pile(state, top.pile)]
    elif isinstance(top, DrawCards) or (top is None and state.phase == Phase.DEAL):
        options = [DealCard(c) for c in state.deck]
    else:
        options = [DrawTileOutcome(t) for t in state.bag]
    p = 1.0 / len(options)
    return tuple((o, p) for o in options)


__all__ = [
    "new_game",
    "to_move",
    "is_over",
    "is_chance",
    "legal_actions",
    "check_action",
    "can_apply",
    "apply_action",
    "chance_outcomes",
    "start",
]
