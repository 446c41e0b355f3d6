"""From the rules' phase and pending step to the screen that serves a seat's decision: the
decision table (game/isle/session/decisions.py) says which."""

from __future__ import annotations

from game.isle.rules.state import GameState
from game.isle.session.decisions import DECISIONS, decision_for


def screen_for(state: GameState) -> str | None:
    """The screen name for the pending decision, or None when nobody (but the dealer or an
    automatic step) acts."""
    return decision_for(state).screen_in(state.mode)


# Screens that show a seat's hidden cards.
PRIVATE = frozenset(
    name
    for row in DECISIONS.values()
    if row.private
    for name in (row.screen, *row.modes.values())
    if name is not None
)


def is_private(screen: str | None) -> bool:
    """Screens that show a seat's hidden cards: they start with a hand-off screen when
    several people play."""
    return screen in PRIVATE
