"""The rules are pure: game/rules imports only the standard library and itself; Kitten Toys'
rules (game/kittens/rules) only the standard library, themselves and the pure modules of
game/rules they share (the action base, the refusal error, the JSON codec, the dealer's seat)."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parents[2] / "game"
RULES = GAME / "rules"
# Each rules package with the game modules it may import (besides the standard library).
PACKAGES = {
    RULES: ("game.rules",),
    GAME / "kittens" / "rules": (
        "game.kittens.rules",
        "game.rules.actions",
        "game.rules.codec",
        "game.rules.errors",
        "game.rules.ids",
    ),
}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
    return found


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.relative_to(GAME).as_posix())
def test_rules_import_only_the_standard_library_and_themselves(package):
    allowed = PACKAGES[package]
    offenders = []
    paths = sorted(package.glob("*.py"))
    assert paths
    for path in paths:
        for module in imported_modules(path):
            top = module.split(".")[0]
            if top in sys.stdlib_module_names or any(
                module == a or module.startswith(a + ".") for a in allowed
            ):
                continue
            offenders.append(f"{path.name} imports {module}")
    assert not offenders, offenders


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.relative_to(GAME).as_posix())
def test_rules_use_no_randomness_clock_or_files(package):
    banned = {"random", "time", "datetime", "os", "pathlib", "io", "secrets"}
    offenders = [
        f"{p.name} imports {m}"
        for p in sorted(package.glob("*.py"))
        for m in imported_modules(p)
        if m.split(".")[0] in banned
    ]
    assert not offenders, offenders


def test_the_purity_check_catches_a_forbidden_import(tmp_path):
    sample = tmp_path / "bad.py"
    sample.write_text("import pygame\nfrom pydantic import BaseModel\n")
    assert imported_modules(sample) == {"pygame", "pydantic"}
