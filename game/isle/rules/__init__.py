"""The rules of The Isle of Cats, pure: standard library only, no files, no clock, no random.

State is frozen data; actions are values with a text form; chance (the bag, the deck, the
setup) is resolved outside by a seeded dealer through ``chance_outcomes``.

A game from ``new_game``; the dealer (CHANCE) deals until a seat must act:

    >>> from game.isle.rules import *
    >>> from game.isle.data.loader import load_content
    >>> state = new_game(load_content(), 2)
    >>> state.phase, to_move(state) == (CHANCE,)
    (<Phase.SETUP: 'setup'>, True)
    >>> while to_move(state) == (CHANCE,):
    ...     state, events = apply_action(state, chance_outcomes(state)[0][0])
    >>> state.phase, to_move(state), state.seats[0].offer
    (<Phase.DRAFT: 'draft'>, (0, 1), (1, 2, 3, 4, 5, 6, 7))

``legal_actions`` lists what a seat may do; every action has a text that ``parse_action``
reads back:

    >>> actions = legal_actions(state, 0)
    >>> len(actions), actions[0].text()
    (21, 'p0 keep c1 c2')
    >>> parse_action("p0 keep c1 c2") == actions[0]
    True
    >>> parse_action("p1 place 7,3 r90 flip")
    Place(seat=1, x=7, y=3, k=5)

An illegal action is refused with the code of the rule and a reason a player can read:

    >>> check_action(state, parse_action("p0 keep c1 c1"))
    Traceback (most recent call last):
    ...
    game.isle.rules.errors.IllegalActionError: keep exactly 2 different cards

``score`` counts every boat as the state stands (rules.md section 6), line by line and cell by
cell: an empty boat shows its rats and loses 5 points for each of its 7 unfilled rooms.

    >>> mine = score(state)[0]
    >>> mine.rats, mine.rooms, mine.families, mine.total
    (-19, -35, 0, -54)
    >>> len(mine.detail.unfilled_rooms), mine.detail.rats.bit_count()
    (7, 19)
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

# The public names, each from the module that holds it. They are imported on first use
# (PEP 562): a screen that needs only the vocabulary (the title) does not pay for the engine.
_WHERE = {
    "Action": "actions",
    "parse_action": "actions",
    "state_from_json": "codec",
    "state_hash": "codec",
    "state_to_json": "codec",
    "apply_action": "engine",
    "can_apply": "engine",
    "chance_outcomes": "engine",
    "check_action": "engine",
    "is_chance": "engine",
    "is_over": "engine",
    "legal_actions": "engine",
    "new_game": "engine",
    "start": "engine",
    "to_move": "engine",
    "ActionSyntaxError": "errors",
    "IllegalActionError": "errors",
    "RulesError": "errors",
    "CHANCE": "ids",
    "COLORS": "ids",
    "Score": "scoring",
    "score": "scoring_view",
    "result": "scoring_view",
    "GameState": "state",
    "View": "view",
    "observe": "view",
    "observe_events": "view",
}
_RENAMED = {"score": "final_scores"}


def __getattr__(name: str):
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{_WHERE[name]}"), _RENAMED.get(name, name))
    globals()[name] = value  # once: later lookups are plain
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_WHERE))


if TYPE_CHECKING:
    from game.isle.rules.actions import Action, parse_action
    from game.isle.rules.codec import state_from_json, state_hash, state_to_json
    from game.isle.rules.engine import (
        apply_action,
        can_apply,
        chance_outcomes,
        check_action,
        is_chance,
        is_over,
        legal_actions,
        new_game,
        start,
        to_move,
    )
    from game.isle.rules.errors import ActionSyntaxError, IllegalActionError, RulesError
    from game.isle.rules.ids import CHANCE, COLORS
    from game.isle.rules.scoring import Score
    from game.isle.rules.scoring_view import final_scores as score
    from game.isle.rules.scoring_view import result
    from game.isle.rules.state import GameState
    from game.isle.rules.view import View, observe, observe_events

__all__ = [
    "Action",
    "ActionSyntaxError",
    "CHANCE",
    "COLORS",
    "GameState",
    "IllegalActionError",
    "RulesError",
    "Score",
    "View",
    "apply_action",
    "can_apply",
    "chance_outcomes",
    "check_action",
    "is_chance",
    "is_over",
    "legal_actions",
    "new_game",
    "observe",
    "observe_events",
    "parse_action",
    "result",
    "score",
    "start",
    "state_from_json",
    "state_hash",
    "state_to_json",
    "to_move",
]
