"""From the rules' phase and pending step to the screen that serves a seat's decision."""

from __future__ import annotations

from game.rules.state import (
    AnytimeRound,
    Bonus,
    ChooseField,
    Commons,
    Declaring,
    GameState,
    MiniBuy,
    MoveCats,
    PlaceTile,
    RareTurn,
    RescueTurn,
)
from game.rules.vocabulary import Mode, Phase

# The screen for each kind of decision. Steps inside a turn (placing the tile, the map bonus,
# a card's follow-up choice) stay on the board screen of that turn.
BOARD_FRAMES = (RescueTurn, RareTurn, PlaceTile, Bonus, Commons, MoveCats, ChooseField)
PRIVATE = frozenset({"draft", "buy", "declare", "anytime", "family_lessons"})


def screen_for(state: GameState) -> str | None:
    """The screen name for the pending decision, or None when nobody (but the dealer or an
    automatic step) acts."""
    top = state.top
    if top is not None:
        if isinstance(top, AnytimeRound):
            return "anytime"
        if isinstance(top, Declaring):
            return "declare"
        if isinstance(top, MiniBuy):
            return "buy"
        if isinstance(top, BOARD_FRAMES):
            return "board"
        return None
    if state.phase == Phase.DRAFT:
        return "family_lessons" if state.mode == Mode.FAMILY else "draft"
    if state.phase == Phase.BUY:
        return "buy"
    if state.phase == Phase.OVER:
        return "scoring"
    return None


def is_private(screen: str | None) -> bool:
    """Screens that show a seat's hidden cards: they start with a hand-off screen when
    several people play."""
    return screen in PRIVATE
