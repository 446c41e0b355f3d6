"""Where undo may reach back to: what makes an action final, and when a turn is over.

Undo takes back a seat's own actions inside its turn, and nothing that let anybody learn
something new (rules.md 5: "cards that reveal information are final"). So:

* a chance outcome is final, and everything before it: a draw reveals a tile or a card;
* the sister's turn (Solo, rules.md 8.4.4-5) happens inside the player's action that gives
  her the turn: once she has resolved a card, the player's turn before it is final;
* the end of the game is final (the scores are counted);
* a seat's turn that is over can be taken back only while nothing else happened since (the
  screen asks to confirm it): ``ends_turn`` says when an action ends the turn.

The session keeps the log; these answer for one action at a time (``before`` -> ``after``).
"""

from __future__ import annotations

from game.isle.rules.actions import Action
from game.isle.rules.ids import CHANCE
from game.isle.rules.state import Bonus, Commons, GameState, PlaceTile, RareTurn, RescueTurn
from game.isle.rules.transitions import apply_action
from game.isle.rules.turns import is_chance, is_over
from game.isle.rules.vocabulary import Phase

# What a rare find leaves on the stack once its turn frame is gone (rules.md 2, Phase 5: "place
# what it gives"): the turn goes on until they are resolved.
RARE_REMAINS = (PlaceTile, Commons, Bonus)


def is_undo_barrier(before: GameState, action: Action, after: GameState) -> bool:
    """True when no undo may reach back past ``action`` (applied to ``before``, giving
    ``after``): a dealer's draw, an action during which the sister took her turn, the end of
    the game."""
    if action.seat == CHANCE:
        return True
    if before.sister is not None and after.sister is not None:
        if before.sister.resolved != after.sister.resolved:
            return True
    return is_over(after)


def is_final(before: GameState, action: Action) -> bool:
    """True when no undo could take ``action`` back once it is applied: it is itself a
    barrier, or a dealer's draw follows at once (a pass that ends the phase, and the day with
    it). A screen asks before sending such an action rather than after."""
    after, _ = apply_action(before, action)
    return is_undo_barrier(before, action, after) or is_chance(after)


def ends_turn(before: GameState, action: Action, after: GameState) -> bool:
    """True when ``action`` ends its seat's rescue or rare-find turn (rules.md 2, Phases 4 and
    5): its turn is no longer on the stack after it, or a new turn of that seat began."""
    seat = action.seat
    if seat == CHANCE or not _in_turn(before, seat):
        return False
    return not _same_turn(before, after, seat)


def _in_turn(state: GameState, seat: int) -> bool:
    """The seat's turn is under way: its turn frame is at the bottom of the stack (turns start
    on an empty stack), or what its rare find left to resolve."""
    if not state.stack:
        return False
    bottom = state.stack[0]
    if isinstance(bottom, (RescueTurn, RareTurn)):
        return bottom.seat == seat
    return _rare_remains(state, seat)


def _rare_remains(state: GameState, seat: int) -> bool:
    bottom = state.stack[0] if state.stack else None
    return (
        state.phase == Phase.RARE_FINDS and isinstance(bottom, RARE_REMAINS) and bottom.seat == seat
    )


def _same_turn(before: GameState, after: GameState, seat: int) -> bool:
    if not after.stack:
        return False
    old, new = before.stack[0], after.stack[0]
    if isinstance(old, RescueTurn):
        # one turn only counts its rescues up; a fresh frame is the seat's next turn
        return isinstance(new, RescueTurn) and new.seat == seat and new.rescued >= old.rescued
    if isinstance(old, RareTurn):
        # an anytime card keeps the frame; a rare find replaces it by what it gives
        return (isinstance(new, RareTurn) and new.seat == seat) or _rare_remains(after, seat)
    return _rare_remains(after, seat)  # a new RareTurn frame is the seat's next turn
