"""The command line of Dice Quest: ``record`` prints the reference's whole-game record (checked
by the independent checker), ``simulate``, ``tournament`` and ``daily`` take ``--game quest``
with the other games' JSON shapes; bad arguments are a usage line and exit status 2; the same
seed gives the same game."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest

from game.__main__ import main as game_main
from game.quest.daily import daily_for
from game.quest.headless import CATEGORIES
from game.quest.rules import state_hash
from game.quest.session.match import QuestMatch
from game.shell.session.daily import date_seed
from tests.isle.bots.test_tools import check_levels, without_timings
from tests.quest.checker import check_record
from tests.tools.test_cli_errors import usage_error

ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *argv: str) -> dict:
    assert game_main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(
    "players,seed,bots",
    [(1, 1, "hard"), (2, 2, "easy,hard"), (3, 3, "normal"), (5, 4, "easy"), (8, 5, "hard")],
)
def test_record_prints_the_reference_record_and_it_checks(capsys, players, seed, bots):
    args = ["record", "--game", "quest", "--players", str(players), "--seed", str(seed)]
    record = run(capsys, *args, "--bots", bots)
    assert (record["game"], record["players"], record["seed"]) == ("quest", players, seed)
    assert len(record["cards"]) == 42 and len(record["deck"]) == 42
    assert set(record["cards"][0]) == {"id", "combo", "power"}
    check_record(record)


def test_the_same_seed_gives_the_same_record_and_another_seed_another(capsys):
    args = ("record", "--game", "quest", "--players", "2", "--seed", "5", "--bots", "normal")
    a, b = run(capsys, *args), run(capsys, *args)
    assert a == b
    assert run(capsys, *args[:-3], "6", "--bots", "normal") != a


def test_record_runs_as_a_command_solo_with_normal_bots_by_default():
    out = subprocess.run(
        [sys.executable, "-m", "game", "record", "--game", "quest", "--seed", "2"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.count("\n") == 1
    record = json.loads(out.stdout)
    assert record["players"] == 1 and list(record)[-2:] == ["won", "score"]
    check_record(record)


@pytest.mark.parametrize(
    "argv,words",
    [
        (["record", "--game", "quest", "--players", "0"], "1 to 8 players, not 0"),
        (["record", "--game", "quest", "--players", "9"], "1 to 8 players, not 9"),
        (["record", "--game", "quest", "--bots", "wizard"], "unknown level(s) wizard"),
        (["record", "--game", "quest", "--bots", "random"], "unknown level(s) random"),
        (["record", "--game", "quest", "--players", "3", "--bots", "easy,hard"], "2 levels"),
        (["simulate", "--game", "quest", "--mode", "solo"], "--mode: for The Isle of Cats"),
        (["simulate", "--game", "quest", "--players", "12"], "1 to 8 players, not 12"),
        (["tournament", "--game", "quest", "--players", "9"], "1 to 8 players, not 9"),
        (["tournament", "--game", "quest", "--bots", "hard,genius"], "unknown level"),
        (["tournament", "--game", "quest", "--players", "1", "--bots", "hard,easy"], "2 levels"),
        (["tournament", "--game", "quest", "--games", "0"], "--games must be at least 1"),
        (["daily", "--game", "quest", "--date", "2026-13-01"], "--date"),
        (["daily", "--game", "quest", "--date", "tomorrow"], "YYYY-MM-DD"),
    ],
)
def test_bad_arguments_are_a_usage_error(capsys, argv, words):
    assert words in usage_error(capsys, *argv)


def test_simulate_plays_quest_and_writes_a_log_that_replays(capsys, tmp_path):
    log = tmp_path / "game.jsonl"
    args = ["simulate", "--game", "quest", "--players", "3", "--seed", "8", "--json"]
    result = run(capsys, *args, "--log", str(log))
    assert list(result) == ["game", "seed", "players", "turns", "scores", "winners", "state_hash"]
    assert result["players"] == 3 and sum(result["scores"]) == 42
    best = max(result["scores"])
    assert set(result["winners"]) <= {i for i, s in enumerate(result["scores"]) if s == best}
    replay = QuestMatch.from_lines(log.read_text().splitlines())
    assert state_hash(replay.state) == result["state_hash"]
    assert run(capsys, *args) == result


def test_simulate_solo_says_won_and_score(capsys):
    result = run(capsys, "simulate", "--game", "quest", "--seed", "1", "--json")
    assert list(result) == ["game", "seed", "players", "turns", "won", "score", "state_hash"]
    assert result["players"] == 1 and result["won"] is False and result["score"] is None
    assert game_main(["simulate", "--game", "quest", "--seed", "1"]) == 0
    assert "the quest is lost after" in capsys.readouterr().out


def test_a_quest_tournament_has_the_other_games_shape(capsys):
    args = "tournament --game quest --games 3 --players 3 --bots hard,easy,random --seed 4"
    args = [*args.split(), "--json"]
    report = run(capsys, *args)
    assert report["game"] == "quest" and report["games"] == 3 and report["players"] == 3
    assert list(report["levels"]) == ["hard", "easy", "random"]
    check_levels(report, CATEGORIES)
    assert "solo" not in report
    assert without_timings(run(capsys, *args)) == without_timings(report)


def test_a_solo_tournament_reports_the_win_rate_and_mean_score(capsys):
    report = run(capsys, *"tournament --game quest --games 6 --bots hard --seed 2 --json".split())
    assert report["players"] == 1 and list(report["levels"]) == ["hard"]
    solo = report["solo"]["hard"]
    assert solo["games"] == 6 and 0 <= solo["won"] <= 6
    assert solo["win_rate"] == round(solo["won"] / 6, 4) == report["levels"]["hard"]["win_share"]
    assert solo["mean_score"] == pytest.approx(report["levels"]["hard"]["score"]["mean"], abs=0.01)
    assert {"win_rate_se", "mean_score_se", "mean_score_won"} <= set(solo)
    timing = report["levels"]["hard"]["decision_time"]
    assert timing["decisions"] > 0 and timing["p95_ms"] > 0


def test_a_quest_tournament_defaults_to_a_solo_hard_bot_and_prints_a_table(capsys):
    assert game_main(["tournament", "--game", "quest", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "1 players, bots hard" in out and "win%" in out and "solo hard: won" in out


def test_the_daily_quest_is_a_seed_of_the_date(capsys):
    result = run(capsys, "daily", "--game", "quest", "--date", "2026-12-06", "--json")
    assert result == {
        "date": "2026-12-06",
        "seed": date_seed("dice-quest daily", date(2026, 12, 6)),
    }
    assert (
        result["seed"]
        != run(capsys, "daily", "--game", "isle", "--date", "2026-12-06", "--json")["seed"]
    )
    daily = daily_for(date(2026, 12, 7))
    assert daily.as_json()["seed"] != result["seed"]
    assert daily.describe() == f"2026-12-07: solo quest, seed {daily.seed}"
    assert game_main(["daily", "--game", "quest", "--date", "2026-12-06"]) == 0
    assert capsys.readouterr().out.strip() == f"2026-12-06: solo quest, seed {result['seed']}"
