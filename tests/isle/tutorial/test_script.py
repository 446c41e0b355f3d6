"""The guided game's script (levels/tutorial): loaded and replayed through the rules; broken
data is refused with the file, the entry and the field named."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from game.isle.data.loader import ContentError, load_content
from game.isle.rules import is_over, score
from game.isle.tutorial.script import TUTORIALS, load_script, replay
from game.shell.ui.i18n import catalog


@pytest.fixture(scope="module")
def content():
    return load_content()


@pytest.fixture(scope="module")
def script(content):
    return load_script("first_game", content)


def test_the_first_game_is_a_whole_game_of_the_rules(script, content):
    final = replay(script, content)
    assert is_over(final)
    assert final.day == script.days == 1
    scores = score(final)
    assert scores[0].total > scores[1].total, "the player wins the guided game"
    assert scores[0].families == 8  # the red family of 3 the steps build
    assert scores[0].rare_treasures == 3
    assert len(script.quotas) == len(script.steps)


def test_the_steps_teach_each_phase_in_the_order_a_player_meets_it(script):
    ids = [step.id for step in script.steps]
    order = [
        "day",
        "fish",
        "draft1",
        "buy",
        "lessons",
        "declare",
        "speed",
        "place1",
        "anytime",
        "place2",
        "oshax",
        "night",
        "scoring",
    ]
    assert [ids.index(i) for i in order] == sorted(ids.index(i) for i in order)


def test_every_step_has_its_words_in_both_languages(script):
    for lang in ("en", "fr"):
        words = catalog(lang)
        for step in script.steps:
            assert f"tutorial.step.{step.id}" in words, (lang, step.id)
            assert (f"tutorial.step.{step.id}.after" in words) == step.after, (lang, step.id)


def _broken(tmp_path: Path, change) -> Path:
    root = tmp_path / "tutorial"
    root.mkdir()
    shutil.copy(TUTORIALS / "first_game.json", root / "first_game.json")
    data = json.loads((root / "first_game.json").read_text(encoding="utf-8"))
    change(data)
    (root / "first_game.json").write_text(json.dumps(data), encoding="utf-8")
    return root


def _step(data, step_id: str) -> dict:
    return next(s for s in data["steps"] if s["id"] == step_id)


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (
            lambda d: _step(d, "place1").update(do=["p0 place 0,0 r0"]),
            "entry steps[15] (id place1): field 'do[0]': the rules refuse 'p0 place 0,0 r0'",
        ),
        (
            lambda d: _step(d, "draft1").update(do=["p0 keep c1"]),
            "entry steps[6] (id draft1): field 'do[0]'",
        ),
        (
            lambda d: _step(d, "buy").update(do=["p0 buy"]),
            "entry steps[10] (id buy): field 'do[0]': 'p0 buy' is not an action",
        ),
        (lambda d: d["deal"].__setitem__(2, "draw rare206"), "entry file: field 'deal[4]'"),
        (
            lambda d: _step(d, "welcome").update(highlight=["the moon"]),
            "entry steps[0] (id welcome): field 'highlight[0]'",
        ),
        (
            lambda d: _step(d, "leo1").update(watch="p1 place 1,1 r0"),
            "entry steps[16] (id leo1): field 'watch'",
        ),
        (lambda d: d["bot"].insert(0, "p1 decline"), "field 'bot[0]': anytime rounds are declined"),
        (
            lambda d: _step(d, "fish").update(colour="red"),
            "entry steps[3] (id fish): field 'colour'",
        ),
        (lambda d: d.update(days=0), "entry file: field 'days'"),
        (
            lambda d: d["steps"].remove(_step(d, "pass2")),
            "entry file: field 'steps': the game is not over after the last step",
        ),
    ],
)
def test_a_broken_script_names_its_file_entry_and_field(tmp_path, content, change, where):
    root = _broken(tmp_path, change)
    with pytest.raises(ContentError) as error:
        load_script("first_game", content, root)
    message = str(error.value)
    assert "/tutorial/first_game.json: " in message, message
    assert where in message, message


def test_a_script_that_leaves_moves_unplayed_is_refused(tmp_path, content):
    root = _broken(tmp_path, lambda d: d["bot"].append("p1 pass"))
    with pytest.raises(ContentError, match=r"field 'bot\[15\]': bot moves are left"):
        load_script("first_game", content, root)


def test_a_missing_script_is_named(tmp_path, content):
    with pytest.raises(ContentError, match="tutorial/nothing.json: the file is missing"):
        load_script("nothing", content, tmp_path / "tutorial")
