"""The Dice Quest bot levels by name, as the command line and the setup screen offer them."""

from __future__ import annotations

from game.quest.bots.base import QuestBot, RandomBot
from game.quest.bots.easy import EasyBot
from game.quest.bots.hard import HardBot
from game.quest.bots.normal import NormalBot

LEVELS: dict[str, type[QuestBot]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "normal": NormalBot,
    "hard": HardBot,
}


def make_bot(level: str, seed: int = 0) -> QuestBot:
    """A new bot of ``level`` (one of LEVELS) seeded with ``seed``."""
    try:
        return LEVELS[level](seed)
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}; known: {', '.join(LEVELS)}") from None
