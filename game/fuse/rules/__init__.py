"""The rules of Kitten Fuse, pure: the standard library (and the box's pure pieces,
game/shell/engine: the action base, the refusal error, the JSON codec); no files, no clock, no
random.

State is frozen data; actions are values with a text form; chance (the first player, the deal,
the deck stacked and shuffled one card at a time, the card a Two alike takes at random) is
resolved outside by a seeded dealer through ``chance_outcomes``.

    >>> from game.fuse.rules import *
    >>> state = new_game(3)
    >>> to_move(state), len(chance_outcomes(state))
    ((-1,), 3)
    >>> state, events = apply_action(state, parse_action("first p1"))
    >>> [e.key for e in events], state.phase, len(chance_outcomes(state))
    (['first_player'], <Phase.DEAL: 'deal'>, 46)
    >>> while is_chance(state):
    ...     state, _ = apply_action(state, chance_outcomes(state)[0][0])
    >>> to_move(state), [card_text(c) for c in state.seats[1].hand]
    ((1,), ['D#2', 'N#1', 'N#4', 'A#2', 'S#1', 'S#4', 'V#3', 'H#2'])
    >>> len(state.deck), [card_text(c) for c in state.deck[:3]], card_text(state.removed[0])
    (30, ['F#1', 'F#2', 'D#4'], 'F#3')
    >>> [a.text() for a in legal_actions(state)][:3]
    ['p1 draw', 'p1 play A#2', 'p1 play S#1']

An illegal action is refused with the code of the rule and a reason a player can read:

    >>> check_action(state, parse_action("p1 play N#1"))
    Traceback (most recent call last):
    ...
    game.fuse.rules.refusals.IllegalActionError: N#1 cannot be played alone
"""

from __future__ import annotations

from game.fuse.rules.actions import CHANCE, Action, parse_action
from game.fuse.rules.cards import (
    DECK,
    HIDDEN,
    PLAYER_COUNTS,
    TITLES,
    card_text,
    parse_card,
    parse_title,
    title_of,
    title_text,
)
from game.fuse.rules.codec import state_from_json, state_hash, state_to_json
from game.fuse.rules.combos import Kind, kind_of
from game.fuse.rules.engine import (
    answering,
    apply_action,
    can_apply,
    chance_outcomes,
    check_action,
    is_chance,
    is_over,
    legal_actions,
    new_game,
    next_seat,
    places,
    result,
    takeable,
    to_move,
)
from game.fuse.rules.events import Event
from game.fuse.rules.refusals import IllegalActionError
from game.fuse.rules.state import Ended, GameState, Pending, Phase, Seat
from game.fuse.rules.view import View, observe, observe_events
from game.shell.engine.errors import ActionSyntaxError

__all__ = [
    "CHANCE",
    "DECK",
    "HIDDEN",
    "PLAYER_COUNTS",
    "TITLES",
    "Action",
    "ActionSyntaxError",
    "Ended",
    "Event",
    "GameState",
    "IllegalActionError",
    "Kind",
    "Pending",
    "Phase",
    "Seat",
    "View",
    "answering",
    "apply_action",
    "can_apply",
    "card_text",
    "chance_outcomes",
    "check_action",
    "is_chance",
    "is_over",
    "kind_of",
    "legal_actions",
    "new_game",
    "next_seat",
    "observe",
    "observe_events",
    "parse_action",
    "parse_card",
    "parse_title",
    "places",
    "result",
    "state_from_json",
    "state_hash",
    "state_to_json",
    "takeable",
    "title_of",
    "title_text",
    "to_move",
]
