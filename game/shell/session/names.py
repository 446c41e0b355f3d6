"""What a player's name may hold: the one rule used where a name is typed, when a setup or a
save is read, and by the save's own check, so that any name the game keeps it can load.

A name is what a player can see and say: no control characters (NUL, escapes, line breaks),
no invisible ones (zero-width space U+200B, byte-order mark U+FEFF, soft hyphen U+00AD and the
other format characters), no surrogates, private-use or unassigned code points. Other spaces
(no-break, ideographic, tabs) count as one plain space; spaces at either end go. The text is in
NFC, and at most ``MAX_NAME`` characters.

Characters that look blank (the Hangul fillers U+3164, U+115F, U+1160, U+FFA0, the Braille
blank U+2800, variation selectors and other marks with nothing to show alone) and characters the
bundled fonts cannot draw (game/shell/fontcover.py: they would show as empty boxes) are left
out as the invisible ones are; a name with no letter, digit or sign left is empty, and the
caller names it after its seat.
"""

from __future__ import annotations

import unicodedata

from game.shell.fontcover import drawable

MAX_NAME = 16  # what the setup screen's field takes
HIDDEN = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})  # Unicode general categories
# characters of visible categories that draw nothing: fillers, blanks, lone selectors
BLANK = frozenset("\u115f\u1160\u3164\uffa0\u2800\u034f\u17b4\u17b5\u180e\u2060\u3000") | frozenset(
    map(chr, [*range(0xFE00, 0xFE10), *range(0xE0100, 0xE01F0)])
)
SHOWN = frozenset("LNPS")  # the categories (first letter) of characters that show something


def _hidden(char: str) -> bool:
    """Whether a (non-space) character is never kept: control, invisible, blank-looking, or
    one the bundled fonts cannot draw."""
    return unicodedata.category(char) in HIDDEN or char in BLANK or not drawable(char)


def _visible(text: str) -> str:
    """``text`` without its hidden characters; whitespace of any kind becomes a space."""
    out = []
    for char in unicodedata.normalize("NFC", text):
        if char.isspace():
            out.append(" ")
        elif not _hidden(char):
            out.append(char)
    return "".join(out)


def has_hidden(text: str) -> bool:
    """Whether ``text`` holds characters a name never keeps (control or invisible ones)."""
    return any(not c.isspace() and _hidden(c) for c in text)


def without_hidden(text: str) -> str:
    """``text`` as typed minus the characters a name never keeps (its spaces as they are, so
    that typing goes on: the field shows this)."""
    return "".join(c for c in text if c.isspace() or not _hidden(c))


def clean_name(text: str) -> str:
    """The name as the game keeps it (possibly empty: the caller gives a default)."""
    name = " ".join(_visible(text).split())[:MAX_NAME].rstrip()
    if not any(unicodedata.category(c)[0] in SHOWN for c in name):
        return ""  # marks alone show nothing
    return name


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
