"""tools/count_interruptions.py: its smoke test, and what it measures held to the issue's bar (a
hot-seat game, where hand-offs and offers pile up first): at most one modal prompt per human
per phase, at most three screens for a public rescue turn besides placing."""

from __future__ import annotations

import json

from tools import count_interruptions


def test_two_humans_are_asked_little_and_rescue_in_three_screens(capsys):
    status = count_interruptions.main(
        ["--humans", "2", "--days", "2", "--bots", "easy", "--size", "640x360", "--json"]
    )
    out = capsys.readouterr().out
    report = json.loads(out[out.index("{") :])
    assert status == 0 and report["finished"]
    assert [d["day"] for d in report["days"]] == [1, 2]
    assert report["total_screens"] > 0 and report["total_inputs"] > report["total_screens"]
    assert report["most_prompts_in_a_phase"] <= 1, report["prompts_by_phase"]
    assert report["rescue_turns"] >= 4, "both humans took rescue turns on both days"
    assert report["most_screens_in_a_rescue_turn"] <= 3, report["rescue_turn_screens"]
    assert not any("HandoffScene" in t for t in report["rescue_turn_screens"]), (
        "a public rescue turn needs no hand-off"
    )
    assert report["screens_by_kind"].get("HandoffScene", 0) > 0, "private screens still have one"
