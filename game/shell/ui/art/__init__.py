"""The game's original art, drawn by code: tiles, boats, cards, icons, island and backgrounds.

``Art`` draws each picture at the exact pixel size a scene asks for (so it stays crisp from
1280x720 to 4K) and caches it by its parameters: asking again costs a dictionary lookup.
Nothing here loads an image file. See assets/STYLE.md for the visual rules.

    art = Art(content, palette, symbols)          # symbols: {"blue": "drop", ...} or None
    art.tile(403, "blue", k=1, cell=48)           # a cat tile in orientation k
    art.tile(403, "blue", 1, 48, ghost="bad")     # the see-through placement preview
    art.boat("red", cell=40)                      # the 22x9 boat, transparent outside
    art.card(27, 240, "fr", texts)                # a card of width 240 (height 336)
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from importlib import import_module
from typing import TYPE_CHECKING, Any

import pygame

from game.isle.rules.vocabulary import TileKind
from game.shell.ui.art import cats, marks, scenery, title_cats
from game.shell.ui.art.cache import SurfaceCache
from game.shell.ui.art.canvas import Canvas
from game.shell.ui.art.style import ROOM_LEGEND, ink, line_width
from game.shell.ui.art.symbols import SYMBOL_NAMES
from game.shell.ui.palette import STANDARD, Palette, shade


class _OnFirstUse:
    """A drawing module imported when first drawn from: the title screen, drawn before
    anything else, needs neither cards nor boats."""

    def __init__(self, name: str) -> None:
        self._name = name

    def __getattr__(self, attr: str) -> Any:
        return getattr(import_module(self._name), attr)


if TYPE_CHECKING:
    from game.isle.ui.art import boat as boat_art
    from game.isle.ui.art import cards as card_art
    from game.isle.ui.art import icons, treasures
else:
    boat_art = _OnFirstUse("game.isle.ui.art.boat")
    card_art = _OnFirstUse("game.isle.ui.art.cards")
    icons = _OnFirstUse("game.isle.ui.art.icons")
    treasures = _OnFirstUse("game.isle.ui.art.treasures")

GHOSTS = (None, "good", "bad")
GHOST_ALPHA = 215  # the placement preview's body: the boat's cells show a little through it
BASKETS = ("permanent", "full", "half")
ROOM_ICON_NAMES = ("parrot", "moon", "apple", "wheat")

__all__ = [
    "Art",
    "SurfaceCache",
    "SYMBOL_NAMES",
    "GHOSTS",
    "BASKETS",
    "ROOM_ICON_NAMES",
    "default_symbols",
]


class Art:
    """Every picture of the game, drawn on demand at the requested size and cached."""

    def __init__(
        self,
        content: Any,
        palette: Palette = STANDARD,
        symbols: dict[str, str] | None = None,
        cache_bytes: int = 384 * 1024 * 1024,
        legend: dict[str, str] | None = None,
        symbol_scale: float = 1.0,
    ) -> None:
        self.content = content
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

    def with_options(
        self, palette: Palette | None = None, symbols: dict[str, str] | None | bool = True
    ) -> Art:
        """A new ``Art`` with another palette and/or symbol mapping (``symbols=True`` keeps the
        current mapping, ``None`` turns symbols off)."""
        return Art(
            self.content,
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
            asked, self._asked = self._asked, []
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
            self.cache.get(ready, lambda drawn=drawn: self._shown(drawn))
        return bool(self._drawn_ahead)

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
            self.cache.get(ready, lambda drawn=drawn: self._shown(drawn))
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

    # --- tiles --------------------------------------------------------------------------
    def tile(
        self,
        shape_id: int,
        color: str | None,
        k: int,
        cell: int,
        ghost: str | None = None,
        pose: str | None = None,
    ) -> pygame.Surface:
        """A tile in orientation ``k`` (0-7), exactly ``extents[k]`` cells of ``cell`` pixels.
        Cats need their colour; an Oshax takes its chosen colour or None (cream, before
        placement); treasures ignore ``color``. ``ghost`` "good"/"bad" gives the tinted,
        see-through placement preview ("bad" is also hatched, so it never relies on red).
        ``pose`` "blink" / "flick" (cats and Oshax only): the idle-life variants, eyes shut or
        tail swung (see ``pose_box`` for the part that differs)."""
        shape = self.content.shapes[shape_id]
        if ghost not in GHOSTS:
            raise ValueError(f"ghost must be one of {GHOSTS}, not {ghost!r}")
        if not 0 <= k <= 7:
            raise ValueError(f"orientation k must be 0-7, not {k}")
        cell = max(4, int(cell))
        if shape.kind == TileKind.CAT and color not in self.palette.cats:
            raise ValueError(
                f"cat tile {shape_id} needs a colour, one of {tuple(self.palette.cats)}"
            )
        if shape.kind in (TileKind.COMMON, TileKind.RARE):
            color = None
        if pose not in cats.POSES or (pose and shape.kind not in (TileKind.CAT, TileKind.OSHAX)):
            raise ValueError(f"pose must be one of {cats.POSES} (cats only), not {pose!r}")
        if ghost is not None:
            base = self.tile(shape_id, color, k, cell)
            return self._get(
                ("tile", shape_id, color, k, cell, ghost), lambda: self._ghost(base, ghost, cell)
            )

        def make() -> pygame.Surface:
            if shape.kind in (TileKind.CAT, TileKind.OSHAX):
                return cats.draw_cat_tile(
                    shape.cells,
                    shape_id,
                    k,
                    cell,
                    color,
                    self.palette,
                    self._symbol_of(color),
                    oshax=shape.kind == TileKind.OSHAX,
                    pose=pose,
                    symbol_scale=self.symbol_scale,
                )
            return treasures.draw_treasure_tile(
                shape.cells, shape_id, shape.kind, k, cell, self.palette
            )

        key = ("tile", shape_id, color, k, cell, None) + ((pose,) if pose else ())
        return self._get(key, make)

    def pose_box(self, shape_id: int, k: int, cell: int, pose: str) -> pygame.Rect:
        """The part of ``tile(..., pose=pose)`` that differs from the plain tile."""
        shape = self.content.shapes[shape_id]
        return cats.pose_box(shape.cells, k, max(4, int(cell)), pose)

    def _ghost(self, base: pygame.Surface, ghost: str, cell: int) -> pygame.Surface:
        """The placement preview: the tile itself, a little see-through (its colour and symbol
        stay recognisable in every palette: a purple cat stays purple, m13), rimmed inside its
        outline in the verdict's colour; an illegal spot is also hatched."""
        col = self.palette.good if ghost == "good" else self.palette.bad
        out = base.copy()
        w, h = out.get_size()
        body = pygame.mask.from_surface(base, 127)
        if ghost == "bad":
            hatch = pygame.Surface((w, h), pygame.SRCALPHA)
            step = max(4, round(cell * 0.22))
            width = max(1, round(cell * 0.07))
            dark = shade(col, 0.45)
            for i in range(-h, w + h, step):
                pygame.draw.line(hatch, (*dark, 255), (i, 0), (i + h, h), width)
            hatch.blit(
                body.to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0)),
                (0, 0),
                special_flags=pygame.BLEND_RGBA_MULT,
            )
            out.blit(hatch, (0, 0))
        out.fill((255, 255, 255, GHOST_ALPHA), special_flags=pygame.BLEND_RGBA_MULT)
        # the verdict: a rim inside the silhouette, opaque (what is under the tile shows
        # through its body, never through the rim)
        inner = body.copy()
        reach = max(2, round(cell * 0.1))
        for dx, dy in ((reach, 0), (-reach, 0), (0, reach), (0, -reach)):
            inner = inner.overlap_mask(body, (dx, dy))
        rim = body.copy()
        rim.erase(inner, (0, 0))
        out.blit(rim.to_surface(setcolor=(*col, 255), unsetcolor=(0, 0, 0, 0)), (0, 0))
        return out

    # --- the boat -----------------------------------------------------------------------
    def boat(self, boat_color: str, cell: int) -> pygame.Surface:
        """The whole 22x9 boat area (22*cell x 9*cell), transparent outside the hull."""
        boat = self.content.boats[boat_color]
        cell = max(4, int(cell))
        return self._get(
            ("boat", boat_color, cell),
            lambda: boat_art.draw_boat(
                self.content.board, boat, cell, self.palette, self.symbols, self.symbol_scale
            ),
        )

    def room_overlay(self, cell: int) -> pygame.Surface:
        """Translucent room tints with a legend colour and hatch per room (see
        ``room_legend``)."""
        cell = max(4, int(cell))
        return self._get(
            ("rooms", cell),
            lambda: boat_art.draw_room_overlay(self.content.board, cell, self.palette),
        )

    def grid_lines(self, cell: int) -> pygame.Surface:
        """The boat's cell borders for placement mode (22*cell x 9*cell)."""
        cell = max(4, int(cell))
        return self._get(
            ("grid", cell), lambda: boat_art.draw_grid_lines(self.content.board, cell, self.palette)
        )

    @property
    def room_legend(self) -> dict[int, tuple[tuple[int, int, int], int]]:
        """Room id -> (legend colour, hatch angle in degrees) used by ``room_overlay``."""
        return dict(ROOM_LEGEND)

    def room_icon_cells(self, boat_color: str) -> dict[int, tuple[int, int]]:
        """Room id -> the cell where the boat shows that room's icon."""
        return boat_art.icon_cells(self.content.board, self.content.boats[boat_color])

    # --- cards --------------------------------------------------------------------------
    def card(
        self,
        card_id: int,
        width: int,
        lang: str,
        texts: Any,
        face_up: bool = True,
        color: str | None = None,
        owned: bool = False,
    ) -> pygame.Surface:
        """A card of ``width`` x round(width * 1.4). ``color``: the colour named on a public
        lesson (or a colour-choice card) once chosen; cards that name their colour by
        themselves show it anyway. ``owned``: a tick instead of the price (a card in hand)."""
        width = max(40, int(width))
        if not face_up:
            return self.card_back(width, self.content.cards[card_id].deck)
        card = self.content.cards[card_id]
        name, body = texts.card_name(card_id, lang), texts.card_text(card_id, lang)
        shown = color or card_art.card_colour(card)
        if shown is not None and shown not in self.palette.cats:
            raise ValueError(f"unknown colour {shown!r}")
        return self._get(
            ("card", card_id, width, lang, name, body, shown, owned),
            lambda: card_art.draw_card_full(
                card,
                name,
                body,
                width,
                lang,
                self.palette,
                self.symbols,
                shown,
                self._rooms(),
                self._treasure_shapes(),
                owned,
            ),
        )

    def card_icon(self, card_id: int, width: int, color: str | None = None) -> pygame.Surface:
        """A card as a small picture (move icons): its frame, picture and colours, no words
        (they would be specks at this size; the caption beside it names the card)."""
        width = max(40, int(width))
        card = self.content.cards[card_id]
        shown = color or card_art.card_colour(card)
        if shown is not None and shown not in self.palette.cats:
            raise ValueError(f"unknown colour {shown!r}")
        return self._get(
            ("card_icon", card_id, width, shown),
            lambda: card_art.draw_card(
                card,
                "",
                "",
                width,
                "",
                self.palette,
                self.symbols,
                shown,
                self._rooms(),
                self._treasure_shapes(),
                words=False,
            ),
        )

    def _treasure_shapes(self) -> dict[int, tuple]:
        """Common-treasure shape id -> its cells (the sister's basket cards draw them)."""
        shapes = getattr(self.content, "shapes", None) or {}
        return {i: s.cells for i, s in shapes.items() if s.kind == TileKind.COMMON}

    def _rooms(self) -> dict[int, str]:
        """Room id -> its icon (room lessons show the icon of their rooms)."""
        board = getattr(self.content, "board", None)
        return {r.id: r.icon for r in board.rooms if r.icon} if board is not None else {}

    def card_back(self, width: int, deck: str = "normal") -> pygame.Surface:
        width = max(40, int(width))
        return self._get(
            ("card_back", width, deck), lambda: card_art.draw_card_back(width, deck, self.palette)
        )

    def card_text_fit(self, card_id: int, width: int, lang: str, texts: Any) -> card_art.TextFit:
        """How the card's text is wrapped at this width: font size, lines, and whether it fits
        its text box (``fits``)."""
        lay = card_art.layout(max(40, int(width)))
        u = lay.width / 240
        return card_art.fit_text(
            texts.card_text(card_id, lang),
            lay.text_area.w,
            lay.text_area.h,
            round(16 * u),
            self.symbols is not None,
            min_size=max(card_art.MIN_TEXT, round(9 * u)),
        )

    @staticmethod
    def card_layout(width: int) -> card_art.CardLayout:
        return card_art.layout(max(40, int(width)))

    # --- icons --------------------------------------------------------------------------
    def fish(self, size: int) -> pygame.Surface:
        return self._icon("fish", size, icons.draw_fish)

    def basket(self, kind: str, size: int, used: bool = False) -> pygame.Surface:
        """``kind``: permanent, full (a card's basket) or half (damaged). ``used``: turned
        over and greyed, as a basket that has served today."""
        if kind not in BASKETS:
            raise ValueError(f"basket kind must be one of {BASKETS}, not {kind!r}")
        size = max(4, int(size))
        if used:
            return self._get(("basket", kind, size, True), lambda: _used(self.basket(kind, size)))
        return self._icon(
            f"basket_{kind}", size, lambda cv, p, s, i, w: icons.draw_basket(cv, p, s, kind, i, w)
        )

    def boots(self, size: int) -> pygame.Surface:
        return self._icon("boots", size, icons.draw_boots)

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
            lambda cv, p, s, i, w: icons.draw_symbol_disc(cv, p, s, fill, name, i),
        )

    def paw(self, size: int) -> pygame.Surface:
        """A cat's paw print: a seat passed."""
        return self._icon("paw", size, marks.draw_paw)

    def sunrise(self, size: int) -> pygame.Surface:
        """The sun rising over the sea: a new day."""
        return self._icon("sunrise", size, marks.draw_sunrise)

    def vesh_ship(self, size: int) -> pygame.Surface:
        return self._icon("vesh", size, icons.draw_vesh_ship)

    def star(self, size: int, earned: bool = True) -> pygame.Surface:
        """A challenge's star, gold when earned (the fonts have no star glyph)."""
        return self._icon(
            f"star_{earned}",
            size,
            lambda cv, p, s, i, w: icons.draw_star(cv, p, s, i, w, earned),
        )

    def lock(self, size: int) -> pygame.Surface:
        return self._icon("lock", size, icons.draw_lock)

    def cat_face(self, color: str | None, size: int) -> pygame.Surface:
        """A cat's head with its colour's ears and markings (None: the cream Oshax), with
        the colour's symbol in a corner when symbols are on."""
        size = max(8, int(size))
        return self._get(
            ("face", color, size),
            lambda: cats.draw_cat_face(
                size, color, self.palette, self._symbol_of(color), self.symbol_scale
            ),
        )

    def parrot(self, size: int) -> pygame.Surface:
        return self._icon("parrot", size, icons.draw_parrot)

    def moon(self, size: int) -> pygame.Surface:
        return self._icon("moon", size, icons.draw_moon_icon)

    def apple(self, size: int) -> pygame.Surface:
        return self._icon("apple", size, icons.draw_apple)

    def wheat(self, size: int) -> pygame.Surface:
        return self._icon("wheat", size, icons.draw_wheat)

    def room_icon(self, icon: str, size: int) -> pygame.Surface:
        return getattr(self, icon)(size)

    def rat(self, size: int) -> pygame.Surface:
        return self._icon("rat", size, icons.draw_rat)

    def treasure_map(self, color: str, size: int) -> pygame.Surface:
        sym = self._symbol_of(color)
        fill = self.palette.cats[color]
        return self._icon(
            f"map_{color}_{sym}",
            size,
            lambda cv, p, s, i, w: icons.draw_map(cv, p, s, i, w, fill, sym, self.symbol_scale),
        )

    # --- scenery ------------------------------------------------------------------------
    def island(self, width: int, height: int) -> pygame.Surface:
        """The island in the sea with its two fenced fields (see ``island_fields``)."""
        return self._get(
            ("island", int(width), int(height)),
            lambda: scenery.draw_island(int(width), int(height), self.palette),
        )

    @staticmethod
    def island_fields(width: int, height: int) -> tuple[pygame.Rect, pygame.Rect]:
        """(left field, right field) inside the fences of ``island(width, height)``."""
        return scenery.island_fields(int(width), int(height))

    def background(self, kind: str, width: int, height: int) -> pygame.Surface:
        """ "table" (the play table) or "title" (the title scene, all layers flattened)."""
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
        w = max(16, int(width))
        return self._get(
            ("rowboat", w, flag), lambda: title_cats.draw_rowboat(w, self.palette, flag)
        )

    def peeking_cat(self, color: str, size: int, closed: bool = False) -> pygame.Surface:
        """A cat's head with its paws below it (it peeks over a rim); ``closed``: a blink."""
        size = max(8, int(size))
        return self._get(
            ("peeking", color, size, closed),
            lambda: title_cats.draw_peeking_cat(size, color, self.palette, closed),
        )

    def sandbar(self, width: int) -> pygame.Surface:
        """The title's sandbar with a palm and a starfish."""
        w = max(16, int(width))
        return self._get(("sandbar", w), lambda: title_cats.draw_sandbar(w, self.palette))

    def title_layers(self, width: int, height: int) -> list[tuple[pygame.Surface, float]]:
        """Title layers back to front as (surface, parallax speed): sky 0, clouds, far sea,
        island silhouette, waves. Each is ``width`` x ``height`` and wraps horizontally."""
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


def _used(surface: pygame.Surface) -> pygame.Surface:
    grey = pygame.transform.grayscale(surface)
    grey = pygame.transform.flip(grey, False, True)
    grey.fill((255, 255, 255, 200), special_flags=pygame.BLEND_RGBA_MULT)
    return grey


def default_symbols() -> dict[str, str]:
    """The default colour -> symbol mapping (assets/data/symbols.json, read and checked by
    game.shell.ui.symbols_data)."""
    from game.shell.ui.symbols_data import default_symbols as table

    return table()
