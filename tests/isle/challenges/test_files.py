"""levels/challenges: at least 30 puzzles in three chapters, each validated like the rest of
levels/ (errors name the file, the entry and the field), each proven by the solver."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from game.isle.challenges import model
from game.isle.challenges.solver import solve
from game.isle.data.challenges import load_challenge, load_challenges
from game.isle.data.loader import LEVELS, ContentError

FILES = sorted((LEVELS / "challenges").glob("*.json"))


def test_thirty_puzzles_in_three_chapters():
    found = load_challenges()
    assert len(found) >= 30
    chapters = {c.chapter for c in found}
    assert chapters == {1, 2, 3}
    assert all(sum(1 for c in found if c.chapter == n) >= 10 for n in chapters)
    kinds = {c.goal.kind for c in found}
    assert kinds == {"rooms", "empty", "rats", "family", "points"}
    assert {c.order for c in found} == {"queue", "choose"}


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_the_solver_finds_a_three_star_line(content, path):
    challenge = load_challenge(content, path, check_solution=False)
    found = solve(content, challenge)
    assert found is not None and found.stars == 3, path.name


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_one_and_two_stars_are_earned_by_worse_lines(content, path):
    """Each star is a step of its own: some line ends with exactly one star, another with
    exactly two (the player who falls short still earns something)."""
    challenge = load_challenge(content, path, check_solution=False)
    for stars in (1, 2):
        found = solve(content, challenge, want=stars, exactly=True)
        assert found is not None, f"{path.name}: no line earns exactly {stars} star(s)"
        assert model.stars(model.replay(content, challenge, found.line)) == stars


def test_the_solver_says_when_no_line_earns_three_stars(content, tmp_path):
    levels = copy_levels(tmp_path)
    path = levels / "challenges" / "1-04.json"
    edit(path, lambda d: d.update(moves=1))  # two cats are needed
    challenge = load_challenge(content, path, levels, check_solution=False)
    assert solve(content, challenge) is None


def copy_levels(tmp_path: Path) -> Path:
    copy = tmp_path / "levels"
    shutil.copytree(LEVELS, copy)
    return copy


def edit(path: Path, change) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


def set_legend(d: dict, key: str, value: str) -> None:
    d["legend"][key] = value


BAD = [
    (
        "picture",
        lambda d: d["picture"].__setitem__(0, "X" + d["picture"][0][1:]),
        "entry picture[0]",
    ),
    ("legend", lambda d: set_legend(d, "a", "blue412"), "field 'legend.a'"),
    ("legend", lambda d: set_legend(d, "a", "violet403"), "is not a tile"),
    ("offer", lambda d: d["offer"].append("bluecat"), "entry offer[4]"),
    ("offer", lambda d: d["offer"].append(d["offer"][0]), "is used twice"),
    ("moves", lambda d: d.update(moves=9), "field 'moves'"),
    ("goal", lambda d: d["goal"].update(stars=[1, 2, 3]), "field 'stars'"),
    ("goal", lambda d: d["goal"].update(kind="score"), "field 'goal.kind'"),
    ("goal", lambda d: d["goal"].update(color="red"), "a empty goal has no color"),
    ("goal", lambda d: d["goal"].update(stars=[20, 15, 10]), "already earns"),
    ("lessons", lambda d: d.update(lessons=[142]), "counts more than the boat"),
    ("lessons", lambda d: d.update(lessons=[143]), "not a lesson_private one"),
    ("public", lambda d: d.update(public_lessons=[{"card": 144}]), "names a colour"),
    ("treasures", lambda d: d.update(treasures={"rare200": 1}), "field 'treasures.rare200'"),
    ("treasures", lambda d: d.update(treasures={"common100": 12}), "the box has 11"),
    ("solution", lambda d: d.update(solution=d["solution"][:1]), "earns 1 star(s), not 3"),
    ("solution", lambda d: d.update(solution=["blue409 at 0,0 r0"]), "entry solution[0]"),
    ("solution", lambda d: d.update(solution=["teleport"]), "field 'solution'"),
    ("solution", lambda d: d.update(solution=[]), "a three-star line is needed"),
    ("boat", lambda d: d.update(boat="orange"), "field 'boat'"),
]


@pytest.mark.parametrize(
    "what,change,expected", BAD, ids=[f"{w}-{i}" for i, (w, _, _) in enumerate(BAD)]
)
def test_a_broken_challenge_names_file_entry_and_field(content, tmp_path, what, change, expected):
    levels = copy_levels(tmp_path)
    path = levels / "challenges" / "1-04.json"
    edit(path, change)
    with pytest.raises(ContentError) as error:
        load_challenge(content, path, levels)
    message = str(error.value)
    assert message.startswith("challenges/1-04.json: ") or "levels/challenges/1-04.json" in message
    assert expected in message, message


@pytest.mark.parametrize("what", ["folder", "not json", "nested", "bom"])
def test_a_file_that_is_not_data_is_named(content, tmp_path, what):
    levels = copy_levels(tmp_path)
    path = levels / "challenges" / "2-01.json"
    if what == "folder":
        path.unlink()
        path.mkdir()
    elif what == "not json":
        path.write_text("{ no", encoding="utf-8")
    elif what == "nested":
        path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    else:
        path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
        assert load_challenge(content, path, levels).id == "2-01"
        return
    with pytest.raises(ContentError) as error:
        load_challenge(content, path, levels)
    assert "challenges/2-01.json" in str(error.value)


def test_the_french_words_follow_the_typography_of_the_catalogs(content):
    """’ for the apostrophe and a no-break space before : ; ! ? (tests/app/test_i18n.py)."""
    import re

    for challenge in load_challenges():
        for words in (challenge.title["fr"], challenge.intro["fr"]):
            assert "'" not in words, challenge.id
            assert not re.search(r" [?!:;»]|« ", words), challenge.id


def preset_line_stars(content, challenge) -> int:
    """The stars of a try that confirms each tile where the challenge screen first shows its
    ghost (game/isle/scenes/challenge.py: the legal spot nearest the boat's middle, or where
    the tile before it went when the new one may go there), the first tile offered each time."""
    from game.isle.scenes.placement import Cursor

    progress = model.start(content, challenge)
    before = None
    while not model.is_done(progress) and model.offered_now(progress):
        tile = model.offered_now(progress)[0]
        state = model.placing(progress, tile)
        cursor = Cursor(model.SEAT, tile)
        if before is not None:
            cursor.x, cursor.y = before.x, before.y
            cursor.clamp(state)
        if before is None or cursor.problem(state) is not None:
            cursor.start_somewhere_legal(state)
        if cursor.problem(state) is not None:
            break
        progress = model.apply_step(progress, model.Put(tile, cursor.x, cursor.y, cursor.k))
        before = cursor
    return model.stars(progress)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_confirming_every_preset_spot_never_earns_three_stars(content, path):
    """Issue 43, item 5: puzzle 1.2 gave three stars for two presses of confirm, its preset
    spots being its solution."""
    challenge = load_challenge(content, path)
    assert preset_line_stars(content, challenge) < 3, path.name
