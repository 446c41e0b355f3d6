"""Where the level files are, known without reading them (the title counts the challenges on
its first frame, before the validating models are imported)."""

from __future__ import annotations

from pathlib import Path

LEVELS = Path(__file__).resolve().parents[3] / "levels"
CHALLENGES = LEVELS / "challenges"


def challenge_files(root: Path = LEVELS) -> list[Path]:
    return sorted((Path(root) / "challenges").glob("*.json"))
