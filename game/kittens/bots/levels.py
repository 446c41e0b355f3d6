"""The Kitten Toys bot levels by name, as the command line and the setup screen offer them."""

from __future__ import annotations

from game.kittens.bots.base import KittenBot, RandomBot
from game.kittens.bots.easy import EasyBot
from game.kittens.bots.hard import HardBot
from game.kittens.bots.normal import NormalBot

LEVELS: dict[str, type[KittenBot]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "normal": NormalBot,
    "hard": HardBot,
}


def make_bot(level: str, seed: int = 0) -> KittenBot:
    """A new bot of ``level`` (one of LEVELS) seeded with ``seed``."""
    try:
        return LEVELS[level](seed)
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}; known: {', '.join(LEVELS)}") from None
