"""Save slots: each game has its own file in the saves folder, so a new game never overwrites
the one in progress. Continue takes the most recent; the Load screen lists them all.

A slot is ``slot-N.jsonl`` (N from 1 to ``SLOTS``); what the Load screen shows (the game, mode,
players, day) comes from the log's header, the date from the file. The header's ``game`` says
which game the slot holds (a header without one is from before there were two games: The Isle
of Cats); each game reads its own headers (``readers``). Older versions saved one game as
``autosave.jsonl``: it moves into a free slot the first time the slots are listed.

A game holds its slot's lock while it runs (game/shell/session/locks.py): another window of the game
on the same data folder takes another slot for a new game, and says so rather than open a game
being played there.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.shell import safeio
from game.shell.record import record
from game.shell.safeio import ReadError
from game.shell.session.files import keep_aside
from game.shell.session.locks import SaveLock, in_use_elsewhere

if TYPE_CHECKING:  # the headers' models (pydantic) load when a header is read, not at start
    from game.shell.session.header import HeaderBase

SLOTS = 8  # the issue asks for the last five games at least
LEGACY = "autosave.jsonl"
HEADER_BYTES = 64 << 10  # the header line is well under 2 kB
HeaderReader = Callable[[Any], Any]  # a header's JSON -> its model (ValueError when bad)


@record(frozen=True)
class SlotInfo:
    """One used slot: its header when it reads, else the problem; ``saved`` is the file's
    modification time (seconds since the epoch)."""

    number: int
    path: Path
    saved: float
    header: HeaderBase | Any = None  # the model of its game's headers
    problem: str | None = None
    game: str | None = None  # the header's ``game``; None: none written (The Isle of Cats)

    @property
    def names(self) -> tuple[str, ...]:
        meta = getattr(self.header, "meta", None)
        return tuple(s.name for s in meta.seats) if meta else ()

    @property
    def day(self) -> int | None:
        meta = getattr(self.header, "meta", None)
        return meta.progress.day if meta and meta.progress else None


def game_of(data: Any) -> str | None:
    """The game a save's header names (None: none, or not a header at all)."""
    game = data.get("game") if isinstance(data, dict) else None
    return game if isinstance(game, str) else None


def first_line(path: Path) -> str:
    """The first line of a regular file, read without loading the rest (never blocking on a
    pipe, never reading a device)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            raise ReadError("not a regular file")
        data = handle.readline(HEADER_BYTES + 1)
    if len(data) > HEADER_BYTES:
        raise ReadError("the first line is too long for a header")
    return safeio.decode(data, "line 1")


class HeldSlot:
    """A lock this window holds, forgotten by the slots when it is let go."""

    def __init__(self, lock: SaveLock, held: dict[Path, SaveLock]) -> None:
        self.lock = lock
        self._held = held

    def release(self) -> None:
        if self._held.get(self.lock.save) is self.lock:
            del self._held[self.lock.save]
        self.lock.release()


class SaveSlots:
    def __init__(
        self,
        folder: Path,
        count: int = SLOTS,
        readers: Mapping[str | None, HeaderReader] | None = None,
    ) -> None:
        self.folder = Path(folder)
        self.count = count
        # each game's header reader by the ``game`` its saves name (None: saves that name
        # none); a header of a game without one is read by that of None, which says why not
        self._readers = readers
        self._locks: dict[Path, SaveLock] = {}  # the slots this window holds

    @property
    def readers(self) -> Mapping[str | None, HeaderReader]:
        if self._readers is None:  # every registered game's, loaded with the first header read
            from game.shell.games import REGISTERED

            self._readers = REGISTERED.header_readers()
        return self._readers

    def read(self, path: Path) -> tuple[str | None, Any]:
        """The game a slot's save names and its header (``ReadError``, ``ValueError``
        when it cannot be read, ``OSError`` when the file cannot be opened)."""
        data = safeio.loads(first_line(path), limit=8)
        game = game_of(data)
        reader = self.readers.get(game) or self.readers[None]
        return game, reader(data)

    def path(self, number: int) -> Path:
        return self.folder / f"slot-{number}.jsonl"

    def used(self) -> bool:
        """Whether any slot holds a file (a game, or a broken file the Load screen names), or
        the folder cannot be looked at (Continue then says why): what the title needs, known
        without reading a header."""
        self._adopt_legacy()
        self._set_aside_dangling()
        if self.folder_problem() is not None:
            return True
        return any(os.path.lexists(self.path(n)) for n in range(1, self.count + 1))

    def folder_problem(self) -> OSError | None:
        """Why the saves folder cannot be listed (None: it can, or there is none yet: no game
        was saved)."""
        try:
            os.listdir(self.folder)
        except FileNotFoundError:
            return None
        except OSError as error:
            return error
        return None

    def entries(self) -> list[SlotInfo]:
        """Every used slot, the most recently saved first; a slot that is a link to nothing
        is kept aside where the folder allows it, else listed with its problem."""
        self._adopt_legacy()
        self._set_aside_dangling()
        found = []
        for number in range(1, self.count + 1):
            path = self.path(number)
            try:
                saved = os.stat(path).st_mtime
            except OSError as error:
                try:  # a link to nothing, a loop: a slot in use that says why
                    saved = os.lstat(path).st_mtime
                except OSError:
                    continue
                found.append(SlotInfo(number, path, saved, problem=_reason(error)))
                continue
            try:
                game, header = self.read(path)
                found.append(SlotInfo(number, path, saved, header=header, game=game))
            except (OSError, ValueError) as error:
                found.append(SlotInfo(number, path, saved, problem=_reason(error)))
        return sorted(found, key=lambda e: (-e.saved, e.number))

    def most_recent(self) -> SlotInfo | None:
        entries = self.entries()
        return entries[0] if entries else None

    def free(self) -> int | None:
        """The lowest slot with no file that no window plays in, None when every slot is in
        use."""
        for number in range(1, self.count + 1):
            if not os.path.lexists(self.path(number)) and not self.in_use(number):
                return number
        return None

    def new_game_path(self, reserved: int | None = None) -> Path | None:
        """Where a new game is saved: the slot the player chose to replace, else a free one;
        None when every slot is in use (the game then cannot be saved)."""
        number = reserved if reserved is not None else self.free()
        return None if number is None else self.path(number)

    def in_use(self, number: int) -> bool:
        """Whether another window of the game plays the game of this slot now."""
        path = self.path(number)
        return path not in self._locks and in_use_elsewhere(path)

    def claim(self, path: Path) -> HeldSlot | None:
        """Lock the slot at ``path`` for this window (a game starts or is loaded there); None
        when another window holds it. The game lets go with ``SaveLock.release``."""
        lock = self._locks.get(Path(path)) or SaveLock(path)
        if not lock.acquire():
            return None
        if lock.held:
            self._locks[Path(path)] = lock
        return HeldSlot(lock, self._locks)

    def claim_new(self, reserved: int | None = None) -> tuple[Path, HeldSlot] | None:
        """A slot for a new game, locked: the one the player chose to replace, else the
        lowest free one no other window holds (two windows starting a game at once get two
        slots); None when there is none."""
        if reserved is not None:
            numbers = [reserved]
        else:
            numbers = [n for n in range(1, self.count + 1) if not os.path.lexists(self.path(n))]
        for number in numbers:
            path = self.path(number)
            lock = self.claim(path)
            if lock is None:
                continue
            if reserved is None and os.path.lexists(path):  # another window saved there first
                lock.release()
                continue
            return path, lock
        return None

    def delete(self, number: int) -> None:
        """Remove a slot's game (``OSError`` when the folder does not allow it)."""
        try:
            os.unlink(self.path(number))
        except FileNotFoundError:
            pass

    def keep_aside(self, path: Path) -> Path | None:
        """Move a broken save out of its slot under a name that never collides."""
        return keep_aside(path)

    def _set_aside_dangling(self) -> None:
        """Keep aside the slots that are symbolic links to nothing (or loops): they hold no
        game and would keep a new game from starting."""
        for number in range(1, self.count + 1):
            path = self.path(number)
            if os.path.islink(path) and not os.path.exists(path) and not self.in_use(number):
                keep_aside(path)

    def _adopt_legacy(self) -> None:
        legacy = self.folder / LEGACY
        if not os.path.lexists(legacy):
            return
        number = self.free()
        if number is None:
            return
        try:
            os.rename(legacy, self.path(number))
        except OSError:
            pass


def _reason(error: BaseException) -> str:
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return str(error)[:200]
