"""Scenes open one another by name through the host, never by importing each other (issue 34,
item 5): the boundary of game/shell/scenes/__init__.py (screens and the kit) holds, no import circle
runs through the scenes, and every name a scene opens is registered."""

from __future__ import annotations

import ast
import importlib
import inspect
import re
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import pytest

from game.isle.session.decisions import DECISIONS
from game.shell.app.catalog import SHELL_SCENES, SceneCatalog
from game.shell.games import REGISTERED
from game.shell.scenes import KIT
from game.shell.scenes.stack import Scene
from tests.test_layers import runtime_nodes

GAME = Path(__file__).resolve().parents[1] / "game"
SCENES = GAME / "scenes"


def _scene_imports(tree: ast.AST) -> list[tuple[str, list[tuple[str, str]]]]:
    """(scenes module, [(imported name, local name)]) for each import of game.shell.scenes.*; a
    module imported whole has the name "*"."""
    found = []
    for node in runtime_nodes(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module == "game.shell.scenes":
                for alias in node.names:
                    found.append((alias.name, [("*", alias.asname or alias.name)]))
            elif node.module.startswith("game.shell.scenes."):
                names = [(a.name, a.asname or a.name) for a in node.names]
                found.append((node.module.split(".")[2], names))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("game.shell.scenes."):
                    found.append((alias.name.split(".")[2], [("*", alias.asname or alias.name)]))
    return found


def _modules(folder: Path) -> dict[str, ast.AST]:
    return {
        p.stem: ast.parse(p.read_text(encoding="utf-8"))
        for p in sorted(folder.glob("*.py"))
        if p.stem != "__init__"
    }


def test_the_kit_names_modules_that_exist():
    assert KIT <= set(_modules(SCENES)), KIT - set(_modules(SCENES))


def test_no_module_of_the_scenes_imports_a_screen_module():
    wrong = [
        f"scenes/{name}.py imports the screen module {target}"
        for name, tree in _modules(SCENES).items()
        for target, _ in _scene_imports(tree)
        if target != name and target not in KIT
    ]
    wrong += [
        f"the kit module {name} imports {target}, not of the kit"
        for name, tree in _modules(SCENES).items()
        if name in KIT
        for target, _ in _scene_imports(tree)
        if target not in KIT
    ]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("folder", ["scenes", "app"])
def test_no_scene_is_built_outside_its_module_but_by_name(folder):
    """A scene class imported from another module may be subclassed or tested for, never
    called: the scene is opened through the host by its name."""
    wrong = []
    for name, tree in _modules(GAME / folder).items():
        classes: dict[str, str] = {}  # local name -> the module it came from
        modules: dict[str, str] = {}  # local name of a scenes module imported whole
        for target, names in _scene_imports(tree):
            if folder == "scenes" and target == name:
                continue
            module = importlib.import_module(f"game.shell.scenes.{target}")
            for imported, local in names:
                if imported == "*":
                    modules[local] = target
                elif _is_scene(getattr(module, imported, None)):
                    classes[local] = target
        for node in runtime_nodes(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            if isinstance(func, ast.Name) and func.id in classes:
                wrong.append(f"{folder}/{name}.py:{node.lineno} builds {func.id}")
            if (
                isinstance(func, ast.Attribute)
                and isinstance(func.value, ast.Name)
                and func.value.id in modules
            ):
                module = importlib.import_module(f"game.shell.scenes.{modules[func.value.id]}")
                if _is_scene(getattr(module, func.attr, None)):
                    wrong.append(f"{folder}/{name}.py:{node.lineno} builds {func.attr}")
    assert not wrong, "\n".join(wrong)


def _is_scene(value: object) -> bool:
    return inspect.isclass(value) and issubclass(value, Scene)


def test_no_import_circle_runs_through_the_scenes():
    graph = {
        name: {target for target, _ in _scene_imports(tree) if target != name}
        for name, tree in _modules(SCENES).items()
    }
    try:
        tuple(TopologicalSorter(graph).static_order())
    except CycleError as error:
        raise AssertionError(f"import circle: {error.args[1]}") from None


def _catalog() -> SceneCatalog:
    catalog = SceneCatalog()
    catalog.add(SHELL_SCENES)
    for game_id, scenes in REGISTERED.scene_tables():
        catalog.add(scenes, game_id)
    return catalog


def test_every_name_a_scene_opens_is_registered_and_opens_something():
    catalog = _catalog()
    opened = set()
    for folder in ("scenes", "app"):
        for path in (GAME / folder).glob("*.py"):
            text = path.read_text(encoding="utf-8")
            opened |= set(re.findall(r"\.(?:open|scene)\(\s*\"([a-z_.]+)\"", text))
    opened |= {row.screen for row in DECISIONS.values() if row.screen}
    opened |= {name for row in DECISIONS.values() for name in row.modes.values()}
    for game in REGISTERED:
        opened |= {game.setup, game.resume, game.how_to_play}
        opened |= {name for name in (game.learn, game.learn_offer) if name}
    assert opened - set(catalog.names()) == set()
    for name in catalog.names():
        found = catalog.resolve(name)
        assert callable(found), name


def test_a_name_taken_twice_is_refused():
    catalog = SceneCatalog()
    catalog.add({"pause": "game.shell.scenes.pause:PauseScene"})
    catalog.add({"pause": "game.shell.scenes.pause:PauseScene"})  # the same again is fine
    with pytest.raises(ValueError, match="already"):
        catalog.add({"pause": "game.kittens.scenes:PauseScene"}, "kittens")
