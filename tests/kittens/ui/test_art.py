"""Kitten Toys' card art: every card is drawn (no placeholder), its corner shows its colour's
symbol over a large numeral, the values and colours all differ, the paw swipe turned shows its
8, and symbols follow the player's table (or none when they are off on the cards)."""

from __future__ import annotations

import pygame
import pytest

from game.kittens.rules.cards import DECK, parse_card
from game.kittens.ui.art import ToyArt, card_height
from game.shell.ui.palette import HIGH_CONTRAST, STANDARD
from game.shell.ui.symbols_data import default_symbols

WIDTH = 90


@pytest.fixture(scope="module")
def art():
    pygame.init()
    table = default_symbols()
    return ToyArt(STANDARD, table, table)


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_every_card_is_drawn_at_its_size_and_no_two_look_the_same(art):
    faces = {}
    for card in DECK:
        image = art.card(card, WIDTH)
        assert image.get_size() == (WIDTH, card_height(WIDTH))
        faces[pixels(image)] = card
    assert len(faces) == len(DECK)


def test_the_corner_shows_the_symbol_and_turning_it_off_removes_only_it(art):
    table = default_symbols()
    bare = ToyArt(STANDARD, None, table)
    card = parse_card("g5")
    corner = pygame.Rect(0, 0, WIDTH * 30 // 100, WIDTH * 28 // 100)
    with_symbol = art.card(card, WIDTH).subsurface(corner)
    without = bare.card(card, WIDTH).subsurface(corner)
    assert pixels(with_symbol) != pixels(without)
    remapped = ToyArt(STANDARD, {**table, "green": "heart", "red": "clover"}, table)
    assert pixels(remapped.card(card, WIDTH).subsurface(corner)) != pixels(with_symbol)


def test_the_paw_swipe_turned_shows_another_face(art):
    paw = parse_card("r1")
    assert pixels(art.card(paw, WIDTH)) != pixels(art.card(paw, WIDTH, turned=True))
    seven = parse_card("r7")
    assert pixels(art.card(seven, WIDTH)) == pixels(art.card(seven, WIDTH, turned=True))


def test_backs_super_chat_symbols_toys_kittens_and_high_contrast(art):
    hc = ToyArt(HIGH_CONTRAST, default_symbols(), default_symbols())
    assert pixels(art.back(WIDTH)) != pixels(art.back(WIDTH, colour=2))
    assert art.super_chat(WIDTH).get_size() == (WIDTH, card_height(WIDTH))
    toys = {pixels(art.toy(c, 60)) for c in range(5)}
    symbols = {pixels(art.symbol(c, 40)) for c in range(5)}
    kittens = {pixels(art.kitten(s, 60)) for s in range(5)}
    assert len(toys) == len(symbols) == len(kittens) == 5
    assert pixels(hc.card(DECK[0], WIDTH)) != pixels(art.card(DECK[0], WIDTH))
