"""How well a bot level prices the lessons it buys: for every private lesson in play at the end
of its games (and in Solo every public lesson, all the player's; listed as "public <rule>"), the
level's estimate at its last buy step before buying it (the raw estimate, without the level's
own ``Style.yields``) against the points the lesson scored.

    python tools/lesson_yields.py --games 200 --mode solo --difficulty all --seed 4242 [--jobs 2]
    python tools/lesson_yields.py --games 60 --players 4 --bots hard,hard,hard,hard --seed 4242

Per lesson rule it prints how many lessons were bought, the mean estimate, the mean points and
the yield: points per point estimated, shrunk towards 1 by ``--shrink`` lessons of the rule's
mean estimate (a rule seldom bought keeps a yield near 1). ``--json`` prints the same as one
object; its ``yields`` map is the shape of ``HardBot``'s ``SOLO_YIELDS``.
"""

from __future__ import annotations

import json
import random
import sys
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from game.cli import GAME_COUNT, between, check_jobs, whole  # noqa: E402
from game.isle.bots.context import Ctx  # noqa: E402
from game.isle.bots.economy import best_public_color, lesson_value  # noqa: E402
from game.isle.bots.levels import LEVELS, make_bot  # noqa: E402
from game.isle.headless import check_game  # noqa: E402
from game.isle.headless import content as _content  # noqa: E402
from game.isle.headless import content as load_content_or_exit
from game.isle.rules import is_over, observe, score, to_move  # noqa: E402
from game.isle.session.match import Match  # noqa: E402
from game.shell.arguments import Parser  # noqa: E402

DIFFICULTIES = ("easy", "medium", "hard", "very_hard", "expert")


def raw_estimates(bot, view) -> dict[int, float]:
    """The level's estimate of each private lesson kept to buy, its own yields left out."""
    state = view.state
    seat = state.seats[view.seat]
    style = replace(bot.style_for(state), yields={})
    ctx = Ctx(view, style, random.Random(0), {})
    cards = state.content.cards
    found = {}
    for c in dict.fromkeys(seat.kept):
        card = cards.get(c)
        if card is not None and card.type == "lesson_public" and len(state.seats) == 1:
            # Solo: every public lesson in play is the player's (halved, as it scores)
            found[c] = (
                best_public_color(ctx, card)[0]
                if card.color_choice == "on_buy"
                else lesson_value(ctx, card)
            )
        if card is not None and card.type == "lesson_private":
            per_lesson = sum(
                t.scale * t.points for t in ctx.terms if t.rule == "per_private_lesson"
            )
            found[c] = lesson_value(ctx, card) - per_lesson
    return found


def play(job: tuple) -> list[tuple[str, float, int]]:
    """One game: (rule, estimate, points) for each private lesson a bot seat had in play."""
    levels, seed, mode, difficulty = job
    content = _content()
    match = Match(content, len(levels), mode, seed, difficulty=difficulty)
    bots = [make_bot(level, seed * 7919 + i * 104729 + 1) for i, level in enumerate(levels)]
    last: list[dict[int, float]] = [{} for _ in levels]
    while not is_over(match.state):
        seat = to_move(match.state)[0]
        view = observe(match.state, seat)
        if (
            match.state.phase == "buy"
            and match.state.top is None
            and hasattr(bots[seat], "style_for")
        ):
            last[seat].update(raw_estimates(bots[seat], view))
        match.submit(bots[seat].decide(view))
    cards = content.cards
    found = []
    for seat, final in enumerate(score(match.state)):
        points = dict(final.lessons)
        public = [c for c, _ in match.state.public_lessons] if len(levels) == 1 else []
        for c in list(match.state.seats[seat].lessons) + public:
            if c in last[seat] and c in points:
                card = cards[c]
                rule = f"public {card.scoring}" if card.is_public_lesson else card.scoring
                found.append((rule, last[seat][c], points[c]))
    return found


def yields_of(rows: list[tuple[str, float, int]], shrink: float) -> dict[str, dict]:
    """Per rule: lessons, mean estimate, mean points, yield (shrunk towards 1)."""
    sums: dict[str, list[float]] = defaultdict(lambda: [0, 0.0, 0.0])
    for rule, estimate, points in rows:
        s = sums[rule]
        s[0] += 1
        s[1] += estimate
        s[2] += points
    table = {}
    for rule in sorted(sums):
        n, est, got = sums[rule]
        mean = est / n
        prior = shrink * max(mean, 0.0)
        ratio = (got + prior) / (est + prior) if est + prior > 0 else 1.0
        table[rule] = {
            "lessons": int(n),
            "estimate": round(mean, 2),
            "points": round(got / n, 2),
            "yield": round(ratio, 2),
        }
    return table


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="tools/lesson_yields.py", description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=GAME_COUNT, default=200, help="games per difficulty")
    parser.add_argument("--players", type=whole(1, 4), default=1)
    parser.add_argument("--bots", default="hard", help="one level per seat, comma-separated")
    parser.add_argument("--mode", default=None, help="standard or solo (solo for one player)")
    parser.add_argument(
        "--difficulty", default="all", help="solo: a difficulty, or 'all' for the five"
    )
    parser.add_argument("--seed", type=int, default=4242)
    parser.add_argument("--shrink", type=between(0, 1e6), default=20.0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    check_jobs(parser, args.jobs)
    levels = args.bots.split(",")
    unknown_levels = [lv for lv in levels if lv not in LEVELS]
    if unknown_levels:
        parser.error(f"unknown level {unknown_levels[0]!r}; known: {', '.join(LEVELS)}")
    if len(levels) != args.players:
        parser.error(f"--bots names {len(levels)} seats for {args.players} players")
    mode = args.mode or ("solo" if args.players == 1 else "standard")
    check_game(parser, load_content_or_exit(), mode, args.players, None)
    difficulties: tuple[str | None, ...] = (None,)
    if mode == "solo":
        difficulties = DIFFICULTIES if args.difficulty == "all" else (args.difficulty,)
        unknown = [d for d in difficulties if d not in DIFFICULTIES]
        if unknown:
            parser.error(
                f"unknown difficulty {unknown[0]!r}; known: {', '.join(DIFFICULTIES)}, all"
            )
    n = len(levels)
    jobs = [
        ([levels[(i + g) % n] for i in range(n)], args.seed * 100003 + g, mode, d)
        for d in difficulties
        for g in range(args.games)
    ]
    if args.jobs > 1:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            games = list(pool.map(play, jobs, chunksize=1))
    else:
        games = [play(job) for job in jobs]
    table = yields_of([row for rows in games for row in rows], args.shrink)
    if args.json:
        report = {
            "games": len(jobs),
            "mode": mode,
            "difficulties": [d for d in difficulties if d],
            "bots": levels,
            "seed": args.seed,
            "rules": table,
            "yields": {rule: row["yield"] for rule, row in table.items()},
        }
        print(json.dumps(report))
        return 0
    print(f"{len(jobs)} games, {mode}, bots {args.bots}, seed {args.seed}")
    print(f"{'rule':40} {'lessons':>7} {'estimate':>8} {'points':>7} {'yield':>6}")
    for rule, row in table.items():
        print(
            f"{rule:40} {row['lessons']:7d} {row['estimate']:8.2f} {row['points']:7.2f} "
            f"{row['yield']:6.2f}"
        )
    return 0


if __name__ == "__main__":
    from game.cli import run

    sys.exit(run(main))
