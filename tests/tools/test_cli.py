"""The command-line contracts: simulate, score, the bench tool and the README's quick start."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.__main__ import main as game_main

ROOT = Path(__file__).resolve().parents[2]
SCORE_KEYS = [
    "rats",
    "rooms",
    "families",
    "rare_treasures",
    "private_lessons",
    "public_lessons",
    "total",
]


def run_game(capsys, *args) -> tuple[int, str]:
    status = game_main(list(args))
    return status, capsys.readouterr().out


def test_simulate_prints_the_documented_json(capsys):
    status, out = run_game(capsys, "simulate", "--players", "3", "--seed", "4", "--json")
    assert status == 0
    result = json.loads(out)
    assert set(result) == {"mode", "seed", "players", "winners", "state_hash", "final"}
    assert result["mode"] == "standard" and result["seed"] == 4
    assert [p["seat"] for p in result["players"]] == [0, 1, 2]
    for p in result["players"]:
        assert list(p["score"]) == SCORE_KEYS and p["fish"] >= 0
        assert p["score"]["total"] == sum(p["score"][k] for k in SCORE_KEYS[:-1])
    totals = [p["score"]["total"] for p in result["players"]]
    assert all(totals[w] == max(totals) for w in result["winners"])
    assert re.fullmatch(r"[0-9a-f]{64}", result["state_hash"])


def test_simulate_is_reproducible(capsys):
    _, a = run_game(capsys, "simulate", "--players", "2", "--seed", "11", "--json")
    _, b = run_game(capsys, "simulate", "--players", "2", "--seed", "11", "--json")
    assert a == b


def test_the_final_position_rescores_to_the_same_totals(capsys, tmp_path):
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        _simulate_and_rescore(
            capsys,
            tmp_path / f"final{players}.json",
            "--players",
            str(players),
            "--seed",
            str(seed),
        )


def _simulate_and_rescore(capsys, path, *simulate_args: str) -> None:
    """A simulated game's final position, scored by ``score``, gives the game's own scores."""
    _, out = run_game(capsys, "simulate", *simulate_args, "--json")
    result = json.loads(out)
    path.write_text(json.dumps(result["final"]))
    status, scored = run_game(capsys, "score", str(path))
    assert status == 0
    scored = json.loads(scored)
    assert [p["score"] for p in scored["players"]] == [p["score"] for p in result["players"]]
    assert scored["winners"] == result["winners"]
    assert scored.get("sister") == result.get("sister")


def test_simulate_family_prints_the_same_json(capsys):
    status, out = run_game(
        capsys, "simulate", "--mode", "family", "--players", "3", "--seed", "5", "--json"
    )
    assert status == 0
    result = json.loads(out)
    assert set(result) == {"mode", "seed", "players", "winners", "state_hash", "final"}
    assert result["mode"] == "family" and len(result["players"]) == 3
    for p in result["players"]:
        assert list(p["score"]) == SCORE_KEYS and p["fish"] == 0
        assert p["score"]["rare_treasures"] == p["score"]["public_lessons"] == 0
    totals = [p["score"]["total"] for p in result["players"]]
    assert result["winners"] and all(totals[w] == max(totals) for w in result["winners"])
    assert all(len(p["private_lessons"]) == 2 for p in result["final"]["players"])


@pytest.mark.parametrize(
    "level, lessons", [("easy", 3), ("medium", 4), ("hard", 5), ("very_hard", 6), ("expert", 7)]
)
def test_simulate_solo_adds_the_sister(capsys, level, lessons):
    status, out = run_game(
        capsys,
        "simulate",
        "--mode",
        "solo",
        "--difficulty",
        level,
        "--players",
        "4",
        "--seed",
        "2",
        "--json",
    )
    assert status == 0
    result = json.loads(out)
    assert set(result) == {"mode", "seed", "players", "winners", "sister", "state_hash", "final"}
    assert [p["seat"] for p in result["players"]] == [0], "--players is ignored in solo"
    sister = result["sister"]
    assert list(sister) == ["colors", "lessons", "total"]
    assert sister["total"] == sister["colors"] + sister["lessons"]
    player = result["players"][0]["score"]["total"]
    assert result["winners"] == ([0] if player > sister["total"] else [])
    final = result["final"]["sister"]
    assert sorted(final["colors"]) == sorted(["blue", "green", "red", "purple", "orange"])
    assert len(final["lessons"]) == lessons


def test_solo_and_family_final_positions_rescore_to_the_same_totals(capsys, tmp_path):
    runs = [
        ("family", "--players", "2"),
        ("family", "--players", "4"),
        ("solo", "--difficulty", "expert"),
        ("solo", "--difficulty", "medium"),
    ]
    for i, (mode, *extra) in enumerate(runs):
        _simulate_and_rescore(
            capsys, tmp_path / f"final{i}.json", "--mode", mode, *extra, "--seed", str(i)
        )


@pytest.mark.parametrize(
    "args",
    [
        ["--mode", "solo", "--difficulty", "legendary"],
        ["--mode", "standard", "--difficulty", "hard"],
        ["--mode", "family", "--players", "1"],
        ["--mode", "coop"],
    ],
)
def test_simulate_refuses_bad_variant_options(capsys, args):
    with pytest.raises(SystemExit) as stop:
        game_main(["simulate", *args])
    assert stop.value.code == 2


def test_simulate_refuses_a_wrong_player_count(capsys):
    try:
        game_main(["simulate", "--players", "7"])
    except SystemExit as stop:
        assert stop.code == 2
    else:
        raise AssertionError("7 players were accepted")


def test_the_module_runs_as_a_command():
    out = subprocess.run(
        [sys.executable, "-m", "game", "simulate", "--players", "2", "--seed", "3", "--json"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    )
    assert json.loads(out.stdout)["seed"] == 3


def test_bench_tool_smoke(capsys):
    sys.path.insert(0, str(ROOT))
    from tools.bench_rules import main

    assert main(["--repeat", "2", "--games", "1"]) == 0
    out = capsys.readouterr().out
    assert "placement" in out and "4-player game" in out and "JSON form" in out


def test_readme_quick_start_has_the_play_and_test_commands():
    text = (ROOT / "README.md").read_text()
    section = text.split("## Quick start", 1)[1]
    block = section.split("```", 2)[1].strip("\n")
    lines = block.splitlines()
    assert lines == ["python3 run.py play", "python3 run.py test"]
    assert "python3 run.py test" in (ROOT / ".ci" / "run").read_text()


def test_play_without_a_display_plays_a_headless_game_between_the_bots(capsys, monkeypatch):
    from game import play

    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(play.sys, "platform", "linux")
    assert play.main([]) == 0
    out = capsys.readouterr().out
    assert "No display was found" in out
    for level in ("hard", "normal", "easy"):
        assert f"({level} bot)" in out
    assert out.count(" points, ") == 4 and "Winner(s): seat " in out
