"""The rules API: new_game, to_move, legal_actions, check_action, apply_action, chance_outcomes.

One legality path: every action goes through ``check_action``, which raises
``IllegalActionError`` with a reason a player can read; ``legal_actions`` lists exactly the
actions ``check_action`` accepts (a property test holds them together).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import combinations, permutations

from game.rules import boatinfo
from game.rules.actions import (
    PAYMENTS,
    Action,
    Buy,
    ChooseSide,
    DealBoats,
    DealCard,
    Declare,
    Decline,
    Discard,
    Done,
    DrawTileOutcome,
    Keep,
    Move,
    Pass,
    Place,
    Play,
    Rescue,
    SetOrder,
    Skip,
    Take,
)
from game.rules.anytime import (
    anytime_problem,
    apply_anytime,
    params_problem,
    play_context,
    playable_anytime,
    plays_for,
    remove_from_hand,
)
from game.rules.content import Card, Content
from game.rules.errors import IllegalActionError
from game.rules.events import (
    BoatsDealt,
    CardBought,
    CardPlayed,
    CardsDealt,
    CardsDiscarded,
    CatMoved,
    CatRescued,
    Event,
    FishPaid,
    MapCovered,
    OrderSet,
    Passed,
    RescueCardsDeclared,
    TileDiscarded,
    TileDrawn,
    TilePlaced,
    TreasureTaken,
)
from game.rules.flow import advance, cats_needed, mode_of
from game.rules.ids import (
    BOAT_COLORS,
    CHANCE,
    COLORS,
    FIELD_COST,
    LEFT,
    RIGHT,
    Placed,
    Tile,
)
from game.rules.placement import footprint, has_placement, legal_placements, placement_problem
from game.rules.state import (
    CHANCE_FRAMES,
    AnytimeRound,
    Bonus,
    ChooseField,
    Commons,
    Declaring,
    DrawCards,
    DrawTile,
    DrawToFields,
    GameState,
    MiniBuy,
    MoveCats,
    PlaceTile,
    RareTurn,
    RescueTurn,
    Seat,
)
from game.rules.treasures import bonus_choices, common_choices, oshax_choices, rare_choices

# --- setup ----------------------------------------------------------------------------------


def new_game(content: Content, players: int, mode: str = "standard") -> GameState:
    """A game before its first chance outcome: the dealer then deals the boats, sets the cat
    order and draws the first day's tiles (rules.md section 1)."""
    if mode not in content.modes:
        raise ValueError(f"unknown mode {mode!r}; known: {', '.join(content.modes)}")
    definition = content.modes[mode]
    setup = definition.setup_for(players)
    seat = Seat(baskets=definition.starting_baskets)
    bag = tuple(sorted([Tile(shape, color) for shape, color in content.cats]
                       + [Tile(r) for r in content.rares]))
    return GameState(
        mode=mode,
        seats=(seat,) * players,
        bag=bag,
        deck=content.deck_of(definition.deck),
        commons=(setup.commons_per_shape,) * len(content.commons),
        oshax=content.oshax if definition.oshax else (),
        content=content,
    )


# --- who acts -------------------------------------------------------------------------------


def to_move(state: GameState) -> tuple[int, ...]:
    """The seats that may act now (several in simultaneous steps), (CHANCE,) when the dealer
    must resolve a draw, () when the game is over."""
    top = state.top
    if top is not None:
        if isinstance(top, CHANCE_FRAMES):
            return (CHANCE,)
        return (top.seat,)
    phase = state.phase
    if phase in ("setup", "fill", "deal"):
        return (CHANCE,)
    if phase == "draft":
        keep = mode_of(state).keep
        return tuple(i for i, s in enumerate(state.seats) if len(s.offer) > keep and not s.picked)
    if phase == "buy":
        return tuple(i for i, s in enumerate(state.seats) if not s.ready)
    return ()


def is_over(state: GameState) -> bool:
    return state.phase == "over"


def is_chance(state: GameState) -> bool:
    return to_move(state) == (CHANCE,)


# --- chance ---------------------------------------------------------------------------------


def chance_outcomes(state: GameState) -> tuple[tuple[Action, float], ...]:
    """The dealer's possible outcomes with their probabilities (empty when no draw is due)."""
    if not is_chance(state):
        return ()
    top = state.top
    if top is None and state.phase == "setup":
        if state.step == 0:
            options = [DealBoats(p) for p in permutations(BOAT_COLORS, state.players)]
        else:
            options = [SetOrder(p) for p in permutations(range(state.players))]
    elif isinstance(top, DrawCards) or (top is None and state.phase == "deal"):
        options = [DealCard(c) for c in state.deck]
    else:
        options = [DrawTileOutcome(t) for t in state.bag]
    p = 1.0 / len(options)
    return tuple((o, p) for o in options)


# --- legality -------------------------------------------------------------------------------


def _card(state: GameState, card_id: int) -> Card:
    card = state.content.cards.get(card_id)
    if card is None:
        raise IllegalActionError(f"there is no card {card_id}")
    return card


def _fail(reason: str) -> None:
    raise IllegalActionError(reason)


def _payments(state: GameState, seat: int) -> list[str]:
    """Ways the seat can pay a basket now (rules.md section 4)."""
    s = state.seats[seat]
    cards = state.content.cards
    unspent = [c for c in s.declared if c not in s.spent]
    found = []
    if s.baskets - s.baskets_used > 0:
        found.append("permanent")
    if any(cards[c].basket == "full" for c in unspent):
        found.append("full")
    if sum(1 for c in unspent if cards[c].basket == "half") >= 2:
        found.append("halves")
    return found


def _rescue_problem(state: GameState, a: Rescue) -> str | None:
    top = state.top
    s = state.seats[a.seat]
    if not isinstance(top, RescueTurn):
        return "you can only rescue a cat on your rescue turn"
    if top.rescued and not s.extra_rescues:
        return "you already rescued a cat this turn"
    side = state.field_of(a.tile)
    if side is None:
        return f"{a.tile.text()} is not in a field"
    if s.fish < FIELD_COST[side]:
        return f"this cat costs {FIELD_COST[side]} fish and you have {s.fish}"
    if a.pay not in _payments(state, a.seat):
        return {"permanent": "you have no unused permanent basket",
                "full": "you have no unused full basket declared",
                "halves": "you need two unused half baskets declared"}.get(a.pay, "unknown payment")
    if not boatinfo.can_place(state, a.seat, a.tile.shape):
        return "this cat does not fit anywhere on your boat"
    return None


def _check_play(state: GameState, a: Play) -> None:
    s = state.seats[a.seat]
    card = _card(state, a.card)
    if a.card not in s.hand:
        _fail(f"you do not hold card {a.card}")
    context = play_context(state, a.seat)
    if card.type == "anytime":
        problem = anytime_problem(state, a.seat, card, context) or params_problem(state, a, card)
        if problem:
            _fail(problem)
        return
    if card.type not in ("oshax", "treasure"):
        _fail({"rescue": "rescue cards are declared at the start of the Rescue phase",
               }.get(card.type, "lessons are put into play automatically in Phase 3"))
    if not (context == "turn" and isinstance(state.top, RareTurn)):
        _fail("treasure and Oshax cards are played on your turn in the Rare finds phase")
    problem = _rare_find_problem(state, a, card)
    if problem:
        _fail(problem)


def _rare_find_problem(state: GameState, a: Play, card: Card) -> str | None:
    if a.cards or a.tiles:
        return f"card {card.id} takes no other card and no boat tile"
    if card.effect == "take_oshax":
        if a.option:
            return "an Oshax card takes no option"
        if a.tile is None or a.tile.shape not in state.oshax:
            return "choose an Oshax tile that is in the supply"
        if a.color not in COLORS:
            return f"give the Oshax a colour: one of {', '.join(COLORS)}"
        if not boatinfo.can_place(state, a.seat, a.tile.shape):
            return "this Oshax does not fit anywhere on your boat"
        return None
    if a.color is not None:
        return "a treasure card takes no colour"
    if card.effect == "treasure_rare_or_commons":
        if a.tile is not None:
            if a.option:
                return "take either a rare treasure or common treasures"
            if a.tile.shape not in state.rares:
                return "choose a rare treasure that is in the supply"
            if not boatinfo.can_place(state, a.seat, a.tile.shape):
                return "this rare treasure does not fit anywhere on your boat"
            return None
        if a.option != "commons":
            return "choose a rare treasure or 'commons'"
        if not common_choices(state, a.seat):
            return "no common treasure in the supply fits on your boat"
        return None
    # treasure_small_or_paid_commons
    if a.tile is not None:
        return "this treasure card gives common treasures only"
    if a.option == "small":
        if not common_choices(state, a.seat, small_only=True):
            return "no small treasure in the supply fits on your boat"
        return None
    if a.option == "paid":
        if state.seats[a.seat].fish < card.params["fish"]:
            return f"this option costs {card.params['fish']} fish"
        if not common_choices(state, a.seat):
            return "no common treasure in the supply fits on your boat"
        return None
    return "choose 'small' or 'paid'"


def _check_keep(state: GameState, a: Keep) -> None:
    s = state.seats[a.seat]
    keep = mode_of(state).keep
    if len(a.cards) != keep or len(set(a.cards)) != keep:
        _fail(f"keep exactly {keep} different cards")
    for c in a.cards:
        if c not in s.offer:
            _fail(f"card {c} is not among the cards in front of you")


def _buy_source(state: GameState, seat: int) -> tuple[int, ...] | None:
    top = state.top
    if top is None and state.phase == "buy" and state.step == 1:
        return state.seats[seat].kept
    if isinstance(top, MiniBuy):
        return top.cards
    return None


def _check_buy(state: GameState, a: Buy) -> None:
    source = _buy_source(state, a.seat)
    if source is None:
        _fail("you can only buy cards in the buy step")
    if a.card not in source:
        _fail(f"card {a.card} is not among the cards you may buy")
    card = _card(state, a.card)
    if state.seats[a.seat].fish < card.price:
        _fail(f"card {a.card} costs {card.price} fish and you have {state.seats[a.seat].fish}")
    if card.color_choice == "on_buy":
        if a.color not in COLORS:
            _fail(f"name the colour of this public lesson: one of {', '.join(COLORS)}")
    elif a.color is not None:
        _fail(f"card {a.card} takes no colour")


def _check_done(state: GameState, a: Done) -> None:
    top = state.top
    if top is None:
        if state.phase == "buy" and state.step == 1:
            return
        _fail("there is nothing to finish now")
    if isinstance(top, (Declaring, MiniBuy)):
        return
    if isinstance(top, Commons):
        if not top.taken:
            _fail("take at least one treasure first")
        return
    if isinstance(top, MoveCats):
        if not top.moved:
            _fail("move at least one cat first")
        return
    if isinstance(top, RescueTurn):
        if not top.rescued:
            _fail("rescue a cat or pass")
        return
    _fail("there is nothing to finish now")


def _check_declare(state: GameState, a: Declare) -> None:
    if not isinstance(state.top, Declaring):
        _fail("rescue cards are declared at the start of the Rescue phase")
    if a.card not in state.seats[a.seat].hand:
        _fail(f"you do not hold card {a.card}")
    if _card(state, a.card).type != "rescue":
        _fail(f"card {a.card} is not a rescue card")


def _check_rescue(state: GameState, a: Rescue) -> None:
    problem = _rescue_problem(state, a)
    if problem:
        _fail(problem)


def _check_place(state: GameState, a: Place) -> None:
    top = state.top
    if not isinstance(top, PlaceTile):
        _fail("there is no tile to place")
    s = state.seats[a.seat]
    mask = footprint(state.content.shapes[top.tile.shape], a.x, a.y, a.k)
    problem = placement_problem(state.content, s.occupied, s.anywhere, mask)
    if problem:
        _fail(problem)


def _check_discard(state: GameState, a: Discard) -> None:
    top = state.top
    if not isinstance(top, PlaceTile) or top.source != "draw":
        _fail("only a tile drawn with card 75 that has no legal spot can be given up")
    s = state.seats[a.seat]
    if has_placement(state.content.shapes[top.tile.shape], s.occupied, s.anywhere):
        _fail("this tile fits on your boat: place it")


def _check_pass(state: GameState, a: Pass) -> None:
    top = state.top
    if isinstance(top, RescueTurn):
        if top.rescued:
            _fail("you cannot pass in a turn in which you rescued a cat")
        return
    if not isinstance(top, RareTurn):
        _fail("you can only pass on your turn in the Rescue or Rare finds phase")


def _check_decline(state: GameState, a: Decline) -> None:
    if not isinstance(state.top, AnytimeRound):
        _fail("there is no anytime round to decline")


def _check_take(state: GameState, a: Take) -> None:
    top = state.top
    if isinstance(top, Bonus):
        choices = bonus_choices(state, a.seat)
    elif isinstance(top, Commons):
        choices = common_choices(state, a.seat, top.small)
    else:
        _fail("there is no treasure to take now")
        return
    if a.tile in choices:
        return
    if a.tile.shape in state.rares and state.mode == "family" and isinstance(top, Bonus):
        if boatinfo.can_place(state, a.seat, a.tile.shape):
            return
    _fail(f"{a.tile.text()} cannot be taken now (not in the supply, not allowed, or it does "
          f"not fit)")


def _check_skip(state: GameState, a: Skip) -> None:
    if not isinstance(state.top, Bonus):
        _fail("there is no treasure-map bonus to skip")


def _check_move(state: GameState, a: Move) -> None:
    top = state.top
    if not isinstance(top, MoveCats):
        _fail("no card lets you move cats now")
    if state.field_of(a.tile) is None:
        _fail(f"{a.tile.text()} is not in a field")
    if a.tile in top.moved:
        _fail(f"{a.tile.text()} has already been moved")


def _check_side(state: GameState, a: ChooseSide) -> None:
    if not isinstance(state.top, ChooseField):
        _fail("there is no drawn cat to put in a field")


def _check_deal_card(state: GameState, a: DealCard) -> None:
    if a.card not in state.deck:
        _fail(f"card {a.card} is not in the deck")


def _check_draw_tile(state: GameState, a: DrawTileOutcome) -> None:
    top = state.top
    if not (isinstance(top, (DrawTile, DrawToFields)) or (top is None and state.phase == "fill")):
        _fail("no tile is drawn now")
    if a.tile not in state.bag:
        _fail(f"{a.tile.text()} is not in the bag")


def _check_boats(state: GameState, a: DealBoats) -> None:
    if state.phase != "setup" or state.step != 0:
        _fail("boats are dealt at setup")
    if len(a.boats) != state.players or len(set(a.boats)) != state.players or any(
            b not in BOAT_COLORS for b in a.boats):
        _fail(f"deal {state.players} different boats among {', '.join(BOAT_COLORS)}")


def _check_order(state: GameState, a: SetOrder) -> None:
    if state.phase != "setup" or state.step != 1:
        _fail("the cat order is drawn at setup")
    if sorted(a.order) != list(range(state.players)):
        _fail("the cat order must list every seat once")


CHECKS: dict[type, Callable[[GameState, Action], None]] = {
    Keep: _check_keep, Buy: _check_buy, Done: _check_done, Declare: _check_declare,
    Rescue: _check_rescue, Place: _check_place, Discard: _check_discard, Pass: _check_pass,
    Decline: _check_decline, Play: _check_play, Take: _check_take, Skip: _check_skip,
    Move: _check_move, ChooseSide: _check_side, DealCard: _check_deal_card,
    DrawTileOutcome: _check_draw_tile, DealBoats: _check_boats, SetOrder: _check_order,
}


def check_action(state: GameState, action: Action) -> None:
    """Raise IllegalActionError, with a reason a player can read, unless ``action`` is legal."""
    if state.phase == "over":
        _fail("the game is over")
    movers = to_move(state)
    seat = getattr(action, "seat", None)
    if seat not in movers:
        if movers == (CHANCE,):
            _fail("the dealer must draw now")
        if seat == CHANCE:
            _fail("no draw is due now")
        _fail(f"it is not p{seat}'s turn to act")
    check = CHECKS.get(type(action))
    if check is None:
        _fail(f"unknown action {action!r}")
    check(state, action)


def can_apply(state: GameState, action: Action) -> bool:
    try:
        check_action(state, action)
    except IllegalActionError:
        return False
    return True


# --- legal actions --------------------------------------------------------------------------


def _plays(state: GameState, seat: int, context: str) -> list[Action]:
    found: list[Action] = []
    for card in dict.fromkeys(playable_anytime(state, seat, context)):
        found.extend(p for p in plays_for(state, seat, card)
                     if params_problem(state, p, state.content.cards[card]) is None)
    return found


def _rare_find_plays(state: GameState, seat: int) -> list[Action]:
    found: list[Action] = []
    cards = state.content.cards
    for card_id in dict.fromkeys(state.seats[seat].hand):
        card = cards[card_id]
        if card.effect == "take_oshax":
            found.extend(Play(seat, card_id, tile=t, color=c)
                         for t in oshax_choices(state, seat) for c in COLORS)
        elif card.effect == "treasure_rare_or_commons":
            found.extend(Play(seat, card_id, tile=t) for t in rare_choices(state, seat))
            if common_choices(state, seat):
                found.append(Play(seat, card_id, option="commons"))
        elif card.effect == "treasure_small_or_paid_commons":
            if common_choices(state, seat, small_only=True):
                found.append(Play(seat, card_id, option="small"))
            if state.seats[seat].fish >= card.params["fish"] and common_choices(state, seat):
                found.append(Play(seat, card_id, option="paid"))
    return found


def _buys(state: GameState, seat: int, source: tuple[int, ...]) -> list[Action]:
    found: list[Action] = []
    fish = state.seats[seat].fish
    for card_id in dict.fromkeys(source):
        card = state.content.cards[card_id]
        if card.price > fish:
            continue
        if card.color_choice == "on_buy":
            found.extend(Buy(seat, card_id, c) for c in COLORS)
        else:
            found.append(Buy(seat, card_id))
    return found


def _seat_actions(state: GameState, seat: int) -> list[Action]:
    top = state.top
    s = state.seats[seat]
    if top is None:
        if state.phase == "draft":
            return [Keep(seat, pair) for pair in combinations(s.offer, mode_of(state).keep)]
        if state.phase == "buy":
            return _buys(state, seat, s.kept) + _plays(state, seat, "buy") + [Done(seat)]
        return []
    if isinstance(top, AnytimeRound):
        return _plays(state, seat, "round") + [Decline(seat)]
    if isinstance(top, PlaceTile):
        shape = state.content.shapes[top.tile.shape]
        found: list[Action] = [Place(seat, p.x, p.y, p.k)
                               for p in legal_placements(shape, s.occupied, s.anywhere)]
        found += _plays(state, seat, "placing")
        if top.source == "draw" and not has_placement(shape, s.occupied, s.anywhere):
            found.append(Discard(seat))
        return found
    if isinstance(top, RescueTurn):
        found = []
        if not top.rescued or s.extra_rescues:
            pays = _payments(state, seat)
            for tile in state.left + state.right:
                if s.fish < FIELD_COST[state.field_of(tile)]:
                    continue
                if not boatinfo.can_place(state, seat, tile.shape):
                    continue
                found.extend(Rescue(seat, tile, pay) for pay in pays)
        found += _plays(state, seat, "turn")
        found.append(Done(seat) if top.rescued else Pass(seat))
        return found
    if isinstance(top, RareTurn):
        return _rare_find_plays(state, seat) + _plays(state, seat, "turn") + [Pass(seat)]
    if isinstance(top, Declaring):
        cards = state.content.cards
        return [Declare(seat, c) for c in dict.fromkeys(s.hand) if cards[c].type == "rescue"] + [
            Done(seat)]
    if isinstance(top, Bonus):
        return [Take(seat, t) for t in bonus_choices(state, seat)] + [Skip(seat)]
    if isinstance(top, Commons):
        found = [Take(seat, t) for t in common_choices(state, seat, top.small)]
        return found + ([Done(seat)] if top.taken else [])
    if isinstance(top, MiniBuy):
        return _buys(state, seat, top.cards) + _plays(state, seat, "minibuy") + [Done(seat)]
    if isinstance(top, MoveCats):
        found = [Move(seat, t) for t in state.left + state.right if t not in top.moved]
        return found + ([Done(seat)] if top.moved else [])
    if isinstance(top, ChooseField):
        return [ChooseSide(seat, LEFT), ChooseSide(seat, RIGHT)]
    return []


def legal_actions(state: GameState, seat: int | None = None) -> list[Action]:
    """Every legal action of ``seat`` (of every seat that may act when None). Chance outcomes
    are listed by ``chance_outcomes``, not here."""
    movers = to_move(state)
    if seat is None:
        return [a for m in movers if m != CHANCE for a in _seat_actions(state, m)]
    if seat not in movers or seat == CHANCE:
        return []
    return _seat_actions(state, seat)


# --- applying -------------------------------------------------------------------------------


def _sorted_add(items: tuple, *new) -> tuple:
    return tuple(sorted(items + tuple(new)))


def _remove_one(items: tuple, item) -> tuple:
    index = items.index(item)
    return items[:index] + items[index + 1:]


def _apply_keep(state: GameState, a: Keep, events: list[Event]) -> GameState:
    return state.with_seat(a.seat, picked=tuple(a.cards))


def _apply_buy(state: GameState, a: Buy, events: list[Event]) -> GameState:
    card = state.content.cards[a.card]
    s = state.seats[a.seat]
    named = s.named + ((a.card, a.color),) if a.color else s.named
    state = state.with_seat(a.seat, fish=s.fish - card.price, hand=_sorted_add(s.hand, a.card),
                            named=named)
    public = card.color_choice == "on_buy"
    events.append(CardBought(a.seat, a.card, card.price, a.color,
                             private=None if public else a.seat))
    if card.price:
        events.append(FishPaid(a.seat, card.price, "card"))
    if isinstance(state.top, MiniBuy):
        return state.replace_top(MiniBuy(a.seat, _remove_one(state.top.cards, a.card)))
    return state.with_seat(a.seat, kept=_remove_one(s.kept, a.card))


def _apply_done(state: GameState, a: Done, events: list[Event]) -> GameState:
    top = state.top
    if top is None:  # the buy step
        return state.with_seat(a.seat, ready=True)
    if isinstance(top, Declaring):
        events.append(RescueCardsDeclared(a.seat, len(state.seats[a.seat].declared)))
    elif isinstance(top, MiniBuy) and top.cards:
        events.append(CardsDiscarded(a.seat, top.cards, private=a.seat))
        state = replace(state, discard=_sorted_add(state.discard, *top.cards))
    return state.pop()


def _apply_declare(state: GameState, a: Declare, events: list[Event]) -> GameState:
    s = state.seats[a.seat]
    return state.with_seat(a.seat, hand=_remove_one(s.hand, a.card),
                           declared=s.declared + (a.card,))


def _apply_rescue(state: GameState, a: Rescue, events: list[Event]) -> GameState:
    top = state.top
    s = state.seats[a.seat]
    side = state.field_of(a.tile)
    cost = FIELD_COST[side]
    changes: dict = {"fish": s.fish - cost}
    if a.pay == "permanent":
        changes["baskets_used"] = s.baskets_used + 1
    else:
        cards = state.content.cards
        kind = "full" if a.pay == "full" else "half"
        unspent = sorted(c for c in s.declared if c not in s.spent and cards[c].basket == kind)
        changes["spent"] = s.spent + tuple(unspent[: 1 if kind == "full" else 2])
    if top.rescued:
        changes["extra_rescues"] = s.extra_rescues - 1
    state = state.with_seat(a.seat, **changes)
    if side == LEFT:
        state = replace(state, left=_remove_one(state.left, a.tile))
    else:
        state = replace(state, right=_remove_one(state.right, a.tile))
    events.append(CatRescued(a.seat, a.tile, side, cost, a.pay))
    events.append(FishPaid(a.seat, cost, "cat"))
    state = state.replace_top(RescueTurn(a.seat, top.rescued + 1))
    return state.push(PlaceTile(a.seat, a.tile, "rescue"))


def _apply_place(state: GameState, a: Place, events: list[Event]) -> GameState:
    top = state.top
    content = state.content
    s = state.seats[a.seat]
    mask = footprint(content.shapes[top.tile.shape], a.x, a.y, a.k)
    state = state.with_seat(a.seat, tiles=s.tiles + (Placed(top.tile.shape, top.tile.color, mask),),
                            occupied=s.occupied | mask, anywhere=False).pop()
    events.append(TilePlaced(a.seat, top.tile, mask, a.x, a.y, a.k))
    for color, cell in content.boats[s.boat].maps:
        if cell & mask:
            bonus = top.tile.is_cat_like and top.tile.color == color
            events.append(MapCovered(a.seat, color, bonus))
            if bonus:  # rules.md section 3.3
                state = state.push(Bonus(a.seat))
    return state


def _apply_discard(state: GameState, a: Discard, events: list[Event]) -> GameState:
    tile = state.top.tile
    events.append(TileDiscarded(a.seat, tile))
    return replace(state, gone=_sorted_add(state.gone, tile)).pop()


def _apply_pass(state: GameState, a: Pass, events: list[Event]) -> GameState:
    events.append(Passed(a.seat, state.phase))
    return state.with_seat(a.seat, passed=True).pop()


def _apply_decline(state: GameState, a: Decline, events: list[Event]) -> GameState:
    top = state.top
    return state.replace_top(replace(top, index=top.index + 1))


def _apply_play(state: GameState, a: Play, events: list[Event]) -> GameState:
    card = state.content.cards[a.card]
    top = state.top
    state = remove_from_hand(state, a.seat, a.card)
    if card.type == "anytime":
        if isinstance(top, AnytimeRound):  # one card per seat and per pass of the round
            state = state.replace_top(replace(top, index=top.index + 1, played=True))
        return apply_anytime(state, a, card, events)
    events.append(CardPlayed(a.seat, a.card, a.color))
    state = state.pop()  # the rare find ends the turn once resolved
    if card.effect == "take_oshax":
        state = replace(state, oshax=_remove_one(state.oshax, a.tile.shape))
        events.append(TreasureTaken(a.seat, Tile(a.tile.shape)))
        return state.push(PlaceTile(a.seat, Tile(a.tile.shape, a.color), "oshax"))
    if a.tile is not None:  # one rare treasure
        state = replace(state, rares=_remove_one(state.rares, a.tile.shape))
        events.append(TreasureTaken(a.seat, Tile(a.tile.shape)))
        return state.push(PlaceTile(a.seat, Tile(a.tile.shape), "treasure"))
    if a.option == "paid":
        fee = card.params["fish"]
        state = state.with_seat(a.seat, fish=state.seats[a.seat].fish - fee)
        events.append(FishPaid(a.seat, fee, "treasure"))
    return state.push(Commons(a.seat, card.params.get("commons", 2)
                              if a.option != "small" else card.params["small"],
                              small=a.option == "small"))


def _apply_take(state: GameState, a: Take, events: list[Event]) -> GameState:
    top = state.top
    shape = a.tile.shape
    if shape in state.rares:
        state = replace(state, rares=_remove_one(state.rares, shape))
    else:
        index = state.content.commons.index(shape)
        commons = list(state.commons)
        commons[index] -= 1
        state = replace(state, commons=tuple(commons))
    events.append(TreasureTaken(a.seat, Tile(shape)))
    if isinstance(top, Commons):
        state = state.replace_top(replace(top, left=top.left - 1, taken=top.taken + 1))
        return state.push(PlaceTile(a.seat, Tile(shape), "treasure"))
    return state.replace_top(PlaceTile(a.seat, Tile(shape), "bonus"))


def _apply_skip(state: GameState, a: Skip, events: list[Event]) -> GameState:
    return state.pop()


def _apply_move(state: GameState, a: Move, events: list[Event]) -> GameState:
    top = state.top
    if state.field_of(a.tile) == LEFT:
        state = replace(state, left=_remove_one(state.left, a.tile), right=state.right + (a.tile,))
        to = RIGHT
    else:
        state = replace(state, right=_remove_one(state.right, a.tile), left=state.left + (a.tile,))
        to = LEFT
    events.append(CatMoved(a.tile, to))
    return state.replace_top(MoveCats(a.seat, top.moved + (a.tile,)))


def _apply_side(state: GameState, a: ChooseSide, events: list[Event]) -> GameState:
    tile = state.top.tile
    events.append(TileDrawn(tile, a.side))
    state = state.pop()
    if a.side == LEFT:
        return replace(state, left=state.left + (tile,))
    return replace(state, right=state.right + (tile,))


def _apply_deal_card(state: GameState, a: DealCard, events: list[Event]) -> GameState:
    state = replace(state, deck=_remove_one(state.deck, a.card))
    top = state.top
    if isinstance(top, DrawCards):
        events.append(CardsDealt(top.seat, (a.card,), private=top.seat))
        return state.replace_top(replace(top, left=top.left - 1, drawn=top.drawn + (a.card,)))
    seat = state.step // mode_of(state).deal
    s = state.seats[seat]
    events.append(CardsDealt(seat, (a.card,), private=seat))
    state = state.with_seat(seat, offer=_sorted_add(s.offer, a.card))
    return replace(state, step=state.step + 1)


def _apply_draw_tile(state: GameState, a: DrawTileOutcome, events: list[Event]) -> GameState:
    tile = a.tile
    state = replace(state, bag=_remove_one(state.bag, tile))
    top = state.top
    if top is None:  # Phase 0: filling the fields
        if not tile.is_cat_like:
            events.append(TileDrawn(tile, "supply"))
            return replace(state, rares=state.rares + (tile.shape,))
        side = LEFT if state.step < cats_needed(state) // 2 else RIGHT
        events.append(TileDrawn(tile, side))
        if side == LEFT:
            return replace(state, left=state.left + (tile,), step=state.step + 1)
        return replace(state, right=state.right + (tile,), step=state.step + 1)
    if isinstance(top, DrawToFields):  # card 83
        state = state.replace_top(replace(top, left=top.left - 1))
        if not tile.is_cat_like:
            events.append(TileDrawn(tile, "supply"))
            return replace(state, rares=state.rares + (tile.shape,))
        return state.push(ChooseField(top.seat, tile))
    # card 75: the tile goes onto the boat, or out of the game if it cannot (rules.md 3.2)
    seat = top.seat
    s = state.seats[seat]
    shape = state.content.shapes[tile.shape]
    fits = has_placement(shape, s.occupied, s.anywhere) or (
        boatinfo.holds_anywhere_card(state.content, s) and has_placement(shape, s.occupied, True))
    if not fits:
        events.append(TileDrawn(tile, "out"))
        events.append(TileDiscarded(seat, tile))
        return replace(state, gone=_sorted_add(state.gone, tile)).pop()
    events.append(TileDrawn(tile, "boat"))
    return state.replace_top(PlaceTile(seat, tile, "draw"))


def _apply_boats(state: GameState, a: DealBoats, events: list[Event]) -> GameState:
    seats = tuple(replace(s, boat=b) for s, b in zip(state.seats, a.boats, strict=True))
    events.append(BoatsDealt(a.boats))
    return replace(state, seats=seats, step=1)


def _apply_order(state: GameState, a: SetOrder, events: list[Event]) -> GameState:
    events.append(OrderSet(a.order))
    return replace(state, order=tuple(a.order), phase="fill", step=0)


APPLY: dict[type, Callable[[GameState, Action, list[Event]], GameState]] = {
    Keep: _apply_keep, Buy: _apply_buy, Done: _apply_done, Declare: _apply_declare,
    Rescue: _apply_rescue, Place: _apply_place, Discard: _apply_discard, Pass: _apply_pass,
    Decline: _apply_decline, Play: _apply_play, Take: _apply_take, Skip: _apply_skip,
    Move: _apply_move, ChooseSide: _apply_side, DealCard: _apply_deal_card,
    DrawTileOutcome: _apply_draw_tile, DealBoats: _apply_boats, SetOrder: _apply_order,
}


def apply_action(state: GameState, action: Action) -> tuple[GameState, tuple[Event, ...]]:
    """Check ``action``, apply it and run the automatic steps that follow. Returns the new
    state and the events that happened, in order."""
    check_action(state, action)
    events: list[Event] = []
    state = APPLY[type(action)](state, action, events)
    state = advance(state, events)
    return state, tuple(events)


def start(state: GameState) -> tuple[GameState, tuple[Event, ...]]:
    """Run the automatic steps of a state built by hand (new_game needs none)."""
    events: list[Event] = []
    return advance(state, events), tuple(events)


__all__ = [
    "PAYMENTS", "new_game", "to_move", "is_over", "is_chance", "legal_actions", "check_action",
    "can_apply", "apply_action", "chance_outcomes", "start",
]
