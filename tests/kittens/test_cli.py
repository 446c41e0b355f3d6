"""The command line of Kitten Toys: ``record`` prints the reference's whole-game record (checked
here by the independent checker), ``simulate`` and ``tournament`` take ``--game kittens``; bad
arguments are a usage line and exit status 2; the same seed gives the same game."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.__main__ import main as game_main
from game.kittens.headless import CATEGORIES
from game.kittens.rules import state_hash
from game.kittens.session.match import KittensMatch
from tests.isle.bots.test_tools import check_levels, without_timings
from tests.kittens.checker import check_record
from tests.tools.test_cli_errors import usage_error

ROOT = Path(__file__).resolve().parents[2]
# the reference's fields, in its order, then what this edition adds: each seat's bot level
RECORD_KEYS = ["game", "players", "seed", "rounds", "super_chats", "game_winners", "bots"]
ROUND_KEYS = {"starter", "hands", "trump_card", "tricks", "end", "winners", "collections"}
TRICK_KEYS = {"leader", "plays", "winner", "overflows"}
OVERFLOW_KEYS = {"seat", "colour", "cards", "given", "discarded"}


def run(capsys, *argv: str) -> dict:
    assert game_main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(
    "players,seed,bots",
    [
        (3, 1, "normal"),
        (4, 2, "easy,normal,easy,normal"),
        (5, 3, "easy"),
        (3, 11, "hard,easy,easy"),
    ],
)
def test_record_prints_the_reference_record_and_it_checks(capsys, players, seed, bots):
    record = run(
        capsys,
        "record",
        "--game",
        "kittens",
        "--players",
        str(players),
        "--seed",
        str(seed),
        "--bots",
        bots,
    )
    assert list(record) == RECORD_KEYS
    assert (record["game"], record["players"], record["seed"]) == ("kittens", players, seed)
    overflows = 0
    for rnd in record["rounds"]:
        assert set(rnd) == ROUND_KEYS and rnd["end"] in ("five_colours", "hands_empty")
        for trick in rnd["tricks"]:
            assert set(trick) == TRICK_KEYS
            for overflow in trick["overflows"]:
                assert set(overflow) == OVERFLOW_KEYS and overflow["colour"] in "ygrpb"
                overflows += 1
    check_record(record)  # every winner, overflow, end, starter and count from the record


def test_records_hold_overflows_and_both_round_ends():
    """Across a few seeds the records meet what the checker re-derives: overflows with
    discards, rounds ended by five colours and by empty hands."""
    seen = {"discards": 0, "five_colours": 0, "hands_empty": 0}
    from game.kittens.headless import play_match

    for seed in range(10):
        match, _ = play_match(["random"] * 5, seed)
        record = match.record()
        check_record(record)
        for rnd in record["rounds"]:
            seen[rnd["end"]] += 1
            for trick in rnd["tricks"]:
                seen["discards"] += sum(bool(o["discarded"]) for o in trick["overflows"])
    assert all(seen.values()), seen


def test_the_same_seed_gives_the_same_record_and_another_seed_another(capsys):
    args = ("record", "--game", "kittens", "--players", "4", "--seed", "5", "--bots", "easy")
    a, b = run(capsys, *args), run(capsys, *args)
    assert a == b
    assert run(capsys, *args[:-3], "6", "--bots", "easy") != a


def test_record_runs_as_a_command_and_defaults_to_normal_bots():
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "game",
            "record",
            "--game",
            "kittens",
            "--players",
            "3",
            "--seed",
            "2",
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.count("\n") == 1  # one JSON object on one line
    check_record(json.loads(out.stdout))


@pytest.mark.parametrize(
    "argv,words",
    [
        (["record", "--game", "kittens", "--players", "2"], "3, 4, 5 players, not 2"),
        (["record", "--game", "kittens", "--players", "6"], "3, 4, 5 players, not 6"),
        (["record", "--game", "kittens", "--bots", "wizard"], "unknown level(s) wizard"),
        (["record", "--game", "kittens", "--bots", "easy,normal"], "2 levels for 3 players"),
        (["record", "--game", "kittens", "--players", "4", "--bots", "easy,easy,easy"], "3 levels"),
        (["record", "--game", "chess"], "unknown game 'chess'"),
        (["record", "--game", "isle"], "no whole-game record"),
        (["record", "--seed", "x"], "invalid int value"),
        (["simulate", "--game", "kittens", "--mode", "family"], "--mode: for The Isle of Cats"),
        (["simulate", "--game", "kittens", "--difficulty", "hard"], "--difficulty: for The"),
        (["simulate", "--game", "kittens", "--players", "2"], "3, 4, 5 players, not 2"),
        (["simulate", "--game", "go"], "unknown game 'go'"),
        (["tournament", "--game", "kittens", "--mode", "solo"], "--mode: for The Isle of Cats"),
        (["tournament", "--game", "kittens", "--players", "6"], "3, 4, 5 players, not 6"),
        (["tournament", "--game", "kittens", "--bots", "hard,normal"], "2 levels for 3 players"),
        (["tournament", "--game", "kittens", "--bots", "hard,normal,genius"], "unknown level"),
        (["tournament", "--game", "kittens", "--games", "0"], "--games must be at least 1"),
        (["tournament", "--game", "kittens", "--jobs", "0"], "--jobs must be"),
    ],
)
def test_bad_arguments_are_a_usage_error(capsys, argv, words):
    assert words in usage_error(capsys, *argv)


def test_record_help_says_how_bots_are_given(capsys):
    with pytest.raises(SystemExit) as stop:
        game_main(["record", "--help"])
    assert stop.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "one per seat" in text and "one level for every seat" in text and "kittens" in text


def test_simulate_plays_kittens_and_writes_a_log_that_replays(capsys, tmp_path):
    log = tmp_path / "game.jsonl"
    result = run(
        capsys,
        "simulate",
        "--game",
        "kittens",
        "--players",
        "5",
        "--seed",
        "8",
        "--json",
        "--log",
        str(log),
    )
    assert set(result) == {
        "game",
        "seed",
        "players",
        "rounds",
        "super_chats",
        "winners",
        "state_hash",
    }
    assert result["players"] == 5 and max(result["super_chats"]) == 3
    assert result["winners"] == [i for i, n in enumerate(result["super_chats"]) if n == 3]
    replay = KittensMatch.from_lines(log.read_text().splitlines())
    assert state_hash(replay.state) == result["state_hash"]
    assert (
        run(capsys, "simulate", "--game", "kittens", "--players", "5", "--seed", "8", "--json")
        == result
    )


def test_the_isle_of_cats_stays_the_default_game(capsys):
    result = run(capsys, "simulate", "--players", "2", "--seed", "1", "--json")
    assert result["mode"] == "standard" and len(result["players"]) == 2


def test_a_kittens_tournament_has_the_isle_tournament_shape(capsys):
    args = "tournament --game kittens --games 3 --bots normal,easy,random --seed 4 --json".split()
    report = run(capsys, *args)
    assert report["game"] == "kittens" and report["games"] == 3 and report["players"] == 3
    assert list(report["levels"]) == ["normal", "easy", "random"]
    check_levels(report, CATEGORIES)
    assert without_timings(run(capsys, *args)) == without_timings(report)


def test_a_kittens_tournament_defaults_to_hard_against_normal_and_prints_a_table(capsys):
    assert game_main(["tournament", "--game", "kittens", "--games", "1", "--players", "4"]) == 0
    out = capsys.readouterr().out
    assert "hard,normal,normal,normal" in out and "win%" in out and "p95ms" in out


def test_the_record_adds_each_seat_s_bot_level_and_prints_pretty_on_demand(capsys):
    """Play-test 2026-12-06: one 10 kB line, seats 0-based with no bot levels. The reference's
    fields stay exactly as they were, in their order; ``bots`` comes after them."""
    from game.kittens.headless import play_match

    args = ["record", "--game", "kittens", "--players", "3", "--seed", "7", "--bots"]
    record = run(capsys, *args, "hard,easy,normal")
    assert record["bots"] == ["hard", "easy", "normal"]
    match, _ = play_match(["hard", "easy", "normal"], 7)
    assert {k: v for k, v in record.items() if k != "bots"} == match.record()
    assert game_main([*args, "hard,easy,normal", "--pretty"]) == 0
    pretty = capsys.readouterr().out
    assert pretty.count("\n") > 50 and pretty.startswith('{\n  "game": "kittens"')
    assert json.loads(pretty) == record
    assert run(capsys, *args, "easy")["bots"] == ["easy"] * 3
