"""Whole games of Kitten Toys between bots, without a window: its ``Headless`` engine for
``record``, ``simulate`` and ``tournament`` (``--game kittens``, game/shell/headless.py). The
games depend only on the seed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import game.kittens.rules as rules
from game.kittens.bots.levels import LEVELS, make_bot
from game.kittens.rules import events as ev
from game.kittens.rules import state_hash
from game.kittens.rules.cards import PLAYER_COUNTS
from game.kittens.session.match import KittensMatch
from game.shell.engine.dispatch import Dispatch
from game.shell.headless import Bot, Headless, Setup, UsageError, bot_seed, play_timed

CATEGORIES = ("super_chats", "rounds", "tricks_won", "overflows")  # per seat, per game
SCORE_KEY = "super_chats"


class Counts:
    """A game's figures per seat that the events tell (the state keeps the others)."""

    def __init__(self, players: int) -> None:
        self.tricks = [0] * players
        self.overflows = [0] * players


def _uncounted(event: ev.Event, counts: Counts) -> None:
    return None


# What the tournament counts of each event (the Super chat cards and rounds: the state's).
COUNT: Dispatch[ev.Event, [Counts], None] = Dispatch(
    "kittens tournament counts",
    otherwise=_uncounted,
    silent=(
        ev.FirstPlayerDrawn,
        ev.RoundStarted,
        ev.CardDealt,
        ev.TrumpTurned,
        ev.CardPlayed,
        ev.ToyGiven,
        ev.ToysDiscarded,
        ev.RoundEnded,
        ev.SuperChatWon,
        ev.GameEnded,
    ),
)


@COUNT.on(ev.TrickWon)
def _trick_won(event: ev.TrickWon, counts: Counts) -> None:
    counts.tricks[event.seat] += 1


@COUNT.on(ev.ToysLost)
def _toys_lost(event: ev.ToysLost, counts: Counts) -> None:
    counts.overflows[event.seat] += 1


def play_match(
    levels: list[str], seed: int, check: bool = True
) -> tuple[KittensMatch, list[list[float]]]:
    """Play a whole game with a bot of ``levels[seat]`` in each seat; returns the match and the
    seconds each seat took for each decision."""
    match = KittensMatch(len(levels), seed)
    bots = [make_bot(level, bot_seed(seed, i)) for i, level in enumerate(levels)]
    return match, play_timed(match, bots, rules, check)


def play_game(levels: list[str], seed: int, check: bool = True) -> dict[str, Any]:
    """One game for the tournament: the seats' levels, per-seat figures, winners, times."""
    match, times = play_match(levels, seed, check)
    players = len(levels)
    counts = Counts(players)
    for event in match.events:
        COUNT(event, counts)
    tricks, overflows = counts.tricks, counts.overflows
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


def simulate_report(match: KittensMatch) -> dict[str, Any]:
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


class KittensHeadless:
    """Kitten Toys for ``record``, ``simulate`` and ``tournament`` (``--game kittens``)."""

    players = PLAYER_COUNTS
    levels = tuple(LEVELS)
    categories = CATEGORIES
    score_key = SCORE_KEY
    rules = rules

    def setup(
        self, players: int | None, options: Mapping[str, Any], simulate: bool = False
    ) -> Setup:
        count = min(PLAYER_COUNTS) if players is None else players
        if count not in PLAYER_COUNTS:
            counts = ", ".join(map(str, PLAYER_COUNTS))
            raise UsageError(f"Kitten Toys is played by {counts} players, not {count}")
        return Setup(count)

    def new_match(self, setup: Setup, seed: int) -> KittensMatch:
        return KittensMatch(setup.players, seed)

    def make_bot(self, level: str, seed: int) -> Bot:
        return make_bot(level, seed)

    def default_bots(self, players: int) -> list[str]:
        return ["hard"] + ["normal"] * (players - 1)

    def simulate(self, setup: Setup, seed: int) -> KittensMatch:
        match, _ = play_match(["random"] * setup.players, seed)
        return match

    def simulate_report(self, match: KittensMatch) -> dict[str, Any]:
        return simulate_report(match)

    def simulate_lines(self, report: dict[str, Any]) -> list[str]:
        lines = [
            f"seat {seat}: {chats} Super chat card{'s' if chats != 1 else ''}"
            for seat, chats in enumerate(report["super_chats"])
        ]
        winners = ", ".join(f"seat {w}" for w in report["winners"])
        lines.append(f"{report['rounds']} rounds; winner(s): {winners}")
        return lines

    def play_game(self, levels: list[str], seed: int, setup: Setup, check: bool) -> dict[str, Any]:
        return play_game(levels, seed, check)

    def seat_result(self, result: dict[str, Any], seat: int) -> str:
        chats = result["scores"][seat]["super_chats"]
        return f"{chats} Super chat card{'s' if chats != 1 else ''}"

    def report_fields(self, setup: Setup) -> dict[str, Any]:
        return {}

    def summary(self, results: list[dict[str, Any]]) -> dict[str, Any]:
        return {}

    def table(self, report: dict[str, Any]) -> list[str]:
        head = f"{'level':8} {'win%':>6} {'se%':>5} | "
        head += " ".join(f"{n:>11}" for n in CATEGORIES)
        head += f" | {'p50ms':>7} {'p95ms':>7} {'maxms':>7}"
        out = [head, "-" * len(head)]
        for level, r in report["levels"].items():
            t = r["decision_time"]
            out.append(
                f"{level:8} {100 * r['win_share']:6.1f} {100 * r['win_share_se']:5.1f} | "
                + " ".join(f"{r['breakdown_means'][n]:11.2f}" for n in CATEGORIES)
                + f" | {t['p50_ms']:7.1f} {t['p95_ms']:7.1f} {t['max_ms']:7.1f}"
            )
        return out

    def record(self, levels: list[str], seed: int) -> dict[str, Any]:
        """The reference's record, its fields as they are, and after them ``bots``: the level
        of each seat's bot, by seat (the seats are numbered from 0)."""
        match, _ = play_match(levels, seed)
        return {**match.record(), "bots": list(levels)}


HEADLESS: Headless = KittensHeadless()  # mypy checks it is one
