"""tools/regen_replays.py: re-recording the pinned games is one command, and says what moved."""

from __future__ import annotations

import json
import shutil

import pytest

from tests.isle.replays.test_replays import HERE as REPLAYS
from tools import regen_replays


def test_the_committed_pins_are_up_to_date(capsys):
    assert regen_replays.main(["--check"]) == 0
    out = capsys.readouterr().out
    assert out.count("[unchanged]") == len(list(REPLAYS.glob("*.jsonl")))


def test_regen_rescores_a_kept_log_records_a_broken_one_afresh_and_checks(tmp_path, capsys):
    for name in ("solo_easy.jsonl", "solo_easy.expected.json"):
        shutil.copy(REPLAYS / name, tmp_path / name)
    expected = tmp_path / "solo_easy.expected.json"
    pinned = json.loads(expected.read_text())
    args = ["--dir", str(tmp_path), "--only", "solo_easy"]

    assert regen_replays.main([*args, "--check"]) == 0
    # an outcome that moved (a scoring change): --check fails, a run rewrites the numbers
    moved = json.loads(expected.read_text())
    moved["players"][0]["score"]["total"] += 1
    expected.write_text(json.dumps(moved))
    assert regen_replays.main([*args, "--check"]) == 1
    out = capsys.readouterr().out
    assert "kept the log" in out and "out of date: solo_easy" in out
    assert json.loads(expected.read_text()) == moved, "--check writes nothing"
    assert regen_replays.main(args) == 0
    assert json.loads(expected.read_text()) == pinned

    # a log that no longer replays (here: an action the rules refuse) is played again by the
    # bots from its seed: the same seed gives the same game
    log = tmp_path / "solo_easy.jsonl"
    lines = log.read_text().splitlines()
    original = list(lines)
    lines[5] = json.dumps({"kind": "action", "action": "p0 pass"})
    log.write_text("\n".join(lines) + "\n")
    capsys.readouterr()
    assert regen_replays.main(args) == 0
    assert "recorded afresh (line 6:" in capsys.readouterr().out
    assert log.read_text().splitlines() == original
    assert json.loads(expected.read_text()) == pinned


def test_regen_records_a_missing_game_and_refuses_unknown_names(tmp_path, capsys):
    assert regen_replays.main(["--dir", str(tmp_path), "--only", "family_2p", "--fresh"]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "family_2p.expected.json",
        "family_2p.jsonl",
    ]
    assert (tmp_path / "family_2p.jsonl").read_text() == (REPLAYS / "family_2p.jsonl").read_text()
    with pytest.raises(SystemExit) as stop:
        regen_replays.main(["--only", "standard_5p"])
    assert stop.value.code == 2
    assert "standard_5p" in capsys.readouterr().err
