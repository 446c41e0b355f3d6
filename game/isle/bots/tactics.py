"""The decisions of a turn: where to place a tile, which cat to rescue, which rare find to
play, which treasure to take, when to play an anytime card.

Each function takes the decision's ``Ctx`` and the legal actions, and returns one of those
actions, or None when it has no opinion (the player then falls back to the generic policy).
"""

from __future__ import annotations

from game.isle.bots import closing
from game.isle.bots.board import spots_for
from game.isle.bots.context import CatOption, Ctx
from game.isle.bots.economy import (
    best_common_value,
    best_oshax,
    fish_card_gain,
    free_permanent,
    lesson_value,
)
from game.isle.bots.evaluation import Scored
from game.isle.rules.actions import (
    Action,
    ChooseSide,
    Decline,
    Discard,
    Done,
    Move,
    Pass,
    Place,
    Play,
    Rescue,
    Skip,
    Take,
)
from game.isle.rules.content import Card
from game.isle.rules.ids import LEFT, RIGHT, kind_of
from game.isle.rules.state import Commons, PlaceTile

PAY_ORDER = ("full", "halves", "permanent")  # declared cards are discarded tonight anyway


def _card(ctx: Ctx, card_id: int):
    return ctx.content.cards.get(card_id)


def _plays(actions: list[Action], effect: str | None = None, ctx: Ctx | None = None) -> list[Play]:
    found = [a for a in actions if isinstance(a, Play)]
    if effect is not None and ctx is not None:
        found = [
            a
            for a in found
            if _card(ctx, a.card) is not None and _card(ctx, a.card).effect == effect
        ]
    return found


# --- placing --------------------------------------------------------------------------------


def place_tile(ctx: Ctx, actions: list[Action]) -> Action | None:
    top = ctx.state.top
    if not isinstance(top, PlaceTile):
        return None
    shape = ctx.content.shapes[top.tile.shape]
    kind = kind_of(shape.id)
    legal = {(a.x, a.y, a.k): a for a in actions if isinstance(a, Place)}
    me = ctx.me
    scored = []
    if legal:
        spots = [
            s
            for s in spots_for(ctx.info.model, shape, me.occupied, me.anywhere)
            if (s.x, s.y, s.k) in legal
        ]
        if closing.end_of_game(ctx):
            slots = closing.slots_to_come(ctx)
            scored = closing.rank_with_closing(ctx, spots, top.tile.color, kind, slots)
        else:
            scored = ctx.judge.rank(spots, top.tile.color, kind, ctx.style.keep)
        if ctx.style.noise:
            scored.sort(key=lambda s: -ctx.noisy(s.value))
    anywhere = _plays(actions, "next_tile_anywhere", ctx)
    if anywhere and ctx.style.anytime_skill:
        free_spots = spots_for(ctx.info.model, shape, me.occupied, True)
        best_free = ctx.judge.rank(free_spots, top.tile.color, kind, ctx.style.keep)
        here = scored[0].value if scored else -99.0
        if best_free and best_free[0].value > here + 2.5:
            return anywhere[0]
    if scored:
        s = scored[0].spot
        return legal[(s.x, s.y, s.k)]
    if anywhere:
        return anywhere[0]
    discard = [a for a in actions if isinstance(a, Discard)]
    return discard[0] if discard else None


# --- rescuing -------------------------------------------------------------------------------


def pay_for(actions: list[Rescue], tile) -> Rescue | None:
    by_pay = {a.pay: a for a in actions if a.tile == tile}
    for pay in PAY_ORDER:
        if pay in by_pay:
            return by_pay[pay]
    return next(iter(by_pay.values()), None)


def baskets_left(ctx: Ctx) -> int:
    me = ctx.me
    table = ctx.content.cards
    unspent = [c for c in me.declared if c not in me.spent and c in table]
    full = sum(1 for c in unspent if table[c].basket == "full")
    halves = sum(1 for c in unspent if table[c].basket == "half")
    return free_permanent(ctx) + full + halves // 2


def rescue_choice(ctx: Ctx, actions: list[Action]) -> Action | None:
    """Greedy: the cat with the best value net of its fish, if that is worth it."""
    rescues = [a for a in actions if isinstance(a, Rescue)]
    lam = ctx.fish_value()
    options = {o.tile: o for o in ctx.cat_options()}
    best: tuple[float, Rescue | None] | None = None
    for tile in dict.fromkeys(a.tile for a in rescues):
        o = options.get(tile)
        if o is None:
            continue
        net = ctx.noisy(o.value - lam * o.cost)
        if best is None or net > best[0]:
            best = (net, pay_for(rescues, tile))
    threshold = 0.0 if ctx.days_left == 0 else 0.3
    if best is not None and best[0] > threshold and best[1] is not None:
        return best[1]
    return None


def wanted_cats(ctx: Ctx) -> list[CatOption]:
    lam = ctx.fish_value()
    return [o for o in ctx.cat_options() if o.value - lam * o.cost > 0.3]


def turn_play(ctx: Ctx, actions: list[Action]) -> Action | None:
    """An anytime card worth playing on the seat's own Rescue or Rare-finds turn."""
    if not ctx.style.anytime_skill:
        return None
    plays = _plays(actions)
    if not plays:
        return None
    state = ctx.state
    me = ctx.me
    by_effect: dict[str, list[Play]] = {}
    for p in plays:
        card = _card(ctx, p.card)
        if card is not None:
            by_effect.setdefault(card.effect, []).append(p)
    if "gain_permanent_basket" in by_effect and not _wants_basket_count(ctx):
        return by_effect["gain_permanent_basket"][0]
    if state.phase == "rescue":
        wanted = wanted_cats(ctx)
        baskets = baskets_left(ctx)
        rescued = getattr(state.top, "rescued", 0)
        if "extra_rescue" in by_effect and not rescued and me.extra_rescues == 0 and baskets >= 2:
            affordable = sorted(o.cost for o in wanted)[:2]
            if len(wanted) >= 2 and sum(affordable) <= me.fish:
                return by_effect["extra_rescue"][0]
        if "move_cats_between_fields" in by_effect and wanted and baskets:
            right = [o for o in wanted if o.side == RIGHT]
            if right and right[0] is wanted[0] and me.fish >= 3:
                return by_effect["move_cats_between_fields"][0]
        if "draw_tiles_to_fields" in by_effect and baskets and me.fish >= 3 and len(wanted) <= 1:
            return by_effect["draw_tiles_to_fields"][0]
        if wanted and baskets:
            need = min(o.cost for o in wanted[:1])
            if me.fish < need:
                fish = _fish_play(ctx, by_effect, need - me.fish)
                if fish is not None:
                    return fish
    if state.phase == "rare_finds" and "draw_tile_to_boat" in by_effect:
        return by_effect["draw_tile_to_boat"][0]
    if state.phase == "rare_finds" and "discard_private_lessons_for_permanent_basket" in by_effect:
        play = _lessons_for_basket(ctx, by_effect["discard_private_lessons_for_permanent_basket"])
        if play is not None:
            return play
    return None


def _wants_basket_count(ctx: Ctx) -> bool:
    """Lesson 118 (exactly 3 permanent baskets): never go above the count."""
    for c in ctx.me.lessons:
        card = _card(ctx, c)
        if card is not None and card.scoring == "exact_permanent_baskets":
            return ctx.me.baskets >= card.points.get("count", 3)
    return False


def _fish_play(ctx: Ctx, by_effect: dict[str, list[Play]], need: int) -> Play | None:
    best = None
    for effect, plays in by_effect.items():
        for p in plays:
            card = _card(ctx, p.card)
            if not card.in_buy_step or effect == "discard_permanent_basket_for_fish":
                continue
            gain = (
                fish_card_gain(ctx, card, later=False)
                if effect != ("gain_fish_per_cat_of_chosen_colour")
                else ctx.info.cats_of_colour(p.color)
            )
            if gain >= need and (best is None or gain > best[0]):
                best = (gain, p)
    return best[1] if best else None


def _lessons_for_basket(ctx: Ctx, plays: list[Play]) -> Play | None:
    if ctx.days_left == 0:
        return None
    worth = {c: lesson_value(ctx, _card(ctx, c)) for c in ctx.me.lessons if _card(ctx, c)}
    best = None
    for p in plays:
        loss = sum(worth.get(c, 5.0) for c in p.cards)
        if loss < 3.0 * ctx.days_left * 0.8 and (best is None or loss < best[0]):
            best = (loss, p)
    return best[1] if best else None


# --- rare finds and treasures ---------------------------------------------------------------


def rare_find_choice(ctx: Ctx, actions: list[Action]) -> Action | None:
    """The treasure or Oshax card to play now, or pass to keep them for a better moment."""
    shapes = ctx.content.shapes
    lam = ctx.fish_value()
    best: tuple[float, Action] | None = None
    end = closing.end_of_game(ctx)
    oshax_value, oshax_tile, oshax_color = None, None, None
    for a in actions:
        if not isinstance(a, Play):
            continue
        card = _card(ctx, a.card)
        if card is None or card.type not in ("oshax", "treasure"):
            continue
        if card.type == "treasure" and ctx.style.closing and ctx.days_left:
            continue  # kept for the last rooms (closing.py)
        if card.effect == "take_oshax":
            if oshax_value is None:
                oshax_value, oshax_tile, oshax_color = best_oshax(ctx)
            if a.tile != oshax_tile or a.color != oshax_color:
                continue
            value = oshax_value
        elif end:
            value = _closing_play_value(ctx, card, a)
        elif a.tile is not None:
            scored = ctx.judge.best(shapes[a.tile.shape], None, "rare", ctx.me.anywhere, keep=6)
            value = scored.value if scored else -99.0
        elif a.option == "commons":
            value = 1.8 * best_common_value(ctx)
        elif a.option == "small":
            value = 1.8 * best_common_value(ctx, small_only=True)
        elif a.option == "paid":
            value = 1.8 * best_common_value(ctx) - lam * card.params.get("fish", 1)
        else:
            continue
        value = ctx.noisy(value)
        if best is None or value > best[0]:
            best = (value, a)
    hold = 0.0 if ctx.days_left == 0 else 1.0
    if best is not None and best[0] > hold:
        return best[1]
    return None


def _closing_play_value(ctx: Ctx, card: Card, a: Play) -> float:
    """The end of the game: a treasure card is worth the rooms that it and the treasures still
    to come can close, plus its rare treasure's worth when it gives one."""
    big, small = closing.slots_to_come(ctx, without=a.card)
    if a.tile is None:
        more_big, more_small = closing.card_slots(card, a.option)
        rooms = closing.closing_value(ctx, ctx.info.free, big + more_big, small + more_small)
        value = max(rooms, 1.8 * best_common_value(ctx, small_only=a.option == "small"))
        fee = card.params.get("fish", 1) if a.option == "paid" else 0
        return value - ctx.fish_value() * fee
    shape = ctx.content.shapes[a.tile.shape]
    scored = closing.best_with_closing(ctx, shape, None, "rare", (big, small))
    return scored.value if scored else -99.0


def take_treasure(ctx: Ctx, actions: list[Action], must: bool) -> Action | None:
    """The common (or rare) treasure worth most on its best spot; skip when none helps."""
    shapes = ctx.content.shapes
    best: tuple[float, Action] | None = None
    end = closing.end_of_game(ctx)
    if end:
        top = ctx.state.top
        big, small = closing.slots_to_come(ctx)
        if isinstance(top, Commons):  # this take uses one of the frame's tiles
            after = (big - (not top.small), small - top.small)
            rest = (big - top.left * (not top.small), small - top.left * top.small)
        else:
            after = rest = (big, small)
        floor = closing.closing_value(ctx, ctx.info.free, *rest)
    for a in actions:
        if not isinstance(a, Take):
            continue
        kind = kind_of(a.tile.shape)
        if end:
            scored = closing.best_with_closing(ctx, shapes[a.tile.shape], None, kind, after)
            if scored is not None:
                scored = Scored(scored.value - floor, scored.spot)
        else:
            scored = ctx.judge.best(shapes[a.tile.shape], None, kind, ctx.me.anywhere, keep=6)
        if scored is None:
            continue
        value = ctx.noisy(scored.value)
        if best is None or value > best[0]:
            best = (value, a)
    if best is not None and (must or best[0] > 0.0):
        return best[1]
    for a in actions:
        if isinstance(a, (Skip, Done)):
            return a
    return best[1] if best else None


# --- cards 77 and 83 ------------------------------------------------------------------------


def move_choice(ctx: Ctx, actions: list[Action]) -> Action | None:
    """Card 77: bring the cats this seat wants into the cheap field."""
    moves = {a.tile: a for a in actions if isinstance(a, Move)}
    for o in wanted_cats(ctx)[: max(1, baskets_left(ctx))]:
        if o.side == RIGHT and o.tile in moves:
            return moves[o.tile]
    done = [a for a in actions if isinstance(a, Done)]
    if done:
        return done[0]
    # at least one cat must move: the one this seat values most, wherever it is
    for o in ctx.cat_options():
        if o.tile in moves:
            return moves[o.tile]
    return next(iter(moves.values()), None)


def field_choice(ctx: Ctx, actions: list[Action]) -> Action | None:
    """Card 83: a drawn cat this seat wants goes to the cheap field, others to the dear one."""
    top = ctx.state.top
    tile = getattr(top, "tile", None)
    sides = {a.side: a for a in actions if isinstance(a, ChooseSide)}
    if tile is None or not sides:
        return None
    scored = ctx.judge.best(
        ctx.content.shapes[tile.shape], tile.color, "cat", ctx.me.anywhere, keep=4
    )
    want = scored is not None and scored.value > 3.0 and baskets_left(ctx) > 0
    return sides.get(LEFT if want else RIGHT) or next(iter(sides.values()))


# --- anytime rounds -------------------------------------------------------------------------


def round_play(ctx: Ctx, actions: list[Action]) -> Action | None:
    """In an anytime round: play what is worth playing now, else decline."""
    decline = next((a for a in actions if isinstance(a, Decline)), None)
    plays = _plays(actions)
    top = ctx.state.top
    window = getattr(top, "window", "")
    by_effect: dict[str, list[Play]] = {}
    for p in plays:
        card = _card(ctx, p.card)
        if card is not None:
            by_effect.setdefault(card.effect, []).append(p)
    if window == "final":
        # The game is about to be scored: fish only break ties now (and feed lesson 142).
        if not _final_fish_wanted(ctx):
            return decline
        for effect, ps in by_effect.items():
            card = _card(ctx, ps[0].card)
            if card.in_buy_step and not (
                effect == "discard_permanent_basket_for_fish" and _keeps_baskets(ctx)
            ):
                return _best_colour_play(ctx, ps)
        return decline
    if not ctx.style.anytime_skill:
        return decline
    if "gain_permanent_basket" in by_effect and not _wants_basket_count(ctx):
        return by_effect["gain_permanent_basket"][0]
    if window == "before_buy" and "draw_cards" in by_effect and ctx.me.fish >= 4:
        return by_effect["draw_cards"][0]
    if "draw_tile_to_boat" in by_effect and ctx.state.phase in ("rare_finds", "rescue"):
        return by_effect["draw_tile_to_boat"][0]
    return decline


def _final_fish_wanted(ctx: Ctx) -> bool:
    """Fish gained as the game ends: a tie-break in the standard game; in Solo worth nothing
    (a tie goes to the sister) unless lesson 142 still needs them, and never against her
    lesson 200."""
    if ctx.state.sister is None:
        return True
    if ctx.fish_value() < 0:
        return False
    for c in ctx.me.lessons:
        card = _card(ctx, c)
        if card is not None and card.scoring == "min_fish":
            return ctx.me.fish < card.points.get("min", 5)
    return False


def _keeps_baskets(ctx: Ctx) -> bool:
    for c in ctx.me.lessons:
        card = _card(ctx, c)
        if card is not None and card.scoring == "exact_permanent_baskets":
            return True
    return False


def _best_colour_play(ctx: Ctx, plays: list[Play]) -> Play:
    if len(plays) == 1 or plays[0].color is None:
        return plays[0]
    return max(plays, key=lambda p: (ctx.info.cats_of_colour(p.color), -plays.index(p)))


def pass_or_done(actions: list[Action]) -> Action | None:
    for kind in (Pass, Done, Decline, Skip):
        for a in actions:
            if isinstance(a, kind):
                return a
    return None
