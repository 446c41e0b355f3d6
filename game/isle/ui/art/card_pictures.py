"""A picture of its own for every card that used to share one: each anytime card draws what it
does (a stowaway in a barrel, a cat herded between two fields, two cats in one basket, the
catnip lure...), each fish card what its fish are counted on, and each lesson what it
scores (the railing, a rat chased off, three baskets, the biggest family...), with a small
book (private) or paw book (Family) in a corner so that a lesson still reads as a lesson.

``draw_picture`` paints in the card's art window and says whether it knew the card; the
card's frame, badges and words stay with ``cards``.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from game.isle.rules.vocabulary import CardType
from game.isle.ui.art.icons import (
    ROOM_ICONS,
    draw_basket,
    draw_boots,
    draw_fish,
    draw_map,
    draw_rat,
)
from game.isle.ui.art.treasures import GEMS, chest, coins, jewel, spyglass
from game.shell.ui.art.canvas import Canvas, Color
from game.shell.ui.art.cats import draw_head
from game.shell.ui.art.geom import Point, arc, star
from game.shell.ui.art.marks import draw_sunrise
from game.shell.ui.art.style import (
    CREAM,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    LOOKS,
    OSHAX_CREAM,
    OSHAX_LOOK,
    PARCHMENT,
    PARCHMENT_DARK,
    PINK,
    CatLook,
)
from game.shell.ui.palette import RGB, Palette, shade

COLOR_ORDER = ("blue", "green", "red", "purple", "orange")
NEUTRAL: RGB = (176, 170, 168)
NEUTRAL_LOOK = CatLook("none", "plume", "pointed", "tabby_m")
WOOD: Color = (156, 104, 62)
WOOD_DARK: Color = (112, 72, 42)
MEADOW: Color = (128, 186, 98)
RED_MARK: Color = (220, 70, 60)


class Pen:
    """What every picture needs: the canvas, the unit (1 at a card 240 px wide), the ink,
    the line width, the palette and where the art window's middle is."""

    def __init__(self, cv: Canvas, cx: float, cy: float, u: float, palette: Palette, ink_c, lw):
        self.cv, self.cx, self.cy, self.u = cv, cx, cy, u
        self.palette, self.ink, self.lw = palette, ink_c, lw

    def at(self, dx: float, dy: float) -> Point:
        """A point ``dx``, ``dy`` card units from the window's middle."""
        return (self.cx + dx * self.u, self.cy + dy * self.u)

    def head(self, dx: float, dy: float, size: float, color: str | None = None, **kw) -> None:
        """A cat's head ``size`` card units across (None: a grey cat, "oshax": an Oshax)."""
        if color == "oshax":
            fill, look = OSHAX_CREAM, OSHAX_LOOK
            kw["oshax"] = True
        elif color is None:
            fill, look = NEUTRAL, NEUTRAL_LOOK
        else:
            fill, look = self.palette.cats[color], LOOKS[color]
        draw_head(self.cv, self.at(dx, dy), size * self.u / 0.72, fill, look, self.palette, **kw)

    def arrow(self, a: Point, b: Point, bend: float = 0.0, color: Color = GOLD) -> None:
        """A curved arrow from card-unit offset ``a`` to ``b`` (``bend`` lifts its middle)."""
        pa, pb = self.at(*a), self.at(*b)
        mid = ((pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2 - bend * self.u)
        pts = [
            (
                (1 - t) ** 2 * pa[0] + 2 * (1 - t) * t * mid[0] + t * t * pb[0],
                (1 - t) ** 2 * pa[1] + 2 * (1 - t) * t * mid[1] + t * t * pb[1],
            )
            for t in (i / 12 for i in range(13))
        ]
        width = 5 * self.u
        self.cv.polyline(pts, width + 2 * self.lw, self.ink)
        self.cv.polyline(pts, width, color)
        dx, dy = pts[-1][0] - pts[-3][0], pts[-1][1] - pts[-3][1]
        n = math.hypot(dx, dy) or 1.0
        dx, dy = dx / n, dy / n
        size = 11 * self.u
        tip = (pb[0] + dx * size * 0.6, pb[1] + dy * size * 0.6)
        left = (pb[0] - dx * size * 0.5 - dy * size, pb[1] - dy * size * 0.5 + dx * size)
        right = (pb[0] - dx * size * 0.5 + dy * size, pb[1] - dy * size * 0.5 - dx * size)
        self.cv.shape([tip, left, right], color, self.ink, self.lw)

    def sparkles(self, *spots: tuple[float, float]) -> None:
        for dx, dy in spots:
            self.cv.polygon(star(self.at(dx, dy), 8 * self.u, 2.6 * self.u, 4, 0), GOLD_LIGHT)

    def fish(self, dx: float, dy: float, size: float) -> None:
        draw_fish(self.cv, self.at(dx, dy), size * self.u, self.ink, self.lw)

    def fishes(self, dx: float, dy: float, count: int = 3) -> None:
        """A small heap of fish (the card gives fish)."""
        spots = ((-14, 8, 40), (14, 12, 38), (0, -6, 44))[:count]
        for fx, fy, s in spots:
            self.fish(dx + fx, dy + fy, s)

    def basket(self, dx: float, dy: float, size: float, kind: str = "permanent") -> None:
        draw_basket(self.cv, self.at(dx, dy), size * self.u, kind, self.ink, self.lw)

    def cross(self, dx: float, dy: float, size: float) -> None:
        """A red "no" over something."""
        for sx in (-1, 1):
            a, b = (
                self.at(dx - size / 2, dy + sx * size / 2),
                self.at(dx + size / 2, dy - sx * size / 2),
            )
            self.cv.line(a, b, 6 * self.u + 2 * self.lw, self.ink)
            self.cv.line(a, b, 6 * self.u, RED_MARK)

    def book(self, dx: float, dy: float, size: float, cover: Color, paw: bool = False) -> None:
        """An open book (a lesson); ``paw``: the Family lessons' paw print on its page."""
        x, y = self.at(dx, dy)
        s = size * self.u
        w, h = s * 0.46, s * 0.34
        cv = self.cv
        cv.shape(
            [(x - w, y - h), (x + w, y - h), (x + w, y + h), (x - w, y + h)],
            cover,
            self.ink,
            self.lw,
        )
        for side in (-1, 1):
            page = [
                (x + side * w * 0.92, y - h * 0.86),
                (x + side * 0.02 * s, y - h * 0.7),
                (x + side * 0.02 * s, y + h * 0.9),
                (x + side * w * 0.92, y + h * 0.76),
            ]
            cv.shape(page, PARCHMENT, self.ink, self.lw * 0.8)
        for i in range(3):
            yy = y - h * 0.4 + i * h * 0.35
            cv.line(
                (x - w * 0.78, yy),
                (x - w * 0.2, yy + h * 0.06),
                max(1.0, self.lw * 0.5),
                PARCHMENT_DARK,
            )
        if paw:
            px, py = x + w * 0.48, y + h * 0.1
            cv.ellipse((px, py + s * 0.05), s * 0.09, s * 0.07, (150, 110, 90))
            for ddx, ddy in ((-0.09, -0.05), (-0.03, -0.1), (0.04, -0.1), (0.1, -0.05)):
                cv.circle((px + ddx * s, py + ddy * s), s * 0.033, (150, 110, 90))
        else:
            for i in range(3):
                yy = y - h * 0.4 + i * h * 0.35
                cv.line(
                    (x + w * 0.2, yy + h * 0.06),
                    (x + w * 0.78, yy),
                    max(1.0, self.lw * 0.5),
                    PARCHMENT_DARK,
                )

    def hull(
        self, dx: float, dy: float, w: float, h: float, edge: Color | None = None
    ) -> list[Point]:
        """A little boat seen from above (the lessons about its edge, rows and rooms)."""
        x, y = self.at(dx, dy)
        hw, hh = w * self.u / 2, h * self.u / 2
        pts = [
            (x - hw, y - hh * 0.7),
            (x + hw * 0.55, y - hh),
            (x + hw, y),
            (x + hw * 0.55, y + hh),
            (x - hw, y + hh * 0.7),
        ]
        self.cv.shape(pts, (214, 170, 120), self.ink, self.lw)
        if edge is not None:
            self.cv.polyline(pts, 6 * self.u, edge, closed=True)
            self.cv.polyline(pts, self.lw, self.ink, closed=True)
        return pts


# --- anytime cards: what they do ----------------------------------------------------------


def _free_placement(p: Pen, card) -> None:
    """Your next tile anywhere: a tile-cat hovering over the deck's planks, sparkling."""
    for i in range(4):
        for j in range(2):
            x, y = p.at(-54 + i * 27, 12 + j * 20)
            p.cv.rect(x, y, 26 * p.u, 19 * p.u, (214, 170, 120) if (i + j) % 2 else (196, 150, 104))
    for i in range(5):
        p.cv.line(p.at(-54 + i * 27, 12), p.at(-54 + i * 27, 52), max(1.0, p.lw * 0.6), WOOD_DARK)
    p.head(6, -14, 46, "orange")
    p.cv.polyline(arc(p.at(6, -12), 34 * p.u, 0.3, math.pi - 0.3, 12), 3 * p.u, GOLD_LIGHT)
    p.sparkles((-46, -26), (52, -30), (58, 4), (-60, 2))


def _stowaway(p: Pen, card) -> None:
    """A tile from the bag straight onto your boat: a stowaway cat peeking out of a barrel."""
    x, y = p.at(0, 18)
    w, h = 40 * p.u, 36 * p.u
    p.head(0, -22, 52, "purple")
    barrel = [(x - w, y - h), (x + w, y - h), (x + w * 0.86, y + h), (x - w * 0.86, y + h)]
    p.cv.shape(barrel, WOOD, p.ink, p.lw)
    for t in (-0.55, 0.55):
        p.cv.line((x - w * 0.97, y + t * h), (x + w * 0.97, y + t * h), 5 * p.u, GOLD_DARK)
    p.cv.oval((x, y - h), w, 7 * p.u, WOOD_DARK, p.ink, p.lw)
    # the cat's paws over the rim
    for sx in (-1, 1):
        p.cv.oval(
            p.at(sx * 13, -19),
            8 * p.u,
            6 * p.u,
            shade(p.palette.cats["purple"], 1.3),
            p.ink,
            p.lw * 0.8,
        )


def _cat_herder(p: Pen, card) -> None:
    """Move cats to the other field: two fenced fields and a cat herded across."""
    for sx in (-1, 1):
        x, y = p.at(sx * 52, 24)
        p.cv.rect(x - 30 * p.u, y - 20 * p.u, 60 * p.u, 40 * p.u, MEADOW, radius=6 * p.u)
        for k in range(4):
            fx = x - 28 * p.u + k * 18.6 * p.u
            p.cv.line((fx, y - 22 * p.u), (fx, y + 22 * p.u), 3 * p.u, WOOD_DARK)
        p.cv.line((x - 30 * p.u, y - 14 * p.u), (x + 30 * p.u, y - 14 * p.u), 3 * p.u, WOOD)
    p.arrow((-44, -2), (44, -2), bend=34)
    p.head(0, -26, 40, "green")
    p.head(-52, 24, 26, "blue")
    p.head(52, 24, 26, "red")


def _double_rescue(p: Pen, card) -> None:
    """Rescue one more cat on your next turn: two cats in one basket."""
    draw_basket(p.cv, p.at(0, 14), 100 * p.u, "full", p.ink, p.lw, part="handle")
    p.head(-17, -8, 40, "red")
    p.head(19, -10, 40, "blue")
    draw_basket(p.cv, p.at(0, 14), 100 * p.u, "full", p.ink, p.lw, part="body")
    p.sparkles((-58, -24), (60, -26))


def _catnip(p: Pen, card) -> None:
    """Draw four tiles, the cats to the field you choose: a catnip sprig and curious cats."""
    x, y = p.at(0, 34)
    p.cv.line((x, y), p.at(0, -20), 4 * p.u, (70, 130, 70))
    for i, (dx, dy) in enumerate(((-14, -14), (14, -22), (-16, 2), (16, -4), (-10, 16), (12, 14))):
        side = -1 if dx < 0 else 1
        leaf = p.at(dx, dy)
        p.cv.shape(
            [
                p.at(0, dy + 4),
                (leaf[0], leaf[1] - 5 * p.u),
                (leaf[0] + side * 8 * p.u, leaf[1] + 2 * p.u),
                (leaf[0], leaf[1] + 6 * p.u),
            ],
            (96, 176, 92) if i % 2 else (120, 196, 104),
            p.ink,
            p.lw * 0.8,
        )
    p.cv.polygon(star(p.at(0, -26), 6 * p.u, 3 * p.u, 5), (200, 160, 230))
    p.head(-62, 8, 34, "orange")
    p.head(62, 4, 34, "blue")
    for dx in (-40, 40):
        p.cv.polygon(_heart(p.at(dx, -22), 6 * p.u), PINK)


def _heart(c: Point, r: float) -> list[Point]:
    return [
        (
            c[0] + r * 16 * math.sin(t) ** 3 / 16,
            c[1]
            - r
            * (13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
            / 16,
        )
        for t in (i * 2 * math.pi / 24 for i in range(24))
    ]


def _draw_cards(p: Pen, card) -> None:
    """Draw 2 or 3 cards: that many cards fanned out."""
    n = int(card.params.get("cards", 3))
    for i in range(n):
        k = i - (n - 1) / 2
        _mini_card(p, p.at(k * 30, abs(k) * 5 + 6), 44 * p.u, k * 0.25)


def _mini_card(p: Pen, c: Point, w: float, angle: float) -> None:
    hw, hh = w / 2, w * 0.7
    ca, sa = math.cos(angle), math.sin(angle)

    def turn(pts):
        return [(c[0] + x * ca - y * sa, c[1] + x * sa + y * ca) for x, y in pts]

    p.cv.shape(turn(((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh))), (40, 60, 96), p.ink, p.lw)
    inner = turn(
        ((-hw * 0.7, -hh * 0.8), (hw * 0.7, -hh * 0.8), (hw * 0.7, hh * 0.8), (-hw * 0.7, hh * 0.8))
    )
    p.cv.polyline(inner, max(1.0, p.lw * 0.7), GOLD, closed=True)
    p.cv.polygon(star(c, w * 0.2, w * 0.08, 5), GOLD)


def _woven_basket(p: Pen, card) -> None:
    """Gain a permanent basket: a new sturdy basket, shining."""
    p.basket(0, -4, 92)
    p.sparkles((-50, -28), (48, -32), (54, 12))


def _skipping_class(p: Pen, card) -> None:
    """Two private lessons for a basket: books crossed out, then a basket."""
    p.book(-50, 2, 56, (70, 110, 190))
    p.book(-40, 18, 56, (190, 90, 80))
    p.cross(-46, 10, 40)
    p.arrow((-14, 4), (14, 4), bend=10)
    p.basket(52, -2, 64)


def _treasure_barter(p: Pen, card) -> None:
    """Two treasures for a basket: two gems, then a basket."""
    jewel(p.cv, p.at(-58, -4), 15 * p.u, GEMS[0], p.ink, p.lw)
    jewel(p.cv, p.at(-36, 16), 13 * p.u, GEMS[1], p.ink, p.lw)
    p.arrow((-14, 4), (14, 4), bend=10)
    p.basket(52, -2, 64)


def _basket_sale(p: Pen, card) -> None:
    """Give up a permanent basket for fish: a basket, then fish."""
    p.basket(-50, -4, 64)
    p.arrow((-14, 4), (14, 4), bend=10)
    p.fishes(50, 0)


# fish cards: what the fish are counted on, beside the fish


def _fish_per_oshax(p: Pen, card) -> None:
    p.head(-40, -2, 54, "oshax")
    p.fishes(44, 2)


def _fish_per_lesson(p: Pen, card) -> None:
    p.book(-42, 2, 70, (70, 110, 190))
    p.fishes(46, 2)


def _fish_per_colour(p: Pen, card) -> None:
    for i, color in enumerate(COLOR_ORDER):
        p.head(-74 + i * 21, -12 if i % 2 else 10, 24, color, detail=False)
    p.fishes(56, 4, 2)


def _fish_per_rare(p: Pen, card) -> None:
    jewel(p.cv, p.at(-48, -6), 18 * p.u, GEMS[0], p.ink, p.lw)
    jewel(p.cv, p.at(-24, 16), 14 * p.u, GEMS[2 % len(GEMS)], p.ink, p.lw)
    p.fishes(44, 2)


def _fish_per_common(p: Pen, card) -> None:
    coins(p.cv, p.at(-42, 6), 34 * p.u, p.ink, p.lw)
    p.fishes(44, 2)


def _fish_per_chosen_colour(p: Pen, card) -> None:
    p.head(-44, -6, 48, "red")
    for i, color in enumerate(COLOR_ORDER):
        p.cv.disc(p.at(-76 + i * 16, 34), 6 * p.u, p.palette.cats[color], p.ink, p.lw * 0.8)
    p.fishes(44, 2)


ANYTIME: dict[str, Callable[[Pen, object], None]] = {
    "next_tile_anywhere": _free_placement,
    "draw_tile_to_boat": _stowaway,
    "move_cats_between_fields": _cat_herder,
    "extra_rescue": _double_rescue,
    "draw_tiles_to_fields": _catnip,
    "draw_cards": _draw_cards,
    "gain_permanent_basket": _woven_basket,
    "discard_private_lessons_for_permanent_basket": _skipping_class,
    "discard_treasures_for_permanent_basket": _treasure_barter,
    "discard_permanent_basket_for_fish": _basket_sale,
    "gain_fish_per_oshax": _fish_per_oshax,
    "gain_fish_per_private_lesson": _fish_per_lesson,
    "gain_fish_per_colour_present": _fish_per_colour,
    "gain_fish_per_rare_treasure": _fish_per_rare,
    "gain_fish_per_common_treasure": _fish_per_common,
    "gain_fish_per_cat_of_chosen_colour": _fish_per_chosen_colour,
}


# --- treasure cards --------------------------------------------------------------------------


def _treasure_rare(p: Pen, card) -> None:
    """A rare treasure, or two commons: a chest with one big gem."""
    x, y = p.at(-50, -58)
    chest(p.cv, (x, y), 100 * p.u, p.ink, p.lw, (232, 60, 90))
    jewel(p.cv, p.at(44, -18), 18 * p.u, GEMS[0], p.ink, p.lw)
    p.sparkles((-66, -18), (62, 22))


def _treasure_small(p: Pen, card) -> None:
    """Two small commons (or two for a fish): a pile of coins and a spyglass."""
    coins(p.cv, p.at(-28, 10), 26 * p.u, p.ink, p.lw)
    spyglass(p.cv, p.at(18, 22), p.at(58, -10), 26 * p.u, p.ink, p.lw)
    p.sparkles((-62, -20), (40, -30))


TREASURE: dict[str, Callable[[Pen, object], None]] = {
    "treasure_rare_or_commons": _treasure_rare,
    "treasure_small_or_paid_commons": _treasure_small,
}


# --- lessons: what they score ----------------------------------------------------------------


def _railing(p: Pen, card) -> None:
    p.hull(0, 0, 150, 64, edge=GOLD)


def _middle_row(p: Pen, card) -> None:
    p.hull(0, 0, 150, 64)
    for i in range(9):  # the middle row's cells, covered end to end
        x, y = p.at(-66 + i * 14.5, -7)
        p.cv.shape(
            [(x, y), (x + 13 * p.u, y), (x + 13 * p.u, y + 14 * p.u), (x, y + 14 * p.u)],
            GOLD,
            p.ink,
            p.lw * 0.7,
        )


def _crew(p: Pen, card) -> None:
    for row in range(2):
        for i in range(5):
            p.head(
                -52 + i * 26 + row * 13,
                -12 + row * 26,
                26,
                COLOR_ORDER[(i + row * 2) % 5],
                detail=False,
            )


def _spectrum(p: Pen, card) -> None:
    for i, color in enumerate(COLOR_ORDER):
        a = math.pi * (1.1 + 0.8 * i / 4)
        p.head(math.cos(a) * 60, 26 + math.sin(a) * 44, 30, color, detail=False)
    p.sparkles((0, 12))


def _lookouts(p: Pen, card) -> None:
    spyglass(p.cv, p.at(-56, 20), p.at(-10, -16), 28 * p.u, p.ink, p.lw)
    for i, color in enumerate(COLOR_ORDER):
        p.cv.disc(p.at(8 + i * 15, 24), 6 * p.u, p.palette.cats[color], p.ink, p.lw * 0.8)
    p.cv.line(p.at(-4, 32), p.at(76, 32), 4 * p.u, WOOD_DARK)


def _sea_watchers(p: Pen, card) -> None:
    for i in range(3):
        y = 20 + i * 10
        p.cv.polyline(
            [p.at(-80 + k * 10, y + (3 if k % 2 else -3)) for k in range(17)],
            3 * p.u,
            (84, 168, 214),
        )
    p.cv.line(p.at(-70, 8), p.at(70, 8), 5 * p.u, WOOD_DARK)
    for i, dx in enumerate((-36, 0, 36)):
        p.head(dx, -14, 32, "blue" if i != 1 else "blue", detail=False)


def _baskets(p: Pen, card) -> None:
    for i in range(int(card.points.get("count", 3))):
        p.basket(-48 + i * 48, 2 + (6 if i == 1 else 0), 50)


def _early_bird(p: Pen, card) -> None:
    draw_sunrise(p.cv, p.at(-34, 0), 70 * p.u, p.ink, p.lw)
    draw_boots(p.cv, p.at(40, 6), 56 * p.u, p.ink, p.lw)


def _loners(p: Pen, card) -> None:
    p.head(0, 0, 46, "green")
    for i in range(10):
        a = 2 * math.pi * i / 10
        p.cv.circle(p.at(math.cos(a) * 44, math.sin(a) * 32), 2.5 * p.u, PARCHMENT_DARK)


def _biggest_family(p: Pen, card) -> None:
    for dx, dy in ((-44, 12), (-16, -10), (14, 12), (42, -10), (-16, 30), (14, 32)):
        p.head(dx, dy - 4, 30, "blue", detail=False)
    p.sparkles((62, 22), (-64, -18))


def _rare_collector(p: Pen, card) -> None:
    for i, (dx, dy, r) in enumerate(((-40, 8, 16), (0, -8, 20), (40, 10, 16))):
        jewel(p.cv, p.at(dx, dy), r * p.u, GEMS[i % len(GEMS)], p.ink, p.lw)


def _magpie(p: Pen, card) -> None:
    coins(p.cv, p.at(-30, 14), 24 * p.u, p.ink, p.lw)
    _bird(p, 36, -4, 1.0, (40, 44, 60))


def _bird(p: Pen, dx: float, dy: float, s: float, color: Color) -> None:
    x, y = p.at(dx, dy)
    u = p.u * s
    p.cv.shape(
        [(x - 24 * u, y + 4 * u), (x - 40 * u, y - 4 * u), (x - 38 * u, y + 10 * u)],
        color,
        p.ink,
        p.lw,
    )
    p.cv.oval((x - 8 * u, y + 2 * u), 20 * u, 12 * u, color, p.ink, p.lw)
    p.cv.oval((x - 6 * u, y + 6 * u), 10 * u, 6 * u, (240, 240, 244))
    p.cv.disc((x + 12 * u, y - 8 * u), 9 * u, color, p.ink, p.lw)
    p.cv.shape(
        [(x + 19 * u, y - 10 * u), (x + 30 * u, y - 7 * u), (x + 19 * u, y - 5 * u)],
        GOLD,
        p.ink,
        p.lw * 0.8,
    )
    p.cv.circle((x + 14 * u, y - 10 * u), 2 * u, (255, 255, 255))


def _rat_catchers(p: Pen, card) -> None:
    draw_rat(p.cv, p.at(0, 2), 60 * p.u, p.ink, p.lw)
    p.cross(0, 4, 58)


def _rat_friends(p: Pen, card) -> None:
    draw_rat(p.cv, p.at(-30, 6), 50 * p.u, p.ink, p.lw, facing=1)
    draw_rat(p.cv, p.at(30, 6), 50 * p.u, p.ink, p.lw, facing=-1)
    p.cv.polygon(_heart(p.at(0, -24), 9 * p.u), PINK)


def _rat_colony(p: Pen, card) -> None:
    for i in range(5):
        draw_rat(
            p.cv,
            p.at(-64 + i * 32, 14 if i % 2 else 0),
            34 * p.u,
            p.ink,
            p.lw,
            facing=1 if i % 2 else -1,
        )


def _eager_student(p: Pen, card) -> None:
    for i, cover in enumerate(((70, 110, 190), (190, 90, 80), (90, 150, 90))):
        x, y = p.at(-30, 30 - i * 16)
        p.cv.rect(x, y, 60 * p.u, 14 * p.u, cover, radius=3 * p.u)
        p.cv.rect(x + 50 * p.u, y + 2 * p.u, 8 * p.u, 10 * p.u, PARCHMENT)
    p.head(40, -12, 36, "orange")


def _top_of_class(p: Pen, card) -> None:
    p.book(0, 16, 80, (70, 110, 190))
    x, y = p.at(0, -24)
    p.cv.shape(
        [(x - 30 * p.u, y), (x, y - 12 * p.u), (x + 30 * p.u, y), (x, y + 12 * p.u)],
        (40, 40, 56),
        p.ink,
        p.lw,
    )
    p.cv.line((x + 20 * p.u, y + 2 * p.u), (x + 24 * p.u, y + 20 * p.u), 2.5 * p.u, GOLD)


def _treasure_chest(p: Pen, card) -> None:
    x, y = p.at(-44, -60)
    chest(p.cv, (x, y), 88 * p.u, p.ink, p.lw, GEMS[0])
    coins(p.cv, p.at(52, 14), 18 * p.u, p.ink, p.lw)


def _edge_sitters(p: Pen, card) -> None:
    p.cv.line(p.at(-70, 20), p.at(70, 20), 6 * p.u, WOOD_DARK)
    for i, color in enumerate(("red", "orange", "purple", "green")):
        p.head(-48 + i * 32, -2, 30, color, detail=False, paws=True)


def _rooms(p: Pen, card, rooms: dict[int, str], empty: bool) -> None:
    """A room lesson: that room's icon in an empty room (or in a full one, with a star)."""
    ids = card.points.get("rooms", ())
    icons = []
    for room in ids:
        name = rooms.get(room)
        if name and name not in icons:
            icons.append(name)
    icons = icons or ["parrot"]
    x, y = p.at(0, 4)
    p.cv.rect(x - 60 * p.u, y - 34 * p.u, 120 * p.u, 68 * p.u, (214, 170, 120), radius=6 * p.u)
    p.cv.polyline(
        [
            (x - 60 * p.u, y - 34 * p.u),
            (x + 60 * p.u, y - 34 * p.u),
            (x + 60 * p.u, y + 34 * p.u),
            (x - 60 * p.u, y + 34 * p.u),
        ],
        5 * p.u,
        WOOD_DARK,
        closed=True,
    )
    for i, name in enumerate(icons):
        ROOM_ICONS[name](p.cv, p.at((i - (len(icons) - 1) / 2) * 50, 4), 44 * p.u, p.ink, p.lw)
    if empty:  # nobody in it: a cobweb in its corner
        corner = p.at(-60, -34)
        for a in (0.15, 0.55, 0.95, 1.35):
            end = (corner[0] + math.cos(a) * 30 * p.u, corner[1] + math.sin(a) * 30 * p.u)
            p.cv.line(corner, end, max(1.0, p.lw * 0.5), CREAM)
        for r in (12, 22):
            p.cv.polyline(arc(corner, r * p.u, 0.15, 1.35, 6), max(1.0, p.lw * 0.5), CREAM)
    else:
        p.head(44, 18, 26, "orange", detail=False)
        p.head(-44, 18, 26, "blue", detail=False)
        p.sparkles((50, -26), (-50, -26))


def _clans(p: Pen, card) -> None:
    for color, ox in (("red", -44), ("purple", 44)):
        for dx, dy in ((-12, -10), (12, -10), (-12, 14), (12, 14)):
            p.head(ox + dx, dy, 24, color, detail=False)


def _oshax_friends(p: Pen, card) -> None:
    p.head(-30, 0, 50, "oshax")
    p.head(32, 4, 44, "orange")
    p.cv.polygon(_heart(p.at(2, -26), 7 * p.u), PINK)


def _middle_child(p: Pen, card) -> None:
    for dx, size, color in ((-50, 46, "blue"), (6, 36, "green"), (52, 28, "red")):
        p.head(dx, 6 + (46 - size) / 2, size, color, detail=False)
    p.sparkles((52, -18), (66, -4))


def _full_larder(p: Pen, card) -> None:
    x, y = p.at(0, 20)
    p.cv.rect(x - 52 * p.u, y - 10 * p.u, 104 * p.u, 34 * p.u, WOOD, radius=4 * p.u)
    p.cv.line((x - 52 * p.u, y + 6 * p.u), (x + 52 * p.u, y + 6 * p.u), 2.5 * p.u, WOOD_DARK)
    for i in range(5):
        p.fish(-40 + i * 20, -4 - (i % 2) * 8, 40)


def _treasure_trove(p: Pen, card) -> None:
    jewel(p.cv, p.at(-44, -2), 18 * p.u, GEMS[0], p.ink, p.lw)
    coins(p.cv, p.at(4, 14), 20 * p.u, p.ink, p.lw)
    jewel(p.cv, p.at(50, -4), 15 * p.u, GEMS[1], p.ink, p.lw)


def _tidy_rooms(p: Pen, card) -> None:
    for i, name in enumerate(("parrot", "moon", "apple", "wheat")):
        ROOM_ICONS[name](p.cv, p.at(-60 + i * 40, 4), 36 * p.u, p.ink, p.lw)
    p.sparkles((-40, -28), (40, -28))


def _maps(p: Pen, card) -> None:
    for i, color in enumerate(("blue", "red", "green")):
        draw_map(p.cv, p.at(-44 + i * 44, 4), 44 * p.u, p.ink, p.lw, p.palette.cats[color], None)


LESSONS: dict[str, Callable[[Pen, object], None]] = {
    "no_empty_edge_cell": _railing,
    "exact_cat_count": _crew,
    "min_cats_each_colour": _spectrum,
    "every_colour_touches_edge": _lookouts,
    "per_cat_of_best_colour_touching_edge": _sea_watchers,
    "exact_permanent_baskets": _baskets,
    "first_in_turn_order": _early_bird,
    "per_lone_cat": _loners,
    "largest_family": _biggest_family,
    "per_rare_treasure": _rare_collector,
    "per_common_treasure": _magpie,
    "no_visible_rats": _rat_catchers,
    "per_visible_rat": _rat_friends,
    "per_private_lesson": _eager_student,
    "exact_visible_rats": _rat_colony,
    "exact_private_lessons": _top_of_class,
    "exact_treasures": _treasure_chest,
    "per_two_cats_touching_edge": _edge_sitters,
    "per_family_min_size": _clans,
    "per_oshax": _oshax_friends,
    "third_largest_family_again": _middle_child,
    "min_fish": _full_larder,
    "middle_row_full": _middle_row,
    "per_treasure": _treasure_trove,
    "per_filled_room": _tidy_rooms,
    "per_uncovered_map": _maps,
}
ROOM_LESSONS = {"rooms_full": False, "rooms_empty": True}


# --- public lessons: what every player scores, in the colour the buyer named -----------------


def _colour_railing(p: Pen, card, color: str | None) -> None:
    p.hull(0, 6, 150, 64, edge=GOLD)
    for dx in (-46, 0, 46):  # cats of the colour along the rim
        p.head(dx, -24, 28, color, detail=False, paws=True)


def _colour_crowd(p: Pen, card, color: str | None) -> None:
    for i, (dx, dy) in enumerate(((-46, 10), (0, -4), (46, 10))):
        p.head(dx, dy, 40 - 4 * (i % 2), color, detail=False)
    p.cv.polygon(_heart(p.at(0, 32), 8 * p.u), PINK)


def _colour_trio(p: Pen, card, color: str | None) -> None:
    for dx, dy in ((-22, 12), (22, 12), (0, -16)):  # three of the colour, stacked
        p.head(dx, dy, 36, color, detail=False)
    p.sparkles((-58, -18), (58, -18), (60, 24))


def _colour_loner(p: Pen, card, color: str | None) -> None:
    p.head(0, 0, 46, color)
    for i in range(10):
        a = 2 * math.pi * i / 10
        p.cv.circle(p.at(math.cos(a) * 44, math.sin(a) * 32), 2.5 * p.u, GOLD_LIGHT)


def _colour_guardians(p: Pen, card, color: str | None) -> None:
    jewel(p.cv, p.at(0, 12), 20 * p.u, GEMS[0], p.ink, p.lw)
    p.head(-48, 4, 38, color, detail=False, paws=True)
    p.head(48, 4, 38, color, detail=False, paws=True)


PUBLIC_LESSONS: dict[str, Callable[[Pen, object, str | None], None]] = {
    "per_cat_of_colour_touching_edge": _colour_railing,
    "per_cat_of_colour": _colour_crowd,
    "min_cats_of_colour": _colour_trio,
    "per_lone_cat_of_colour": _colour_loner,
    "per_treasure_touching_colour": _colour_guardians,
}


# --- the solo sister's lessons: what she scores on the player's boat -------------------------


def _loot_unguarded(p: Pen, card) -> None:
    jewel(p.cv, p.at(24, 8), 20 * p.u, GEMS[1], p.ink, p.lw)
    p.head(-34, 4, 40, None, detail=False)
    p.cross(-34, 4, 40)


def _poor_haul(p: Pen, card) -> None:
    coins(p.cv, p.at(-24, 18), 16 * p.u, p.ink, p.lw)
    p.arrow((40, -26), (40, 28), bend=0, color=RED_MARK)


def _fish_thief(p: Pen, card) -> None:
    p.fishes(-30, 6)
    p.arrow((-2, -10), (60, -22), bend=14)
    _paw(p, 66, 4, 30)


def _overcrowded(p: Pen, card) -> None:
    for row in range(3):
        for i in range(6):
            p.head(
                -60 + i * 24 + (row % 2) * 12,
                -22 + row * 22,
                22,
                COLOR_ORDER[(i + row) % 5],
                detail=False,
            )


def _landlubbers(p: Pen, card) -> None:
    p.hull(0, 0, 150, 64)
    p.cross(0, 0, 46)


def _show_off(p: Pen, card) -> None:
    p.book(-26, 8, 62, (150, 80, 160))
    p.book(26, 0, 62, (150, 80, 160))
    p.sparkles((-62, -24), (62, -30), (0, -34))


def _family_table(p: Pen, card) -> None:
    """The largest family scored by the family table: a pyramid of one colour, a medal."""
    for dx, dy in ((-36, 22), (0, 22), (36, 22), (-18, -2), (18, -2), (0, -26)):
        p.head(dx - 10, dy, 30, "purple", detail=False)
    p.cv.disc(p.at(50, -18), 14 * p.u, GOLD, p.ink, p.lw)
    p.cv.polygon(star(p.at(50, -18), 9 * p.u, 4 * p.u, 5, -math.pi / 2), GOLD_LIGHT)


def _empty_paws(p: Pen, card) -> None:
    p.head(-36, 2, 44, "green")
    jewel(p.cv, p.at(46, 8), 16 * p.u, GEMS[2 % len(GEMS)], p.ink, p.lw)
    p.cross(8, 6, 22)


def _lost_maps(p: Pen, card) -> None:
    draw_map(p.cv, p.at(-6, 8), 64 * p.u, p.ink, p.lw, p.palette.cats["red"], None)
    p.head(22, -8, 36, "red", detail=False, paws=True)


def _rat_shy(p: Pen, card) -> None:
    draw_rat(p.cv, p.at(-34, 10), 50 * p.u, p.ink, p.lw, facing=1)
    p.head(38, 2, 40, None, detail=False)
    p.cross(38, 2, 40)


def _paw(p: Pen, dx: float, dy: float, size: float) -> None:
    """The sister's paw print."""
    x, y = p.at(dx, dy)
    s = size * p.u
    p.cv.ellipse((x, y + s * 0.16), s * 0.3, s * 0.24, (150, 80, 160))
    for ddx, ddy in ((-0.3, -0.16), (-0.1, -0.34), (0.12, -0.34), (0.32, -0.16)):
        p.cv.circle((x + ddx * s, y + ddy * s), s * 0.11, (150, 80, 160))


SOLO_LESSONS: dict[str, Callable[[Pen, object], None]] = {
    "per_colour_without_cat_touching_treasure": _loot_unguarded,
    "per_tile_in_largest_scoring_family": _biggest_family,
    "fewer_treasures_than": _poor_haul,
    "per_unspent_fish": _fish_thief,
    "per_visible_rat": _rat_friends,
    "per_cat_over": _overcrowded,
    "per_colour_without_cat_on_edge": _landlubbers,
    "double_best_solo_lesson": _show_off,
    "per_filled_room": _tidy_rooms,
    "per_lone_cat": _loners,
    "per_private_lesson": _eager_student,
    "largest_family_score": _family_table,
    "second_largest_family_score": _middle_child,
    "per_common_treasure": _magpie,
    "per_cat_not_touching_treasure": _empty_paws,
    "per_covered_map": _lost_maps,
    "per_scoring_family": _clans,
    "per_cat_touching_edge": _edge_sitters,
    "per_colour_without_cat_touching_visible_rat": _rat_shy,
}
# --- the solo sister's basket cards: her baskets, and what she takes (which cat, which) ------

PIPS = {  # a die's pips for 1 to 9, in a 3 x 3 grid (-1, 0, 1)
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
    7: ((-1, -1), (1, -1), (-1, 0), (0, 0), (1, 0), (-1, 1), (1, 1)),
    8: ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)),
    9: tuple((x, y) for y in (-1, 0, 1) for x in (-1, 0, 1)),
}


def _die(p: Pen, dx: float, dy: float, number: int, size: float = 24) -> None:
    """A die face showing ``number`` (the place in the field the sister takes from)."""
    x, y = p.at(dx, dy)
    s = size * p.u
    p.cv.shape(
        [
            (x - s / 2, y - s / 2),
            (x + s / 2, y - s / 2),
            (x + s / 2, y + s / 2),
            (x - s / 2, y + s / 2),
        ],
        CREAM,
        p.ink,
        p.lw * 0.8,
    )
    for gx, gy in PIPS.get(number, PIPS[9]):
        p.cv.circle((x + gx * s * 0.28, y + gy * s * 0.28), s * 0.1, p.ink)


def _common(p: Pen, dx: float, dy: float, cells: tuple, size: float = 14) -> None:
    """A common treasure of that shape, in gold squares."""
    w = max(c[0] for c in cells) + 1
    h = max(c[1] for c in cells) + 1
    for cx, cy in cells:
        x, y = p.at(dx + (cx - w / 2) * size, dy + (cy - h / 2) * size)
        p.cv.shape(
            [(x, y), (x + size * p.u, y), (x + size * p.u, y + size * p.u), (x, y + size * p.u)],
            GOLD,
            p.ink,
            p.lw * 0.7,
        )


def _sister_takes(p: Pen, action, dx: float, shapes: dict[int, tuple]) -> None:
    """One of the card's two actions, around ``dx``: what she takes, and which one."""
    kind = action.get("action")
    number = int(action.get("number") or 0)
    if kind == "switch_cats":
        first, second = int(action.get("first") or 1), int(action.get("second") or 1)
        _die(p, dx - 22, 20, first, 20)
        _die(p, dx + 22, 20, second, 20)
        p.arrow((dx - 20, -6), (dx + 20, -6), bend=12)
        p.arrow((dx + 20, -2), (dx - 20, -2), bend=-12)
        return
    if kind == "remove_oshax":
        p.head(dx - 12, 2, 38, "oshax", detail=False)
    elif kind == "remove_rare_treasure":
        jewel(p.cv, p.at(dx - 12, 2), 17 * p.u, GEMS[number % len(GEMS)], p.ink, p.lw)
    elif kind == "remove_common_treasure":
        cells = shapes.get(int(action.get("tile_id") or 0), ((0, 0),))
        _common(p, dx - 6, 2, cells)
        return
    else:  # a cat from the fields
        p.head(dx - 12, 2, 38, None, detail=False)
    _die(p, dx + 22, 20, number, 22)


def _sister_basket(p: Pen, card, shapes: dict[int, tuple]) -> None:
    for i in range(max(1, card.baskets)):  # the baskets she uses that day, along the top
        p.basket(-84 + i * 22, -42, 22, "full")
    for action, dx in zip(card.actions, (-48, 48), strict=False):
        _sister_takes(p, action, dx, shapes)
    if len(card.actions) > 1:
        p.cv.line(p.at(0, -14), p.at(0, 36), max(1.0, p.lw * 0.8), PARCHMENT_DARK)


PUBLIC_BOOK: Color = (214, 160, 40)  # the corner book: gold for a public lesson
SOLO_BOOK: Color = (150, 80, 160)  # and the sister's purple for hers


def draw_picture(
    cv: Canvas,
    card,
    cx: float,
    cy: float,
    u: float,
    palette: Palette,
    ink_c: Color,
    lw: float,
    rooms: dict[int, str] | None = None,
    color: str | None = None,
    shapes: dict[int, tuple] | None = None,
) -> bool:
    """Paint ``card``'s own picture around (cx, cy); False when it has none here (the card
    keeps the picture of its kind). ``color``: the colour a public lesson names (None: not
    named yet, its cats grey)."""
    pen = Pen(cv, cx, cy, u, palette, ink_c, lw)
    kind = card.type
    if kind == CardType.ANYTIME and card.effect in ANYTIME:
        ANYTIME[card.effect](pen, card)
        return True
    if kind == CardType.TREASURE and card.effect in TREASURE:
        TREASURE[card.effect](pen, card)
        return True
    if kind == CardType.SOLO_BASKET and card.actions:
        _sister_basket(pen, card, shapes or {})
        return True
    if kind == CardType.LESSON_PUBLIC:
        rule = card.scoring
        if rule in PUBLIC_LESSONS:
            PUBLIC_LESSONS[rule](pen, card, color)
        elif rule in LESSONS:
            LESSONS[rule](pen, card)
        else:
            return False
        pen.book(-78, 36, 34, PUBLIC_BOOK)
        return True
    if kind in (CardType.SOLO_LESSON_BASIC, CardType.SOLO_LESSON_ADVANCED):
        if card.scoring not in SOLO_LESSONS:
            return False
        SOLO_LESSONS[card.scoring](pen, card)
        _paw(pen, -78, 36, 30)
        return True
    if kind in (CardType.LESSON_PRIVATE, CardType.LESSON_FAMILY):
        rule = card.scoring
        if rule in ROOM_LESSONS:
            _rooms(pen, card, rooms or {}, ROOM_LESSONS[rule])
        elif rule in LESSONS:
            LESSONS[rule](pen, card)
        else:
            return False
        family = kind == CardType.LESSON_FAMILY
        pen.book(-78, 36, 34, (120, 140, 120) if family else (70, 110, 190), paw=family)
        return True
    return False
