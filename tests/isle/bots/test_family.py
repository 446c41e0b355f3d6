"""Hard in the Family variant: its own weights, and the greedy pick of a free cat."""

from __future__ import annotations

import random

from game.isle.bots import tactics
from game.isle.bots.board import spots_for
from game.isle.bots.context import Ctx
from game.isle.bots.hard import FAMILY_WEIGHTS, HardBot
from game.isle.bots.levels import make_bot
from game.isle.bots.search import place_with_lookahead
from game.isle.rules import is_over, legal_actions, observe, to_move
from game.isle.rules.ids import kind_of
from game.isle.rules.state import PlaceTile, RescueTurn
from game.isle.session.match import Match


def _family_rescues(content, seed: int, count: int):
    """Views of Family games between Normal bots where a seat takes a cat."""
    match = Match(content, 4, "family", seed)
    bots = [make_bot("normal", seed + i) for i in range(4)]
    found = []
    while not is_over(match.state) and len(found) < count:
        seat = to_move(match.state)[0]
        view = observe(match.state, seat)
        if isinstance(match.state.top, RescueTurn) and len(legal_actions(view.state, seat)) > 2:
            found.append(view)
        match.submit(bots[seat].decide(view))
    return found


def test_hard_plays_family_with_its_family_style(content):
    bot = HardBot(1)
    standard = Match(content, 4, "standard", 1).state
    family = Match(content, 4, "family", 1).state
    assert bot.style_for(standard) is HardBot.style
    style = bot.style_for(family)
    assert style.weights == FAMILY_WEIGHTS and not style.rescue_search
    assert FAMILY_WEIGHTS.family[1] < HardBot.style.weights.family[1]


def test_hard_takes_the_best_free_cat_in_family(content):
    """With sixteen free cats placed one at a time, the phase model's static values misled
    Hard (docs/bots.md): it takes the cat worth most on its boat now."""
    views = _family_rescues(content, 5, 12)
    assert len(views) == 12
    for view in views:
        bot = HardBot(3)
        ctx = Ctx(view, bot.style_for(view.state), random.Random(0), {})
        actions = legal_actions(view.state, view.seat)
        expected = tactics.rescue_choice(ctx, actions) or tactics.pass_or_done(actions)
        assert bot.decide(view) == expected


def _family_placements(content, seed: int, count: int):
    """Views of Family games between Normal bots where a seat places its cat."""
    match = Match(content, 4, "family", seed)
    bots = [make_bot("normal", seed + i) for i in range(4)]
    found = []
    while not is_over(match.state) and len(found) < count:
        seat = to_move(match.state)[0]
        view = observe(match.state, seat)
        top = match.state.top
        if isinstance(top, PlaceTile) and top.seat == seat and match.state.left + match.state.right:
            found.append(view)
        match.submit(bots[seat].decide(view))
    return found


def test_hard_places_a_family_cat_with_an_eye_on_the_next(content):
    """No baskets in Family, yet another free cat comes every turn: the placement rollout
    still runs (it once stopped at the basket count, zero)."""
    ran = 0
    for view in _family_placements(content, 7, 10):
        ctx = Ctx(view, HardBot(2).style_for(view.state), random.Random(0), {})
        top = view.state.top
        shape = content.shapes[top.tile.shape]
        spots = spots_for(ctx.info.model, shape, ctx.me.occupied, ctx.me.anywhere)
        scored = ctx.judge.rank(spots, top.tile.color, kind_of(shape.id), ctx.style.keep)
        ran += place_with_lookahead(ctx, scored) is not None
    assert ran >= 5
