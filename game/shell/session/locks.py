"""One game, one window: a save (a slot, the guided game's file) is locked while a game runs in
it, so that two windows of the game on one data folder never write the same file.

The lock is the system's lock on a file beside the save (``slot-1.jsonl.lock``): ``flock`` on
POSIX, ``msvcrt.locking`` on Windows. The system lets go of it when the process ends, however it
ends, so a lock file a dead process left behind is free and taken over. The file holds the
owner's process id, for people who look.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

if sys.platform == "win32":  # pragma: no cover - Windows
    import msvcrt
else:
    import fcntl


def lock_path(path: Path) -> Path:
    return Path(path).with_name(Path(path).name + ".lock")


class SaveLock:
    """The lock of one save for this process. ``acquire`` says whether this window may write
    the save: True when it holds the lock, or when no lock file can be made there (a read-only
    folder: no window can write a save there either); False when another window holds it."""

    def __init__(self, path: Path) -> None:
        self.save = Path(path)
        self.path = lock_path(path)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        if self._fd is not None:
            return True
        for _ in range(10):
            try:
                flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
                fd = os.open(self.path, flags, 0o644)
            except OSError:
                return not _busy_elsewhere(self.path)
            if not _try_lock(fd):
                os.close(fd)
                return False
            if _same_file(fd, self.path):
                break
            # the holder let go and removed the file between our open and our lock: the
            # lock we got is on a file nobody else will open again; take the new one
            _unlock(fd)
            os.close(fd)
        else:
            return False
        try:
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        except OSError:
            pass  # the id is only for people: the lock holds without it
        self._fd = fd
        return True

    def release(self) -> None:
        """Let go of the lock (the lock file goes too when nobody else has taken it since)."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        try:
            os.unlink(self.path)  # still ours: no other window could lock it meanwhile
        except OSError:
            pass
        _unlock(fd)
        os.close(fd)


@contextmanager
def held_briefly(path: Path, seconds: float = 2.0) -> Iterator[bool]:
    """The lock beside ``path`` for the time of a read-change-write (two windows changing one
    small shared file, the records, take turns): waits up to ``seconds`` for another window
    to let go. Yields whether it is held; False (no lock file can be made there, or the other
    window held it too long) lets the change go on unlocked, as before there were locks."""
    lock = lock_path(path)
    fd = None
    try:
        fd = os.open(lock, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o644)
    except OSError:
        pass
    held = False
    if fd is not None:
        deadline = time.monotonic() + seconds
        while not (held := _try_lock(fd)) and time.monotonic() < deadline:
            time.sleep(0.01)
    try:
        yield held
    finally:
        if fd is not None:
            if held:
                _unlock(fd)
            os.close(fd)


def _same_file(fd: int, path: Path) -> bool:
    try:
        here, there = os.fstat(fd), os.stat(path, follow_symlinks=False)
    except OSError:
        return False
    return (here.st_dev, here.st_ino) == (there.st_dev, there.st_ino)


def in_use_elsewhere(path: Path) -> bool:
    """Whether another window holds the lock of the save at ``path`` now."""
    return _busy_elsewhere(lock_path(path))


def _busy_elsewhere(lock: Path) -> bool:
    try:
        fd = os.open(lock, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return False  # no lock file (or none that can be opened): nobody holds it
    try:
        if _try_lock(fd, shared=True):
            _unlock(fd)
            return False
        return True
    finally:
        os.close(fd)


def _try_lock(fd: int, shared: bool = False) -> bool:
    try:
        if sys.platform == "win32":  # pragma: no cover - Windows
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        else:
            fcntl.flock(fd, (fcntl.LOCK_SH if shared else fcntl.LOCK_EX) | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _unlock(fd: int) -> None:
    try:
        if sys.platform == "win32":  # pragma: no cover - Windows
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        else:
            fcntl.flock(fd, fcntl.LOCK_UN)
    except OSError:
        pass
