"""The one legality path: ``check_action`` raises IllegalActionError with a reason a player
can read; every rule about what may be done now lives here."""

from collections.abc import Callable

from game.rules import boatinfo, solo
from game.rules.actions import (
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
from game.rules.anytime import (
    anytime_problem,
    params_problem,
    play_context,
)
from game.rules.content import Card
from game.rules.errors import IllegalActionError
from game.rules.flow import mode_of
from game.rules.ids import (
    BOAT_COLORS,
    CHANCE,
    COLORS,
    FIELD_COST,
)
from game.rules.placement import footprint, has_placement, placement_problem
from game.rules.state import (
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
    SisterDraw,
)
from game.rules.treasures import bonus_choices, common_choices, numbered_rares
from game.rules.turns import seating_orders, to_move

# --- legality -------------------------------------------------------------------------------


def _card(state: GameState, card_id: int) -> Card:
    card = state.content.cards.get(card_id)
    if card is None:
        raise IllegalActionError(f"there is no card {card_id}")
    return card


def _fail(reason: str) -> None:
    raise IllegalActionError(reason)


def is_free_rescue(state: GameState) -> bool:
    """Family (rules.md 9.2): a cat is taken for free, no fish and no basket."""
    return mode_of(state).rescue == "free"


def rescue_cost(state: GameState, side: str) -> int:
    """Fish paid for a cat of this field: 3 left, 5 right (rules.md 4c); 0 in Family."""
    return 0 if is_free_rescue(state) else FIELD_COST[side]


def payment_options(state: GameState, seat: int) -> list[str]:
    """Ways the seat can pay a basket now (rules.md section 4); ``free`` in Family."""
    if is_free_rescue(state):
        return ["free"]
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
    if is_free_rescue(state) != (a.pay == "free"):
        return (
            "in the Family variant cats are free: rescue with 'free'"
            if a.pay != "free"
            else "a cat costs fish and a basket: pay with permanent, full or halves"
        )
    cost = rescue_cost(state, side)
    if s.fish < cost:
        return f"this cat costs {cost} fish and you have {s.fish}"
    if a.pay not in payment_options(state, a.seat):
        return {
            "permanent": "you have no unused permanent basket",
            "full": "you have no unused full basket declared",
            "halves": "you need two unused half baskets declared",
        }.get(a.pay, "unknown payment")
    if not boatinfo.can_place(state, a.seat, a.tile.shape):
        return "this cat does not fit anywhere on your boat"
    return None


def _check_play(state: GameState, a: Play) -> None:
    s = state.seats[a.seat]
    card = _card(state, a.card)
    if a.card not in s.hand:
        _fail(f"you do not hold card {a.card}")
    if a.tile is not None and a.tile.color is not None:  # the colour is a choice of its own
        _fail(f"{a.tile.text()} is taken without a colour: name the colour after it")
    context = play_context(state, a.seat)
    if card.type == "anytime":
        problem = anytime_problem(state, a.seat, card, context) or params_problem(state, a, card)
        if problem:
            _fail(problem)
        return
    if card.type not in ("oshax", "treasure"):
        _fail(
            {
                "rescue": "rescue cards are declared at the start of the Rescue phase",
            }.get(card.type, "lessons are put into play automatically in Phase 3")
        )
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
            if state.sister is not None and a.tile.shape not in numbered_rares(state):
                return (
                    "take a rare treasure by its number: the tile that number gives (rules.md 8.2)"
                )
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
    _fail(
        f"{a.tile.text()} cannot be taken now (not in the supply, not allowed, or it does not fit)"
    )


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
    top = state.top
    if isinstance(top, SisterDraw):
        if a.card not in solo.pile(state, top.pile):
            _fail(f"card {a.card} is not in the sister's {top.pile} pile")
        return
    if not (isinstance(top, DrawCards) or (top is None and state.phase == "deal")):
        _fail("no card is dealt now")
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
    if (
        len(a.boats) != state.players
        or len(set(a.boats)) != state.players
        or any(b not in BOAT_COLORS for b in a.boats)
    ):
        _fail(f"deal {state.players} different boats among {', '.join(BOAT_COLORS)}")


def _check_oshax_row(state: GameState, a: OshaxRow) -> None:
    if state.sister is None or state.phase != "setup" or state.step != 2:
        _fail("the Oshax row is laid at the setup of a solo game")
    if sorted(a.row) != sorted(state.oshax) or len(a.row) != len(state.oshax):
        _fail("the Oshax row lists every Oshax tile once")


def _check_order(state: GameState, a: SetOrder) -> None:
    if state.phase != "setup" or state.step != 1:
        _fail("the cat order is drawn at setup")
    if sorted(a.order) != list(range(state.players)):
        _fail("the cat order must list every seat once")
    if tuple(a.order) not in seating_orders(state.players):
        _fail("the cat order follows the seating from the first player")


CHECKS: dict[type, Callable[[GameState, Action], None]] = {
    Keep: _check_keep,
    Buy: _check_buy,
    Done: _check_done,
    Declare: _check_declare,
    Rescue: _check_rescue,
    Place: _check_place,
    Discard: _check_discard,
    Pass: _check_pass,
    Decline: _check_decline,
    Play: _check_play,
    Take: _check_take,
    Skip: _check_skip,
    Move: _check_move,
    ChooseSide: _check_side,
    DealCard: _check_deal_card,
    DrawTileOutcome: _check_draw_tile,
    DealBoats: _check_boats,
    SetOrder: _check_order,
    OshaxRow: _check_oshax_row,
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
