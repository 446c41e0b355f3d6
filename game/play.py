"""The play command. Until the game window lands, it plays a headless game between bots and
prints the result, so the README's play command always does something real."""
from __future__ import annotations

import argparse

from game.data.loader import load_content
from game.simulate import play_random_game, report


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="isle-of-cats", description="The Isle of Cats.")
    parser.add_argument("--players", type=int, default=4, help="number of players (2-4)")
    parser.add_argument("--seed", type=int, default=None, help="seed (random when omitted)")
    args = parser.parse_args(argv)
    seed = args.seed
    if seed is None:
        import random

        seed = random.SystemRandom().randrange(1 << 31)
    content = load_content()
    result = report(play_random_game(content, args.players, seed))
    print(f"The Isle of Cats - a headless game between {args.players} random bots (seed {seed}).")
    for p in result["players"]:
        s = p["score"]
        print(f"  seat {p['seat']} ({result['final']['players'][p['seat']]['boat']} boat): "
              f"{s['total']} points, {p['fish']} fish left")
    print("Winner(s):", ", ".join(f"seat {w}" for w in result["winners"]))
    return 0
