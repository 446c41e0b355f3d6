"""The house rules (STYLE.md) for Dice Quest: its rules import only the standard library, the
box's pure pieces and themselves, and read no file, clock or chance; it imports no other game;
its creatures are loaded in its data package, not in its rules."""

from __future__ import annotations

import sys
from pathlib import Path

from tests.test_layers import edges
from tests.test_purity import imported_modules

QUEST = Path(__file__).resolve().parents[2] / "game" / "quest"
ALLOWED = ("game.quest.rules", "game.shell.engine")


def test_the_rules_import_only_the_standard_library_the_engine_and_themselves():
    offenders = []
    for path in sorted((QUEST / "rules").glob("*.py")):
        for module in imported_modules(path):
            if module.split(".")[0] in sys.stdlib_module_names:
                if module.split(".")[0] in {"random", "time", "datetime", "os", "pathlib", "io"}:
                    offenders.append(f"{path.name} imports {module}")
                continue
            if not any(module == a or module.startswith(a + ".") for a in ALLOWED):
                offenders.append(f"{path.name} imports {module}")
    assert not offenders, offenders


def test_dice_quest_imports_no_other_game_and_only_down_its_layers():
    mine = [e for e in edges(everything=True) if e[0][0] == "quest"]
    assert mine
    assert not [e for e in mine if e[1][0] not in ("quest", "shell")], "another game imported"
    from tests.test_layers import _layer

    assert not [e for e in mine if e[1][0] == "quest" and _layer(e[1]) > _layer(e[0])]


def test_the_creatures_are_read_in_the_data_package():
    for path in (QUEST / "rules").glob("*.py"):
        modules = {m.split(".")[0] for m in imported_modules(path)}
        assert not modules & {"json", "pathlib", "io", "os"}, path.name
        assert "levels" not in path.read_text(encoding="utf-8"), path.name
    assert "creatures.json" in (QUEST / "data" / "loader.py").read_text(encoding="utf-8")
