"""Positions of Kitten Toys at a seat's turn, from seeded games between random bots (they
overflow often, so many collections hold face-down cards and discards are common)."""

from __future__ import annotations

from collections.abc import Iterator

import game.kittens.rules as rules
from game.kittens.bots.levels import make_bot
from game.kittens.rules import GameState
from game.kittens.session.match import KittensMatch
from game.shell.headless import bot_seed
from tests.isle.bots.positions import decisions


def positions(seed: int, every: int, players: int = 3) -> Iterator[tuple[GameState, int]]:
    """Every ``every``-th decision of a seeded game, as (state, seat to play)."""
    bots = [make_bot("random", bot_seed(seed, i)) for i in range(players)]
    yield from decisions(KittensMatch(players, seed), bots, rules, every)
