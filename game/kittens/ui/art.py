"""Kitten Toys' original art, drawn by code as the Isle's is (game/shell/ui/art): the 35 cards (a
kitten with its toy; one toy per colour: a ball of yarn, a catnip mouse, a jingle ball, a
feather wand, a fish plush), the card back, the Super chat card (a star in the middle, as the
Accessijeux sheet puts it), the symbols' discs, the seats' kittens and the table.

Every numbered card shows, top left, its colour's symbol and under it the value as a large
numeral, then as many dots (Accessijeux adaptation; the sheet's numeric code is not published,
so none is invented). The paw swipe's corner says it can become 8; drawn ``turned`` it shows
the 8 it counts beside its 7.

    art = ToyArt(palette, symbols={"orange": "moon", ...}, legend=...)
    art = toy_art(palette, settings)          # as the player's settings say (symbols, size)
    art.card(parse_card("r5"), 120)           # a card 120 px wide (168 tall)
    art.back(120, colour=2)                   # face down, its colour known (an overflow card)
"""

from __future__ import annotations

import math

import pygame

from game.kittens.rules.cards import COLOURS, PAW_SWIPE, colour_of, value_of
from game.kittens.ui.colours import symbol_of, toy_colour
from game.shell.ui import text
from game.shell.ui.art.canvas import Canvas
from game.shell.ui.art.card_table import DrawnPictures, Room, room_table
from game.shell.ui.art.cats import draw_head, mix
from game.shell.ui.art.geom import arc, cubic, star
from game.shell.ui.art.style import CREAM, GOLD, GOLD_DARK, GOLD_LIGHT, LOOKS, PINK, line_width
from game.shell.ui.art.symbols import draw_symbol
from game.shell.ui.palette import Palette, luminance, readable_on, shade

RATIO = 1.4  # a card's height for its width
PAPER = (252, 247, 236)
BACK = (58, 44, 104)
BACK_LIGHT = (92, 74, 150)

# The kittens on the cards and the seats' kittens: a fur and a look (ears, markings) each.
KITTENS = (
    ((238, 158, 84), LOOKS["orange"]),  # ginger
    ((150, 152, 166), LOOKS["blue"]),  # grey tabby
    ((246, 232, 206), LOOKS["purple"]),  # cream
    ((66, 60, 70), LOOKS["green"]),  # black
    ((170, 120, 86), LOOKS["red"]),  # brown
    ((236, 236, 232), LOOKS["green"]),  # white
    ((206, 176, 140), LOOKS["blue"]),  # fawn
)


def card_height(width: int) -> int:
    return round(width * RATIO)


def symbol_radius(scale: float) -> float:
    """The index symbol's radius on a card 100 units wide at the player's symbol size (the
    index strip is 25 units wide: a large symbol reaches just past it)."""
    return min(10.5 * scale, 14.5)


def numeral_size(u: float) -> int:
    """The font size of a card's numeral, ``u`` pixels a unit (a card is 100 units wide)."""
    return round(30 * u)


def art_looks(palette: Palette, settings) -> tuple:
    """What of the settings changes Kitten Toys' pictures (a seat's text size does not)."""
    return (palette.name, settings.symbols, repr(settings.symbol_map), settings.symbol_size)


def toy_art(palette: Palette, settings) -> ToyArt:
    """The pictures as the player's settings draw them: the cards' symbols shown or not, the
    player's table of symbols (the legends keep it even with the cards' symbols off), and
    the symbol size."""
    from game.shell.options import SYMBOL_SCALES
    from game.shell.ui.symbols_data import player_mapping

    legend = player_mapping(settings.symbol_map)
    return ToyArt(
        palette,
        legend if settings.symbols else None,
        legend,
        symbol_scale=SYMBOL_SCALES[settings.symbol_size],
    )


class ToyArt(DrawnPictures):
    """Every picture of Kitten Toys, drawn at the size asked and cached by its parameters.
    ``symbols``: the player's colour -> symbol table when the cards show symbols (None: they
    do not); ``legend``: the table the legends use even then (trump, lead, counts);
    ``symbol_scale``: the player's symbol size (0.8 small, 1 normal, 1.35 large)."""

    def __init__(
        self,
        palette: Palette,
        symbols: dict[str, str] | None,
        legend: dict[str, str],
        cache_bytes: int = 96 * 2**20,
        symbol_scale: float = 1.0,
    ) -> None:
        super().__init__(palette, cache_bytes)
        self.symbols = dict(symbols) if symbols else None
        self.legend = dict(legend)
        self.symbol_scale = float(symbol_scale)

    def symbol_px(self, size: float) -> int:
        """A legend's symbol size for ``size`` pixels at the normal symbol size."""
        return max(8, round(size * self.symbol_scale))

    def index_sizes(self, width: int) -> tuple[int, int]:
        """How tall a card ``width`` pixels wide shows its numeral (the ink of the smallest
        digit) and its symbol (the disc's diameter), in pixels: what a player reads."""
        width = max(24, int(width))
        u = width / 100
        size = numeral_size(u)
        ink_h = min(
            text.render(str(v), "title", size, self.ink).get_bounding_rect().height
            for v in range(1, 9)
        )
        return ink_h, round(2 * symbol_radius(self.symbol_scale) * u)

    # --- cards ----------------------------------------------------------------------------
    def card(self, card: int, width: int, turned: bool = False) -> pygame.Surface:
        """A numbered card face up, ``width`` x round(width * 1.4). ``turned``: a paw swipe
        that counts 8 (its 7 is in the trick)."""
        width = max(24, int(width))
        turned = turned and value_of(card) == PAW_SWIPE
        colour = colour_of(card)
        symbol = symbol_of(colour, self.symbols) if self.symbols else None
        return self._get(
            ("card", card, width, turned, symbol),
            lambda: self._draw_card(colour, value_of(card), width, turned, symbol),
        )

    def mini(self, card: int, width: int, turned: bool = False) -> pygame.Surface:
        """A card as a small picture (the timeline's icons): its colour, its symbol and its
        value as large as the card allows, no kitten (it would be a speck at this size)."""
        width = max(16, int(width))
        colour = colour_of(card)
        value = 8 if turned and value_of(card) == PAW_SWIPE else value_of(card)
        symbol = symbol_of(colour, self.legend)

        def make() -> pygame.Surface:
            h = card_height(width)
            cv = Canvas(width, h, fringe=self.ink)
            fill = toy_colour(colour)
            self._frame(cv, width, h, fill, PAPER)
            r = width * min(0.3 * self.symbol_scale, 0.38)
            self._symbol_disc(cv, (width / 2, h * 0.3), r, fill, symbol)
            image = cv.finish()
            digits = text.render(str(value), "title", round(h * 0.42), self.ink)
            image.blit(digits, digits.get_rect(center=(width // 2, round(h * 0.7))))
            return image

        return self._get(("mini", card, width, value, symbol), make)

    def back(self, width: int, colour: int | None = None) -> pygame.Surface:
        """A card face down; ``colour``: its colour is known (a toy received or discarded
        from an overflow): a band of it and its symbol."""
        width = max(24, int(width))
        symbol = symbol_of(colour, self.legend) if colour is not None else None
        return self._get(
            ("back", width, colour, symbol), lambda: self._draw_back(width, colour, symbol)
        )

    def super_chat(self, width: int) -> pygame.Surface:
        """The Super chat card: a star in the middle."""
        width = max(24, int(width))
        return self._get(("super_chat", width), lambda: self._draw_super_chat(width))

    def _frame(self, cv: Canvas, w: int, h: int, edge, fill) -> float:
        """A card's outline, edge band and face; returns the line width."""
        lw = max(1.0, w * 0.022) * (1.35 if self.palette.name == "high_contrast" else 1.0)
        r = w * 0.08
        cv.rect(0.5, 0.5, w - 1, h - 1, self.ink, r)
        cv.rect(lw + 0.5, lw + 0.5, w - 2 * lw - 1, h - 2 * lw - 1, edge, r * 0.8)
        band = max(2.0, w * 0.05)
        cv.rect(band, band, w - 2 * band, h - 2 * band, fill, r * 0.6)
        return lw

    def _draw_card(
        self, colour: int, value: int, w: int, turned: bool, symbol: str | None
    ) -> pygame.Surface:
        h = card_height(w)
        fill = toy_colour(colour)
        cv = Canvas(w, h, fringe=self.ink)
        face = mix(PAPER, fill, 0.12)
        lw = self._frame(cv, w, h, fill, face)
        u = w / 100
        # the illustration: a kitten with its paws on its toy (the paw swipe: a swipe)
        art_x = 62 * u
        if value == PAW_SWIPE:
            self._paw_swipe(cv, (art_x, 76 * u), 62 * u, fill, lw, turned)
        else:
            fur, look = KITTENS[(value * 3 + colour) % len(KITTENS)]
            draw_toy(cv, colour, (art_x + 6 * u, 110 * u), 46 * u, self.ink, lw)
            draw_head(cv, (art_x, 62 * u), 66 * u, fur, look, self.palette, paws=True)
        # the index: symbol, large numeral, dots (the left strip, seen in a fanned hand)
        cv.rect(5 * u, 5 * u, 25 * u, h - 10 * u, mix(PAPER, fill, 0.05), 5 * u)
        cx = 17.5 * u
        radius = symbol_radius(self.symbol_scale) * u
        if symbol is not None:
            self._symbol_disc(cv, (cx, 6.5 * u + radius), radius, fill, symbol)
        shown = 8 if turned else value
        dots_top = 78 * u
        self._dots(cv, shown, (cx, dots_top), 5.2 * u, shade(fill, 0.55))
        if value == PAW_SWIPE:  # the 8 it becomes (turned: the 1 it was), on a burst
            burst = star((cx, 125 * u), 11 * u, 8.5 * u, 10)
            cv.shape(burst, GOLD_LIGHT if turned else mix(PAPER, fill, 0.3), None)
        image = cv.finish()
        numeral = str(shown)
        size = numeral_size(u)
        # a light halo: the numeral reads on whatever the card's picture puts near it
        digits = text.outlined(numeral, "title", size, self.ink, PAPER, max(1, size // 12))
        y = round(9 * u + 2 * radius) if symbol is not None else round(8 * u)
        image.blit(digits, digits.get_rect(midtop=(round(cx), y)))
        if value == PAW_SWIPE and w >= 80:  # smaller, the burst alone says it (help explains)
            small = text.render("1" if turned else "8", "bold", round(11 * u), self.ink)
            image.blit(small, small.get_rect(center=(round(cx), round(125.5 * u))))
        return image

    def _symbol_disc(self, cv: Canvas, p, r: float, fill, symbol: str) -> None:
        fg = readable_on(fill)
        ring = (255, 255, 255) if luminance(fill) < 0.3 else self.ink
        cv.circle(p, r, self.ink)
        cv.circle(p, r - max(1.0, r * 0.1), ring)
        cv.circle(p, r - max(1.5, r * 0.2), fill)
        draw_symbol(cv, symbol, p, r * 0.62, fg, fill)

    def _dots(self, cv: Canvas, count: int, top, r: float, color) -> None:
        """``count`` dots in pairs down the strip (the value counted, as on dice)."""
        cx, y = top
        gap = r * 2.5
        for i in range(count):
            row, col = divmod(i, 2)
            last_alone = count % 2 == 1 and i == count - 1
            x = cx if last_alone else cx + (col - 0.5) * gap
            cv.disc((x, y + row * gap), r, color, self.ink, max(0.8, r * 0.3))

    def _paw_swipe(self, cv: Canvas, p, size: float, fill, lw: float, turned: bool) -> None:
        """A kitten's paw swiping across the card, motion marks behind it."""
        x, y = p
        s = size
        paw = (246, 226, 200)
        for i, dy in enumerate((-0.28, -0.1, 0.08)):
            pts = arc((x - 0.55 * s, y + dy * s + 0.6 * s), 0.7 * s, -1.35, -0.55, 10)
            cv.polyline(pts, max(1.0, lw * (1.4 - 0.3 * i)), shade(fill, 0.7))
        cv.oval((x + 0.12 * s, y + 0.1 * s), 0.28 * s, 0.24 * s, paw, self.ink, lw)
        cv.oval((x - 0.1 * s, y + 0.32 * s), 0.2 * s, 0.16 * s, paw, self.ink, lw)  # the arm
        cv.oval((x + 0.14 * s, y + 0.16 * s), 0.13 * s, 0.1 * s, PINK, None)
        for k, (dx, dy) in enumerate(((-0.08, -0.12), (0.08, -0.17), (0.24, -0.12), (0.32, 0.0))):
            toe = (x + 0.12 * s + dx * s, y + 0.1 * s + dy * s)
            cv.oval(toe, 0.065 * s, 0.06 * s, PINK if k else mix(PINK, paw, 0.3), None)
        for k in range(3):  # the claws out
            base = (x + 0.06 * s + 0.12 * k * s, y - 0.08 * s - (0.03 if k == 1 else 0) * s)
            tip = (base[0] + 0.04 * s, base[1] - 0.13 * s)
            cv.polygon([base, (base[0] + 0.05 * s, base[1]), tip], (250, 250, 246))
            cv.polyline([base, tip], max(0.8, lw * 0.5), self.ink)
        if turned:
            glow = star((x + 0.12 * s, y + 0.1 * s), 0.55 * s, 0.36 * s, 10)
            cv.polyline(glow, max(1.0, lw), GOLD, closed=True)

    def _draw_back(self, w: int, colour: int | None, symbol: str | None) -> pygame.Surface:
        h = card_height(w)
        cv = Canvas(w, h, fringe=self.ink)
        edge = toy_colour(colour) if colour is not None else BACK_LIGHT
        lw = self._frame(cv, w, h, edge, BACK)
        u = w / 100
        # paw prints in rows, the back's pattern
        for row in range(5):
            for col in range(3):
                px = (22 + col * 28 + (14 if row % 2 else 0)) * u
                py = (20 + row * 26) * u
                if px > 92 * u:
                    continue
                _paw_print(cv, (px, py), 9 * u, BACK_LIGHT)
        if colour is not None and symbol is not None:
            fill = toy_colour(colour)
            radius = min(22 * self.symbol_scale, 32) * u
            self._symbol_disc(cv, (50 * u, 70 * u), radius, fill, symbol)
        else:
            cv.disc((50 * u, 70 * u), 22 * u, BACK_LIGHT, self.ink, lw)
            draw_toy(cv, 0, (50 * u, 70 * u), 30 * u, self.ink, lw, fill=GOLD_LIGHT)
        return cv.finish()

    def _draw_super_chat(self, w: int) -> pygame.Surface:
        h = card_height(w)
        cv = Canvas(w, h, fringe=self.ink)
        lw = self._frame(cv, w, h, GOLD, mix(PAPER, GOLD_LIGHT, 0.35))
        u = w / 100
        for i in range(12):  # rays
            a = i * math.pi / 6
            p1 = (50 * u + math.cos(a) * 30 * u, 70 * u + math.sin(a) * 30 * u)
            p2 = (50 * u + math.cos(a) * 44 * u, 70 * u + math.sin(a) * 44 * u)
            cv.line(p1, p2, max(1.0, 2.4 * u), mix(GOLD_LIGHT, PAPER, 0.3))
        cv.shape(star((50 * u, 72 * u), 36 * u, 15 * u, 5), GOLD, self.ink, lw)
        cv.shape(star((50 * u, 72 * u), 22 * u, 9 * u, 5), GOLD_LIGHT, None)
        fur, look = KITTENS[0]
        draw_head(cv, (50 * u, 24 * u), 30 * u, fur, look, self.palette, detail=False)
        crown = [
            (40 * u, 12 * u),
            (38 * u, 3 * u),
            (45 * u, 8 * u),
            (50 * u, 1 * u),
            (55 * u, 8 * u),
            (62 * u, 3 * u),
            (60 * u, 12 * u),
        ]
        cv.shape(crown, GOLD, self.ink, max(1.0, lw * 0.7))
        return cv.finish()

    # --- small pictures -------------------------------------------------------------------
    def symbol(self, colour: int, size: int) -> pygame.Surface:
        """The colour's symbol on a disc of the colour (legends: always shown)."""
        size = max(8, int(size))
        name = symbol_of(colour, self.legend)
        fill = toy_colour(colour)

        def make() -> pygame.Surface:
            cv = Canvas(size, size, fringe=self.ink)
            self._symbol_disc(cv, (size / 2, size / 2), size * 0.47, fill, name)
            return cv.finish()

        return self._get(("symbol", colour, size, name), make)

    def toy(self, colour: int, size: int) -> pygame.Surface:
        size = max(8, int(size))

        def make() -> pygame.Surface:
            cv = Canvas(size, size, fringe=self.ink)
            draw_toy(
                cv,
                colour,
                (size / 2, size / 2),
                size * 0.9,
                self.ink,
                line_width(size, self.palette),
            )
            return cv.finish()

        return self._get(("toy", colour, size), make)

    def kitten(self, seat: int, size: int, ring=None) -> pygame.Surface:
        """A seat's kitten on a disc of the seat's colour (panels, hand-off)."""
        size = max(12, int(size))
        color = ring or self.palette.seats[seat % len(self.palette.seats)]

        def make() -> pygame.Surface:
            cv = Canvas(size, size, fringe=self.ink)
            lw = max(1.0, size * 0.04)
            cv.disc((size / 2, size / 2), size * 0.47, color, self.ink, lw)
            fur, look = KITTENS[(seat * 2 + 1) % len(KITTENS)]
            draw_head(
                cv,
                (size / 2, size * 0.6),
                size * 1.05,
                fur,
                look,
                self.palette,
                detail=size >= 28,
                tiny=size < 18,
            )
            return cv.finish()

        return self._get(("kitten", seat, size, tuple(color)), make)

    def star_icon(self, size: int, filled: bool = True) -> pygame.Surface:
        size = max(8, int(size))

        def make() -> pygame.Surface:
            cv = Canvas(size, size, fringe=self.ink)
            pts = star((size / 2, size * 0.53), size * 0.47, size * 0.2, 5)
            lw = max(1.0, size * 0.07)
            if filled:
                cv.shape(pts, GOLD, self.ink, lw)
            else:
                cv.shape(pts, shade(self.palette.panel, 1.2), self.palette.text_dim, lw)
            return cv.finish()

        return self._get(("star", size, filled), make)

    def table(self, width: int, height: int) -> pygame.Surface:
        """The play table: a warm room's dusk, faint paw prints, a round rug in the middle."""
        w, h = int(width), int(height)
        return self._get(("table", w, h), lambda: room_table(self.palette, ROOM, w, h))


def _paw_print(cv: Canvas, p, s: float, color) -> None:
    """A paw print of size ``s`` (the table's motif)."""
    x, y = p
    cv.ellipse((x, y + 0.25 * s), 0.42 * s, 0.34 * s, color)
    for dx, dy in ((-0.45, -0.25), (-0.16, -0.5), (0.16, -0.5), (0.45, -0.25)):
        cv.ellipse((x + dx * s, y + dy * s), 0.15 * s, 0.18 * s, color)


def draw_toy(cv: Canvas, colour: int, p, size: float, ink_c, lw: float, fill=None) -> None:
    """Toy ``colour``'s toy centred at ``p`` in a box of ``size`` pixels: yellow a ball of
    yarn, green a catnip mouse, red a jingle ball, pink a feather wand, blue a fish plush."""
    fill = fill or toy_colour(colour)
    dark, light = shade(fill, 0.62), shade(fill, 1.35)
    x, y = p
    s = size / 2
    name = COLOURS[colour]
    if name == "y":  # a ball of yarn, its loose end curling away
        cv.polyline(
            cubic(
                (x + 0.5 * s, y + 0.5 * s),
                (x + 0.9 * s, y + 0.9 * s),
                (x + 1.0 * s, y + 0.3 * s),
                (x + 0.75 * s, y + 0.1 * s),
                10,
            ),
            max(1.0, lw * 0.9),
            dark,
        )
        cv.disc((x, y), 0.72 * s, fill, ink_c, lw)
        for k in range(4):
            a = -0.6 + k * 0.42
            cv.polyline(
                arc((x - 0.9 * s, y + 0.7 * s), (1.0 + 0.18 * k) * s, a - 0.9, a + 0.1, 10),
                max(1.0, lw * 0.7),
                dark,
            )
        for k in range(3):
            cv.polyline(
                arc((x + 0.8 * s, y - 0.6 * s), (0.7 + 0.2 * k) * s, 1.9, 3.1, 10),
                max(1.0, lw * 0.6),
                dark,
            )
    elif name == "g":  # a catnip mouse: a felt body, a round ear, a string tail
        cv.polyline(
            cubic(
                (x + 0.6 * s, y + 0.2 * s),
                (x + 1.1 * s, y + 0.1 * s),
                (x + 0.9 * s, y + 0.7 * s),
                (x + 0.5 * s, y + 0.8 * s),
                10,
            ),
            max(1.0, lw),
            ink_c,
        )
        body = [
            (x - 0.9 * s + 1.5 * s * t, y + 0.35 * s - math.sin(math.pi * t) ** 0.8 * 0.75 * s)
            for t in (i / 12 for i in range(13))
        ] + [(x + 0.6 * s, y + 0.35 * s), (x - 0.9 * s, y + 0.35 * s)]
        cv.shape(body, fill, ink_c, lw)
        cv.disc((x - 0.35 * s, y - 0.4 * s), 0.22 * s, light, ink_c, lw)
        cv.circle((x - 0.62 * s, y - 0.02 * s), max(1.0, 0.07 * s), ink_c)
        cv.circle((x - 0.92 * s, y + 0.22 * s), max(1.0, 0.08 * s), PINK)
        for k in range(4):
            sx = x - 0.2 * s + 0.2 * k * s
            cv.line((sx, y + 0.26 * s), (sx + 0.08 * s, y + 0.36 * s), max(0.8, lw * 0.5), dark)
    elif name == "r":  # a jingle ball: a hollow ball, its bell showing through the slits
        cv.disc((x, y), 0.75 * s, fill, ink_c, lw)
        cv.ellipse((x - 0.25 * s, y - 0.3 * s), 0.2 * s, 0.13 * s, light)
        for a in (0.4, 1.45, 2.5):
            c, sn = math.cos(a), math.sin(a)
            pts = [
                (x + c * r * s - sn * 0.06 * s, y + sn * r * s + c * 0.06 * s) for r in (0.15, 0.6)
            ]
            pts += [
                (x + c * r * s + sn * 0.06 * s, y + sn * r * s - c * 0.06 * s) for r in (0.6, 0.15)
            ]
            cv.polygon(pts, shade(fill, 0.35))
        cv.disc((x + 0.05 * s, y + 0.05 * s), 0.16 * s, GOLD, ink_c, max(0.8, lw * 0.6))
    elif name == "p":  # a feather wand: a bent stick, three feathers at its end
        stick = cubic(
            (x - 0.9 * s, y + 0.9 * s),
            (x - 0.5 * s, y + 0.2 * s),
            (x - 0.1 * s, y),
            (x + 0.2 * s, y - 0.2 * s),
            12,
        )
        cv.polyline(stick, max(1.5, lw * 1.6), ink_c)
        cv.polyline(stick, max(1.0, lw * 0.8), GOLD_DARK)
        for k, a in enumerate((-1.6, -0.9, -0.2)):
            tip = (x + 0.2 * s + math.cos(a) * 0.85 * s, y - 0.2 * s + math.sin(a) * 0.85 * s)
            base = (x + 0.2 * s, y - 0.2 * s)
            mid = ((base[0] + tip[0]) / 2, (base[1] + tip[1]) / 2)
            nx, ny = -(tip[1] - base[1]) * 0.28, (tip[0] - base[0]) * 0.28
            feather = [base, (mid[0] + nx, mid[1] + ny), tip, (mid[0] - nx, mid[1] - ny)]
            cv.shape(feather, fill if k != 1 else light, ink_c, lw)
            cv.line(base, tip, max(0.8, lw * 0.5), dark)
    else:  # a fish plush, stitched
        body = [
            (x - 0.8 * s + 1.4 * s * t, y - math.sin(math.pi * t) * 0.5 * s)
            for t in (i / 12 for i in range(13))
        ] + [
            (x + 0.6 * s - 1.4 * s * t, y + math.sin(math.pi * t) * 0.5 * s)
            for t in (i / 12 for i in range(13))
        ]
        tail = [
            (x + 0.5 * s, y),
            (x + 0.95 * s, y - 0.45 * s),
            (x + 0.85 * s, y),
            (x + 0.95 * s, y + 0.45 * s),
        ]
        cv.shape(tail, dark if luminance(fill) > 0.2 else light, ink_c, lw)
        cv.shape(body, fill, ink_c, lw)
        cv.ellipse((x - 0.1 * s, y + 0.22 * s), 0.45 * s, 0.16 * s, mix(CREAM, fill, 0.2))
        e = (x - 0.45 * s, y - 0.1 * s)
        cv.line(
            (e[0] - 0.08 * s, e[1] - 0.08 * s),
            (e[0] + 0.08 * s, e[1] + 0.08 * s),
            max(1.0, lw * 0.7),
            ink_c,
        )
        cv.line(
            (e[0] - 0.08 * s, e[1] + 0.08 * s),
            (e[0] + 0.08 * s, e[1] - 0.08 * s),
            max(1.0, lw * 0.7),
            ink_c,
        )
        for k in range(3):
            sx = x - 0.05 * s + 0.18 * k * s
            cv.line((sx, y - 0.35 * s), (sx, y - 0.2 * s), max(0.8, lw * 0.5), light)


# The play table's room: a warm dusk, a plum rug, paw prints every third place.
ROOM = Room(
    top=1.18,
    bottom=0.7,
    rug=(120, 70, 110),
    rug_mix=0.35,
    centre=(0.46, 0.5),
    radii=(0.36, 0.3),
    inner=(0.33, 0.26),
    motif=lambda cv, p, s, color: _paw_print(cv, p, s, color),
    size=0.22,
    every=lambda row, col: (row + col) % 3 == 0,
    alpha=150,
)
