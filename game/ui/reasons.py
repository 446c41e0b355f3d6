"""Refusal reasons in the player's language: the rules' English reasons matched to catalog keys.

The rules stay English and pure: ``IllegalActionError.reason`` is an English sentence built from
a template (game/rules/legality.py, anytime.py, placement.py). ``translate`` matches it against
one pattern per template; the parts the template fills in become named groups, passed to the
catalog sentence ``reason.<id>`` (assets/i18n/reasons.<lang>.json) after the words among them
(tiles, colours, piles) are translated too. tests/app/test_reasons.py proves every template of
the rules has a pattern and every pattern a sentence in English and French.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from game.rules.ids import kind_of, parse_tile

Translate = Callable[..., str]

_TILE = r"(?P<tile>[a-z]+\d+(?::[a-z]+)?)"
_CARD = r"(?P<card>\d+)"
_COLORS = r"(?P<colors>[a-z]+(?:, [a-z]+)*)"

# (id, pattern) in the order they are tried; each pattern must match a whole reason.
_TEMPLATES: tuple[tuple[str, str], ...] = (
    # game/rules/placement.py: placement_problem (rules.md 3.1)
    ("off_boat", r"the tile must lie entirely inside the boat"),
    ("overlap", r"the tile would overlap a tile already on the boat"),
    ("not_touching", r"the tile must touch a tile already on your boat \(sides, not corners\)"),
    # game/rules/legality.py: check_action
    ("game_over", r"the game is over"),
    ("dealer_draws", r"the dealer must draw now"),
    ("no_draw_due", r"no draw is due now"),
    ("not_your_turn", r"it is not p(?P<seat>-?\w+)'s turn to act"),
    ("unknown_action", r"unknown action (?P<action>.+)"),
    ("no_such_card", r"there is no card (?P<card>-?\d+)"),
    # the rescue (_rescue_problem)
    ("rescue_not_your_turn", r"you can only rescue a cat on your rescue turn"),
    ("already_rescued", r"you already rescued a cat this turn"),
    ("not_in_field", rf"{_TILE} is not in a field"),
    ("family_free", r"in the Family variant cats are free: rescue with 'free'"),
    ("cat_needs_basket", r"a cat costs fish and a basket: pay with permanent, full or halves"),
    ("cat_too_expensive", r"this cat costs (?P<cost>\d+) fish and you have (?P<fish>\d+)"),
    ("no_permanent_basket", r"you have no unused permanent basket"),
    ("no_full_basket", r"you have no unused full basket declared"),
    ("no_half_baskets", r"you need two unused half baskets declared"),
    ("unknown_payment", r"unknown payment"),
    ("cat_does_not_fit", r"this cat does not fit anywhere on your boat"),
    # playing a card (_check_play, _rare_find_problem)
    ("card_not_held", rf"you do not hold card {_CARD}"),
    ("tile_without_color", rf"{_TILE} is taken without a colour: name the colour after it"),
    ("declare_at_rescue_start", r"rescue cards are declared at the start of the Rescue phase"),
    ("lessons_automatic", r"lessons are put into play automatically in Phase 3"),
    (
        "rare_cards_on_turn",
        r"treasure and Oshax cards are played on your turn in the Rare finds phase",
    ),
    ("card_no_card_or_tile", rf"card {_CARD} takes no other card and no boat tile"),
    ("oshax_no_option", r"an Oshax card takes no option"),
    ("choose_oshax", r"choose an Oshax tile that is in the supply"),
    ("oshax_color", rf"give the Oshax a colour: one of {_COLORS}"),
    ("oshax_does_not_fit", r"this Oshax does not fit anywhere on your boat"),
    ("treasure_no_color", r"a treasure card takes no colour"),
    ("rare_or_commons", r"take either a rare treasure or common treasures"),
    ("choose_rare", r"choose a rare treasure that is in the supply"),
    (
        "rare_by_number",
        r"take a rare treasure by its number: the tile that number gives \(rules\.md 8\.2\)",
    ),
    ("rare_does_not_fit", r"this rare treasure does not fit anywhere on your boat"),
    ("choose_rare_or_commons", r"choose a rare treasure or 'commons'"),
    ("no_common_fits", r"no common treasure in the supply fits on your boat"),
    ("commons_only", r"this treasure card gives common treasures only"),
    ("no_small_fits", r"no small treasure in the supply fits on your boat"),
    ("option_costs", r"this option costs (?P<fish>\d+) fish"),
    ("choose_small_or_paid", r"choose 'small' or 'paid'"),
    # the draft and the buy step
    ("keep_exactly", r"keep exactly (?P<keep>\d+) different cards"),
    ("card_not_offered", rf"card {_CARD} is not among the cards in front of you"),
    ("buy_step_only", r"you can only buy cards in the buy step"),
    ("card_not_for_sale", rf"card {_CARD} is not among the cards you may buy"),
    ("card_too_expensive", rf"card {_CARD} costs (?P<price>\d+) fish and you have (?P<fish>\d+)"),
    ("lesson_color", rf"name the colour of this public lesson: one of {_COLORS}"),
    ("card_no_color", rf"card {_CARD} takes no colour"),
    # finishing, declaring, placing, passing
    ("nothing_to_finish", r"there is nothing to finish now"),
    ("take_treasure_first", r"take at least one treasure first"),
    ("move_cat_first", r"move at least one cat first"),
    ("rescue_or_pass", r"rescue a cat or pass"),
    ("not_a_rescue_card", rf"card {_CARD} is not a rescue card"),
    ("no_tile_to_place", r"there is no tile to place"),
    (
        "discard_only_drawn",
        r"only a tile drawn with card (?P<card>\d+) that has no legal spot can be given up",
    ),
    ("tile_fits", r"this tile fits on your boat: place it"),
    ("no_pass_after_rescue", r"you cannot pass in a turn in which you rescued a cat"),
    ("pass_when", r"you can only pass on your turn in the Rescue or Rare finds phase"),
    ("nothing_to_decline", r"there is no anytime round to decline"),
    ("no_treasure_to_take", r"there is no treasure to take now"),
    (
        "cannot_take",
        rf"{_TILE} cannot be taken now \(not in the supply, not allowed, or it does not fit\)",
    ),
    ("no_bonus_to_skip", r"there is no treasure-map bonus to skip"),
    ("no_move_now", r"no card lets you move cats now"),
    ("already_moved", rf"{_TILE} has already been moved"),
    ("no_cat_for_field", r"there is no drawn cat to put in a field"),
    # the dealer (chance outcomes) and the setup
    ("not_in_sister_pile", rf"card {_CARD} is not in the sister's (?P<pile>\w+) pile"),
    ("no_deal_now", r"no card is dealt now"),
    ("not_in_deck", rf"card {_CARD} is not in the deck"),
    ("no_tile_draw_now", r"no tile is drawn now"),
    ("not_in_bag", rf"{_TILE} is not in the bag"),
    ("boats_at_setup", r"boats are dealt at setup"),
    ("deal_boats", rf"deal (?P<players>\d+) different boats among {_COLORS}"),
    ("oshax_row_at_setup", r"the Oshax row is laid at the setup of a solo game"),
    ("oshax_row_complete", r"the Oshax row lists every Oshax tile once"),
    ("order_at_setup", r"the cat order is drawn at setup"),
    ("order_complete", r"the cat order must list every seat once"),
    ("order_seating", r"the cat order follows the seating from the first player"),
    # game/rules/anytime.py: anytime_problem (rules.md section 5)
    ("cannot_play_now", r"you cannot play a card at this moment"),
    (
        "buy_fish_cards_held",
        r"while buying you may only play fish cards that were in your hand "
        r"before the buy step",
    ),
    (
        "minibuy_fish_cards_held",
        r"a fish card bought in this mini buy can only be played after it",
    ),
    ("buy_fish_cards_only", r"while buying you may only play cards that give fish"),
    ("placing_anywhere_only", r"while placing a tile you may only play a place-anywhere card"),
    ("anywhere_waiting", r"a place-anywhere card is already waiting for your next tile"),
    ("deck_empty", r"the deck is empty"),
    ("bag_empty", r"the bag is empty"),
    ("no_basket_to_give", r"you have no permanent basket to give up"),
    ("no_cat_in_fields", r"there is no cat in the fields"),
    ("need_two_lessons", r"you need 2 private lessons in play to give up"),
    ("need_two_treasures", r"you need 2 treasures on your boat to give up"),
    # game/rules/anytime.py: params_problem
    ("card_no_tile_or_option", rf"card {_CARD} takes no tile and no option"),
    ("card_color", rf"name a colour for card {_CARD}: one of {_COLORS}"),
    ("name_two_lessons", r"name the 2 private lessons you give up"),
    ("lessons_in_play", r"you can only give up private lessons you have in play"),
    ("card_no_other_card", rf"card {_CARD} takes no other card"),
    ("name_two_treasures", r"name the 2 treasure tiles of your boat you give up"),
    ("treasures_on_boat", r"you can only give up treasure tiles that are on your boat"),
    ("card_no_boat_tile", rf"card {_CARD} takes no tile of your boat"),
)
REASONS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (key, re.compile(pattern)) for key, pattern in _TEMPLATES
)


@lru_cache(maxsize=256)
def match(reason: str) -> tuple[str, tuple[tuple[str, str], ...]] | None:
    """The id of the template ``reason`` was made from and the values filled in (None when no
    template matches)."""
    for key, pattern in REASONS:
        found = pattern.fullmatch(reason)
        if found:
            return key, tuple(found.groupdict().items())
    return None


def tile_words(text: str, t: Translate) -> str:
    """``blue403`` -> "this blue cat", ``rare201`` -> "this rare treasure" (the text as it is
    when it is not a tile)."""
    try:
        tile = parse_tile(text)
        kind = kind_of(tile.shape)
    except ValueError:
        return text
    if kind == "cat":
        return t("reason.tile.cat", color=t(f"color.{tile.color}"))
    if kind == "oshax" and tile.color:
        return t("reason.tile.oshax_colored", color=t(f"color.{tile.color}"))
    return t(f"reason.tile.{kind}")


def _words(name: str, value: str, t: Translate) -> str:
    if name == "tile":
        return tile_words(value, t)
    if name == "colors":
        return ", ".join(t(f"color.{c}") for c in value.split(", "))
    if name == "pile":
        return t(f"reason.pile.{value}")
    return value


def translate(reason: str, t: Translate) -> str:
    """The rules' English ``reason`` as a sentence in the translator's language."""
    found = match(reason)
    if found is None:
        text = t("reason.unknown", reason=reason)
    else:
        key, groups = found
        text = t(f"reason.{key}", **{name: _words(name, value, t) for name, value in groups})
    return text[:1].upper() + text[1:]
