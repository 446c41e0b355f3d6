"""The rules of Dice Quest, pure: the standard library (and the box's pure pieces,
game/shell/engine: the action base, the refusal error, the JSON codec); no files, no clock, no
random. The cards come in as data (``new_game(players, cards)``; game/quest/data loads them).

State is frozen data; actions are values with a text form; chance (each card put on the deck,
the first seat, each die) is resolved outside by a seeded dealer through ``chance_outcomes``.

    >>> from game.quest.rules import *
    >>> cards = (Creature(1, ("3", "3"), Power.PLUS), Creature(2, ("sun",) * 5, Power.REROLL))
    >>> state = new_game(1, cards)
    >>> to_move(state), [a.text() for a, _ in chance_outcomes(state)]
    ((-1,), ['shuffle 1', 'shuffle 2'])
    >>> for text in ("shuffle 2", "shuffle 1", "roll 3", "roll 1", "roll 3", "roll 6", "roll 2"):
    ...     state, events = apply_action(state, parse_action(text))
    >>> state.line, state.dice, state.free_rerolls, beaten_cards(state)
    ((2, 1), (3, 1, 3, 6, 2), 2, (1,))
    >>> [a.text() for a in legal_actions(state)][-1]
    'p0 beat 1'

An illegal action is refused with the code of the rule and a reason a player can read:

    >>> check_action(state, parse_action("p0 end"))
    Traceback (most recent call last):
    ...
    game.quest.rules.refusals.IllegalActionError: the dice beat 1: you must beat a creature
"""

from __future__ import annotations

from game.quest.rules.actions import (
    CHANCE,
    Action,
    Beat,
    EndTurn,
    FirstSeat,
    Reroll,
    Roll,
    Shuffle,
    Spend,
    parse_action,
)
from game.quest.rules.codec import state_from_json, state_hash, state_to_json
from game.quest.rules.creatures import (
    DICE,
    FACES,
    MOON,
    SUN,
    TOKENS,
    Creature,
    Power,
    beatable,
    beats,
    combo_problem,
    combo_text,
)
from game.quest.rules.engine import (
    KEEPS,
    REROLLED,
    apply_action,
    beaten_cards,
    can_apply,
    cards_problem,
    chance_outcomes,
    check_action,
    is_chance,
    is_over,
    legal_actions,
    new_game,
    rerolls_given,
    result,
    roll_number,
    standing_order,
    to_move,
    winners_of,
)
from game.quest.rules.events import Event
from game.quest.rules.powers import CHOICES, MINUS_ONE, PLUS_ONE, face_after
from game.quest.rules.refusals import IllegalActionError
from game.quest.rules.state import LINE_SIZE, PLAYER_COUNTS, GameState, Phase, Seat
from game.quest.rules.view import View, observe, observe_events
from game.shell.engine.errors import ActionSyntaxError

__all__ = [
    "CHANCE",
    "CHOICES",
    "DICE",
    "FACES",
    "KEEPS",
    "LINE_SIZE",
    "MINUS_ONE",
    "MOON",
    "PLAYER_COUNTS",
    "PLUS_ONE",
    "REROLLED",
    "SUN",
    "TOKENS",
    "Action",
    "ActionSyntaxError",
    "Beat",
    "Creature",
    "EndTurn",
    "Event",
    "FirstSeat",
    "GameState",
    "IllegalActionError",
    "Phase",
    "Power",
    "Reroll",
    "Roll",
    "Seat",
    "Shuffle",
    "Spend",
    "View",
    "apply_action",
    "beatable",
    "beaten_cards",
    "beats",
    "can_apply",
    "cards_problem",
    "chance_outcomes",
    "check_action",
    "combo_problem",
    "combo_text",
    "face_after",
    "is_chance",
    "is_over",
    "legal_actions",
    "new_game",
    "observe",
    "observe_events",
    "parse_action",
    "rerolls_given",
    "result",
    "roll_number",
    "standing_order",
    "state_from_json",
    "state_hash",
    "state_to_json",
    "to_move",
    "winners_of",
]
