"""Why a bot would make a move, as data a screen words: the reasons of a suggested move in both
games (The Isle of Cats: game/isle/tutorial/advice.py; Kitten Toys: game/kittens/bots/advice.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Fact:
    """One reason: ``kind`` names its catalog line (the Isle's advice.fact.<kind>, Kitten
    Toys' kittens.advice.fact.<kind>), ``values`` fill it."""

    kind: str
    values: tuple[tuple[str, Any], ...] = ()

    def get(self, name: str) -> Any:
        return dict(self.values)[name]
