"""The bots the game seats, made by level on demand (the bots load when a game first needs one,
not when the window opens)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.isle.bots.base import Bot
    from game.isle.bots.random_bot import RandomBot


def bot_factory() -> Callable[[str, int], Bot | RandomBot]:
    """(level, seed) -> bot, for ``GameSession(bot_factory=...)``."""
    from game.isle.bots.levels import make_bot

    return make_bot
