"""The fallback policy for any decision the levels do not know (a new mode's phase or frame,
a new action): try each legal action on the seat's own view and keep the one after which the
seat's estimate is best (one step of lookahead, plus the best spot when a tile must be placed).

The view's hidden cards are blanked, so applying an action may touch something unknown and
fail: such an action is simply not preferred. When every action fails, a passing action (pass,
done, decline, skip) is taken, or else the first legal one: the bot never blocks the game.
"""

from __future__ import annotations

from game.isle.bots.context import Ctx
from game.isle.bots.evaluation import boat_info, boat_value, outlook_for
from game.isle.rules import apply_action
from game.isle.rules.actions import Action, Decline, Done, Pass, Skip
from game.isle.rules.ids import kind_of
from game.isle.rules.state import GameState, PlaceTile

MAX_TRIED = 80  # actions tried one by one; beyond that, an even spread of them


def _value_after(ctx: Ctx, state: GameState) -> float:
    seat = ctx.seat
    outlook = outlook_for(
        state, seat, ctx.style.weights, lesson_terms=ctx.terms, color_costs=ctx.color_costs
    )
    info = boat_info(state, seat)
    value = boat_value(info, outlook)
    value += ctx.fish_value() * state.seats[seat].fish
    table = state.content.cards
    value += 0.6 * sum(table[c].price for c in state.seats[seat].hand if c in table)
    top = state.top
    if isinstance(top, PlaceTile) and top.seat == seat:
        from game.isle.bots.evaluation import PlacementJudge

        shape = state.content.shapes[top.tile.shape]
        best = PlacementJudge(info, outlook).best(
            shape, top.tile.color, kind_of(shape.id), state.seats[seat].anywhere, keep=4
        )
        if best is not None:
            value += best.value
    return value


def _spread(actions: list[Action]) -> list[Action]:
    if len(actions) <= MAX_TRIED:
        return actions
    step = len(actions) / MAX_TRIED
    return [actions[int(i * step)] for i in range(MAX_TRIED)]


def one_step(ctx: Ctx, actions: list[Action]) -> Action:
    best: tuple[float, int] | None = None
    for index, action in enumerate(_spread(actions)):
        try:
            after, _ = apply_action(ctx.state, action)
            value = _value_after(ctx, after)
        except Exception:  # noqa: BLE001 - a hidden card or an unknown rule: skip this action
            continue
        if best is None or value > best[0] + 1e-9:
            best = (value, index)
    if best is not None:
        return _spread(actions)[best[1]]
    for kind in (Pass, Done, Decline, Skip):
        for a in actions:
            if isinstance(a, kind):
                return a
    return actions[0]
