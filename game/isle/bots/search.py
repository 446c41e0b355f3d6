"""The Hard bot's searches: which cat to rescue first, which rescue cards to declare, and where
to place a tile so that the next cat still fits.

* Rescue order: for each candidate first pick, simulate the rest of the Rescue phase
  (``rescue_sim``) several times with the other seats' tastes blurred, and keep the pick with
  the best average. Taking the cat the others want first, and leaving for later the one nobody
  else wants, falls out of this.
* Declaring: for each set of rescue cards the seat could lay down, sample the hidden cards of
  the other seats (``determinize``: their declared cards and hands), sort the cat order by the
  sampled speeds, and simulate the phase from its start.
* Placing: the best few spots of the tile are compared by their value plus how well the cats
  the seat still wants this phase fit afterwards (a short greedy rollout of its own placements).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.isle.bots.context import CatOption, Ctx
from game.isle.bots.determinize import determinize
from game.isle.bots.economy import (
    Baskets,
    Today,
    baskets_of,
    carried_fish_value,
    declare_extras,
    declare_options,
)
from game.isle.bots.evaluation import PlacementJudge, Scored, boat_info
from game.isle.bots.rescue_sim import (
    GREEDY,
    OPPONENT_FISH_VALUE,
    SimSeat,
    cat_values,
    field_costs,
    noise_for,
    simulate,
)
from game.isle.bots.sister_sim import GREEDY as SOLO_GREEDY
from game.isle.bots.sister_sim import her_cards, her_speed, play_out, player_first
from game.isle.bots.tactics import baskets_left, pay_for
from game.isle.rules.actions import Action, Rescue
from game.isle.rules.ids import kind_of
from game.isle.rules.legality import is_free_rescue
from game.isle.rules.state import GameState, PlaceTile

Deal = Callable[[GameState, random.Random], tuple[int, ...]]  # the sister's cards of the day
OPPONENT_NOISE = 1.5  # points: how unsure the bot is of another seat's taste for a cat
CANDIDATES = 6


def _seat_baskets(state: GameState, seat: int) -> int:
    if is_free_rescue(state):
        return 99  # Family: a free cat every turn, no basket needed
    s = state.seats[seat]
    table = state.content.cards
    unspent = [c for c in s.declared if c not in s.spent and c in table]
    full = sum(1 for c in unspent if table[c].basket == "full")
    halves = sum(1 for c in unspent if table[c].basket == "half")
    return max(0, s.baskets - s.baskets_used) + full + halves // 2


def rescue_by_search(ctx: Ctx, actions: list[Action], samples: int) -> Action | None:
    """The rescue (or None: pass) whose simulated phase gives the seat the most."""
    rescues = [a for a in actions if isinstance(a, Rescue)]
    if not rescues:
        return None
    state = ctx.state
    costs = field_costs(ctx)
    tiles = tuple(costs)
    order = state.order
    values = {s: cat_values(ctx, s, tiles) for s in order}
    lam = ctx.fish_value()
    mine = values[ctx.seat]
    legal_tiles = list(dict.fromkeys(a.tile for a in rescues))
    legal_tiles.sort(key=lambda t: -(mine.get(t, -99.0) - lam * costs[t]))
    candidates: list = legal_tiles[:CANDIDATES] + [None]
    start = order.index(ctx.seat)
    rng = random.Random(ctx.rng.random())
    totals = dict.fromkeys(range(len(candidates)), 0.0)
    for _ in range(samples):
        noise = noise_for(rng, list(order), tiles, ctx.seat, OPPONENT_NOISE)
        for i, first in enumerate(candidates):
            seats = {
                s: SimSeat(
                    s,
                    state.seats[s].fish,
                    _seat_baskets(state, s),
                    values[s],
                    lam if s == ctx.seat else OPPONENT_FISH_VALUE,
                    passed=state.seats[s].passed and s != ctx.seat,
                )
                for s in order
            }
            totals[i] += simulate(order, start, seats, costs, ctx.seat, first, noise)
    best = max(totals, key=lambda i: (totals[i], -i))
    if candidates[best] is None:
        return None
    return pay_for(rescues, candidates[best])


def solo_rescue_by_search(
    ctx: Ctx, actions: list[Action], samples: int, deal: Deal = her_cards
) -> Action | None:
    """Solo: the rescue (or None: pass) whose phase, played forward against sampled basket
    cards of the sister (``deal``), gives the seat the most: a cat she is about to take goes
    first."""
    rescues = [a for a in actions if isinstance(a, Rescue)]
    if not rescues:
        return None
    state = ctx.state
    costs = field_costs(ctx)
    values = {o.tile: o.value for o in ctx.cat_options()}
    lam = ctx.fish_value()
    legal_tiles = list(dict.fromkeys(a.tile for a in rescues))
    legal_tiles.sort(key=lambda t: -(values.get(t, -99.0) - lam * costs[t]))
    candidates: list = legal_tiles[:CANDIDATES] + [None]
    baskets = _seat_baskets(state, ctx.seat)
    fish = ctx.me.fish
    again = bool(getattr(state.top, "rescued", 0))  # an extra rescue: declining is not passing
    rng = random.Random(ctx.rng.random())
    totals = [0.0] * len(candidates)
    for _ in range(samples):
        cards = deal(state, rng)
        for i, first in enumerate(candidates):
            if first is None and again:
                gained, _, _ = play_out(
                    state, cards, False, SOLO_GREEDY, values, lam, baskets, fish
                )
            else:
                gained, _, _ = play_out(state, cards, True, first, values, lam, baskets, fish)
            totals[i] += gained
    best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
    if candidates[best] is None:
        return None
    return pay_for(rescues, candidates[best])


def solo_declare_by_search(ctx: Ctx, samples: int, deal: Deal = her_cards) -> tuple[int, ...]:
    """Solo: the rescue cards to lay down, judged by playing the phase forward against sampled
    first cards of the sister (her speed decides who picks first, her basket number how many
    cats she takes)."""
    state = ctx.state
    options = declare_options(ctx)
    if len(options) == 1:
        return options[0]
    values = {o.tile: o.value for o in ctx.cat_options()}
    lam = ctx.fish_value()
    me = ctx.me
    permanent = max(0, me.baskets - me.baskets_used)
    rng = random.Random(ctx.rng.random())
    worlds = [deal(state, rng) for _ in range(samples)]
    speeds = [her_speed(state, cards) for cards in worlds]
    best: tuple[float, tuple[int, ...]] | None = None
    for chosen in options:
        power = baskets_of(chosen, ctx)
        total = 0.0
        for cards, her in zip(worlds, speeds, strict=True):
            first = player_first(state, power.speed, her)
            gained, spent, _ = play_out(
                state, cards, first, SOLO_GREEDY, values, lam, power.count + permanent, me.fish
            )
            total += gained + lam * spent + carried_fish_value(ctx, me.fish - spent)
        value = total / len(worlds) + declare_extras(ctx, chosen)
        if best is None or value > best[0] + 1e-9:
            best = (value, chosen)
    assert best is not None  # declare_options has two options or more here
    return best[1]


def solo_today_by_search(ctx: Ctx, samples: int, deal: Deal = her_cards) -> Today:
    """Solo, buying and drafting: today's Rescue phase played forward against sampled basket
    cards of the sister, for the baskets, speed and fish a purchase leaves. Her speed decides
    who picks first and her cards which cats she takes in between, which the static model
    (every cat in the fields is the seat's to take) does not see. The rescue cards are all
    laid down; the worlds are the same for every purchase, and each distinct (baskets, speed,
    fish) is played once."""
    state = ctx.state
    values = {o.tile: o.value for o in ctx.cat_options()}
    lam = ctx.fish_value()
    carry = 0.9 if ctx.days_left else 0.0
    rng = random.Random(ctx.rng.random())
    worlds = [deal(state, rng) for _ in range(samples)]
    speeds = [her_speed(state, cards) for cards in worlds]
    memo: dict[tuple[int, int, int, int, int], float] = {}

    def today(baskets: int, power: Baskets, fish: int, free: int) -> float:
        key = (baskets, power.speed, fish, power.count, free)
        if key not in memo:
            total = 0.0
            for cards, her in zip(worlds, speeds, strict=True):
                first = player_first(state, power.speed, her)
                net, spent, cats = play_out(
                    state, cards, first, SOLO_GREEDY, values, lam, baskets, fish
                )
                unused = max(0, power.count - max(0, cats - free))
                total += net + lam * spent + carry * unused + carried_fish_value(ctx, fish - spent)
            memo[key] = total / len(worlds) if worlds else 0.0
        return memo[key]

    return today


def declare_by_search(ctx: Ctx, samples: int) -> tuple[int, ...]:
    """The set of rescue cards to lay down, judged by simulated Rescue phases."""
    state = ctx.state
    options = declare_options(ctx)
    if len(options) == 1:
        return options[0]
    costs = field_costs(ctx)
    tiles = tuple(costs)
    order = state.order
    values = {s: cat_values(ctx, s, tiles) for s in order}
    lam = ctx.fish_value()
    me = ctx.me
    table = ctx.content.cards
    my_pos = order.index(ctx.seat)
    permanent = max(0, me.baskets - me.baskets_used)
    rng = random.Random(ctx.rng.random())
    worlds = []
    for _ in range(samples):
        world = determinize(ctx.view, rng)
        others = {}
        for pos, s in enumerate(order):
            if s == ctx.seat:
                continue
            seat = world.seats[s]
            # Seats before this one have laid their cards; later ones will lay (say) all theirs.
            cards = (
                seat.declared
                if pos < my_pos
                else tuple(c for c in seat.hand if table[c].type == "rescue")
            )
            power = baskets_of(cards, ctx)
            others[s] = (power.speed, power.count + max(0, seat.baskets - seat.baskets_used))
        worlds.append((others, noise_for(rng, list(order), tiles, ctx.seat, OPPONENT_NOISE)))
    best: tuple[float, tuple[int, ...]] | None = None
    for chosen in options:
        power = baskets_of(chosen, ctx)
        total = 0.0
        for others, noise in worlds:
            speeds = {s: others[s][0] for s in others}
            speeds[ctx.seat] = power.speed
            new_order = tuple(sorted(order, key=lambda s: -speeds[s]))
            seats = {
                s: SimSeat(s, state.seats[s].fish, others[s][1], values[s], OPPONENT_FISH_VALUE)
                for s in others
            }
            seats[ctx.seat] = SimSeat(
                ctx.seat, me.fish, power.count + permanent, values[ctx.seat], lam
            )
            gained = simulate(new_order, 0, seats, costs, ctx.seat, GREEDY, noise)
            spent_fish = me.fish - seats[ctx.seat].fish
            total += gained + lam * spent_fish + carried_fish_value(ctx, me.fish - spent_fish)
        value = total / len(worlds) + declare_extras(ctx, chosen)
        if best is None or value > best[0] + 1e-9:
            best = (value, chosen)
    assert best is not None  # declare_options has two options or more here
    return best[1]


def place_with_lookahead(
    ctx: Ctx,
    scored: list[Scored],
    weight: float = 0.6,
    width: int = 6,
    depth: int = 2,
    branch: int = 3,
    later: float = 0.7,
) -> Scored | None:
    """Among the best ``width`` spots, the one leaving the most room for the cats the seat
    still means to rescue this phase: after each spot, a greedy rollout places up to ``depth``
    of its wanted cats (at each step the best of the ``branch`` most wanted, each on its best
    spot of the boat so far), a cat after the first counted at ``later`` of its value (it may
    be gone or unaffordable by then)."""
    top = ctx.state.top
    if not isinstance(top, PlaceTile) or len(scored) < 2 or ctx.state.phase != "rescue":
        return None
    # Family: every turn a free cat (while the fields last), no basket needed
    steps = depth if is_free_rescue(ctx.state) else min(depth, baskets_left(ctx))
    if steps <= 0:
        return None
    lam = ctx.fish_value()
    placing = top.tile
    nexts = [o for o in ctx.cat_options() if o.tile != placing and o.value - lam * o.cost > 0.3]
    if not nexts:
        return None
    me = ctx.me
    shapes = ctx.content.shapes
    best: tuple[float, Scored] | None = None
    for s in scored[:width]:
        occupied = me.occupied | s.spot.mask
        tiles = me.tiles + (_placed(placing, s.spot.mask),)
        left = nexts[: branch + steps - 1]
        follow = 0.0
        share = 1.0
        for _ in range(steps):
            world = ctx.state.with_seat(ctx.seat, occupied=occupied, tiles=tiles)
            judge = PlacementJudge(boat_info(world, ctx.seat), ctx.outlook)
            pick: tuple[float, Scored | None, CatOption] | None = None
            for o in left[:branch]:
                shape = shapes[o.tile.shape]
                found = judge.best(shape, o.tile.color, kind_of(o.tile.shape), me.anywhere, keep=4)
                gain = (found.value if found is not None else -10.0) - lam * o.cost
                if pick is None or gain > pick[0]:
                    pick = (gain, found, o)
            if pick is None:
                break
            gain, found, option = pick
            follow += share * (gain - (option.value - lam * option.cost))
            if found is None or gain <= 0.3:
                break
            occupied |= found.spot.mask
            tiles += (_placed(option.tile, found.spot.mask),)
            left = [o for o in left if o is not option]
            share *= later
        value = s.value + weight * follow
        if best is None or value > best[0] + 1e-9:
            best = (value, s)
    return best[1] if best else None


def _placed(tile, mask: int):
    from game.isle.rules.ids import Placed

    return Placed(tile.shape, tile.color, mask)
