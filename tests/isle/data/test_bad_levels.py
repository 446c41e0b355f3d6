"""Level data errors always name the file (issue 13, item 7): bad bytes, folders, nesting,
oversized tiles, parameters that do not fit their rule, a missing boat colour or scenario; the
command line prints one line, the window a message, never a traceback."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pygame
import pytest

from game.isle.data import loader
from game.isle.data.loader import LEVELS, ContentError, load
from game.isle.data.params import EFFECT_PARAMS, SCORING_PARAMS
from game.isle.rules.content import EFFECT_KINDS
from game.isle.rules.scoring import SCORING_RULES


@pytest.fixture
def levels(tmp_path) -> Path:
    copy = tmp_path / "levels"
    shutil.copytree(LEVELS, copy)
    return copy


def edit(levels: Path, name: str, change) -> None:
    path = levels / name
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def card_entry(data: dict, card: int) -> dict:
    return next(e for e in data["cards"] if card in e["ids"])


def replace_with(levels: Path, name: str, what: str) -> None:
    path = levels / name
    if what == "folder":
        path.unlink()
        path.mkdir()
    elif what == "non-utf8":
        path.write_bytes(path.read_bytes().replace(b'"', b'"\xe9', 1))
    elif what == "nested":
        path.write_text("[" * 100_000 + "]" * 100_000)
    elif what == "bom":
        path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())


@pytest.mark.parametrize(
    "name,what,expected",
    [
        ("content/cards.json", "non-utf8", "content/cards.json: not UTF-8 text (byte"),
        ("content/tiles.json", "folder", "content/tiles.json: is a folder"),
        ("content/board.json", "nested", "content/board.json: not usable JSON: the JSON nests"),
        ("scenarios/solo.json", "folder", "scenarios/solo.json: is a folder"),
    ],
)
def test_a_file_that_is_not_data_is_named(levels, name, what, expected):
    replace_with(levels, name, what)
    with pytest.raises(ContentError) as error:
        load(levels)
    assert f"levels/{expected}" in str(error.value)


def test_a_bom_is_fine_in_every_level_file(levels):
    for path in levels.rglob("*.json"):
        replace_with(levels, str(path.relative_to(levels)), "bom")
    content, _ = load(levels)
    assert len(content.cards) == 215


@pytest.mark.parametrize(
    "name,change,expected",
    [
        (
            "content/tiles.json",
            lambda d: d["shapes"][0].__setitem__("rows", ["#" * 23]),
            "content/tiles.json: entry shapes[0] (id 100): field 'rows': the tile (23x1) is "
            "larger than the boat",
        ),
        (
            "content/tiles.json",
            lambda d: d["shapes"][0].__setitem__("rows", ["#" * 10] * 10),
            "field 'rows': the tile (10x10) is larger than the boat",
        ),
        (
            "content/tiles.json",
            lambda d: d["shapes"][0].__setitem__("rows", ["#" * 9] * 9),
            "field 'rows': the tile fits nowhere inside the boat",
        ),
        (
            "content/cards.json",
            lambda d: card_entry(d, 113)["scoring"]["params"].__setitem__("points", "12"),
            "(ids 113): field 'scoring.params.points': '12' is not a whole number of points",
        ),
        (
            "content/cards.json",
            lambda d: card_entry(d, 71)["effect"]["params"].pop("cards"),
            "(ids 71, 72): field 'effect.params.cards': missing: this rule needs it",
        ),
        (
            "content/cards.json",
            lambda d: card_entry(d, 71)["effect"]["params"].__setitem__("cards", -2),
            "field 'effect.params.cards': -2 is not a whole number from 0 to 1000",
        ),
        (
            "content/cards.json",
            lambda d: card_entry(d, 113)["scoring"]["params"].__setitem__("bonus", 3),
            "field 'scoring.params.bonus': this rule takes no parameter 'bonus'",
        ),
        (
            "content/cards.json",
            lambda d: card_entry(d, 136)["scoring"]["params"].__setitem__("rooms", [0, 99]),
            "field 'scoring.params.rooms': [0, 99] is not a list of room ids of the board",
        ),
        (
            "content/cards.json",
            lambda d: card_entry(d, 120)["scoring"]["params"].__setitem__("include_oshax", "no"),
            "field 'scoring.params.include_oshax'",
        ),
        (
            "content/boats.json",
            lambda d: d["boats"].pop(),
            "content/boats.json: entry file: field 'boats': a 4-player game needs the boats "
            "blue, green, red, purple; missing: purple",
        ),
    ],
)
def test_a_value_that_does_not_fit_its_rule_names_the_file_the_entry_and_the_field(
    levels, name, change, expected
):
    edit(levels, name, change)
    with pytest.raises(ContentError) as error:
        load(levels)
    assert expected in str(error.value)


def test_a_missing_standard_scenario_fails_at_load(levels):
    (levels / "scenarios" / "standard.json").unlink()
    with pytest.raises(ContentError, match=r"scenarios: no scenario for the mode\(s\) standard"):
        load(levels)


def test_every_effect_and_scoring_rule_declares_its_parameters(content):
    assert set(EFFECT_PARAMS) == set(EFFECT_KINDS)
    assert set(SCORING_PARAMS) == set(SCORING_RULES)


def test_the_command_line_prints_a_content_error_as_one_line(capsys, monkeypatch):
    from game.__main__ import main as game_main

    def broken(root=LEVELS):
        raise ContentError("levels/content/cards.json: entry cards[3]: field 'price': bad")

    from game.isle import headless

    monkeypatch.setattr(loader, "load_content", broken)
    headless.content.cache_clear()  # an earlier test in this process may have loaded it
    for argv in (
        ["simulate", "--players", "2"],
        ["tournament", "--games", "1", "--players", "2", "--bots", "easy,easy"],
    ):
        with pytest.raises(SystemExit) as stop:
            game_main(argv)
        err = capsys.readouterr().err
        assert stop.value.code == 2
        assert err == "levels/content/cards.json: entry cards[3]: field 'price': bad\n"


def test_the_window_shows_a_content_error_as_a_message(tmp_path, monkeypatch):
    from game.shell.scenes.dialog import MessageScene
    from game.shell.scenes.title import TitleScene
    from tests.app.conftest import Driver, make_app

    def broken(root=LEVELS):
        raise ContentError("levels/content/cards.json: entry cards[3]: field 'price': bad")

    monkeypatch.setattr(loader, "load_content", broken)
    monkeypatch.setattr(loader, "load_texts", broken)
    app = make_app(tmp_path, monkeypatch)
    app.start(TitleScene(app))
    drive = Driver(app)
    app._preload()  # the thread the real loop starts on its second frame
    drive.frames(1)
    assert isinstance(drive.top, MessageScene)
    assert drive.top.message.startswith("The game’s data files are broken")
    assert "cards.json: entry cards[3]: field 'price'" in drive.top.message
    drive.press("confirm")
    drive.new_game()
    assert isinstance(drive.top, MessageScene), "New game says why instead of crashing"
    pygame.display.quit()
