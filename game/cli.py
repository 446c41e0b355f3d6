"""What the command-line tools share: the checks of a game's options (one usage line and exit
status 2 for a game that cannot be played), an output file checked before the game is played,
printing that survives a closed pipe, and the content loaded with its errors as one line."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from game.rules.content import Content
from game.session.files import UnsafeTargetError, check_target

MAX_JOBS = 64


def load_content_or_exit() -> Content:
    """The levels' content; a broken level file is one line on stderr and exit status 2."""
    from game.data.loader import ContentError, load_content

    try:
        return load_content()
    except ContentError as error:
        print(str(error).splitlines()[0], file=sys.stderr)
        raise SystemExit(2) from None


def check_game(
    parser: argparse.ArgumentParser,
    content: Content,
    mode_name: str,
    players: int,
    difficulty: str | None,
    solo_players: int | None = None,
) -> tuple[int, str | None]:
    """The player count and difficulty of a playable game of ``mode_name``; anything else is a
    usage error (exit status 2). A solo game is played by one player: ``solo_players`` is the
    count to use there (``simulate`` ignores --players in solo), None to demand 1."""
    mode = content.modes.get(mode_name)
    if mode is None:
        parser.error(f"unknown mode {mode_name!r}; known: {', '.join(content.modes)}")
    levels = [d.name for d in mode.difficulties]
    if mode.difficulties:
        if solo_players is not None:
            players = solo_players
        if difficulty is not None and difficulty not in levels:
            parser.error(f"unknown difficulty {difficulty!r}; known: {', '.join(levels)}")
    elif difficulty is not None:
        parser.error(f"the {mode_name} mode has no difficulty levels")
    if players not in mode.player_counts:
        counts = ", ".join(map(str, mode.player_counts))
        noun = "player" if counts == "1" else "players"
        parser.error(f"{mode_name} is played by {counts} {noun}, not {players}")
    return players, difficulty


def check_jobs(parser: argparse.ArgumentParser, jobs: int) -> int:
    if not 1 <= jobs <= MAX_JOBS:
        parser.error(f"--jobs must be between 1 and {MAX_JOBS}, not {jobs}")
    return jobs


def check_output(parser: argparse.ArgumentParser, option: str, path: str) -> Path:
    """An output file that can be written: its folder exists and it is a regular file or
    nothing yet (never a folder, a device or a pipe). Checked before any game is played; a
    problem is one line on stderr and exit status 2."""
    target = Path(path)
    folder = target.parent
    problem = None
    if target.is_dir():
        problem = "is a folder"
    elif not folder.is_dir():
        problem = f"the folder {folder} does not exist"
    else:
        try:
            check_target(target)
        except UnsafeTargetError:
            problem = "is not a regular file (a device or a pipe)"
        else:
            if not os.access(folder, os.W_OK):
                problem = f"the folder {folder} cannot be written"
    if problem:
        print(f"{parser.prog}: {option} {path}: {problem}", file=sys.stderr)
        raise SystemExit(2)
    return target


def emit(text: str) -> int:
    """Print ``text`` (and a newline); a reader that closed the pipe (``| head``) ends the
    command quietly with status 0."""
    try:
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
    except BrokenPipeError:
        # the interpreter flushes stdout again at exit: point it at nothing first
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    return 0
