"""``python -m game simulate``: one full game between random legal bots, reported as JSON.

    python -m game simulate --players 4 --seed 3 --json
    python -m game simulate --game kittens --players 5 --seed 3 --json

Any registered game (``--game``, game/shell/games.py); the game's own options (The Isle of Cats'
``--mode`` and ``--difficulty``) are refused for another game.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from game.cli import (
    add_game_option,
    add_game_options,
    capped,
    check_output,
    chosen_game,
    emit,
    game_options,
    setup_or_exit,
)
from game.shell.arguments import Parser
from game.shell.games import REGISTERED
from game.shell.session.files import write_atomic


def _write_log(log: Path | None, option: str | None, match: Any) -> bool:
    """Write the game's action log when --log was given; False (one line on stderr) when the
    file cannot be written (the game is reported all the same, and the command ends with
    status 1)."""
    if log is None:
        return True
    try:
        write_atomic(log, match.to_jsonl(), make_folder=False)
    except OSError as error:
        print(capped(f"--log {option}: {error.strerror or error}"), file=sys.stderr)
        return False
    return True


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="python -m game simulate", description="Play one full game between random legal bots."
    )
    add_game_option(parser, REGISTERED.ids()[0])
    parser.add_argument(
        "--players",
        type=int,
        default=None,
        help="number of players (the game's usual count when omitted)",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the dealer and the bots")
    add_game_options(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--log", help="also write the game's action log (JSON lines) here")
    return parser


def main(argv: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    game = chosen_game(parser, args)
    engine = game.engine()
    setup = setup_or_exit(parser, engine, args.players, game_options(game, args), simulate=True)
    log = check_output(parser, "--log", args.log) if args.log is not None else None
    match = engine.simulate(setup, args.seed)
    logged = _write_log(log, args.log, match)  # a full disk is no usage error: status 1
    result = engine.simulate_report(match)
    if args.json:
        status = emit(json.dumps(result))
    else:
        status = emit("\n".join(engine.simulate_lines(result)))
    return status if logged else 1


if __name__ == "__main__":
    from game.cli import run

    sys.exit(run(main, sys.argv[1:]))
