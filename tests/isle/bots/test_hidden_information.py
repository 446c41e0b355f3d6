"""Bots never peek: a bot takes a View only, and two games that differ only in what the seat
cannot see (other hands, private lessons, draft offers, declared cards before the reveal, the
deck and the discard) give the same decision. The sampler of hidden information (determinize)
only reads the view and only makes states that agree with it."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from game.isle.bots.determinize import determinize, unseen_pool
from game.isle.bots.levels import make_bot
from game.isle.rules import observe
from game.isle.rules.view import HIDDEN
from tests.isle.bots.positions import blind_decisions, positions


def _cards_everywhere(state) -> Counter:
    found: Counter = Counter()
    for s in state.seats:
        for cards in (s.hand, s.lessons, s.offer, s.kept, s.declared):
            found.update(cards)
    found.update(c for c, _ in state.public_lessons)
    found.update(state.deck)
    found.update(state.discard)
    for frame in state.stack:
        for name in ("drawn", "cards"):
            cards = getattr(frame, name, None)
            if isinstance(cards, tuple):
                found.update(cards)
    return found


def _hidden_shuffled(state, seat: int, rng: random.Random):
    """The same game with every card ``seat`` cannot see dealt again at random: another
    possible truth behind the same view."""
    return determinize(observe(state, seat), rng)


def test_a_bot_takes_a_view_and_nothing_else(content):
    state, seat = next(positions(content, 1, 1))
    bot = make_bot("normal", 1)
    with pytest.raises(AssertionError):
        bot.decide(state)  # type: ignore[arg-type]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_decisions_do_not_depend_on_hidden_cards(content, level):
    rng = random.Random(7)
    checked = blind_decisions(
        lambda: make_bot(level, 3),
        positions(content, 21, 23),
        lambda state, seat: _hidden_shuffled(state, seat, rng),
        observe,
    )
    assert checked >= 5


def test_determinize_agrees_with_the_view_and_deals_every_card(content):
    full = Counter(content.deck_of("normal"))
    rng = random.Random(3)
    for state, seat in positions(content, 8, 11, players=3):
        view = observe(state, seat)
        world = determinize(view, rng)
        assert observe(world, seat) == view
        assert _cards_everywhere(world) == full
        assert HIDDEN not in _cards_everywhere(world)
        for s in world.seats:
            assert set(s.picked) <= set(s.offer)
            assert all(content.cards[c].type == "lesson_private" for c in s.lessons)


def test_determinize_reads_only_the_view(content):
    for state, seat in positions(content, 13, 37):
        view = observe(state, seat)
        other = _hidden_shuffled(state, seat, random.Random(1))
        assert unseen_pool(view) == unseen_pool(observe(other, seat))
        a = determinize(view, random.Random(5))
        b = determinize(observe(other, seat), random.Random(5))
        assert a == b


def test_the_unseen_pool_holds_every_hidden_card(content):
    for state, seat in positions(content, 17, 41):
        view = observe(state, seat)
        hidden = _cards_everywhere(state)
        hidden.subtract(_cards_everywhere(replace(view.state)))
        pool = Counter(unseen_pool(view))
        assert +hidden == pool
