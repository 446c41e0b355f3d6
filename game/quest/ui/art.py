"""Dice Quest's original art, drawn by code as the box's other games' is: the five dice (ivory
faces with pips, each die's place marked by its colour and its Accessijeux symbol on a tab
that also carries its numeral), the 42 creature cards (the combination to beat along the top
as number dice, suns and moons; the creature in the middle; its name; its power's badge), the
card back of the deck, the five powers' icons, the seats' badges and the table's felt.

    art = quest_art(palette, settings)           # as the player's settings draw it
    art.die(4, 96)                               # a die showing 4 (its pips), 96 px
    art.tab(2, 4, 96)                            # under the red die: its heart and "4"
    art.card(creature, 168)                      # a card 168 px wide (235 tall)
    art.card(creature, 168, matched=(4, 4, 6))   # ... with the faces that beat it marked
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from game.quest.rules import MOON, SUN, Creature, Power
from game.quest.ui.looks import Look, look_of
from game.shell.ui import text
from game.shell.ui.art.canvas import Canvas, gradient_surface
from game.shell.ui.art.cats import mix
from game.shell.ui.art.geom import Point, arc, star
from game.shell.ui.art.style import GOLD, GOLD_DARK, GOLD_LIGHT, ink
from game.shell.ui.art.symbols import draw_symbol
from game.shell.ui.palette import COLORS, RGB, Palette, readable_on, shade
from game.shell.ui.surface_cache import SurfaceCache

RATIO = 1.4  # a card's height for its width
IVORY = (250, 246, 234)
PAPER = (250, 243, 226)
BACK = (36, 52, 96)
BACK_LIGHT = (70, 96, 160)
SUN_GOLD = (250, 196, 48)
MOON_SILVER = (176, 196, 236)
# The powers' colours on their badges (a shape and a word always go with each).
POWER_COLOURS: dict[Power, tuple[int, int, int]] = {
    Power.PLUS: (64, 150, 88),
    Power.MINUS: (190, 70, 64),
    Power.PLUSMINUS: (128, 86, 176),
    Power.REROLL: (48, 112, 190),
    Power.OPPOSITE: (214, 128, 40),
}
PIPS = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


def card_height(width: int) -> int:
    return round(width * RATIO)


def art_looks(palette: Palette, settings) -> tuple:
    """What of the settings changes Dice Quest's pictures (a seat's text size does not)."""
    return (palette.name, settings.symbols, repr(settings.symbol_map), settings.symbol_size)


def quest_art(palette: Palette, settings) -> QuestArt:
    """The pictures as the player's settings draw them: their table of symbols (the dice's
    tabs always show the symbols: colour never speaks alone) and the symbol size."""
    from game.shell.options import SYMBOL_SCALES
    from game.shell.ui.symbols_data import player_mapping

    return QuestArt(
        palette,
        player_mapping(settings.symbol_map),
        symbol_scale=SYMBOL_SCALES[settings.symbol_size],
    )


class QuestArt:
    """Every picture of Dice Quest, drawn at the size asked and cached by its parameters."""

    def __init__(
        self,
        palette: Palette,
        symbols: dict[str, str],
        cache_bytes: int = 64 * 2**20,
        symbol_scale: float = 1.0,
    ) -> None:
        self.palette = palette
        self.symbols = dict(symbols)
        self.symbol_scale = float(symbol_scale)
        self.cache = SurfaceCache(cache_bytes)

    def _get(self, key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        def build() -> pygame.Surface:
            surface = make()
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                return surface.convert_alpha()
            return surface

        return self.cache.get(key, build)

    @property
    def ink(self) -> RGB:
        return ink(self.palette)

    def die_colour(self, position: int) -> tuple[int, int, int]:
        return self.palette.cats[COLORS[position % len(COLORS)]]

    def symbol_name(self, position: int) -> str:
        return self.symbols[COLORS[position % len(COLORS)]]

    # --- the dice ---------------------------------------------------------------------------
    def die(self, face: int, size: int, position: int | None = None) -> pygame.Surface:
        """A die showing ``face`` (1-6; 0: blank) as pips, ``size`` px square; with a
        ``position`` its rim takes that place's colour."""
        size = max(12, int(size))
        rim = self.die_colour(position) if position is not None else shade(IVORY, 0.8)

        def make() -> pygame.Surface:
            cv = Canvas(size, size, fringe=self.ink)
            lw = max(1.0, size * 0.035)
            r = size * 0.2
            cv.rect(lw / 2, lw / 2, size - lw, size - lw, self.ink, r)
            cv.rect(lw * 1.3, lw * 1.3, size - 2.6 * lw, size - 2.6 * lw, rim, r * 0.9)
            inner = size * 0.09
            cv.rect(inner, inner, size - 2 * inner, size - 2 * inner, IVORY, r * 0.7)
            shine = mix(IVORY, (255, 255, 255), 0.7)
            cv.rect(inner * 1.4, inner * 1.4, size - 2.8 * inner, size * 0.16, shine, r * 0.4)
            pip = size * 0.085
            span = size - 2 * inner
            for px, py in PIPS.get(face, ()):
                centre = (inner + px * span, inner + py * span)
                cv.circle(centre, pip, (44, 32, 40))
                cv.circle((centre[0] - pip * 0.3, centre[1] - pip * 0.3), pip * 0.28, (96, 84, 92))
            return cv.finish()

        return self._get(("die", face, size, tuple(rim)), make)

    def tab(self, position: int, face: int, width: int) -> pygame.Surface:
        """Under a die: its place's colour with its symbol, and the face as a numeral."""
        width = max(16, int(width))
        height = max(12, round(width * 0.42))
        colour = self.die_colour(position)
        name = self.symbol_name(position)

        def make() -> pygame.Surface:
            cv = Canvas(width, height, fringe=self.ink)
            lw = max(1.0, height * 0.06)
            cv.rect(0, 0, width, height, self.ink, height * 0.35)
            cv.rect(lw, lw, width - 2 * lw, height - 2 * lw, colour, height * 0.3)
            radius = height * 0.36 * min(1.15, self.symbol_scale)
            centre = (height * 0.52, height / 2)
            cv.disc(centre, radius, IVORY, self.ink, lw)
            draw_symbol(cv, name, centre, radius * 0.78, colour, IVORY)
            chip = (height * 1.02, height * 0.14, width - height * 1.02 - lw * 2.5, height * 0.72)
            if face:  # the face as a numeral on an ivory chip: dark on light on every colour
                cv.rect(*chip, IVORY, height * 0.2)
            surface = cv.finish()
            if face:
                size = round(height * 0.7)
                numeral = text.render(str(face), "title", size, (40, 30, 38))
                area = pygame.Rect(*(round(v) for v in chip))
                surface.blit(numeral, numeral.get_rect(center=area.center))
            return surface

        return self._get(("tab", position, face, width, name, self.symbol_scale), make)

    def symbol(self, position: int, size: int) -> pygame.Surface:
        """A die place's symbol on a disc of its colour (legends, the help)."""
        size = max(8, int(size))
        colour, name = self.die_colour(position), self.symbol_name(position)

        def make() -> pygame.Surface:
            cv = Canvas(size, size, fringe=self.ink)
            lw = max(1.0, size * 0.06)
            cv.disc((size / 2, size / 2), size * 0.46, colour, self.ink, lw)
            draw_symbol(cv, name, (size / 2, size / 2), size * 0.3, IVORY, colour)
            return cv.finish()

        return self._get(("symbol", position, size, name), make)

    # --- tokens, powers ---------------------------------------------------------------------
    def token(self, token: str, size: int) -> pygame.Surface:
        """A token of a combination: a number as a small die with its numeral, a sun, a moon."""
        size = max(10, int(size))

        def make() -> pygame.Surface:
            cv = Canvas(size, size, fringe=self.ink)
            lw = max(1.0, size * 0.06)
            if token == SUN:
                _sun(cv, (size / 2, size / 2), size * 0.46, self.ink, lw)
                return cv.finish()
            if token == MOON:
                _moon(cv, (size / 2, size / 2), size * 0.46, self.ink, lw)
                return cv.finish()
            cv.rect(lw / 2, lw / 2, size - lw, size - lw, self.ink, size * 0.22)
            cv.rect(lw * 1.4, lw * 1.4, size - 2.8 * lw, size - 2.8 * lw, IVORY, size * 0.18)
            surface = cv.finish()
            numeral = text.render(token, "title", round(size * 0.66), (44, 32, 40))
            surface.blit(numeral, numeral.get_rect(center=(size // 2, size // 2 + 1)))
            return surface

        return self._get(("token", token, size), make)

    def power_icon(self, power: Power, size: int) -> pygame.Surface:
        """A power's icon: its colour and its own shape (an arrow up, down, both, round, or a
        die turned over)."""
        size = max(10, int(size))

        def make() -> pygame.Surface:
            cv = Canvas(size, size, fringe=self.ink)
            lw = max(1.0, size * 0.06)
            c = size / 2
            cv.disc((c, c), size * 0.46, POWER_COLOURS[power], self.ink, lw)
            white = IVORY
            w = size * 0.1
            if power in (Power.PLUS, Power.PLUSMINUS):
                top = c - size * (0.27 if power == Power.PLUS else 0.3)
                cv.shape(
                    [
                        (c, top),
                        (c + size * 0.2, top + size * 0.2),
                        (c - size * 0.2, top + size * 0.2),
                    ],
                    white,
                )
                if power == Power.PLUS:
                    cv.line((c, top + size * 0.15), (c, c + size * 0.25), w, white)
            if power in (Power.MINUS, Power.PLUSMINUS):
                bottom = c + size * (0.27 if power == Power.MINUS else 0.3)
                cv.shape(
                    [
                        (c, bottom),
                        (c + size * 0.2, bottom - size * 0.2),
                        (c - size * 0.2, bottom - size * 0.2),
                    ],
                    white,
                )
                if power == Power.MINUS:
                    cv.line((c, bottom - size * 0.15), (c, c - size * 0.25), w, white)
            if power == Power.PLUSMINUS:
                cv.line((c, c - size * 0.12), (c, c + size * 0.12), w, white)
            if power == Power.REROLL:
                pts = arc((c, c), size * 0.24, math.radians(-60), math.radians(220), 20)
                cv.polyline(pts, w, white)
                end = pts[-1]
                cv.shape(
                    [
                        (end[0] - size * 0.13, end[1] - size * 0.02),
                        (end[0] + size * 0.1, end[1] - size * 0.1),
                        (end[0] + size * 0.02, end[1] + size * 0.14),
                    ],
                    white,
                )
            if power == Power.OPPOSITE:
                half = size * 0.16
                cv.rect(c - size * 0.3, c - half, 2 * half, 2 * half, white, size * 0.05)
                cv.rect(c + size * 0.3 - 2 * half, c - half, 2 * half, 2 * half, white, size * 0.05)
                cv.circle((c - size * 0.3 + half, c), size * 0.045, POWER_COLOURS[power])
                for dx, dy in ((-0.6, -0.6), (0.6, 0.6), (0.6, -0.6), (-0.6, 0.6), (0.0, 0.0)):
                    cv.circle(
                        (c + size * 0.3 - half + dx * half, c + dy * half),
                        size * 0.035,
                        POWER_COLOURS[power],
                    )
            return cv.finish()

        return self._get(("power", power.value, size), make)

    # --- the creatures ----------------------------------------------------------------------
    def portrait(self, card: int, size: int) -> pygame.Surface:
        """The creature alone, ``size`` px square (the timeline, the help, the panels)."""
        size = max(12, int(size))
        look = look_of(card)

        def make() -> pygame.Surface:
            cv = Canvas(size, size, fringe=self.ink)
            draw_creature(cv, (size / 2, size * 0.54), size * 0.36, look, card, self.ink)
            return cv.finish()

        return self._get(("portrait", card, size), make)

    def card(
        self,
        creature: Creature,
        width: int,
        name: str = "",
        matched: Sequence[int] | None = None,
        power: str = "",
    ) -> pygame.Surface:
        """A creature's card, ``width`` px wide: its combination, the creature, ``name`` and
        its power's badge (its icon and the word ``power``); ``matched``: the face each token
        takes from the dice that beat it (each token then ticked, a sun or a moon with its
        face under it)."""
        width = max(40, int(width))
        height = card_height(width)
        key = ("card", creature, width, name, power, tuple(matched or ()), self.palette.name)

        def make() -> pygame.Surface:
            return self._draw_card(creature, width, height, name, matched, power)

        return self._get(key, make)

    def token_size(self, creature: Creature, width: int) -> int:
        count = len(creature.combo)
        return min(round(width * 0.2), round(width * 0.86 / max(1, count)) - 2)

    def _draw_card(
        self,
        creature: Creature,
        width: int,
        height: int,
        name: str,
        matched: Sequence[int] | None,
        power: str = "",
    ) -> pygame.Surface:
        u = width / 100
        look = look_of(creature.id)
        colour = POWER_COLOURS[creature.power]
        cv = Canvas(width, height, fringe=self.ink)
        lw = max(1.0, 1.6 * u)
        cv.rect(0, 0, width, height, self.ink, 8 * u)
        cv.rect(lw, lw, width - 2 * lw, height - 2 * lw, colour, 7 * u)
        cv.rect(4 * u, 4 * u, width - 8 * u, height - 8 * u, PAPER, 5 * u)
        # the combination's band, and the portrait's window
        band_h = 27 * u
        cv.rect(4 * u, 4 * u, width - 8 * u, band_h, mix(PAPER, self.ink, 0.78), 5 * u)
        window = (8 * u, 8 * u + band_h, width - 16 * u, 62 * u)
        sky = mix(look.accent, PAPER, 0.55)
        cv.rect(*window, sky, 6 * u)
        cv.ellipse((50 * u, window[1] + window[3] * 0.95), 34 * u, 8 * u, mix(sky, self.ink, 0.18))
        draw_creature(
            cv, (50 * u, window[1] + window[3] * 0.55), 21 * u, look, creature.id, self.ink
        )
        surface = cv.finish()
        # tokens over the band
        size = self.token_size(creature, width)
        gap = max(1, round(2 * u))
        total = len(creature.combo) * size + (len(creature.combo) - 1) * gap
        x = (width - total) // 2
        y = round(4 * u + (band_h - size) / 2) - (round(3 * u) if matched else 0)
        for index, token in enumerate(creature.combo):
            surface.blit(self.token(token, size), (x, y))
            if matched is not None and index < len(matched):
                ring = pygame.Rect(x - 1, y - 1, size + 2, size + 2)
                pygame.draw.rect(
                    surface, (96, 220, 120), ring, max(2, round(1.6 * u)), round(size * 0.3)
                )
                if not token.isdigit():
                    small = max(8, round(size * 0.5))
                    face = text.render(str(matched[index]), "bold", small, (255, 255, 255))
                    chip = face.get_rect(midtop=(x + size // 2, y + size - round(2 * u)))
                    pygame.draw.rect(
                        surface,
                        (30, 110, 60),
                        chip.inflate(round(3 * u), 0),
                        border_radius=small // 3,
                    )
                    surface.blit(face, chip)
            x += size + gap
        # the name under the window, on as many lines as it needs (at most three)
        top = round(window[1] + window[3] + 2 * u)
        badge = round(22 * u)
        room = pygame.Rect(
            round(7 * u), top, width - round(14 * u), height - top - badge - round(10 * u)
        )
        if name:
            size = round(13.5 * u)
            while True:
                lines = text.wrap(name, "bold", size, room.width)
                step = text.font("bold", size).get_linesize()
                if (
                    len(lines) <= 3
                    and step * len(lines) <= room.height
                    and all(text.font("bold", size).size(line)[0] <= room.width for line in lines)
                ) or size <= 7:
                    break
                size -= 1
            if step * len(lines) > room.height:  # the smallest size: the lines that fit, cut
                lines = lines[: max(1, room.height // step)]
                lines[-1] = lines[-1].rstrip(" ,") + "…"
            y = room.y + (room.height - step * len(lines)) // 2
            for line in lines:
                image = text.render(line, "bold", size, (44, 32, 40))
                surface.blit(image, image.get_rect(midtop=(room.centerx, y)))
                y += step
        # the power's badge along the foot
        foot = pygame.Rect(
            round(8 * u), height - badge - round(7 * u), width - round(16 * u), badge
        )
        pygame.draw.rect(surface, colour, foot, border_radius=badge // 2)
        icon = self.power_icon(creature.power, badge - 2)
        surface.blit(icon, icon.get_rect(midleft=(foot.x + 1, foot.centery)))
        if power:
            label_room = foot.width - icon.get_width() - round(6 * u)
            size = text.fit_size(power, "bold", round(badge * 0.72), label_room, minimum=7)
            label = text.render(power, "bold", size, readable_on(colour))
            area = pygame.Rect(foot.x + icon.get_width(), foot.y, label_room, foot.height)
            surface.blit(label, label.get_rect(center=area.center))
        return surface

    def back(self, width: int) -> pygame.Surface:
        """The deck's card back: night blue, a die and five stars."""
        width = max(20, int(width))
        height = card_height(width)

        def make() -> pygame.Surface:
            u = width / 100
            cv = Canvas(width, height, fringe=self.ink)
            cv.rect(0, 0, width, height, self.ink, 8 * u)
            cv.rect(2 * u, 2 * u, width - 4 * u, height - 4 * u, BACK, 7 * u)
            cv.rect(8 * u, 8 * u, width - 16 * u, height - 16 * u, BACK_LIGHT, 5 * u)
            cv.rect(11 * u, 11 * u, width - 22 * u, height - 22 * u, BACK, 4 * u)
            c = (50 * u, height / 2)
            cv.shape(star(c, 30 * u, 12 * u, 4), GOLD_DARK)
            cv.shape(star(c, 24 * u, 9 * u, 4), GOLD)
            cv.rect(c[0] - 11 * u, c[1] - 11 * u, 22 * u, 22 * u, IVORY, 5 * u)
            for dx, dy in ((-5, -5), (5, 5), (5, -5), (-5, 5), (0, 0)):
                cv.circle((c[0] + dx * u, c[1] + dy * u), 2 * u, (44, 32, 40))
            for i in range(5):
                a = -math.pi / 2 + i * 2 * math.pi / 5
                p = (c[0] + math.cos(a) * 40 * u, c[1] + math.sin(a) * 52 * u)
                cv.shape(star(p, 4 * u, 1.6 * u, 5), GOLD_LIGHT)
            return cv.finish()

        return self._get(("back", width), make)

    # --- seats, table ---------------------------------------------------------------------
    def seat_badge(self, seat: int, size: int) -> pygame.Surface:
        """A seat's badge: a disc of its colour with its number (colour never alone)."""
        size = max(12, int(size))
        colour = self.palette.seats[seat % len(self.palette.seats)]

        def make() -> pygame.Surface:
            cv = Canvas(size, size, fringe=self.ink)
            cv.disc((size / 2, size / 2), size * 0.46, colour, self.ink, max(1.0, size * 0.07))
            surface = cv.finish()
            number = text.render(
                str(seat + 1), "title", round(size * 0.62), self.palette.text_on_accent
            )
            surface.blit(number, number.get_rect(center=(size // 2, size // 2 + 1)))
            return surface

        return self._get(("seat", seat, size, tuple(colour)), make)

    def table(self, width: int, height: int) -> pygame.Surface:
        """The play table: a deep green felt under a warm lamp, a gold-edged dice tray."""
        w, h = int(width), int(height)

        def make() -> pygame.Surface:
            base = self.palette.background
            if self.palette.name == "high_contrast":
                surface = pygame.Surface((w, h))
                surface.fill(base)
                return surface
            mixed = mix(base, (30, 84, 70), 0.55)
            felt = (mixed[0], mixed[1], mixed[2])
            stops = [(0.0, shade(felt, 1.15)), (0.5, felt), (1.0, shade(felt, 0.62))]
            surface = gradient_surface(w, h, stops)
            cv = Canvas(w, h, ss=1, fringe=felt)
            glow = mix(felt, (255, 220, 150), 0.08)
            cv.ellipse((w * 0.58, h * 0.45), w * 0.42, h * 0.42, glow)
            layer = cv.finish()
            layer.set_alpha(120)
            surface.blit(layer, (0, 0))
            return surface

        return self._get(("table", w, h, self.palette.name), make)


# --- drawing a creature -------------------------------------------------------------------


def _sun(cv: Canvas, c: Point, r: float, ink_c, lw: float) -> None:
    for i in range(10):
        a = i * math.pi / 5
        tip = (c[0] + math.cos(a) * r, c[1] + math.sin(a) * r)
        left = (c[0] + math.cos(a - 0.3) * r * 0.55, c[1] + math.sin(a - 0.3) * r * 0.55)
        right = (c[0] + math.cos(a + 0.3) * r * 0.55, c[1] + math.sin(a + 0.3) * r * 0.55)
        cv.shape([tip, left, right], SUN_GOLD, ink_c, lw * 0.7)
    cv.disc(c, r * 0.58, SUN_GOLD, ink_c, lw)
    cv.circle((c[0] - r * 0.18, c[1] - r * 0.18), r * 0.16, GOLD_LIGHT)


def _moon(cv: Canvas, c: Point, r: float, ink_c, lw: float) -> None:
    outer = arc(c, r * 0.92, math.radians(60), math.radians(300), 24)
    inner = arc(
        (c[0] + r * 0.42, c[1] - r * 0.1), r * 0.72, math.radians(250), math.radians(110), 24
    )
    cv.shape(outer + inner, MOON_SILVER, ink_c, lw)
    cv.circle((c[0] - r * 0.45, c[1] + r * 0.15), r * 0.09, shade(MOON_SILVER, 0.8))
    cv.circle((c[0] - r * 0.3, c[1] - r * 0.4), r * 0.07, shade(MOON_SILVER, 0.8))


def draw_creature(cv: Canvas, c: Point, r: float, look: Look, card: int, ink_c) -> None:
    """A friendly creature of ``look`` centred at ``c``, its body ``r`` px across the middle:
    its features behind it, its body, its belly, then the features in front, eyes and mouth."""
    lw = max(1.0, r * 0.07)
    x, y = c
    body = look.body
    dark = shade(body, 0.72)
    rx, ry = {
        "round": (r, r * 0.92),
        "tall": (r * 0.78, r * 1.1),
        "wide": (r * 1.2, r * 0.8),
        "long": (r * 1.25, r * 0.72),
    }[look.shape]
    feats = set(look.features)
    accent = look.accent
    # behind the body
    if feats & {"wings", "bat_wings", "moth_wings"}:
        for side in (-1, 1):
            if "bat_wings" in feats:
                pts = [
                    (x + side * rx * 0.6, y - ry * 0.2),
                    (x + side * rx * 1.7, y - ry * 0.9),
                    (x + side * rx * 1.5, y - ry * 0.2),
                    (x + side * rx * 1.8, y + ry * 0.2),
                    (x + side * rx * 1.3, y + ry * 0.1),
                    (x + side * rx * 1.1, y + ry * 0.5),
                ]
                cv.shape(pts, shade(body, 0.8), ink_c, lw)
            elif "moth_wings" in feats:
                cv.oval(
                    (x + side * rx * 1.05, y - ry * 0.35), rx * 0.7, ry * 0.55, accent, ink_c, lw
                )
                cv.oval(
                    (x + side * rx * 0.95, y + ry * 0.35), rx * 0.5, ry * 0.4, accent, ink_c, lw
                )
                cv.circle((x + side * rx * 1.15, y - ry * 0.4), rx * 0.18, body)
            else:
                cv.oval(
                    (x + side * rx * 1.0, y - ry * 0.45), rx * 0.62, ry * 0.42, accent, ink_c, lw
                )
    tails = 3 if "tails3" in feats else 2 if "tails2" in feats else 0
    for i in range(tails):
        a = math.radians(-20 - 30 * i)
        tip = (x + math.cos(a) * rx * 1.7, y - math.sin(a) * ry * 0.3 - ry * 0.8 + i * ry * 0.3)
        cv.shape(
            [(x + rx * 0.5, y + ry * 0.3), tip, (x + rx * 0.75, y + ry * 0.65)], body, ink_c, lw
        )
        cv.circle(tip, r * 0.16, accent)
    if "mane" in feats:
        for i in range(7):
            a = math.radians(200 + i * 22)
            cv.disc(
                (x + math.cos(a) * rx * 0.95, y - ry * 0.35 + math.sin(a) * ry * 0.6),
                r * 0.3,
                accent,
                ink_c,
                lw,
            )
    if "spikes" in feats:
        for i in range(6):
            a = math.radians(200 + i * 28)
            root = (x + math.cos(a) * rx * 0.9, y + math.sin(a) * ry * 0.9)
            spike = (x + math.cos(a) * rx * 1.35, y + math.sin(a) * ry * 1.35)
            across = (-math.sin(a) * r * 0.16, math.cos(a) * r * 0.16)
            cv.shape(
                [
                    (root[0] + across[0], root[1] + across[1]),
                    spike,
                    (root[0] - across[0], root[1] - across[1]),
                ],
                dark,
                ink_c,
                lw,
            )
    if "shell" in feats:
        cv.oval((x, y - ry * 0.15), rx * 1.05, ry * 0.85, shade(body, 0.6), ink_c, lw)
        for i in range(3):
            cv.ring((x + (i - 1) * rx * 0.5, y - ry * 0.3), r * 0.18, lw * 0.6, shade(body, 0.85))
    # ears and horns (behind the head's top)
    top = y - ry
    ear = None
    if feats & {"cat_ears", "pointy_ears", "fox_ears", "tufted_ears"}:
        ear = 0.55 if "pointy_ears" in feats else 0.45
    if ear is not None:
        for side in (-1, 1):
            ex = x + side * rx * 0.55
            pts = [
                (ex - side * r * 0.35, top + ry * 0.35),
                (ex + side * r * (0.15 if "pointy_ears" not in feats else 0.45), top - r * ear),
                (ex + side * r * 0.28, top + ry * 0.3),
            ]
            cv.shape(pts, body, ink_c, lw)
            inner = [(p[0] * 0.6 + ex * 0.4, p[1] * 0.6 + (top + ry * 0.2) * 0.4) for p in pts]
            cv.polygon(inner, accent if "fox_ears" not in feats else (250, 250, 250))
            if "tufted_ears" in feats:
                cv.line(pts[1], (pts[1][0], pts[1][1] - r * 0.22), lw, ink_c)
    if "round_ears" in feats:
        for side in (-1, 1):
            cv.disc((x + side * rx * 0.7, top + ry * 0.2), r * 0.3, body, ink_c, lw)
            cv.circle((x + side * rx * 0.7, top + ry * 0.2), r * 0.16, accent)
    if "tufts" in feats:
        for side in (-1, 1):
            cv.shape(
                [
                    (x + side * rx * 0.3, top + ry * 0.2),
                    (x + side * rx * 0.75, top - r * 0.35),
                    (x + side * rx * 0.7, top + ry * 0.3),
                ],
                dark,
                ink_c,
                lw,
            )
    if feats & {"small_horns", "horns"}:
        big = 0.55 if "horns" in feats else 0.35
        for side in (-1, 1):
            hx = x + side * rx * 0.45
            cv.shape(
                [
                    (hx - r * 0.14, top + ry * 0.25),
                    (hx + side * r * 0.18, top - r * big),
                    (hx + r * 0.14, top + ry * 0.25),
                ],
                accent,
                ink_c,
                lw,
            )
    if "horn" in feats:
        cv.shape(
            [(x - r * 0.14, top + ry * 0.12), (x, top - r * 0.75), (x + r * 0.14, top + ry * 0.12)],
            GOLD,
            ink_c,
            lw,
        )
    if "antennae" in feats:
        for side in (-1, 1):
            tip = (x + side * rx * 0.55, top - r * 0.55)
            cv.line((x + side * rx * 0.2, top + ry * 0.1), tip, lw, ink_c)
            cv.disc(tip, r * 0.12, accent, ink_c, lw * 0.7)
    if "crest" in feats:
        for i in range(3):
            cx = x - rx * 0.3 + i * rx * 0.3
            cv.shape(
                [
                    (cx - r * 0.14, top + ry * 0.15),
                    (cx, top - r * 0.4),
                    (cx + r * 0.14, top + ry * 0.15),
                ],
                accent,
                ink_c,
                lw,
            )
    # the body
    if "ghost" in feats:
        pts = arc((x, y - ry * 0.1), rx, math.pi, 2 * math.pi, 16)
        wave = [(x + rx - i * rx / 3, y + ry * (0.85 if i % 2 else 1.05)) for i in range(7)]
        cv.shape(pts + wave, body, ink_c, lw)
    else:
        cv.oval((x, y), rx, ry, body, ink_c, lw)
    cv.ellipse((x, y + ry * 0.35), rx * 0.55, ry * 0.45, mix(body, accent, 0.6))
    if "rainbow" in feats:
        for i, colour in enumerate(
            ((230, 80, 80), (240, 170, 60), (240, 220, 80), (100, 190, 100), (80, 140, 220))
        ):
            cv.circle((x - rx * 0.8 + i * rx * 0.4, y + ry * 0.55), r * 0.12, colour)
    if "stripes" in feats:
        for i in (-1, 0, 1):
            cv.line(
                (x + i * rx * 0.35, top + ry * 0.12),
                (x + i * rx * 0.3, top + ry * 0.45),
                lw * 1.3,
                dark,
            )
    if "badger_stripe" in feats:
        cv.oval((x, y - ry * 0.45), rx * 0.18, ry * 0.5, (250, 250, 250))
    if "spots" in feats:
        for dx, dy in ((-0.6, -0.3), (0.55, -0.45), (0.7, 0.2), (-0.7, 0.25)):
            cv.circle((x + dx * rx, y + dy * ry), r * 0.1, dark)
    if "mask" in feats:
        cv.oval((x, y - ry * 0.12), rx * 0.7, ry * 0.22, shade(body, 0.45))
    if "fluff" in feats:
        for i in range(5):
            cv.circle((x - rx * 0.6 + i * rx * 0.3, top + ry * 0.12), r * 0.2, (255, 255, 255))
    # face
    eye = r * 0.2
    sleepy = "sleepy" in feats
    for side in (-1, 1):
        ec = (x + side * rx * 0.33, y - ry * 0.12)
        if sleepy:
            cv.polyline(arc(ec, eye * 0.8, math.radians(20), math.radians(160), 8), lw, ink_c)
            continue
        cv.disc(ec, eye, (255, 255, 255), ink_c, lw * 0.8)
        cv.circle((ec[0], ec[1] + eye * 0.15), eye * 0.62, (40, 30, 46))
        cv.circle((ec[0] - eye * 0.25, ec[1] - eye * 0.15), eye * 0.24, (255, 255, 255))
    if "beak" in feats:
        cv.shape(
            [(x - r * 0.13, y + ry * 0.08), (x + r * 0.13, y + ry * 0.08), (x, y + ry * 0.32)],
            GOLD,
            ink_c,
            lw * 0.7,
        )
    else:
        cv.polyline(
            arc((x, y + ry * 0.1), r * 0.16, math.radians(20), math.radians(160), 10), lw, ink_c
        )
    for side in (-1, 1):
        cv.circle((x + side * rx * 0.55, y + ry * 0.12), r * 0.1, (250, 150, 160))
    if "whiskers" in feats:
        for side in (-1, 1):
            for dy in (-0.05, 0.08):
                cv.line(
                    (x + side * rx * 0.35, y + ry * (0.12 + dy)),
                    (x + side * rx * 1.05, y + ry * (0.05 + dy * 2)),
                    lw * 0.6,
                    ink_c,
                )
    # in front, on top
    if "hat" in feats:
        cv.shape(
            [
                (x - rx * 0.8, top + ry * 0.35),
                (x + rx * 0.8, top + ry * 0.35),
                (x + r * 0.1, top - r * 0.9),
            ],
            (200, 50, 50),
            ink_c,
            lw,
        )
    if "beard" in feats:
        cv.shape(
            [(x - rx * 0.5, y + ry * 0.25), (x + rx * 0.5, y + ry * 0.25), (x, y + ry * 1.05)],
            (250, 250, 250),
            ink_c,
            lw,
        )
    if "crown" in feats:
        pts = [
            (x - r * 0.4, top + ry * 0.05),
            (x - r * 0.45, top - r * 0.3),
            (x - r * 0.2, top - r * 0.1),
            (x, top - r * 0.4),
            (x + r * 0.2, top - r * 0.1),
            (x + r * 0.45, top - r * 0.3),
            (x + r * 0.4, top + ry * 0.05),
        ]
        cv.shape(pts, GOLD, ink_c, lw)
    if "headdress" in feats:
        cv.shape(
            [
                (x - rx * 0.9, top + ry * 0.5),
                (x - rx * 0.6, top - r * 0.1),
                (x + rx * 0.6, top - r * 0.1),
                (x + rx * 0.9, top + ry * 0.5),
            ],
            (60, 90, 170),
            ink_c,
            lw,
        )
        cv.line((x - rx * 0.7, top + ry * 0.2), (x + rx * 0.7, top + ry * 0.2), lw * 1.5, GOLD)
    if "lid" in feats:
        cv.oval((x, top + ry * 0.05), rx * 0.5, ry * 0.14, accent, ink_c, lw)
        cv.disc((x, top - r * 0.08), r * 0.1, accent, ink_c, lw)
    if feats & {
        "sparkle",
        "stars",
        "glow",
        "chimes",
        "lanterns",
        "dice",
        "yarn",
        "clover",
        "sundial",
        "eclipse",
        "moon_mark",
        "mirror",
        "flame",
        "pillow",
        "twin",
        "upside",
    }:
        _trinket(cv, (x + rx * 1.0, y + ry * 0.55), r * 0.3, feats, ink_c, lw, accent, card)


def _trinket(
    cv: Canvas, p: Point, s: float, feats: set[str], ink_c, lw: float, accent, card: int
) -> None:
    """The little thing a creature carries or shows: its name's hint."""
    x, y = p
    if feats & {"sparkle", "stars"}:
        for dx, dy, k in ((0, 0, 1.0), (-1.6, -2.4, 0.6), (-3.2, -0.6, 0.5)):
            cv.shape(
                star((x + dx * s, y + dy * s), s * 0.7 * k, s * 0.28 * k, 4),
                GOLD_LIGHT,
                ink_c,
                lw * 0.5,
            )
    elif feats & {"glow", "lanterns"}:
        cv.disc((x, y), s * 0.7, (255, 220, 110), ink_c, lw)
        cv.circle((x, y), s * 0.35, (255, 250, 210))
    elif "chimes" in feats:
        for i in range(3):
            cv.line(
                (x + (i - 1) * s * 0.5, y - s),
                (x + (i - 1) * s * 0.5, y + s * (0.2 + 0.3 * i)),
                lw * 1.4,
                GOLD,
            )
    elif "dice" in feats:
        cv.rect(x - s * 0.6, y - s * 0.6, s * 1.2, s * 1.2, IVORY, s * 0.25)
        cv.circle((x, y), s * 0.16, (44, 32, 40))
    elif "yarn" in feats:
        cv.disc((x, y), s * 0.75, (220, 80, 120), ink_c, lw)
        cv.polyline(arc((x, y), s * 0.45, 0.2, 2.8, 8), lw * 0.7, (250, 180, 200))
    elif "clover" in feats:
        for a in (0, 1.57, 3.14, 4.71):
            cv.circle(
                (x + math.cos(a) * s * 0.35, y + math.sin(a) * s * 0.35), s * 0.34, (60, 150, 70)
            )
    elif "sundial" in feats:
        _sun(cv, (x, y), s * 0.8, ink_c, lw * 0.7)
    elif feats & {"eclipse", "moon_mark"}:
        _moon(cv, (x, y), s * 0.8, ink_c, lw * 0.7)
    elif "mirror" in feats:
        cv.oval((x, y), s * 0.55, s * 0.75, (200, 230, 250), ink_c, lw)
        cv.line((x - s * 0.2, y - s * 0.35), (x + s * 0.1, y - s * 0.1), lw, (255, 255, 255))
    elif "flame" in feats:
        cv.shape(
            [
                (x, y - s),
                (x + s * 0.55, y + s * 0.3),
                (x, y + s * 0.6),
                (x - s * 0.55, y + s * 0.3),
            ],
            (250, 140, 40),
            ink_c,
            lw * 0.7,
        )
        cv.shape(
            [(x, y - s * 0.4), (x + s * 0.25, y + s * 0.3), (x - s * 0.25, y + s * 0.3)],
            (255, 220, 90),
        )
    elif "pillow" in feats:
        cv.rect(x - s * 0.8, y - s * 0.5, s * 1.6, s, (250, 230, 240), s * 0.35)
    elif "twin" in feats:
        cv.disc((x, y), s * 0.55, (232, 236, 248), ink_c, lw)
        cv.circle((x - s * 0.15, y - s * 0.1), s * 0.1, (40, 30, 46))
        cv.circle((x + s * 0.15, y - s * 0.1), s * 0.1, (40, 30, 46))
    elif "upside" in feats:
        cv.line((x, y - s * 1.2), (x, y + s * 0.2), lw * 1.5, (110, 80, 60))
