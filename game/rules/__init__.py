"""The rules of The Isle of Cats, pure: standard library only, no files, no clock, no random.

State is frozen data; actions are values with a text form; chance (the bag, the deck, the
setup) is resolved outside by a seeded dealer through ``chance_outcomes``.
"""

from __future__ import annotations

from game.rules.actions import Action, parse_action
from game.rules.codec import state_from_json, state_hash, state_to_json
from game.rules.engine import (
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
from game.rules.errors import ActionSyntaxError, IllegalActionError, RulesError
from game.rules.ids import CHANCE, COLORS
from game.rules.scoring import Score
from game.rules.scoring_view import final_scores as score
from game.rules.state import GameState
from game.rules.view import View, observe, observe_events

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
    "score",
    "start",
    "state_from_json",
    "state_hash",
    "state_to_json",
    "to_move",
]
