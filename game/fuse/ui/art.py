"""Kitten Fuse's original art, drawn by code as the box's other games' is (game/shell/ui/art):
the 56 cards' faces (each title its colour, its pictogram on a badge of its own shape, its
picture and its name), the card back, the badges alone (legends, timeline), the seats'
kittens (asleep once out), the table, and the pictures of the game's big moments: a fuse
kitten fizzing, the fuse calmed with a puff of smoke, a player going "poof" in a cloud of
glitter. Nothing here is violent: a fuse kitten is a chubby kitten whose tail is a fizzing
fuse; calmed, it falls asleep; "poof", its player is out.

    art = FuseArt(palette, names, symbols={"orange": "moon", ...}, legend=...)
    art = fuse_art(palette, settings, t)   # as the player's settings say (symbols, size)
    art.card(parse_card("A#2"), 120)       # a card 120 px wide (168 tall)
    art.badge(title, 40)                   # the title's badge (shape + pictogram), 40 px
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping

import pygame

from game.fuse.rules.cards import CAT_TITLES, FAVOUR, FUSE, KIT, NAP, NO, PEEK, POUNCE, SHUFFLE
from game.fuse.rules.cards import title_of as card_title
from game.fuse.ui.colours import PROPS, Look, look
from game.shell.ui import text
from game.shell.ui.art.canvas import Canvas
from game.shell.ui.art.card_table import DrawnPictures, Room, room_table
from game.shell.ui.art.cats import draw_head, mix
from game.shell.ui.art.geom import Point, arc, cubic, star
from game.shell.ui.art.style import CREAM, GOLD, GOLD_LIGHT, LOOKS, PINK, CatLook, ink
from game.shell.ui.art.symbols import draw_symbol
from game.shell.ui.palette import RGB, Palette, luminance, readable_on, shade

RATIO = 1.4  # a card's height for its width
NAME_BAND = 1.06  # where a card's name band starts, for its width (above: its picture)
NAME_ROOM = 0.8  # the share of a card's width its name may take (centred)
PAPER = (252, 247, 236)
BACK = (52, 30, 62)
BACK_LIGHT = (104, 62, 112)
ROPE = (214, 176, 118)
SOOT = (70, 64, 78)
SPARK = (255, 196, 64)
SPARK_HOT = (255, 120, 40)

# The seats' kittens and the kittens on the cards: a fur and a look each.
FURS: tuple[tuple[RGB, str], ...] = (
    ((238, 158, 84), "orange"),  # ginger
    ((150, 152, 166), "blue"),  # grey tabby
    ((246, 232, 206), "purple"),  # cream
    ((96, 88, 100), "green"),  # smoky
    ((170, 120, 86), "red"),  # brown
)
# The kittens of the action cards (one fur each, so that a title is also its kitten).
CARD_FURS: dict[int, tuple[RGB, str]] = {
    NO: ((236, 236, 232), "green"),
    POUNCE: ((238, 158, 84), "orange"),
    NAP: ((150, 152, 166), "blue"),
    FAVOUR: ((246, 232, 206), "purple"),
    PEEK: ((170, 120, 86), "red"),
}
CAT_FURS: dict[int, tuple[RGB, str]] = {
    CAT_TITLES[0]: ((224, 176, 120), "red"),  # loaf: a sandy loaf
    CAT_TITLES[1]: ((150, 152, 166), "blue"),  # box: grey
    CAT_TITLES[2]: ((246, 240, 226), "green"),  # sock: white
    CAT_TITLES[3]: ((66, 60, 74), "orange"),  # moon: black
    CAT_TITLES[4]: ((238, 158, 84), "purple"),  # yarn: ginger
}
FUSE_FUR: RGB = (58, 52, 66)
# the glitter cloud of a "poof": puffs (x, y, radius) as shares of its size
PUFFS: tuple[tuple[float, float, float], ...] = (
    (0.0, 0.0, 0.3),
    (-0.2, 0.08, 0.22),
    (0.2, 0.1, 0.22),
    (-0.1, -0.18, 0.2),
    (0.14, -0.16, 0.2),
    (0.0, 0.2, 0.2),
    (-0.28, -0.06, 0.15),
    (0.3, -0.04, 0.15),
)


def card_height(width: int) -> int:
    return round(width * RATIO)


def badge_radius(scale: float) -> float:
    """The index badge's radius on a card 100 units wide at the player's symbol size."""
    return min(12.5 * scale, 16.5)


def art_looks(palette: Palette, settings) -> tuple:
    """What of the settings changes Kitten Fuse's pictures (a seat's text size does not)."""
    return (
        palette.name,
        settings.symbols,
        repr(settings.symbol_map),
        settings.symbol_size,
        settings.language,
    )


def fuse_art(palette: Palette, settings, t: Callable[..., str]) -> FuseArt:
    """The pictures as the player's settings draw them: the cat cards' colour symbols shown
    or not, the player's table of symbols (legends keep it), the symbol size, and the cards'
    names in the player's language."""
    from game.fuse.ui.words import title_words
    from game.shell.options import SYMBOL_SCALES
    from game.shell.ui.symbols_data import player_mapping

    legend = player_mapping(settings.symbol_map)
    names = {title: title_words(t, title) for title in range(13)}
    return FuseArt(
        palette,
        names,
        legend if settings.symbols else None,
        legend,
        symbol_scale=SYMBOL_SCALES[settings.symbol_size],
    )


class FuseArt(DrawnPictures):
    """Every picture of Kitten Fuse, drawn at the size asked and cached by its parameters.
    ``names``: each title's name as the cards print it; ``symbols``: the player's colour ->
    symbol table when the cat cards show their colour symbols (None: they do not); ``legend``:
    the table the badges of legends use even then; ``symbol_scale``: the player's symbol
    size (0.8 small, 1 normal, 1.35 large)."""

    def __init__(
        self,
        palette: Palette,
        names: Mapping[int, str],
        symbols: dict[str, str] | None,
        legend: dict[str, str],
        cache_bytes: int = 96 * 2**20,
        symbol_scale: float = 1.0,
    ) -> None:
        super().__init__(palette, cache_bytes)
        self.names = dict(names)
        self.symbols = dict(symbols) if symbols else None
        self.legend = dict(legend)
        self.symbol_scale = float(symbol_scale)

    def look(self, title: int) -> Look:
        return look(title, self.palette, self.legend)

    def symbol_px(self, size: float) -> int:
        """A legend's badge size for ``size`` pixels at the normal symbol size."""
        return max(8, round(size * self.symbol_scale))

    # --- cards ----------------------------------------------------------------------------
    def card(self, card: int, width: int, named: bool = True) -> pygame.Surface:
        """A card face up, ``width`` x round(width * 1.4) (a HIDDEN card: its back);
        ``named``: its name on its band (a card half under another in a fanned hand shows
        its badge and its colour only)."""
        if card <= 0:
            return self.back(width)
        return self.title_card(card_title(card), width, named)

    def title_card(self, title: int, width: int, named: bool = True) -> pygame.Surface:
        width = max(24, int(width))
        shows = self.symbols is not None or title not in CAT_TITLES
        name = self.names[title] if named else ""
        return self._get(
            ("card", title, width, shows, name),
            lambda: self._draw_card(title, width, shows, name),
        )

    def mini(self, title: int, width: int) -> pygame.Surface:
        """A card as a small picture (the timeline, the discard's legend): its colour and its
        badge as large as the card allows, no picture (a speck at this size)."""
        width = max(16, int(width))

        def make() -> pygame.Surface:
            h = card_height(width)
            cv = Canvas(width, h, fringe=self.ink)
            fill = self.look(title).fill
            self._frame(cv, width, h, fill, mix(PAPER, fill, 0.2))
            image = cv.finish()
            badge = self.badge(title, round(width * 0.8))
            image.blit(badge, badge.get_rect(center=(width // 2, h // 2)))
            return image

        return self._get(("mini", title, width), make)

    def back(self, width: int) -> pygame.Surface:
        """A card face down: a plum back, little sparks in rows, a kitten with a fuse tail."""
        width = max(16, int(width))
        return self._get(("back", width), lambda: self._draw_back(width))

    def badge(self, title: int, size: int, symbol: bool = True) -> pygame.Surface:
        """The title's badge alone: its shape in its colour, its pictogram (legends: always
        with the colour symbol of a cat kind)."""
        size = max(8, int(size))

        def make() -> pygame.Surface:
            cv = Canvas(size, size, fringe=self.ink)
            self._badge(cv, title, (size / 2, size / 2), size * 0.45, self.legend, symbol)
            return cv.finish()

        return self._get(("badge", title, size, symbol), make)

    def _frame(self, cv: Canvas, w: int, h: int, edge: RGB, fill: RGB) -> float:
        """A card's outline, edge band and face; returns the line width."""
        lw = max(1.0, w * 0.022) * (1.35 if self.palette.name == "high_contrast" else 1.0)
        r = w * 0.08
        cv.rect(0.5, 0.5, w - 1, h - 1, self.ink, r)
        cv.rect(lw + 0.5, lw + 0.5, w - 2 * lw - 1, h - 2 * lw - 1, edge, r * 0.8)
        band = max(2.0, w * 0.05)
        cv.rect(band, band, w - 2 * band, h - 2 * band, fill, r * 0.6)
        return lw

    def _draw_card(self, title: int, w: int, shows: bool, name: str) -> pygame.Surface:
        h = card_height(w)
        u = w / 100
        lk = self.look(title)
        cv = Canvas(w, h, fringe=self.ink)
        face = mix(PAPER, lk.fill, 0.16)
        lw = self._frame(cv, w, h, lk.fill, face)
        # the picture, in the middle
        self._picture(cv, title, (50 * u, 64 * u), 30 * u, lw)
        # the name's band, at the foot
        band_y = 100 * NAME_BAND * u
        cv.rect(7 * u, band_y, 86 * u, h - band_y - 7 * u, lk.fill, 5 * u)
        # the index badge, top left (over the picture's edge: seen in a fanned hand)
        if shows:
            radius = badge_radius(self.symbol_scale) * u
            mapping = self.symbols if self.symbols is not None else self.legend
            centre = (6 * u + radius, 6 * u + radius)
            self._badge(cv, title, centre, radius, mapping, title not in CAT_TITLES or shows)
        image = cv.finish()
        if not name:
            return image
        ink_c = readable_on(lk.fill)
        room = round(100 * NAME_ROOM * u)
        band = h - band_y - 9 * u
        size = max(7, round(14 * u))
        longest = max(name.split(), key=lambda word: text.font("bold", size).size(word)[0])
        size = text.fit_size(longest, "bold", size, room, minimum=7)  # no word is cut
        block = text.render_block(name, "bold", size, ink_c, room, "center")
        while block.get_height() > band and size > 7:
            size -= 1
            block = text.render_block(name, "bold", size, ink_c, room, "center")
        if block.get_height() > band:  # a small card: one line, as large as its band allows
            size = text.fit_size(name, "bold", max(6, round(band)), room, minimum=5)
            block = text.render(name, "bold", size, ink_c)
        middle = (band_y + h - 7 * u) / 2
        image.blit(block, block.get_rect(center=(round(w / 2), round(middle))))
        return image

    def _badge(
        self,
        cv: Canvas,
        title: int,
        p: Point,
        r: float,
        mapping: dict[str, str],
        symbol: bool = True,
    ) -> None:
        """A badge: the title's shape in its colour, outlined, its pictogram inside."""
        lk = look(title, self.palette, mapping)
        lw = max(1.0, r * 0.12)
        outline = shape_points(lk.shape, p, r)
        ring = (255, 255, 255) if luminance(lk.fill) < 0.3 else self.ink
        cv.shape(outline, ring, self.ink, lw * 1.4)
        cv.shape(shape_points(lk.shape, p, r - lw * 1.1), lk.fill, None)
        if not symbol:
            return
        fg = readable_on(lk.fill)
        inner = r * (0.52 if lk.shape == "triangle" else 0.62)
        centre = (p[0], p[1] + (r * 0.16 if lk.shape == "triangle" else 0.0))
        if lk.colour:
            draw_symbol(cv, lk.symbol, centre, inner, fg, lk.fill)
        else:
            draw_pictogram(cv, lk.symbol, centre, inner, fg, lk.fill)

    def _picture(self, cv: Canvas, title: int, p: Point, s: float, lw: float) -> None:
        """The card's picture, centred at ``p`` in a box of about ``2 s`` pixels."""
        if title == FUSE:
            draw_fuse_kitten(cv, p, s, self.palette, lw)
        elif title == KIT:
            draw_kit(cv, p, s, self.ink, lw)
        elif title == SHUFFLE:
            self._shuffle_picture(cv, p, s, lw)
        elif title in CARD_FURS:
            fur, name = CARD_FURS[title]
            self._kitten_picture(cv, title, p, s, fur, LOOKS[name], lw)
        else:
            fur, name = CAT_FURS[title]
            draw_cat_prop(cv, PROPS[title], p, s, fur, LOOKS[name], self.palette, lw)

    def _kitten_picture(
        self, cv: Canvas, title: int, p: Point, s: float, fur: RGB, lk: CatLook, lw: float
    ) -> None:
        x, y = p
        ink_c = self.ink
        if title == NAP:  # asleep on a cushion, z's floating up
            cv.oval((x, y + 0.62 * s), 0.95 * s, 0.3 * s, (120, 136, 220), ink_c, lw)
            draw_head(cv, (x, y + 0.12 * s), 1.55 * s, fur, lk, self.palette, closed=True)
            for k, (dx, dy, z) in enumerate(((0.55, -0.55, 0.22), (0.8, -0.85, 0.16))):
                zed(cv, (x + dx * s, y + dy * s), z * s, ink_c, max(1.0, lw * (1.1 - 0.2 * k)))
        elif title == POUNCE:  # leaping: motion lines behind, paws out in front
            for k in range(3):
                yy = y - 0.3 * s + 0.3 * k * s
                cv.line((x - 0.98 * s, yy), (x - 0.55 * s, yy), max(1.0, lw * 1.2), ink_c)
            draw_head(cv, (x + 0.1 * s, y - 0.08 * s), 1.5 * s, fur, lk, self.palette)
            for dx in (-0.22, 0.42):
                paw(cv, (x + dx * s, y + 0.62 * s), 0.2 * s, fur, ink_c, lw)
        elif title == NO:  # a raised paw: "No!"
            draw_head(cv, (x - 0.18 * s, y + 0.05 * s), 1.45 * s, fur, lk, self.palette)
            cv.oval((x + 0.52 * s, y + 0.55 * s), 0.16 * s, 0.34 * s, fur, ink_c, lw)
            paw(cv, (x + 0.55 * s, y + 0.05 * s), 0.34 * s, fur, ink_c, lw, pads=True)
        elif title == FAVOUR:  # a gift held out
            draw_head(cv, (x, y - 0.2 * s), 1.4 * s, fur, lk, self.palette)
            gift(cv, (x, y + 0.62 * s), 0.42 * s, (232, 118, 176), ink_c, lw)
            for dx in (-0.42, 0.42):
                paw(cv, (x + dx * s, y + 0.62 * s), 0.15 * s, fur, ink_c, lw)
        else:  # PEEK: a kitten peeking over a card
            draw_head(cv, (x, y - 0.22 * s), 1.5 * s, fur, lk, self.palette)
            card = [(x - 0.7 * s, y + 0.05 * s), (x + 0.7 * s, y + 0.05 * s)]
            card += [(x + 0.7 * s, y + 1.0 * s), (x - 0.7 * s, y + 1.0 * s)]
            cv.shape(card, BACK, ink_c, lw)
            for dx in (-0.35, 0.35):
                paw(cv, (x + dx * s, y + 0.08 * s), 0.15 * s, fur, ink_c, lw)
            sparkle(cv, (x, y + 0.55 * s), 0.16 * s, GOLD_LIGHT)

    def _shuffle_picture(self, cv: Canvas, p: Point, s: float, lw: float) -> None:
        x, y = p
        ink_c = self.ink
        for angle, dx in ((-0.3, -0.28), (0.3, 0.28)):
            c, sn = math.cos(angle), math.sin(angle)
            w, h = 0.55 * s, 0.78 * s
            corners = [(-w, -h), (w, -h), (w, h), (-w, h)]
            pts = [(x + dx * s + cx * c - cy * sn, y + cx * sn + cy * c) for cx, cy in corners]
            cv.shape(pts, BACK, ink_c, lw)
            cv.polyline(
                [
                    (x + dx * s + cx * 0.7 * c - cy * 0.7 * sn, y + cx * 0.7 * sn + cy * 0.7 * c)
                    for cx, cy in corners
                ],
                max(1.0, lw * 0.7),
                BACK_LIGHT,
                closed=True,
            )
        for start, end in ((-2.6, -0.5), (0.5, 2.6)):
            pts = arc((x, y), 0.98 * s, start, end, 14)
            cv.polyline(pts, max(1.5, lw * 1.6), ink_c)
            cv.polyline(pts, max(1.0, lw * 0.8), (22, 150, 168))
            tip = pts[-1]
            a = end + math.pi / 2
            head = [
                (tip[0] + math.cos(a) * 0.22 * s, tip[1] + math.sin(a) * 0.22 * s),
                (tip[0] + math.cos(a + 2.4) * 0.18 * s, tip[1] + math.sin(a + 2.4) * 0.18 * s),
                (tip[0] + math.cos(a - 2.4) * 0.18 * s, tip[1] + math.sin(a - 2.4) * 0.18 * s),
            ]
            cv.shape(head, (22, 150, 168), ink_c, lw * 0.8)

    def _draw_back(self, w: int) -> pygame.Surface:
        h = card_height(w)
        cv = Canvas(w, h, fringe=self.ink)
        lw = self._frame(cv, w, h, BACK_LIGHT, BACK)
        u = w / 100
        for row in range(6):
            for col in range(4):
                px = (16 + col * 23 + (11 if row % 2 else 0)) * u
                py = (14 + row * 23) * u
                if px > 90 * u or py > 130 * u:
                    continue
                sparkle(cv, (px, py), 4.2 * u, BACK_LIGHT)
        cv.disc((50 * u, 70 * u), 28 * u, mix(BACK, BACK_LIGHT, 0.5), self.ink, lw)
        draw_fuse_kitten(cv, (50 * u, 72 * u), 20 * u, self.palette, lw, lit=True)
        return cv.finish()

    # --- the seats and the big moments ------------------------------------------------------
    def kitten(
        self, seat: int, size: int, out: bool = False, ring: RGB | None = None
    ) -> pygame.Surface:
        """A seat's kitten on a disc of the seat's colour (panels, hand-off); ``out``: the
        seat is out, its kitten asleep on a grey disc."""
        size = max(12, int(size))
        color = ring or self.palette.seats[seat % len(self.palette.seats)]

        def make() -> pygame.Surface:
            cv = Canvas(size, size, fringe=self.ink)
            lw = max(1.0, size * 0.04)
            disc: RGB = mix(color, (128, 128, 136), 0.75) if out else color
            cv.disc((size / 2, size / 2), size * 0.47, disc, self.ink, lw)
            kind, name = FURS[seat % len(FURS)]
            fur: RGB = mix(kind, (150, 150, 156), 0.5) if out else kind
            draw_head(
                cv,
                (size / 2, size * 0.6),
                size * 1.05,
                fur,
                LOOKS[name],
                self.palette,
                detail=size >= 28,
                tiny=size < 18,
                closed=out,
            )
            if out and size >= 24:
                zed(cv, (size * 0.8, size * 0.22), size * 0.12, self.ink, max(1.0, lw * 0.8))
            return cv.finish()

        return self._get(("kitten", seat, size, out, tuple(color)), make)

    def fuse_kitten(self, size: int, calmed: bool = False) -> pygame.Surface:
        """The big fuse kitten of the tense moment (the sparks are drawn over it, moving);
        ``calmed``: its fuse out, asleep, a wisp of smoke."""
        size = max(16, int(size))

        def make() -> pygame.Surface:
            cv = Canvas(size, size, fringe=self.ink)
            lw = max(1.0, size * 0.018)
            draw_fuse_kitten(
                cv, (size * 0.46, size * 0.58), size * 0.36, self.palette, lw, lit=not calmed
            )
            return cv.finish()

        return self._get(("fuse_kitten", size, calmed), make)

    def fuse_tip(self, size: int) -> tuple[float, float]:
        """Where the fuse's spark is on ``fuse_kitten(size)`` (its moving sparks go there)."""
        s = size * 0.36
        x, y = size * 0.46, size * 0.58
        return fuse_end((x, y), s)

    def puff(self, size: int) -> pygame.Surface:
        """A soft cloud of glitter: the "poof" of a player going out (and, small, the smoke of
        a calmed fuse)."""
        size = max(16, int(size))

        def make() -> pygame.Surface:
            cv = Canvas(size, size, fringe=(200, 190, 210))
            c = size / 2
            puffs = PUFFS
            for dx, dy, r in puffs:
                cv.circle((c + dx * size, c + dy * size), r * size, (236, 228, 244))
            for dx, dy, r in puffs:
                cv.circle(
                    (c + dx * size - r * size * 0.25, c + dy * size - r * size * 0.3),
                    r * size * 0.45,
                    (255, 252, 255),
                )
            for k in range(9):
                a = k * 2.4
                d = 0.18 + 0.22 * ((k * 37) % 10) / 10
                sparkle(
                    cv,
                    (c + math.cos(a) * d * size, c + math.sin(a) * d * size),
                    size * (0.035 + 0.01 * (k % 3)),
                    (GOLD, PINK, (140, 200, 255))[k % 3],
                )
            return cv.finish()

        return self._get(("puff", size), make)

    def crown(self, size: int) -> pygame.Surface:
        """The winner's crown (the game's end, the winner's panel)."""
        size = max(10, int(size))

        def make() -> pygame.Surface:
            cv = Canvas(size, size, fringe=self.ink)
            s = size
            pts = [
                (0.1 * s, 0.8 * s),
                (0.06 * s, 0.28 * s),
                (0.32 * s, 0.52 * s),
                (0.5 * s, 0.14 * s),
                (0.68 * s, 0.52 * s),
                (0.94 * s, 0.28 * s),
                (0.9 * s, 0.8 * s),
            ]
            cv.shape(pts, GOLD, self.ink, max(1.0, s * 0.06))
            for x in (0.06, 0.5, 0.94):
                cv.disc((x * s, (0.28 if x != 0.5 else 0.14) * s), s * 0.07, GOLD_LIGHT, self.ink)
            return cv.finish()

        return self._get(("crown", size), make)

    def table(self, width: int, height: int) -> pygame.Surface:
        """The play table: a cosy room at night, a round rug in the middle, faint sparks."""
        w, h = int(width), int(height)
        return self._get(("table", w, h), lambda: room_table(self.palette, ROOM, w, h))


# --- shapes and pictograms ----------------------------------------------------------------------


def _polygon(p: Point, r: float, sides: int, rotation: float) -> list[Point]:
    return [
        (
            p[0] + r * math.cos(rotation + 2 * math.pi * i / sides),
            p[1] + r * math.sin(rotation + 2 * math.pi * i / sides),
        )
        for i in range(sides)
    ]


def shape_points(shape: str, p: Point, r: float) -> list[Point]:
    """The outline of a badge ``shape`` centred at ``p``, about ``r`` pixels in radius."""
    x, y = p
    if shape == "burst":
        return star(p, r * 1.08, r * 0.8, 12)
    if shape == "square":
        k = r * 0.9
        steps = []
        for cx, cy, a0 in ((k, k, 0.0), (-k, k, 0.5), (-k, -k, 1.0), (k, -k, 1.5)):
            c = (x + cx * 0.78, y + cy * 0.78)
            steps += arc(c, k * 0.22, a0 * math.pi, (a0 + 0.5) * math.pi, 4)
        return steps
    if shape == "octagon":
        return _polygon(p, r * 1.02, 8, math.pi / 8)
    if shape == "triangle":
        return _polygon((x, y + r * 0.18), r * 1.2, 3, -math.pi / 2)
    if shape == "cloud":
        pts: list[Point] = []
        bumps = ((-0.5, 0.2, 0.5), (-0.1, -0.25, 0.6), (0.45, 0.05, 0.55), (0.05, 0.4, 0.5))
        for i in range(48):
            a = 2 * math.pi * i / 48
            d = max(_ray(a, bx * r, by * r, br * r) for bx, by, br in bumps)
            pts.append((x + math.cos(a) * d, y + math.sin(a) * d))
        return pts
    if shape == "shield":
        top = y - r * 0.95
        return [
            (x - r * 0.92, top),
            (x + r * 0.92, top),
            (x + r * 0.92, y + r * 0.1),
            *cubic(
                (x + r * 0.92, y + r * 0.1),
                (x + r * 0.85, y + r * 0.7),
                (x + r * 0.3, y + r * 0.9),
                (x, y + r * 1.08),
                8,
            )[1:],
            *cubic(
                (x, y + r * 1.08),
                (x - r * 0.3, y + r * 0.9),
                (x - r * 0.85, y + r * 0.7),
                (x - r * 0.92, y + r * 0.1),
                8,
            )[1:],
        ]
    if shape == "hexagon":
        return _polygon(p, r * 1.05, 6, 0.0)
    if shape == "diamond":
        return _polygon(p, r * 1.18, 4, -math.pi / 2)
    return _polygon(p, r, 32, 0.0)  # circle


def _ray(angle: float, cx: float, cy: float, radius: float) -> float:
    """How far from the origin a ray at ``angle`` leaves the circle (cx, cy, radius), 0 when
    it misses it."""
    dx, dy = math.cos(angle), math.sin(angle)
    b = dx * cx + dy * cy
    c = cx * cx + cy * cy - radius * radius
    disc = b * b - c
    return b + math.sqrt(disc) if disc >= 0 else 0.0


def draw_pictogram(cv: Canvas, name: str, p: Point, r: float, fg: RGB, bg: RGB) -> None:
    """An action title's pictogram, bold, in a circle of ``r`` pixels."""
    x, y = p
    w = max(1.0, r * 0.26)
    if name == "spark":
        cv.polygon(star(p, r, r * 0.42, 8, rotation=-math.pi / 2), fg)
        cv.circle(p, r * 0.22, bg)
    elif name == "cross":
        cv.rect(x - r * 0.24, y - r * 0.85, r * 0.48, r * 1.7, fg, r * 0.08)
        cv.rect(x - r * 0.85, y - r * 0.24, r * 1.7, r * 0.48, fg, r * 0.08)
    elif name == "paw_up":
        cv.ellipse((x, y + r * 0.3), r * 0.5, r * 0.42, fg)
        for dx, dy in ((-0.62, -0.2), (-0.24, -0.62), (0.24, -0.62), (0.62, -0.2)):
            cv.ellipse((x + dx * r, y + dy * r), r * 0.19, r * 0.24, fg)
    elif name == "leap":
        pts = arc((x, y + r * 0.55), r * 0.85, math.pi * 1.05, math.pi * 1.85, 12)
        cv.polyline(pts, w * 1.1, fg)
        tip = pts[-1]
        cv.polygon(
            [
                (tip[0] + r * 0.32, tip[1] + r * 0.05),
                (tip[0] - r * 0.2, tip[1] - r * 0.2),
                (tip[0] - r * 0.05, tip[1] + r * 0.35),
            ],
            fg,
        )
        cv.circle((x - r * 0.8, y + r * 0.6), r * 0.16, fg)
    elif name == "zzz":
        for dx, dy, s in ((-0.42, 0.38, 0.5), (0.2, -0.05, 0.38), (0.62, -0.5, 0.28)):
            zed(cv, (x + dx * r, y + dy * r), s * r, fg, w * (0.7 + s * 0.6))
    elif name == "gift":
        cv.rect(x - r * 0.75, y - r * 0.25, r * 1.5, r * 1.0, fg, r * 0.1)
        cv.rect(x - r * 0.85, y - r * 0.5, r * 1.7, r * 0.32, fg, r * 0.08)
        cv.rect(x - r * 0.1, y - r * 0.5, r * 0.2, r * 1.25, bg)
        cv.ellipse((x - r * 0.3, y - r * 0.72), r * 0.3, r * 0.2, fg)
        cv.ellipse((x + r * 0.3, y - r * 0.72), r * 0.3, r * 0.2, fg)
    elif name == "arrows":
        for sign in (-1, 1):
            a = (x - r * 0.85, y + sign * r * 0.45)
            b = (x + r * 0.55, y - sign * r * 0.45)
            cv.line(a, b, w, fg)
            cv.polygon(
                [
                    (x + r * 0.95, y - sign * r * 0.5),
                    (x + r * 0.4, y - sign * r * 0.78),
                    (x + r * 0.55, y - sign * r * 0.12),
                ],
                fg,
            )
    elif name == "eye":
        upper = arc((x, y + r * 0.75), r * 1.2, math.pi * 1.2, math.pi * 1.8, 10)
        lower = arc((x, y - r * 0.75), r * 1.2, math.pi * 0.2, math.pi * 0.8, 10)
        cv.polygon(upper + lower, fg)
        cv.circle(p, r * 0.36, bg)
        cv.circle(p, r * 0.18, fg)
    else:
        raise ValueError(f"unknown pictogram {name!r}")


def zed(cv: Canvas, p: Point, s: float, color: RGB, width: float) -> None:
    """A "z" of sleep, ``s`` pixels wide."""
    x, y = p
    cv.polyline(
        [
            (x - s / 2, y - s / 2),
            (x + s / 2, y - s / 2),
            (x - s / 2, y + s / 2),
            (x + s / 2, y + s / 2),
        ],
        width,
        color,
    )


def sparkle(cv: Canvas, p: Point, s: float, color: RGB) -> None:
    """A four-pointed twinkle."""
    cv.polygon(star(p, s, s * 0.32, 4), color)


def paw(
    cv: Canvas, p: Point, s: float, fur: RGB, ink_c: RGB, lw: float, pads: bool = False
) -> None:
    """A kitten's paw, ``s`` pixels in radius (``pads``: the pink pads showing)."""
    x, y = p
    cv.oval(p, s, s * 0.85, fur, ink_c, lw)
    if pads:
        cv.ellipse((x, y + s * 0.25), s * 0.42, s * 0.32, PINK)
        for dx, dy in ((-0.55, -0.2), (-0.2, -0.52), (0.2, -0.52), (0.55, -0.2)):
            cv.ellipse((x + dx * s, y + dy * s), s * 0.16, s * 0.19, PINK)
    else:
        for dx in (-0.3, 0.0, 0.3):
            cv.line(
                (x + dx * s, y - s * 0.2), (x + dx * s, y + s * 0.25), max(0.8, lw * 0.6), ink_c
            )


def gift(cv: Canvas, p: Point, s: float, fill: RGB, ink_c: RGB, lw: float) -> None:
    x, y = p
    cv.shape(
        [(x - s, y - s * 0.55), (x + s, y - s * 0.55), (x + s, y + s * 0.7), (x - s, y + s * 0.7)],
        fill,
        ink_c,
        lw,
    )
    cv.rect(x - s * 0.14, y - s * 0.55, s * 0.28, s * 1.25, GOLD_LIGHT)
    cv.oval((x - s * 0.35, y - s * 0.78), s * 0.34, s * 0.22, GOLD_LIGHT, ink_c, lw * 0.8)
    cv.oval((x + s * 0.35, y - s * 0.78), s * 0.34, s * 0.22, GOLD_LIGHT, ink_c, lw * 0.8)


def fuse_end(p: Point, s: float) -> Point:
    x, y = p
    return (x + 0.95 * s, y - 1.15 * s)


def draw_fuse_kitten(
    cv: Canvas, p: Point, s: float, palette: Palette, lw: float, lit: bool = True
) -> None:
    """A chubby smoky kitten, round as a ball, whose tail is a fuse: fizzing (``lit``) or
    calmed, the kitten asleep with a wisp of smoke."""
    x, y = p
    ink_c = ink(palette)
    tail = cubic(
        (x + 0.55 * s, y + 0.5 * s),
        (x + 1.25 * s, y + 0.3 * s),
        (x + 0.45 * s, y - 0.8 * s),
        fuse_end(p, s),
        14,
    )
    cv.polyline(tail, max(2.0, lw * 3.2), ink_c)
    cv.polyline(tail, max(1.0, lw * 1.8), ROPE)
    for k in range(2, len(tail) - 1, 3):  # the rope's twist
        a, b = tail[k], tail[k + 1]
        cv.line(
            a,
            (a[0] + (b[0] - a[0]) * 0.6, a[1] + (b[1] - a[1]) * 0.6),
            max(0.8, lw),
            shade(ROPE, 0.7),
        )
    cv.oval((x, y + 0.42 * s), 0.78 * s, 0.62 * s, FUSE_FUR, ink_c, lw)
    cv.ellipse((x, y + 0.58 * s), 0.42 * s, 0.3 * s, mix(FUSE_FUR, CREAM, 0.35))
    for dx in (-0.4, 0.4):
        cv.oval((x + dx * s, y + 0.98 * s), 0.2 * s, 0.13 * s, FUSE_FUR, ink_c, lw)
    draw_head(cv, (x, y - 0.12 * s), 1.55 * s, FUSE_FUR, LOOKS["green"], palette, closed=not lit)
    tip = fuse_end(p, s)
    if lit:
        cv.polygon(star(tip, 0.36 * s, 0.13 * s, 7), SPARK_HOT)
        cv.polygon(star(tip, 0.22 * s, 0.09 * s, 7, rotation=0.4), SPARK)
        cv.circle(tip, 0.07 * s, (255, 250, 220))
    else:
        for k in range(3):
            cv.circle(
                (tip[0] + 0.08 * s * k, tip[1] - 0.18 * s * k),
                (0.1 + 0.04 * k) * s,
                (196, 190, 206),
            )
        zed(cv, (x - 0.8 * s, y - 0.85 * s), 0.24 * s, ink_c, max(1.0, lw * 1.2))


def draw_kit(cv: Canvas, p: Point, s: float, ink_c: RGB, lw: float) -> None:
    """The calm-down kit: a mint box with a handle and a white cross, a feather toy and a
    little bottle of calming mist tucked in."""
    x, y = p
    mint = (62, 178, 120)
    cv.polyline(
        arc((x, y - 0.42 * s), 0.32 * s, math.pi, 2 * math.pi, 10), max(2.0, lw * 2.4), ink_c
    )
    cv.polyline(
        arc((x, y - 0.42 * s), 0.32 * s, math.pi, 2 * math.pi, 10),
        max(1.0, lw * 1.2),
        shade(mint, 0.7),
    )
    # the feather, behind the box
    stem = cubic(
        (x + 0.5 * s, y - 0.2 * s),
        (x + 0.6 * s, y - 0.6 * s),
        (x + 0.8 * s, y - 0.8 * s),
        (x + 0.95 * s, y - 1.0 * s),
        8,
    )
    cv.polyline(stem, max(1.0, lw), ink_c)
    feather = [
        (x + 0.62 * s, y - 0.55 * s),
        (x + 1.05 * s, y - 1.05 * s),
        (x + 0.78 * s, y - 0.5 * s),
    ]
    cv.shape(feather, (244, 146, 160), ink_c, lw * 0.8)
    box = [
        (x - 0.9 * s, y - 0.42 * s),
        (x + 0.9 * s, y - 0.42 * s),
        (x + 0.9 * s, y + 0.75 * s),
        (x - 0.9 * s, y + 0.75 * s),
    ]
    cv.shape(box, mint, ink_c, lw)
    cv.rect(x - 0.9 * s, y - 0.42 * s, 1.8 * s, 0.22 * s, shade(mint, 0.8))
    cv.rect(x - 0.13 * s, y - 0.05 * s, 0.26 * s, 0.66 * s, (255, 255, 255))
    cv.rect(x - 0.33 * s, y + 0.15 * s, 0.66 * s, 0.26 * s, (255, 255, 255))


def draw_cat_prop(
    cv: Canvas, prop: str, p: Point, s: float, fur: RGB, lk: CatLook, palette: Palette, lw: float
) -> None:
    """A cat card's picture: a kitten with its kind's thing (a loaf, a box, a sock, the moon, a
    ball of yarn)."""
    x, y = p
    ink_c = ink(palette)
    if prop == "moon":
        moon = arc((x + 0.45 * s, y - 0.55 * s), 0.42 * s, 0.0, 2 * math.pi, 20)
        cv.shape(moon, GOLD_LIGHT, ink_c, lw)
        cv.circle((x + 0.62 * s, y - 0.68 * s), 0.36 * s, mix(PAPER, (200, 170, 90), 0.1))
        draw_head(cv, (x - 0.1 * s, y + 0.1 * s), 1.45 * s, fur, lk, palette)
        for k in range(3):
            sparkle(
                cv, (x - 0.85 * s + 0.25 * k * s, y - 0.8 * s + 0.12 * (k % 2) * s), 0.09 * s, GOLD
            )
        return
    if prop == "loaf":  # the kitten as a loaf: paws tucked, a crusty back
        cv.shape(
            [
                *arc((x, y + 0.45 * s), 0.95 * s, math.pi, 2 * math.pi, 16),
                (x + 0.95 * s, y + 0.9 * s),
                (x - 0.95 * s, y + 0.9 * s),
            ],
            (222, 170, 96),
            ink_c,
            lw,
        )
        for dx in (-0.45, 0.0, 0.45):
            cv.line(
                (x + dx * s - 0.1 * s, y + 0.05 * s),
                (x + dx * s + 0.12 * s, y - 0.1 * s),
                max(1.0, lw),
                shade((222, 170, 96), 0.7),
            )
        draw_head(cv, (x, y - 0.1 * s), 1.3 * s, fur, lk, palette, paws=True)
        return
    if prop == "box":
        draw_head(cv, (x, y - 0.2 * s), 1.4 * s, fur, lk, palette)
        cv.shape(
            [
                (x - 0.95 * s, y + 0.2 * s),
                (x + 0.95 * s, y + 0.2 * s),
                (x + 0.85 * s, y + 1.0 * s),
                (x - 0.85 * s, y + 1.0 * s),
            ],
            (196, 146, 92),
            ink_c,
            lw,
        )
        cv.shape(
            [
                (x - 0.95 * s, y + 0.2 * s),
                (x - 1.15 * s, y - 0.05 * s),
                (x - 0.55 * s, y - 0.02 * s),
                (x - 0.4 * s, y + 0.2 * s),
            ],
            (214, 168, 112),
            ink_c,
            lw,
        )
        cv.shape(
            [
                (x + 0.95 * s, y + 0.2 * s),
                (x + 1.15 * s, y - 0.05 * s),
                (x + 0.55 * s, y - 0.02 * s),
                (x + 0.4 * s, y + 0.2 * s),
            ],
            (214, 168, 112),
            ink_c,
            lw,
        )
        return
    if prop == "sock":
        draw_head(cv, (x - 0.15 * s, y - 0.05 * s), 1.45 * s, fur, lk, palette, paws=True)
        sock = [
            (x + 0.45 * s, y + 0.15 * s),
            (x + 0.85 * s, y + 0.15 * s),
            (x + 0.85 * s, y + 0.75 * s),
            (x + 1.05 * s, y + 0.95 * s),
            (x + 0.95 * s, y + 1.08 * s),
            (x + 0.45 * s, y + 1.0 * s),
        ]
        cv.shape(sock, (120, 200, 160), ink_c, lw)
        for k in range(3):
            yy = y + 0.3 * s + 0.2 * k * s
            cv.line((x + 0.47 * s, yy), (x + 0.83 * s, yy), max(1.0, lw * 1.2), (250, 250, 244))
        return
    # yarn
    draw_head(cv, (x, y - 0.2 * s), 1.4 * s, fur, lk, palette)
    ball = (x + 0.05 * s, y + 0.62 * s)
    cv.polyline(
        cubic(
            ball,
            (x - 0.6 * s, y + 0.9 * s),
            (x - 0.9 * s, y + 0.6 * s),
            (x - 1.0 * s, y + 0.2 * s),
            10,
        ),
        max(1.0, lw),
        (160, 110, 200),
    )
    cv.disc(ball, 0.42 * s, (170, 120, 214), ink_c, lw)
    for k in range(3):
        cv.polyline(
            arc((ball[0] - 0.5 * s, ball[1] + 0.4 * s), (0.45 + 0.15 * k) * s, -1.1, 0.1, 8),
            max(0.8, lw * 0.7),
            (110, 70, 150),
        )


# The play table's room: a cosy night, a warm red rug, faint sparks every fourth place.
ROOM = Room(
    top=1.2,
    bottom=0.72,
    rug=(150, 70, 60),
    rug_mix=0.32,
    centre=(0.5, 0.52),
    radii=(0.4, 0.3),
    inner=(0.36, 0.26),
    motif=lambda cv, p, s, color: sparkle(cv, p, s, color),
    size=0.12,
    every=lambda row, col: (row * 2 + col) % 4 == 0,
    alpha=140,
)
