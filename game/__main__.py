"""Command line: ``python -m game [play|simulate|tournament|record|daily|<a game's command>]
...`` (also the ``isle-of-cats`` script). The box's commands take any registered game; a game's
own commands (The Isle of Cats' ``score``) come from its descriptor (game/shell/games.py)."""

from __future__ import annotations

import sys

from game.shell.games import REGISTERED, load_target

BOX_COMMANDS = {
    "simulate": ("game.simulate:main", "play one full game between random bots (--json)"),
    "tournament": ("game.tournament:main", "bots play many headless games; wins, scores, timings"),
    "record": ("game.record:main", "bots play one whole game; its record as JSON (--game)"),
    "daily": ("game.daily:main", "a game's daily game of a date: its seed (--json)"),
}
COMMANDS = BOX_COMMANDS | {
    name: (command.main, command.help) for name, command in REGISTERED.commands().items()
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
        from game.shell.app.main import build_parser

        print(build_parser().format_help())
        print(_usage())
        return 0
    if argv and argv[0] in COMMANDS:
        status: int = load_target(COMMANDS[argv[0]][0])(argv[1:])
        return status
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
