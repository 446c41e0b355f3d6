"""One shell, two games (issue 35): the title, Load, Continue, How to play and the setup memory
ask the games' descriptors. With The Isle of Cats alone the title is as it always was; a
second game registered makes it offer the choice, and each slot says which game it holds."""

from __future__ import annotations

import json
import os
import time

import pygame
import pytest

from game.isle.scenarios import new_session
from game.isle.scenes.game import GameScene
from game.isle.scenes.setup import SetupScene
from game.shell.app import main as main_module
from game.shell.games import ISLE_OF_CATS, REGISTERED, Games
from game.shell.session.slots import SaveSlots
from tests.app.conftest import Driver, make_app
from tests.app.fake_game import FAKE, FAKE_SAVE, FakeRules, FakeSetup, FakeTable, write_save
from tests.app.test_save_slots import choose


@pytest.fixture
def two(tmp_path, monkeypatch):
    """The app with a second game in the box."""
    monkeypatch.setattr(main_module, "REGISTERED", Games((ISLE_OF_CATS, FAKE)))
    app = make_app(tmp_path, monkeypatch)
    app.start(app.scene("title"))
    yield app
    if app.session is not None:
        app.session.close()
    pygame.display.quit()


def labels(app) -> list[str]:
    return [w.label for w in app.stack.top.form.widgets]


@pytest.fixture
def one(tmp_path, monkeypatch):
    """The app with The Isle of Cats alone in the box."""
    monkeypatch.setattr(main_module, "REGISTERED", Games((ISLE_OF_CATS,)))
    app = make_app(tmp_path, monkeypatch)
    yield app
    pygame.display.quit()


def test_the_box_holds_its_four_games_and_the_window_offers_them_all():
    assert [game.id for game in REGISTERED] == ["isle", "kittens", "fuse", "quest"]
    assert [game.id for game in REGISTERED.windowed()] == ["isle", "kittens", "fuse", "quest"]


def test_with_one_game_new_game_goes_straight_to_its_setup(one):
    app = one
    app.start(app.scene("title"))
    drive = Driver(app)
    drive.focus_on("new")
    drive.press("confirm")
    assert isinstance(app.stack.top, SetupScene)


def test_a_second_game_makes_the_title_ask_which_and_routes_to_its_setup(two):
    drive = Driver(two)
    drive.focus_on("new")
    drive.press("confirm")
    assert labels(two)[:2] == ["The Isle of Cats", "fake.name"]
    choose(drive, "fake.name")
    assert isinstance(two.stack.top, FakeSetup) and two.stack.top.slot is None

    two.start(two.scene("title"))
    drive.focus_on("new")
    drive.press("confirm")
    choose(drive, "The Isle of Cats")
    assert isinstance(two.stack.top, SetupScene)


def test_how_to_play_and_learn_to_play_ask_which_game_when_there_is_a_choice(two):
    drive = Driver(two)
    drive.focus_on("howto")
    drive.press("confirm")
    choose(drive, "fake.name")
    assert isinstance(two.stack.top, FakeRules)
    two.start(two.scene("title"))
    drive.focus_on("learn")  # only the Isle has a guided game: no question
    drive.press("confirm")
    assert type(two.stack.top).__name__ == "TutorialScene"


def test_every_slot_says_its_game_and_continue_resumes_the_right_one(two):
    session = new_session(two, players=2, humans=1, save=True)
    session.autosave()
    isle = session.save_path
    session.close()
    fake = two.saves.path(2)
    write_save(fake, round_=3)
    now = time.time()
    os.utime(isle, (now - 60, now - 60))  # the fake game was saved last

    two.open("load")
    two.stack.apply()
    rows = labels(two)
    assert rows[0] == "fake.name · round 3"
    assert rows[1].startswith("The Isle of Cats · Standard · 2 players")

    two.start(two.scene("title"))
    two.open("continue")
    two.stack.apply()
    assert isinstance(two.stack.top, FakeTable) and two.stack.top.path == fake

    os.utime(fake, (now - 120, now - 120))
    two.start(two.scene("title"))
    two.open("continue")
    two.stack.apply()
    assert isinstance(two.stack.top, GameScene) and two.session.save_path == isle


def test_every_slot_is_full_the_replaced_one_goes_to_the_chosen_game_s_setup(two):
    for number in range(1, two.saves.count + 1):
        write_save(two.saves.path(number))
    drive = Driver(two)
    drive.focus_on("new")
    drive.press("confirm")
    choose(drive, "fake.name")
    load = two.stack.top
    assert load.name == "load" and load.replacing
    load.replace(load.entries[0])
    two.stack.apply()
    assert isinstance(two.stack.top, FakeSetup) and two.stack.top.slot == load.entries[0].number


def test_a_save_without_a_game_in_its_header_is_the_isle_s(tmp_path):
    header = {"kind": "header", "format": 1, "mode": "standard", "players": 2, "seed": 1}
    (tmp_path / "slot-1.jsonl").write_text(json.dumps(header) + "\n", encoding="utf-8")
    write_save(tmp_path / "slot-2.jsonl")
    games = Games((ISLE_OF_CATS, FAKE))
    entries = {e.number: e for e in SaveSlots(tmp_path, readers=games.header_readers()).entries()}
    assert entries[1].problem is None and games.of_save(entries[1].game) is ISLE_OF_CATS
    assert entries[2].game == FAKE_SAVE and games.of_save(entries[2].game) is FAKE
    # with the Isle alone, the other game's save is listed with the reason it cannot be read
    alone = {
        e.number: e for e in SaveSlots(tmp_path, readers=REGISTERED.header_readers()).entries()
    }
    assert alone[1].problem is None and alone[2].header is None and alone[2].problem


def test_each_game_has_its_own_setup_memory(tmp_path):
    assert ISLE_OF_CATS.setup_path(tmp_path) == tmp_path / "last_setup.json"  # the old file
    assert FAKE.setup_path(tmp_path) == tmp_path / "setup-fake.json"
