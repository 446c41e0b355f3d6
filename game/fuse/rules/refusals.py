"""Why the rules of Kitten Fuse refuse an action: a code, its values, an English template.

The interface translates the same code as ``fuse.reason.<code>`` (assets/i18n/fuse.*.json; a
test holds every code to both languages with the same placeholders). Cards and titles are given
as their text (``A#2``, ``C3``), seats as their number.

    >>> IllegalActionError("card_not_held", card="A#2").reason
    'you do not hold A#2'
"""

from __future__ import annotations

from game.shell.engine import errors

TEMPLATES: dict[str, str] = {
    # who may act
    "game_over": "the game is over",
    "dealer_draws": "the dealer must draw now",
    "not_your_turn": "it is not p{seat}'s turn",
    "no_such_seat": "there is no seat p{seat}",
    "unknown_action": "unknown action {action}",
    "malformed_action": "not an action: {action} with {field} {value}",
    # what the game waits for instead of a play or a draw
    "window_open": "the No! window is open: only a No! or a pass now",
    "favour_due": "p{seat} must first choose the card to give for the Favour",
    "pick_due": "a card must first be taken from the discard pile",
    "calm_due": "the fuse kitten must first be put back into the deck",
    # playing cards (reference: A turn; The action cards; Combos)
    "card_not_held": "you do not hold {card}",
    "card_twice": "{card} is named twice",
    "not_alone": "{card} cannot be played alone",
    "not_a_combo": "{cards} make no combo",
    "combos_off": "the special combos are off: only a pair of cat cards may be played together",
    "target_needed": "{cards} must be played at another player",
    "no_target_wanted": "{cards} are played at nobody",
    "target_self": "choose another player than yourself",
    "target_out": "p{seat} is out of the game",
    "name_needed": "a Three alike names a card title",
    "no_name_wanted": "only a Three alike names a card title",
    "no_such_title": "there is no card title {title}",
    "cannot_name_fuse": "a fuse kitten is never in a hand: name another title",
    # the No! window (reference: No!; The No! window)
    "no_window": "there is no play to answer now",
    "own_card": "p{seat} played the last card and does not answer it",
    "already_passed": "p{seat} has let the last card stand already",
    "no_no_held": "p{seat} holds no No!",
    "not_a_no": "{card} is not a No!",
    # answers to a play that took effect
    "no_favour": "no Favour is asked now",
    "not_asked": "p{target} is asked for the Favour, not p{seat}",
    "no_pick": "no card is taken from the discard pile now",
    "not_in_discard": "{card} is not in the discard pile",
    "cannot_take_fuse": "a fuse kitten cannot be taken",
    "combo_card": "{card} is a card of this combo",
    # the fuse kitten put back (reference: Drawing a fuse kitten)
    "no_calm": "no fuse kitten is being put back now",
    "bad_position": "the position must be 0 (top) to {size} (bottom), not {position}",
    # the dealer's outcomes
    "no_draw_due": "no draw is due now",
    "not_first_draw": "the first player is drawn only at set-up",
    "not_dealing": "no card is dealt now",
    "not_stacking": "the deck is not being stacked now",
    "not_shuffling": "the deck is not being shuffled now",
    "not_stealing": "no card is being taken at random now",
    "not_in_pile": "{card} is not among the cards the dealer holds",
    "not_in_target_hand": "{card} is not in p{seat}'s hand",
}


class IllegalActionError(errors.IllegalActionError):
    """An action the rules of Kitten Fuse refuse (``code``, ``params``, English ``reason``);
    also the box's ``IllegalActionError``, so one handler catches every game's refusals."""

    templates = TEMPLATES
