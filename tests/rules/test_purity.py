"""game/rules is pure: it imports only the standard library and itself."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

RULES = Path(__file__).resolve().parents[2] / "game" / "rules"


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
    return found


def test_rules_import_only_the_standard_library_and_themselves():
    offenders = []
    for path in sorted(RULES.glob("*.py")):
        for module in imported_modules(path):
            top = module.split(".")[0]
            if module.startswith("game.rules") or top in sys.stdlib_module_names:
                continue
            offenders.append(f"{path.name} imports {module}")
    assert not offenders, offenders


def test_rules_use_no_randomness_clock_or_files():
    banned = {"random", "time", "datetime", "os", "pathlib", "io", "secrets"}
    offenders = [
        f"{p.name} imports {m}"
        for p in sorted(RULES.glob("*.py"))
        for m in imported_modules(p)
        if m.split(".")[0] in banned
    ]
    assert not offenders, offenders


def test_the_purity_check_catches_a_forbidden_import(tmp_path):
    sample = tmp_path / "bad.py"
    sample.write_text("import pygame\nfrom pydantic import BaseModel\n")
    assert imported_modules(sample) == {"pygame", "pydantic"}
