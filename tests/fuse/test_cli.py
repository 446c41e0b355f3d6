"""The command line of Kitten Fuse: ``record`` prints the reference's whole-game record (checked
here by the independent checker), ``simulate`` and ``tournament`` take ``--game fuse`` (and
``--combos on|off``) with the other games' JSON shapes; bad arguments are one usage line and
exit status 2; the same arguments give the same game."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.__main__ import main as game_main
from game.fuse.headless import CATEGORIES
from game.fuse.rules import state_hash
from game.fuse.session.match import FuseMatch
from game.shell.games import REGISTERED
from tests.fuse.checker import KEYS, check_record
from tests.isle.bots.test_tools import check_levels, without_timings
from tests.tools.test_cli_errors import usage_error

ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *argv: str) -> dict:
    assert game_main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(
    "players,seed,bots",
    [
        (2, 1, "hard,easy"),
        (3, 2, "normal"),
        (4, 3, "easy,normal,hard,easy"),
        (5, 4, "hard"),
        (3, 11, "hard,normal,normal"),
    ],
)
def test_record_prints_the_reference_record_and_it_checks(capsys, players, seed, bots):
    args = ["record", "--game", "fuse", "--players", str(players), "--seed", str(seed)]
    record = run(capsys, *args, "--bots", bots)
    assert list(record) == KEYS
    assert (record["game"], record["players"], record["seed"]) == ("fuse", players, seed)
    assert record["combos"] is True
    check_record(record)
    assert run(capsys, *args, "--bots", bots) == record, "same arguments, same record"


def test_records_of_many_seeds_and_player_counts_check(capsys):
    for players in (2, 3, 4, 5):
        for seed in range(100, 106):
            record = run(
                capsys, "record", "--game", "fuse", "--players", str(players), "--seed", str(seed)
            )
            check_record(record)


def test_another_seed_gives_another_record(capsys):
    args = ("record", "--game", "fuse", "--players", "3", "--bots", "easy", "--seed")
    assert run(capsys, *args, "5") != run(capsys, *args, "6")


def test_record_runs_as_a_command_and_prints_one_line():
    out = subprocess.run(
        [sys.executable, "-m", "game", "record", "--game", "fuse", "--players", "4", "--seed", "2"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.count("\n") == 1
    check_record(json.loads(out.stdout))


@pytest.mark.parametrize(
    "argv,words",
    [
        (["record", "--game", "fuse", "--players", "1"], "2, 3, 4, 5 players, not 1"),
        (["record", "--game", "fuse", "--players", "6"], "2, 3, 4, 5 players, not 6"),
        (["record", "--game", "fuse", "--bots", "wizard"], "unknown level(s) wizard"),
        (["record", "--game", "fuse", "--bots", "random"], "unknown level(s) random"),
        (["record", "--game", "fuse", "--bots", "easy,normal"], "2 levels for 3 players"),
        (["record", "--game", "fuse", "--players", "x"], "invalid int value"),
        (["record", "--game", "fuse", "--combos", "off"], "unrecognized arguments"),
        (["simulate", "--game", "fuse", "--players", "6"], "2, 3, 4, 5 players, not 6"),
        (["simulate", "--game", "fuse", "--combos", "maybe"], "--combos takes on or off"),
        (["simulate", "--game", "fuse", "--mode", "family"], "--mode: for The Isle of Cats"),
        (["simulate", "--game", "kittens", "--combos", "on"], "--combos: for Kitten Fuse"),
        (["simulate", "--game", "fuses"], "unknown game 'fuses'"),
        (["tournament", "--game", "fuse", "--players", "0"], "not 0"),
        (["tournament", "--game", "fuse", "--players", "3", "--bots", "hard,easy"], "2 levels"),
        (["tournament", "--game", "fuse", "--bots", "hard,normal,genius"], "unknown level"),
        (["tournament", "--game", "fuse", "--games", "0"], "--games must be at least 1"),
        (["tournament", "--game", "fuse", "--jobs", "0"], "--jobs must be"),
        (["tournament", "--game", "fuse", "--combos", "2"], "--combos takes on or off"),
    ],
)
def test_bad_arguments_are_a_usage_error(capsys, argv, words):
    assert words in usage_error(capsys, *argv)


def test_simulate_plays_a_game_and_writes_a_log_that_replays(capsys, tmp_path):
    log = tmp_path / "game.jsonl"
    args = ["simulate", "--game", "fuse", "--players", "5", "--seed", "8", "--json"]
    result = run(capsys, *args, "--log", str(log))
    assert list(result) == [
        "game",
        "seed",
        "players",
        "combos",
        "first",
        "turns",
        "out",
        "winners",
        "state_hash",
    ]
    assert result["players"] == 5 and result["combos"] is True and len(result["out"]) == 4
    assert sorted(result["out"] + result["winners"]) == [0, 1, 2, 3, 4]
    replay = FuseMatch.from_lines(log.read_text().splitlines())
    assert state_hash(replay.state) == result["state_hash"]
    assert run(capsys, *args) == result


def test_simulate_takes_the_combos_off_and_words_the_outcome(capsys):
    result = run(capsys, "simulate", "--game", "fuse", "--seed", "3", "--combos", "off", "--json")
    assert result["combos"] is False and result["players"] == 3
    assert game_main(["simulate", "--game", "fuse", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "winner: seat" in out and "is out" in out


def test_a_tournament_has_the_shape_of_the_other_games(capsys):
    args = "tournament --game fuse --games 4 --bots hard,normal,easy --seed 4 --json".split()
    report = run(capsys, *args)
    assert (report["game"], report["games"], report["players"]) == ("fuse", 4, 3)
    assert report["combos"] is True and list(report["levels"]) == ["hard", "normal", "easy"]
    check_levels(report, CATEGORIES)
    assert without_timings(run(capsys, *args)) == without_timings(report)


def test_a_tournament_defaults_to_hard_against_normal_and_prints_a_table(capsys):
    assert game_main(["tournament", "--game", "fuse", "--games", "2", "--players", "4"]) == 0
    out = capsys.readouterr().out
    assert "hard,normal,normal,normal" in out and "win%" in out and "p95ms" in out


def test_the_game_is_registered_once_with_its_record():
    game = REGISTERED.get("fuse")
    assert (game.title, game.name_key, game.players) == (
        "Kitten Fuse",
        "fuse.game.name",
        (2, 3, 4, 5),
    )
    assert game.recorded and game.pitch_key == "box.pitch.fuse"
    assert game.setup in game.scenes and game.resume in game.scenes and game.box_art
    assert game in REGISTERED.windowed(), "the window offers it: it gives its screens"
    assert game.engine().levels == ("random", "easy", "normal", "hard")
    assert [g.id for g in REGISTERED].count("fuse") == 1


def test_the_box_pitches_the_game_in_both_languages():
    for lang in ("en", "fr"):
        box = json.loads(
            (ROOT / "assets" / "i18n" / f"box.{lang}.json").read_text(encoding="utf-8")
        )
        assert box["box.pitch.fuse"] and not re.search(r" [?!:;»]", box["box.pitch.fuse"])
