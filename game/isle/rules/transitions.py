"""What each action does: ``apply_action`` checks it, changes the state, and runs the automatic
steps that follow."""

from collections.abc import Callable
from dataclasses import replace
from typing import TypeVar

from game.isle.rules import boatinfo, solo
from game.isle.rules.actions import (
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
    OshaxRow,
    Pass,
    Place,
    Play,
    Rescue,
    SetOrder,
    Skip,
    Take,
)
from game.isle.rules.anytime import (
    apply_anytime,
    remove_from_hand,
)
from game.isle.rules.events import (
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
    OshaxRowLaid,
    Passed,
    RescueCardsDeclared,
    TileDiscarded,
    TileDrawn,
    TilePlaced,
    TreasureTaken,
)
from game.isle.rules.flow import cats_needed, mode_of
from game.isle.rules.ids import (
    LEFT,
    RIGHT,
    Placed,
    Tile,
)
from game.isle.rules.legality import check_action, rescue_cost
from game.isle.rules.modes import advance
from game.isle.rules.placement import footprint, has_placement
from game.isle.rules.state import (
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
    RescueTurn,
    SisterDraw,
)
from game.isle.rules.vocabulary import CardType

# --- applying -------------------------------------------------------------------------------


Item = TypeVar("Item", int, Tile)  # what the state keeps in its tuples: cards and tiles


def _sorted_add(items: tuple[Item, ...], *new: Item) -> tuple[Item, ...]:
    return tuple(sorted(items + new))


def _remove_one(items: tuple[Item, ...], item: Item) -> tuple[Item, ...]:
    index = items.index(item)
    return items[:index] + items[index + 1 :]


def _apply_keep(state: GameState, a: Keep, events: list[Event]) -> GameState:
    return state.with_seat(a.seat, picked=tuple(a.cards))


def _apply_buy(state: GameState, a: Buy, events: list[Event]) -> GameState:
    card = state.content.cards[a.card]
    s = state.seats[a.seat]
    named = s.named + ((a.card, a.color),) if a.color else s.named
    # the buy step is simultaneous: nobody sees another's purchases, a public lesson's colour
    # included, until everyone has bought (the mini buy of 71-74 is one seat's, in turn)
    secret = state.top is None
    state = state.with_seat(
        a.seat,
        fish=s.fish - card.price,
        hand=_sorted_add(s.hand, a.card),
        named=named,
        bought=s.bought + (a.card,) if secret else s.bought,
    )
    public = card.color_choice == "on_buy" and not secret
    events.append(
        CardBought(a.seat, a.card, card.price, a.color, private=None if public else a.seat)
    )
    if card.price:
        events.append(FishPaid(a.seat, card.price, "card", private=a.seat if secret else None))
    if isinstance(state.top, MiniBuy):
        return state.replace_top(MiniBuy(a.seat, _remove_one(state.top.cards, a.card)))
    return state.with_seat(a.seat, kept=_remove_one(s.kept, a.card))


def _apply_done(state: GameState, a: Done, events: list[Event]) -> GameState:
    top = state.top
    if top is None:  # the buy step
        return state.with_seat(a.seat, ready=True)
    if isinstance(top, Declaring):
        events.append(RescueCardsDeclared(a.seat, len(state.seats[a.seat].declared)))
    elif isinstance(top, MiniBuy):
        if top.cards:
            events.append(CardsDiscarded(a.seat, top.cards, private=a.seat))
            state = replace(state, discard=_sorted_add(state.discard, *top.cards))
        state = state.with_seat(a.seat, fish_cards=())
    return state.pop()


def _apply_declare(state: GameState, a: Declare, events: list[Event]) -> GameState:
    s = state.seats[a.seat]
    return state.with_seat(
        a.seat, hand=_remove_one(s.hand, a.card), declared=s.declared + (a.card,)
    )


def _apply_rescue(state: GameState, a: Rescue, events: list[Event]) -> GameState:
    top = state.top_frame(RescueTurn)
    s = state.seats[a.seat]
    side = LEFT if a.tile in state.left else RIGHT  # the check found it in a field
    cost = rescue_cost(state, side)
    changes: dict[str, int | tuple[int, ...]] = {"fish": s.fish - cost}
    if a.pay == "permanent":
        changes["baskets_used"] = s.baskets_used + 1
    elif a.pay != "free":
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
    if a.pay != "free":
        events.append(FishPaid(a.seat, cost, "cat"))
    state = state.replace_top(RescueTurn(a.seat, top.rescued + 1))
    return state.push(PlaceTile(a.seat, a.tile, "rescue"))


def _apply_place(state: GameState, a: Place, events: list[Event]) -> GameState:
    top = state.top_frame(PlaceTile)
    content = state.content
    s = state.seats[a.seat]
    mask = footprint(content.shapes[top.tile.shape], a.x, a.y, a.k)
    assert mask is not None  # the check found the tile inside the grid
    state = state.with_seat(
        a.seat,
        tiles=s.tiles + (Placed(top.tile.shape, top.tile.color, mask),),
        occupied=s.occupied | mask,
        anywhere=False,
    ).pop()
    events.append(TilePlaced(a.seat, top.tile, mask, a.x, a.y, a.k))
    for color, cell in content.boats[s.boat].maps:
        if cell & mask:
            # rules.md 3.3: only a map never covered before pays (88/89 do not renew it)
            bonus = top.tile.is_cat_like and top.tile.color == color and not cell & s.spoiled_maps
            events.append(MapCovered(a.seat, color, bonus))
            if bonus:  # rules.md section 3.3
                state = state.push(Bonus(a.seat))
    return state


def _apply_discard(state: GameState, a: Discard, events: list[Event]) -> GameState:
    tile = state.top_frame(PlaceTile).tile
    events.append(TileDiscarded(a.seat, tile))
    return replace(state, gone=_sorted_add(state.gone, tile)).pop()


def _apply_pass(state: GameState, a: Pass, events: list[Event]) -> GameState:
    events.append(Passed(a.seat, state.phase))
    return state.with_seat(a.seat, passed=True).pop()


def _apply_decline(state: GameState, a: Decline, events: list[Event]) -> GameState:
    top = state.top_frame(AnytimeRound)
    return state.replace_top(replace(top, index=top.index + 1))


def _apply_play(state: GameState, a: Play, events: list[Event]) -> GameState:
    card = state.content.cards[a.card]
    top = state.top
    state = remove_from_hand(state, a.seat, a.card)
    if card.type == CardType.ANYTIME:
        if isinstance(top, AnytimeRound):  # one card per seat and per pass of the round
            state = state.replace_top(replace(top, index=top.index + 1, played=True))
        return apply_anytime(state, a, card, events)
    events.append(CardPlayed(a.seat, a.card, a.color))
    state = state.pop()  # the rare find ends the turn once resolved
    if a.tile is not None and card.effect == "take_oshax":  # the check asks for the Oshax
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
    return state.push(
        Commons(
            a.seat,
            card.params.get("commons", 2) if a.option != "small" else card.params["small"],
            small=a.option == "small",
        )
    )


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
    top = state.top_frame(MoveCats)
    if state.field_of(a.tile) == LEFT:
        state = replace(state, left=_remove_one(state.left, a.tile), right=state.right + (a.tile,))
        to = RIGHT
    else:
        state = replace(state, right=_remove_one(state.right, a.tile), left=state.left + (a.tile,))
        to = LEFT
    events.append(CatMoved(a.tile, to))
    return state.replace_top(MoveCats(a.seat, top.moved + (a.tile,)))


def _apply_side(state: GameState, a: ChooseSide, events: list[Event]) -> GameState:
    tile = state.top_frame(ChooseField).tile
    events.append(TileDrawn(tile, a.side))
    state = state.pop()
    if a.side == LEFT:
        return replace(state, left=state.left + (tile,))
    return replace(state, right=state.right + (tile,))


def _apply_deal_card(state: GameState, a: DealCard, events: list[Event]) -> GameState:
    if isinstance(state.top, SisterDraw):
        return solo.draw_for_sister(state, a.card, events)
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
    seat = state.top_frame(DrawTile).seat
    s = state.seats[seat]
    shape = state.content.shapes[tile.shape]
    fits = has_placement(shape, s.occupied, s.anywhere) or (
        boatinfo.holds_anywhere_card(state.content, s) and has_placement(shape, s.occupied, True)
    )
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
    return replace(state, order=tuple(a.order), step=2)  # the mode's setup goes on


def _apply_oshax_row(state: GameState, a: OshaxRow, events: list[Event]) -> GameState:
    events.append(OshaxRowLaid(a.row))
    return replace(state, oshax=tuple(a.row), step=3)


Apply = Callable[[GameState, Action, list[Event]], GameState]
A = TypeVar("A", bound=Action)


def _on(
    kind: type[A], apply: Callable[[GameState, A, list[Event]], GameState]
) -> tuple[type[Action], Apply]:
    """The table's entry for ``kind``: ``apply``, given only actions of that kind."""

    def run(state: GameState, action: Action, events: list[Event]) -> GameState:
        if not isinstance(action, kind):
            raise TypeError(f"{kind.__name__} transition given {action!r}")
        return apply(state, action, events)

    return kind, run


APPLY: dict[type[Action], Apply] = dict(
    [
        _on(Keep, _apply_keep),
        _on(Buy, _apply_buy),
        _on(Done, _apply_done),
        _on(Declare, _apply_declare),
        _on(Rescue, _apply_rescue),
        _on(Place, _apply_place),
        _on(Discard, _apply_discard),
        _on(Pass, _apply_pass),
        _on(Decline, _apply_decline),
        _on(Play, _apply_play),
        _on(Take, _apply_take),
        _on(Skip, _apply_skip),
        _on(Move, _apply_move),
        _on(ChooseSide, _apply_side),
        _on(DealCard, _apply_deal_card),
        _on(DrawTileOutcome, _apply_draw_tile),
        _on(DealBoats, _apply_boats),
        _on(SetOrder, _apply_order),
        _on(OshaxRow, _apply_oshax_row),
    ]
)


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
