"""Whole-game records over many seeds and every player count, checked by the independent
checker (tests/quest/checker.py); the checker itself catches records that break a rule."""

from __future__ import annotations

import copy

import pytest

from game.quest.headless import play_match
from tests.quest.checker import check_record

LEVELS = ("easy", "normal", "hard")


def record_of(players: int, seed: int, levels: list[str] | None = None) -> dict:
    levels = levels or [LEVELS[(seed + seat) % 3] for seat in range(players)]
    match, _ = play_match(levels, seed)
    return match.record()


@pytest.mark.parametrize("players", range(1, 9))
def test_records_of_every_player_count_check(players):
    for seed in range(3 if players > 3 else 6):
        check_record(record_of(players, seed))


def test_solo_records_of_every_level_check_won_and_lost():
    ends = set()
    for level in ("random", "easy", "normal", "hard"):
        for seed in range(12):
            record = record_of(1, seed, [level])
            check_record(record)
            ends.add(record["won"])
            assert record["score"] is None or record["score"] <= 42
    assert ends == {True, False}


def test_a_game_of_random_bots_checks():
    check_record(record_of(2, 5, ["random", "random"]))


def test_records_hold_rerolls_powers_of_every_kind_and_turns_without_a_creature():
    seen = {"rerolls": 0, "nothing": 0, "two_rerolls": 0}
    powers: set[str] = set()
    for seed in range(4):
        record = record_of(3, seed, ["hard", "normal", "hard"])
        kinds = {c["id"]: c["power"] for c in record["cards"]}
        for turn in record["turns"]:
            seen["rerolls"] += len(turn["rolls"]) > 1
            seen["two_rerolls"] += len(turn["rolls"]) == 3
            seen["nothing"] += turn["beaten"] is None
            powers |= {kinds[p["card"]] for p in turn["powers"]}
    assert all(seen.values()), seen
    assert powers == {"plus", "minus", "plusminus", "reroll", "opposite"}


@pytest.fixture(scope="module")
def sample() -> dict:
    """A 3-player record with rerolls and powers of several kinds."""
    record = record_of(3, 2, ["hard", "hard", "normal"])
    assert any(t["powers"] for t in record["turns"])
    return record


def first_turn(record: dict, test) -> dict:
    return next(t for t in record["turns"] if test(t))


def broken(record: dict, change) -> None:
    bad = copy.deepcopy(record)
    change(bad)
    with pytest.raises(AssertionError):
        check_record(bad)


def test_the_checker_catches_a_broken_record(sample):
    check_record(sample)

    def wrong_seat(r):
        r["turns"][1]["seat"] = (r["turns"][1]["seat"] + 1) % 3

    def wrong_line(r):
        r["turns"][2]["line"].reverse()

    def kept_die_changed(r):
        roll = first_turn(r, lambda t: len(t["rolls"]) > 1 and t["rolls"][1]["kept"])["rolls"][1]
        i = roll["kept"][0]
        roll["dice"][i] = roll["dice"][i] % 6 + 1

    def power_effect(r):
        spent = first_turn(r, lambda t: t["powers"])["powers"][0]
        spent["dice"][spent["positions"][0]] = 0

    def beaten_not_beaten(r):
        turn = first_turn(r, lambda t: t["beaten"] is not None)
        turn["beaten"] = next(c for c in turn["line"] if c != turn["beaten"])

    def skipped_must_beat(r):
        first_turn(r, lambda t: t["beaten"] is not None)["beaten"] = None

    def three_rerolls(r):
        turn = first_turn(r, lambda t: len(t["rolls"]) == 3)
        turn["rolls"].append(copy.deepcopy(turn["rolls"][-1]))

    def wrong_score(r):
        r["scores"][0] += 1

    def wrong_winners(r):
        r["winners"] = [0, 1, 2]

    for change in (
        wrong_seat,
        wrong_line,
        kept_die_changed,
        power_effect,
        beaten_not_beaten,
        skipped_must_beat,
        three_rerolls,
        wrong_score,
        wrong_winners,
    ):
        broken(sample, change)


def test_the_checker_catches_a_broken_solo_record():
    won = next(r for r in (record_of(1, s, ["hard"]) for s in range(20)) if r["won"])
    check_record(won)
    broken(won, lambda r: r.__setitem__("score", r["score"] + 1))
    broken(won, lambda r: r.__setitem__("won", False))
    broken(won, lambda r: r["turns"].pop())
