"""Why a file could not be read or written, in the player's language: the kinds of
``safeio.ReadError`` and the usual ``OSError`` numbers become catalog sentences; anything else
is shown as the system said it, kept short."""

from __future__ import annotations

import errno
from collections.abc import Callable
from typing import Any

from game.shell.safeio import ReadError
from game.shell.session.files import UnsafeTargetError

Translate = Callable[..., str]
MAX_DETAIL = 120

_ERRNO = {
    errno.ENOSPC: "disk_full",
    errno.EDQUOT: "disk_full",
    errno.EROFS: "read_only",
    errno.EACCES: "no_permission",
    errno.EPERM: "no_permission",
    errno.EFBIG: "file_too_large",
    errno.ENOENT: "missing",
    errno.EISDIR: "folder",
    errno.ENOTDIR: "missing",
    errno.ELOOP: "link_loop",
}


def reason_text(t: Translate, error: BaseException | str) -> str:
    """A short reason for ``error`` (an exception or an already written reason)."""
    if isinstance(error, str):
        return error[:MAX_DETAIL]
    if isinstance(error, ReadError):
        key = f"problem.{error.kind}"
        return t(key) if t(key) != key else _detail(error)
    if isinstance(error, UnsafeTargetError):
        return t("problem.not_regular")
    if isinstance(error, OSError) and error.errno in _ERRNO:
        return t(f"problem.{_ERRNO[error.errno]}")
    if isinstance(error, OSError) and error.strerror:
        return error.strerror[:MAX_DETAIL]
    return _detail(error)


def _detail(error: BaseException) -> str:
    text = str(error).splitlines()[0] if str(error) else type(error).__name__
    return text[:MAX_DETAIL]


def notice_text(t: Translate, key: str, values: dict[str, Any]) -> str:
    """A notice (a catalog key and its values) as a sentence: exceptions become reasons,
    lists of setting names become their translated labels."""
    words: dict[str, Any] = {}
    for name, value in values.items():
        if isinstance(value, BaseException):
            words[name] = reason_text(t, value)
        elif name == "fields":
            words[name] = ", ".join(t(f"setting_name.{field}") for field in value)
        else:
            words[name] = value
    return t(key, **words)
