"""Command line: clean errors only (issue 13, item 6). Bad arguments give a usage line and exit
status 2, bad files one line and a non-zero status, a closed pipe is no error, and ``score``
refuses positions no game reaches. A Hypothesis fuzz of the score file finds no traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.__main__ import main as game_main
from game.isle import scorefile
from game.isle.headless import final_position, play_random_game

ROOT = Path(__file__).resolve().parents[2]


def usage_error(capsys, *argv: str) -> str:
    with pytest.raises(SystemExit) as stop:
        game_main(list(argv))
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "usage:" in err and "Traceback" not in err
    return err.strip().splitlines()[-1]


@pytest.mark.parametrize(
    "args,words",
    [
        (["--mode", "coop"], "unknown mode 'coop'"),
        (
            ["--mode", "solo", "--players", "1", "--bots", "easy", "--difficulty", "godlike"],
            "godlike",
        ),
        (["--mode", "standard", "--difficulty", "hard"], "no difficulty"),
        (["--players", "5", "--bots", "easy,easy,easy,easy,easy"], "2, 3, 4 players, not 5"),
        (["--players", "1", "--bots", "easy"], "2, 3, 4 players, not 1"),
        (["--mode", "family", "--players", "1", "--bots", "easy"], "family is played by"),
        (["--mode", "solo", "--players", "2", "--bots", "easy,easy"], "1 player, not 2"),
        (["--players", "2", "--bots", "easy,easy", "--jobs", "0"], "--jobs must be"),
        (["--players", "2", "--bots", "easy,easy", "--jobs", "-4"], "--jobs must be"),
        (["--players", "2", "--bots", "easy,wizard"], "unknown level"),
        (["--games", "0"], "--games"),
    ],
)
def test_tournament_rejects_what_simulate_rejects(capsys, args, words):
    assert words in usage_error(capsys, "tournament", "--games", "1", *args)


def run(*argv: str, stdin=None, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "game", *argv],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=timeout,
        stdin=stdin,
    )


def test_output_into_a_closed_pipe_is_no_error():
    for argv in (
        ["tournament", "--games", "1", "--players", "2", "--bots", "easy,easy", "--json"],
        ["simulate", "--players", "2", "--seed", "4", "--json"],
    ):
        reader, writer = os.pipe()
        os.close(reader)  # like `| head` that stopped reading
        done = subprocess.run(
            [sys.executable, "-m", "game", *argv],
            stdout=writer,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            timeout=120,
        )
        os.close(writer)
        assert done.returncode == 0, done.stderr
        assert done.stderr == "", done.stderr


# --- simulate --log --------------------------------------------------------------------------


@pytest.mark.parametrize("target", ["/dev/full", "missing/game.jsonl", "folder"])
def test_simulate_log_into_a_bad_place_fails_before_the_game_with_one_line(
    tmp_path, capsys, monkeypatch, target
):
    (tmp_path / "folder").mkdir()
    path = target if target.startswith("/") else str(tmp_path / target)
    played = []
    monkeypatch.setattr("game.isle.headless.play_random_game", lambda *a, **k: played.append(1))
    with pytest.raises(SystemExit) as stop:
        game_main(["simulate", "--players", "2", "--log", path])
    err = capsys.readouterr().err
    assert stop.value.code == 2 and not played, "refused before the game is played"
    assert err.count("\n") == 1 and err.startswith("python -m game simulate: --log")
    assert os.path.exists("/dev/full") and not os.path.isfile("/dev/full")


def test_simulate_log_writes_the_log(tmp_path, capsys):
    path = tmp_path / "game.jsonl"
    assert game_main(["simulate", "--players", "2", "--seed", "3", "--log", str(path)]) == 0
    assert json.loads(path.read_text().splitlines()[0])["seed"] == 3


# --- score: files that are not score files ---------------------------------------------------


def score_error(capsys, path: Path | str) -> str:
    assert scorefile.main([str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1, captured.err
    return captured.err.strip()


def test_score_does_not_read_a_device_forever_nor_wait_on_a_pipe(tmp_path, capsys):
    assert "not a regular file" in score_error(capsys, "/dev/zero")
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    assert "not a regular file" in score_error(capsys, fifo)
    big = tmp_path / "big.json"
    with open(big, "wb") as handle:
        handle.truncate(scorefile.MAX_BYTES + 1)
    assert "too large" in score_error(capsys, big)
    assert "folder" in score_error(capsys, tmp_path)


def one_player(**changes) -> dict:
    player = {"boat": "blue", "fish": 0, "tiles": [], **changes}
    return {"players": [player]}


@pytest.mark.parametrize(
    "text,words",
    [
        ("[" * 50_000 + "]" * 50_000, "nests deeper"),
        ('{"players": [{"boat": "blue", "fish": ' + "9" * 5000 + "}]}", "5000 digits"),
        ('{"players": [{"boat": "blue", "fish": 1e999}]}', "too large"),
        ('{"players": [{"boat": "blue", "fish": NaN}]}', "NaN"),
        (json.dumps(one_player(boat=["blue"])), "players[0].boat: Input should be a valid string"),
        (json.dumps(one_player(boat=3)), "players[0].boat"),
        (json.dumps(one_player(fish="3")), "players[0].fish"),
        (json.dumps(one_player(tiles={"shape": 100})), "players[0].tiles"),
        (json.dumps(one_player(tiles=[{"shape": 100, "cells": [[1, 2, 3]]}])), "cells[0]"),
        (json.dumps(one_player(tiles=[{"shape": "100", "cells": [[1, 2]]}])), "tiles[0].shape"),
        (json.dumps({**one_player(), "mode": ["standard"]}), "mode"),
        (json.dumps({**one_player(), "public_lessons": [143]}), "public_lessons[0]"),
        (json.dumps({"players": "blue"}), "'players' must list"),
        ("[]", "JSON object"),
    ],
)
def test_score_gives_one_line_for_a_broken_file(tmp_path, capsys, text, words):
    path = tmp_path / "game.json"
    path.write_text(text)
    assert words in score_error(capsys, path)


def test_score_tolerates_a_bom(tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(one_player()).encode())
    assert scorefile.main([str(path)]) == 0


# --- score: positions no game reaches --------------------------------------------------------


def cat(color: str, x: int, shape: int = 415) -> dict:
    return {"shape": shape, "color": color, "cells": [[x, i] for i in range(5)]}


def common(x: int, y: int) -> dict:
    return {"shape": 100, "cells": [[x, y]]}


def two_players(p0: dict, p1: dict, **top) -> dict:
    base = {"fish": 0, "tiles": []}
    return {
        "players": [{**base, "boat": "blue", **p0}, {**base, "boat": "red", **p1}],
        **top,
    }


RARE = {"shape": 206, "cells": [[5, 3], [6, 3], [5, 4], [6, 4]]}
OSHAX = {
    "shape": 303,
    "color": "red",
    "cells": [[13, 5], [13, 6], [12, 7], [13, 7], [14, 7], [12, 8]],
}


@pytest.mark.parametrize(
    "data,words",
    [
        (
            two_players({"tiles": [cat("red", 7)]}, {"tiles": [cat("red", 8)]}),
            "player 1, tile 0 (shape 415): the red cat 415 is also on player 0's boat",
        ),
        (
            two_players({"tiles": [RARE]}, {"tiles": [RARE]}),
            "rare treasure 206 is also on player 0's boat",
        ),
        (
            two_players({"tiles": [OSHAX]}, {"tiles": [OSHAX]}),
            "Oshax 303 is also on player 0's boat",
        ),
        (
            two_players({"private_lessons": [120]}, {"private_lessons": [120]}),
            "private lesson 120 is also player 0's",
        ),
        (two_players({}, {"boat": "blue"}), "player 1: boat blue is also player 0's boat"),
        (
            two_players({"turn_order_position": 1}, {"turn_order_position": 1}),
            "turn_order_position 1 is also player 0's",
        ),
        (
            two_players({"turn_order_position": 0}, {"turn_order_position": 2}),
            "turn_order_position 2 is out of range (0 to 1)",
        ),
        (one_player(turn_order_position=4), "out of range (0 to 3)"),
        ({**one_player(turn_order_position=2), "mode": "solo"}, "out of range (0 to 1)"),
        ({**one_player(), "mode": "family"}, "a family game has 2 to 4 players, the file lists 1"),
        (two_players({"tiles": [OSHAX]}, {}, mode="family"), "a family game has no Oshax"),
        (
            two_players({}, {}, mode="family", public_lessons=[{"card": 150}]),
            "a family game has no public lessons",
        ),
        (
            two_players(
                {"tiles": [common(x, 4) for x in range(3, 9)]},
                {"tiles": [common(x, 4) for x in range(3, 9)]},
            ),
            "common treasure 100: 12 on the boats, a game of this size has 5",
        ),
    ],
)
def test_score_refuses_positions_no_game_reaches(tmp_path, capsys, data, words):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    assert words in score_error(capsys, path)


def test_every_final_position_of_a_played_game_is_accepted(content):
    for players, mode in ((2, "standard"), (4, "standard"), (3, "family"), (1, "solo")):
        match = play_random_game(content, players, 11, mode)
        scorefile.read_score_file(content, final_position(match.state))


# --- fuzz ----------------------------------------------------------------------------------------

VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**40), 2**40)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.sampled_from(["blue", "red", "purple", "orange", "standard", "family", "solo", ""])
    | st.text(max_size=10),
    lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=8), c, max_size=4),
    max_leaves=10,
)
KEYS = ["mode", "players", "public_lessons", "sister", "boat", "fish", "tiles", "private_lessons"]
KEYS += ["permanent_baskets", "turn_order_position", "shape", "color", "cells", "card"]


@settings(
    max_examples=300,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(key=st.sampled_from(KEYS), value=VALUES, where=st.integers(0, 3))
def test_fuzzed_score_files_score_or_fail_cleanly(content, key, value, where):
    data = json.loads(
        (ROOT / "tests" / "isle" / "data" / "scoring_cases" / "case5.json").read_text()
    )
    player = data["players"][where % 2]
    tile = player["tiles"][where % len(player["tiles"])]
    if key in ("mode", "players", "public_lessons", "sister"):
        data[key] = value
    elif key in ("shape", "color", "cells"):
        tile[key] = value
    elif key == "card":
        data["public_lessons"] = [{"card": value}]
    else:
        player[key] = value
    try:
        result = scorefile.score_file(content, data)
    except scorefile.ScoreFileError as error:
        assert "\n" not in str(error) and len(str(error)) < 400
    else:
        assert len(result["players"]) == len(data["players"])
