"""Benchmark of the bots (not a test): how long each level takes per decision, by kind of
decision, over a few full games.

    python tools/bench_bots.py [--games N] [--levels hard,normal,normal,easy] [--seed S]
    python tools/bench_bots.py --mode solo --levels hard [--difficulty expert]

Prints, per level and per kind of decision (draft, buy, declare, rescue turn, placing a tile,
...), the number of decisions and the 50th / 95th percentile and maximum time, then the
level totals. ``--cpu`` measures the processor time of the deciding thread instead of the
wall clock: on a machine busy with other work it is close to what a quiet machine would show.
Targets on a 2-core machine: Hard's 95th percentile at most 0.3 s; Easy and Normal a few
tens of milliseconds.
"""

from __future__ import annotations

import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from game.cli import GAME_COUNT  # noqa: E402
from game.isle.bots.levels import LEVELS, make_bot  # noqa: E402
from game.isle.data.loader import load_content  # noqa: E402
from game.isle.headless import check_game  # noqa: E402
from game.isle.headless import content as load_content_or_exit
from game.isle.rules import is_over, observe, to_move  # noqa: E402
from game.isle.session.match import Match  # noqa: E402
from game.shell.arguments import Parser  # noqa: E402
from game.tournament import percentile  # noqa: E402

TARGET_P95 = {"hard": 0.3, "normal": 0.05, "easy": 0.05, "random": 0.01}


def kind_of_decision(state) -> str:
    top = state.top
    return type(top).__name__ if top is not None else state.phase


def measure(
    games: int,
    levels: list[str],
    seed: int,
    mode: str = "standard",
    difficulty: str | None = None,
    clock=time.perf_counter,
) -> dict[str, dict[str, list[float]]]:
    """Decision times (seconds, by ``clock``) per level and per kind of decision."""
    content = load_content()
    times: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    players = len(levels)
    for g in range(games):
        lineup = [levels[(i + g) % players] for i in range(players)]
        match = Match(content, players, mode, seed + g, difficulty=difficulty)
        bots = [make_bot(level, seed * 31 + g * 7 + i) for i, level in enumerate(lineup)]
        for bot in bots:
            if hasattr(bot, "prepare"):
                bot.prepare(content)
        while not is_over(match.state):
            seat = to_move(match.state)[0]
            view = observe(match.state, seat)
            start = clock()
            action = bots[seat].decide(view)
            times[lineup[seat]][kind_of_decision(match.state)].append(clock() - start)
            match.submit(action)
    return times


def report(times: dict[str, dict[str, list[float]]]) -> tuple[str, bool]:
    lines = [f"{'level':8} {'decision':14} {'n':>6} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}"]
    ok = True
    for level, kinds in times.items():
        every: list[float] = []
        for kind, values in sorted(kinds.items()):
            every += values
            lines.append(
                f"{level:8} {kind:14} {len(values):6d} "
                f"{1000 * percentile(values, 0.5):8.1f} "
                f"{1000 * percentile(values, 0.95):8.1f} {1000 * max(values):8.1f}"
            )
        p95 = percentile(every, 0.95)
        target = TARGET_P95.get(level, 0.5)
        verdict = "ok" if p95 < target else "OVER TARGET"
        ok = ok and p95 < target
        lines.append(
            f"{level:8} {'ALL':14} {len(every):6d} {1000 * percentile(every, 0.5):8.1f} "
            f"{1000 * p95:8.1f} {1000 * max(every):8.1f}   p95 target "
            f"{1000 * target:.0f} ms: {verdict}"
        )
        lines.append("")
    return "\n".join(lines), ok


def main(argv: list[str] | None = None) -> int:
    parser = Parser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=GAME_COUNT, default=3, help="games to play")
    parser.add_argument(
        "--levels",
        default="hard,normal,normal,easy",
        help=f"one level per seat ({', '.join(LEVELS)})",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--mode", default="standard", help="standard, family or solo")
    parser.add_argument("--difficulty", default=None, help="solo: the sister's level")
    parser.add_argument(
        "--cpu", action="store_true", help="processor time of the deciding thread, not wall time"
    )
    args = parser.parse_args(argv)
    levels = [lv.strip() for lv in args.levels.split(",") if lv.strip()]
    unknown = [lv for lv in levels if lv not in LEVELS]
    seats = (1, 1) if args.mode == "solo" else (2, 4)
    if unknown or not seats[0] <= len(levels) <= seats[1]:
        parser.error(f"give {seats[0]} to {seats[1]} levels among {', '.join(LEVELS)}")
    check_game(parser, load_content_or_exit(), args.mode, len(levels), args.difficulty)
    clock = time.thread_time if args.cpu else time.perf_counter
    times = measure(args.games, levels, args.seed, args.mode, args.difficulty, clock)
    text, _ = report(times)
    print(text)
    return 0


if __name__ == "__main__":
    from game.cli import run

    sys.exit(run(main))
