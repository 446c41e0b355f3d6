"""pygame-gui's drawn button shapes, kept on disk between starts.

pygame-gui draws each rounded button shape (one per size, colours and corner) at four times
its size and scales it down: about 14 ms per shape at 1920x1080, three of them before the
title's first frame (the plain and the accent button, a greyed one) and more in the frames
after. Its shape cache is keyed by everything the pixels depend on (shape, size, shadow,
borders, colours, corners), so the pictures of one start serve the next: this module writes
the cache's shapes to one file when the game rests and puts them back in the cache when the
next start builds its first menu, much as Python keeps its compiled bytecode. The text
measures of game/shell/ui/text.py (fitted sizes and widths) ride along: a returning player's
title measures nothing (issue 43).

The file is only a saving. One from another version of pygame or pygame-gui has another name;
one of another format of ours is replaced at the next rest. One that cannot be read or is
damaged (a pipe, a device, a folder in its place, a bad header) raises ``ReadError``: the
window keeps it aside with a message and draws the shapes again. It is read through the safe
reader (game/shell/safeio.py) and written through a unique temporary file opened exclusively
(game/shell/session/files.py); one that cannot be written is not written. Nothing a player sees
depends on it.
"""

from __future__ import annotations

import json
import os
import struct
import zlib
from pathlib import Path
from typing import Final

import pygame

from game.shell import safeio
from game.shell.safeio import ReadError
from game.shell.session.files import write_atomic
from game.shell.ui import text

FAMILY = b"IOCSHAPE"  # every format of ours starts so; the digit after it is the format
MAGIC = FAMILY + b"3"  # 3: the header is an object, with the text measures (issue 43)
# pygame-gui's shapes are 32-bit surfaces with alpha, ARGB8888 (B, G, R, A in memory): read
# back in the same layout, they blit as fast as the ones it draws
PIXELS: Final = "BGRA"
MAX_SHAPES = 48  # the title, the settings and the table's buttons come to about 30
MAX_BYTES = 16 << 20  # a damaged header never makes us read more than this


def store_path(folder: Path) -> Path:
    """One file per pygame version and pygame-gui install: their drawing may change between
    them (pygame-gui names no version at run time; its shape module's file stands for it)."""
    from pygame_gui.core.drawable_shapes import rounded_rect_drawable_shape as drawn

    try:
        found = os.stat(drawn.__file__)
        stamp = zlib.crc32(f"{found.st_size}:{found.st_mtime_ns}".encode())
    except OSError:
        stamp = 0
    return folder / f"gui-shapes-{pygame.version.ver}-{stamp:08x}.bin"


def _cache(manager):
    return manager.get_theme().shape_cache


def cached_ids(manager) -> set[str]:
    cache = _cache(manager)
    return set(cache.cache_short_term_lookup) | set(cache.cache_long_term_lookup)


def load(manager, folder: Path) -> int:
    """Put the stored shapes in ``manager``'s shape cache; the number put (0: no file, or one
    of another format of ours). ``ReadError`` when the file cannot be read or is damaged."""
    path = store_path(folder)
    try:
        data = safeio.read_bytes(path, MAX_BYTES)
    except FileNotFoundError:
        return 0
    if data.startswith(FAMILY) and not data.startswith(MAGIC):
        return 0  # an older format of ours: the next store replaces it
    try:
        shapes, measures = _decode(data)
    except ReadError:
        raise
    except (ValueError, KeyError, TypeError, IndexError, struct.error, zlib.error) as error:
        raise ReadError(f"{path}: a damaged shape store ({error})"[:200], "not_json") from None
    cache = _cache(manager)
    for key, image in shapes:
        if cache.find_surface_in_cache(key) is None:
            cache.add_surface_to_cache(image, key)
    text.remember_measures(measures.get("sizes"), measures.get("fonts"))
    return len(shapes)


def save(manager, folder: Path) -> bool:
    """Write the cache's shapes (at most ``MAX_SHAPES``) to the store; False when it could not
    be written (a read-only or full disk: the next start draws them again)."""
    cache = _cache(manager)
    found: dict[str, pygame.Surface] = {}
    for key, item in cache.cache_long_term_lookup.items():
        found[key] = item["surface"]
    for key, item in cache.cache_short_term_lookup.items():
        found.setdefault(key, item["surface"])
    shapes = sorted(found.items())[:MAX_SHAPES]
    measures = {"fonts": text.fonts_stamp(), "sizes": text.measures()}
    try:
        write_atomic(store_path(folder), _encode(shapes, measures), durable=False)
    except OSError:
        return False
    return True


def _encode(shapes: list[tuple[str, pygame.Surface]], measures: dict) -> bytes:
    header, blobs = [], []
    for key, image in shapes:
        raw = zlib.compress(pygame.image.tobytes(image, PIXELS), 1)
        header.append({"id": key, "size": list(image.get_size()), "bytes": len(raw)})
        blobs.append(raw)
    head = json.dumps({"shapes": header, "measures": measures}).encode()
    return MAGIC + struct.pack("<I", len(head)) + head + b"".join(blobs)


def _decode(data: bytes) -> tuple[list[tuple[str, pygame.Surface]], dict]:
    if len(data) > MAX_BYTES or not data.startswith(MAGIC):
        raise ValueError("not a shape store")
    at = len(MAGIC)
    (length,) = struct.unpack_from("<I", data, at)
    at += 4
    head = safeio.loads(safeio.decode(data[at : at + length], "the header"), limit=4)
    at += length
    header = head.get("shapes") if isinstance(head, dict) else None
    measures = head.get("measures") if isinstance(head, dict) else None
    if not isinstance(header, list) or not isinstance(measures, dict):
        raise ValueError("no shape list")
    shapes = []
    for entry in header:
        key, (w, h), size = str(entry["id"]), entry["size"], int(entry["bytes"])
        w, h = int(w), int(h)
        if not (0 < w <= 4096 and 0 < h <= 4096) or not 0 <= size <= len(data) - at:
            raise ValueError("a shape outside the file")
        # never more than the shape's pixels, whatever the compressed bytes say
        raw = zlib.decompressobj().decompress(data[at : at + size], w * h * 4 + 1)
        at += size
        if len(raw) != w * h * 4:
            raise ValueError("a shape of the wrong size")
        shapes.append((key, pygame.image.frombytes(raw, (w, h), PIXELS)))
    return shapes, measures
