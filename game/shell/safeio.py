"""Reading files a user may edit or break: size caps, no devices or pipes, a UTF-8 BOM allowed,
JSON with bounded nesting and numbers, and the path of a bad field in a validation error.

Every failure is a ``ReadError`` (a ``ValueError``) whose message is one line a player or a
command-line user can act on.
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
from collections.abc import Iterable
from pathlib import Path
from typing import Any

MAX_DEPTH = 32  # no file of the game nests deeper than 8
MAX_DIGITS = 30  # a seed has 10 digits; no number of the game is longer
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


class ReadError(ValueError):
    """A file that cannot be read or is not the expected JSON; the message is one line and
    ``kind`` says which problem it is (for a translated message): folder, not_regular,
    too_large, unreadable (not allowed), link_loop, read_failed (another system error),
    not_utf8, not_json, too_deep, number (far too large), not_a_number (NaN), invalid."""

    def __init__(self, message: str, kind: str = "invalid") -> None:
        super().__init__(message)
        self.kind = kind


class HugeNumber:
    """A number too long to be a value of the game, kept as a marker so that a validator
    refuses that one field (``loads(..., huge=True)``) instead of the whole file."""

    def __init__(self, digits: int) -> None:
        self.digits = digits

    def __repr__(self) -> str:
        return f"<a number of {self.digits} digits>"


def read_text(path: Path, limit: int) -> str:
    """The text of a regular file of at most ``limit`` bytes, decoded as UTF-8 (a BOM is
    dropped). Never blocks on a pipe, never reads a device."""
    return decode(read_bytes(path, limit), str(path))


def read_bytes(path: Path, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes. Never blocks on a pipe, never
    reads a device; ``FileNotFoundError`` when there is no file, else ``ReadError``."""
    path = Path(path)
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise
    except OSError as error:
        raise _unreadable(path, error) from None
    if stat.S_ISDIR(info.st_mode):
        raise ReadError(f"{path}: is a folder, not a file", "folder")
    if not stat.S_ISREG(info.st_mode):
        raise ReadError(f"{path}: is not a regular file", "not_regular")
    if info.st_size > limit:
        raise ReadError(
            f"{path}: the file is too large ({info.st_size} bytes, at most {limit})", "too_large"
        )
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise
    except OSError as error:
        raise _unreadable(path, error) from None
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):  # swapped since the stat
            raise ReadError(f"{path}: is not a regular file", "not_regular")
        try:
            data = handle.read(limit + 1)
        except OSError as error:
            raise _unreadable(path, error) from None
    if len(data) > limit:
        raise ReadError(f"{path}: the file is too large (more than {limit} bytes)", "too_large")
    return data


def decode(data: bytes, where: str) -> str:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise ReadError(
            f"{where}: not UTF-8 text (byte {error.start}: {data[error.start]:#04x})", "not_utf8"
        ) from None
    return text.removeprefix("\ufeff")


def _int_parser(huge: bool):
    def parse(text: str) -> int | HugeNumber:
        digits = len(text.lstrip("-"))
        if digits > MAX_DIGITS:
            if huge:
                return HugeNumber(digits)
            raise ReadError(f"a number of {digits} digits (at most {MAX_DIGITS})", "number")
        return int(text)

    return parse


def _float_parser(huge: bool):
    def parse(text: str) -> float | HugeNumber:
        value = float(text) if len(text) <= MAX_DIGITS + 10 else float("inf")
        if value in (float("inf"), float("-inf")):
            if huge:
                return HugeNumber(len(text))
            raise ReadError(f"the number {text[:20]} is too large", "number")
        return value

    return parse


def _parse_constant(name: str) -> Any:
    # NaN is no number at all (never "far too large"); an infinity is
    kind = "not_a_number" if name == "NaN" else "number"
    raise ReadError(f"{name} is not a number JSON allows", kind)


def _unreadable(path: Path, error: OSError) -> ReadError:
    """Why a file cannot be opened, as it is: a link that loops is not a permission."""
    if error.errno == errno.ELOOP:
        return ReadError(f"{path}: a symbolic link that loops", "link_loop")
    if error.errno in (errno.EACCES, errno.EPERM):
        return ReadError(f"{path}: cannot read the file: {error.strerror}", "unreadable")
    return ReadError(f"{path}: cannot read the file: {error.strerror}", "read_failed")


def check_depth(text: str, limit: int = MAX_DEPTH) -> None:
    """Raise ``ReadError`` when arrays and objects nest deeper than ``limit`` (the decoder and
    every validator after it recurse)."""
    depth = 0
    for bracket in _BRACKET.findall(_STRING.sub("", text)):
        if bracket in "[{":
            depth += 1
            if depth > limit:
                raise ReadError(f"the JSON nests deeper than {limit} levels", "too_deep")
        else:
            depth -= 1


def loads(text: str, where: str = "", limit: int = MAX_DEPTH, huge: bool = False) -> Any:
    """JSON with bounded nesting and numbers (no NaN, no infinity, no 5,000-digit integer);
    a leading BOM is allowed. Raises ``ReadError`` naming the line and column. With ``huge``,
    a number too long becomes a ``HugeNumber`` that validation refuses field by field."""
    prefix = f"{where}: " if where else ""
    text = text.removeprefix("\ufeff")
    try:
        check_depth(text, limit)
        return json.loads(
            text,
            parse_int=_int_parser(huge),
            parse_float=_float_parser(huge),
            parse_constant=_parse_constant,
        )
    except json.JSONDecodeError as error:
        raise ReadError(
            f"{prefix}not valid JSON (line {error.lineno}, column {error.colno}): {error.msg}",
            "not_json",
        ) from None
    except ReadError as error:
        raise ReadError(f"{prefix}not usable JSON: {error}", error.kind) from None
    except (ValueError, RecursionError) as error:
        raise ReadError(f"{prefix}not usable JSON: {error}", "not_json") from None


def load_file(path: Path, limit: int) -> Any:
    """``read_text`` then ``loads``, every message naming the file."""
    return loads(read_text(path, limit), str(path))


def field_path(loc: Iterable[Any]) -> str:
    """A pydantic error location as a readable path: ``players[1].tiles[0].cells``."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out or "(the whole file)"


def first_error(error: Any, limit: int = 80) -> str:
    """The first problem of a pydantic ``ValidationError`` as ``path: message`` (the input
    quoted short: a 1 MB name never reaches a message)."""
    problem = error.errors(include_url=False, include_input=False)[0]
    message = str(problem.get("msg", "invalid"))[:limit]
    return f"{field_path(problem.get('loc', ()))}: {message}"
