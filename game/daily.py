"""``python -m game daily [--date YYYY-MM-DD] [--json]``: the daily game's seed and sister
difficulty for a date (today by default), the same on every machine, offline."""

from __future__ import annotations

import argparse
import json
import sys
from datetime import date

from game.session.daily import MODE, daily_for, parse_date


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m game daily",
        description="The daily Solo game of a date: its seed and the sister's difficulty.",
    )
    parser.add_argument("--date", metavar="YYYY-MM-DD", help="the date (today when omitted)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.date is None:
        day = date.today()
    else:
        try:
            day = parse_date(args.date)
        except ValueError as error:
            parser.error(f"--date: {error}")
    daily = daily_for(day)
    if args.json:
        print(json.dumps(daily.as_json()))
    else:
        print(f"{daily.key}: {MODE} game, seed {daily.seed}, sister {daily.difficulty}")
    return 0


if __name__ == "__main__":
    from game.cli import run

    sys.exit(run(main))
