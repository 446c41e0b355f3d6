"""game/isle/challenges is pure like the rules: the standard library and game.isle.rules,
nothing else (no pygame, no files, no clock, no randomness)."""

from __future__ import annotations

import sys
from pathlib import Path

from tests.test_purity import imported_modules

CHALLENGES = Path(__file__).resolve().parents[3] / "game" / "isle" / "challenges"
BANNED = {"random", "time", "datetime", "os", "pathlib", "io", "secrets"}


def test_challenges_import_only_the_standard_library_and_the_rules():
    offenders = []
    for path in sorted(CHALLENGES.glob("*.py")):
        for module in imported_modules(path):
            top = module.split(".")[0]
            if module.startswith(("game.isle.rules", "game.isle.challenges")):
                continue
            if top in sys.stdlib_module_names and top not in BANNED:
                continue
            offenders.append(f"{path.name} imports {module}")
    assert not offenders, offenders
