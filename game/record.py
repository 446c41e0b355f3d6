"""``python -m game record``: one whole game between bots, printed as the game's record.

    python -m game record --game kittens --players 4 --seed 7 --bots hard,normal,easy,normal

The record is the one the game's reference defines (shared/reference/<game>/rules.md, last
section): one JSON object on stdout, on one line (``--pretty``: indented, for people to read).
The same arguments give the same record. Any registered game with a whole-game record
(``--game``, game/shell/games.py).
"""

from __future__ import annotations

import argparse
import json
import sys

from game.cli import (
    add_game_option,
    check_levels,
    check_seats,
    chosen_game,
    emit,
    setup_or_exit,
)
from game.shell.arguments import Parser
from game.shell.games import REGISTERED


def recorded_games() -> list[str]:
    return [game.id for game in REGISTERED if game.recorded]


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="python -m game record",
        description="Play one whole game between bots and print its record as one JSON object.",
    )
    add_game_option(parser, recorded_games()[0])
    parser.add_argument(
        "--players", type=int, default=None, help="number of players (the game's usual count)"
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the dealer and the bots")
    parser.add_argument(
        "--bots",
        default="normal",
        help="the bots' levels (easy, normal, hard), comma-separated: one per seat in seat "
        "order, or one level for every seat (normal when omitted)",
    )
    parser.add_argument(
        "--pretty", action="store_true", help="indent the record for people to read (else one line)"
    )
    return parser


def main(argv: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    game = chosen_game(parser, args)
    if not game.recorded:
        parser.error(
            f"{game.title} has no whole-game record (recorded: {', '.join(recorded_games())})"
        )
    engine = game.engine()
    setup = setup_or_exit(parser, engine, args.players, {})
    levels = [level for level in engine.levels if level != "random"]
    bots = check_levels(parser, args.bots, levels)
    bots = check_seats(parser, bots, setup.players, one_for_all=True)
    record = engine.record(bots, args.seed)
    return emit(
        json.dumps(record, indent=2, ensure_ascii=False) if args.pretty else json.dumps(record)
    )


if __name__ == "__main__":
    from game.cli import run

    sys.exit(run(main, sys.argv[1:]))
