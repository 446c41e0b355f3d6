"""Saves written before the box's move into game/shell and one package per game (a4aa997, the
last commit with The Isle of Cats at the top of game/ and Kitten Toys in game/kittens) still
load (issue 42): the slots name their game, each game replays them to the very state they had,
and the window resumes them. The files and their states' hashes were made by that commit."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pygame
import pytest

from game.isle.data.loader import load_content
from game.isle.rules import state_hash as isle_hash
from game.isle.session.match import Match
from game.kittens.rules import state_hash as kittens_hash
from game.kittens.session.match import KittensMatch
from game.shell.games import REGISTERED
from game.shell.session.slots import SaveSlots
from tests.app.conftest import make_app

OLD = Path(__file__).resolve().parent / "data" / "saves_before_the_box"
HASHES = json.loads((OLD / "hashes.json").read_text(encoding="utf-8"))
GAME_OF = {"isle-standard.jsonl": "isle", "isle-solo.jsonl": "isle", "kittens.jsonl": "kittens"}


def test_the_old_saves_replay_to_the_states_they_had():
    content = load_content()
    for name in ("isle-standard.jsonl", "isle-solo.jsonl"):
        assert isle_hash(Match.load(OLD / name, content).state) == HASHES[name], name
    assert kittens_hash(KittensMatch.load(OLD / "kittens.jsonl").state) == HASHES["kittens.jsonl"]


def test_the_slots_name_each_old_save_s_game_and_read_its_seats(tmp_path):
    for number, name in enumerate(GAME_OF, start=1):
        shutil.copy(OLD / name, tmp_path / f"slot-{number}.jsonl")
    entries = {
        e.path.name: e for e in SaveSlots(tmp_path, readers=REGISTERED.header_readers()).entries()
    }
    for number, (name, game_id) in enumerate(GAME_OF.items(), start=1):
        entry = entries[f"slot-{number}.jsonl"]
        assert entry.problem is None, (name, entry.problem)
        assert REGISTERED.of_save(entry.game) is REGISTERED.get(game_id), name
        assert entry.names and entry.names[0] == "Mia", name


@pytest.mark.parametrize("name", list(GAME_OF))
def test_the_window_resumes_an_old_save(tmp_path, monkeypatch, name):
    app = make_app(tmp_path, monkeypatch)
    path = tmp_path / "slot-1.jsonl"
    shutil.copy(OLD / name, path)
    game = REGISTERED.get(GAME_OF[name])
    scene = app.scene(game.resume, path)
    app.start(scene)
    app.step(1 / 60)
    assert (
        app.session is not None
        and app.session.match.seed
        == json.loads((OLD / name).read_text(encoding="utf-8").splitlines()[0])["seed"]
    )
    app.session.close()
    pygame.display.quit()
