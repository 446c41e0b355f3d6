"""Hard's placement rollout: the spots are compared on the boat each one leaves, by how well the
cats the seat still wants this phase fit there afterwards."""

from __future__ import annotations

import random

from game.isle.bots.board import spots_for
from game.isle.bots.context import Ctx
from game.isle.bots.evaluation import PlacementJudge, boat_info
from game.isle.bots.hard import HardBot
from game.isle.bots.search import _placed, place_with_lookahead
from game.isle.rules import observe
from game.isle.rules.ids import kind_of
from game.isle.rules.state import PlaceTile
from game.isle.rules.vocabulary import Phase
from tests.isle.bots.positions import positions


def _placing_contexts(content, count: int):
    """Hard's view of real placements in the Rescue phase with cats still wanted."""
    found = []
    for state, seat in positions(content, 11, 1):
        top = state.top
        if state.phase != Phase.RESCUE or not isinstance(top, PlaceTile) or top.seat != seat:
            continue
        ctx = Ctx(observe(state, seat), HardBot.style, random.Random(0), {})
        shape = content.shapes[top.tile.shape]
        spots = spots_for(ctx.info.model, shape, ctx.me.occupied, ctx.me.anywhere)
        scored = ctx.judge.rank(spots, top.tile.color, kind_of(shape.id), ctx.style.keep)
        if place_with_lookahead(ctx, scored, depth=1, branch=1) is None:
            continue
        found.append((ctx, scored))
        if len(found) == count:
            break
    return found


def test_the_rollout_judges_each_spot_on_the_boat_it_leaves(content):
    """With one step, the chosen spot maximises its value plus the best value of the most
    wanted next cat on the boat with the tile placed there (not on today's boat)."""
    contexts = _placing_contexts(content, 3)
    assert contexts, "no Rescue placement with a wanted cat in the game"
    for ctx, scored in contexts:
        lam = ctx.fish_value()
        tile = ctx.state.top.tile
        wanted = [o for o in ctx.cat_options() if o.tile != tile and o.value - lam * o.cost > 0.3][
            0
        ]
        shape = ctx.content.shapes[wanted.tile.shape]
        me = ctx.me

        def after(spot, ctx=ctx, me=me, tile=tile, shape=shape, wanted=wanted):
            world = ctx.state.with_seat(
                ctx.seat,
                occupied=me.occupied | spot.mask,
                tiles=me.tiles + (_placed(tile, spot.mask),),
            )
            judge = PlacementJudge(boat_info(world, ctx.seat), ctx.outlook)
            best = judge.best(shape, wanted.tile.color, kind_of(shape.id), me.anywhere, keep=4)
            return best.value if best is not None else -10.0

        chosen = place_with_lookahead(ctx, scored, weight=1.0, width=6, depth=1, branch=1)
        values = [s.value + after(s.spot) for s in scored[:6]]
        assert chosen.value + after(chosen.spot) >= max(values) - 1e-9


def test_no_rollout_without_baskets_or_outside_the_rescue_phase(content):
    contexts = _placing_contexts(content, 1)
    assert contexts
    ctx, scored = contexts[0]
    assert place_with_lookahead(ctx, scored, depth=0) is None
    assert place_with_lookahead(ctx, scored[:1]) is None  # one spot: nothing to compare
