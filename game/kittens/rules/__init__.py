"""The rules of Kitten Toys, pure: the standard library (and the box's pure pieces,
game/shell/engine: the action base, the refusal error, the JSON codec); no files, no clock, no
random.

State is frozen data; actions are values with a text form; chance (the first player, the deal,
the trump card, the cards of an overflow) is resolved outside by a seeded dealer through
``chance_outcomes``.

    >>> from game.kittens.rules import *
    >>> state = new_game(3)
    >>> to_move(state), len(chance_outcomes(state))
    ((-1,), 3)
    >>> state, events = apply_action(state, parse_action("first p1"))
    >>> [e.key for e in events], state.phase
    (['first_player', 'round_started'], <Phase.DEAL: 'deal'>)
    >>> while is_chance(state):
    ...     state, _ = apply_action(state, chance_outcomes(state)[0][0])
    >>> to_move(state), [card_text(c) for c in state.seats[1].hand][:4], card_text(state.trump)
    ((1,), ['y1', 'y4', 'y7', 'g3'], 'b3')
    >>> [a.text() for a in legal_actions(state)][:2]
    ['p1 play y1', 'p1 play y4']

An illegal action is refused with the code of the rule and a reason a player can read:

    >>> check_action(state, parse_action("p1 play r7"))
    Traceback (most recent call last):
    ...
    game.kittens.rules.refusals.IllegalActionError: you do not hold r7
"""

from __future__ import annotations

from game.kittens.rules.actions import CHANCE, Action, parse_action
from game.kittens.rules.cards import (
    COLOURS,
    DECK,
    HIDDEN,
    PLAYER_COUNTS,
    card_text,
    colour_of,
    parse_card,
    value_of,
)
from game.kittens.rules.codec import state_from_json, state_hash, state_to_json
from game.kittens.rules.engine import (
    apply_action,
    can_apply,
    chance_outcomes,
    check_action,
    is_chance,
    is_over,
    legal_actions,
    new_game,
    result,
    to_move,
)
from game.kittens.rules.events import Event
from game.kittens.rules.refusals import IllegalActionError
from game.kittens.rules.state import GameState, Phase, Seat
from game.kittens.rules.tricks import trick_winner
from game.kittens.rules.view import View, observe, observe_events
from game.shell.engine.errors import ActionSyntaxError

__all__ = [
    "CHANCE",
    "COLOURS",
    "DECK",
    "HIDDEN",
    "PLAYER_COUNTS",
    "Action",
    "ActionSyntaxError",
    "Event",
    "GameState",
    "IllegalActionError",
    "Phase",
    "Seat",
    "View",
    "apply_action",
    "can_apply",
    "card_text",
    "chance_outcomes",
    "check_action",
    "colour_of",
    "is_chance",
    "is_over",
    "legal_actions",
    "new_game",
    "observe",
    "observe_events",
    "parse_action",
    "parse_card",
    "result",
    "state_from_json",
    "state_hash",
    "state_to_json",
    "to_move",
    "trick_winner",
    "value_of",
]
