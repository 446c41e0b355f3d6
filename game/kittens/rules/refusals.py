"""Why the rules of Kitten Toys refuse an action: a code, its values, an English template.

The interface translates the same code as ``kittens.reason.<code>`` (assets/i18n/kittens.*.json;
a test holds every code to both languages with the same placeholders). Cards are given as their
text (``r7``), seats as their number.

    >>> IllegalActionError("card_not_held", card="r7").reason
    'you do not hold r7'
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
    # playing a card (reference: A trick)
    "card_not_held": "you do not hold {card}",
    # the dealer's outcomes
    "no_draw_due": "no draw is due now",
    "not_first_draw": "the first player is drawn only before the first round",
    "no_such_seat": "there is no seat p{seat}",
    "not_dealing": "no card is dealt now",
    "not_turning_trump": "the trump card is turned once every hand is dealt",
    "not_in_deck": "{card} is not in the deck",
    "not_sharing": "no overflow is being dealt now",
    "not_in_overflow": "{card} is not among the overflow cards still to deal",
}


class IllegalActionError(errors.IllegalActionError):
    """An action the rules of Kitten Toys refuse (``code``, ``params``, English ``reason``);
    also the box's ``IllegalActionError``, so one handler catches every game's refusals."""

    templates = TEMPLATES
