"""Smoke tests of the benchmarks that run the game in fresh processes: each runs briefly
headless and prints its figures next to the floor measured in the same run (no timing is
asserted: speed is measured by running the tools, not by the tests)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def headless(monkeypatch):
    for name in ("DISPLAY", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    sys.path.insert(0, str(ROOT))


def test_bench_idle_prints_each_case_against_the_naive_loop(headless, capsys):
    from tools.bench_idle import main

    args = ["--rounds", "1", "--seconds", "0.3", "--warmup", "0.3", "--size", "640x360"]
    assert main([*args, "--cases", "title_reduced"]) == 0
    out = capsys.readouterr().out
    assert "dummy video" in out
    rows = {line.split()[0]: line.split()[1:4] for line in out.splitlines()[2:]}
    assert set(rows) == {"naive", "title_reduced"}, out
    assert float(rows["naive"][2]) == 1.0, "the floor's ratio to itself"
    assert float(rows["title_reduced"][0]) >= 0


def test_bench_idle_refuses_an_unknown_case(headless):
    from tools.bench_idle import main

    with pytest.raises(SystemExit):
        main(["--cases", "title,nothing"])


def test_bench_memory_prints_the_rss_of_each_game_and_the_floor(headless, capsys):
    from tools.bench_memory import main

    args = ["--games", "2", "--size", "640x360", "--players", "2", "--every", "40"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert re.search(r"floor .*: \d+ MiB", out), out
    games = [line.split() for line in out.splitlines() if re.match(r"\s+[12]\s+\d+\s", line)]
    assert [g[0] for g in games] == ["1", "2"], out
    assert all(int(g[1]) > 20 for g in games), "each game was played to its end"
    assert "x floor" in out.splitlines()[-1]


def test_bench_app_prints_the_start_against_the_floor(headless, capsys):
    from tools.bench_app import main

    assert main(["--runs", "1", "--size", "640x360"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"game / floor: \d+\.\d+ x", out), out


def test_bench_app_says_where_the_start_goes(headless, capsys):
    """Issue 43: --phases names each part of the game's start and the dataclasses it makes."""
    from tools.bench_app import main

    assert main(["--runs", "1", "--size", "640x360", "--phases"]) == 0
    out = capsys.readouterr().out
    for phase in ("the game's modules imported", "the title built", "the first frame drawn"):
        assert re.search(rf"{phase}.*\s\d+\.\d$", out, re.M), out
    assert re.search(r"dataclasses made by the game \(\d+\)\s+\d+\.\d$", out, re.M), out


def test_bench_frames_prints_the_percentiles_and_the_floor(headless, capsys):
    from tools.bench_frames import main

    assert main(["--frames", "3", "--size", "640x360"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"p99 \d+\.\d+ ms", out), out
    assert re.search(r"game / floor: \d+\.\d+ x", out), out
    assert "placing: True" in out
