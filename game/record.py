"""``python -m game record``: one whole game between bots, printed as the game's record.

    python -m game record --game kittens --players 4 --seed 7 --bots hard,normal,easy,normal

Kitten Toys' record is the one its reference defines (shared/reference/kitten-toys/rules.md,
last section): one JSON object on stdout. The same arguments give the same record.
"""

from __future__ import annotations

import argparse
import json
import sys

from game.cli import (
    GAMES,
    ISLE,
    add_game_option,
    check_game_name,
    check_levels,
    check_players,
    check_seats,
    emit,
)

RECORDED = ("kittens",)  # the games whose whole-game record is defined


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m game record",
        description="Play one whole game between bots and print its record as one JSON object.",
    )
    add_game_option(parser, default="kittens")
    parser.add_argument("--players", type=int, default=3, help="number of players (3-5)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the dealer and the bots")
    parser.add_argument(
        "--bots",
        default="normal",
        help="the bots' levels (easy, normal, hard), comma-separated: one per seat in seat "
        "order, or one level for every seat (normal when omitted)",
    )
    return parser


def main(argv: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    game = check_game_name(parser, args)
    if game not in RECORDED:
        parser.error(
            f"{GAMES[game]} has no whole-game record; "
            + ("use 'simulate --log FILE' for its action log" if game == ISLE else "")
        )
    from game.kittens.bots.levels import LEVELS
    from game.kittens.headless import play_match
    from game.kittens.rules import PLAYER_COUNTS

    players = check_players(parser, game, args.players, PLAYER_COUNTS)
    levels = [level for level in LEVELS if level != "random"]
    bots = check_seats(parser, check_levels(parser, args.bots, levels), players, one_for_all=True)
    match, _ = play_match(bots, args.seed)
    return emit(json.dumps(match.record()))


if __name__ == "__main__":
    from game.cli import run

    sys.exit(run(main, sys.argv[1:]))
