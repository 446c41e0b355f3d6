"""A malformed bindings object in the settings file is told to the player, as any other broken
field is (issues 34 item 3 and 37 item 3), and the controls go back to their defaults; the
game's own bindings are read back unchanged."""

from __future__ import annotations

import json

import pygame
import pytest

from game.shell.app.settings import SettingsStore
from game.shell.input import Bindings
from game.shell.scenes.title import TitleScene
from tests.app.conftest import Driver, make_app

MALFORMED = {
    "a kind misspelt": {"keybaord": {"confirm": ["return"]}},
    "an unknown object in it": {"controls": 3},
    "a version that is a flag": {"version": True},
    "a version as text": {"version": "1"},
    "a list of inputs that is a text": {"keyboard": {"confirm": "return"}},
    "an unknown intent": {"pad": {"dance": ["a"]}},
    "a list": [["keyboard", "confirm", "return"]],
}


@pytest.mark.parametrize("bindings", MALFORMED.values(), ids=MALFORMED.keys())
def test_malformed_bindings_are_named_and_the_defaults_used(tmp_path, bindings):
    (tmp_path / "settings.json").write_text(json.dumps({"language": "en", "bindings": bindings}))
    store = SettingsStore(tmp_path)
    settings = store.load()
    assert settings.bindings == {}, "the default controls"
    assert store.notices == [("notice.settings_fields", {"fields": ["bindings"]})]
    assert store.problem.startswith("bindings")


def test_the_player_is_told_in_a_message(tmp_path, monkeypatch):
    config = tmp_path / "config"
    config.mkdir()
    settings = {"language": "en", "first_launch": False, "bindings": {"controls": 3}}
    (config / "settings.json").write_text(json.dumps(settings))
    app = make_app(tmp_path, monkeypatch)
    try:
        app.start(TitleScene(app))
        Driver(app).frames(2)
        assert type(app.stack.top).__name__ == "MessageScene"
        assert app.stack.top.message == (
            "Some settings were not valid and are back to their defaults: "
            + app.t("setting_name.bindings")
            + "."
        )
    finally:
        pygame.display.quit()


def test_the_games_own_bindings_read_back(tmp_path):
    own = Bindings.default().rebind(
        next(iter(Bindings.default().items("keyboard"))), "keyboard", "k", on_conflict="swap"
    )
    (tmp_path / "settings.json").write_text(json.dumps({"bindings": own.to_json()}))
    store = SettingsStore(tmp_path)
    assert Bindings.from_json(store.load().bindings) == own and not store.notices
