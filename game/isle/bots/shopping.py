"""Draft, buy and declare steps: turn the economy's plans into one action at a time.

The plan is recomputed from the view at every step, so a bot needs no memory between the
actions of one step: after buying a card the rest of the plan is the plan of what is left.
"""

from __future__ import annotations

from collections import Counter

from game.isle.bots.context import Ctx
from game.isle.bots.economy import (
    Today,
    best_public_color,
    card_value,
    declare_plan,
    fish_card_gain,
    plan_purchases,
    value_to_other,
)
from game.isle.rules.actions import Action, Buy, Declare, Done, Keep, Play
from game.isle.rules.state import MiniBuy


def draft_keep(ctx: Ctx, actions: list[Action], today: Today | None = None) -> Action | None:
    """Keep the pair that makes the best purchase plan with the cards kept so far (``today``:
    how the plan judges today's Rescue phase, see ``plan_purchases``)."""
    keeps = [a for a in actions if isinstance(a, Keep)]
    if not keeps:
        return None
    me = ctx.me
    fish = me.fish + _fish_in_hand(ctx)
    singles = {c: card_value(ctx, c) for c in me.offer}
    deny = {}
    if ctx.style.deny:
        # The cards not kept go to the next seat in the passing direction.
        receiver = (ctx.seat + ctx.state.direction) % ctx.state.players
        if receiver != ctx.seat:
            deny = {c: max(0.0, value_to_other(ctx, c, receiver)) for c in me.offer}
    best: tuple[float, Keep] | None = None
    for a in keeps:
        plan = plan_purchases(ctx, tuple(me.kept) + tuple(a.cards), fish, today=today)
        # Cards the plan leaves aside still have some worth: later picks may change the plan.
        spare = sum(max(0.0, singles.get(c, 0.0)) for c in a.cards if c not in plan.cards)
        denied = sum(deny.get(c, 0.0) for c in a.cards)
        value = ctx.noisy(plan.value + 0.15 * spare + ctx.style.deny * denied)
        if best is None or value > best[0] + 1e-9:
            best = (value, a)
    return None if best is None else best[1]


def _fish_in_hand(ctx: Ctx) -> int:
    """Fish the seat's fish cards could add while buying (cards in hand before the buy)."""
    table = ctx.content.cards
    total = 0.0
    for c in ctx.me.hand:
        card = table.get(c)
        if card is not None and card.type == "anytime" and card.in_buy_step:
            total += fish_card_gain(ctx, card, later=False)
    return int(total * 0.5)


def _buy_action(ctx: Ctx, actions: list[Action], card_id: int) -> Action | None:
    card = ctx.content.cards[card_id]
    if card.color_choice == "on_buy":
        _, color = best_public_color(ctx, card)
        for a in actions:
            if isinstance(a, Buy) and a.card == card_id and a.color == color:
                return a
    for a in actions:
        if isinstance(a, Buy) and a.card == card_id:
            return a
    return None


def buy_step(
    ctx: Ctx,
    actions: list[Action],
    source: tuple[int, ...] | None = None,
    today: Today | None = None,
) -> Action | None:
    """Buy the next card of the best plan; play a fish card when the plan needs its fish;
    then done. ``today`` judges today's Rescue phase (see ``plan_purchases``); it is only used
    while that phase is still to come."""
    me = ctx.me
    top = ctx.state.top
    if source is None:
        source = top.cards if isinstance(top, MiniBuy) else me.kept
    rescue_today = ctx.state.phase in ("deal", "draft", "buy", "lessons", "declare")
    if not rescue_today:
        today = None
    plan = plan_purchases(ctx, tuple(source), me.fish, rescue_today, today)
    fish_play = _fish_for_plan(ctx, actions, source, plan.value, rescue_today, today)
    if fish_play is not None:
        return fish_play
    if plan.cards:
        ranked = sorted(plan.cards, key=lambda c: (-ctx.content.cards[c].price, c))
        for c in ranked:
            action = _buy_action(ctx, actions, c)
            if action is not None:
                return action
    return next((a for a in actions if isinstance(a, Done)), None)


def _fish_for_plan(
    ctx: Ctx,
    actions: list[Action],
    source: tuple[int, ...],
    value: float,
    rescue_today: bool,
    today: Today | None = None,
) -> Action | None:
    """A fish card is played while buying only when its fish make a clearly better plan (its
    worth usually grows, so it is better kept otherwise)."""
    plays = [a for a in actions if isinstance(a, Play)]
    if not plays:
        return None
    lam = ctx.fish_value()
    best: tuple[float, Play] | None = None
    for p in plays:
        card = ctx.content.cards.get(p.card)
        if card is None:
            continue
        gain: float
        if card.effect == "gain_fish_per_cat_of_chosen_colour":
            gain = ctx.info.cats_of_colour(p.color)
        elif card.effect == "discard_permanent_basket_for_fish":
            continue
        else:
            gain = fish_card_gain(ctx, card, later=False)
        if gain <= 0:
            continue
        later = fish_card_gain(ctx, card, later=True)
        more = plan_purchases(ctx, source, ctx.me.fish + int(gain), rescue_today, today).value
        worth = more - value - lam * (later - gain) - 0.5
        if worth > 0 and (best is None or worth > best[0]):
            best = (worth, p)
    return best[1] if best else None


def declare_step(ctx: Ctx, actions: list[Action]) -> Action | None:
    """Lay down the next card of the declare plan, then done."""
    target = Counter(declare_plan(ctx))
    target.subtract(Counter(ctx.me.declared))
    for a in actions:
        if isinstance(a, Declare) and target.get(a.card, 0) > 0:
            return a
    return next((a for a in actions if isinstance(a, Done)), None)
