"""The spots of the tile being placed, best first, as the Hard bot judges them: the order the
"next spot" key walks (issue 46: placing by ear hears the best spots first). The rules say
which spots are legal; the bots' evaluation orders them (nothing here re-derives a rule)."""

from __future__ import annotations

import random

from game.isle.bots import closing
from game.isle.bots.board import spots_for
from game.isle.bots.context import Ctx
from game.isle.bots.hard import HardBot
from game.isle.rules import legal_actions
from game.isle.rules.actions import Place
from game.isle.rules.ids import kind_of
from game.isle.rules.state import PlaceTile
from game.isle.rules.view import View

Spot = tuple[int, int, int]  # x, y, orientation


def ranked_spots(view: View) -> list[Spot]:
    """Every legal spot of the tile the seat places now, best first (ties in reading order);
    [] when the seat places no tile."""
    state, seat = view.state, view.seat
    top = state.top
    if not isinstance(top, PlaceTile) or top.seat != seat:
        return []
    legal = {(a.x, a.y, a.k) for a in legal_actions(state, seat) if isinstance(a, Place)}
    if not legal:
        return []
    bot = HardBot()
    ctx = Ctx(view, bot.style_for(state), random.Random(0))
    shape = state.content.shapes[top.tile.shape]
    me = state.seats[seat]
    spots = [
        s
        for s in spots_for(ctx.info.model, shape, me.occupied, me.anywhere)
        if (s.x, s.y, s.k) in legal
    ]
    kind = kind_of(shape.id)
    if closing.end_of_game(ctx):
        scored = closing.rank_with_closing(
            ctx, spots, top.tile.color, kind, closing.slots_to_come(ctx)
        )
    else:
        scored = ctx.judge.rank(spots, top.tile.color, kind, keep=len(spots))
    order = [(s.spot.x, s.spot.y, s.spot.k) for s in scored]
    rest = sorted(legal - set(order), key=lambda s: (s[1], s[0], s[2]))
    return order + rest
