"""Why the rules refuse an action, as data: a code and its values, with an English template.

``IllegalActionError(code, **params)`` carries a refusal; its English reason is rendered from
``TEMPLATES``. The UI translates the same code through its catalogs (reason.<code>), so the
player reads the reason in their language; a test holds every code to a template and both
translations.

    >>> Refusal("cat_too_expensive", {"cost": 5, "fish": 2}).text
    'this cat costs 5 fish and you have 2'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.shell.engine import errors as engine

TEMPLATES: dict[str, str] = {
    # placement (rules.md 3.1)
    "off_boat": "the tile must lie entirely inside the boat",
    "overlap": "the tile would overlap a tile already on the boat",
    "not_touching": "the tile must touch a tile already on your boat (sides, not corners)",
    # who may act
    "game_over": "the game is over",
    "dealer_draws": "the dealer must draw now",
    "no_draw_due": "no draw is due now",
    "not_your_turn": "it is not p{seat}'s turn to act",
    "unknown_action": "unknown action {action}",
    "malformed_action": "not an action: {action} with {field} {value}",
    "no_such_card": "there is no card {card}",
    # the rescue
    "rescue_not_your_turn": "you can only rescue a cat on your rescue turn",
    "already_rescued": "you already rescued a cat this turn",
    "not_in_field": "{tile} is not in a field",
    "family_free": "in the Family variant cats are free: rescue with 'free'",
    "cat_needs_basket": "a cat costs fish and a basket: pay with permanent, full or halves",
    "cat_too_expensive": "this cat costs {cost} fish and you have {fish}",
    "no_permanent_basket": "you have no unused permanent basket",
    "no_full_basket": "you have no unused full basket declared",
    "no_half_baskets": "you need two unused half baskets declared",
    "unknown_payment": "unknown payment",
    "cat_does_not_fit": "this cat does not fit anywhere on your boat",
    # playing a card, rare finds
    "card_not_held": "you do not hold card {card}",
    "tile_without_color": "{tile} is taken without a colour: name the colour after it",
    "declare_at_rescue_start": "rescue cards are declared at the start of the Rescue phase",
    "lessons_automatic": "lessons are put into play automatically in Phase 3",
    "rare_cards_on_turn": (
        "treasure and Oshax cards are played on your turn in the Rare finds phase"
    ),
    "card_no_card_or_tile": "card {card} takes no other card and no boat tile",
    "oshax_no_option": "an Oshax card takes no option",
    "choose_oshax": "choose an Oshax tile that is in the supply",
    "oshax_color": "give the Oshax a colour: one of {colors}",
    "oshax_does_not_fit": "this Oshax does not fit anywhere on your boat",
    "treasure_no_color": "a treasure card takes no colour",
    "rare_or_commons": "take either a rare treasure or common treasures",
    "choose_rare": "choose a rare treasure that is in the supply",
    "rare_by_number": (
        "take a rare treasure by its number: the tile that number gives (rules.md 8.2)"
    ),
    "rare_does_not_fit": "this rare treasure does not fit anywhere on your boat",
    "choose_rare_or_commons": "choose a rare treasure or 'commons'",
    "no_common_fits": "no common treasure in the supply fits on your boat",
    "commons_only": "this treasure card gives common treasures only",
    "no_small_fits": "no small treasure in the supply fits on your boat",
    "option_costs": "this option costs {fish} fish",
    "choose_small_or_paid": "choose 'small' or 'paid'",
    # the draft and the buy step
    "keep_exactly": "keep exactly {keep} different cards",
    "card_not_offered": "card {card} is not among the cards in front of you",
    "buy_step_only": "you can only buy cards in the buy step",
    "card_not_for_sale": "card {card} is not among the cards you may buy",
    "card_too_expensive": "card {card} costs {price} fish and you have {fish}",
    "lesson_color": "name the colour of this public lesson: one of {colors}",
    "card_no_color": "card {card} takes no colour",
    # finishing, declaring, placing, passing
    "nothing_to_finish": "there is nothing to finish now",
    "take_treasure_first": "take at least one treasure first",
    "move_cat_first": "move at least one cat first",
    "rescue_or_pass": "rescue a cat or pass",
    "not_a_rescue_card": "card {card} is not a rescue card",
    "no_tile_to_place": "there is no tile to place",
    "discard_only_drawn": (
        "only a tile drawn with card {card} that has no legal spot can be given up"
    ),
    "tile_fits": "this tile fits on your boat: place it",
    "no_pass_after_rescue": "you cannot pass in a turn in which you rescued a cat",
    "pass_when": "you can only pass on your turn in the Rescue or Rare finds phase",
    "nothing_to_decline": "there is no anytime round to decline",
    "no_treasure_to_take": "there is no treasure to take now",
    "cannot_take": (
        "{tile} cannot be taken now (not in the supply, not allowed, or it does not fit)"
    ),
    "no_bonus_to_skip": "there is no treasure-map bonus to skip",
    "no_move_now": "no card lets you move cats now",
    "already_moved": "{tile} has already been moved",
    "no_cat_for_field": "there is no drawn cat to put in a field",
    # the dealer (chance outcomes) and the setup
    "not_in_sister_pile": "card {card} is not in the sister's {pile} pile",
    "no_deal_now": "no card is dealt now",
    "not_in_deck": "card {card} is not in the deck",
    "no_tile_draw_now": "no tile is drawn now",
    "not_in_bag": "{tile} is not in the bag",
    "boats_at_setup": "boats are dealt at setup",
    "deal_boats": "deal {players} different boats among {colors}",
    "oshax_row_at_setup": "the Oshax row is laid at the setup of a solo game",
    "oshax_row_complete": "the Oshax row lists every Oshax tile once",
    "order_at_setup": "the cat order is drawn at setup",
    "order_complete": "the cat order must list every seat once",
    "order_seating": "the cat order follows the seating from the first player",
    # anytime cards: when (rules.md section 5)
    "cannot_play_now": "you cannot play a card at this moment",
    "buy_fish_cards_held": (
        "while buying you may only play fish cards that were in your hand before the buy step"
    ),
    "minibuy_fish_cards_held": "a fish card bought in this mini buy can only be played after it",
    "buy_fish_cards_only": "while buying you may only play cards that give fish",
    "placing_anywhere_only": "while placing a tile you may only play a place-anywhere card",
    "anywhere_waiting": "a place-anywhere card is already waiting for your next tile",
    "deck_empty": "the deck is empty",
    "bag_empty": "the bag is empty",
    "no_basket_to_give": "you have no permanent basket to give up",
    "no_cat_in_fields": "there is no cat in the fields",
    "need_two_lessons": "you need 2 private lessons in play to give up",
    "need_two_treasures": "you need 2 treasures on your boat to give up",
    # anytime cards: the choices given with them
    "card_no_tile_or_option": "card {card} takes no tile and no option",
    "card_color": "name a colour for card {card}: one of {colors}",
    "name_two_lessons": "name the 2 private lessons you give up",
    "lessons_in_play": "you can only give up private lessons you have in play",
    "card_no_other_card": "card {card} takes no other card",
    "name_two_treasures": "name the 2 treasure tiles of your boat you give up",
    "treasures_on_boat": "you can only give up treasure tiles that are on your boat",
    "card_no_boat_tile": "card {card} takes no tile of your boat",
}


def render(code: str, params: Mapping[str, Any], templates: Mapping[str, str] = TEMPLATES) -> str:
    """The English reason of a refusal (The Isle of Cats' templates unless others are given)."""
    return engine.render(code, params, templates)


@dataclass(frozen=True)
class Refusal(engine.Refusal):
    """A reason the rules give for refusing something: a code and the values it names."""

    @property
    def text(self) -> str:
        return render(self.code, self.params)
