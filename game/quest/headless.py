"""Whole games of Dice Quest between bots, without a window: its ``Headless`` engine for
``record``, ``simulate`` and ``tournament`` (``--game quest``, game/shell/headless.py). The games
depend only on the seed.

The tournament counts per seat ``score`` (solo: the army left when the quest is won, 0 when it
is lost; 2-8 players: army plus discards), ``army``, ``spent`` (powers spent), ``beaten``
(creatures won) and ``turns``; a solo tournament also reports each level's win rate and mean
score with their standard errors (``solo``).
"""

from __future__ import annotations

import statistics
import sys
from collections.abc import Mapping
from functools import cache
from typing import Any

import game.quest.rules as rules
from game.quest.bots.levels import LEVELS, make_bot
from game.quest.rules import Creature, state_hash
from game.quest.rules.state import PLAYER_COUNTS
from game.quest.session.match import QuestMatch
from game.shell.figures import standard_error
from game.shell.headless import Setup, UsageError, bot_seed, play_timed

CATEGORIES = ("score", "army", "spent", "beaten", "turns")  # per seat, per game
SCORE_KEY = "score"
SOLO = 1


@cache
def cards() -> tuple[Creature, ...]:
    """The levels' creatures, loaded once per process; a broken file is one line on stderr and
    exit status 2."""
    from game.quest.data.loader import ContentError, load_creatures

    try:
        return load_creatures()
    except ContentError as error:
        print(str(error).splitlines()[0], file=sys.stderr)
        raise SystemExit(2) from None


def play_match(
    levels: list[str], seed: int, check: bool = True
) -> tuple[QuestMatch, list[list[float]]]:
    """Play a whole game with a bot of ``levels[seat]`` in each seat; returns the match and the
    seconds each seat took for each decision."""
    match = QuestMatch(len(levels), seed, cards())
    bots = [make_bot(level, bot_seed(seed, i)) for i, level in enumerate(levels)]
    return match, play_timed(match, bots, rules, check)


def seat_figures(state: rules.GameState) -> list[dict[str, int]]:
    result = rules.result(state)
    return [
        {
            "score": result.scores[i],
            "army": len(seat.army),
            "spent": len(seat.discard),
            "beaten": len(seat.army) + len(seat.discard),
            "turns": seat.turns,
        }
        for i, seat in enumerate(state.seats)
    ]


def play_game(levels: list[str], seed: int, check: bool = True) -> dict[str, Any]:
    """One game for the tournament: the seats' levels, per-seat figures, winners, times."""
    match, times = play_match(levels, seed, check)
    return {
        "seed": seed,
        "levels": levels,
        "scores": seat_figures(match.state),
        "winners": list(rules.result(match.state).winners),
        "times": times,
    }


def simulate_report(match: QuestMatch) -> dict[str, Any]:
    """``simulate --game quest --json``: the game's outcome in a few numbers (solo: ``won`` and
    ``score``, null when lost; 2-8 players: ``scores`` and ``winners``)."""
    state = match.state
    report: dict[str, Any] = {
        "game": "quest",
        "seed": match.seed,
        "players": match.players,
        "turns": state.turn,
    }
    if match.players == SOLO:
        report |= {"won": bool(state.won), "score": len(state.seats[0].army) if state.won else None}
    else:
        result = rules.result(state)
        report |= {"scores": list(result.scores), "winners": list(result.winners)}
    report["state_hash"] = state_hash(state)
    return report


def solo_summary(results: list[dict[str, Any]]) -> dict[str, Any]:
    """Per level of a solo tournament: games, quests won, the win rate and the mean score (a
    lost quest scores 0) with their standard errors, and the mean score of the quests won."""
    out: dict[str, Any] = {}
    for level in dict.fromkeys(r["levels"][0] for r in results):
        games = [r for r in results if r["levels"][0] == level]
        won = [1.0 if r["winners"] else 0.0 for r in games]
        scores = [float(r["scores"][0]["score"]) for r in games]
        kept = [s for s, w in zip(scores, won, strict=True) if w]
        out[level] = {
            "games": len(games),
            "won": int(sum(won)),
            "win_rate": round(statistics.fmean(won), 4),
            "win_rate_se": round(standard_error(won), 4),
            "mean_score": round(statistics.fmean(scores), 3),
            "mean_score_se": round(standard_error(scores), 3),
            "mean_score_won": round(statistics.fmean(kept), 3) if kept else None,
        }
    return out


class QuestHeadless:
    """Dice Quest for ``record``, ``simulate`` and ``tournament`` (``--game quest``)."""

    players = PLAYER_COUNTS
    levels = tuple(LEVELS)
    categories = CATEGORIES
    score_key = SCORE_KEY
    rules = rules

    def setup(
        self, players: int | None, options: Mapping[str, Any], simulate: bool = False
    ) -> Setup:
        count = SOLO if players is None else players
        if count not in PLAYER_COUNTS:
            raise UsageError(f"Dice Quest is played by 1 to 8 players, not {count}")
        return Setup(count)

    def default_bots(self, players: int) -> list[str]:
        return ["hard"] + ["normal"] * (players - 1)

    def simulate(self, setup: Setup, seed: int) -> QuestMatch:
        match, _ = play_match(["random"] * setup.players, seed)
        return match

    def simulate_report(self, match: QuestMatch) -> dict[str, Any]:
        return simulate_report(match)

    def simulate_lines(self, report: dict[str, Any]) -> list[str]:
        turns = f"{report['turns']} turn{'s' if report['turns'] != 1 else ''}"
        if report["players"] == SOLO:
            if report["won"]:
                return [f"the quest is won after {turns}: score {report['score']}"]
            return [f"the quest is lost after {turns}"]
        lines = [f"seat {seat}: {score} creatures" for seat, score in enumerate(report["scores"])]
        winners = ", ".join(f"seat {w}" for w in report["winners"])
        lines.append(f"{turns}; winner(s): {winners}")
        return lines

    def play_game(self, levels: list[str], seed: int, setup: Setup, check: bool) -> dict[str, Any]:
        return play_game(levels, seed, check)

    def seat_result(self, result: dict[str, Any], seat: int) -> str:
        figures = result["scores"][seat]
        if len(result["levels"]) == SOLO:
            if result["winners"]:
                return f"quest won, {figures['army']} creatures left in the army"
            return f"quest lost on turn {figures['turns']}"
        return f"{figures['score']} creatures ({figures['army']} in the army)"

    def report_fields(self, setup: Setup) -> dict[str, Any]:
        return {}

    def summary(self, results: list[dict[str, Any]]) -> dict[str, Any]:
        if results and len(results[0]["levels"]) == SOLO:
            return {"solo": solo_summary(results)}
        return {}

    def table(self, report: dict[str, Any]) -> list[str]:
        head = f"{'level':8} {'win%':>6} {'se%':>5} | "
        head += " ".join(f"{n:>7}" for n in CATEGORIES)
        head += f" | {'p50ms':>7} {'p95ms':>7} {'maxms':>7}"
        out = [head, "-" * len(head)]
        for level, r in report["levels"].items():
            t = r["decision_time"]
            out.append(
                f"{level:8} {100 * r['win_share']:6.1f} {100 * r['win_share_se']:5.1f} | "
                + " ".join(f"{r['breakdown_means'][n]:7.2f}" for n in CATEGORIES)
                + f" | {t['p50_ms']:7.1f} {t['p95_ms']:7.1f} {t['max_ms']:7.1f}"
            )
        for level, s in report.get("solo", {}).items():
            won = "-" if s["mean_score_won"] is None else f"{s['mean_score_won']:.2f}"
            out.append(
                f"solo {level}: won {s['won']} of {s['games']} "
                f"({100 * s['win_rate']:.1f} % ± {100 * s['win_rate_se']:.1f}), mean score "
                f"{s['mean_score']:.2f} ± {s['mean_score_se']:.2f} (quests won: {won})"
            )
        return out

    def record(self, levels: list[str], seed: int) -> dict[str, Any]:
        match, _ = play_match(levels, seed)
        return match.record()


HEADLESS = QuestHeadless()
