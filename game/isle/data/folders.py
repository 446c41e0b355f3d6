"""Where the level files are, known without reading them (the title counts the challenges on
its first frame, before the validating models are imported)."""

from __future__ import annotations

import os
from pathlib import Path

LEVELS = Path(__file__).resolve().parents[3] / "levels"
CHALLENGES = LEVELS / "challenges"


def challenge_files(root: Path = LEVELS) -> list[Path]:
    return sorted((Path(root) / "challenges").glob("*.json"))


def challenge_count(root: Path = LEVELS) -> int:
    """How many challenges there are (``challenge_files``, counted without sorting or matching
    patterns: the title's first frame asks, issue 43)."""
    try:
        with os.scandir(Path(root) / "challenges") as entries:
            return sum(1 for entry in entries if entry.name.endswith(".json"))
    except OSError:
        return 0
