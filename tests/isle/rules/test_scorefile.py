"""The ``score`` command: reference case files through the CLI, solo sister output, file errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.isle.data.loader import load_content
from game.isle.rules.scoring import BoatReport
from game.isle.scorefile import ScoreFileError, main, read_score_file, read_sister, score_file

CASES = Path(__file__).resolve().parents[1] / "data" / "scoring_cases"


@pytest.fixture(scope="module")
def content():
    return load_content()


def column(x: int, y: int = 0, n: int = 5) -> list[list[int]]:
    return [[x, y + i] for i in range(n)]


def cat(color: str | None, x: int, y: int = 0, shape: int = 415) -> dict:
    """The I-pentomino (415) standing on column x, rows y..y+4."""
    tile = {"shape": shape, "cells": column(x, y)}
    if color is not None:
        tile["color"] = color
    return tile


def square(x: int, y: int, shape: int = 206) -> dict:
    """A 2x2 rare treasure."""
    return {"shape": shape, "cells": [[x, y], [x + 1, y], [x, y + 1], [x + 1, y + 1]]}


def oshax(color: str | None, x: int = 12, y: int = 5) -> dict:
    """Oshax 303 (``.#.`` ``.#.`` ``###`` ``#..``) anchored at (x, y)."""
    cells = [[1, 0], [1, 1], [0, 2], [1, 2], [2, 2], [0, 3]]
    tile = {"shape": 303, "cells": [[x + cx, y + cy] for cx, cy in cells]}
    if color is not None:
        tile["color"] = color
    return tile


def game(*tiles: dict, lessons=(), public=(), **top) -> dict:
    player = {"boat": "blue", "fish": 0, "private_lessons": list(lessons), "tiles": list(tiles)}
    return {"public_lessons": list(public), "players": [player], **top}


def run(tmp_path: Path, capsys, data: dict) -> tuple[int, str, str]:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    status = main([str(path)])
    out, err = capsys.readouterr()
    return status, out, err


# ------------------------------------------------------------------------------------------
# Valid files
# ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", [f"case{i}.json" for i in range(1, 7)])
def test_reference_case_through_the_command(capsys, name):
    status = main([str(CASES / name)])
    out, err = capsys.readouterr()
    assert (status, err) == (0, "")
    result = json.loads(out)
    expected = json.loads((CASES / name).read_text())["expected"]["players"]
    assert len(result["players"]) == len(expected)
    for got, want in zip(result["players"], expected, strict=True):
        assert list(got["score"]) == [
            "rats",
            "rooms",
            "families",
            "rare_treasures",
            "private_lessons",
            "public_lessons",
            "total",
        ]
        if want is not None:
            assert got["score"] == want
    assert result["winners"] == [0]
    assert "sister" not in result


def test_read_score_file_builds_reports(content):
    data = game(cat("red", 7), square(5, 3), lessons=[120], fish=0)
    data["players"][0].update(fish=4, permanent_baskets=3, turn_order_position=1)
    data["description"] = "ignored"
    reports, public, mode = read_score_file(content, data)
    assert mode == "standard" and public == ()
    (player,) = reports
    assert isinstance(player, BoatReport)
    assert (player.boat, player.fish, player.lessons, player.baskets, player.order_position) == (
        "blue",
        4,
        (120,),
        3,
        1,
    )
    assert [(t.shape, t.color, t.mask.bit_count()) for t in player.tiles] == [
        (415, "red", 5),
        (206, None, 4),
    ]


def test_defaults_one_basket_first_in_order(content):
    (player,), _, _ = read_score_file(content, game())
    assert (player.baskets, player.order_position, player.fish) == (1, 0, 0)


def test_lessons_118_and_119_read_their_keys(content):
    data = game(lessons=[118, 119])
    data["players"][0].update(permanent_baskets=3, turn_order_position=0)
    assert score_file(content, data)["players"][0]["score"]["private_lessons"] == 14


def test_commons_and_same_shape_in_other_colours_may_repeat(content):
    data = game(
        cat("red", 7),
        cat("blue", 8),
        {"shape": 100, "cells": [[12, 4]]},
        {"shape": 100, "cells": [[12, 5]]},
    )
    reports, _, _ = read_score_file(content, data)
    assert len(reports[0].tiles) == 4


def test_two_players_tie_on_fish(tmp_path, capsys):
    data = game()
    data["players"].append({"boat": "red", "fish": 2, "tiles": []})
    data["players"][0]["fish"] = 2
    status, out, _ = run(tmp_path, capsys, data)
    assert status == 0
    assert json.loads(out)["winners"] == [0, 1]


def test_family_file_scores_no_rare_treasures(tmp_path, capsys):
    data = game(square(5, 3), lessons=[164, 167], mode="family")
    data["players"].append({"boat": "green", "tiles": []})
    status, out, _ = run(tmp_path, capsys, data)
    assert status == 0
    score = json.loads(out)["players"][0]["score"]
    assert score == {
        "rats": -19,
        "rooms": -35,
        "families": 0,
        "rare_treasures": 0,
        "private_lessons": 2,
        "public_lessons": 0,
        "total": -52,
    }


def test_solo_file_public_lessons_half_rounded_up(tmp_path, capsys):
    status, out, _ = run(tmp_path, capsys, game(public=[{"card": 150}], mode="solo"))
    assert status == 0
    result = json.loads(out)
    assert result["players"][0]["score"]["public_lessons"] == 13  # 25 -> 13
    assert result["winners"] == [0] and "sister" not in result


def _solo_case5(lessons: list[int]) -> dict:
    data = json.loads((CASES / "case5.json").read_text())
    data["players"] = data["players"][:1]  # eleven green tiles, total 37 (121: family of 11)
    data["mode"] = "solo"
    data["sister"] = {"colors": ["blue", "red", "purple", "orange", "green"], "lessons": lessons}
    return data


def test_solo_player_beats_the_sister(tmp_path, capsys):
    status, out, _ = run(tmp_path, capsys, _solo_case5([213]))
    assert status == 0
    result = json.loads(out)
    assert result["players"][0]["score"]["total"] == 37
    assert result["sister"] == {"colors": 11, "lessons": 5, "total": 16}  # green last: 11 x 1
    assert result["winners"] == [0]


def test_solo_sister_wins(tmp_path, capsys):
    status, out, _ = run(tmp_path, capsys, _solo_case5([208]))  # family of 11 -> 45
    result = json.loads(out)
    assert result["sister"] == {"colors": 11, "lessons": 45, "total": 56}
    assert result["winners"] == []


def test_solo_tie_goes_to_the_sister(content):
    data = _solo_case5([213, 199])  # 5 (one family of 3+) + 10 (fewer than 9 treasures)
    data["sister"]["colors"] = ["blue", "red", "purple", "green", "orange"]  # green x 2: 22
    result = score_file(content, data)
    assert result["sister"]["total"] == 37 == result["players"][0]["score"]["total"]
    assert result["winners"] == []


# ------------------------------------------------------------------------------------------
# Errors: exit status 2 and one line on stderr naming the player and the tile
# ------------------------------------------------------------------------------------------


def error_of(content, data: dict) -> str:
    with pytest.raises(ScoreFileError) as caught:
        read_score_file(content, data)
        read_sister(content, data, data.get("mode", "standard"))
    return str(caught.value)


def test_error_exits_two_with_one_line(tmp_path, capsys):
    data = game(
        cat("red", 7),
        cat("blue", 8),
        cat("green", 9),
        {"shape": 403, "color": "red", "cells": column(11)},
    )
    status, out, err = run(tmp_path, capsys, data)
    assert (status, out) == (2, "")
    assert err == "player 0, tile 3 (shape 403): cells do not match shape 403 in any orientation\n"


def test_unknown_shape(content):
    message = error_of(content, game(cat("red", 7, shape=999)))
    assert message == "player 0, tile 0: unknown shape 999"


def test_cell_outside_the_boat(content):
    message = error_of(content, game(cat("red", 7), cat("red", 0, 0)))
    assert message == "player 0, tile 1 (shape 415): cell (0, 0) is outside the boat"
    message = error_of(content, game({"shape": 100, "cells": [[-1, 4]]}))
    assert message == "player 0, tile 0 (shape 100): cell (-1, 4) is outside the boat"


def test_overlap_names_both_tiles(content):
    message = error_of(content, game(cat("red", 7), square(7, 3)))
    assert message == "player 0, tile 1 (shape 206): overlaps tile 0 (shape 415) at (7, 3)"


def test_cat_without_or_with_a_wrong_colour(content):
    assert error_of(content, game(cat(None, 7))).startswith(
        "player 0, tile 0 (shape 415): a cat needs a colour"
    )
    assert error_of(content, game(cat("pink", 7))) == (
        "player 0, tile 0 (shape 415): 'pink' is not a cat colour "
        "(blue, green, red, purple, orange)"
    )
    assert error_of(content, game(oshax(None))).startswith(
        "player 0, tile 0 (shape 303): an Oshax needs a colour"
    )


def test_treasure_with_a_colour(content):
    tile = {**square(5, 3), "color": "red"}
    assert error_of(content, game(tile)) == (
        "player 0, tile 0 (shape 206): a rare treasure has no colour"
    )


def test_unknown_cards(content):
    assert error_of(content, game(lessons=[999])) == ("player 0, private_lessons: unknown card 999")
    assert error_of(content, game(public=[{"card": 999}])) == "public lesson 0: unknown card 999"


def test_lesson_of_the_wrong_kind(content):
    assert "not a private lesson of a standard game" in error_of(content, game(lessons=[143]))
    family = game(lessons=[120], mode="family")
    family["players"].append({"boat": "green", "tiles": []})
    assert "not a private lesson of a family game" in error_of(content, family)
    assert "not a public lesson" in error_of(content, game(public=[{"card": 120}]))


def test_public_lesson_missing_its_colour(content):
    assert error_of(content, game(public=[{"card": 143}])) == (
        "public lesson 0 (card 143): missing the colour named by the buyer"
    )
    assert "'pink' is not a cat colour" in error_of(
        content, game(public=[{"card": 146, "color": "pink"}])
    )


def test_duplicated_tiles(content):
    assert error_of(content, game(cat("red", 7), cat("red", 9))) == (
        "player 0, tile 1 (shape 415): duplicates tile 0: there is only one red cat 415"
    )
    assert error_of(content, game(square(5, 3), square(8, 3))) == (
        "player 0, tile 1 (shape 206): duplicates tile 0: there is only one rare treasure 206"
    )
    assert error_of(content, game(oshax("red"), oshax("blue", 5, 1))) == (
        "player 0, tile 1 (shape 303): duplicates tile 0: there is only one Oshax 303"
    )


def test_bad_players_and_mode(content):
    assert error_of(content, {"players": []}) == "'players' must list one to four players"
    assert error_of(content, {"players": [game()["players"][0]] * 5}) == (
        "'players' must list one to four players"
    )
    assert error_of(content, game(mode="coop")).startswith("unknown mode 'coop'")
    two = game(mode="solo")
    two["players"].append(two["players"][0])
    assert error_of(content, two) == "a solo game has exactly one player"
    assert error_of(content, {"players": [{"boat": "orange", "tiles": []}]}).startswith(
        "player 0: unknown boat 'orange'"
    )


def test_bad_sister(content):
    data = game(mode="solo", sister={"colors": ["red", "red", "blue", "green", "purple"]})
    assert error_of(content, data).startswith("sister: 'colors' must list the five colours")
    data = game(
        mode="solo",
        sister={"colors": ["red", "orange", "blue", "green", "purple"], "lessons": [120]},
    )
    assert error_of(content, data) == "sister: card 120 is not a solo lesson"
    data = game(sister={"colors": ["red", "orange", "blue", "green", "purple"]})
    assert error_of(content, data) == "sister: only a solo game has a sister"


def test_unreadable_files(tmp_path, capsys):
    assert main([str(tmp_path / "missing.json")]) == 2
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert main([str(bad)]) == 2
    assert main([]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 3 and "usage" in err


def test_help(capsys):
    assert main(["--help"]) == 0
    assert capsys.readouterr().out.startswith("usage: python -m game score FILE")
