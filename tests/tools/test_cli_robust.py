"""Every command line ends cleanly (issue 34 item 3, issue 37 item 3): output into a full device
or a closed pipe ends with a message (a closed pipe quietly), never a traceback, for every
``python -m game`` command and every tool in tools/; unknown commands and options, a --games
without bound, bad tool arguments and ``simulate --log ''`` are usage errors (status 2)."""

from __future__ import annotations

import ast
import errno
import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.__main__ import main as game_main
from game.cli import MAX_GAMES

ROOT = Path(__file__).resolve().parents[2]
TOOLS = sorted(  # the scripts (a helper module of one has no main)
    p.stem for p in (ROOT / "tools").glob("*.py") if "\ndef main(" in p.read_text()
)
FULL = "cannot write the output: No space left on device"


def tool(name: str):
    sys.path.insert(0, str(ROOT))
    return importlib.import_module(f"tools.{name}")


def python(*argv: str, stdout=None, env=None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, *argv],
        stdout=stdout if stdout is not None else subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        timeout=300,
        env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})},
    )


def closed_pipe():
    reader, writer = os.pipe()
    os.close(reader)  # like `| head` that stopped reading
    return writer


def clean(done: subprocess.CompletedProcess) -> None:
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr, done.stderr


# --- output into a full disk or a closed pipe ---------------------------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        ["-m", "game", "simulate", "--players", "2", "--seed", "4", "--json"],
        ["-m", "game", "score", "tests/isle/data/scoring_cases/case5.json"],
        ["-m", "game", "--help"],
        ["-m", "game", "simulate", "--help"],
        ["-m", "game", "record", "--game", "kittens", "--seed", "2"],
        ["-m", "game", "tournament", "--games", "1", "--players", "2", "--bots", "easy,easy"],
        ["-m", "game", "daily", "--date", "2026-12-05", "--json"],
        ["tools/bench_rules.py", "--help"],
    ],
    ids=["simulate", "score", "help", "simulate help", "record", "tournament", "daily", "a tool"],
)
def test_a_full_disk_ends_the_command_with_one_line(argv):
    with open("/dev/full", "w") as full:
        done = python(*argv, stdout=full)
    clean(done)
    assert done.returncode == 1
    assert done.stderr.count("\n") == 1 and done.stderr.strip().endswith(FULL), done.stderr


@pytest.mark.parametrize(
    "argv",
    [
        ["-m", "game", "score", "tests/isle/data/scoring_cases/case5.json"],
        ["-m", "game", "--help"],
        ["tools/layout_checks.py"],
    ],
    ids=["score", "help", "a tool"],
)
def test_a_closed_pipe_ends_the_command_quietly(argv):
    writer = closed_pipe()
    try:
        done = python(*argv, stdout=writer)
    finally:
        os.close(writer)
    clean(done)
    assert done.returncode == 0 and done.stderr == ""


@pytest.mark.parametrize("name", TOOLS)
def test_every_tool_guards_its_output(name, monkeypatch, capsys):
    """Each tool runs its main through game.cli.run (its --help into a full disk ends with
    one line), and its ``__main__`` block does so too."""
    from game.cli import run

    module = tool(name)
    tree = ast.parse((ROOT / "tools" / f"{name}.py").read_text())
    guard = [n for n in tree.body if isinstance(n, ast.If) and "__main__" in ast.unparse(n.test)]
    assert guard and "run(main" in ast.unparse(guard[0]), f"tools/{name}.py: not through run()"
    own = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
    imported = {
        alias.asname or alias.name
        for node in ast.walk(guard[0])
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
    }
    assert not own & imported, f"tools/{name}.py: its __main__ block hides its own {own & imported}"
    with open("/dev/full", "w") as full:
        monkeypatch.setattr(sys, "stdout", full)
        status = run(module.main, ["--help"], prog=name)
    assert status == 1
    assert capsys.readouterr().err.strip() == f"{name}: {FULL}"


def test_the_headless_play_into_a_full_disk_ends_with_one_line(monkeypatch, capsys):
    import game.isle.headless as isle_headless
    from game import play

    for variable in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setattr(play.sys, "platform", "linux")
    result = {"levels": ["hard"] * 4, "scores": [{"total": 3}] * 4, "fish": [1] * 4}
    monkeypatch.setattr(isle_headless, "play_game", lambda *a, **k: {**result, "winners": [0]})
    monkeypatch.setattr(sys, "argv", ["isle-of-cats", "play"])
    with open("/dev/full", "w") as full:
        monkeypatch.setattr(sys, "stdout", full)
        assert game_main() == 1
    assert capsys.readouterr().err.strip() == f"isle-of-cats: {FULL}"


# --- usage errors -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        ["frobnicate"],
        ["play", "--nope"],
        ["--nope"],
        ["simulate", "--nope"],
        ["score", "--nope"],
        ["tournament", "--nope"],
        ["record", "--nope"],
        ["daily", "--date", "someday"],
        ["simulate", "--game", "kittens", "--log", ""],
        ["simulate", "--players", "2", "--log", ""],
        ["tournament", "--games", str(MAX_GAMES + 1), "--players", "2", "--bots", "easy,easy"],
    ],
)
def test_unknown_commands_and_options_are_usage_errors(argv):
    done = python("-m", "game", *argv, env={"DISPLAY": "", "SDL_VIDEODRIVER": ""})
    clean(done)
    assert done.returncode == 2, done.stdout
    assert done.stdout == ""
    if argv[-1] != "":
        assert "usage:" in done.stderr
    else:
        assert done.stderr.strip() == "python -m game simulate: --log '': names no file"


BAD = [
    ("art_preview", ["/dev/null"]),
    ("bench_app", ["--runs", "0"]),
    ("bench_app", ["--size", "5x5"]),
    ("bench_bots", ["--games", str(MAX_GAMES + 1)]),
    ("bench_bots", ["--games", "0"]),
    ("bench_bots", ["--mode", "coop"]),
    ("bench_fps", ["--seconds", "-1"]),
    ("bench_fps", ["--players", "9"]),
    ("bench_fps", ["--level", "godlike"]),
    ("bench_frames", ["--frames", "0"]),
    ("bench_frames", ["--size", "wide"]),
    ("bench_idle", ["--rounds", "0"]),
    ("bench_idle", ["--seconds", "nan"]),
    ("bench_idle", ["--cases", "title,nothing"]),
    ("bench_memory", ["--games", "0"]),
    ("bench_memory", ["--games", "99999999"]),
    ("bench_memory", ["--size", "1x1"]),
    ("bench_rules", ["--games", str(MAX_GAMES + 1)]),
    ("bench_rules", ["--repeat", "-3"]),
    ("count_interruptions", ["--size", "99999x9"]),
    ("count_interruptions", ["--days", "9"]),
    ("layout_audit", ["--jobs", "0"]),
    ("layout_audit", ["--only", "nowhere"]),
    ("layout_audit", ["--shots", "/dev/null"]),
    ("layout_checks", ["--nope"]),
    ("lesson_yields", ["--games", str(MAX_GAMES + 1)]),
    ("lesson_yields", ["--jobs", "0"]),
    ("lesson_yields", ["--bots", "wizard"]),
    ("lesson_yields", ["--shrink", "-1"]),
    ("make_sounds", ["/dev/null"]),
    ("make_sounds", ["--only", "moo"]),
    ("quest_odds", ["--markdown", "/nowhere/odds.md"]),
    ("quest_odds", ["--readme", "/nowhere/README.md"]),
    ("reference_player", ["--games", str(MAX_GAMES + 1)]),
    ("reference_player", ["--jobs", "0"]),
    ("reference_player", ["--mode", "coop", "--bots", "reference"]),
    ("regen_replays", ["--dir", "/dev/null"]),
    ("regen_replays", ["--only", "nothing"]),
    ("solve_challenge", ["--stars"]),
    ("screenshots", ["/dev/null"]),
    ("screenshots", ["out", "--sizes", "1280x720,big"]),
    ("screenshots", ["out", "--lang", "xx"]),
    ("screenshots", ["out", "--text-scale", "9"]),
    ("screenshots", ["out", "--palette", "neon"]),
]


@pytest.mark.parametrize("name,argv", BAD, ids=[f"{n} {' '.join(a)}" for n, a in BAD])
def test_the_tools_refuse_bad_arguments_with_status_2(name, argv, capsys, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    module = tool(name)
    try:
        status = module.main(argv)
    except SystemExit as stop:
        status = stop.code
    assert status == 2
    err = capsys.readouterr().err
    assert "usage:" in err and "Traceback" not in err
    assert not (tmp_path / "out").exists(), "refused before any work"


def test_every_tool_takes_part_in_the_bad_arguments_table():
    refused = {name for name, _ in BAD}
    assert refused == set(TOOLS), set(TOOLS) - refused


# --- issue 43 item 15: a closed output, a link loop, a seed out of range, a full log, 100 kB --


CLOSED = "cannot write the output: standard output is closed"


def closed_stdout() -> None:
    os.close(1)  # like ``>&-``: the command starts without a standard output


@pytest.mark.parametrize(
    "argv",
    [
        ["-m", "game", "simulate", "--players", "2", "--seed", "4", "--json"],
        ["-m", "game", "--help"],
        ["-m", "game", "score", "tests/isle/data/scoring_cases/case5.json"],
        ["-m", "game", "record", "--game", "kittens", "--seed", "2"],
        ["-m", "game", "daily", "--date", "2026-12-05", "--json"],
        ["tools/bench_rules.py", "--help"],
    ],
    ids=["simulate", "help", "score", "record", "daily", "a tool"],
)
def test_a_closed_standard_output_ends_the_command_with_one_line(argv):
    done = subprocess.run(
        [sys.executable, *argv],
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        timeout=300,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        preexec_fn=closed_stdout,
    )
    clean(done)
    assert done.returncode == 1
    assert done.stderr.count("\n") == 1 and done.stderr.strip().endswith(CLOSED), done.stderr


@pytest.mark.parametrize("name", TOOLS)
def test_every_tool_with_its_output_closed_ends_with_one_line(name, monkeypatch, capsys):
    from game.cli import run

    monkeypatch.setattr(sys, "stdout", None)
    assert run(tool(name).main, ["--help"], prog=name) == 1
    assert capsys.readouterr().err.strip() == f"{name}: {CLOSED}"


def test_a_command_that_writes_nothing_ends_well_with_its_output_closed(monkeypatch, tmp_path):
    from game.cli import run

    monkeypatch.setattr(sys, "stdout", None)
    assert run(lambda: 0) == 0


def test_a_symbolic_link_loop_given_to_solve_challenge_is_one_line(tmp_path, capsys):
    loop = tmp_path / "loop.json"
    loop.symlink_to(loop)
    assert tool("solve_challenge").main([str(loop)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "link that loops" in err and "Traceback" not in err


def test_simulate_log_into_a_symbolic_link_loop_says_so(tmp_path, capsys):
    loop = tmp_path / "loop.jsonl"
    loop.symlink_to(loop)
    with pytest.raises(SystemExit) as stop:
        game_main(["simulate", "--players", "2", "--log", str(loop)])
    assert stop.value.code == 2
    assert capsys.readouterr().err.strip().endswith("is a symbolic link that loops")


@pytest.mark.parametrize("seed", ["-1", "-123", "10000000000", "123456789012345"])
def test_play_refuses_a_seed_the_game_would_replace(seed, capsys):
    with pytest.raises(SystemExit) as stop:
        game_main(["play", "--seed", seed])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "usage:" in err and "--seed takes a whole number from 0 to 9999999999" in err


@pytest.mark.parametrize("seed", ["0", "7", "9999999999"])
def test_play_keeps_a_seed_the_set_up_can_hold(seed):
    from game.shell.app.main import parse_options
    from game.shell.scenes.seats_setup import seed_digits

    assert parse_options(["--seed", seed]).seed == int(seed)
    assert seed_digits(seed) == seed


def test_simulate_log_on_a_full_disk_reports_the_game_and_ends_with_status_1(
    tmp_path, capsys, monkeypatch
):
    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr("game.simulate.write_atomic", full)
    log = tmp_path / "game.jsonl"
    assert (
        game_main(["simulate", "--players", "2", "--seed", "3", "--json", "--log", str(log)]) == 1
    )
    captured = capsys.readouterr()
    assert json.loads(captured.out)["seed"] == 3  # the game's result, all the same
    assert captured.err.strip() == f"--log {log}: No space left on device"


HUGE = "x" * 100_000


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--players", HUGE],
        ["simulate", "--game", HUGE],
        ["simulate", HUGE],
        ["simulate", "--log", f"/nowhere/{HUGE}"],
        ["tournament", "--bots", HUGE, "--players", "2"],
        ["record", "--seed", HUGE],
        ["daily", "--date", HUGE],
        ["play", "--lang", HUGE],
        ["play", "--seed", "9" * 100_000],
        ["play", "--size", HUGE],
        ["score", HUGE],
        [HUGE],
    ],
    ids=lambda argv: " ".join(a[:12] for a in argv),
)
def test_a_100_kb_argument_is_not_repeated_in_full(argv, capsys):
    try:
        status = game_main(argv)
    except SystemExit as stop:
        status = stop.code
    assert status == 2
    err = capsys.readouterr().err
    assert 0 < len(err) < 2_000, len(err)


@pytest.mark.parametrize("name", TOOLS)
def test_every_tool_repeats_a_100_kb_argument_short(name, capsys, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    try:
        status = tool(name).main([f"--{HUGE}"])
    except SystemExit as stop:
        status = stop.code
    assert status == 2
    assert 0 < len(capsys.readouterr().err) < 2_000
