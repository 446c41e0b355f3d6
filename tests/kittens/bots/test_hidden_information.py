"""Kitten Toys bots never peek: a bot takes a View only, and two games that differ only in what
the seat cannot see (the other hands, the rest of the pile, the values of face-down overflow
cards of others and of discarded cards) give the same decision. The sampler of hidden cards
(determinize) reads only the view and makes only states that agree with it."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.kittens.bots.knowledge import determinize, unseen_pool
from game.kittens.bots.levels import make_bot
from game.kittens.rules import DECK, HIDDEN, observe
from game.kittens.rules.cards import colour_of, is_known
from tests.isle.bots.positions import blind_decisions
from tests.kittens.bots.positions import positions
from tests.kittens.properties.test_playouts import cards_in


def test_a_bot_takes_a_view_and_nothing_else():
    state, seat = next(positions(1, 1))
    for level in ("easy", "normal", "hard"):
        with pytest.raises(AssertionError):
            make_bot(level, 1).decide(state)  # type: ignore[arg-type]


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_decisions_do_not_depend_on_hidden_cards(level):
    rng = random.Random(7)
    checked = 0
    for players, seed in ((3, 21), (4, 22), (5, 23)):
        checked += blind_decisions(
            lambda: make_bot(level, 3),
            positions(seed, 7, players),
            lambda state, seat: determinize(observe(state, seat), rng),
            observe,
        )
    assert checked >= 10


def test_determinize_agrees_with_the_view_and_places_every_card():
    rng = random.Random(3)
    for players, seed in ((3, 8), (5, 9)):
        for state, seat in positions(seed, 3, players):
            view = observe(state, seat)
            world = determinize(view, rng)
            assert observe(world, seat) == view
            assert cards_in(world) == Counter(DECK)
            for s in world.seats:
                assert all(is_known(c) for c in s.hand + s.collection)


def test_determinize_reads_only_the_view():
    for state, seat in positions(13, 5):
        view = observe(state, seat)
        other = determinize(view, random.Random(1))
        assert unseen_pool(view) == unseen_pool(observe(other, seat))
        assert determinize(view, random.Random(5)) == determinize(
            observe(other, seat), random.Random(5)
        )


def test_the_unseen_pool_holds_exactly_the_hidden_cards():
    faced = 0
    for state, seat in positions(17, 2):
        view = observe(state, seat).state
        pool = Counter(unseen_pool(observe(state, seat)))
        hidden = cards_in(state)
        for c in (
            [c for s in view.seats for c in s.hand + s.collection]
            + [c for _, c in view.trick]
            + list(view.discarded + view.rest + view.deck)
            + [view.trump]
        ):
            if is_known(c):
                hidden[c] -= 1
        assert +hidden == pool
        # a face-down card's colour is known: the pool holds a card of that colour for it
        for s in view.seats:
            for c in s.collection:
                if not is_known(c) and c != HIDDEN:
                    faced += 1
                    assert any(colour_of(x) == colour_of(c) for x in pool)
    assert faced
