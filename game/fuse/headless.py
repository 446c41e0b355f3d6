"""Whole games of Kitten Fuse between bots, without a window: its ``Headless`` engine for
``record``, ``simulate`` and ``tournament`` (``--game fuse``, game/shell/headless.py). The games
depend only on the seed (and the combos setting, ``--combos on|off``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

import game.fuse.rules as rules
from game.fuse.bots.levels import LEVELS, make_bot
from game.fuse.rules import places, state_hash
from game.fuse.rules.cards import PLAYER_COUNTS
from game.fuse.rules.events import CardTaken, Event, KitPlayed, NoPlayed, TurnStarted
from game.fuse.session.match import FuseMatch
from game.shell.engine.dispatch import Dispatch
from game.shell.headless import Bot, Headless, Setup, UsageError, bot_seed, play_timed

# Per seat, per game: its place (1 = the winner), the turns it began, the fuse kittens it
# calmed, the No!s it played, the cards it took (for a Favour, with a combo).
CATEGORIES = ("place", "turns", "calmed", "noes", "taken")
SCORE_KEY = "place"
DEFAULT_PLAYERS = 3
SWITCH = {"on": True, "off": False}
ORDINALS = ("1st", "2nd", "3rd", "4th", "5th")


def play_match(
    levels: list[str], seed: int, combos: bool = True, check: bool = True
) -> tuple[FuseMatch, list[list[float]]]:
    """Play a whole game with a bot of ``levels[seat]`` in each seat; returns the match and the
    seconds each seat took for each decision."""
    match = FuseMatch(len(levels), seed, combos)
    bots = [make_bot(level, bot_seed(seed, i)) for i, level in enumerate(levels)]
    return match, play_timed(match, bots, rules, check)


Figures = list[dict[str, int]]  # each seat's CATEGORIES


class SeatEvent(Protocol):
    @property
    def seat(self) -> int: ...


def _counted_as(category: str) -> Callable[[SeatEvent, Figures], None]:
    def count(event: SeatEvent, figures: Figures) -> None:
        figures[event.seat][category] += 1

    return count


def _uncounted(event: Event, figures: Figures) -> None:
    return None


# What the tournament counts of each event (a seat's place: the state's).
COUNT: Dispatch[Event, [Figures], None] = Dispatch("fuse tournament counts", otherwise=_uncounted)
COUNT.on(TurnStarted)(_counted_as("turns"))
COUNT.on(KitPlayed)(_counted_as("calmed"))
COUNT.on(NoPlayed)(_counted_as("noes"))
COUNT.on(CardTaken)(_counted_as("taken"))


def seat_figures(match: FuseMatch) -> Figures:
    """Each seat's ``CATEGORIES`` in a finished game."""
    figures = [dict.fromkeys(CATEGORIES, 0) for _ in range(match.players)]
    for seat, place in enumerate(places(match.state)):
        figures[seat]["place"] = place
    for event in match.events:
        COUNT(event, figures)
    return figures


def play_game(
    levels: list[str], seed: int, combos: bool = True, check: bool = True
) -> dict[str, Any]:
    """One game for the tournament: the seats' levels, per-seat figures, winners, times."""
    match, times = play_match(levels, seed, combos, check)
    return {
        "seed": seed,
        "levels": levels,
        "scores": seat_figures(match),
        "winners": [match.state.winner],
        "times": times,
    }


def simulate_report(match: FuseMatch) -> dict[str, Any]:
    """``simulate --game fuse --json``: the game's outcome in a few numbers."""
    state = match.state
    return {
        "game": "fuse",
        "seed": match.seed,
        "players": match.players,
        "combos": match.combos,
        "first": state.first,
        "turns": state.turns,
        "out": list(state.out),
        "winners": [state.winner],
        "state_hash": state_hash(state),
    }


class FuseHeadless:
    """Kitten Fuse for ``record``, ``simulate`` and ``tournament`` (``--game fuse``)."""

    players = PLAYER_COUNTS
    levels = tuple(LEVELS)
    categories = CATEGORIES
    score_key = SCORE_KEY
    rules = rules

    def setup(
        self, players: int | None, options: Mapping[str, Any], simulate: bool = False
    ) -> Setup:
        count = DEFAULT_PLAYERS if players is None else players
        if count not in PLAYER_COUNTS:
            counts = ", ".join(map(str, PLAYER_COUNTS))
            raise UsageError(f"Kitten Fuse is played by {counts} players, not {count}")
        switch = options.get("combos")
        if switch is not None and switch not in SWITCH:
            raise UsageError(f"--combos takes on or off, not {str(switch)[:20]!r}")
        return Setup(count, {"combos": SWITCH[switch] if switch is not None else True})

    def new_match(self, setup: Setup, seed: int) -> FuseMatch:
        return FuseMatch(setup.players, seed, setup.options["combos"])

    def make_bot(self, level: str, seed: int) -> Bot:
        return make_bot(level, seed)

    def default_bots(self, players: int) -> list[str]:
        return ["hard"] + ["normal"] * (players - 1)

    def simulate(self, setup: Setup, seed: int) -> FuseMatch:
        match, _ = play_match(["random"] * setup.players, seed, setup.options["combos"])
        return match

    def simulate_report(self, match: FuseMatch) -> dict[str, Any]:
        return simulate_report(match)

    def simulate_lines(self, report: dict[str, Any]) -> list[str]:
        out = report["out"]
        lines = [
            f"seat {seat} is out ({ORDINALS[report['players'] - i - 1]})"
            for i, seat in enumerate(out)
        ]
        lines.append(f"{report['turns']} turns; winner: seat {report['winners'][0]}")
        return lines

    def play_game(self, levels: list[str], seed: int, setup: Setup, check: bool) -> dict[str, Any]:
        return play_game(levels, seed, setup.options["combos"], check)

    def seat_result(self, result: dict[str, Any], seat: int) -> str:
        figures = result["scores"][seat]
        calmed = figures["calmed"]
        kittens = f"{calmed} fuse kitten{'s' if calmed != 1 else ''} calmed"
        return f"{ORDINALS[figures['place'] - 1]} place, {kittens}"

    def report_fields(self, setup: Setup) -> dict[str, Any]:
        return {"combos": setup.options["combos"]}

    def summary(self, results: list[dict[str, Any]]) -> dict[str, Any]:
        return {}

    def table(self, report: dict[str, Any]) -> list[str]:
        """Per level: the share of games won, the mean of each figure (place: lower is
        better), the decision times."""
        head = f"{'level':8} {'win%':>6} {'se%':>5} | " + " ".join(f"{n:>7}" for n in CATEGORIES)
        head += f" | {'p50ms':>7} {'p95ms':>7} {'maxms':>7}"
        rows = [head, "-" * len(head)]
        for level, figures in report["levels"].items():
            means = figures["breakdown_means"]
            times = figures["decision_time"]
            rows.append(
                f"{level:8} {100 * figures['win_share']:6.1f} "
                f"{100 * figures['win_share_se']:5.1f} | "
                + " ".join(f"{means[n]:7.2f}" for n in CATEGORIES)
                + f" | {times['p50_ms']:7.1f} {times['p95_ms']:7.1f} {times['max_ms']:7.1f}"
            )
        return rows

    def record(self, levels: list[str], seed: int) -> dict[str, Any]:
        match, _ = play_match(levels, seed)
        return match.record()


HEADLESS: Headless = FuseHeadless()  # mypy checks it is one
