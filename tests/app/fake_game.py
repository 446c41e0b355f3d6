"""A second game for the shell's tests: a descriptor with a setup screen, a table that resumes
from a save, How to play and a header of its own (what a real second game registers)."""

from __future__ import annotations

import json
from types import MappingProxyType

from game.shell.games import GameInfo
from game.shell.scenes.stack import Scene

FAKE_SAVE = "fake-game"


class FakeSetup(Scene):
    name = "fake_setup"

    def __init__(self, app, slot: int | None = None) -> None:
        super().__init__(app)
        self.slot = slot


class FakeTable(Scene):
    name = "fake_table"

    def __init__(self, app, path) -> None:
        super().__init__(app)
        self.path = path


class FakeRules(Scene):
    name = "fake_rules"


class FakeHeader:
    def __init__(self, data: dict) -> None:
        if data.get("game") != FAKE_SAVE or not isinstance(data.get("round"), int):
            raise ValueError("not a fake game's header")
        self.round = data["round"]


def save_lines(t, entry) -> tuple[str, list[str]]:
    return f"round {entry.header.round}", [f"slot {entry.number}"]


def write_save(path, round_: int = 2) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    header = {"kind": "header", "game": FAKE_SAVE, "format": 1, "round": round_}
    path.write_text(json.dumps(header) + "\n", encoding="utf-8")


FAKE = GameInfo(
    id="fake",
    name_key="fake.name",
    title="A Fake Game",
    players=(3, 4, 5),
    scenes=MappingProxyType(
        {
            "fake_setup": "tests.app.fake_game:FakeSetup",
            "fake_resume": "tests.app.fake_game:FakeTable",
            "fake_rules": "tests.app.fake_game:FakeRules",
        }
    ),
    setup="fake_setup",
    resume="fake_resume",
    how_to_play="fake_rules",
    read_header="tests.app.fake_game:FakeHeader",
    save_lines="tests.app.fake_game:save_lines",
    save_game=FAKE_SAVE,
)
