"""The challenge model: moves through the rules' placement checker, the queue and the choice,
the map bonus and its treasure, the move limit, stars, the end of a try, the steps' text."""

from __future__ import annotations

import pytest

from game.isle.challenges import model
from game.isle.challenges.model import (
    Challenge,
    ChallengeError,
    Finish,
    Goal,
    Put,
    apply_step,
    parse_step,
    result,
    stars,
    start,
    step_text,
)
from game.isle.data.challenges import challenges
from game.isle.rules.actions import Place, Skip, Take
from game.isle.rules.geometry import bit
from game.isle.rules.ids import Placed, Tile


def by_id(name: str) -> Challenge:
    return next(c for c in challenges() if c.id == name)


def test_a_move_goes_through_the_rules_and_says_why_not(content):
    progress = start(content, by_id("1-01"))
    with pytest.raises(ChallengeError) as error:
        apply_step(progress, Put(Tile(416, "orange"), 0, 0, 0))  # far outside the free cells
    assert error.value.code in ("off_boat", "overlap")
    assert error.value.refusal is not None  # the rules' own reason, for the player


def test_a_queue_offers_only_its_next_tile(content):
    progress = start(content, by_id("1-02"))
    second = progress.offer[1]
    assert model.offered_now(progress) == progress.offer[:1]
    with pytest.raises(ChallengeError) as error:
        apply_step(progress, Put(second, 17, 4, 0))
    assert error.value.code == "not_next"


def test_a_choice_offers_every_tile_and_a_move_takes_one(content):
    challenge = by_id("1-04")
    progress = start(content, challenge)
    assert set(model.offered_now(progress)) == set(challenge.offer)
    after = apply_step(progress, parse_step(challenge.solution[0]))
    assert len(after.offer) == len(challenge.offer) - 1 and after.moves == 1
    assert after.moves_left == challenge.moves - 1


def test_the_solution_earns_three_stars_and_ends_the_try(content):
    for challenge in challenges():
        progress = model.replay(content, challenge, challenge.solution)
        assert stars(progress) == 3 and progress.finished, challenge.id


def test_a_cat_on_its_map_brings_a_treasure_placed_at_once(content):
    challenge = by_id("2-03")  # the red cat on the red map, then a common treasure
    progress = start(content, challenge)
    progress = apply_step(progress, parse_step(challenge.solution[0]))
    assert progress.pending is not None and not progress.finished
    takes = [s for s in model.bonus_steps(progress) if isinstance(s, Take)]
    assert takes and any(isinstance(s, Skip) for s in model.bonus_steps(progress))
    with pytest.raises(ChallengeError) as error:  # the treasure first, then the next move
        apply_step(progress, Finish())
    assert error.value.code == "bonus_first"
    progress = apply_step(progress, parse_step(challenge.solution[1]))
    assert all(isinstance(s, Place) for s in model.bonus_steps(progress))
    progress = apply_step(progress, parse_step(challenge.solution[2]))
    assert progress.pending is None and stars(progress) == 3
    assert progress.moves == 1  # the treasure is not a move


def test_skipping_the_bonus_loses_the_treasure(content):
    challenge = by_id("2-03")
    progress = apply_step(start(content, challenge), parse_step(challenge.solution[0]))
    progress = apply_step(progress, Skip(0))
    assert progress.pending is None and stars(progress) < 3
    assert progress.finished  # the only move is spent


def test_the_move_limit_ends_the_try(content):
    challenge = by_id("1-04")
    progress = start(content, challenge)
    for text in challenge.solution:
        progress = apply_step(progress, parse_step(text))
    assert progress.finished and progress.moves == challenge.moves


def test_finish_ends_the_try_at_once(content):
    progress = apply_step(start(content, by_id("1-05")), Finish())
    assert progress.finished and stars(progress) == 0
    with pytest.raises(ChallengeError) as error:
        apply_step(progress, Finish())
    assert error.value.code == "over"


def test_stars_count_up_or_down_with_the_goal():
    more = Goal("rooms", (1, 2, 3))
    assert [more.stars_for(n) for n in range(5)] == [0, 1, 2, 3, 3]
    fewer = Goal("rats", (3, 1, 0))
    assert [fewer.stars_for(n) for n in (5, 3, 2, 1, 0)] == [0, 1, 1, 2, 3]


def test_each_goal_counts_what_it_says(content):
    empty = by_id("1-01")  # the bow cabin: 4 empty cells
    assert result(start(content, empty)) == 4
    rats = by_id("2-01")  # four rats on the deck in view
    assert result(start(content, rats)) == 4
    family = by_id("3-03")  # a family of four orange cats in the storeroom
    assert result(start(content, family)) == 4


def test_a_step_text_parses_back():
    steps = [
        Put(Tile(403, "blue"), 7, 3, 5),
        Put(Tile(200), 16, 1, 1),
        Take(0, Tile(102)),
        Place(0, 5, 5, 0),
        Skip(0),
        Finish(),
    ]
    for step in steps:
        assert parse_step(step_text(step)) == step
    with pytest.raises(ValueError):
        parse_step("p0 pass")


def test_a_tile_placed_counts_in_the_rules_scoring(content):
    challenge = by_id("3-01")
    progress = model.replay(content, challenge, challenge.solution)
    red = [t for t in progress.tiles if t.color == "red"]
    assert len(red) == 4
    assert isinstance(progress.tiles[-1], Placed)
    assert progress.occupied & bit(8, 3)
