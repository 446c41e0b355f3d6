"""Memory given back to the system (glibc only; elsewhere these do nothing).

The window's pictures are large blocks made and dropped in bursts (a new screen, a new text
size). By default glibc raises its threshold for serving large blocks from their own
mappings each time one is freed, so that later pictures come from the heap and their memory
stays with the process after they go. A fixed threshold hands every large block back when it
is freed; a trim at the quiet moments (a game over, the settings changed) returns the rest of
the free heap."""

from __future__ import annotations

import ctypes
import sys
from functools import cache

M_MMAP_THRESHOLD = -3
LARGE = 256 * 1024  # bytes: blocks this big or bigger are mapped on their own


@cache
def _libc():
    if not sys.platform.startswith("linux"):
        return None
    try:
        # the process's own symbols include the C library's: no ``ctypes.util.find_library``,
        # which runs ``ldconfig`` in a subprocess (tens of milliseconds at every start)
        libc = ctypes.CDLL(None)
        libc.mallopt, libc.malloc_trim  # noqa: B018 - glibc has both; musl lacks mallopt
    except (OSError, AttributeError):
        return None
    return libc


def hand_back_large_blocks() -> bool:
    """Serve large blocks from their own mappings from now on; True when it applied."""
    libc = _libc()
    return bool(libc is not None and libc.mallopt(M_MMAP_THRESHOLD, LARGE))


def trim() -> bool:
    """Return the free heap to the system; True when some memory was returned."""
    libc = _libc()
    return bool(libc is not None and libc.malloc_trim(0))
