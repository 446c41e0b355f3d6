"""Why the rules of Dice Quest refuse an action: a code, its values, an English template.

The interface translates the same code as ``quest.reason.<code>`` (assets/i18n/quest.*.json; a
test holds every code to both languages with the same placeholders). Cards are given by id,
seats and dice positions by their number.

    >>> IllegalActionError("out_of_faces", card=7, position=2, face=6).reason
    'the power of 7 would take the die at 2 (a 6) out of 1-6'
"""

from __future__ import annotations

from game.shell.engine import errors

TEMPLATES: dict[str, str] = {
    # who may act
    "game_over": "the game is over",
    "dealer_draws": "the dealer must draw now",
    "not_your_turn": "it is not p{seat}'s turn to play",
    "unknown_action": "unknown action {action}",
    "malformed_action": "not an action: {action} with {field} {value}",
    # dice positions (reference: Precise points, die positions 0-4)
    "no_such_position": "there is no die at {position} (positions 0-4)",
    "positions_order": "name each die once, in increasing order",
    # free rerolls (reference: Solo 3, Precise points)
    "no_free_reroll": "no free reroll is left this turn",
    "powers_begun": "free rerolls come before powers: a power was spent this turn",
    "keeps_every_die": "a reroll keeps at most 4 dice",
    # powers (reference: Powers, Precise points)
    "card_not_in_army": "{card} is not in your army",
    "one_die": "the power of {card} changes exactly one die",
    "no_dice": "the reroll power of {card} rerolls at least one die",
    "choice_needed": "say +1 or -1 for the power of {card}",
    "no_choice": "the power of {card} takes no +1 or -1",
    "out_of_faces": "the power of {card} would take the die at {position} (a {face}) out of 1-6",
    # beating (reference: Solo 2, Precise points)
    "card_not_in_line": "{card} is not in the quest line",
    "not_beaten": "the dice do not beat {card}",
    "must_beat": "the dice beat {card}: you must beat a creature",
    # the dealer's outcomes
    "no_draw_due": "no draw is due now",
    "not_shuffling": "the deck is shuffled only before the first turn",
    "not_in_pile": "{card} is not in the pile still to shuffle",
    "not_first_draw": "the first seat is drawn once the deck is shuffled",
    "no_such_seat": "there is no seat p{seat}",
    "not_rolling": "no die is rolled now",
    "no_such_face": "a die has no face {face}",
}


class IllegalActionError(errors.IllegalActionError):
    """An action the rules of Dice Quest refuse (``code``, ``params``, English ``reason``);
    also the box's ``IllegalActionError``, so one handler catches every game's refusals."""

    templates = TEMPLATES
