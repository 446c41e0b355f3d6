"""Durable, safe file writes for saves, settings and logs, and keeping broken files aside."""

from __future__ import annotations

import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

STALE_TMP_SECONDS = 60.0  # a temporary file older than this was left by a crash: remove it


class UnsafeTargetError(OSError):
    """The path names something that must not be replaced by a file (a device, a folder, a
    pipe): writing there would destroy it or hang."""


def check_target(path: Path) -> None:
    """Raise ``UnsafeTargetError`` unless ``path`` is missing or a regular file (a symlink to a
    regular file is fine: the link is replaced, the file it points to is never written)."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return
    except OSError as error:
        if not os.path.lexists(path):
            return
        raise UnsafeTargetError(error.errno, f"{path}: {error.strerror}") from None
    if not stat.S_ISREG(mode):
        kind = "a folder" if stat.S_ISDIR(mode) else "not a regular file"
        raise UnsafeTargetError(f"{path} is {kind}")


def _tmp_prefix(path: Path) -> str:
    return f".{path.name}."


def remove_stray_tmp(path: Path, older_than: float = STALE_TMP_SECONDS) -> None:
    """Remove temporary files an interrupted write of ``path`` left behind (ours are named
    ``.NAME.*.tmp``; older versions wrote ``NAME.tmp``). Recent ones may belong to a write
    still under way in another process and are left alone."""
    folder = path.parent
    try:
        names = os.listdir(folder)
    except OSError:
        return
    now = time.time()
    for name in names:
        ours = name.startswith(_tmp_prefix(path)) and name.endswith(".tmp")
        if not (ours or name == path.name + ".tmp"):
            continue
        stray = folder / name
        try:
            info = os.lstat(stray)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime >= older_than:
                os.unlink(stray)
        except OSError:
            pass


def write_atomic(
    path: Path, text: str | bytes, make_folder: bool = True, durable: bool = True
) -> None:
    """Write a file so that it is either the old or the new version, even after a crash or a
    kill: a temporary file of a unique name opened exclusively (O_EXCL, never following a
    planted link) in the target's folder, flush, fsync, rename. Refuses to replace anything
    but a regular file. ``durable`` False skips the fsyncs (a cache: losing it costs a redraw).
    Raises ``OSError`` (disk full, read-only folder, file too large, ...)."""
    path = Path(path)
    if make_folder:
        path.parent.mkdir(parents=True, exist_ok=True)
    check_target(path)
    data = text.encode("utf-8") if isinstance(text, str) else text
    fd, tmp = tempfile.mkstemp(prefix=_tmp_prefix(path), suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    remove_stray_tmp(path)
    if durable:
        _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def aside_name(path: Path, label: str = "broken") -> Path:
    """A name beside ``path`` that no other file has: the wall clock to the millisecond plus a
    counter, e.g. ``autosave.broken-20261202-143005-123-0.jsonl``."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime())
    millis = int(time.time() * 1000) % 1000
    stem, suffix = path.stem, path.suffix
    counter = 0
    while True:
        candidate = path.with_name(f"{stem}.{label}-{stamp}-{millis:03d}-{counter}{suffix}")
        if not os.path.lexists(candidate):
            return candidate
        counter += 1


def keep_aside(path: Path, label: str = "broken") -> Path | None:
    """Move a broken file out of the way under a unique name; None when it cannot be moved
    (read-only folder, ...): the caller says so truthfully."""
    path = Path(path)
    for _ in range(100):
        target = aside_name(path, label)
        try:
            # a hard link never replaces an existing file: two broken files cannot collide
            os.link(path, target)
        except FileExistsError:
            continue
        except OSError:
            break
        try:
            os.unlink(path)
        except OSError:
            try:
                os.unlink(target)
            except OSError:
                pass
            return None
        return target
    try:  # file systems without hard links: rename to a name that was free just now
        target = aside_name(path, label)
        os.rename(path, target)
        return target
    except OSError:
        return None


def set_aside(path: Path, error: BaseException, topic: str) -> tuple[str, dict[str, Any]]:
    """Keep a file that cannot be read aside and word it for the player: the notice (a catalog
    key and its values) ``TOPIC_aside`` with the new name, or ``TOPIC_not_moved`` with the
    path when it could not be moved (it then stays where it is)."""
    aside = keep_aside(path)
    if aside is None:
        return f"{topic}_not_moved", {"reason": error, "path": str(path)}
    return f"{topic}_aside", {"reason": error, "name": aside.name}
