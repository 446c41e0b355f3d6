"""Cards: a frame per type, the name on a banner, an illustration, badges for price (fish),
speed (boots), basket (full / damaged / none) and points, the card's text wrapped and shrunk
to fit (with the colour symbol after every colour word), and the card backs."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.isle.rules.vocabulary import CardType
from game.isle.ui.art.card_pictures import draw_picture
from game.isle.ui.art.icons import draw_basket, draw_boots, draw_fish, draw_vesh_ship
from game.isle.ui.art.treasures import chest, jewel
from game.shell.ui import text as textlib
from game.shell.ui.art.badges import draw_symbol_disc
from game.shell.ui.art.canvas import Canvas, Color, gradient_surface
from game.shell.ui.art.cats import draw_head
from game.shell.ui.art.geom import rounded_rect, star
from game.shell.ui.art.style import (
    CARD_FRAMES,
    CARD_TYPE_LABEL,
    COLOR_WORDS,
    CREAM,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    LOOKS,
    OSHAX_CREAM,
    OSHAX_LOOK,
    PARCHMENT,
    PARCHMENT_DARK,
    CatLook,
    ink,
)
from game.shell.ui.palette import RGB, Palette, readable_on, shade

NEUTRAL_CAT: RGB = (176, 170, 168)
NEUTRAL_LOOK = CatLook("none", "plume", "pointed", "tabby_m")
# The basket cards' cats: house-cat coats, none of the five cat colours (a basket card never
# reads as a colour's), each card its own coat and ears (p1: they all shared one grey cat).
HOUSE_COATS: tuple[RGB, ...] = (
    (176, 170, 168),  # grey tabby
    (238, 222, 196),  # cream
    (72, 68, 74),  # black
    (156, 116, 82),  # brown tabby
    (246, 243, 236),  # white
    (122, 126, 138),  # slate
)
HOUSE_EARS = ("pointed", "round", "folded", "lynx", "wide")
TEXT_INK: RGB = (48, 36, 40)
MIN_TEXT = 9  # smallest body size in px at any card width (a card of 240 px never needs it)


def basket_cat(card) -> tuple[RGB, CatLook]:
    """The coat and look of the cat in a basket card's basket (by its id: copies differ)."""
    coat = HOUSE_COATS[card.id % len(HOUSE_COATS)]
    ears = HOUSE_EARS[(card.id // len(HOUSE_COATS)) % len(HOUSE_EARS)]
    return coat, CatLook("none", "plume", ears, "none" if card.id % 2 else "tabby_m")


def card_height(width: int) -> int:
    return round(width * 1.4)


@dataclass(frozen=True)
class CardLayout:
    """Where things go on a card of a given width (pixels)."""

    width: int
    height: int
    banner: pygame.Rect
    art: pygame.Rect
    text_box: pygame.Rect
    text_area: pygame.Rect
    footer: pygame.Rect


def layout(width: int) -> CardLayout:
    u = width / 240
    h = card_height(width)

    def r(x: float, y: float, w: float, hh: float) -> pygame.Rect:
        return pygame.Rect(round(x * u), round(y * u), round(w * u), round(hh * u))

    text_box = r(13, 176, 214, 138)
    pad = max(3, round(7 * u))
    return CardLayout(
        width,
        h,
        r(12, 10, 216, 38),
        r(13, 54, 214, 116),
        text_box,
        text_box.inflate(-2 * pad, -2 * pad),
        pygame.Rect(0, text_box.bottom, width, h - text_box.bottom),
    )


# --- text with inline colour symbols -------------------------------------------------------


@dataclass(frozen=True)
class TextFit:
    size: int
    lines: tuple[tuple[tuple[str, str], ...], ...]  # per line: (kind "t"/"s", text or colour)
    line_height: int
    height: int
    width: int
    fits: bool


def _tokens(text: str, with_symbols: bool) -> list[list[tuple[str, str]]]:
    words = []
    for raw in text.split(" "):
        pieces: list[tuple[str, str]] = [("t", raw)]
        if with_symbols:
            core = raw.strip(".,;:!?()«»\"'\u00a0").lower()
            if core in COLOR_WORDS:
                pieces.append(("s", COLOR_WORDS[core]))
        words.append(pieces)
    return words


def fit_text(
    text: str,
    area_w: int,
    area_h: int,
    max_size: int,
    with_symbols: bool,
    face: str = "body",
    min_size: int = MIN_TEXT,
) -> TextFit:
    """Wrap ``text`` into ``area_w`` x ``area_h``, shrinking from ``max_size`` until it fits."""
    size = max_size
    while True:
        f = textlib.font(face, size)
        space = f.size(" ")[0]
        sym_w = round(f.get_height() * 0.85)
        lines: list[list[tuple[str, str]]] = [[]]
        widths = [0]
        widest_word = 0
        for word in _tokens(text, with_symbols):
            ww = sum(f.size(p)[0] if k == "t" else sym_w + 2 for k, p in word)
            widest_word = max(widest_word, ww)
            add = ww if not lines[-1] else ww + space
            if lines[-1] and widths[-1] + add > area_w:
                lines.append([])
                widths.append(0)
                add = ww
            if lines[-1]:
                lines[-1].append(("t", " "))
            lines[-1].extend(word)
            widths[-1] += add
        step = round(f.get_linesize() * 1.08)
        height = step * len(lines)
        fits = height <= area_h and widest_word <= area_w
        if fits or size <= min_size:
            if not fits and height > area_h:  # a small thumbnail: cut the text, end with "…"
                lines = lines[: max(1, area_h // step)]
                lines[-1] = [*lines[-1], ("t", "…")]
                height = step * len(lines)
            return TextFit(
                size, tuple(tuple(line) for line in lines), step, height, max(widths), fits
            )
        size -= 1


def render_fit(
    fit: TextFit,
    area_w: int,
    color: RGB,
    palette: Palette,
    symbols: dict[str, str] | None,
    face: str = "body",
    align: str = "center",
) -> pygame.Surface:
    f = textlib.font(face, fit.size)
    sym_w = round(f.get_height() * 0.85)
    surface = pygame.Surface((area_w, max(1, fit.height)), pygame.SRCALPHA)
    for i, line in enumerate(fit.lines):
        lw = sum(f.size(p)[0] if k == "t" else sym_w + 2 for k, p in line)
        x = (area_w - lw) // 2 if align == "center" else 0
        y = i * fit.line_height
        for kind, piece in line:
            if kind == "t":
                image = textlib.render(piece, face, fit.size, color)
                surface.blit(image, (x, y))
                x += image.get_width()
            else:
                disc = symbol_disc_surface(piece, sym_w, palette, symbols)
                surface.blit(disc, (x + 1, y + (f.get_ascent() - sym_w) // 2 + 2))
                x += sym_w + 2
    return surface


def symbol_disc_surface(
    color: str, size: int, palette: Palette, symbols: dict[str, str] | None
) -> pygame.Surface:
    cv = Canvas(size, size, fringe=ink(palette))
    if symbols and color in symbols:
        draw_symbol_disc(
            cv, (size / 2, size / 2), size, palette.cats[color], symbols[color], ink(palette)
        )
    else:
        cv.disc(
            (size / 2, size / 2),
            size * 0.42,
            palette.cats[color],
            ink(palette),
            max(1.0, size * 0.08),
        )
    return cv.finish()


# --- the card ------------------------------------------------------------------------------


def card_colour(card) -> str | None:
    """The colour a card names by itself (solo colour cards, fixed-colour lessons)."""
    if card.color:
        return card.color
    value = card.points.get("color")
    return value if isinstance(value, str) else None


def draw_card(
    card,
    name: str,
    body: str,
    width: int,
    lang: str,
    palette: Palette,
    symbols: dict[str, str] | None,
    color: str | None,
    rooms: dict[int, str] | None = None,
    shapes: dict[int, tuple] | None = None,
    words: bool = True,
) -> pygame.Surface:
    """The card's face. ``words`` False: its frame, picture and colours without a letter (an
    icon too small to read them: the name, text and type would be specks)."""
    lay = layout(width)
    u = width / 240
    h = lay.height
    ink_c = ink(palette)
    frame, frame_dark = CARD_FRAMES.get(card.type, CARD_FRAMES["lesson_family"])
    cv = Canvas(width, h, ss=4 if width < 160 else 2, fringe=ink_c)
    lw = max(1.0, 2.0 * u)
    outer = rounded_rect(lw / 2, lw / 2, width - lw, h - lw, 13 * u)
    cv.polygon(outer, frame)
    cv.polyline(outer, lw, ink_c, closed=True)
    # soft bevel: lighter top band, darker bottom band inside the frame
    cv.polyline(
        rounded_rect(4 * u, 4 * u, width - 8 * u, h - 8 * u, 10 * u),
        max(1.0, 1.5 * u),
        shade(frame, 1.3),
        closed=True,
    )
    # art window
    a = lay.art
    art_pts = rounded_rect(a.x, a.y, a.w, a.h, 9 * u)
    cv.shape(art_pts, shade(frame, 1.55), frame_dark, max(1.0, 2 * u))
    # text box
    t = lay.text_box
    box_pts = rounded_rect(t.x, t.y, t.w, t.h, 8 * u)
    cv.shape(box_pts, PARCHMENT, frame_dark, max(1.0, 2 * u))
    # banner
    b = lay.banner
    ribbon = [
        (b.x - 4 * u, b.y + 6 * u),
        (b.x + 8 * u, b.y),
        (b.right - 8 * u, b.y),
        (b.right + 4 * u, b.y + 6 * u),
        (b.right - 2 * u, b.centery + 2 * u),
        (b.right + 4 * u, b.bottom - 2 * u),
        (b.right - 8 * u, b.bottom),
        (b.x + 8 * u, b.bottom),
        (b.x - 4 * u, b.bottom - 2 * u),
        (b.x + 2 * u, b.centery + 2 * u),
    ]
    cv.shape(ribbon, frame_dark, ink_c, max(1.0, 1.5 * u))
    _illustration(cv, card, lay, u, palette, symbols, color, ink_c, rooms, shapes)
    _badges(cv, card, lay, u, palette, ink_c)
    surface = cv.finish()

    # gradient glaze over the art window's top (light from above)
    glaze = gradient_surface(
        a.w - round(4 * u), a.h // 2, [(0.0, (255, 255, 255, 60)), (1.0, (255, 255, 255, 0))]
    )
    surface.blit(glaze, (a.x + round(2 * u), a.y + round(2 * u)))
    if not words:
        return surface

    # name
    name_col = readable_on(frame_dark)
    area_w = b.w - round(22 * u)
    size = textlib.fit_size(name, "title", round(19 * u), area_w, minimum=max(8, round(11 * u)))
    if textlib.font("title", size).size(name)[0] > area_w:
        fit = fit_text(
            name, area_w, b.h - 2, size, False, face="title", min_size=max(7, round(9 * u))
        )
        image = render_fit(fit, area_w, name_col, palette, None, face="title")
    else:
        image = textlib.render(name, "title", size, name_col)
    surface.blit(
        image, (b.centerx - image.get_width() // 2, b.centery - image.get_height() // 2 + round(u))
    )

    # body text
    ta = lay.text_area
    fit = fit_text(
        body, ta.w, ta.h, round(16 * u), symbols is not None, min_size=max(MIN_TEXT, round(9 * u))
    )
    image = render_fit(fit, ta.w, TEXT_INK, palette, symbols)
    surface.blit(image, (ta.x, ta.y + max(0, (ta.h - image.get_height()) // 2)))

    # footer: the card type, on a band of the banner's colour (it reads on every frame), its
    # letters clear of the band's edges; a card too small for that shows its type by its
    # colours alone (its zoom and the cards screen print it)
    label = CARD_TYPE_LABEL.get(card.type, {}).get(lang) or card.type
    ft = lay.footer
    top = lay.text_box.bottom + max(1, round(u))
    band = pygame.Rect(t.x, top, t.width, max(1, ft.bottom - max(2, round(5 * u)) - top))
    fcol = readable_on(frame_dark)
    fsize = max(7, round(11 * u))
    kind_words = label.upper()
    while fsize >= 8 and (
        textlib.font("title", fsize).get_ascent() * 0.75 > band.height - 6
        or textlib.font("title", fsize).size(kind_words)[0] > band.width - 8
    ):
        fsize -= 1
    pygame.draw.rect(surface, frame_dark, band, border_radius=max(1, band.height // 3))
    if fsize >= 8:
        fl = textlib.render(kind_words, "title", fsize, fcol)
        surface.blit(fl, fl.get_rect(center=band.center))
    return surface


def _badge_box(
    cv: Canvas, x: float, y: float, w: float, h: float, u: float, ink_c: Color, fill: Color = CREAM
) -> None:
    cv.shape(rounded_rect(x, y, w, h, h / 2), fill, ink_c, max(1.0, 1.8 * u))


def _badges(cv: Canvas, card, lay: CardLayout, u: float, palette: Palette, ink_c: RGB) -> None:
    a = lay.art
    lw = max(1.0, 1.6 * u)
    shows_price = card.type in (
        CardType.RESCUE,
        CardType.ANYTIME,
        CardType.TREASURE,
        CardType.OSHAX,
        CardType.LESSON_PRIVATE,
        CardType.LESSON_PUBLIC,
    )
    if shows_price:
        _badge_box(cv, a.x - 5 * u, a.y - 4 * u, 70 * u, 34 * u, u, ink_c)
        draw_fish(cv, (a.x + 18 * u, a.y + 13 * u), 34 * u, ink_c, lw)
    if card.type == CardType.RESCUE:
        _badge_box(cv, a.right - 65 * u, a.y - 4 * u, 70 * u, 34 * u, u, ink_c)
        draw_boots(cv, (a.right - 44 * u, a.y + 12 * u), 28 * u, ink_c, lw)
        centre = (a.right - 22 * u, a.bottom - 22 * u)
        cv.disc(centre, 24 * u, CREAM, ink_c, max(1.0, 1.8 * u))
        if card.basket == "none":
            draw_basket(cv, centre, 34 * u, "full", ink_c, lw)
            cv.line(
                (centre[0] - 16 * u, centre[1] + 16 * u),
                (centre[0] + 16 * u, centre[1] - 16 * u),
                5 * u,
                ink_c,
            )
            cv.line(
                (centre[0] - 16 * u, centre[1] + 16 * u),
                (centre[0] + 16 * u, centre[1] - 16 * u),
                2.6 * u,
                (220, 70, 60),
            )
        else:
            draw_basket(cv, centre, 36 * u, "full" if card.basket == "full" else "half", ink_c, lw)
    if card.is_lesson or card.type.startswith("solo_lesson"):
        value = card.points.get("points")
        if value is not None:
            centre = (a.right - 20 * u, a.y + 14 * u)
            cv.polygon(star((centre[0] + 1.5 * u, centre[1] + 2 * u), 25 * u, 15 * u, 8), ink_c)
            cv.shape(star(centre, 24 * u, 15 * u, 8), GOLD, ink_c, lw)
            cv.polygon(star(centre, 17 * u, 11 * u, 8), GOLD_LIGHT)


def _numbers(
    surface: pygame.Surface, card, lay: CardLayout, u: float, ink_c: RGB, owned: bool = False
) -> None:
    """Numbers on the badges (drawn at final resolution, crisp); an owned card's tick takes
    the price's place, so the price is not drawn under it."""
    a = lay.art
    shows_price = card.type in (
        CardType.RESCUE,
        CardType.ANYTIME,
        CardType.TREASURE,
        CardType.OSHAX,
        CardType.LESSON_PRIVATE,
        CardType.LESSON_PUBLIC,
    )
    size = max(8, round(24 * u))
    if shows_price and not owned:
        n = textlib.render(str(card.price), "title", size, ink_c)
        surface.blit(
            n, (round(a.x + 50 * u - n.get_width() / 2), round(a.y + 13 * u - n.get_height() / 2))
        )
    if card.type == CardType.RESCUE:
        n = textlib.render(str(card.speed), "title", size, ink_c)
        surface.blit(
            n,
            (round(a.right - 17 * u - n.get_width() / 2), round(a.y + 13 * u - n.get_height() / 2)),
        )
    if card.is_lesson or card.type.startswith("solo_lesson"):
        value = card.points.get("points")
        if value is not None:
            # ink on the gold star, as on the other badges (white on gold does not read)
            n = textlib.render(str(value), "title", max(8, round(20 * u)), ink_c)
            surface.blit(
                n,
                (
                    round(a.right - 20 * u - n.get_width() / 2),
                    round(a.y + 14 * u - n.get_height() / 2),
                ),
            )


def _illustration(
    cv: Canvas,
    card,
    lay: CardLayout,
    u: float,
    palette: Palette,
    symbols: dict[str, str] | None,
    color: str | None,
    ink_c: RGB,
    rooms: dict[int, str] | None = None,
    shapes: dict[int, tuple] | None = None,
) -> None:
    a = lay.art
    cx, cy = a.centerx, a.centery + 6 * u
    lw = max(1.0, 1.7 * u)
    typ = card.type
    effect = card.effect or ""
    if typ == CardType.LESSON_PUBLIC and draw_picture(
        cv, card, cx, cy, u, palette, ink_c, lw, rooms, color
    ):  # what it scores, in the colour named (and that colour's symbol in the corner)
        spot = (cx + 80 * u, cy - 34 * u)
        if color is not None and symbols and color in symbols:
            draw_symbol_disc(cv, spot, 60 * u, palette.cats[color], symbols[color], ink_c)
        elif color is not None:
            cv.disc(spot, 16 * u, palette.cats[color], ink_c, lw)
        return
    if color is not None:
        # the named colour: that colour's cat (its ears and markings) and its symbol
        draw_head(
            cv,
            (cx - 18 * u, cy + 4 * u),
            100 * u,
            palette.cats[color],
            LOOKS[color],
            palette,
            detail=True,
        )
        if symbols and color in symbols:
            draw_symbol_disc(
                cv, (cx + 50 * u, cy + 8 * u), 50 * u, palette.cats[color], symbols[color], ink_c
            )
        else:
            cv.disc((cx + 50 * u, cy + 8 * u), 22 * u, palette.cats[color], ink_c, lw)
        return
    if draw_picture(cv, card, cx, cy, u, palette, ink_c, lw, rooms, shapes=shapes):
        return  # a card with a picture of its own (what it does, what it scores)
    if typ == "oshax":
        for i in range(5):
            ang = 2 * math.pi * i / 5 - 0.3
            cv.polygon(
                star(
                    (cx + math.cos(ang) * 62 * u, cy + math.sin(ang) * 34 * u), 7 * u, 2.5 * u, 4, 0
                ),
                GOLD_LIGHT,
            )
        draw_head(cv, (cx, cy + 6 * u), 110 * u, OSHAX_CREAM, OSHAX_LOOK, palette, oshax=True)
        return
    if typ == "treasure":
        chest(cv, (cx - 50 * u, cy - 58 * u), 100 * u, ink_c, lw, (232, 60, 90))
        for dx, dy in ((-70, -20), (64, -28), (58, 26)):
            cv.polygon(star((cx + dx * u, cy + dy * u), 8 * u, 2.5 * u, 4, 0), GOLD_LIGHT)
        return
    if typ == "rescue":
        if card.basket == "none":
            draw_boots(cv, (cx - 6 * u, cy), 84 * u, ink_c, lw)
            return
        kind = "full" if card.basket == "full" else "half"
        draw_basket(cv, (cx - 6 * u, cy + 16 * u), 96 * u, kind, ink_c, lw, part="handle")
        coat, look = basket_cat(card)
        draw_head(cv, (cx - 6 * u, cy - 12 * u), 78 * u, coat, look, palette)
        draw_basket(cv, (cx - 6 * u, cy + 16 * u), 96 * u, kind, ink_c, lw, part="body")
        return
    if typ == "anytime":
        if "fish" in effect:
            for dx, dy, s in ((-36, 12, 54), (30, 18, 50), (-2, -12, 62)):
                draw_fish(cv, (cx + dx * u, cy + dy * u), s * u, ink_c, lw)
        elif "basket" in effect:
            draw_basket(cv, (cx, cy - 4 * u), 92 * u, "permanent", ink_c, lw)
        elif effect == "draw_cards":
            for i, ang in enumerate((-0.25, 0.0, 0.25)):
                _mini_card(
                    cv, (cx + (i - 1) * 26 * u, cy + abs(i - 1) * 4 * u), 40 * u, ang, ink_c, lw
                )
        elif effect in (
            "draw_tile_to_boat",
            "draw_tiles_to_fields",
            "move_cats_between_fields",
            "extra_rescue",
            "next_tile_anywhere",
        ):
            draw_head(cv, (cx, cy + 2 * u), 88 * u, NEUTRAL_CAT, NEUTRAL_LOOK, palette)
            for dx, dy in ((-56, -24), (54, -30), (60, 20)):
                cv.polygon(star((cx + dx * u, cy + dy * u), 9 * u, 3 * u, 4, 0), GOLD_LIGHT)
        else:
            _pocket_watch(cv, (cx, cy), 42 * u, ink_c, lw)
        return
    if typ == "solo_basket":
        n = max(1, card.baskets)
        for i in range(n):
            x = cx + (i - (n - 1) / 2) * 54 * u
            draw_basket(cv, (x, cy), 60 * u, "full", ink_c, lw)
        return
    if typ.startswith("solo"):
        draw_vesh_ship(cv, (cx - 36 * u, cy), 70 * u, ink_c, lw)
        _book(cv, (cx + 34 * u, cy + 4 * u), 70 * u, (110, 90, 120), ink_c, lw, False)
        return
    if typ == "lesson_public":
        _scroll(cv, (cx, cy), 86 * u, ink_c, lw)
        if card.color_choice != "none":
            _palette_dots(cv, (cx, cy + 34 * u), 12 * u, palette, ink_c, lw)
        return
    if typ == "lesson_family":
        _book(cv, (cx, cy), 90 * u, (120, 140, 120), ink_c, lw, True)
        return
    _book(cv, (cx, cy), 90 * u, (70, 110, 190), ink_c, lw, False)
    if card.color_choice != "none":
        _palette_dots(cv, (cx, cy + 38 * u), 11 * u, palette, ink_c, lw)


def _palette_dots(
    cv: Canvas, p: tuple[float, float], r: float, palette: Palette, ink_c: Color, lw: float
) -> None:
    """The five colours side by side: "a colour of your choice"."""
    for i, col in enumerate(("blue", "green", "red", "purple", "orange")):
        cv.disc((p[0] + (i - 2) * r * 2.3, p[1]), r, palette.cats[col], ink_c, lw)


def _mini_card(
    cv: Canvas, p: tuple[float, float], w: float, angle: float, ink_c: Color, lw: float
) -> None:
    hw, hh = w / 2, w * 0.7
    ca, sa = math.cos(angle), math.sin(angle)
    pts = [
        (p[0] + x * ca - y * sa, p[1] + x * sa + y * ca)
        for x, y in ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh))
    ]
    cv.shape(pts, (40, 60, 96), ink_c, lw)
    inner = [
        (p[0] + x * ca - y * sa, p[1] + x * sa + y * ca)
        for x, y in (
            (-hw * 0.7, -hh * 0.8),
            (hw * 0.7, -hh * 0.8),
            (hw * 0.7, hh * 0.8),
            (-hw * 0.7, hh * 0.8),
        )
    ]
    cv.polyline(inner, max(1.0, lw * 0.7), GOLD, closed=True)
    cv.polygon(star(p, w * 0.2, w * 0.08, 5), GOLD)


def _pocket_watch(cv: Canvas, p: tuple[float, float], r: float, ink_c: Color, lw: float) -> None:
    x, y = p
    cv.ring((x, y - r * 1.12), r * 0.18, r * 0.07, GOLD_DARK)
    cv.disc((x, y), r, GOLD, ink_c, lw)
    cv.disc((x, y), r * 0.8, CREAM, ink_c, lw * 0.7)
    for i in range(12):
        a = 2 * math.pi * i / 12
        cv.circle((x + math.cos(a) * r * 0.66, y + math.sin(a) * r * 0.66), r * 0.04, ink_c)
    cv.line((x, y), (x, y - r * 0.55), r * 0.07, ink_c)
    cv.line((x, y), (x + r * 0.38, y + r * 0.1), r * 0.07, ink_c)
    cv.circle((x, y), r * 0.08, (200, 60, 60))
    # lightning: "any time"
    bolt = [
        (x + r * 0.9, y - r * 0.9),
        (x + r * 0.55, y - r * 0.1),
        (x + r * 0.85, y - r * 0.1),
        (x + r * 0.5, y + r * 0.8),
        (x + r * 1.25, y - r * 0.3),
        (x + r * 0.95, y - r * 0.3),
        (x + r * 1.25, y - r * 0.9),
    ]
    cv.shape(bolt, GOLD_LIGHT, ink_c, lw)


def _book(
    cv: Canvas,
    p: tuple[float, float],
    s: float,
    cover: Color,
    ink_c: Color,
    lw: float,
    family: bool,
) -> None:
    x, y = p
    w, h = s * 0.46, s * 0.34
    cv.shape([(x - w, y - h), (x + w, y - h), (x + w, y + h), (x - w, y + h)], cover, ink_c, lw)
    pages_l = [
        (x - w * 0.92, y - h * 0.86),
        (x - 0.02 * s, y - h * 0.7),
        (x - 0.02 * s, y + h * 0.9),
        (x - w * 0.92, y + h * 0.76),
    ]
    pages_r = [
        (x + w * 0.92, y - h * 0.86),
        (x + 0.02 * s, y - h * 0.7),
        (x + 0.02 * s, y + h * 0.9),
        (x + w * 0.92, y + h * 0.76),
    ]
    cv.shape(pages_l, PARCHMENT, ink_c, lw * 0.8)
    cv.shape(pages_r, PARCHMENT, ink_c, lw * 0.8)
    for i in range(4):
        yy = y - h * 0.45 + i * h * 0.3
        cv.line(
            (x - w * 0.78, yy), (x - w * 0.15, yy + h * 0.06), max(1.0, lw * 0.5), PARCHMENT_DARK
        )
        if not family:
            cv.line(
                (x + w * 0.15, yy + h * 0.06),
                (x + w * 0.78, yy),
                max(1.0, lw * 0.5),
                PARCHMENT_DARK,
            )
    if family:
        # a paw print on the right page
        px, py = x + w * 0.48, y + h * 0.12
        cv.ellipse((px, py + s * 0.05), s * 0.09, s * 0.07, (150, 110, 90))
        for dx, dy in ((-0.09, -0.05), (-0.03, -0.1), (0.04, -0.1), (0.1, -0.05)):
            cv.circle((px + dx * s, py + dy * s), s * 0.033, (150, 110, 90))
    cv.line(
        (x + w * 0.3, y - h * 1.0), (x + w * 0.34, y + h * 1.25), max(1.0, s * 0.05), (200, 60, 60)
    )


def _scroll(cv: Canvas, p: tuple[float, float], s: float, ink_c: Color, lw: float) -> None:
    x, y = p
    w, h = s * 0.5, s * 0.3
    cv.shape([(x - w, y - h), (x + w, y - h), (x + w, y + h), (x - w, y + h)], PARCHMENT, ink_c, lw)
    for sx in (-1, 1):
        cv.disc((x + sx * w, y - h), s * 0.07, PARCHMENT_DARK, ink_c, lw * 0.8)
        cv.disc((x + sx * w, y + h), s * 0.07, PARCHMENT_DARK, ink_c, lw * 0.8)
    for i in range(3):
        yy = y - h * 0.5 + i * h * 0.42
        cv.line((x - w * 0.7, yy), (x + w * 0.7, yy), max(1.0, lw * 0.6), PARCHMENT_DARK)
    # a bell: everyone hears public lessons
    bx, by = x + w * 0.85, y - h * 0.9
    bell = [
        (bx - s * 0.1, by + s * 0.1),
        (bx - s * 0.07, by - s * 0.06),
        (bx, by - s * 0.1),
        (bx + s * 0.07, by - s * 0.06),
        (bx + s * 0.1, by + s * 0.1),
    ]
    cv.shape(bell, GOLD, ink_c, lw)
    cv.disc((bx, by + s * 0.12), s * 0.025, GOLD_DARK, ink_c, lw * 0.6)


def draw_card_full(
    card,
    name: str,
    body: str,
    width: int,
    lang: str,
    palette: Palette,
    symbols: dict[str, str] | None,
    color: str | None,
    rooms: dict[int, str] | None = None,
    shapes: dict[int, tuple] | None = None,
    owned: bool = False,
) -> pygame.Surface:
    """The card with its numbers. ``owned``: a card already bought shows a tick where its
    price was (playing it costs nothing more)."""
    surface = draw_card(card, name, body, width, lang, palette, symbols, color, rooms, shapes)
    lay, u, ink_c = layout(width), width / 240, ink(palette)
    _numbers(surface, card, lay, u, ink_c, owned)
    if owned:
        _owned_badge(surface, lay, u, ink_c)
    return surface


def _owned_badge(surface: pygame.Surface, lay: CardLayout, u: float, ink_c: Color) -> None:
    a = lay.art
    box = pygame.Rect(round(a.x - 5 * u), round(a.y - 4 * u), round(70 * u), round(34 * u))
    radius = box.height // 2
    pygame.draw.rect(surface, CREAM, box, border_radius=radius)
    pygame.draw.rect(surface, ink_c, box, max(1, round(1.8 * u)), border_radius=radius)
    points = [
        (box.x + box.width * 0.30, box.y + box.height * 0.52),
        (box.x + box.width * 0.45, box.y + box.height * 0.75),
        (box.x + box.width * 0.72, box.y + box.height * 0.25),
    ]
    pygame.draw.lines(surface, ink_c, False, points, max(2, round(7 * u)))
    pygame.draw.lines(surface, (70, 160, 80), False, points, max(1, round(4 * u)))


def draw_card_back(width: int, deck: str, palette: Palette) -> pygame.Surface:
    h = card_height(width)
    u = width / 240
    ink_c = ink(palette)
    base = {
        "normal": (36, 58, 92),
        "family": (52, 86, 70),
        "solo_colour": (70, 60, 86),
        "solo_basket": (70, 60, 86),
        "solo_basic": (70, 60, 86),
        "solo_advanced": (70, 60, 86),
    }.get(deck, (36, 58, 92))
    cv = Canvas(width, h, fringe=ink_c)
    lw = max(1.0, 2 * u)
    outer = rounded_rect(lw / 2, lw / 2, width - lw, h - lw, 13 * u)
    cv.polygon(outer, base)
    # a pattern of waves
    for row in range(13):
        y = 22 * u + row * 24 * u
        for col in range(6):
            x = 10 * u + col * 44 * u + (22 * u if row % 2 else 0)
            pts = [
                (x + t * 30 * u, y + math.sin(t * math.pi * 2) * 4 * u)
                for t in (i / 8 for i in range(9))
            ]
            cv.polyline(pts, max(1.0, 1.6 * u), shade(base, 1.25))
    cv.polyline(outer, lw, ink_c, closed=True)
    cv.polyline(
        rounded_rect(9 * u, 9 * u, width - 18 * u, h - 18 * u, 9 * u),
        max(1.0, 3 * u),
        GOLD,
        closed=True,
    )
    cv.polyline(
        rounded_rect(14 * u, 14 * u, width - 28 * u, h - 28 * u, 7 * u),
        max(1.0, 1.2 * u),
        GOLD_DARK,
        closed=True,
    )
    centre = (width / 2, h / 2)
    cv.disc(centre, 70 * u, shade(base, 0.75), GOLD, max(1.0, 4 * u))
    cv.ring(centre, 60 * u, max(1.0, 1.5 * u), GOLD_DARK)
    for i in range(8):
        a = 2 * math.pi * i / 8
        cv.polygon(
            star(
                (centre[0] + math.cos(a) * 84 * u, centre[1] + math.sin(a) * 84 * u),
                7 * u,
                2.5 * u,
                4,
                a,
            ),
            GOLD_LIGHT,
        )
    draw_head(
        cv,
        (centre[0], centre[1] + 8 * u),
        120 * u,
        (252, 214, 130),
        CatLook("none", "plume", "pointed", "none"),
        palette,
        detail=True,
    )
    for corner in ((28, 30), (212, 30), (28, 306), (212, 306)):
        p = (corner[0] * u, corner[1] * u * h / (336 * u))
        jewel(cv, p, 8 * u, (240, 200, 90), ink_c, max(1.0, u))
    return cv.finish()
