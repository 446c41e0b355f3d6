"""Benchmark of the rules engine (not a test): medians over repeated runs.

    python tools/bench_rules.py [--repeat N]

Prints the median time to enumerate every legal placement of tiles of 1 to 6 cells on an
empty, a half-full and a nearly full boat, and of one full random 4-player game (the engine
alone, then with the session's dealer, views and log as ``simulate`` plays it), and of the
state's JSON form at the end of such a game (written after every action: the autosave).
Targets on a 2-core machine: placement enumeration under 0.5 ms, a full random 4-player game
under 150 ms.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from game.cli import GAME_COUNT, whole  # noqa: E402
from game.isle.data.loader import load_content  # noqa: E402
from game.isle.headless import play_random_game  # noqa: E402
from game.isle.rules import (  # noqa: E402,E501
    CHANCE,
    apply_action,
    chance_outcomes,
    is_over,
    legal_actions,
    new_game,
    state_from_json,
    state_to_json,
    to_move,
)
from game.isle.rules.content import Content  # noqa: E402
from game.isle.rules.placement import legal_placements  # noqa: E402
from game.shell.arguments import Parser  # noqa: E402

SHAPES_BY_SIZE = {1: 100, 2: 101, 3: 102, 4: 200, 5: 403, 6: 405}


def boat_filled_to(content: Content, share: float, seed: int = 1) -> int:
    """A boat covered by random touching cats and treasures up to ``share`` of its cells."""
    rng = random.Random(seed)
    occupied = 0
    target = share * content.board.cells.bit_count()
    shapes = [s for s in content.shapes.values() if s.kind in ("cat", "common")]
    misses = 0
    while occupied.bit_count() < target and misses < 200:
        spots = legal_placements(rng.choice(shapes), occupied, False)
        if not spots:
            misses += 1
            continue
        occupied |= rng.choice(spots).mask
    return occupied


def median_seconds(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def random_engine_game(content: Content, seed: int) -> None:
    rng = random.Random(seed)
    state = new_game(content, 4)
    while not is_over(state):
        movers = to_move(state)
        if movers == (CHANCE,):
            outcomes = chance_outcomes(state)
            action = outcomes[rng.randrange(len(outcomes))][0]
        else:
            actions = legal_actions(state, movers[rng.randrange(len(movers))])
            action = actions[rng.randrange(len(actions))]
        state, _ = apply_action(state, action)


def main(argv: list[str] | None = None) -> int:
    parser = Parser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--repeat", type=whole(1, 100_000), default=200, help="runs per placement figure"
    )
    parser.add_argument("--games", type=GAME_COUNT, default=30, help="runs per game figure")
    args = parser.parse_args(argv)
    content = load_content()
    boats = {
        "empty": 0,
        "half-full": boat_filled_to(content, 0.5),
        "nearly full": boat_filled_to(content, 0.85),
    }
    print(f"Legal placement enumeration (median of {args.repeat} runs):")
    worst = 0.0
    for name, occupied in boats.items():
        cells = occupied.bit_count()
        row = []
        for size, shape_id in SHAPES_BY_SIZE.items():
            shape = content.shapes[shape_id]
            seconds = median_seconds(
                lambda shape=shape, occupied=occupied: legal_placements(shape, occupied, False),
                args.repeat,
            )
            worst = max(worst, seconds)
            count = len(legal_placements(shape, occupied, False))
            row.append(f"{size} cells {seconds * 1e3:.3f} ms ({count} spots)")
        print(f"  {name:11} ({cells:3d}/142 covered): " + "; ".join(row))
    print(f"  slowest median: {worst * 1e3:.3f} ms (target < 0.5 ms)")
    seeds = iter(range(10**6))
    engine = median_seconds(lambda: random_engine_game(content, next(seeds)), args.games)
    print(
        f"Full random 4-player game, engine only (median of {args.games}): "
        f"{engine * 1e3:.1f} ms (target < 150 ms)"
    )
    seeds = iter(range(10**6))
    session = median_seconds(lambda: play_random_game(content, 4, next(seeds)), args.games)
    print(
        f"Full random 4-player game as simulate plays it (dealer, views, log): "
        f"{session * 1e3:.1f} ms"
    )
    state = play_random_game(content, 4, 0).state
    data = json.loads(json.dumps(state_to_json(state)))
    encode = median_seconds(lambda: state_to_json(state), args.repeat)
    decode = median_seconds(lambda: state_from_json(data, content), args.repeat)
    print(
        f"The state's JSON form at the end of a 4-player game (median of {args.repeat}): "
        f"encode {encode * 1e3:.3f} ms, decode {decode * 1e3:.3f} ms"
    )
    return 0


if __name__ == "__main__":
    from game.cli import run

    sys.exit(run(main))
