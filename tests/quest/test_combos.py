"""The one combination check, ``beats``, against a brute-force count over all 7,776 rolls by the
straightforward check of tests/quest/reference.py (every way to give the tokens their own
dice), for number, sun, moon and mixed combinations, and against counts worked out by hand."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.quest.data.loader import load_creatures
from game.quest.rules import TOKENS, beatable, beats, combo_problem
from tests.quest.reference import ALL_ROLLS, count_beating, matches

COMBOS = [
    # numbers
    "3 3",
    "1 6",
    "2 2 2",
    "1 1 6 6",
    "1 2 3 4 5",
    "4 4 4 4",
    # suns, moons
    "sun sun",
    "sun sun sun",
    "sun sun sun sun sun",
    "moon moon moon",
    "sun sun moon moon",
    "sun sun moon moon moon",
    "sun moon",
    # mixed
    "6 sun sun",
    "1 1 sun sun sun",
    "6 6 moon moon moon",
    "sun sun moon moon 6",
    "4 4 4 sun sun",
    "3 sun sun sun",
]


def count(combo: tuple[str, ...]) -> int:
    return sum(beats(roll, combo) for roll in ALL_ROLLS)


def test_beats_counts_the_same_rolls_as_the_brute_force_check():
    for text in COMBOS:
        combo = tuple(text.split())
        assert count(combo) == count_beating(combo), text


def test_every_card_of_the_game_counts_the_same_rolls_as_the_brute_force_check():
    for card in load_creatures():
        assert count(card.combo) == count_beating(card.combo), card.id


def test_counts_worked_out_by_hand():
    assert count(("sun",) * 5) == 6  # five alike
    assert count(("sun",) * 4) == 6 * 5 * 5 + 6  # exactly four alike, or five
    assert count(("sun", "sun")) == 7776 - 6 * 5 * 4 * 3 * 2  # all but five different faces
    assert count(("1", "2", "3", "4", "5")) == 120  # the five faces in any order
    assert count(("3", "3")) == 7776 - 5**5 - 5 * 5**4  # not zero or one 3
    assert count(("sun", "moon")) == 7776  # any two dice
    assert count(("6", "6", "6", "6", "6")) == 1


def test_the_reference_examples():
    assert beats((1, 4, 2, 3, 2), ("2", "2")) and beats((1, 2, 2, 2, 4), ("2", "2"))
    assert not beats((1, 4, 2, 3, 5), ("2", "2"))
    two_pairs = ("sun", "sun", "moon", "moon")
    assert beats((1, 1, 3, 3, 5), two_pairs) and beats((4, 4, 4, 4, 2), two_pairs)
    assert not beats((1, 1, 1, 3, 5), two_pairs)
    full = ("sun", "sun", "moon", "moon", "moon")
    assert beats((2, 2, 5, 5, 5), full) and beats((6, 6, 6, 6, 6), full)
    assert not beats((2, 2, 5, 5, 1), full)


def test_a_wildcard_shares_a_printed_number_only_with_enough_dice():
    """[choice] ``6 sun sun``: a 6 and a pair; the pair may be 6s only with three 6s."""
    combo = ("6", "sun", "sun")
    assert beats((6, 2, 2, 1, 3), combo)
    assert not beats((6, 6, 1, 2, 3), combo)
    assert beats((6, 6, 6, 1, 2), combo)


def test_the_order_of_the_dice_does_not_matter():
    assert beats((5, 3, 5, 3, 1), ("3", "5", "sun", "sun")) == beats(
        (1, 3, 3, 5, 5), ("3", "5", "sun", "sun")
    )


combos = st.lists(st.sampled_from(TOKENS), min_size=1, max_size=5).map(tuple)
dice = st.tuples(*[st.integers(1, 6)] * 5)


@settings(max_examples=400, derandomize=True)
@given(dice, combos)
def test_beats_agrees_with_the_reference_on_any_roll_and_combination(roll, combo):
    assert beats(roll, combo) == matches(roll, combo)


@settings(max_examples=100, derandomize=True)
@given(combos)
def test_every_combination_of_at_most_five_tokens_can_be_beaten(combo):
    assert combo_problem(combo) is None and beatable(combo)


def test_combinations_outside_the_edition_are_named():
    assert "1 to 5 tokens" in str(combo_problem(()))
    assert "1 to 5 tokens" in str(combo_problem(("1",) * 6))
    assert "'star'" in str(combo_problem(("1", "star")))
