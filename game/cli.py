"""What the command-line tools share: the game chosen (``--game``), the checks of a game's
options (one usage line and exit status 2 for a game that cannot be played), the bots' levels,
bounded numbers and lists for the options, an output file or folder checked before the work,
output that survives a closed pipe or a full disk (``run``), and the content loaded with its
errors as one line; and a whole game between bots, timed."""

from __future__ import annotations

import argparse
import errno
import os
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from game.options import parse_size
from game.rules.content import Content
from game.session.files import UnsafeTargetError, check_target

MAX_JOBS = 64
GAMES = {"isle": "The Isle of Cats", "kittens": "Kitten Toys"}  # --game NAME: the game's title
ISLE = "isle"


def add_game_option(parser: argparse.ArgumentParser, default: str = ISLE) -> None:
    parser.add_argument(
        "--game",
        default=default,
        help=f"the game: {', '.join(GAMES)} ({default} when omitted)",
    )


def check_game_name(
    parser: argparse.ArgumentParser, args: argparse.Namespace, isle_only: tuple[str, ...] = ()
) -> str:
    """The game of ``--game``; an unknown game, or an option of The Isle of Cats
    (``isle_only``: its flags, whose default is None) given for another game, is a usage
    error."""
    name = args.game
    if name not in GAMES:
        parser.error(f"unknown game {name!r}; known: {', '.join(GAMES)}")
    if name != ISLE:
        given = [f for f in isle_only if getattr(args, f.lstrip("-").replace("-", "_")) is not None]
        if given:
            parser.error(f"{', '.join(given)}: for {GAMES[ISLE]} only, not {GAMES[name]}")
    return name


def check_levels(parser: argparse.ArgumentParser, text: str, levels: Iterable[str]) -> list[str]:
    """The bot levels of ``--bots`` (comma-separated); an unknown level is a usage error."""
    known = list(levels)
    bots = [b.strip() for b in text.split(",") if b.strip()]
    unknown = [b for b in bots if b not in known]
    if unknown:
        parser.error(f"unknown level(s) {', '.join(unknown)}; known: {', '.join(known)}")
    return bots


def check_seats(
    parser: argparse.ArgumentParser, bots: list[str], players: int, one_for_all: bool = False
) -> list[str]:
    """One level per seat (or, when ``one_for_all``, one level for every seat); another count
    is a usage error."""
    if one_for_all and len(bots) == 1:
        bots = bots * players
    if len(bots) != players:
        parser.error(f"--bots names {len(bots)} levels for {players} players")
    return bots


def check_players(
    parser: argparse.ArgumentParser, game: str, players: int, counts: Iterable[int]
) -> int:
    counts = tuple(counts)
    if players not in counts:
        parser.error(
            f"{GAMES[game]} is played by {', '.join(map(str, counts))} players, not {players}"
        )
    return players


MAX_GAMES = 100_000  # a night of Hard games on two cores is about 20,000


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
    if not path:
        problem = "names no file"
    elif target.is_dir():
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
        print(f"{parser.prog}: {option} {path or repr(path)}: {problem}", file=sys.stderr)
        raise SystemExit(2)
    return target


def play_timed(
    match: Any, bots: Sequence[Any], rules: Any, check: bool = True
) -> list[list[float]]:
    """Play ``match`` to its end, the bot of each seat deciding from its seat's view (the
    lowest seat first where several act at once); returns the seconds of each decision, per
    seat. ``rules`` is the game's rules module (its ``is_over``, ``to_move``, ``observe``,
    ``check_action``); with ``check`` every decision is checked before it is submitted."""
    times: list[list[float]] = [[] for _ in bots]
    while not rules.is_over(match.state):
        seat = rules.to_move(match.state)[0]
        view = rules.observe(match.state, seat)
        start = time.perf_counter()
        action = bots[seat].decide(view)
        times[seat].append(time.perf_counter() - start)
        if check:
            rules.check_action(match.state, action)
        match.submit(action)
    return times


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


# --- option values ----------------------------------------------------------------------------


def whole(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high`` (a usage error otherwise)."""
    return _bounded(int, low, high, f"a whole number from {low} to {high}")


def between(low: float, high: float) -> Callable[[str], float]:
    """An argparse type: a number from ``low`` to ``high``."""
    return _bounded(float, low, high, f"a number from {low:g} to {high:g}")


def _bounded(kind: Callable[[str], Any], low: float, high: float, what: str):
    def parse(text: str):
        try:
            value = kind(text)
        except ValueError:
            value = None
        if value is None or not low <= value <= high:  # NaN is never in range
            raise argparse.ArgumentTypeError(f"takes {what}, not {text[:30]!r}")
        return value

    return parse


GAME_COUNT = whole(1, MAX_GAMES)  # --games


def window_size(text: str) -> str:
    """An argparse type: a window size ``WIDTHxHEIGHT`` the game can open (kept as text)."""
    try:
        parse_size(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    return text


def sizes(text: str) -> list[tuple[int, int]]:
    """An argparse type: window sizes ``WIDTHxHEIGHT``, comma-separated."""
    try:
        found = [parse_size(size) for size in text.split(",") if size.strip()]
    except ValueError as error:
        raise argparse.ArgumentTypeError(f"each size {error}") from None
    if not found:
        raise argparse.ArgumentTypeError("names no size")
    return found


def names(known: Iterable[str], allow_empty: bool = False) -> Callable[[str], list[str]]:
    """An argparse type: a comma-separated list of names among ``known``."""
    choices = tuple(known)

    def parse(text: str) -> list[str]:
        found = [name.strip() for name in text.split(",") if name.strip()]
        unknown = [name for name in found if name not in choices]
        if unknown or not (found or allow_empty):
            what = f"unknown {unknown[0][:30]!r}" if unknown else "no name"
            raise argparse.ArgumentTypeError(f"{what}; known: {', '.join(choices)}")
        return found

    return parse


def check_folder(parser: argparse.ArgumentParser, option: str, path: str) -> Path:
    """An output folder: one that exists, or that can be made in a folder that exists (never
    a file, a device or a pipe). A problem is a usage error (status 2), before any work."""
    folder = Path(path)
    problem = None
    if not path:
        problem = "names no folder"
    elif os.path.lexists(folder) and not folder.is_dir():
        problem = "is not a folder"
    elif not folder.exists():
        parent = folder.parent
        while not parent.exists() and parent != parent.parent:
            parent = parent.parent
        if not parent.is_dir() or not os.access(parent, os.W_OK):
            problem = f"cannot be made in {parent}"
    elif not os.access(folder, os.W_OK):
        problem = "cannot be written"
    if problem:
        parser.error(f"{option} {path}: {problem}")
    return folder


# --- output -------------------------------------------------------------------------------------


class OutputError(Exception):
    """Standard output could not be written (a closed pipe, a full disk): not an ``OSError``,
    so that no file handling on the way takes it for its own."""

    def __init__(self, error: OSError) -> None:
        super().__init__(error.strerror or str(error))
        self.errno = error.errno


class _Guarded:
    """Standard output, its write errors turned into ``OutputError``."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except OSError as error:
            raise OutputError(error) from None

    def flush(self) -> None:
        try:
            self._stream.flush()
        except OSError as error:
            raise OutputError(error) from None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def run(main: Callable[..., Any], *args: Any, prog: str | None = None) -> Any:
    """Run a command's ``main(*args)`` and return its exit status, its output guarded: a
    reader that closed the pipe (``| head``) ends it quietly with status 0; a full disk
    (``> /dev/full``) or another write error ends it with one line on stderr and status 1.
    Never a traceback, and nothing more said at exit."""
    name = prog or os.path.basename(sys.argv[0] or "isle-of-cats")
    real = sys.stdout
    sys.stdout = _Guarded(real)
    try:
        try:
            status = main(*args)
        except SystemExit as stop:  # argparse's --help and usage errors, exits of the work
            status = stop.code
        sys.stdout.flush()
    except OutputError as error:
        return _output_failed(real, name, error)
    finally:
        sys.stdout = real
    return status


def _output_failed(stream: Any, name: str, error: OutputError) -> int:
    # what is left in the buffer goes nowhere: the interpreter flushes it again at exit
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, stream.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass
    if error.errno == errno.EPIPE:
        return 0
    try:
        print(f"{name}: cannot write the output: {error}", file=sys.stderr)
    except OSError:
        pass
    return 1
