"""What a player's name may hold: the one rule used where a name is typed, when a setup or a
save is read, and by the save's own check, so that any name the game keeps it can load.

A name is what a player can see and say: no control characters (NUL, escapes, line breaks),
no invisible ones (zero-width space U+200B, byte-order mark U+FEFF, soft hyphen U+00AD and the
other format characters), no surrogates, private-use or unassigned code points. Other spaces
(no-break, ideographic, tabs) count as one plain space; spaces at either end go. The text is in
NFC, and at most ``MAX_NAME`` characters.
"""

from __future__ import annotations

import unicodedata

MAX_NAME = 16  # what the setup screen's field takes
HIDDEN = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})  # Unicode general categories


def _visible(text: str) -> str:
    """``text`` without its hidden characters; whitespace of any kind becomes a space."""
    out = []
    for char in unicodedata.normalize("NFC", text):
        if char.isspace():
            out.append(" ")
        elif unicodedata.category(char) not in HIDDEN:
            out.append(char)
    return "".join(out)


def has_hidden(text: str) -> bool:
    """Whether ``text`` holds characters a name never keeps (control or invisible ones)."""
    return any(not c.isspace() and unicodedata.category(c) in HIDDEN for c in text)


def without_hidden(text: str) -> str:
    """``text`` as typed minus the characters a name never keeps (its spaces as they are, so
    that typing goes on: the field shows this)."""
    return "".join(c for c in text if c.isspace() or unicodedata.category(c) not in HIDDEN)


def clean_name(text: str) -> str:
    """The name as the game keeps it (possibly empty: the caller gives a default)."""
    return " ".join(_visible(text).split())[:MAX_NAME].rstrip()


def default_name(seat: int) -> str:
    """The name of a seat that has none (a log without seats, a name with nothing visible)."""
    return f"Player {seat + 1}"


def name_problem(text: str) -> str | None:
    """Why ``text`` is not a name as the game keeps it, None when it is one."""
    if has_hidden(text):
        return "a name holds no control or invisible characters"
    if not clean_name(text):
        return "a name needs a visible character"
    if clean_name(text) != text:
        return f"a name is at most {MAX_NAME} characters, with single spaces inside"
    return None
