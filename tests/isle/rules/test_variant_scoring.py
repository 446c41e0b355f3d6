"""Worked scoring examples of the variants (rules.md 8.6 and 9.3): the score file and a game
that ends on the same boats give the hand-computed totals and winners."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.isle.headless import final_position
from game.isle.rules import geometry
from game.isle.rules.engine import start
from game.isle.rules.events import GameEnded
from game.isle.rules.ids import Placed
from game.isle.rules.scoring_view import final_scores, sister_score
from game.isle.scorefile import score_file
from tests.isle.rules.builders import position, seat, sister

CASES = Path(__file__).resolve().parents[1] / "data" / "scoring_cases"
COLOR_CARDS = {"blue": 169, "green": 170, "purple": 171, "red": 172, "orange": 173}


def case(name: str) -> dict:
    return json.loads((CASES / name).read_text())


def ended_game(content, data: dict):
    """A game of the case's mode that reaches its end on the case's boats."""
    seats = []
    for player in data["players"]:
        tiles = tuple(
            Placed(t["shape"], t.get("color"), geometry.mask_of(map(tuple, t["cells"])))
            for t in player["tiles"]
        )
        seats.append(
            seat(
                content,
                player["boat"],
                tiles=tiles,
                fish=player["fish"],
                lessons=tuple(player["private_lessons"]),
                baskets=player["permanent_baskets"],
            )
        )
    changes: dict = {}
    if "sister" in data:
        changes["sister"] = sister(
            content,
            colors=tuple(COLOR_CARDS[c] for c in data["sister"]["colors"]),
            lessons=tuple(data["sister"]["lessons"]),
            first=data["players"][0]["turn_order_position"] == 1,
        )
    order = tuple(
        sorted(range(len(seats)), key=lambda i: data["players"][i]["turn_order_position"])
    )
    if "sister" in data:
        order = (0,)
    public = tuple((p["card"], p.get("color")) for p in data["public_lessons"])
    state = position(
        content,
        len(seats),
        tuple(seats),
        phase="final",
        mode=data["mode"],
        run=False,
        order=order,
        public_lessons=public,
        day=5,
        **changes,
    )
    return start(state)


@pytest.mark.parametrize("name", ["family1.json", "solo1.json"])
def test_the_score_file_gives_the_worked_totals(content, name):
    data = case(name)
    result = score_file(content, data)
    expected = data["expected"]
    assert [p["score"] for p in result["players"]] == expected["players"]
    assert result["winners"] == expected["winners"]
    assert result.get("sister") == expected.get("sister")


@pytest.mark.parametrize("name", ["family1.json", "solo1.json"])
def test_a_game_ending_on_those_boats_scores_the_same(content, name):
    data = case(name)
    state, events = ended_game(content, data)
    assert state.phase == "over"
    ended = [e for e in events if isinstance(e, GameEnded)][-1]
    expected = data["expected"]
    assert [s.as_dict() for s in final_scores(state)] == expected["players"]
    assert list(ended.totals) == [p["total"] for p in expected["players"]]
    assert list(ended.winners) == expected["winners"]
    if "sister" in expected:
        assert sister_score(state).as_dict() == expected["sister"]
        assert ended.sister == expected["sister"]["total"]
    else:
        assert ended.sister is None
    rescored = score_file(content, final_position(state))
    assert [p["score"] for p in rescored["players"]] == expected["players"]
    assert rescored["winners"] == expected["winners"]


def test_family_and_standard_read_the_same_boats_differently(content):
    data = case("family1.json")
    for player in data["players"]:
        player["private_lessons"] = []  # family lessons exist only in Family
    standard = score_file(content, {**data, "mode": "standard"})
    assert [p["score"]["total"] for p in standard["players"]] == [-40, -40]
    assert standard["players"][0]["score"]["rare_treasures"] == 3, "Family drops it"
    assert standard["winners"] == [0, 1], "fish tie-break: both have 0, they share"
    family = score_file(content, data)
    assert [p["score"]["total"] for p in family["players"]] == [-43, -40]


def test_the_sister_detail(content):
    state, _ = ended_game(content, case("solo1.json"))
    result = sister_score(state)
    assert result.color_points == (
        ("red", 15),
        ("blue", 4),
        ("green", 0),
        ("purple", 0),
        ("orange", 0),
    )
    assert result.lesson_points == ((206, 5), (213, 5), (199, 10), (204, 10))
    assert dict(final_scores(state)[0].lessons) == {119: 0, 120: 1, 144: 2, 150: 10}
