"""The box's original art, drawn by code: the title's island, sea and cats, backgrounds, cat
faces, the colours' symbols and small badges. A game adds its own pictures (The Isle's tiles,
boats and cards) as an extension of the same store (``Art.extension``), which shares its cache,
palette and symbols.

``Art`` draws each picture at the exact pixel size a scene asks for (so it stays crisp from
1280x720 to 4K) and caches it by its parameters: asking again costs a dictionary lookup.
Nothing here loads an image file. See assets/STYLE.md for the visual rules.

    art = Art(palette, symbols)                   # symbols: {"blue": "drop", ...} or None
    art.cat_face("blue", 48)                      # a cat's head with its colour's markings
    art.symbol("red", 32)                         # the colour's symbol on its disc
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from functools import partial
from typing import TypeVar, cast

import pygame

from game.shell.ui.art import badges
from game.shell.ui.art.cache import SurfaceCache
from game.shell.ui.art.canvas import Canvas
from game.shell.ui.art.style import ink, line_width
from game.shell.ui.art.symbols import SYMBOL_NAMES
from game.shell.ui.palette import STANDARD, Palette

T = TypeVar("T")

__all__ = ["Art", "SurfaceCache", "SYMBOL_NAMES", "default_symbols"]


class Art:
    """Every picture of the game, drawn on demand at the requested size and cached."""

    def __init__(
        self,
        palette: Palette = STANDARD,
        symbols: dict[str, str] | None = None,
        cache_bytes: int = 384 * 1024 * 1024,
        legend: dict[str, str] | None = None,
        symbol_scale: float = 1.0,
    ) -> None:
        self.palette = palette
        self.symbols = dict(symbols) if symbols else None
        self.symbol_scale = float(symbol_scale)  # the player's symbol size (Settings)
        # the table legends and colour dialogs use, even while the tiles show no symbols
        self.legend = dict(legend) if legend else (dict(self.symbols) if self.symbols else None)
        for table in (self.symbols, self.legend):
            unknown = set((table or {}).values()) - set(SYMBOL_NAMES)
            if unknown:
                raise ValueError(f"unknown symbols {sorted(unknown)}; use {SYMBOL_NAMES}")
        self.cache = SurfaceCache(cache_bytes)
        self._layers: dict[tuple[str, int, int], list[tuple[pygame.Surface, float]]] = {}
        self._ahead = threading.local()  # ``pending`` in the thread that draws ahead
        self._drawn_ahead: list[tuple[Hashable, pygame.Surface]] = []
        self._asked: list[Callable[[Art], object]] = []  # to draw ahead after this frame
        self._extensions: dict[Callable[[Art], object], object] = {}  # a game's pictures

    def with_options(
        self, palette: Palette | None = None, symbols: dict[str, str] | None | bool = True
    ) -> Art:
        """A new ``Art`` with another palette and/or symbol mapping (``symbols=True`` keeps the
        current mapping, ``None`` turns symbols off)."""
        return Art(
            palette or self.palette,
            self.symbols if symbols is True else symbols or None,
            self.cache.max_bytes,
            legend=self.legend if symbols is True else symbols or self.legend,
            symbol_scale=self.symbol_scale,
        )

    def draw_ahead(self, asks: Callable[[Art], object]) -> threading.Thread:
        """Draw in a background thread the pictures ``asks(art)`` asks for, so that the
        screen that shows them next finds them ready. The thread only draws; the drawing
        thread takes them into the cache (and converts them for the display) when it next
        asks for any picture."""

        def run() -> None:
            self._ahead.pending = []
            try:
                asks(self)
            except Exception:  # noqa: BLE001 - drawing ahead is a saving, never a failure
                pass
            self._drawn_ahead.extend(self._ahead.pending)

        thread = threading.Thread(target=run, daemon=True, name="art-ahead")
        thread.start()
        return thread

    def ask_ahead(self, asks: Callable[[Art], object]) -> None:
        """Draw ``asks`` ahead once the frame being drawn is done (``start_asked``): a thread
        started mid-frame shares the interpreter with the rest of that frame."""
        self._asked.append(asks)

    def start_asked(self) -> None:
        """The frame is drawn: draw what was asked ahead in the time before the next one."""
        if self._asked:
            asked = list(self._asked)
            self._asked.clear()  # the list itself is shared with the store's extensions
            self.draw_ahead(lambda art: [asks(art) for asks in asked])

    def take_ahead(self, count: int) -> bool:
        """Take up to ``count`` pictures drawn ahead into the cache (converted for the
        display), a few at each frame while the screen before waits: converting all at the
        next picture asked for cost the new game's first frame about 20 ms. True while more
        wait."""
        for _ in range(count):
            if not self._drawn_ahead:
                return False
            ready, drawn = self._drawn_ahead.pop()
            self.cache.get(ready, partial(self._shown, drawn))
        return bool(self._drawn_ahead)

    def extension(self, kind: Callable[[Art], T]) -> T:
        """A game's pictures on this store (``kind(store)``, made once): they share its cache,
        its pictures drawn ahead, its palette and symbols, and go with it when the settings
        change."""
        found = self._extensions.get(kind)
        if found is None:
            found = self._extensions[kind] = kind(self)
        return cast(T, found)  # made by ``kind``

    def share(self, other: Art) -> None:
        """Become a view of ``other``: the same cache, pictures drawn ahead, palette and
        symbols (a game's extension is made so)."""
        self.__dict__.update(other.__dict__)

    # --- internals ----------------------------------------------------------------------
    def _get(self, key: Hashable, make) -> pygame.Surface:
        pending = getattr(self._ahead, "pending", None)
        if pending is not None:  # drawing ahead: the cache belongs to the drawing thread
            surface = self.cache.peek(key)
            if surface is None:
                surface = make()
                pending.append((key, surface))
            return surface

        def build() -> pygame.Surface:
            return self._shown(make())

        while self._drawn_ahead:
            ready, drawn = self._drawn_ahead.pop()
            self.cache.get(ready, partial(self._shown, drawn))
        return self.cache.get(key, build)

    @staticmethod
    def _shown(surface: pygame.Surface) -> pygame.Surface:
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            return surface.convert_alpha()
        return surface

    def _symbol_of(self, color: str | None) -> str | None:
        if self.symbols is None or color is None:
            return None
        return self.symbols.get(color)

    @property
    def _ink(self):
        return ink(self.palette)

    def _icon(self, name: str, size: int, draw) -> pygame.Surface:
        size = max(4, int(size))

        def make() -> pygame.Surface:
            cv = Canvas(size, size, fringe=self._ink)
            draw(cv, (size / 2, size / 2), float(size), self._ink, line_width(size, self.palette))
            return cv.finish()

        return self._get((name, size), make)

    # --- the box's badges ---------------------------------------------------------------
    def symbol_px(self, size: float) -> int:
        """A legend's or a dialog's symbol size for ``size`` pixels at the normal symbol size:
        the player's symbol size grows or shrinks it (the caller lays it out so)."""
        return max(8, round(size * self.symbol_scale))

    def symbol(self, color: str, size: int) -> pygame.Surface:
        """The colour's Accessijeux symbol on a disc of the colour (drawn even when the tiles'
        symbols are off: colour dialogs and legends always show it)."""
        mapping = self.symbols or self.legend or default_symbols()
        name = mapping[color]
        fill = self.palette.cats[color]
        return self._icon(
            f"symbol_{color}_{name}",
            size,
            lambda cv, p, s, i, w: badges.draw_symbol_disc(cv, p, s, fill, name, i),
        )

    def paw(self, size: int) -> pygame.Surface:
        """A cat's paw print: a seat passed."""
        from game.shell.ui.art import marks  # drawn when asked (issue 43)

        return self._icon("paw", size, marks.draw_paw)

    def sunrise(self, size: int) -> pygame.Surface:
        """The sun rising over the sea: a new day."""
        from game.shell.ui.art import marks  # drawn when asked (issue 43)

        return self._icon("sunrise", size, marks.draw_sunrise)

    def star(self, size: int, earned: bool = True) -> pygame.Surface:
        """A challenge's star, gold when earned (the fonts have no star glyph)."""
        return self._icon(
            f"star_{earned}",
            size,
            lambda cv, p, s, i, w: badges.draw_star(cv, p, s, i, w, earned),
        )

    def lock(self, size: int) -> pygame.Surface:
        return self._icon("lock", size, badges.draw_lock)

    def cat_face(self, color: str | None, size: int) -> pygame.Surface:
        """A cat's head with its colour's ears and markings (None: the cream Oshax), with
        the colour's symbol in a corner when symbols are on."""
        from game.shell.ui.art import cats  # drawn when asked (issue 43)

        size = max(8, int(size))
        return self._get(
            ("face", color, size),
            lambda: cats.draw_cat_face(
                size, color, self.palette, self._symbol_of(color), self.symbol_scale
            ),
        )

    def island(self, width: int, height: int) -> pygame.Surface:
        """The island in the sea with its two fenced fields (see ``island_fields``)."""
        from game.shell.ui.art import scenery  # drawn when asked (issue 43)

        return self._get(
            ("island", int(width), int(height)),
            lambda: scenery.draw_island(int(width), int(height), self.palette),
        )

    @staticmethod
    def island_fields(width: int, height: int) -> tuple[pygame.Rect, pygame.Rect]:
        """(left field, right field) inside the fences of ``island(width, height)``."""
        from game.shell.ui.art import scenery  # drawn when asked (issue 43)

        return scenery.island_fields(int(width), int(height))

    def background(self, kind: str, width: int, height: int) -> pygame.Surface:
        """ "table" (the play table) or "title" (the title scene, all layers flattened)."""
        from game.shell.ui.art import scenery  # drawn when asked (issue 43)

        w, h = int(width), int(height)
        if kind == "table":
            return self._get(("bg", kind, w, h), lambda: scenery.draw_table(w, h, self.palette))
        if kind == "title":
            return self._get(
                ("bg", kind, w, h), lambda: scenery.draw_title_background(w, h, self.palette)
            )
        raise ValueError(f"background kind must be 'title' or 'table', not {kind!r}")

    def rowboat(self, width: int, flag: str = "blue") -> pygame.Surface:
        """The title's rowboat, seen from the side, its bottom in the waves."""
        from game.shell.ui.art import title_cats  # drawn when asked (issue 43)

        w = max(16, int(width))
        return self._get(
            ("rowboat", w, flag), lambda: title_cats.draw_rowboat(w, self.palette, flag)
        )

    def peeking_cat(self, color: str, size: int, closed: bool = False) -> pygame.Surface:
        """A cat's head with its paws below it (it peeks over a rim); ``closed``: a blink."""
        from game.shell.ui.art import title_cats  # drawn when asked (issue 43)

        size = max(8, int(size))
        return self._get(
            ("peeking", color, size, closed),
            lambda: title_cats.draw_peeking_cat(size, color, self.palette, closed),
        )

    def cat(
        self,
        cells: tuple[tuple[int, int], ...],
        fur: int,
        color: str,
        k: int,
        cell: int,
        pose: str | None = None,
    ) -> pygame.Surface:
        """A cat lying over ``cells`` in orientation ``k`` (0-7), its fur's pattern from
        ``fur``, with its colour's symbol when symbols are on (the title's sandbar, the colour
        previews); ``pose`` "blink" / "flick": eyes shut or tail swung."""
        from game.shell.ui.art import cats  # drawn when asked (issue 43)

        cell = max(4, int(cell))
        return self._get(
            ("cat", cells, fur, color, k, cell, pose),
            lambda: cats.draw_cat_tile(
                cells,
                fur,
                k,
                cell,
                color,
                self.palette,
                self._symbol_of(color),
                pose=pose,
                symbol_scale=self.symbol_scale,
            ),
        )

    def sandbar(self, width: int) -> pygame.Surface:
        """The title's sandbar with a palm and a starfish."""
        from game.shell.ui.art import title_cats  # drawn when asked (issue 43)

        w = max(16, int(width))
        return self._get(("sandbar", w), lambda: title_cats.draw_sandbar(w, self.palette))

    def title_layers(self, width: int, height: int) -> list[tuple[pygame.Surface, float]]:
        """Title layers back to front as (surface, parallax speed): sky 0, clouds, far sea,
        island silhouette, waves. Each is ``width`` x ``height`` and wraps horizontally."""
        from game.shell.ui.art import scenery  # drawn when asked (issue 43)

        w, h = int(width), int(height)
        key = ("title_layers", w, h)
        if key not in self._layers:
            layers = scenery.title_layers(w, h, self.palette)
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                layers = [(s.convert_alpha(), v) for s, v in layers]
            self._layers[key] = layers
        return list(self._layers[key])

    def clear(self) -> None:
        self.cache.clear()
        self._layers.clear()


def default_symbols() -> dict[str, str]:
    """The default colour -> symbol mapping (assets/data/symbols.json, read and checked by
    game.shell.ui.symbols_data)."""
    from game.shell.ui.symbols_data import default_symbols as table

    return table()
