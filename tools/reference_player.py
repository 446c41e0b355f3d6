"""A yardstick for the bots (never in the game): a perfect-information reference player, the Hard
bot deciding from the full state instead of its seat's view. It sees every hand, private lesson
and declared card of the other seats, and in Solo it knows the sister's basket cards of the day
before they are turned (read from the seeded dealer). Its searches then work on the truth
instead of sampled completions.

    python tools/reference_player.py --games 100 --players 1 --mode solo --difficulty medium \\
        --seed 31 [--jobs 2] [--json]
    python tools/reference_player.py --games 100 --players 4 \\
        --bots reference,normal,normal,normal --seed 31

The same games (same seeds, seats rotated as by ``python -m game tournament``) are played twice:
once with the reference in its seats, once with Hard there, and both reports are printed with
the gap (reference minus Hard) in win share and mean score: how far Hard is from what full
information would give its own algorithms.
"""

from __future__ import annotations

import json
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from game.cli import GAME_COUNT, check_jobs, whole  # noqa: E402
from game.isle.bots.hard import HardBot  # noqa: E402
from game.isle.bots.levels import LEVELS, make_bot  # noqa: E402
from game.isle.headless import CATEGORIES, check_game, summarise_sister  # noqa: E402  # noqa: E402
from game.isle.headless import content as _content  # noqa: E402
from game.isle.headless import content as load_content_or_exit
from game.isle.rules import check_action, is_over, observe, score, to_move  # noqa: E402
from game.isle.rules.scoring_view import sister_score, winners_of  # noqa: E402
from game.isle.rules.state import GameState  # noqa: E402
from game.isle.rules.view import View  # noqa: E402
from game.isle.session.match import Match  # noqa: E402
from game.shell.arguments import Parser  # noqa: E402
from game.tournament import summarise, table  # noqa: E402

REFERENCE = "reference"


def upcoming_sister_cards(match: Match) -> tuple[int, ...]:
    """The sister's basket cards still to resolve today, as the seeded dealer will turn them
    (the drawn ones not yet resolved, then the next draws from her deck; exact unless another
    chance draw comes between, as cards 71-75 and 83 make)."""
    state = match.state
    sister = state.sister
    rng = random.Random()
    rng.setstate(match.dealer.getstate())
    deck = list(sister.deck)  # the dealer draws uniformly from it in this order (engine)
    drawn = list(sister.cards)
    if not drawn:
        if not deck:
            return ()
        drawn.append(deck.pop(rng.randrange(len(deck))))
        total = state.content.cards[drawn[0]].baskets
        pending = drawn
    else:
        total = sister.baskets
        pending = drawn[sister.resolved :]
    for _ in range(max(0, total - len(drawn))):
        if not deck:
            break
        pending.append(deck.pop(rng.randrange(len(deck))))
    return tuple(pending)


class ReferenceBot(HardBot):
    """Hard's judgement with full information: decides from a View of the whole state."""

    name = REFERENCE

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.match: Match | None = None  # the tool points it at the match being played

    def her_cards(self, state: GameState, rng: random.Random) -> tuple[int, ...]:
        if self.match is None or self.match.state.sister is None:
            return super().her_cards(state, rng)
        return upcoming_sister_cards(self.match)


def play_game(levels: list[str], seed: int, mode: str, difficulty: str | None) -> dict:
    """One game, as ``game.tournament.play_game``, with reference seats seeing everything."""
    content = _content()
    players = len(levels)
    match = Match(content, players, mode, seed, difficulty=difficulty)
    bots = []
    for i, level in enumerate(levels):
        bot_seed = seed * 7919 + i * 104729 + 1  # the tournament's seeds: the same games
        if level == REFERENCE:
            bot = ReferenceBot(bot_seed)
            bot.match = match
        else:
            bot = make_bot(level, bot_seed)
        if hasattr(bot, "prepare"):
            bot.prepare(content)
        bots.append(bot)
    times: list[list[float]] = [[] for _ in range(players)]
    while not is_over(match.state):
        seat = to_move(match.state)[0]
        full = levels[seat] == REFERENCE
        view = View(seat, match.state) if full else observe(match.state, seat)
        start = time.perf_counter()
        action = bots[seat].decide(view)
        times[seat].append(time.perf_counter() - start)
        check_action(match.state, action)
        match.submit(action)
    scores = score(match.state)
    result = {
        "seed": seed,
        "levels": levels,
        "scores": [s.as_dict() for s in scores],
        "fish": [s.fish for s in match.state.seats],
        "winners": winners_of(match.state, scores),
        "times": times,
    }
    sister = sister_score(match.state)
    if sister is not None:
        result["sister"] = sister.as_dict()
    return result


def _play(job: tuple) -> dict:
    return play_game(*job)


def run(
    games: int, bots: list[str], seed: int, mode: str, difficulty: str | None, jobs: int
) -> dict:
    players = len(bots)
    jobs_list = [
        ([bots[(i + g) % players] for i in range(players)], seed * 100003 + g, mode, difficulty)
        for g in range(games)
    ]
    start = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(_play, jobs_list, chunksize=1))
    else:
        results = [_play(job) for job in jobs_list]
    report = {
        "game": "isle",
        "games": games,
        "players": players,
        "bots": bots,
        "seed": seed,
        "mode": mode,
        **({"difficulty": difficulty} if difficulty else {}),
        "levels": summarise(results, bots, CATEGORIES, "total"),
        "elapsed_seconds": round(time.perf_counter() - start, 1),
    }
    sister = summarise_sister(results)
    if sister:
        report["sister"] = sister
    return report


def main(argv: list[str] | None = None) -> int:
    parser = Parser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=GAME_COUNT, default=10)
    parser.add_argument("--players", type=whole(1, 4), default=1)
    parser.add_argument(
        "--bots", default=None, help="one level per seat; 'reference' marks the reference seats"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--mode", default="solo")
    parser.add_argument("--difficulty", default=None, help="solo: the sister's level")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    bots = [b.strip() for b in (args.bots or REFERENCE).split(",") if b.strip()]
    known = set(LEVELS) | {REFERENCE}
    if any(b not in known for b in bots) or REFERENCE not in bots:
        parser.error(f"--bots: levels among {', '.join(sorted(known))}, with a '{REFERENCE}'")
    if len(bots) != args.players:
        parser.error(f"--bots names {len(bots)} levels for {args.players} players")
    if args.mode == "solo" and args.difficulty is None:
        args.difficulty = "medium"
    check_game(parser, load_content_or_exit(), args.mode, args.players, args.difficulty)
    jobs = check_jobs(parser, args.jobs)
    reference = run(args.games, bots, args.seed, args.mode, args.difficulty, jobs)
    hard_bots = ["hard" if b == REFERENCE else b for b in bots]
    hard = run(args.games, hard_bots, args.seed, args.mode, args.difficulty, jobs)
    ref_level, hard_level = reference["levels"][REFERENCE], hard["levels"]["hard"]
    gap = {
        "win_share": round(ref_level["win_share"] - hard_level["win_share"], 4),
        "mean_score": round(ref_level["score"]["mean"] - hard_level["score"]["mean"], 2),
    }
    if args.json:
        print(json.dumps({"reference": reference, "hard": hard, "gap": gap}))
    else:
        print(table(reference))
        print()
        print(table(hard))
        print()
        print(
            f"reference minus hard: win share {100 * gap['win_share']:+.1f} points, "
            f"mean score {gap['mean_score']:+.1f}"
        )
    return 0


if __name__ == "__main__":
    from game.cli import run as guarded_run

    sys.exit(guarded_run(main))
