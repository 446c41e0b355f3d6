"""Positions of real games for the bot tests: Normal bots play, every n-th decision is kept."""

from __future__ import annotations

from game.bots.levels import make_bot
from game.rules import is_over, observe, to_move
from game.session.match import Match


def positions(content, seed: int, every: int, players: int = 4):
    """(state, seat) at every ``every``-th decision of a game between Normal bots."""
    match = Match(content, players, "standard", seed)
    bots = [make_bot("normal", seed + i) for i in range(players)]
    n = 0
    while not is_over(match.state):
        seat = to_move(match.state)[0]
        if n % every == 0:
            yield match.state, seat
        n += 1
        match.submit(bots[seat].decide(observe(match.state, seat)))
