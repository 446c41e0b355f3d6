"""Positions of Kitten Toys at a seat's turn, from seeded games between random bots (they
overflow often, so many collections hold face-down cards and discards are common)."""

from __future__ import annotations

from collections.abc import Iterator

from game.kittens.bots.levels import make_bot
from game.kittens.headless import bot_seed
from game.kittens.match import KittensMatch
from game.kittens.rules import GameState, is_over, observe, to_move


def positions(seed: int, every: int, players: int = 3) -> Iterator[tuple[GameState, int]]:
    """Every ``every``-th decision of a seeded game, as (state, seat to play)."""
    match = KittensMatch(players, seed)
    bots = [make_bot("random", bot_seed(seed, i)) for i in range(players)]
    count = 0
    while not is_over(match.state):
        seat = to_move(match.state)[0]
        if count % every == 0:
            yield match.state, seat
        count += 1
        match.submit(bots[seat].decide(observe(match.state, seat)))
