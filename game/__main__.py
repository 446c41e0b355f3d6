"""Command line: ``python -m game [play|simulate|score|tournament|record] ...`` (also the
``isle-of-cats`` script)."""

from __future__ import annotations

import sys

COMMANDS = {
    "simulate": ("game.simulate", "play one full game between random bots (--json)"),
    "score": ("game.scorefile", "score a finished position described in a JSON file"),
    "tournament": ("game.tournament", "bots play many headless games; wins, scores, timings"),
    "record": ("game.record", "bots play one game of Kitten Toys; its whole record as JSON"),
    "daily": ("game.daily", "the daily Solo game of a date: seed and difficulty (--json)"),
}


def _usage() -> str:
    lines = ["usage: python -m game [COMMAND] [options]", "", "commands:"]
    lines.append("  play        open the game (the default)")
    lines += [f"  {name:<11} {text}" for name, (_, text) in COMMANDS.items()]
    lines.append("")
    lines.append("Run 'python -m game COMMAND --help' for the options of a command.")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Run a command. Without ``argv`` (the ``isle-of-cats`` script, ``python -m game``) the
    output is guarded: a closed pipe or a full disk ends it with a message, never a traceback
    (game.cli.run)."""
    if argv is None:
        from game.cli import run

        script = sys.argv[0] if sys.argv and sys.argv[0] else ""
        prog = "python -m game" if script.endswith("__main__.py") else None
        return run(command, sys.argv[1:], prog=prog)
    return command(argv)


def command(argv: list[str]) -> int:
    if argv and argv[0] in ("-h", "--help", "help"):
        from game.app.main import build_parser

        print(build_parser().format_help())
        print(_usage())
        return 0
    if argv and argv[0] in COMMANDS:
        module = __import__(COMMANDS[argv[0]][0], fromlist=["main"])
        return module.main(argv[1:])
    if argv and argv[0] == "play":
        argv = argv[1:]
    elif argv and not argv[0].startswith("-"):  # a word that names no command: a usage error
        known = ", ".join(["play", *COMMANDS])
        print(_usage().splitlines()[0], file=sys.stderr)
        print(f"python -m game: unknown command {argv[0][:40]!r} (one of {known})", file=sys.stderr)
        return 2
    from game.play import main as play

    return play(argv)


if __name__ == "__main__":
    sys.exit(main())
