"""The Isle of Cats' pictures, drawn by code on the box's art store (game/shell/ui/art): tiles
(cats, Oshax, treasures, each in its 8 orientations, with the placement preview), boats, cards,
and the Isle's icons (fish, baskets, boots, rooms, rats, maps, Vesh's ship). ``IsleArt`` shares
the store's cache, palette and symbols; a window's is ``isle_art(app)``.

    art = IsleArt(content, palette, symbols)      # a store of its own (tests, tools)
    art.tile(403, "blue", k=1, cell=48)           # a cat tile in orientation k
    art.tile(403, "blue", 1, 48, ghost="bad")     # the see-through placement preview
    art.boat("red", cell=40)                      # the 22x9 boat, transparent outside
    art.card(27, 240, "fr", texts)                # a card of width 240 (height 336)
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

import pygame

from game.isle.rules.content import Content
from game.isle.rules.vocabulary import TileKind
from game.shell.ui.art import Art, cats
from game.shell.ui.art.style import ROOM_LEGEND
from game.shell.ui.palette import STANDARD, Palette, shade

if TYPE_CHECKING:
    from game.isle.ui.art import boat as boat_art
    from game.isle.ui.art import cards as card_art
    from game.isle.ui.art import icons, treasures
    from game.shell.scenes.stack import Host


class _OnFirstUse:
    """A drawing module imported when first drawn from: a screen that shows no card or boat
    needs neither module."""

    def __init__(self, name: str) -> None:
        self._name = name

    def __getattr__(self, attr: str) -> Any:
        return getattr(import_module(self._name), attr)


if not TYPE_CHECKING:
    boat_art = _OnFirstUse("game.isle.ui.art.boat")
    card_art = _OnFirstUse("game.isle.ui.art.cards")
    icons = _OnFirstUse("game.isle.ui.art.icons")
    treasures = _OnFirstUse("game.isle.ui.art.treasures")

GHOSTS = (None, "good", "bad")
GHOST_ALPHA = 215  # the placement preview's body: the boat's cells show a little through it
BASKETS = ("permanent", "full", "half")
ROOM_ICON_NAMES = ("parrot", "moon", "apple", "wheat")

__all__ = ["BASKETS", "GHOSTS", "ROOM_ICON_NAMES", "IsleArt", "isle_art"]


def isle_art(app: Host) -> IsleArt:
    """The window's Isle pictures, on its art store."""
    return app.art.extension(IsleArt.on)


class IsleArt(Art):
    """Every picture of The Isle of Cats, drawn on demand at the requested size and cached."""

    def __init__(
        self,
        content: Content,
        palette: Palette = STANDARD,
        symbols: dict[str, str] | None = None,
        cache_bytes: int = 384 * 1024 * 1024,
        legend: dict[str, str] | None = None,
        symbol_scale: float = 1.0,
    ) -> None:
        super().__init__(palette, symbols, cache_bytes, legend, symbol_scale)
        self._content: Content | None = content

    @property
    def content(self) -> Content:
        """The levels the pictures are drawn from, loaded when first drawn from (the box art
        and the badges need none)."""
        if self._content is None:
            from game.isle.data.loader import load_content

            self._content = load_content()
        return self._content

    @classmethod
    def on(cls, store: Art) -> IsleArt:
        """The Isle's pictures on ``store`` (its cache, palette and symbols)."""
        art = cls.__new__(cls)
        art.share(store)
        art._content = None
        return art

    def with_options(
        self, palette: Palette | None = None, symbols: dict[str, str] | None | bool = True
    ) -> IsleArt:
        store = super().with_options(palette, symbols)
        art = IsleArt.__new__(IsleArt)
        art.share(store)
        art._content = self._content
        return art

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

    def vesh_ship(self, size: int) -> pygame.Surface:
        return self._icon("vesh", size, icons.draw_vesh_ship)

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


def _used(surface: pygame.Surface) -> pygame.Surface:
    grey = pygame.transform.grayscale(surface)
    grey = pygame.transform.flip(grey, False, True)
    grey.fill((255, 255, 255, 200), special_flags=pygame.BLEND_RGBA_MULT)
    return grey
