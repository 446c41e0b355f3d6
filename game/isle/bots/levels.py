"""The bot levels by name, as the tournament and the game's setup screen offer them."""

from __future__ import annotations

from game.isle.bots.base import Bot
from game.isle.bots.easy import EasyBot
from game.isle.bots.hard import HardBot
from game.isle.bots.normal import NormalBot
from game.isle.bots.random_bot import RandomBot

LEVELS: dict[str, type] = {
    "random": RandomBot,
    "easy": EasyBot,
    "normal": NormalBot,
    "hard": HardBot,
}


def make_bot(level: str, seed: int = 0) -> Bot | RandomBot:
    """A new bot of ``level`` (one of LEVELS) seeded with ``seed``."""
    try:
        cls = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}; known: {', '.join(LEVELS)}") from None
    return cls(seed)
