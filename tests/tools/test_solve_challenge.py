"""tools/solve_challenge.py: a three-star line per file (exit 0), none (exit 1), a bad file
(exit 2), and --write stores the line as the file's solution."""

from __future__ import annotations

import json
import shutil

from game.isle.data.loader import LEVELS
from tools.solve_challenge import main


def test_every_challenge_file_has_a_printed_three_star_line(capsys):
    files = sorted(str(p) for p in (LEVELS / "challenges").glob("*.json"))
    assert main(files[:3]) == 0
    out = capsys.readouterr().out
    assert out.count("***") == 3 and " at " in out and "3 file(s)" in out


def copy(tmp_path, name: str):
    folder = tmp_path / "levels" / "challenges"
    folder.mkdir(parents=True)
    target = folder / name
    shutil.copy(LEVELS / "challenges" / name, target)
    return target


def test_no_line_is_exit_status_1(tmp_path, capsys):
    path = copy(tmp_path, "1-04.json")
    data = json.loads(path.read_text())
    data["moves"] = 1
    path.write_text(json.dumps(data))
    assert main([str(path)]) == 1
    assert "no line earns three stars" in capsys.readouterr().out


def test_a_bad_file_is_exit_status_2(tmp_path, capsys):
    path = copy(tmp_path, "1-04.json")
    path.write_text("{}")
    assert main([str(path)]) == 2
    assert "1-04.json" in capsys.readouterr().err


def test_write_stores_the_line(tmp_path, capsys):
    path = copy(tmp_path, "1-02.json")
    data = json.loads(path.read_text())
    data["solution"] = []
    path.write_text(json.dumps(data))
    assert main([str(path), "--write", "--json"]) == 0
    report = json.loads(capsys.readouterr().out.splitlines()[0])
    assert json.loads(path.read_text())["solution"] == report["line"]
    assert report["stars"] == 3
