"""Every game's rules are pure: game/<game>/rules imports only the standard library, itself and
the box's pure pieces (game/shell/engine), which import only the standard library; none of them
reads a file, the clock or chance (the dealer does, outside)."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parents[1] / "game"
ENGINE = GAME / "shell" / "engine"
DEALER = ENGINE / "dealer.py"
# Each pure package with the game modules it may import (besides the standard library).
PACKAGES = {ENGINE: ("game.shell.engine",)}
PACKAGES |= {
    rules: (f"game.{rules.parent.name}.rules", "game.shell.engine")
    for rules in sorted(GAME.glob("*/rules"))
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
    assert len(PACKAGES) >= 3  # the engine, the Isle's and Kitten Toys' rules at least
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
        if p != DEALER  # the one place chance is drawn: from a seed the match gives
        for m in imported_modules(p)
        if m.split(".")[0] in banned
    ]
    assert not offenders, offenders


def test_the_purity_check_catches_a_forbidden_import(tmp_path):
    sample = tmp_path / "bad.py"
    sample.write_text("import pygame\nfrom pydantic import BaseModel\n")
    assert imported_modules(sample) == {"pygame", "pydantic"}
