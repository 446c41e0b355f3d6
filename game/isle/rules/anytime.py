"""Anytime (purple) cards: when each may be played, what it needs, and what it does.

Windows (rules.md section 5): any number on your own Rescue or Rare-finds turn; one per seat
and per pass in an anytime round; fish cards held since the start of the buy step during the
buy step; fish cards held since the cards were drawn during the mini buy of cards 71-74; only a
place-anywhere card while a tile waits to be placed.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

from game.isle.rules import boatinfo
from game.isle.rules.actions import Play
from game.isle.rules.content import Card
from game.isle.rules.events import (
    BasketsChanged,
    CardPlayed,
    Event,
    FishGained,
    LessonsDiscarded,
    TilesRemoved,
)
from game.isle.rules.ids import COLORS
from game.isle.rules.refusals import Refusal
from game.isle.rules.state import (
    AnytimeRound,
    DrawCards,
    DrawTile,
    DrawToFields,
    GameState,
    MiniBuy,
    MoveCats,
    PlaceTile,
    RareTurn,
    RescueTurn,
)
from game.isle.rules.vocabulary import CardType, Phase

FISH_EFFECTS = frozenset(
    {
        "gain_fish_per_oshax",
        "discard_permanent_basket_for_fish",
        "gain_fish_per_private_lesson",
        "gain_fish_per_colour_present",
        "gain_fish_per_rare_treasure",
        "gain_fish_per_common_treasure",
        "gain_fish_per_cat_of_chosen_colour",
    }
)


def play_context(state: GameState, seat: int) -> str | None:
    """How the seat may play cards right now: round / turn / buy / minibuy / placing / None."""
    top = state.top
    if top is None:
        if state.phase == Phase.BUY and state.step == 1 and not state.seats[seat].ready:
            return "buy"
        return None
    if getattr(top, "seat", None) != seat:
        return None
    if isinstance(top, AnytimeRound):
        return "round"
    if isinstance(top, (RescueTurn, RareTurn)):
        return "turn"
    if isinstance(top, MiniBuy):
        return "minibuy"
    if isinstance(top, PlaceTile):
        return "placing"
    return None


def anytime_problem(state: GameState, seat: int, card: Card, context: str | None) -> Refusal | None:
    """Why this anytime card cannot be played now (None when it can)."""
    owner = state.seats[seat]
    if context is None:
        return Refusal("cannot_play_now")
    if context == "buy" and card.id not in owner.fish_cards:
        return Refusal("buy_fish_cards_held")
    if context == "minibuy" and card.in_buy_step and card.id not in owner.fish_cards:
        return Refusal("minibuy_fish_cards_held")
    if context in ("buy", "minibuy") and not card.in_buy_step:
        return Refusal("buy_fish_cards_only")
    if context == "placing" and card.effect != "next_tile_anywhere":
        return Refusal("placing_anywhere_only")
    effect = card.effect
    if effect == "next_tile_anywhere" and owner.anywhere:
        return Refusal("anywhere_waiting")
    if effect == "draw_cards" and not state.deck:
        return Refusal("deck_empty")
    if effect in ("draw_tile_to_boat", "draw_tiles_to_fields") and not state.bag:
        return Refusal("bag_empty")
    if effect == "discard_permanent_basket_for_fish" and owner.baskets < 1:
        return Refusal("no_basket_to_give")
    if effect == "move_cats_between_fields" and not (state.left or state.right):
        return Refusal("no_cat_in_fields")
    if effect == "discard_private_lessons_for_permanent_basket" and len(owner.lessons) < 2:
        return Refusal("need_two_lessons")
    if (
        effect == "discard_treasures_for_permanent_basket"
        and len(boatinfo.treasure_indices(owner)) < 2
    ):
        return Refusal("need_two_treasures")
    return None


def playable_anytime(state: GameState, seat: int, context: str | None) -> list[int]:
    """Anytime cards in the seat's hand that may be played now (one per distinct id)."""
    cards = state.content.cards
    return [
        c
        for c in state.seats[seat].hand
        if cards[c].type == CardType.ANYTIME
        and anytime_problem(state, seat, cards[c], context) is None
    ]


def has_playable_anytime(state: GameState, seat: int, context: str) -> bool:
    cards = state.content.cards
    return any(
        cards[c].type == CardType.ANYTIME
        and anytime_problem(state, seat, cards[c], context) is None
        for c in state.seats[seat].hand
    )


def params_problem(state: GameState, play: Play, card: Card) -> Refusal | None:
    """Why the choices given with an anytime card are wrong (None when they are right)."""
    owner = state.seats[play.seat]
    effect = card.effect
    if play.tile is not None or play.option:
        return Refusal("card_no_tile_or_option", {"card": card.id})
    if effect == "gain_fish_per_cat_of_chosen_colour":
        if play.color not in COLORS:
            return Refusal("card_color", {"card": card.id, "colors": COLORS})
    elif play.color is not None:
        return Refusal("card_no_color", {"card": card.id})
    if effect == "discard_private_lessons_for_permanent_basket":
        if len(play.cards) != 2 or len(set(play.cards)) != 2:
            return Refusal("name_two_lessons")
        if any(c not in owner.lessons for c in play.cards):
            return Refusal("lessons_in_play")
    elif play.cards:
        return Refusal("card_no_other_card", {"card": card.id})
    if effect == "discard_treasures_for_permanent_basket":
        if len(play.tiles) != 2 or len(set(play.tiles)) != 2:
            return Refusal("name_two_treasures")
        if any(i not in boatinfo.treasure_indices(owner) for i in play.tiles):
            return Refusal("treasures_on_boat")
    elif play.tiles:
        return Refusal("card_no_boat_tile", {"card": card.id})
    return None


def plays_for(state: GameState, seat: int, card_id: int) -> list[Play]:
    """Every distinct way to play this anytime card (the caller checked it is playable)."""
    card = state.content.cards[card_id]
    owner = state.seats[seat]
    if card.effect == "gain_fish_per_cat_of_chosen_colour":
        return [Play(seat, card_id, color=c) for c in COLORS]
    if card.effect == "discard_private_lessons_for_permanent_basket":
        return [Play(seat, card_id, cards=pair) for pair in combinations(owner.lessons, 2)]
    if card.effect == "discard_treasures_for_permanent_basket":
        return [
            Play(seat, card_id, tiles=pair)
            for pair in combinations(boatinfo.treasure_indices(owner), 2)
        ]
    return [Play(seat, card_id)]


def apply_anytime(state: GameState, play: Play, card: Card, events: list[Event]) -> GameState:
    """Resolve an anytime card (already checked). Cards that need more choices or draws push a
    frame on the stack."""
    seat = play.seat
    owner = state.seats[seat]
    events.append(CardPlayed(seat, card.id, play.color))
    effect, params = card.effect, card.params
    fish = 0
    if effect == "gain_fish_per_oshax":
        fish = params["fish_per_unit"] * boatinfo.count_oshax(owner)
    elif effect == "gain_fish_per_private_lesson":
        fish = params["fish_per_unit"] * len(owner.lessons)
    elif effect == "gain_fish_per_colour_present":
        fish = params["fish_per_unit"] * min(params["max_units"], len(boatinfo.cat_colors(owner)))
    elif effect == "gain_fish_per_rare_treasure":
        fish = params["fish_per_unit"] * boatinfo.count_rares(owner)
    elif effect == "gain_fish_per_common_treasure":
        fish = params["fish_per_unit"] * boatinfo.count_commons(owner)
    elif effect == "gain_fish_per_cat_of_chosen_colour":
        assert play.color is not None  # params_problem asks for the colour
        fish = params["fish_per_unit"] * boatinfo.count_color(owner, play.color)
    elif effect == "discard_permanent_basket_for_fish":
        # Give up a used basket when there is one: an unused one is worth more today.
        state = state.with_seat(
            seat, baskets=owner.baskets - 1, baskets_used=max(0, owner.baskets_used - 1)
        )
        events.append(BasketsChanged(seat, owner.baskets - 1))
        fish = params["fish"]
    elif effect == "next_tile_anywhere":
        state = state.with_seat(seat, anywhere=True)
    elif effect == "extra_rescue":
        state = state.with_seat(seat, extra_rescues=owner.extra_rescues + params["extra_cats"])
    elif effect == "gain_permanent_basket":
        state = state.with_seat(seat, baskets=owner.baskets + 1)
        events.append(BasketsChanged(seat, owner.baskets + 1))
    elif effect == "discard_private_lessons_for_permanent_basket":
        lessons = tuple(c for c in owner.lessons if c not in play.cards)
        state = state.with_seat(seat, lessons=lessons, baskets=owner.baskets + 1)
        state = replace(state, discard=tuple(sorted(state.discard + play.cards)))
        events.append(LessonsDiscarded(seat, play.cards))
        events.append(BasketsChanged(seat, owner.baskets + 1))
    elif effect == "discard_treasures_for_permanent_basket":
        removed = [owner.tiles[i] for i in play.tiles]
        tiles = tuple(t for i, t in enumerate(owner.tiles) if i not in play.tiles)
        occupied = owner.occupied
        for t in removed:
            occupied &= ~t.mask
        # a map uncovered this way was covered once: it never pays a bonus (rules.md 3.3, 10)
        maps = state.content.board.map_cells & (owner.occupied & ~occupied)
        state = state.with_seat(
            seat,
            tiles=tiles,
            occupied=occupied,
            baskets=owner.baskets + 1,
            spoiled_maps=owner.spoiled_maps | maps,
        )
        state = replace(state, gone=tuple(sorted(state.gone + tuple(t.tile for t in removed))))
        events.append(TilesRemoved(seat, tuple(t.tile for t in removed)))
        events.append(BasketsChanged(seat, owner.baskets + 1))
    elif effect == "draw_cards":
        join = state.phase == Phase.BUY and state.step == 0
        state = state.push(DrawCards(seat, params["cards"], join=join))
    elif effect == "draw_tile_to_boat":
        state = state.push(DrawTile(seat))
    elif effect == "draw_tiles_to_fields":
        state = state.push(DrawToFields(seat, params["tiles"]))
    elif effect == "move_cats_between_fields":
        state = state.push(MoveCats(seat))
    else:  # pragma: no cover - the loader refuses unknown effects
        raise AssertionError(f"unhandled anytime effect {effect}")
    if fish:
        owner = state.seats[seat]
        state = state.with_seat(seat, fish=owner.fish + fish)
        events.append(FishGained(seat, fish, "card"))
    return state


def remove_from_hand(state: GameState, seat: int, card: int) -> GameState:
    owner = state.seats[seat]
    hand = list(owner.hand)
    hand.remove(card)
    state = state.with_seat(
        seat, hand=tuple(hand), fish_cards=tuple(c for c in owner.fish_cards if c != card)
    )
    return replace(state, discard=tuple(sorted(state.discard + (card,))))
