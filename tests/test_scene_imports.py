"""Scenes open one another by name through the host, never by importing each other (issue 34,
item 5; issue 42): in the shell's scenes package and in every game's, a screen imports only
kit modules (its package's kit, game/<area>/scenes/__init__.py ``KIT``, and the shell's), a kit
module imports only kit modules, no import circle runs through the scenes, and every name a
scene opens is registered."""

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
from game.shell.scenes.stack import Scene
from tests.test_layers import runtime_nodes

GAME = Path(__file__).resolve().parents[1] / "game"
# every scenes package of the box: the shell's and each game's (area -> folder)
PACKAGES = {p.parent.name: p for p in sorted(GAME.glob("*/scenes")) if (p / "__init__.py").exists()}
Module = tuple[str, str]  # (area, module name) of a scenes module


def kit(area: str) -> frozenset[str]:
    return getattr(importlib.import_module(f"game.{area}.scenes"), "KIT", frozenset())


def _scene_imports(tree: ast.AST) -> list[tuple[Module, list[tuple[str, str]]]]:
    """((area, scenes module), [(imported name, local name)]) for each import of a scenes
    module of any area; a module imported whole has the name "*"."""
    found = []
    for node in runtime_nodes(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            parts = node.module.split(".")
            if len(parts) == 3 and parts[0] == "game" and parts[2] == "scenes":
                for alias in node.names:
                    found.append(((parts[1], alias.name), [("*", alias.asname or alias.name)]))
            elif len(parts) >= 4 and parts[0] == "game" and parts[2] == "scenes":
                names = [(a.name, a.asname or a.name) for a in node.names]
                found.append(((parts[1], parts[3]), names))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                if len(parts) >= 4 and parts[0] == "game" and parts[2] == "scenes":
                    found.append(((parts[1], parts[3]), [("*", alias.asname or alias.name)]))
    return found


def _modules(folder: Path) -> dict[str, ast.AST]:
    return {
        p.stem: ast.parse(p.read_text(encoding="utf-8"))
        for p in sorted(folder.glob("*.py"))
        if p.stem != "__init__"
    }


def test_every_game_has_its_scenes_and_each_kit_names_modules_that_exist():
    assert {"shell", "isle", "kittens"} <= set(PACKAGES)
    for area, folder in PACKAGES.items():
        assert kit(area) <= set(_modules(folder)), (area, kit(area) - set(_modules(folder)))


@pytest.mark.parametrize("area", PACKAGES)
def test_no_module_of_the_scenes_imports_a_screen_module(area):
    own = kit(area)
    shell = kit("shell")
    wrong = []
    for name, tree in _modules(PACKAGES[area]).items():
        for (target_area, target), _ in _scene_imports(tree):
            if (target_area, target) == (area, name):
                continue
            allowed = shell if target_area == "shell" else own if target_area == area else set()
            if target not in allowed:
                wrong.append(f"{area}/scenes/{name}.py imports {target_area}/scenes/{target}")
            elif name in own and area == "shell" and target_area != "shell":
                wrong.append(f"the shell's kit module {name} imports {target_area}")
    assert not wrong, "\n".join(wrong)


def _folders(kind: str) -> list[tuple[str, Path]]:
    if kind == "app":
        return [("shell", GAME / "shell" / "app")]
    return list(PACKAGES.items())


@pytest.mark.parametrize("kind", ["scenes", "app"])
def test_no_scene_is_built_outside_its_module_but_by_name(kind):
    """A scene class imported from another module may be subclassed or tested for, never
    called: the scene is opened through the host by its name."""
    wrong = []
    for area, folder in _folders(kind):
        for name, tree in _modules(folder).items():
            classes: dict[str, Module] = {}  # local name -> the module it came from
            modules: dict[str, Module] = {}  # local name of a scenes module imported whole
            for target, names in _scene_imports(tree):
                if kind == "scenes" and target == (area, name):
                    continue
                module = importlib.import_module(f"game.{target[0]}.scenes.{target[1]}")
                for imported, local in names:
                    if imported == "*":
                        modules[local] = target
                    elif _is_scene(getattr(module, imported, None)):
                        classes[local] = target
            for node in runtime_nodes(tree):
                if not isinstance(node, ast.Call):
                    continue
                func = node.func
                where = f"{folder.relative_to(GAME)}/{name}.py:{node.lineno}"
                if isinstance(func, ast.Name) and func.id in classes:
                    wrong.append(f"{where} builds {func.id}")
                if (
                    isinstance(func, ast.Attribute)
                    and isinstance(func.value, ast.Name)
                    and func.value.id in modules
                ):
                    target_area, target = modules[func.value.id]
                    module = importlib.import_module(f"game.{target_area}.scenes.{target}")
                    if _is_scene(getattr(module, func.attr, None)):
                        wrong.append(f"{where} builds {func.attr}")
    assert not wrong, "\n".join(wrong)


def _is_scene(value: object) -> bool:
    return inspect.isclass(value) and issubclass(value, Scene)


def test_no_import_circle_runs_through_the_scenes():
    graph: dict[Module, set[Module]] = {}
    for area, folder in PACKAGES.items():
        for name, tree in _modules(folder).items():
            graph[(area, name)] = {t for t, _ in _scene_imports(tree) if t != (area, name)}
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
    folders = [folder for _, folder in PACKAGES.items()] + [GAME / "shell" / "app"]
    for folder in folders:
        for path in folder.glob("*.py"):
            text = path.read_text(encoding="utf-8")
            opened |= set(re.findall(r"\.(?:open|scene)\(\s*\"([a-z_.]+)\"", text))
    opened |= {row.screen for row in DECISIONS.values() if row.screen}
    opened |= {name for row in DECISIONS.values() for name in row.modes.values()}
    for game in REGISTERED:
        if game.scenes:
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
