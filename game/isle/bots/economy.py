"""Fish against cards and cats: what each card is worth to a seat, which cards to keep in the
draft and buy, and which rescue cards to declare.

Everything is in points. A fish is worth ``Ctx.fish_value`` points when kept for later; a cat
is worth the change of the boat estimate on its best spot; a card is worth what it will likely
add (a lesson's estimated points, a treasure's best spot, the cats its baskets rescue today).

The rescue model: the seat rescues, one pick per round, the cats it values most that are still
there. Other seats take cats too; each round about ``1 + overlap x (players - 1)`` of the cats
on the seat's list are gone before its next pick (``overlap`` = how often another seat wants
the same cat), and seats ahead in the cat order pick before the first round.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import product

from game.isle.bots.context import CatOption, Ctx
from game.isle.bots.lessons import PRIORS, LessonTerm
from game.isle.rules.content import Card
from game.isle.rules.ids import COLORS, Tile

# Points an anytime card is worth to a seat that plays it sensibly (fish cards excepted).
ANYTIME_VALUE = {
    "next_tile_anywhere": 1.0,
    "draw_cards": 1.5,
    "draw_tile_to_boat": 4.0,
    "move_cats_between_fields": 1.5,
    "extra_rescue": 1.5,
    "draw_tiles_to_fields": 1.0,
    "discard_private_lessons_for_permanent_basket": 0.5,
    "discard_treasures_for_permanent_basket": 0.0,
}


@dataclass(frozen=True, slots=True)
class Baskets:
    """Rescue power of a set of rescue cards."""

    full: int = 0
    halves: int = 0
    speed: int = 0

    @property
    def count(self) -> int:
        return self.full + self.halves // 2


def baskets_of(cards: Iterable[int], ctx: Ctx) -> Baskets:
    full = halves = speed = 0
    table = ctx.content.cards
    for c in cards:
        card = table.get(c)
        if card is None or card.type != "rescue":
            continue
        speed += card.speed
        if card.basket == "full":
            full += 1
        elif card.basket == "half":
            halves += 1
    return Baskets(full, halves, speed)


def free_permanent(ctx: Ctx) -> int:
    me = ctx.me
    return max(0, me.baskets - me.baskets_used)


def carried_fish_value(ctx: Ctx, fish: int) -> float:
    """Fish kept for later days: worth ``fish_value`` each up to a reserve, little beyond
    (every day brings 20 more, so a hoard buys nothing)."""
    lam = ctx.fish_value()
    if lam < 0:  # Solo, the last day: every fish left is the sister's
        return lam * fish
    reserve = 8 if ctx.days_left else 0
    return lam * min(fish, reserve) + 0.15 * lam * max(0, fish - reserve)


# --- today's rescues -----------------------------------------------------------------------


def rescue_value(
    ctx: Ctx, baskets: int, fish: int, ahead: float = 0.0, options: list[CatOption] | None = None
) -> tuple[float, int, int]:
    """Value of the cats rescued today with ``baskets`` and ``fish`` (fish spent are not
    subtracted: the caller values the fish left). Returns (points, fish spent, cats)."""
    if options is None:
        options = ctx.cat_options()
    if baskets <= 0 or not options:
        return 0.0, 0, 0
    lam = ctx.fish_value()
    players = ctx.state.players
    step = 1.0 + ctx.style.overlap * (players - 1)
    ranked = sorted(options, key=lambda o: -(o.value - lam * o.cost))
    value, spent = 0.0, 0
    position = ctx.style.overlap * ahead
    taken: set[int] = set()
    for _ in range(baskets):
        index = int(position + 0.5)
        # the cat at ``index`` or the next affordable one still on the list
        chosen = None
        for i in range(index, len(ranked)):
            if i in taken:
                continue
            o = ranked[i]
            if o.cost <= fish - spent and o.value - lam * o.cost > 0:
                chosen = i
                break
        if chosen is None:
            break
        taken.add(chosen)
        value += ranked[chosen].value
        spent += ranked[chosen].cost
        position = max(position, chosen) + step
    return value, spent, len(taken)


def ahead_of_me(ctx: Ctx, my_speed: int | None) -> float:
    """How many seats will likely pick before this seat in the Rescue phase."""
    state = ctx.state
    order = state.order or tuple(range(state.players))
    if my_speed is None or not ctx.style.speed_aware:
        return float(order.index(ctx.seat)) if ctx.seat in order else 0.0
    ahead = 0.0
    mine = my_speed
    for pos, seat in enumerate(order):
        if seat == ctx.seat:
            continue
        other = state.seats[seat]
        if state.phase == "rescue" or (state.phase != "declare" and other.declared):
            table = ctx.content.cards
            speed = sum(table[c].speed for c in other.declared if c in table)
        elif other.declared:
            speed = 1.9 * len(other.declared)
        else:
            speed = 3.0
        my_pos = order.index(ctx.seat)
        if speed > mine or (speed == mine and pos < my_pos):
            ahead += 1.0
        elif abs(speed - mine) < 1.5:
            ahead += 0.35
    return ahead


# --- card values ---------------------------------------------------------------------------


def best_common_value(ctx: Ctx, small_only: bool = False) -> float:
    """The best common treasure the seat could take and place now."""
    key = ("common", small_only, ctx.seat, ctx.me.occupied, ctx.state.commons)
    if key in ctx.cache_now:
        return ctx.cache_now[key]
    best = 0.0
    shapes = ctx.content.shapes
    for shape_id, left in zip(ctx.content.commons, ctx.state.commons, strict=False):
        if left <= 0 or (small_only and not shapes[shape_id].small):
            continue
        scored = ctx.judge.best(shapes[shape_id], None, "common", ctx.me.anywhere, keep=4)
        if scored is not None:
            best = max(best, scored.value)
    ctx.cache_now[key] = best
    return best


def best_rare_value(ctx: Ctx) -> float:
    key = ("rare", ctx.seat, ctx.me.occupied, ctx.state.rares)
    if key in ctx.cache_now:
        return ctx.cache_now[key]
    shapes = ctx.content.shapes
    best = None
    seen = set()
    for rare in ctx.state.rares:
        cells = shapes[rare].cells
        if cells in seen:
            continue
        seen.add(cells)
        scored = ctx.judge.best(shapes[rare], None, "rare", ctx.me.anywhere, keep=4)
        if scored is not None:
            best = scored.value if best is None else max(best, scored.value)
    if best is None:  # none in the supply yet: rares keep coming out of the bag
        best = 3.0 + ctx.style.weights.cell * 4 if ctx.days_left else 0.0
    ctx.cache_now[key] = best
    return best


def best_oshax(ctx: Ctx) -> tuple[float, Tile | None, str | None]:
    """The best Oshax tile and colour to take now, with its value."""
    key = ("oshax", ctx.seat, ctx.me.occupied, ctx.state.oshax)
    if key in ctx.cache_now:
        return ctx.cache_now[key]
    shapes = ctx.content.shapes
    best: tuple[float, Tile | None, str | None] = (0.0, None, None)
    colors = _promising_colors(ctx)
    seen = set()
    for oshax in ctx.state.oshax:
        cells = shapes[oshax].cells
        if cells in seen:  # the same shape again: the same spots
            continue
        seen.add(cells)
        for color in colors:
            scored = ctx.judge.best(shapes[oshax], color, "oshax", ctx.me.anywhere, keep=6)
            if scored is not None and (best[1] is None or scored.value > best[0]):
                best = (scored.value, Tile(oshax), color)
    ctx.cache_now[key] = best
    return best


def _promising_colors(ctx: Ctx) -> list[str]:
    """Colours worth trying for an Oshax: those of the biggest families, and lesson colours
    (in Solo all five: a colour the sister scores little may be the best)."""
    info = ctx.info
    sizes = {c: max((f.size for f in info.families[c]), default=0) for c in COLORS}
    ranked = sorted(COLORS, key=lambda c: (-sizes[c], COLORS.index(c)))
    colors = ranked[:3]
    for term in ctx.terms:
        color = term.color or term.card.points.get("color")
        if color and color not in colors:
            colors.append(color)
    costs = ctx.color_costs
    for color in sorted(costs, key=lambda c: (costs[c], COLORS.index(c)))[:2]:
        if color not in colors:  # Solo: the colours the sister scores least
            colors.append(color)
    return colors


def prior_of(ctx: Ctx, card: Card) -> float:
    """What a lesson is worth before the boat says more: the level's own figures if it has
    them (measured in its games), else the shared guesses."""
    return ctx.style.priors.get(card.scoring, PRIORS.get(card.scoring, 2.0))


def lesson_value(ctx: Ctx, card: Card, color: str | None = None) -> float:
    """Points a lesson will likely give this seat (private) or this seat minus the others
    (public, with the named colour)."""
    info, outlook = ctx.info, ctx.outlook
    term = LessonTerm(card, color, card.is_public_lesson, solo=ctx.state.sister is not None)
    me = ctx.me
    mine = term.value(
        info,
        outlook,
        lessons=len(me.lessons) + 1,
        baskets=me.baskets,
        others_largest=_others_largest(ctx),
        fish=me.fish,
    )
    if card.is_public_lesson:
        if ctx.state.sister is not None:
            return 0.5 * mine  # Solo: public lessons pay half (rules.md 8.6)
        others = [
            term.value(ctx.info_of(s), outlook, lessons=len(ctx.state.seats[s].lessons))
            for s in range(ctx.state.players)
            if s != ctx.seat
        ]
        return mine - (sum(others) / len(others) if others else 0.0)
    prior = prior_of(ctx, card)
    progress = outlook.progress
    # Lessons that pay per private lesson in play (126, and public 147) pay for this one too.
    # (the sister's 207 takes 3 per lesson: a negative scale)
    per_lesson = sum(t.scale * t.points for t in ctx.terms if t.rule == "per_private_lesson")
    own = prior * (1 - progress) * 0.5 + mine * (0.5 + 0.5 * progress)
    return own * ctx.style.yields.get(card.scoring, 1.0) + per_lesson


def value_to_other(ctx: Ctx, card_id: int, seat: int) -> float:
    """What a card would be worth to another seat, judged from its public boat (its private
    lessons are unknown): what passing the card to that seat gives away."""
    card = ctx.content.cards.get(card_id)
    if card is None:
        return 0.0
    if card.type in ("lesson_private", "lesson_family"):
        info = ctx.info_of(seat)
        term = LessonTerm(card)
        theirs = term.value(info, ctx.outlook, lessons=len(ctx.state.seats[seat].lessons) + 1)
        progress = ctx.outlook.progress
        prior = prior_of(ctx, card)
        return prior * (1 - progress) * 0.5 + theirs * (0.5 + 0.5 * progress) - card.price * 0.5
    if card.type in ("treasure", "oshax"):
        return {"treasure": 2.0, "oshax": 3.0}[card.type]
    return 0.0


def _others_largest(ctx: Ctx) -> int:
    from game.isle.rules.scoring import families

    best = 0
    for i, s in enumerate(ctx.state.seats):
        if i != ctx.seat:
            best = max(best, max((f.size for f in families(s.tiles)), default=0))
    return best


def best_public_color(ctx: Ctx, card: Card) -> tuple[float, str]:
    """The colour to name for a public lesson, with the lesson's worth to this seat. A seat
    that ignores public lessons names the colour it has most of."""
    if not ctx.style.public_lessons:
        colors = ctx.info.colors
        return ctx.style.public_value, max(COLORS, key=lambda c: (colors[c], -COLORS.index(c)))
    best: tuple[float, str] | None = None
    for color in COLORS:
        v = lesson_value(ctx, card, color)
        if best is None or v > best[0]:
            best = (v, color)
    assert best is not None  # there are colours to name
    return best


def fish_card_gain(ctx: Ctx, card: Card, later: bool = True) -> float:
    """Fish a fish card would give now (or, ``later``, by the end of the game)."""
    info = ctx.info
    unit = card.params.get("fish_per_unit", 1)
    effect = card.effect
    grow = ctx.days_left + 1 if later else 0
    if effect == "gain_fish_per_oshax":
        return unit * (info.oshax + 0.3 * grow)
    if effect == "gain_fish_per_private_lesson":
        return unit * (len(ctx.me.lessons) + 0.3 * grow)
    if effect == "gain_fish_per_colour_present":
        return unit * min(
            card.params.get("max_units", 5),
            sum(1 for n in info.colors.values() if n) + (grow > 0) * 2,
        )
    if effect == "gain_fish_per_rare_treasure":
        return unit * (info.rares + 0.8 * grow)
    if effect == "gain_fish_per_common_treasure":
        return unit * (info.commons + 0.8 * grow)
    if effect == "gain_fish_per_cat_of_chosen_colour":
        return unit * (max(info.colors.values()) + 1.2 * grow)
    if effect == "discard_permanent_basket_for_fish":
        return card.params.get("fish", 5)
    return 0.0


def card_value(ctx: Ctx, card_id: int) -> float:
    """Points a non-rescue card is worth to this seat, before its price (memoised for the
    decision)."""
    key = ("card", card_id)
    if key not in ctx.cache_now:
        ctx.cache_now[key] = _card_value(ctx, card_id)
    return ctx.cache_now[key]


def _card_value(ctx: Ctx, card_id: int) -> float:
    card = ctx.content.cards.get(card_id)
    if card is None:
        return 0.0
    kind = card.type
    if kind in ("lesson_private", "lesson_family"):
        return lesson_value(ctx, card) if ctx.style.private_lessons else prior_of(ctx, card) * 0.6
    if kind == "lesson_public":
        if not ctx.style.public_lessons:
            return ctx.style.public_value  # a player who ignores them buys one now and then
        value = (
            best_public_color(ctx, card)[0]
            if card.color_choice == "on_buy"
            else (lesson_value(ctx, card))
        )
        return value + ctx.style.public_value
    if kind == "oshax":
        value, tile, _ = best_oshax(ctx)
        return value if tile is not None else 0.0
    if kind == "treasure":
        if card.effect == "treasure_rare_or_commons":
            return max(best_rare_value(ctx), 1.8 * best_common_value(ctx))
        return 1.8 * best_common_value(ctx, small_only=True)
    if kind == "anytime":
        return ctx.style.anytime_value * _anytime_value(ctx, card)
    return 0.5


def _anytime_value(ctx: Ctx, card: Card) -> float:
    effect = card.effect
    if card.in_buy_step:
        gain = fish_card_gain(ctx, card)
        if effect == "discard_permanent_basket_for_fish":
            return 0.3 * gain
        return gain * max(0.35, ctx.style.fish_early * (0.6 if ctx.days_left == 0 else 1.0))
    if effect == "gain_permanent_basket":
        return 3.0 * (ctx.days_left + 0.5)
    if not ctx.style.anytime_skill:
        return 0.3
    return ANYTIME_VALUE.get(effect, 0.5) * (0.4 if ctx.days_left == 0 else 1.0)


# --- purchases -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Plan:
    cards: tuple[int, ...]
    value: float


# What a purchase leaves for today's Rescue phase, in points: the cats rescued with
# ``baskets`` (permanent ones included) at ``speed`` with ``fish``, the rescue cards left over
# (``power``) and the fish kept. ``free`` baskets cost no card (permanent, or bought with card 84).
Today = Callable[[int, Baskets, int, int], float]


def static_today(ctx: Ctx, rescue_today: bool = True) -> Today:
    """The rescue model of the module docstring: the seat's favourite cats one round at a time
    while the others take theirs (seats ahead by speed, when the level minds speed)."""
    options = ctx.cat_options() if rescue_today else []
    carry = 0.9 if ctx.days_left else 0.0
    fixed = ahead_of_me(ctx, None)

    def today(baskets: int, power: Baskets, fish: int, free: int) -> float:
        ahead = ahead_of_me(ctx, power.speed) if ctx.style.speed_aware and rescue_today else fixed
        gained, spent, cats = rescue_value(ctx, baskets, fish, ahead, options)
        used = max(0, cats - free)
        return gained + carry * max(0, power.count - used) + carried_fish_value(ctx, fish - spent)

    return today


def plan_purchases(
    ctx: Ctx,
    choices: tuple[int, ...],
    fish: int,
    rescue_today: bool = True,
    today: Today | None = None,
) -> Plan:
    """The subset of ``choices`` to buy with ``fish`` that maximises the cards' values, the
    cats rescued today with the baskets held, and the fish kept for later (``today``: how the
    Rescue phase is judged, the static model unless a searching level plays it forward)."""
    table = ctx.content.cards
    permanent = free_permanent(ctx)
    values = {}
    for c in dict.fromkeys(choices):
        if table.get(c) is not None and table[c].type != "rescue":
            values[c] = ctx.noisy(card_value(ctx, c))
    if today is None:
        today = static_today(ctx, rescue_today)
    best = Plan((), float("-inf"))
    unique = list(choices)
    n = len(unique)
    for bits in range(1 << n):
        chosen = tuple(unique[i] for i in range(n) if bits >> i & 1)
        price = sum(table[c].price for c in chosen)
        if price > fish:
            continue
        value = sum(values.get(c, 0.0) for c in chosen)
        rescue = [c for c in chosen if table[c].type == "rescue"]
        extra_perm = sum(1 for c in chosen if table[c].effect == "gain_permanent_basket")
        power = baskets_of(list(ctx.me.hand) + rescue, ctx)
        total = power.count + permanent + extra_perm
        value += today(total, power, fish - price, permanent + extra_perm)
        if value > best.value + 1e-9:
            best = Plan(chosen, value)
    return best


# --- declaring rescue cards ------------------------------------------------------------------


def declare_options(ctx: Ctx) -> list[tuple[int, ...]]:
    """Every distinct set of rescue cards the seat could have laid down once it is done
    (cards already laid down included). Cards of one kind are interchangeable."""
    table = ctx.content.cards
    me = ctx.me
    declared = [c for c in me.declared if table.get(c)]
    hand = [c for c in me.hand if table.get(c) and table[c].type == "rescue"]
    groups: dict[tuple[str, int], list[int]] = {}
    laid: dict[tuple[str, int], int] = {}
    for c in declared + sorted(hand):  # cards already laid down come first: they stay down
        key = (table[c].basket, table[c].speed)
        groups.setdefault(key, []).append(c)
    for c in declared:
        key = (table[c].basket, table[c].speed)
        laid[key] = laid.get(key, 0) + 1
    keys = sorted(groups)
    found = []
    for counts in product(*(range(laid.get(k, 0), len(groups[k]) + 1) for k in keys)):
        chosen: list[int] = []
        for k, n in zip(keys, counts, strict=True):
            chosen += groups[k][:n]
        found.append(tuple(chosen))
    return found


def declare_extras(ctx: Ctx, chosen: tuple[int, ...]) -> float:
    """What a declare set is worth besides today's cats: cards kept for later days, minus a
    wasted odd half basket and a little for each card (ties go to keeping cards)."""
    table = ctx.content.cards
    me = ctx.me
    pool = sum(1 for c in me.hand if table.get(c) and table[c].type == "rescue") + len(me.declared)
    power = baskets_of(chosen, ctx)
    value = (0.8 if ctx.days_left else 0.0) * (pool - len(chosen))
    if power.halves % 2:
        value -= 0.3
    return value - 0.05 * len(chosen)


def declare_plan(ctx: Ctx) -> tuple[int, ...]:
    """The rescue cards to lay down today (those already laid included): enough baskets for
    the cats worth rescuing, and, for a speed-aware seat, the boots to pick first."""
    me = ctx.me
    permanent = free_permanent(ctx)
    options = ctx.cat_options()
    best: tuple[float, tuple[int, ...]] | None = None
    for chosen in declare_options(ctx):
        power = baskets_of(chosen, ctx)
        ahead = ahead_of_me(ctx, power.speed)
        value, spent, _ = rescue_value(ctx, power.count + permanent, me.fish, ahead, options)
        value += carried_fish_value(ctx, me.fish - spent) + declare_extras(ctx, chosen)
        if best is None or value > best[0] + 1e-9:
            best = (value, chosen)
    return best[1] if best else ()
