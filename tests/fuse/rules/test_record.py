"""The whole-game record of the reference's last section, checked by the independent checker
(tests/fuse/checker.py) on games between every level, at every player count, with the combos on
and off; and the checker itself catches records that break a rule."""

from __future__ import annotations

import copy

import pytest

from game.fuse.headless import play_match
from tests.fuse.checker import check_record

LINEUPS = {
    2: ["hard", "random"],
    3: ["easy", "normal", "random"],
    4: ["random", "hard", "easy", "random"],
    5: ["random", "random", "normal", "random", "easy"],
}


def record_of(players: int, seed: int, combos: bool = True) -> dict:
    match, _ = play_match(LINEUPS[players], seed, combos)
    return match.record()


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_records_of_many_games_check(players):
    seen = {"cancelled": 0, "calm": 0, "pounce": 0, "nap": 0, "owed2": 0, "taken": 0}
    for seed in range(12):
        record = record_of(players, seed, combos=seed % 3 != 2)
        check_record(record)
        assert record["seed"] == seed and record["players"] == players
        for turn in record["turns"]:
            seen["owed2"] += turn["owed"] == 2
            seen[turn["ended"]] = seen.get(turn["ended"], 0) + 1
            for play in turn["plays"]:
                seen["cancelled"] += play["cancelled"]
                seen["taken"] += play["taken"] is not None
    assert all(seen.values()), seen  # the checks met every kind of turn and play


def test_the_record_is_the_same_for_the_same_game():
    assert record_of(3, 4) == record_of(3, 4)
    assert record_of(3, 4) != record_of(3, 5)


def _first(record: dict, test) -> tuple[int, int]:
    for t, turn in enumerate(record["turns"]):
        for p, play in enumerate(turn["plays"]):
            if test(turn, play):
                return t, p
    raise AssertionError("no such play in the sample game")


def broken(record: dict) -> list[tuple[str, dict]]:
    """Records that each break one rule of the reference."""
    out = []
    r = copy.deepcopy(record)
    r["deck"][0], r["deck"][-1] = r["deck"][-1], r["deck"][0]
    out.append(("deck order", r))
    r = copy.deepcopy(record)
    r["turns"][1]["seat"] = (r["turns"][1]["seat"] + 1) % r["players"]
    out.append(("turn order", r))
    r = copy.deepcopy(record)
    t, p = _first(r, lambda turn, play: play["noes"])
    r["turns"][t]["plays"][p]["cancelled"] = not r["turns"][t]["plays"][p]["cancelled"]
    out.append(("cancelled", r))
    r = copy.deepcopy(record)
    t, p = _first(r, lambda turn, play: play["taken"] is not None and play["target"] is not None)
    r["turns"][t]["plays"][p]["taken"] = "F#4"
    out.append(("taken", r))
    r = copy.deepcopy(record)
    r["winner"] = r["out"][0]
    out.append(("winner", r))
    r = copy.deepcopy(record)
    r["hands"][0][0], r["hands"][1][0] = r["hands"][1][0], r["hands"][0][0]
    out.append(("hands", r))
    r = copy.deepcopy(record)
    t = next(i for i, turn in enumerate(r["turns"]) if turn["ended"] == "draw")
    r["turns"][t]["ended"] = "nap"
    out.append(("ended", r))
    return out


def test_the_checker_catches_a_broken_record():
    record = next(
        r
        for r in (record_of(4, seed) for seed in range(40))
        if any(p["noes"] for t in r["turns"] for p in t["plays"])
        and any(p["taken"] and p["target"] is not None for t in r["turns"] for p in t["plays"])
    )
    check_record(record)
    for what, bad in broken(record):
        with pytest.raises(AssertionError):
            check_record(bad)
        assert bad != record, what
