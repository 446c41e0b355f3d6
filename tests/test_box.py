"""The box's house, held at run time (issue 42): importing every module of the shell loads no
game; importing every module of one game loads no module of another game (the static view of
the same rules is tests/test_layers.py). Each area is imported in a process of its own, as a
player's window or a command would."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"
AREAS = sorted(p.name for p in GAME.iterdir() if (p / "__init__.py").exists())
GAMES = [area for area in AREAS if area != "shell"]

IMPORT_ALL = """
import importlib, json, pkgutil, sys
import game.{area} as package
for info in pkgutil.walk_packages(package.__path__, "game.{area}."):
    importlib.import_module(info.name)
areas = sorted({{name.split(".")[1] for name in sys.modules if name.startswith("game.")}})
print(json.dumps(areas))
"""


def loaded_areas(area: str) -> set[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-c", IMPORT_ALL.format(area=area)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return set(json.loads(done.stdout.strip().splitlines()[-1]))


def test_the_box_holds_the_shell_and_its_games():
    assert "shell" in AREAS and {"isle", "kittens"} <= set(GAMES)


def test_importing_every_module_of_the_shell_loads_no_game():
    assert loaded_areas("shell") == {"shell"}


@pytest.mark.parametrize("area", GAMES)
def test_importing_every_module_of_a_game_loads_no_other_game(area):
    others = loaded_areas(area) - {area, "shell"}
    assert not others, f"game.{area} loads {sorted(others)}"
