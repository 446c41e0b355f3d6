"""What the command-line tools share: the game chosen (``--game``, any registered game: the
commands name none), the checks of a game's options (one usage line and exit status 2 for a
game that cannot be played), the bots' levels, bounded numbers and lists for the options, an
output file or folder checked before the work, and output that survives a closed pipe or a full
disk (``run``)."""

from __future__ import annotations

import argparse
import errno
import os
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from game.shell.arguments import capped
from game.shell.games import REGISTERED, GameInfo
from game.shell.headless import Headless, Setup, UsageError
from game.shell.options import parse_size
from game.shell.session.files import UnsafeTargetError, check_target

MAX_JOBS = 64
MAX_GAMES = 100_000  # a night of Hard games on two cores is about 20,000


def add_game_option(parser: argparse.ArgumentParser, default: str) -> None:
    """``--game NAME``: one of the registered games (game/shell/games.py)."""
    parser.add_argument(
        "--game",
        default=default,
        help=f"the game: {', '.join(REGISTERED.ids())} ({default} when omitted)",
    )


def add_game_options(parser: argparse.ArgumentParser) -> None:
    """The options the games take of their own (The Isle of Cats' --mode, --difficulty); each
    is refused for a game that does not take it (``chosen_game``)."""
    helps: dict[str, list[str]] = {}
    for game in REGISTERED:
        for option, text in game.options.items():
            helps.setdefault(option, []).append(f"{game.id}: {text}")
    for option, texts in helps.items():
        parser.add_argument(option, default=None, help="; ".join(texts))


def first_game(need: str) -> str:
    """The first registered game that has ``need`` (a descriptor's field): the default of a
    command that not every game offers."""
    return next(game.id for game in REGISTERED if getattr(game, need))


def chosen_game(parser: argparse.ArgumentParser, args: argparse.Namespace) -> GameInfo:
    """The game of ``--game``; an unknown game, or another game's own option (its flags,
    whose default is None) given for it, is a usage error (exit status 2)."""
    game = REGISTERED.find(args.game)
    if game is None:
        parser.error(f"unknown game {args.game[:40]!r}; known: {', '.join(REGISTERED.ids())}")
    foreign = {o for other in REGISTERED for o in other.options} - set(game.options)
    given = sorted(f for f in foreign if getattr(args, _dest(f), None) is not None)
    if given:
        owners = [g.title for g in REGISTERED if set(given) & set(g.options)]
        parser.error(f"{', '.join(given)}: for {', '.join(owners)} only, not {game.title}")
    return game


def game_options(game: GameInfo, args: argparse.Namespace) -> dict[str, Any]:
    """The game's own options as given (None: not given), by name without dashes."""
    return {_dest(o): getattr(args, _dest(o), None) for o in game.options}


def _dest(option: str) -> str:
    return option.lstrip("-").replace("-", "_")


def setup_or_exit(
    parser: argparse.ArgumentParser,
    engine: Headless,
    players: int | None,
    options: dict[str, Any],
    simulate: bool = False,
) -> Setup:
    """The game's set-up; an option it cannot be played with is a usage error."""
    try:
        return engine.setup(players, options, simulate)
    except UsageError as error:
        parser.error(str(error))


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
    for place in (target, folder) if path else ():
        try:
            os.stat(place)
        except OSError as error:  # a name too long, say: what the system answers
            if error.errno not in (errno.ENOENT, errno.ENOTDIR, errno.ELOOP) and not problem:
                problem = f"cannot be written: {error.strerror}"
    if problem or not path:
        problem = problem or "names no file"
    elif target.is_dir():
        problem = "is a folder"
    elif not folder.is_dir():
        problem = f"the folder {folder} does not exist"
    else:
        try:
            check_target(target)
        except UnsafeTargetError as error:
            problem = _unsafe_reason(error)
        else:
            if not os.access(folder, os.W_OK):
                problem = f"the folder {folder} cannot be written"
    if problem:
        print(capped(f"{parser.prog}: {option} {path or repr(path)}: {problem}"), file=sys.stderr)
        raise SystemExit(2)
    return target


def _unsafe_reason(error: UnsafeTargetError) -> str:
    """Why an output file cannot be written, as it is: a link that loops, a path the system
    cannot look at, a device or a pipe."""
    if error.errno == errno.ELOOP:
        return "is a symbolic link that loops"
    if error.errno is not None:
        return f"cannot be written: {error.strerror}"
    return "is not a regular file (a device or a pipe)"


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


class _Closed:
    """Standard output that was closed (``>&-``: Python then has None for it): writing to it
    fails as a write to a closed file does; a command that writes nothing ends well."""

    def write(self, text: str) -> int:
        raise OSError(errno.EBADF, "standard output is closed")

    def flush(self) -> None:
        return None

    def isatty(self) -> bool:
        return False

    def __getattr__(self, name: str) -> Any:
        raise OSError(errno.EBADF, "standard output is closed")


class _Guarded:
    """Standard output, its write errors turned into ``OutputError``."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream if stream is not None else _Closed()

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
        try:
            return getattr(self._stream, name)
        except OSError as error:
            raise OutputError(error) from None


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
    if stream is not None:
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
