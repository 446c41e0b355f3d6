"""Kitten Fuse bots never peek: a bot takes a View only, and two games that differ only in what
the seat cannot see (the other hands, the deck's unseen places, who else passed in the No!
window) give the same decision, at every kind of decision. The sampler of hidden cards
(determinize) reads only the view and makes only games that agree with it."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.fuse.bots.knowledge import determinize, fuse_chance, kit_chance, unseen
from game.fuse.bots.levels import make_bot
from game.fuse.rules import DECK, HIDDEN, Phase, observe, title_of
from game.fuse.rules.cards import FUSE
from tests.fuse.bots.positions import positions
from tests.fuse.properties.test_playouts import cards_in
from tests.isle.bots.positions import blind_decisions

SAMPLES = ((2, 31, "random"), (3, 32, "random"), (4, 33, "random"), (5, 34, "normal"))


def sample(every: int = 2):
    for players, seed, level in SAMPLES:
        yield from positions(seed, every, players, level)


def test_a_bot_takes_a_view_and_nothing_else():
    state, _ = next(positions(1, 1))
    for level in ("random", "easy", "normal", "hard"):
        with pytest.raises(AssertionError):
            make_bot(level, 1).decide(state)  # type: ignore[arg-type]


def test_a_bot_asked_out_of_turn_says_so():
    state, seat = next(s for s in positions(2, 1) if s[0].phase == Phase.PLAY)
    other = (seat + 1) % state.players
    with pytest.raises(ValueError, match="nothing to decide"):
        make_bot("hard", 1).decide(observe(state, other))


def test_the_sample_meets_every_kind_of_decision():
    phases = Counter(state.phase for state, _ in sample())
    for phase in (Phase.PLAY, Phase.WINDOW, Phase.FAVOUR, Phase.PICK, Phase.CALM):
        assert phases[phase], phases


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_decisions_do_not_depend_on_what_the_seat_cannot_see(level):
    rng = random.Random(7)
    checked = blind_decisions(
        lambda: make_bot(level, 3),
        sample(),
        lambda state, seat: determinize(observe(state, seat), rng),
        observe,
    )
    assert checked >= 60


def test_determinize_agrees_with_the_view_and_places_every_card():
    rng = random.Random(3)
    for state, seat in sample(5):
        view = observe(state, seat)
        world = determinize(view, rng)
        assert observe(world, seat) == view
        assert cards_in(world) == Counter(DECK)
        assert all(c != HIDDEN for s in world.seats for c in s.hand)
        assert all(c != HIDDEN for c in world.deck)
        assert not any(title_of(c) == FUSE for s in world.seats for c in s.hand)


def test_what_a_bot_counts_reads_only_the_view():
    rng = random.Random(5)
    for state, seat in sample(4):
        view = observe(state, seat)
        other = observe(determinize(view, rng), seat)
        assert unseen(view) == unseen(other)
        for infer in (False, True):
            assert fuse_chance(view, 0, infer) == fuse_chance(other, 0, infer)
        for o in range(state.players):
            if o != seat:
                assert kit_chance(view, o) == kit_chance(other, o)


def test_the_fuse_chance_is_the_count_over_the_unseen_places():
    """Without Peeks or returns: the fuse kittens left (one fewer than the players in) over the
    deck's size; a fuse kitten seen on top is a certainty."""
    for state, seat in sample(3):
        view = observe(state, seat)
        if state.phase != Phase.PLAY or any(c != HIDDEN for c in view.state.deck):
            continue
        assert fuse_chance(view) == pytest.approx((len(state.in_play) - 1) / len(state.deck))
