"""Accessijeux built in: each card title of Kitten Fuse has its own colour AND its own symbol
AND its own badge shape (colour never speaks alone), the five kinds of cat cards follow the
player's table of colour symbols, the box's symbol settings apply to the cards (on/off, size),
and every card draws at the sizes the table uses, in both palettes."""

from __future__ import annotations

import pygame
import pytest

from game.fuse.rules.cards import CAT_TITLES, DECK, TITLES, title_of
from game.fuse.ui.art import FuseArt, card_height, fuse_art, shape_points
from game.fuse.ui.colours import SHAPES, look
from game.shell.ui.palette import HIGH_CONTRAST, STANDARD
from game.shell.ui.symbols_data import default_symbols

NAMES = {title: f"Title {title}" for title in range(len(TITLES))}


def art(palette=STANDARD, symbols: bool = True, scale: float = 1.0) -> FuseArt:
    legend = default_symbols()
    return FuseArt(palette, NAMES, legend if symbols else None, legend, symbol_scale=scale)


def test_each_title_has_its_own_colour_symbol_and_shape():
    legend = default_symbols()
    looks = [look(title, STANDARD, legend) for title in range(len(TITLES))]
    assert len({lk.fill for lk in looks}) == len(TITLES)
    assert len({lk.symbol for lk in looks}) == len(TITLES)
    actions = [lk for title, lk in enumerate(looks) if title not in CAT_TITLES]
    assert len({lk.shape for lk in actions}) == len(actions), "each action title its shape"
    assert {lk.shape for lk in looks} <= set(SHAPES)
    cats = [looks[title] for title in CAT_TITLES]
    assert {lk.colour for lk in cats} == set(legend), "the five cat kinds: the box's colours"
    assert all(lk.symbol == legend[lk.colour] for lk in cats)


def test_the_cat_kinds_follow_the_player_s_table_of_symbols():
    swapped = dict(default_symbols())
    swapped["red"], swapped["blue"] = swapped["blue"], swapped["red"]
    red_kind = next(t for t in CAT_TITLES if look(t, STANDARD, swapped).colour == "red")
    assert look(red_kind, STANDARD, swapped).symbol == default_symbols()["blue"]


@pytest.mark.parametrize("shape", SHAPES)
def test_every_badge_shape_is_a_closed_outline_around_its_centre(shape):
    points = shape_points(shape, (50.0, 50.0), 20.0)
    assert len(points) >= 3
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    assert min(xs) < 50 < max(xs) and min(ys) < 50 < max(ys)


@pytest.mark.parametrize("palette", [STANDARD, HIGH_CONTRAST], ids=["standard", "high_contrast"])
def test_every_card_draws_at_the_table_s_sizes(palette):
    pygame.init()
    drawn = art(palette)
    for title in range(len(TITLES)):
        for width in (40, 96, 300):
            image = drawn.title_card(title, width)
            assert image.get_size() == (width, card_height(width))
    back = drawn.back(80)
    assert back.get_size() == (80, card_height(80))
    assert drawn.card(0, 80) is back, "a card nobody sees is its back"


def _corner(image: pygame.Surface) -> bytes:
    """The index badge's corner of a card, as pixels."""
    width = image.get_width()
    return pygame.image.tobytes(image.subsurface((0, 0, width // 3, width // 3)), "RGBA")


def test_the_symbols_setting_hides_the_colour_symbols_and_sizes_them():
    pygame.init()
    cat = CAT_TITLES[0]
    on, off = art(symbols=True), art(symbols=False)
    assert _corner(on.title_card(cat, 120)) != _corner(off.title_card(cat, 120))
    # an action card's pictogram is its picture, not a colour symbol: it stays
    pounce = title_of(next(c for c in DECK if TITLES[title_of(c)] == "A"))
    assert _corner(on.title_card(pounce, 120)) == _corner(off.title_card(pounce, 120))
    large = art(scale=1.35)
    assert _corner(large.title_card(cat, 120)) != _corner(on.title_card(cat, 120))


def test_the_art_follows_the_settings_and_the_language(app):
    drawn = fuse_art(app.palette, app.settings, app.t)
    assert drawn.names[CAT_TITLES[0]] == "Loaf cat"
    assert drawn.symbols is not None
    app.settings.symbols = False
    assert fuse_art(app.palette, app.settings, app.t).symbols is None
