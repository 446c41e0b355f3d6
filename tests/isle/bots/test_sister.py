"""The bots read the Solo sister from the view: her colour cards and lessons count against the
seat's boat, her basket cards are played forward exactly as the rules resolve them, and unspent
fish cost what her lesson 200 says."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.isle.bots.sister import colour_costs, sister_terms
from game.isle.bots.sister_sim import cat_actions, her_cards, play_out, take_cats
from game.isle.rules.ids import COLORS, Tile
from game.isle.rules.solo import resolve_card
from game.isle.session.match import Match


def _solo(content, seed: int = 2, difficulty: str = "expert"):
    return Match(content, 1, "solo", seed, difficulty=difficulty).state


def _cats(content, rng: random.Random, count: int) -> tuple[Tile, ...]:
    return tuple(Tile(shape, color) for shape, color in rng.sample(list(content.cats), count))


def test_her_cat_actions_are_the_rules_resolution(content):
    """take_cats moves the cats in the fields as rules.solo.resolve_card does, for every basket
    card and fields of every size."""
    state = _solo(content)
    rng = random.Random(4)
    basket = content.deck_of("solo_basket")
    for _ in range(120):
        left = _cats(content, rng, rng.randrange(0, 6))
        right = _cats(content, rng, rng.randrange(0, 6))
        card = rng.choice(basket)
        after = resolve_card(replace(state, left=left, right=right), card, [])
        fields = (left, right)
        for action in cat_actions(content.cards[card]):
            fields = take_cats(*fields, action)
        assert fields == (after.left, after.right), f"card {card} on {len(left)}+{len(right)}"


def test_colour_costs_follow_her_revealed_colours(content):
    state = _solo(content)
    first = content.cards[state.sister.colors[0]].color
    costs = colour_costs(state)
    assert costs[first] == 5.0
    assert all(costs[c] == 2.5 for c in COLORS if c != first)  # 4, 3, 2, 1 still to come
    every = replace(state, sister=replace(state.sister, colors=content.deck_of("solo_colour")))
    assert sorted(colour_costs(every).values()) == [1.0, 2.0, 3.0, 4.0, 5.0]


def test_her_lessons_count_against_the_seat_and_204_doubles_one(content):
    from game.isle.bots.evaluation import Weights, boat_info, outlook_for

    state = _solo(content)
    with_204 = replace(state, sister=replace(state.sister, lessons=(204, 201, 206, 208)))
    terms = sister_terms(with_204, boat_info(with_204, 0), outlook_for(with_204, 0, Weights()))
    assert sorted(t.card.id for t in terms) == [201, 206, 208]
    assert sorted(t.scale for t in terms) == [-2.0, -1.0, -1.0]
    without = replace(state, sister=replace(state.sister, lessons=(201, 206, 208)))
    terms = sister_terms(without, boat_info(without, 0), outlook_for(without, 0, Weights()))
    assert [t.scale for t in terms] == [-1.0, -1.0, -1.0]


def test_her_cards_of_the_day_come_from_her_deck(content):
    state = _solo(content)
    rng = random.Random(1)
    for _ in range(20):
        cards = her_cards(state, rng)
        assert cards and set(cards) <= set(state.sister.deck)
        assert len(cards) == content.cards[cards[0]].baskets  # the first card sets her number


@pytest.mark.parametrize("me_first", [True, False])
def test_playing_forward_takes_the_wanted_cat_before_she_does(content, me_first):
    """Cat 1 is worth most; her card 183 takes cat 1. Going first, the seat gets it; going
    second, it is gone and the seat takes the next best."""
    state = _solo(content)
    rng = random.Random(2)
    left = _cats(content, rng, 4)
    right = _cats(content, rng, 4)
    state = replace(state, left=left, right=right)
    values = {t: 1.0 for t in left + right} | {left[0]: 10.0, left[1]: 5.0}
    gained, spent, cats = play_out(state, (183,), me_first, Tile(-1), values, 0.0, 1, 20)
    assert gained == (10.0 if me_first else 5.0)
    assert (spent, cats) == (3, 1)


def _ctx(state, level: str = "hard"):
    import random as _random

    from game.isle.bots.context import Ctx
    from game.isle.bots.levels import LEVELS
    from game.isle.rules import observe

    return Ctx(observe(state, 0), LEVELS[level].style, _random.Random(0), {})


def test_unspent_fish_on_the_last_day_are_her_points(content):
    state = _solo(content)
    last = replace(state, day=5, phase="buy")
    lessons = {(201, 206, 208): 0.0, (200, 201, 206): -4.0}
    for her, value in lessons.items():
        world = replace(last, sister=replace(last.sister, lessons=her))
        assert _ctx(world).fish_value() == value
    # earlier days: a fish still buys something tomorrow
    world = replace(state, sister=replace(state.sister, lessons=(200, 201, 206)))
    assert _ctx(world).fish_value() > 0
    # a level that does not read her keeps its own view of fish
    assert _ctx(replace(last, sister=replace(last.sister, lessons=(200,))), "easy").fish_value() > 0


def test_the_boat_estimate_counts_her_colour_cards(content):
    """In Solo a cat of her first colour costs 5 points on the boat, one of a colour still
    hidden the mean of the values left."""
    state = _solo(content)
    ctx = _ctx(state)
    first = content.cards[state.sister.colors[0]].color
    other = next(c for c in COLORS if c != first)
    assert ctx.outlook.color_costs[first] == 5.0
    assert ctx.outlook.color_costs[other] == 2.5
    assert _ctx(state, "easy").outlook.color_costs == {}


@pytest.mark.parametrize("level", ["hard", "normal"])
def test_in_solo_a_fish_kept_is_worth_little_so_the_cat_is_rescued(content, level):
    """A cat worth 1.5 points for 5 fish, on day 2 with a basket: in Solo (20 fish a day, few
    baskets, she takes cats too) the seat rescues it; in a game of four, where a fish kept for
    later is worth half a point, it keeps the fish."""
    import random as _random

    from game.isle.bots.context import CatOption, Ctx
    from game.isle.bots.economy import rescue_value
    from game.isle.bots.levels import make_bot
    from game.isle.rules import observe

    bot = make_bot(level, 0)
    cat = Tile(*next(iter(content.cats)))
    option = [CatOption(cat, "right", 5, 1.5)]
    solo = replace(_solo(content, difficulty="medium"), day=2)
    four = replace(Match(content, 4, "standard", 2).state, day=2)
    for state, cats in ((solo, 1), (four, 0)):
        ctx = Ctx(observe(state, 0), bot.style_for(state), _random.Random(0), {})
        assert ctx.days_left > 0
        assert rescue_value(ctx, 1, 20, options=option)[2] == cats, state.mode


def test_buying_plays_her_cards_forward_so_boots_that_beat_her_are_worth_the_cat(content):
    """On the buy step of day 2 cat 1 is worth 10 points, cat 2 5, the rest 1; her first card
    (183, speed 3) takes cat 1. Hard's plan plays the phase forward: at speed 4 it rescues
    cat 1 before she acts, at speed 1 she has taken it and it settles for cat 2. The static
    model, which does not see her, values both speeds alike."""
    from game.isle.bots.context import CatOption
    from game.isle.bots.economy import Baskets, static_today
    from game.isle.bots.search import solo_today_by_search

    rng = random.Random(3)
    state = _solo(content, difficulty="medium")
    left, right = _cats(content, rng, 4), _cats(content, rng, 4)
    state = replace(state, day=2, phase="buy", left=left, right=right)
    values = {t: 1.0 for t in left + right} | {left[0]: 10.0, left[1]: 5.0}
    ctx = _ctx(state)
    options = [CatOption(t, "left" if t in left else "right", 3, v) for t, v in values.items()]
    ctx.cat_options = lambda: options
    searched = solo_today_by_search(ctx, 4, lambda state, rng: (183,))
    fast, slow = Baskets(1, 0, 4), Baskets(1, 0, 1)
    assert searched(1, fast, 20, 0) - searched(1, slow, 20, 0) == pytest.approx(5.0)
    static = static_today(ctx)
    assert static(1, fast, 20, 0) == static(1, slow, 20, 0)


def test_hard_buys_and_drafts_by_playing_her_cards_forward_in_solo_only(content):
    """The searched plan is Hard's in Solo; a game of four and the Normal bot keep the static
    model (tournaments on the tuning seeds: docs/bots.md)."""
    import random as _random

    from game.isle.bots.context import Ctx
    from game.isle.bots.levels import make_bot
    from game.isle.rules import observe

    hard = make_bot("hard", 0)
    solo = replace(_solo(content, difficulty="medium"), day=2, phase="buy")
    four = replace(Match(content, 4, "standard", 2).state, day=2, phase="buy")
    for state, searched in ((solo, True), (four, False)):
        ctx = Ctx(observe(state, 0), hard.style_for(state), _random.Random(0), {})
        assert (hard._today(ctx) is not None) is searched, state.mode
    assert make_bot("normal", 0).style_for(solo).buy_search is False


def test_hard_prices_solo_lessons_by_what_they_paid(content):
    """Day 2, two fish, lessons 122 (per rare treasure) and 134 (exactly so many treasures)
    kept at 2 fish each. In Solo an exact-count lesson paid a third of its estimate and a
    per-item lesson half as much again (tools/lesson_yields.py), so Hard buys 122; priced by
    the raw estimates it would buy 134. The game of four keeps its raw estimates."""
    from game.isle.bots.levels import make_bot
    from game.isle.rules import observe

    state = _solo(content, difficulty="medium")
    state = replace(
        state, day=2, phase="buy", seats=(replace(state.seats[0], kept=(122, 134), fish=2),)
    )
    hard = make_bot("hard", 0)
    assert hard.decide(observe(state, 0)).card == 122
    raw = make_bot("hard", 0)
    raw.solo_style = replace(raw.solo_style, yields={})
    assert raw.decide(observe(state, 0)).card == 134
    four = Match(content, 4, "standard", 2).state
    assert hard.style_for(state).yields and not hard.style_for(four).yields


def test_her_lone_cat_lesson_weighs_a_first_cat_by_the_time_left(content):
    """Her lesson 206 takes 5 points for each lone cat at the end. On day 1 a colour's first
    cat is likely to be joined by one of its colour later, so it costs Hard well under those 5
    points; in the last rare finds, when no cat can join it any more, the full 5. (Counting
    the 5 from day 1 made Hard shun first cats, and in some games place almost none.)"""
    import random as _random

    from game.isle.bots.context import Ctx
    from game.isle.bots.hard import HardBot
    from game.isle.rules import observe

    shape_id, color = next(iter(content.cats))
    shape = content.shapes[shape_id]
    state = _solo(content, difficulty="easy")

    def cost(day: int, phase: str) -> float:
        values = []
        for her in ((202, 199, 200), (206, 199, 200)):  # 202, 199, 200: no cat changes them
            world = replace(state, day=day, phase=phase, sister=replace(state.sister, lessons=her))
            ctx = Ctx(observe(world, 0), HardBot.solo_style, _random.Random(0), {})
            values.append(ctx.judge.best(shape, color, "cat", False).value)
        return values[0] - values[1]

    assert 1.0 < cost(1, "rescue") < 3.0
    assert cost(5, "rare_finds") == pytest.approx(5.0, abs=0.3)
