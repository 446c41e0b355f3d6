"""The Kitten Fuse bot levels by name, as the command line and the setup screen offer them."""

from __future__ import annotations

from game.fuse.bots.base import FuseBot, RandomBot
from game.fuse.bots.easy import EasyBot
from game.fuse.bots.hard import HardBot
from game.fuse.bots.normal import NormalBot

LEVELS: dict[str, type[FuseBot]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "normal": NormalBot,
    "hard": HardBot,
}


def make_bot(level: str, seed: int = 0) -> FuseBot:
    """A new bot of ``level`` (one of LEVELS) seeded with ``seed``."""
    try:
        return LEVELS[level](seed)
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}; known: {', '.join(LEVELS)}") from None
