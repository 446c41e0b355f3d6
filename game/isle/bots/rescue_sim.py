"""A fast model of the Rescue phase (rules.md 4c), for the Hard bot's search.

Turns go round the cat order; on its turn a seat rescues the cat it values most net of its
fish (if that is worth it and it still has a basket and the fish) or passes for good. The
bot's own first pick is given; every other choice follows that greedy rule. Opponents' values
come from their public boats (their private lessons are unknown, so their values are blurred
with noise, one draw per sample). Running it for each candidate first pick shows which cat to
take now: the one the others would take first, if the bot wants it too.

The model does not place tiles: each seat's values stay as they were at the start. That is
the price of speed (a whole phase in tens of microseconds).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.isle.bots.context import Ctx
from game.isle.bots.evaluation import PlacementJudge, Weights, boat_info, outlook_for
from game.isle.bots.lessons import terms_for
from game.isle.rules.ids import Tile
from game.isle.rules.legality import rescue_cost

OPPONENT_WEIGHTS = Weights()  # how the bot imagines the others judge a cat
OPPONENT_FISH_VALUE = 0.5


@dataclass(slots=True)
class SimSeat:
    seat: int
    fish: int
    baskets: int  # rescues it can still pay today
    values: dict[Tile, float]
    lam: float  # points per fish it keeps
    passed: bool = False
    extra: int = 0  # extra rescues pending (cards 80-82)


def cat_values(ctx: Ctx, seat: int, tiles: tuple[Tile, ...]) -> dict[Tile, float]:
    """Another seat's value of each cat, from its public boat (memoised per boat)."""
    state = ctx.state
    if seat == ctx.seat:
        return {o.tile: o.value for o in ctx.cat_options()}
    s = state.seats[seat]
    memo = ctx.memo("opponents", 4000)
    found: dict[Tile, float] = {}
    missing = []
    for t in tiles:
        key = (seat, s.occupied, t, state.day, state.phase)
        if key in memo:
            found[t] = memo[key]
        else:
            missing.append(t)
    if missing:
        info = boat_info(state, seat)
        # the lessons it is seen to play to: public ones, and private ones the view shows
        # (none in a game: they are hidden; all of them for the perfect-information yardstick)
        terms = terms_for(state, seat)
        judge = PlacementJudge(info, outlook_for(state, seat, OPPONENT_WEIGHTS, lesson_terms=terms))
        shapes = state.content.shapes
        for t in missing:
            best = judge.best(shapes[t.shape], t.color, "cat", s.anywhere, keep=2)
            value = best.value if best is not None else -99.0
            found[t] = value
            memo[(seat, s.occupied, t, state.day, state.phase)] = value
    return found


def _pick(sim: SimSeat, cats: dict[Tile, int], noise: dict[tuple[int, Tile], float]) -> Tile | None:
    best, best_net = None, 0.3
    for tile, cost in cats.items():
        if cost > sim.fish:
            continue
        net = sim.values.get(tile, -99.0) + noise.get((sim.seat, tile), 0.0) - sim.lam * cost
        if net > best_net or (net == best_net and best is not None and tile < best):
            best, best_net = tile, net
    return best


GREEDY = Tile(-1)  # as ``first``: the seat picks greedily from its first turn on


def simulate(
    order: tuple[int, ...],
    start: int,
    seats: dict[int, SimSeat],
    cats: dict[Tile, int],
    me: int,
    first: Tile | None,
    noise: dict[tuple[int, Tile], float],
) -> float:
    """Play the rest of the phase from position ``start`` of ``order``; the seat ``me`` takes
    ``first`` on its first turn (None: it passes; GREEDY: like the others). Returns ``me``'s
    net value."""
    cats = dict(cats)
    total = 0.0
    pos = start
    first_turn = True
    guard = 0
    n = len(order)
    while cats and guard < 200:
        guard += 1
        if all(s.passed for s in seats.values()):
            break
        seat = order[pos % n]
        pos += 1
        sim = seats[seat]
        if sim.passed:
            continue
        picks = 1 + sim.extra
        for _ in range(picks):
            if sim.baskets <= 0:
                sim.passed = True
                break
            if seat == me and first_turn and first != GREEDY:
                first_turn = False
                tile = first
            else:
                tile = _pick(sim, cats, noise)
            if tile is None or tile not in cats or cats[tile] > sim.fish:
                sim.passed = True
                break
            cost = cats.pop(tile)
            sim.fish -= cost
            sim.baskets -= 1
            if seat == me:
                total += sim.values.get(tile, 0.0) - sim.lam * cost
            if not cats:
                break
        sim.extra = 0
    return total


def field_costs(ctx: Ctx) -> dict[Tile, int]:
    state = ctx.state
    costs = {t: rescue_cost(state, "left") for t in state.left}
    costs.update({t: rescue_cost(state, "right") for t in state.right})
    return costs


def noise_for(
    rng: random.Random, seats: list[int], tiles, me: int, sigma: float
) -> dict[tuple[int, Tile], float]:
    return {(s, t): rng.gauss(0.0, sigma) for s in seats if s != me for t in tiles}
