"""``python -m game tournament``: bots play many headless games; per level, the share of games
won, the scores and their breakdown, and how long decisions take.

    python -m game tournament --games 200 --players 4 --bots hard,normal,normal,easy --seed 1 --json
    python -m game tournament --game kittens --games 300 --bots hard,normal,normal --json

Any registered game (``--game``, game/shell/games.py). Seats rotate between games (game g gives
seat i the level ``bots[(i + g) % players]``), so no level keeps the first seat. Every decision
is checked with ``check_action`` before it is applied. The games and their results depend only
on the seed; decision times are measured (they depend on the machine and its load). ``--jobs``
plays games in parallel processes.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from game.cli import (
    MAX_GAMES,
    add_game_option,
    add_game_options,
    check_jobs,
    check_levels,
    check_seats,
    chosen_game,
    emit,
    game_options,
    setup_or_exit,
)
from game.shell.arguments import Parser
from game.shell.figures import distribution, mean_sd, percentile, standard_error, summarise
from game.shell.games import REGISTERED
from game.shell.headless import Setup

__all__ = ["distribution", "mean_sd", "percentile", "run", "standard_error", "summarise", "table"]

Job = tuple[str, list[str], int, Setup, bool]  # game, levels, seed, set-up, check


def _play(job: Job) -> dict[str, Any]:
    game, levels, seed, setup, check = job
    return REGISTERED.get(game).engine().play_game(levels, seed, setup, check)


def run(
    game: str,
    games: int,
    bots: list[str],
    seed: int,
    setup: Setup,
    jobs: int = 1,
    check: bool = True,
) -> dict[str, Any]:
    """``games`` games of ``game`` between ``bots`` (one level per seat, rotated)."""
    engine = REGISTERED.get(game).engine()
    players = len(bots)
    jobs_list: list[Job] = [
        (game, [bots[(i + g) % players] for i in range(players)], seed * 100003 + g, setup, check)
        for g in range(games)
    ]
    start = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(_play, jobs_list, chunksize=1))
    else:
        results = [_play(job) for job in jobs_list]
    elapsed = time.perf_counter() - start
    report: dict[str, Any] = {
        "game": game,
        "games": games,
        "players": players,
        "bots": bots,
        "seed": seed,
    }
    report |= engine.report_fields(setup)
    report["levels"] = summarise(results, bots, engine.categories, engine.score_key)
    report |= engine.summary(results)
    report["elapsed_seconds"] = round(elapsed, 1)
    return report


def table(report: dict[str, Any]) -> str:
    """The report as a readable table."""
    out = [
        f"{report['games']} games, {report['players']} players, bots "
        f"{','.join(report['bots'])}, seed {report['seed']} "
        f"({report['elapsed_seconds']} s)",
        "",
    ]
    out += REGISTERED.get(report["game"]).engine().table(report)
    out.append("")
    out.append(
        "win% = share of games won by a seat of that level (ties shared); "
        "the JSON has its standard error."
    )
    return "\n".join(out)


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="python -m game tournament", description="Play headless games between bot levels."
    )
    add_game_option(parser, REGISTERED.ids()[0])
    parser.add_argument("--games", type=int, default=20, help=f"number of games (1 to {MAX_GAMES})")
    parser.add_argument(
        "--players",
        type=int,
        default=None,
        help="players per game (the game's usual count when omitted)",
    )
    parser.add_argument(
        "--bots",
        default=None,
        help="one level per seat, comma-separated (easy, normal, hard, random); when omitted "
        "the game's usual line-up (a hard bot against normal ones)",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the whole tournament")
    add_game_options(parser)
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def check_arguments(
    parser: argparse.ArgumentParser, args: argparse.Namespace
) -> tuple[list[str], Setup]:
    """The bot of each seat and the set-up; what ``simulate`` rejects (an unknown game, a
    player count or an option the game does not take, another game's option) and a --jobs
    below 1 are usage errors (exit status 2)."""
    game = chosen_game(parser, args)
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.games > MAX_GAMES:  # a typo must not start a night of games
        parser.error(f"--games must be at most {MAX_GAMES}")
    check_jobs(parser, args.jobs)
    engine = game.engine()
    setup = setup_or_exit(parser, engine, args.players, game_options(game, args))
    text = args.bots or ",".join(engine.default_bots(setup.players))
    bots = check_levels(parser, text, engine.levels)
    return check_seats(parser, bots, setup.players), setup


def main(argv: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    bots, setup = check_arguments(parser, args)
    report = run(args.game, args.games, bots, args.seed, setup, args.jobs)
    return emit(json.dumps(report) if args.json else table(report))


if __name__ == "__main__":
    from game.cli import run as guarded

    sys.exit(guarded(main, sys.argv[1:]))
