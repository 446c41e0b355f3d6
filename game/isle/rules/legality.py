"""The one legality path: ``check_action`` raises IllegalActionError with the code of the rule
that refuses (game/isle/rules/refusals.py); every rule about what may be done now lives here."""

from collections.abc import Callable
from typing import NoReturn, TypeVar

from game.isle.rules import boatinfo, solo
from game.isle.rules.actions import (
    SHAPES,
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
    anytime_problem,
    params_problem,
    play_context,
)
from game.isle.rules.content import Card
from game.isle.rules.errors import IllegalActionError
from game.isle.rules.flow import mode_of
from game.isle.rules.ids import (
    BOAT_COLORS,
    CHANCE,
    COLORS,
    FIELD_COST,
)
from game.isle.rules.placement import footprint, has_placement, placement_problem
from game.isle.rules.refusals import Refusal
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
    RareTurn,
    RescueTurn,
    SisterDraw,
)
from game.isle.rules.treasures import bonus_choices, common_choices, numbered_rares
from game.isle.rules.turns import seating_orders, to_move
from game.isle.rules.vocabulary import CardType, Phase
from game.shell.engine.shapes import misfit

# --- legality -------------------------------------------------------------------------------


def _card(state: GameState, card_id: int) -> Card:
    card = state.content.cards.get(card_id)
    if card is None:
        raise IllegalActionError("no_such_card", card=card_id)
    return card


def _fail(code: str, **params: object) -> NoReturn:
    raise IllegalActionError(code, **params)


def _refuse(problem: Refusal) -> NoReturn:
    raise IllegalActionError.of(problem)


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


def baskets_today(state: GameState, seat: int) -> tuple[int, int]:
    """(baskets the seat can still use today, baskets it has today): its permanent baskets and
    the baskets of the rescue cards it laid this day, a full basket card counting one and two
    damaged halves one (rules.md section 4). Cards hidden from a view are not counted."""
    s = state.seats[seat]
    cards = state.content.cards

    def baskets(ids) -> int:
        kinds = [cards[c].basket for c in ids if c in cards]
        return kinds.count("full") + kinds.count("half") // 2

    laid = baskets(s.declared)
    unspent = baskets(c for c in s.declared if c not in s.spent)
    return max(0, s.baskets - s.baskets_used) + unspent, s.baskets + laid


def _rescue_problem(state: GameState, a: Rescue) -> Refusal | None:
    top = state.top
    s = state.seats[a.seat]
    if not isinstance(top, RescueTurn):
        return Refusal("rescue_not_your_turn")
    if top.rescued and not s.extra_rescues:
        return Refusal("already_rescued")
    side = state.field_of(a.tile)
    if side is None:
        return Refusal("not_in_field", {"tile": a.tile})
    if is_free_rescue(state) != (a.pay == "free"):
        return Refusal("family_free" if a.pay != "free" else "cat_needs_basket")
    cost = rescue_cost(state, side)
    if s.fish < cost:
        return Refusal("cat_too_expensive", {"cost": cost, "fish": s.fish})
    if a.pay not in payment_options(state, a.seat):
        return Refusal(
            {
                "permanent": "no_permanent_basket",
                "full": "no_full_basket",
                "halves": "no_half_baskets",
            }.get(a.pay, "unknown_payment")
        )
    if not boatinfo.can_place(state, a.seat, a.tile.shape):
        return Refusal("cat_does_not_fit")
    return None


def _check_play(state: GameState, a: Play) -> None:
    s = state.seats[a.seat]
    card = _card(state, a.card)
    if a.card not in s.hand:
        _fail("card_not_held", card=a.card)
    if a.tile is not None and a.tile.color is not None:  # the colour is a choice of its own
        _fail("tile_without_color", tile=a.tile)
    context = play_context(state, a.seat)
    if card.type == CardType.ANYTIME:
        problem = anytime_problem(state, a.seat, card, context) or params_problem(state, a, card)
        if problem:
            _refuse(problem)
        return
    if card.type not in (CardType.OSHAX, CardType.TREASURE):
        _fail("declare_at_rescue_start" if card.type == CardType.RESCUE else "lessons_automatic")
    if not (context == "turn" and isinstance(state.top, RareTurn)):
        _fail("rare_cards_on_turn")
    problem = _rare_find_problem(state, a, card)
    if problem:
        _refuse(problem)


def _rare_find_problem(state: GameState, a: Play, card: Card) -> Refusal | None:
    if a.cards or a.tiles:
        return Refusal("card_no_card_or_tile", {"card": card.id})
    if card.effect == "take_oshax":
        if a.option:
            return Refusal("oshax_no_option")
        if a.tile is None or a.tile.shape not in state.oshax:
            return Refusal("choose_oshax")
        if a.color not in COLORS:
            return Refusal("oshax_color", {"colors": COLORS})
        if not boatinfo.can_place(state, a.seat, a.tile.shape):
            return Refusal("oshax_does_not_fit")
        return None
    if a.color is not None:
        return Refusal("treasure_no_color")
    if card.effect == "treasure_rare_or_commons":
        if a.tile is not None:
            if a.option:
                return Refusal("rare_or_commons")
            if a.tile.shape not in state.rares:
                return Refusal("choose_rare")
            if state.sister is not None and a.tile.shape not in numbered_rares(state):
                return Refusal("rare_by_number")
            if not boatinfo.can_place(state, a.seat, a.tile.shape):
                return Refusal("rare_does_not_fit")
            return None
        if a.option != "commons":
            return Refusal("choose_rare_or_commons")
        if not common_choices(state, a.seat):
            return Refusal("no_common_fits")
        return None
    # treasure_small_or_paid_commons
    if a.tile is not None:
        return Refusal("commons_only")
    if a.option == "small":
        if not common_choices(state, a.seat, small_only=True):
            return Refusal("no_small_fits")
        return None
    if a.option == "paid":
        if state.seats[a.seat].fish < card.params["fish"]:
            return Refusal("option_costs", {"fish": card.params["fish"]})
        if not common_choices(state, a.seat):
            return Refusal("no_common_fits")
        return None
    return Refusal("choose_small_or_paid")


def _check_keep(state: GameState, a: Keep) -> None:
    s = state.seats[a.seat]
    keep = mode_of(state).keep
    if len(a.cards) != keep or len(set(a.cards)) != keep:
        _fail("keep_exactly", keep=keep)
    for c in a.cards:
        if c not in s.offer:
            _fail("card_not_offered", card=c)


def _buy_source(state: GameState, seat: int) -> tuple[int, ...] | None:
    top = state.top
    if top is None and state.phase == Phase.BUY and state.step == 1:
        return state.seats[seat].kept
    if isinstance(top, MiniBuy):
        return top.cards
    return None


def _check_buy(state: GameState, a: Buy) -> None:
    source = _buy_source(state, a.seat)
    if source is None:
        _fail("buy_step_only")
    if a.card not in source:
        _fail("card_not_for_sale", card=a.card)
    card = _card(state, a.card)
    if state.seats[a.seat].fish < card.price:
        _fail("card_too_expensive", card=a.card, price=card.price, fish=state.seats[a.seat].fish)
    if card.color_choice == "on_buy":
        if a.color not in COLORS:
            _fail("lesson_color", colors=COLORS)
    elif a.color is not None:
        _fail("card_no_color", card=a.card)


def _check_done(state: GameState, a: Done) -> None:
    top = state.top
    if top is None:
        if state.phase == Phase.BUY and state.step == 1:
            return
        _fail("nothing_to_finish")
    if isinstance(top, (Declaring, MiniBuy)):
        return
    if isinstance(top, Commons):
        if not top.taken:
            _fail("take_treasure_first")
        return
    if isinstance(top, MoveCats):
        if not top.moved:
            _fail("move_cat_first")
        return
    if isinstance(top, RescueTurn):
        if not top.rescued:
            _fail("rescue_or_pass")
        return
    _fail("nothing_to_finish")


def _check_declare(state: GameState, a: Declare) -> None:
    if not isinstance(state.top, Declaring):
        _fail("declare_at_rescue_start")
    if a.card not in state.seats[a.seat].hand:
        _fail("card_not_held", card=a.card)
    if _card(state, a.card).type != CardType.RESCUE:
        _fail("not_a_rescue_card", card=a.card)


def _check_rescue(state: GameState, a: Rescue) -> None:
    problem = _rescue_problem(state, a)
    if problem:
        _refuse(problem)


def _check_place(state: GameState, a: Place) -> None:
    top = state.top
    if not isinstance(top, PlaceTile):
        _fail("no_tile_to_place")
    s = state.seats[a.seat]
    mask = footprint(state.content.shapes[top.tile.shape], a.x, a.y, a.k)
    problem = placement_problem(state.content, s.occupied, s.anywhere, mask)
    if problem:
        _refuse(problem)


def _check_discard(state: GameState, a: Discard) -> None:
    top = state.top
    if not isinstance(top, PlaceTile) or top.source != "draw":
        _fail("discard_only_drawn", card=75)
    s = state.seats[a.seat]
    if has_placement(state.content.shapes[top.tile.shape], s.occupied, s.anywhere):
        _fail("tile_fits")


def _check_pass(state: GameState, a: Pass) -> None:
    top = state.top
    if isinstance(top, RescueTurn):
        if top.rescued:
            _fail("no_pass_after_rescue")
        return
    if not isinstance(top, RareTurn):
        _fail("pass_when")


def _check_decline(state: GameState, a: Decline) -> None:
    if not isinstance(state.top, AnytimeRound):
        _fail("nothing_to_decline")


def _check_take(state: GameState, a: Take) -> None:
    top = state.top
    if isinstance(top, Bonus):
        choices = bonus_choices(state, a.seat)
    elif isinstance(top, Commons):
        choices = common_choices(state, a.seat, top.small)
    else:
        _fail("no_treasure_to_take")
        return
    if a.tile in choices:
        return
    _fail("cannot_take", tile=a.tile)


def _check_skip(state: GameState, a: Skip) -> None:
    if not isinstance(state.top, Bonus):
        _fail("no_bonus_to_skip")


def _check_move(state: GameState, a: Move) -> None:
    top = state.top
    if not isinstance(top, MoveCats):
        _fail("no_move_now")
    if state.field_of(a.tile) is None:
        _fail("not_in_field", tile=a.tile)
    if a.tile in top.moved:
        _fail("already_moved", tile=a.tile)


def _check_side(state: GameState, a: ChooseSide) -> None:
    if not isinstance(state.top, ChooseField):
        _fail("no_cat_for_field")


def _check_deal_card(state: GameState, a: DealCard) -> None:
    top = state.top
    if isinstance(top, SisterDraw):
        if a.card not in solo.pile(state, top.pile):
            _fail("not_in_sister_pile", card=a.card, pile=top.pile)
        return
    if not (isinstance(top, DrawCards) or (top is None and state.phase == Phase.DEAL)):
        _fail("no_deal_now")
    if a.card not in state.deck:
        _fail("not_in_deck", card=a.card)


def _check_draw_tile(state: GameState, a: DrawTileOutcome) -> None:
    top = state.top
    if not (
        isinstance(top, (DrawTile, DrawToFields)) or (top is None and state.phase == Phase.FILL)
    ):
        _fail("no_tile_draw_now")
    if a.tile not in state.bag:
        _fail("not_in_bag", tile=a.tile)


def _check_boats(state: GameState, a: DealBoats) -> None:
    if state.phase != Phase.SETUP or state.step != 0:
        _fail("boats_at_setup")
    if (
        len(a.boats) != state.players
        or len(set(a.boats)) != state.players
        or any(b not in BOAT_COLORS for b in a.boats)
    ):
        _fail("deal_boats", players=state.players, colors=BOAT_COLORS)


def _check_oshax_row(state: GameState, a: OshaxRow) -> None:
    if state.sister is None or state.phase != Phase.SETUP or state.step != 2:
        _fail("oshax_row_at_setup")
    if sorted(a.row) != sorted(state.oshax) or len(a.row) != len(state.oshax):
        _fail("oshax_row_complete")


def _check_order(state: GameState, a: SetOrder) -> None:
    if state.phase != Phase.SETUP or state.step != 1:
        _fail("order_at_setup")
    if sorted(a.order) != list(range(state.players)):
        _fail("order_complete")
    if tuple(a.order) not in seating_orders(state.players):
        _fail("order_seating")


Check = Callable[[GameState, Action], None]
A = TypeVar("A", bound=Action)


def _on(kind: type[A], check: Callable[[GameState, A], None]) -> tuple[type[Action], Check]:
    """The table's entry for ``kind``: ``check``, given only actions of that kind."""

    def run(state: GameState, action: Action) -> None:
        if not isinstance(action, kind):
            raise TypeError(f"{kind.__name__} check given {action!r}")
        check(state, action)

    return kind, run


CHECKS: dict[type[Action], Check] = dict(
    [
        _on(Keep, _check_keep),
        _on(Buy, _check_buy),
        _on(Done, _check_done),
        _on(Declare, _check_declare),
        _on(Rescue, _check_rescue),
        _on(Place, _check_place),
        _on(Discard, _check_discard),
        _on(Pass, _check_pass),
        _on(Decline, _check_decline),
        _on(Play, _check_play),
        _on(Take, _check_take),
        _on(Skip, _check_skip),
        _on(Move, _check_move),
        _on(ChooseSide, _check_side),
        _on(DealCard, _check_deal_card),
        _on(DrawTileOutcome, _check_draw_tile),
        _on(DealBoats, _check_boats),
        _on(SetOrder, _check_order),
        _on(OshaxRow, _check_oshax_row),
    ]
)


def check_action(state: GameState, action: Action) -> None:
    """Raise IllegalActionError, with the code of the rule that refuses, unless ``action`` is
    legal."""
    if state.phase == Phase.OVER:
        _fail("game_over")
    wrong = misfit(action, SHAPES)
    if wrong is not None:  # a kind of another game, a value no field of its kind holds
        if not wrong.field:
            _fail("unknown_action", action=wrong.value)
        _fail("malformed_action", action=wrong.action, field=wrong.field, value=wrong.value)
    movers = to_move(state)
    seat = getattr(action, "seat", None)
    if seat not in movers:
        if movers == (CHANCE,):
            _fail("dealer_draws")
        if seat == CHANCE:
            _fail("no_draw_due")
        _fail("not_your_turn", seat=seat)
    CHECKS[type(action)](state, action)  # SHAPES lists the kinds CHECKS has


def can_apply(state: GameState, action: Action) -> bool:
    try:
        check_action(state, action)
    except IllegalActionError:
        return False
    return True
