"""Which characters the bundled fonts draw (assets/fonts), read from their ``cmap`` tables with
the standard library: what a name may keep, so that it never shows as empty boxes.

    >>> drawable("Zoé Жanna") and not drawable("\\u3164") and not drawable("\\u2800")
    True
"""

from __future__ import annotations

import struct
import unicodedata
from functools import lru_cache
from pathlib import Path

FONTS = Path(__file__).resolve().parents[2] / "assets" / "fonts"
NAME_FACES = ("Andika-Regular.ttf", "Andika-Bold.ttf")  # the faces names are drawn in


def drawable(text: str) -> bool:
    """Whether every character of ``text`` has a glyph in each face names are drawn in
    (spaces always do; True for any text when the fonts cannot be read)."""
    cover = covered()
    return cover is None or all(c == " " or _drawn(c, cover) for c in text)


def _drawn(char: str, cover: frozenset[int]) -> bool:
    """A character the faces map, or whose canonical parts they all map (the shaper draws
    ``ἀ`` as ``α`` and its breathing mark)."""
    return ord(char) in cover or all(
        ord(part) in cover for part in unicodedata.normalize("NFD", char)
    )


@lru_cache(maxsize=1)
def covered() -> frozenset[int] | None:
    """The code points every name face draws (None: a font file cannot be read)."""
    found: frozenset[int] | None = None
    for name in NAME_FACES:
        try:
            points = code_points((FONTS / name).read_bytes())
        except (OSError, ValueError, struct.error):
            return None
        found = points if found is None else found & points
    return found


def code_points(data: bytes) -> frozenset[int]:
    """The code points a TrueType/OpenType font maps to a glyph (its cmap's format 12 or 4
    subtable for Unicode)."""
    (tables,) = struct.unpack_from(">H", data, 4)
    offsets = {}
    for i in range(tables):
        tag, _, offset, _ = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        offsets[tag] = offset
    if b"cmap" not in offsets:
        raise ValueError("the font has no cmap table")
    cmap = offsets[b"cmap"]
    (count,) = struct.unpack_from(">H", data, cmap + 2)
    best: tuple[int, int] | None = None
    for i in range(count):
        platform, _, sub = struct.unpack_from(">HHI", data, cmap + 4 + 8 * i)
        (fmt,) = struct.unpack_from(">H", data, cmap + sub)
        if platform in (0, 3) and fmt in (4, 12) and (best is None or fmt == 12):
            best = (fmt, cmap + sub)
    if best is None:
        raise ValueError("the font maps no Unicode")
    fmt, table = best
    return frozenset(_format12(data, table) if fmt == 12 else _format4(data, table))


def _format12(data: bytes, table: int) -> set[int]:
    (groups,) = struct.unpack_from(">I", data, table + 12)
    points: set[int] = set()
    for g in range(groups):
        start, end, _ = struct.unpack_from(">III", data, table + 16 + 12 * g)
        points.update(range(start, end + 1))
    return points


def _format4(data: bytes, table: int) -> set[int]:
    (double,) = struct.unpack_from(">H", data, table + 6)
    segments = double // 2
    ends = struct.unpack_from(f">{segments}H", data, table + 14)
    starts = struct.unpack_from(f">{segments}H", data, table + 16 + double)
    deltas = struct.unpack_from(f">{segments}h", data, table + 16 + 2 * double)
    ranges_at = table + 16 + 3 * double
    ranges = struct.unpack_from(f">{segments}H", data, ranges_at)
    points: set[int] = set()
    for i in range(segments):
        for code in range(starts[i], ends[i] + 1):
            if code == 0xFFFF:
                continue
            if ranges[i] == 0:
                glyph = (code + deltas[i]) & 0xFFFF
            else:
                at = ranges_at + 2 * i + ranges[i] + 2 * (code - starts[i])
                (glyph,) = struct.unpack_from(">H", data, at)
                glyph = (glyph + deltas[i]) & 0xFFFF if glyph else 0
            if glyph:
                points.add(code)
    return points
