"""The packages of game/ import one way (STYLE.md): rules <- data, session, bots <- input, ui <-
scenes <- app, with no circle between packages; only the app imports the scenes."""

from __future__ import annotations

import ast
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"

# The layer of each package (and top-level module) of game/: imports go to the same or a lower
# layer only.
LAYERS = {
    "rules": 0,
    "options": 0,
    "safeio": 1,
    "cli": 2,
    "data": 1,
    "challenges": 1,
    "session": 1,
    "bots": 1,
    "scorefile": 1,
    "simulate": 2,
    "tournament": 2,
    "daily": 2,
    "input": 2,
    "tutorial": 2,
    "ui": 3,
    "scenes": 4,
    "app": 5,
    "play": 6,
    "__main__": 6,
    "__init__": 0,
    "record": 2,
    # Kitten Toys: its rules as pure as The Isle of Cats' (they may use the shared pure modules
    # of game/rules), its bots on the rules, its matches and headless games beside the tools.
    "kittens.rules": 0,
    "kittens.bots": 1,
    "kittens": 2,
    # its screens as the Isle's: the drawing beside game/ui, the scenes beside game/scenes
    "kittens.ui": 3,
    "kittens.scenes": 4,
}
GAMES = {"kittens"}  # packages of game/ whose sub-packages are units of their own
# No exception: the settings' values live in the leaf module game/options.py, and a scene that
# edits the settings asks the app's own settings object for its type.
ALLOWED: set[tuple[str, str]] = set()


def _unit(path: Path) -> str:
    """The package (or top-level module) a file of game/ belongs to; in a game's package
    (GAMES), its sub-package."""
    parts = path.relative_to(GAME).parts
    if parts[0] in GAMES and len(parts) > 2:
        return f"{parts[0]}.{parts[1]}"
    return parts[0] if len(parts) > 1 else parts[0].removesuffix(".py")


def _target(parts: list[str]) -> str:
    """The unit a module ``game.<parts>`` belongs to."""
    if parts[1] in GAMES and len(parts) > 2 and (GAME / parts[1] / parts[2]).is_dir():
        return f"{parts[1]}.{parts[2]}"
    return parts[1]


def _type_checking_only(node: ast.AST) -> bool:
    test = getattr(node, "test", None)
    return isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(test)


def runtime_nodes(tree: ast.AST):
    """Every node run at some time (function bodies included, TYPE_CHECKING blocks not)."""
    for node in ast.iter_child_nodes(tree):
        if _type_checking_only(node):
            continue
        yield node
        yield from runtime_nodes(node)


def _imports(tree: ast.AST):
    """Every module imported at run time."""
    for node in runtime_nodes(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.module
        elif isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)


def edges() -> list[tuple[str, str, str, str]]:
    """(unit, imported unit, imported module, file) for every import of game by game."""
    found = []
    for path in sorted(GAME.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for module in _imports(tree):
            parts = module.split(".")
            if parts[0] != "game" or len(parts) < 2:
                continue
            found.append((_unit(path), _target(parts), module, str(path.relative_to(GAME))))
    return found


def test_every_unit_has_a_layer():
    units = {_unit(p) for p in GAME.rglob("*.py")}
    assert units <= set(LAYERS), units - set(LAYERS)


def test_imports_go_down_the_layers():
    wrong = [
        f"{where}: {unit} imports {module}"
        for unit, target, module, where in edges()
        if LAYERS[target] > LAYERS[unit] and (unit, module) not in ALLOWED
    ]
    assert not wrong, "\n".join(wrong)


def test_no_circle_between_packages():
    graph: dict[str, set[str]] = {}
    for unit, target, module, _ in edges():
        if unit != target and (unit, module) not in ALLOWED:
            graph.setdefault(unit, set()).add(target)
    try:
        tuple(TopologicalSorter(graph).static_order())
    except CycleError as error:
        raise AssertionError(f"import circle: {error.args[1]}") from None


def test_only_the_app_imports_the_scenes():
    """The shell's scenes are imported by the app, and by a game's own scenes (which subclass
    the kit: docs/shell.md); nothing else imports a game's scenes."""
    outside = sorted(
        where
        for unit, target, _, where in edges()
        if target == "scenes" and unit not in ("scenes", *(f"{g}.scenes" for g in GAMES))
    )
    assert all(where.startswith("app/") for where in outside), outside
    games = sorted(
        where
        for unit, target, _, where in edges()
        if target.endswith(".scenes") and unit != target and not unit.endswith(".scenes")
    )
    assert games == [], games


def test_the_scenes_import_nothing_of_the_app_but_the_settings():
    imported = {
        module for unit, target, module, _ in edges() if unit == "scenes" and target == "app"
    }
    assert imported <= {"game.app.settings"}, imported
