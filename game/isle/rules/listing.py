"""``legal_actions``: exactly the actions ``check_action`` accepts (property tests hold them
together), built from the same checks. Kept cards and given-up lessons or tiles are sets, so
their actions sort them; a placement is listed once per set of cells, by its lowest
orientation, and ``check_action`` also takes the other orientations that cover the same cells
(the same new state: the cursor submits the orientation it shows)."""

from itertools import combinations

from game.isle.rules import boatinfo
from game.isle.rules.actions import (
    Action,
    Buy,
    ChooseSide,
    Declare,
    Decline,
    Discard,
    Done,
    Keep,
    Move,
    Pass,
    Place,
    Play,
    Rescue,
    Skip,
    Take,
)
from game.isle.rules.anytime import (
    params_problem,
    playable_anytime,
    plays_for,
)
from game.isle.rules.flow import mode_of
from game.isle.rules.ids import (
    CHANCE,
    COLORS,
    LEFT,
    RIGHT,
)
from game.isle.rules.legality import payment_options, rescue_cost
from game.isle.rules.placement import has_placement, legal_placements
from game.isle.rules.state import (
    AnytimeRound,
    Bonus,
    ChooseField,
    Commons,
    Declaring,
    GameState,
    MiniBuy,
    MoveCats,
    PlaceTile,
    RareTurn,
    RescueTurn,
)
from game.isle.rules.treasures import bonus_choices, common_choices, oshax_choices, rare_choices
from game.isle.rules.turns import to_move
from game.isle.rules.vocabulary import CardType, Phase

# --- legal actions --------------------------------------------------------------------------


def _plays(state: GameState, seat: int, context: str) -> list[Action]:
    found: list[Action] = []
    for card in dict.fromkeys(playable_anytime(state, seat, context)):
        found.extend(
            p
            for p in plays_for(state, seat, card)
            if params_problem(state, p, state.content.cards[card]) is None
        )
    return found


def _rare_find_plays(state: GameState, seat: int) -> list[Action]:
    found: list[Action] = []
    cards = state.content.cards
    for card_id in dict.fromkeys(state.seats[seat].hand):
        card = cards[card_id]
        if card.effect == "take_oshax":
            found.extend(
                Play(seat, card_id, tile=t, color=c)
                for t in oshax_choices(state, seat)
                for c in COLORS
            )
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
        if state.phase == Phase.DRAFT:
            return [Keep(seat, pair) for pair in combinations(s.offer, mode_of(state).keep)]
        if state.phase == Phase.BUY:
            return _buys(state, seat, s.kept) + _plays(state, seat, "buy") + [Done(seat)]
        return []
    if isinstance(top, AnytimeRound):
        return _plays(state, seat, "round") + [Decline(seat)]
    if isinstance(top, PlaceTile):
        shape = state.content.shapes[top.tile.shape]
        found: list[Action] = [
            Place(seat, p.x, p.y, p.k) for p in legal_placements(shape, s.occupied, s.anywhere)
        ]
        found += _plays(state, seat, "placing")
        if top.source == "draw" and not has_placement(shape, s.occupied, s.anywhere):
            found.append(Discard(seat))
        return found
    if isinstance(top, RescueTurn):
        found = []
        if not top.rescued or s.extra_rescues:
            pays = payment_options(state, seat)
            for side, tiles in ((LEFT, state.left), (RIGHT, state.right)):
                if s.fish < rescue_cost(state, side):
                    continue
                for tile in tiles:
                    if boatinfo.can_place(state, seat, tile.shape):
                        found.extend(Rescue(seat, tile, pay) for pay in pays)
        found += _plays(state, seat, "turn")
        found.append(Done(seat) if top.rescued else Pass(seat))
        return found
    if isinstance(top, RareTurn):
        return _rare_find_plays(state, seat) + _plays(state, seat, "turn") + [Pass(seat)]
    if isinstance(top, Declaring):
        cards = state.content.cards
        return [
            Declare(seat, c) for c in dict.fromkeys(s.hand) if cards[c].type == CardType.RESCUE
        ] + [Done(seat)]
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
