"""Kitten Fuse keeps the house rules (STYLE.md) that tests/test_purity.py and tests/test_layers.py
hold for every game, checked here on this game's package alone: its rules import only the
standard library, the box's engine and themselves, and read no file, clock or chance; it imports
no other game; its packages import down the layers; nothing of the box imports it but through
the registry, by name."""

from __future__ import annotations

import ast
import sys

from tests.test_layers import GAME, _layer, edges
from tests.test_purity import imported_modules

FUSE = GAME / "fuse"
OTHER_GAMES = {p.name for p in GAME.iterdir() if (p / "__init__.py").exists()} - {"shell", "fuse"}


def test_the_rules_import_only_the_standard_library_the_engine_and_themselves():
    allowed = ("game.fuse.rules", "game.shell.engine")
    banned = {"random", "time", "datetime", "os", "pathlib", "io", "secrets"}
    paths = sorted((FUSE / "rules").glob("*.py"))
    assert len(paths) >= 10
    for path in paths:
        for module in imported_modules(path):
            top = module.split(".")[0]
            assert top not in banned, f"{path.name} imports {module}"
            assert top in sys.stdlib_module_names or any(
                module == a or module.startswith(a + ".") for a in allowed
            ), f"{path.name} imports {module}"


def test_the_game_imports_no_other_game_and_its_packages_import_down():
    found = [e for e in edges(everything=True) if e[0][0] == "fuse"]
    assert found, "the walk sees the game"
    wrong = [f"{where} imports {module}" for _, (t, _), module, where in found if t in OTHER_GAMES]
    assert not wrong, wrong
    down = [
        f"{where}: imports {module}"
        for unit, target, module, where in edges()
        if unit[0] == "fuse" and target[0] == "fuse" and _layer(target) > _layer(unit)
    ]
    assert not down, down


def test_nothing_imports_the_game_but_itself():
    for path in sorted(GAME.rglob("*.py")):
        if FUSE in path.parents:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.startswith("game.fuse"), path
            elif isinstance(node, ast.Import):
                assert not any(a.name.startswith("game.fuse") for a in node.names), path


def test_every_module_opens_with_its_docstring():
    for path in sorted(FUSE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        assert ast.get_docstring(tree), path
        assert "TODO" not in path.read_text(encoding="utf-8"), path
