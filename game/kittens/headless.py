"""Whole games of Kitten Toys between bots, without a window: for ``record``, ``simulate`` and
``tournament`` (``--game kittens``). The games depend only on the seed."""

from __future__ import annotations

import game.kittens.rules as rules
from game.cli import play_timed
from game.kittens.bots.levels import make_bot
from game.kittens.match import KittensMatch
from game.kittens.rules import state_hash
from game.kittens.rules.events import ToysLost, TrickWon

CATEGORIES = ("super_chats", "rounds", "tricks_won", "overflows")  # per seat, per game
SCORE_KEY = "super_chats"


def bot_seed(seed: int, seat: int) -> int:
    """The seed of the bot in ``seat`` (as The Isle of Cats' tournament seeds its bots)."""
    return seed * 7919 + seat * 104729 + 1


def play_match(levels: list[str], seed: int, check: bool = True) -> tuple[KittensMatch, list]:
    """Play a whole game with a bot of ``levels[seat]`` in each seat; returns the match and the
    seconds each seat took for each decision."""
    match = KittensMatch(len(levels), seed)
    bots = [make_bot(level, bot_seed(seed, i)) for i, level in enumerate(levels)]
    return match, play_timed(match, bots, rules, check)


def play_game(levels: list[str], seed: int, check: bool = True) -> dict:
    """One game for the tournament: the seats' levels, per-seat figures, winners, times."""
    match, times = play_match(levels, seed, check)
    players = len(levels)
    tricks = [0] * players
    overflows = [0] * players
    for event in match.events:
        if isinstance(event, TrickWon):
            tricks[event.seat] += 1
        elif isinstance(event, ToysLost):
            overflows[event.seat] += 1
    state = match.state
    scores = [
        {
            "super_chats": state.seats[i].super_chats,
            "rounds": state.round,
            "tricks_won": tricks[i],
            "overflows": overflows[i],
        }
        for i in range(players)
    ]
    return {
        "seed": seed,
        "levels": levels,
        "scores": scores,
        "winners": list(state.winners),
        "times": times,
    }


def simulate_report(match: KittensMatch) -> dict:
    """``simulate --game kittens --json``: the game's outcome in a few numbers."""
    state = match.state
    return {
        "game": "kittens",
        "seed": match.seed,
        "players": match.players,
        "rounds": state.round,
        "super_chats": [s.super_chats for s in state.seats],
        "winners": list(state.winners),
        "state_hash": state_hash(state),
    }
