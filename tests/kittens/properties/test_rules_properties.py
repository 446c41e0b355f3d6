"""Hypothesis checks of the rules' parts against the independent checker written from the
reference (tests/kittens/checker.py): the trick's winner on any trick, the end of a round and
its winners on any collections, the next starter on any counts."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.kittens.rules import DECK, card_text, trick_winner
from game.kittens.rules.rounds import FIVE_COLOURS, HANDS_EMPTY, next_starter, round_end
from tests.kittens import checker

players = st.integers(3, 5)


@st.composite
def tricks(draw):
    """A trick of 3-5 distinct cards, often with paw swipes and 7s of a colour."""
    n = draw(players)
    colour = draw(st.integers(0, 4))
    likely = [10 * (colour + 1) + 1, 10 * (colour + 1) + 7]  # a paw swipe and its 7
    pool = st.sampled_from(DECK) | st.sampled_from(likely)
    cards = draw(st.lists(pool, min_size=n, max_size=n, unique=True))
    return tuple(enumerate(cards)), draw(st.integers(0, 4))


@settings(max_examples=400, derandomize=True)
@given(tricks())
def test_the_trick_winner_agrees_with_the_reference(trick):
    plays, trump = trick
    leader = plays[0][0]
    rotated = tuple(((s + leader) % len(plays), c) for s, c in plays)
    expected = checker.trick_winner([[s, card_text(c)] for s, c in rotated], "ygrpb"[trump])
    assert trick_winner(rotated, trump) == expected


@st.composite
def collections(draw):
    """Collections of a round between tricks: at most 3 of a colour per seat, each card once."""
    n = draw(players)
    order = draw(st.permutations(DECK))
    out, i = [], 0
    for _ in range(n):
        size = draw(st.integers(0, 9))
        mine = []
        for c in order[i : i + size]:
            if sum(x // 10 == c // 10 for x in mine) < 3:
                mine.append(c)
        i += size
        out.append(tuple(sorted(mine)))
    return out


@settings(max_examples=300, derandomize=True)
@given(collections(), st.booleans())
def test_the_round_end_and_its_winners_agree_with_the_reference(held, empty):
    ended = round_end(held, empty)
    texts = [[card_text(c) for c in cs] for cs in held]
    five = [s for s, cs in enumerate(texts) if checker.colours_held(cs) == 5]
    if five:
        assert ended == (FIVE_COLOURS, tuple(five))
    elif empty:
        ranks = [(checker.colours_held(cs), len(cs)) for cs in texts]
        assert ended == (HANDS_EMPTY, tuple(s for s, r in enumerate(ranks) if r == max(ranks)))
    else:
        assert ended is None


@settings(max_examples=300, derandomize=True)
@given(st.lists(st.integers(0, 12), min_size=3, max_size=5), st.data())
def test_the_next_starter_is_the_first_fewest_from_the_left_of_the_first_winner(counts, data):
    winners = data.draw(st.sets(st.integers(0, len(counts) - 1), min_size=1))
    starter = next_starter(counts, sorted(winners))
    assert counts[starter] == min(counts)
    first = min(winners)
    # every seat strictly between the first winner and the starter, clockwise, has more cards
    k = (starter - first) % len(counts) or len(counts)
    between = [(first + j) % len(counts) for j in range(1, k)]
    assert all(counts[s] > min(counts) for s in between)
