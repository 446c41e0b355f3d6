"""``python -m game daily [--game G] [--date YYYY-MM-DD] [--json]``: a game's daily game of a
date (today by default): its seed and whatever else the game draws from the date, the same on
every machine, offline. The games with a daily game say so in the registry
(game/shell/games.py); the first of them when --game is not given."""

from __future__ import annotations

import argparse
import json
import sys
from datetime import date

from game.cli import add_game_option, chosen_game, first_game
from game.shell.arguments import Parser
from game.shell.games import REGISTERED, load_target
from game.shell.session.daily import parse_date


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="python -m game daily",
        description="A game's daily game of a date: its seed and what else the game draws "
        "from the date.",
    )
    add_game_option(parser, first_game("daily"))
    parser.add_argument("--date", metavar="YYYY-MM-DD", help="the date (today when omitted)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    game = chosen_game(parser, args)
    if not game.daily:
        known = ", ".join(g.id for g in REGISTERED if g.daily)
        parser.error(f"{game.title} has no daily game (daily games: {known})")
    if args.date is None:
        day = date.today()
    else:
        try:
            day = parse_date(args.date)
        except ValueError as error:
            parser.error(f"--date: {error}")
    daily = load_target(game.daily)(day)
    print(json.dumps(daily.as_json()) if args.json else daily.describe())
    return 0


if __name__ == "__main__":
    from game.cli import run

    sys.exit(run(main))
