"""A surface cache bounded by memory: least recently used surfaces go first."""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, NamedTuple, ParamSpec

import pygame

P = ParamSpec("P")


class SurfaceCache:
    """Maps a key (the drawing's parameters) to its surface; evicts the least recently used
    entries when the total pixel memory passes ``max_bytes``."""

    def __init__(self, max_bytes: int = 384 * 1024 * 1024) -> None:
        self.max_bytes = max_bytes
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._sizes: dict[Hashable, int] = {}
        self.bytes = 0
        self.hits = 0
        self.misses = 0

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surface = self._items.get(key)
        if surface is not None:
            self._items.move_to_end(key)
            self.hits += 1
            return surface
        self.misses += 1
        surface = make()
        size = surface.get_width() * surface.get_height() * 4
        self._items[key] = surface
        self._sizes[key] = size
        self.bytes += size
        while self.bytes > self.max_bytes and len(self._items) > 1:
            old, _ = self._items.popitem(last=False)
            self.bytes -= self._sizes.pop(old)
        return surface

    def peek(self, key: Hashable) -> pygame.Surface | None:
        """The surface kept for ``key`` (None: none), without counting a use."""
        return self._items.get(key)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)

    def clear(self) -> None:
        self._items.clear()
        self._sizes.clear()
        self.bytes = 0


class CacheInfo(NamedTuple):
    hits: int
    misses: int
    currsize: int
    nbytes: int


class BoundedSurfaces(Generic[P]):
    """A function that makes surfaces, with its surfaces kept as ``functools.lru_cache``
    keeps results, bounded by their memory: ``cache_clear`` and ``cache_info`` as lru_cache
    has them, and ``cache_bound(bytes)`` sets a new bound (kept from the next picture on)."""

    def __init__(self, make: Callable[P, pygame.Surface], max_bytes: int) -> None:
        self._make = make
        self._cache = SurfaceCache(max_bytes)
        functools.update_wrapper(self, make)

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> pygame.Surface:
        key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
        return self._cache.get(key, lambda: self._make(*args, **kwargs))

    def cache_clear(self) -> None:
        self._cache.clear()

    def cache_bound(self, max_bytes: int) -> None:
        self._cache.max_bytes = max_bytes

    def cache_info(self) -> CacheInfo:
        cache = self._cache
        return CacheInfo(cache.hits, cache.misses, len(cache), cache.bytes)


def bounded_surfaces(
    max_bytes: int,
) -> Callable[[Callable[P, pygame.Surface]], BoundedSurfaces[P]]:
    """Like ``functools.lru_cache`` for a function that makes surfaces, bounded by their
    memory rather than by their count (a line of text at twice the text size weighs four
    times as much): see ``BoundedSurfaces``."""

    def wrap(make: Callable[P, pygame.Surface]) -> BoundedSurfaces[P]:
        return BoundedSurfaces(make, max_bytes)

    return wrap
