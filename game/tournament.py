"""``python -m game tournament``: bots play many headless games; per level, the share of games
won, the scores and their breakdown, and how long decisions take.

    python -m game tournament --games 200 --players 4 --bots hard,normal,normal,easy --seed 1 --json
    python -m game tournament --game kittens --games 300 --bots hard,normal,normal --json

Seats rotate between games (game g gives seat i the level ``bots[(i + g) % players]``), so no
level keeps the first seat or a boat. Every decision is checked with ``check_action`` before it
is applied. The games and their results depend only on the seed; decision times are measured
(they depend on the machine and its load). ``--jobs`` plays games in parallel processes.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from functools import cache

import game.rules as rules
from game.bots.levels import LEVELS, make_bot
from game.cli import (
    ISLE,
    MAX_GAMES,
    add_game_option,
    check_game,
    check_game_name,
    check_jobs,
    check_levels,
    check_players,
    check_seats,
    emit,
    load_content_or_exit,
    play_timed,
)
from game.data.loader import load_content
from game.rules import score
from game.rules.content import Content
from game.rules.scoring import SCORE_LINES
from game.rules.scoring_view import sister_score, winners_of
from game.rules.vocabulary import Mode
from game.session.match import Match

CATEGORIES = SCORE_LINES


def play_game(
    content: Content,
    levels: list[str],
    seed: int,
    mode: str = "standard",
    check: bool = True,
    difficulty: str | None = None,
) -> dict:
    """One game between bots of ``levels`` (one per seat). Returns the seats' levels, score
    breakdowns, fish, winners and decision times."""
    players = len(levels)
    match = Match(content, players, mode, seed, difficulty=difficulty)
    bots = [make_bot(level, seed * 7919 + i * 104729 + 1) for i, level in enumerate(levels)]
    for bot in bots:
        if hasattr(bot, "prepare"):
            bot.prepare(content)  # one-time tables, outside the timed decisions
    times = play_timed(match, bots, rules, check)
    scores = score(match.state)
    winners = winners_of(match.state, scores)
    result = {
        "seed": seed,
        "levels": levels,
        "scores": [s.as_dict() for s in scores],
        "fish": [s.fish for s in match.state.seats],
        "winners": winners,
        "times": times,
    }
    sister = sister_score(match.state)
    if sister is not None:
        result["sister"] = sister.as_dict()
    return result


@cache
def _content() -> Content:
    """The content, loaded once per process (the bots' tables are built once per content)."""
    return load_content()


def _play(job: tuple) -> dict:
    levels, seed, mode, check, difficulty, game = job
    if game != ISLE:
        from game.kittens.headless import play_game as play_kittens

        return play_kittens(levels, seed, check)
    return play_game(_content(), levels, seed, mode, check, difficulty)


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0-1) by linear interpolation; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    pos = q * (len(ordered) - 1)
    low = math.floor(pos)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (pos - low)


def _distribution(values: list[float]) -> dict:
    return {
        "mean": round(statistics.fmean(values), 2) if values else 0.0,
        "sd": round(statistics.pstdev(values), 2) if len(values) > 1 else 0.0,
        "min": min(values, default=0),
        "p10": round(percentile(values, 0.10), 1),
        "median": round(percentile(values, 0.5), 1),
        "p90": round(percentile(values, 0.90), 1),
        "max": max(values, default=0),
    }


def standard_error(values: list[float]) -> float:
    """Standard error of the mean of ``values`` (0 for fewer than two)."""
    if len(values) < 2:
        return 0.0
    return statistics.stdev(values) / math.sqrt(len(values))


def summarise(
    results: list[dict],
    bots: list[str],
    categories: tuple[str, ...] = CATEGORIES,
    score_key: str = "total",
) -> dict:
    """Per level: games won (ties shared) with the standard error of that share, scores (the
    game's ``score_key``: the total of The Isle of Cats, the Super chat cards of Kitten Toys),
    the ``categories`` of each seat's figures, decision times."""
    games = len(results)
    wins: dict[str, float] = defaultdict(float)
    shares: dict[str, list[float]] = defaultdict(list)  # the level's share of each game
    seats: dict[str, int] = defaultdict(int)
    lines: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    times: dict[str, list[float]] = defaultdict(list)
    for r in results:
        share = dict.fromkeys(r["levels"], 0.0)
        for seat, level in enumerate(r["levels"]):
            seats[level] += 1
            if seat in r["winners"]:
                wins[level] += 1.0 / len(r["winners"])
                share[level] += 1.0 / len(r["winners"])
            for key in categories:
                lines[level][key].append(r["scores"][seat][key])
            times[level].extend(r["times"][seat])
        for level, won in share.items():
            shares[level].append(won)
    per_level = {}
    for level in dict.fromkeys(bots):
        per_game = seats[level] / games if games else 0
        t = times[level]
        per_level[level] = {
            "seats_per_game": per_game,
            "win_share": round(wins[level] / games, 4) if games else 0.0,
            "win_share_se": round(standard_error(shares[level]), 4),
            "win_share_per_seat": round(wins[level] / seats[level], 4) if seats[level] else 0.0,
            "score": {
                "mean": round(statistics.fmean(lines[level][score_key]), 2),
                "sd": round(statistics.pstdev(lines[level][score_key]), 2),
            },
            "breakdown_means": {k: round(statistics.fmean(lines[level][k]), 2) for k in categories},
            "distribution": {k: _distribution(lines[level][k]) for k in categories},
            "decision_time": {
                "decisions": len(t),
                "mean_ms": round(1000 * statistics.fmean(t), 2) if t else 0.0,
                "p50_ms": round(1000 * percentile(t, 0.5), 2),
                "p95_ms": round(1000 * percentile(t, 0.95), 2),
                "max_ms": round(1000 * max(t, default=0.0), 2),
            },
        }
    return per_level


def summarise_sister(results: list[dict]) -> dict | None:
    """Solo: the sister's mean score (colour cards, lessons) and the player's margin over her
    (player total minus sister total; the player wins only with a margin above 0)."""
    games = [r for r in results if "sister" in r]
    if not games:
        return None
    totals = [r["sister"]["total"] for r in games]
    margins = [r["scores"][0]["total"] - r["sister"]["total"] for r in games]
    return {
        "score": {
            "mean": round(statistics.fmean(totals), 2),
            "sd": round(statistics.pstdev(totals), 2),
        },
        "breakdown_means": {
            k: round(statistics.fmean(r["sister"][k] for r in games), 2)
            for k in ("colors", "lessons", "total")
        },
        "margin": {
            "mean": round(statistics.fmean(margins), 2),
            "sd": round(statistics.pstdev(margins), 2),
            "se": round(standard_error(margins), 2),
        },
        "distribution": {"total": _distribution(totals), "margin": _distribution(margins)},
    }


def run(
    games: int,
    bots: list[str],
    seed: int,
    mode: str = "standard",
    jobs: int = 1,
    check: bool = True,
    difficulty: str | None = None,
    game: str = ISLE,
) -> dict:
    players = len(bots)
    jobs_list = [
        (
            [bots[(i + g) % players] for i in range(players)],
            seed * 100003 + g,
            mode,
            check,
            difficulty,
            game,
        )
        for g in range(games)
    ]
    start = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(_play, jobs_list, chunksize=1))
    else:
        results = [_play(job) for job in jobs_list]
    elapsed = time.perf_counter() - start
    report = {"game": game, "games": games, "players": players, "bots": bots, "seed": seed}
    if game != ISLE:
        from game.kittens.headless import CATEGORIES as KITTENS
        from game.kittens.headless import SCORE_KEY

        report["levels"] = summarise(results, bots, KITTENS, SCORE_KEY)
    else:
        report["mode"] = mode
        if difficulty:
            report["difficulty"] = difficulty
        report["levels"] = summarise(results, bots)
        sister = summarise_sister(results)
        if sister:
            report["sister"] = sister
    report["elapsed_seconds"] = round(elapsed, 1)
    return report


def _kittens_table(report: dict) -> list[str]:
    head = f"{'level':8} {'win%':>6} {'se%':>5} | "
    names = list(next(iter(report["levels"].values()))["breakdown_means"])
    head += " ".join(f"{n:>11}" for n in names) + f" | {'p50ms':>7} {'p95ms':>7} {'maxms':>7}"
    out = [head, "-" * len(head)]
    for level, r in report["levels"].items():
        t = r["decision_time"]
        out.append(
            f"{level:8} {100 * r['win_share']:6.1f} {100 * r['win_share_se']:5.1f} | "
            + " ".join(f"{r['breakdown_means'][n]:11.2f}" for n in names)
            + f" | {t['p50_ms']:7.1f} {t['p95_ms']:7.1f} {t['max_ms']:7.1f}"
        )
    return out


def table(report: dict) -> str:
    """The report as a readable table."""
    out = [
        f"{report['games']} games, {report['players']} players, bots "
        f"{','.join(report['bots'])}, seed {report['seed']} "
        f"({report['elapsed_seconds']} s)",
        "",
    ]
    if report.get("game", ISLE) != ISLE:
        out += _kittens_table(report)
        out += ["", "win% = share of games won by a seat of that level (ties shared)."]
        return "\n".join(out)
    head = (
        f"{'level':8} {'win%':>6} {'mean':>6} {'sd':>5} | {'rats':>5} {'rooms':>6} "
        f"{'famil':>6} {'rare':>5} {'priv':>5} {'publ':>5} | {'p50ms':>7} {'p95ms':>7} "
        f"{'maxms':>7}"
    )
    out += [head, "-" * len(head)]
    for level, r in report["levels"].items():
        b = r["breakdown_means"]
        t = r["decision_time"]
        out.append(
            f"{level:8} {100 * r['win_share']:6.1f} {r['score']['mean']:6.1f} "
            f"{r['score']['sd']:5.1f} | {b['rats']:5.1f} {b['rooms']:6.1f} {b['families']:6.1f} "
            f"{b['rare_treasures']:5.1f} {b['private_lessons']:5.1f} {b['public_lessons']:5.1f} | "
            f"{t['p50_ms']:7.1f} {t['p95_ms']:7.1f} {t['max_ms']:7.1f}"
        )
    sister = report.get("sister")
    if sister:
        b = sister["breakdown_means"]
        m = sister["margin"]
        out.append(
            f"{'sister':8} {'':6} {sister['score']['mean']:6.1f} {sister['score']['sd']:5.1f} | "
            f"colour cards {b['colors']:.1f}, lessons {b['lessons']:.1f}; "
            f"margin {m['mean']:+.1f} (sd {m['sd']:.1f}, se {m['se']:.1f})"
        )
    out.append("")
    out.append(
        "win% = share of games won by a seat of that level (ties shared); "
        "the JSON has its standard error."
    )
    return "\n".join(out)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game tournament", description="Play headless games between bot levels."
    )
    add_game_option(parser)
    parser.add_argument("--games", type=int, default=20, help=f"number of games (1 to {MAX_GAMES})")
    parser.add_argument(
        "--players",
        type=int,
        default=None,
        help="players per game (isle: 2-4, 4 when omitted; kittens: 3-5, 3 when omitted)",
    )
    parser.add_argument(
        "--bots",
        default=None,
        help=f"one level per seat, comma-separated ({', '.join(LEVELS)}); when omitted "
        "hard,normal,normal,easy (isle) or hard then normal in the other seats (kittens)",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the whole tournament")
    parser.add_argument("--mode", default=None, help="isle only: game mode (standard)")
    parser.add_argument(
        "--difficulty",
        default=None,
        help="isle only, solo: the sister's level (easy, medium, hard, very_hard, expert); "
        "a win is beating her",
    )
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    bots = check_arguments(parser, args)
    report = run(
        args.games,
        bots,
        args.seed,
        args.mode,
        args.jobs,
        difficulty=args.difficulty,
        game=args.game,
    )
    return emit(json.dumps(report) if args.json else table(report))


def check_arguments(parser: argparse.ArgumentParser, args: argparse.Namespace) -> list[str]:
    """The bot of each seat; what ``simulate`` rejects (unknown game, mode or difficulty, a
    player count the game or mode does not allow, an option of another game) and a --jobs below
    1 are usage errors (exit status 2)."""
    game = check_game_name(parser, args, isle_only=("--mode", "--difficulty"))
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.games > MAX_GAMES:  # a typo must not start a night of games
        parser.error(f"--games must be at most {MAX_GAMES}")
    check_jobs(parser, args.jobs)
    if game != ISLE:
        from game.kittens.bots.levels import LEVELS as KITTEN_LEVELS
        from game.kittens.rules import PLAYER_COUNTS

        players = 3 if args.players is None else args.players
        text = args.bots or ",".join(["hard"] + ["normal"] * (players - 1))
        bots = check_levels(parser, text, KITTEN_LEVELS)
        args.players = check_players(parser, game, players, PLAYER_COUNTS)
        return check_seats(parser, bots, players)
    args.mode = args.mode or "standard"
    args.players = 4 if args.players is None else args.players
    bots = check_levels(parser, args.bots or "hard,normal,normal,easy", LEVELS)
    content = load_content_or_exit()
    if args.mode == Mode.SOLO and args.difficulty is None:
        args.difficulty = "medium"
    args.players, args.difficulty = check_game(
        parser, content, args.mode, args.players, args.difficulty
    )
    return check_seats(parser, bots, args.players)


if __name__ == "__main__":
    from game.cli import run

    sys.exit(run(main, sys.argv[1:]))
