"""Whole games pinned: every log in this folder replays, action by action and draw by draw, to
its literal outcome (NAME.expected.json: scores, winners, the sister's score, state hashes).

A change of the rules that changes any outcome fails here. When the change is wanted,
re-record in the same commit that explains why:

    python tools/regen_replays.py            # keeps the logs that still replay, rescores them
    python tools/regen_replays.py --fresh    # plays every game again with the bots
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.isle.rules import is_over, score
from game.isle.session.game_session import GameSession
from tools.regen_replays import cases, outcome, playthrough

HERE = Path(__file__).resolve().parent


def names(content) -> list[str]:
    return [case.name for case in cases(content)]


def test_every_mode_and_player_count_has_a_pinned_game(content):
    wanted = set()
    for mode_name, mode in content.modes.items():
        for players in mode.player_counts:
            if mode.difficulties:
                wanted |= {f"{mode_name}_{d.name}" for d in mode.difficulties}
            else:
                wanted.add(f"{mode_name}_{players}p")
    assert {"standard_2p", "standard_3p", "standard_4p", "family_2p", "solo_expert"} <= wanted
    logs = {p.name.removesuffix(".jsonl") for p in HERE.glob("*.jsonl")}
    expected = {p.name.removesuffix(".expected.json") for p in HERE.glob("*.expected.json")}
    assert logs == expected == wanted, "python tools/regen_replays.py records the missing ones"
    assert set(names(content)) == wanted


@pytest.mark.parametrize(
    "name",
    sorted(p.name.removesuffix(".jsonl") for p in HERE.glob("*.jsonl")),
)
def test_a_pinned_game_replays_to_its_recorded_outcome(content, name):
    lines = (HERE / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
    want = json.loads((HERE / f"{name}.expected.json").read_text(encoding="utf-8"))
    header = json.loads(lines[0])
    assert (header["mode"], header["seed"]) == (want["mode"], want["seed"])
    assert name == f"{header['mode']}_{header.get('difficulty') or str(header['players']) + 'p'}"
    match, days = playthrough(content, lines)
    for pinned, got in zip(want["days"], days, strict=False):
        assert got == pinned, (
            f"{name} departs from its recording during day {pinned['day']} (by action "
            f"{pinned['actions']}); if the rules changed on purpose, re-record: "
            "python tools/regen_replays.py"
        )
    assert is_over(match.state) and want["over"]
    assert outcome(match, days) == want


def test_a_pinned_game_is_a_save_the_game_loads(content):
    """The logs are saves: Continue would open one at its final scores."""
    path = HERE / "standard_2p.jsonl"
    session = GameSession.from_save(content, path)
    assert session.is_over and [s.name for s in session.seats] == ["Bot 1", "Bot 2"]
    want = json.loads((HERE / "standard_2p.expected.json").read_text(encoding="utf-8"))
    totals = [s.total for s in score(session.state)]
    assert totals == [p["score"]["total"] for p in want["players"]]


def test_a_changed_family_table_changes_a_pinned_outcome(content, monkeypatch):
    """The pins have teeth: one point more for each family of 3 or more is caught."""
    from game.isle.rules import scoring

    lines = (HERE / "standard_4p.jsonl").read_text(encoding="utf-8").splitlines()
    want = json.loads((HERE / "standard_4p.expected.json").read_text(encoding="utf-8"))
    table = scoring.family_points
    monkeypatch.setattr(scoring, "family_points", lambda size: table(size) + (size >= 3))
    assert outcome(*playthrough(content, lines)) != want
