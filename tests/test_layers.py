"""The box's house (STYLE.md, issue 42): game/shell serves every game and imports none; each
game (game/isle, game/kittens, ...) imports the shell and no other game; the command line at the
top of game/ names no game. Inside the shell and inside each game the packages import one way
(rules <- data, bots, session <- input, ui <- scenes <- app), with no circle between them."""

from __future__ import annotations

import ast
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"
SHELL = "shell"
GAMES = frozenset(p.name for p in GAME.iterdir() if (p / "__init__.py").exists()) - {SHELL}

# The layer of each package (or top-level module) of the shell and of a game: imports go to the
# same or a lower layer only.
LAYERS = {
    "__init__": 0,
    "engine": 0,  # the shell's pure pieces every game's rules use
    "rules": 0,
    "options": 0,
    "record": 0,  # @record: dataclasses whose methods are shared (the start's value classes)
    "safeio": 1,
    "arguments": 1,  # the command line's parser (usage errors repeat arguments capped)
    "fontcover": 1,  # the characters the bundled fonts draw (what a name keeps)
    "data": 1,
    "challenges": 1,
    "bots": 1,
    "session": 2,
    "scorefile": 2,
    "headless": 3,  # a game's whole games between bots, for the command line
    "figures": 1,  # the tournament's statistics
    "input": 2,
    "tutorial": 2,
    "daily": 2,
    "games": 1,  # the registry: data and names, loaded lazily
    "ui": 3,
    "scenes": 4,
    "scenarios": 5,  # a game's moments reached quickly, for tests and tools
    "app": 5,
}
# The command line, at the top of game/: it reaches the games through the registry only.
COMMANDS = {"__init__": 0, "cli": 6, "simulate": 7, "tournament": 7, "record": 7, "daily": 7}
COMMANDS |= {"play": 8, "__main__": 8}


def _unit(path: Path) -> tuple[str, str]:
    """(area, unit) of a file of game/: the area is "shell", a game's id, or "" for the command
    line; the unit is the package (or top-level module) within the area."""
    parts = path.relative_to(GAME).parts
    if len(parts) == 1:
        return "", parts[0].removesuffix(".py")
    area, rest = parts[0], parts[1:]
    return area, rest[0].removesuffix(".py")


def _target(module: str) -> tuple[str, str] | None:
    parts = module.split(".")
    if parts[0] != "game" or len(parts) < 2:
        return None
    if (GAME / parts[1]).is_dir():
        if len(parts) == 2:
            return parts[1], "__init__"
        return parts[1], parts[2]
    return "", parts[1]


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


def _imports(tree: ast.AST, everything: bool = False):
    """Every module imported at run time (``everything``: those imported for the type checker
    too)."""
    nodes = ast.walk(tree) if everything else runtime_nodes(tree)
    for node in nodes:
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.module
            yield from (f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)


def edges(everything: bool = False) -> list[tuple[tuple[str, str], tuple[str, str], str, str]]:
    """(unit, imported unit, imported module, file) for every import of game by game."""
    found = []
    for path in sorted(GAME.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        seen = set()
        for module in _imports(tree, everything):
            target = _target(module)
            if target is None or (target[0] and not (GAME / target[0]).is_dir()):
                continue
            # ``from game.x import y``: y is a module of x, or a name in it
            if target in seen:
                continue
            seen.add(target)
            found.append((_unit(path), target, module, str(path.relative_to(GAME))))
    return found


def _layer(unit: tuple[str, str]) -> int:
    area, name = unit
    return COMMANDS[name] if not area else LAYERS[name]


def test_every_unit_has_a_layer():
    units = {_unit(p) for p in GAME.rglob("*.py")}
    missing = {u for u in units if (u[1] not in COMMANDS if not u[0] else u[1] not in LAYERS)}
    assert not missing, missing


def test_the_shell_imports_no_game_and_no_game_another():
    """Checked on every import, those for the type checker included: the shell finds the games
    through the registry (game/shell/games.py), by name, and only when asked."""
    wrong = [
        f"{where} imports {module}"
        for (area, _), (target, _), module, where in edges(everything=True)
        if target in GAMES and target != area
    ]
    assert not wrong, "\n".join(wrong)


def test_imports_go_down_the_layers():
    wrong = [
        f"{where}: imports {module}"
        for unit, target, module, where in edges()
        if unit[0] in (target[0], "") and _layer(target) > _layer(unit)
    ]
    assert not wrong, "\n".join(wrong)


def test_no_circle_between_packages():
    graph: dict[tuple[str, str], set[tuple[str, str]]] = {}
    for unit, target, _, _ in edges():
        if unit != target:
            graph.setdefault(unit, set()).add(target)
    try:
        tuple(TopologicalSorter(graph).static_order())
    except CycleError as error:
        raise AssertionError(f"import circle: {error.args[1]}") from None


def test_only_an_app_imports_the_scenes():
    """Scenes are imported by the shell's app, and by a game's own scenes (which subclass the
    shell's kit: docs/shell.md); nothing else imports scenes, and no game another's."""
    wrong = sorted(
        where
        for unit, target, _, where in edges()
        if target[1] == "scenes" and unit[1] not in ("scenes", "app", "scenarios")
    )
    assert wrong == [], wrong


def test_the_scenes_import_nothing_of_the_app_but_the_settings():
    imported = {
        module
        for unit, target, module, _ in edges()
        if unit[1] == "scenes" and target == (SHELL, "app")
    }
    assert imported <= {"game.shell.app", "game.shell.app.settings"}, imported
