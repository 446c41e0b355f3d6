"""Positions of Kitten Fuse at a seat's decision, from seeded games between bots (random ones
play every kind of card, so the positions hold windows, Favours, picks and calm-downs)."""

from __future__ import annotations

from collections.abc import Iterator

import game.fuse.rules as rules
from game.fuse.bots.levels import make_bot
from game.fuse.rules import GameState
from game.fuse.session.match import FuseMatch
from game.shell.headless import bot_seed
from tests.isle.bots.positions import decisions


def positions(
    seed: int, every: int, players: int = 3, level: str = "random"
) -> Iterator[tuple[GameState, int]]:
    """Every ``every``-th decision of a seeded game, as (state, seat that decides)."""
    bots = [make_bot(level, bot_seed(seed, i)) for i in range(players)]
    yield from decisions(FuseMatch(players, seed), bots, rules, every)
