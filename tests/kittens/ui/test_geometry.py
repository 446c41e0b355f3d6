"""Kitten Toys' table read from the sofa (issue 35): whatever the window (720p up), the text size
(100-200 %), the symbol size and the player count, a hand card's numeral and symbol are at least
``NUMERAL_MIN`` pixels tall at 1280x720 (and proportionally more in a larger window), the trick
keeps its cards readable, a hand too wide for its tray fans out with every card's index in
view, the parts of the table never overlap, and a seat's "3 cards" never touches its icon."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.kittens.ui.art import ToyArt
from game.kittens.ui.geometry import NUMERAL_MIN, TRICK_MIN, geometry
from game.shell.options import SYMBOL_SCALES
from game.shell.ui.layout import Layout
from game.shell.ui.palette import STANDARD
from game.shell.ui.symbols_data import default_symbols

SIZES = ((1280, 720), (1920, 1080), (3840, 2160))
SCALES = (1.0, 1.5, 2.0)
PLAYERS = (3, 4, 5)


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.init()
    yield


def art(symbol_size: str = "normal") -> ToyArt:
    table = default_symbols()
    return ToyArt(STANDARD, table, table, symbol_scale=SYMBOL_SCALES[symbol_size])


@pytest.mark.parametrize(("size", "text_scale"), list(itertools.product(SIZES, SCALES)))
def test_a_hand_card_s_numeral_and_symbol_are_readable_from_the_sofa(size, text_scale):
    layout = Layout(*size, text_scale)
    least = layout.px(NUMERAL_MIN)
    for players, symbol_size in itertools.product(PLAYERS, ("normal", "large")):
        drawn = art(symbol_size)
        geo = geometry(layout, players, drawn.symbol_scale)
        numeral, symbol = drawn.index_sizes(geo.hand_card)
        assert numeral >= least and symbol >= least, (players, symbol_size, numeral, symbol)
        assert geo.slots[0].width >= layout.px(TRICK_MIN), "the trick stays readable too"


def test_at_720p_and_200_percent_the_hand_is_larger_than_it_was():
    """It was 73-79 pixels wide there (its numeral 15 pixels tall)."""
    for players in PLAYERS:
        geo = geometry(Layout(1280, 720, 2.0), players)
        assert geo.compact and geo.hand_card >= 98
        assert art().index_sizes(geo.hand_card)[0] >= 20


@pytest.mark.parametrize("text_scale", SCALES)
@pytest.mark.parametrize("players", PLAYERS)
def test_the_parts_of_the_table_never_overlap(players, text_scale):
    for size in SIZES:
        layout = Layout(*size, text_scale)
        geo = geometry(layout, players)
        window = pygame.Rect(0, 0, *size)
        panels = geo.panels
        assert all(window.contains(p) for p in panels)
        assert not any(a.colliderect(b) for a, b in itertools.combinations(panels, 2))
        assert geo.hud.bottom <= panels[0].top
        middle_top = min(s.top for s in geo.slots) - layout.px(20)
        assert panels[0].bottom <= middle_top and geo.caption.bottom <= middle_top + 1
        assert not geo.legend.colliderect(geo.trick) and not geo.trick.colliderect(geo.pile)
        lowest = max(s.bottom for s in geo.slots)
        assert lowest < geo.hand.top, "the trick's cards stay above the hand's tray"
        for count in range(1, 11):
            for lifted in (None, 0, count - 1):
                rects = geo.hand_rects(count, lifted)
                assert all(geo.hand.contains(r) for r in rects), (count, lifted)
                raised = [
                    r.move(0, -r.height // 8) if i == lifted else r for i, r in enumerate(rects)
                ]
                assert all(r.top >= geo.hand.top for r in raised), "a picked card stays in"


def test_a_whole_hand_fans_out_with_every_card_s_index_in_view():
    for size, text_scale, players in itertools.product(SIZES, SCALES, PLAYERS):
        geo = geometry(Layout(*size, text_scale), players)
        rects = geo.hand_rects(10)
        steps = {b.x - a.x for a, b in itertools.pairwise(rects)}
        assert min(steps) >= 0.32 * geo.hand_card, "symbol, numeral and dots show"


class Recording(pygame.Surface):
    """A surface that keeps where each picture was blitted."""

    def __init__(self, size) -> None:
        super().__init__(size)
        self.placed: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):
        rect = source.get_rect(topleft=dest) if not isinstance(dest, pygame.Rect) else dest
        self.placed.append((source, pygame.Rect(rect.topleft, source.get_size())))
        return super().blit(source, dest, area, special_flags)


@pytest.mark.parametrize("size", [(1280, 720, 1.0), (1280, 720, 2.0), (1920, 1080, 1.5)])
def test_a_seat_s_cards_in_hand_never_touch_their_card_back(app, size):
    """Beside their card back ("8 cards"), or, compact, written on it: a count of cards, not a
    bare number after a tiny card next to the stars (play-test 2026-12-06)."""
    from dataclasses import replace

    from game.kittens.ui.table import Hidden, Status
    from game.shell.ui import text
    from tests.kittens.app.helpers import start

    width, height, text_scale = size
    app.apply_settings(
        replace(app.settings, window_size=(width, height), text_scale=text_scale), save=False
    )
    table = start(app, players=5, humans=1, seed=4)
    app.step(1 / 60)
    view, show, geo = table.view, table.show, table.geo
    surface = Recording((width, height))
    seat = 1
    view.draw_panel(surface, show, seat, Status(), Hidden(), "Leo")
    hand = len(show.seats[seat].hand)
    if geo.compact:
        back = view.count_card()
        where = [rect for image, rect in surface.placed if image is back]
        assert len(where) == 1
        size_px = max(app.layout.px(10), round(view.face_size() * 0.5))
        label = text.render(str(hand), "bold", size_px, app.palette.text)
        said = [rect for image, rect in surface.placed if image is label]
        assert said and where[0].contains(said[0]), "the number is written on the card back"
        assert back.get_height() >= view.face_size() * 0.9, "as tall as the name's row"
        stars = view.stars_point(seat)
        assert stars[0] - where[0].right >= app.layout.px(10), "apart from the stars"
        return
    back = view.art.back(max(app.layout.px(12), round(geo.small_font * 0.7)))
    where = [rect for image, rect in surface.placed if image is back]
    assert len(where) == 1
    words = table.t("kittens.table.in_hand", count=hand)
    label = text.render(words, "body", geo.small_font, app.palette.text)
    said = [rect for image, rect in surface.placed if image is label]
    assert said, "the number of cards is written"
    gap = (
        said[0].left - where[0].right
        if said[0].left > where[0].left
        else where[0].left - said[0].right
    )
    assert gap >= app.layout.px(4), f"{gap} px between the card back and its words"


@pytest.mark.parametrize("size", [(1280, 720, 2.0), (1920, 1080, 2.0)])
def test_every_panel_s_name_is_drawn_at_one_size(app, size):
    """Play-test 2026-12-06: at 200 % one name (the longest) was drawn smaller than the
    others in the five panels."""
    import sys
    from dataclasses import replace
    from pathlib import Path

    from game.shell.ui import drawlog
    from tests.kittens.app.helpers import NAMES, answer_first, run_until, start, top_name

    sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "tools"))
    import layout_audit

    width, height, text_scale = size
    app.apply_settings(
        replace(app.settings, window_size=(width, height), text_scale=text_scale), save=False
    )
    table = start(app, players=5, humans=1, seed=4)
    answer_first(app, "Mia")
    assert run_until(app, lambda: top_name(app) == "KittenHandScene")  # Mia's "to play"
    drawlog.start()
    try:
        frame = layout_audit.capture(app)
    finally:
        drawlog.stop()
    panels = table.geo.panels
    sizes = {
        drawn.piece.size
        for drawn in frame.texts
        if drawn.text in NAMES and any(panel.contains(drawn.rect) for panel in panels)
    }
    assert len(sizes) == 1, sizes
    # nor a badge ("to play", "thinking…") astride a panel's edge: in it or off it
    for drawn in frame.texts:
        for panel in panels:
            if drawn.rect.colliderect(panel) and not drawn.under:
                assert panel.contains(drawn.rect), (drawn.text, drawn.rect, panel)
