"""Each card its own picture (issue 14, item 8, playtest: "the same card picture for
different cards"): two cards that score or do different things never share the picture in
their art window, a public lesson's picture says what it scores in the colour named, the
sister's lessons read as hers, and her basket cards show what she takes."""

from __future__ import annotations

import hashlib
from collections import defaultdict

import pygame
import pytest

from game.isle.rules.ids import COLORS
from game.isle.rules.vocabulary import CardType
from game.isle.ui.art import cards as card_art
from game.shell.ui.palette import STANDARD

WIDTH = 120
# Cards whose pictures are the same on purpose: copies that differ only in the numbers in
# their badges (rescue cards: speed).
SAME_KIND = (CardType.RESCUE,)


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield


def rooms(content) -> dict[int, str]:
    return {r.id: r.icon for r in content.board.rooms if r.icon}


def picture(content, card, color: str | None) -> str:
    """A digest of the card's art window alone (no name, no words, no badges)."""
    surface = card_art.draw_card(card, "", "", WIDTH, "en", STANDARD, None, color, rooms(content))
    window = surface.subsurface(card_art.layout(WIDTH).art)
    return hashlib.sha1(pygame.image.tobytes(window, "RGBA")).hexdigest()


def what(card) -> tuple:
    """What a card does or scores: cards equal here may share a picture."""
    return (
        card.type,
        card.effect,
        card.params,
        card.scoring,
        card.points,
        card.color,
        card.baskets,
        card.actions,
    )


def test_cards_that_do_different_things_have_different_pictures(content):
    owners: dict[str, set] = defaultdict(set)
    names: dict[str, list[int]] = defaultdict(list)
    for card in content.cards.values():
        if card.type in SAME_KIND:
            continue
        digest = picture(content, card, card_art.card_colour(card))
        owners[digest].add(what(card))
        names[digest].append(card.id)
    shared = {tuple(names[d]) for d, kinds in owners.items() if len(kinds) > 1}
    assert not shared, f"cards sharing one picture: {sorted(shared)}"


def test_public_lessons_differ_in_every_colour_and_unnamed(content):
    public = [c for c in content.cards.values() if c.type == CardType.LESSON_PUBLIC]
    assert len(public) >= 8
    for color in (None, *COLORS):
        digests = {picture(content, card, color) for card in public}
        assert len(digests) == len(public), f"two public lessons look alike in {color}"
    colourful = next(c for c in public if c.scoring == "per_cat_of_colour")
    assert picture(content, colourful, "blue") != picture(content, colourful, "red")


def test_a_lesson_with_the_same_rule_reads_as_private_public_or_the_sisters(content):
    by_rule: dict[str, set[CardType]] = defaultdict(set)
    for card in content.cards.values():
        if card.scoring:
            by_rule[card.scoring].add(card.type)
    shared = [rule for rule, kinds in by_rule.items() if len(kinds) > 1]
    assert shared, "the data has rules used by two kinds of lesson"
    for rule in shared:
        cards = {c.type: c for c in content.cards.values() if c.scoring == rule}
        digests = {picture(content, c, card_art.card_colour(c)) for c in cards.values()}
        assert len(digests) == len(cards), f"{rule}: the kinds of lesson look alike"


def test_basket_cards_show_cats_of_many_coats_none_of_a_cat_colour(content):
    """Play-test 2026-12-04 p1: every basket card showed the same grey cat."""
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from tests.ui.test_palettes import delta_e, seen_lab

    baskets = [
        c for c in content.cards.values() if c.type == CardType.RESCUE and c.basket != "none"
    ]
    pictures = {picture(content, card, None) for card in baskets}
    assert len(pictures) >= min(len(baskets), 12), "the cats in the baskets vary"
    coats = {card_art.basket_cat(card)[0] for card in baskets}
    assert len(coats) >= 5
    for coat in coats:
        for color, rgb in STANDARD.cats.items():
            distance = delta_e(seen_lab(coat, "normal"), seen_lab(rgb, "normal"))
            assert distance >= 20, f"a basket cat's coat {coat} reads as {color}"
