"""Where everything of Kitten Fuse's table goes, in window pixels, for a player count, a window
size, a text size and a symbol size: the status line, a panel per seat in a row across the top
(in turn order, left to right: clockwise), the caption line, then the middle of the table (the
deck on the left with its size, the play on the table in the middle, the discard pile on the
right with its top card) and the hand at the bottom above the prompt bar.

The hand is what a player reads from the sofa: its cards are never narrower than
``HAND_MIN`` reference pixels; a hand too wide for the tray overlaps its cards like a fan, each
card's badge in view. When the panels' full rows leave too little room (large text on a small
window), the panels go compact: the hand size joins the name's row and what the seat does now
is a tab on the panel's edge. Text grows with the text scale; the cards fill what is left.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.fuse.ui.art import RATIO
from game.shell.ui import text
from game.shell.ui.fan import fan_rects
from game.shell.ui.layout import Layout
from game.shell.ui.prompts import bar_top

MARGIN = 14.0  # reference units around the table's parts
LIFT = 1.25  # a hand's height for its cards' height: a lifted card rises a quarter of it
HAND_MIN = 92.0  # reference pixels: the narrowest hand card
PILE_MIN = 64.0  # the narrowest card of the deck and the discard pile
MOST_SHOWN = 9  # cards a hand shows side by side before it fans


@dataclass(frozen=True)
class Geometry:
    players: int
    hud: pygame.Rect
    panels: tuple[pygame.Rect, ...]
    caption: pygame.Rect
    middle: pygame.Rect  # the deck, the play and the discard pile
    deck: pygame.Rect  # the deck's top card
    discard: pygame.Rect  # the discard pile's top card
    play: pygame.Rect  # the play on the table, its No!s, and the big moments
    hand_label: pygame.Rect  # on the hand's left: whose hand it is
    hand_hint: pygame.Rect  # on its right: what to do
    hand: pygame.Rect
    hand_card: int  # a hand card's width
    pile_card: int  # the deck's and the discard's card width
    name_font: int
    small_font: int
    badge_font: int
    caption_font: int
    count_font: int
    compact: bool = False

    def hand_rects(self, count: int, lifted: int | None = None) -> list[pygame.Rect]:
        """The hand's cards, side by side (overlapping like a fan when the tray is narrow:
        each card's index stays in view)."""
        return fan_rects(self.hand, count, self.hand_card, round(self.hand_card * RATIO), lifted)

    def play_rects(self, count: int, width: int) -> list[pygame.Rect]:
        """The cards of a play (and its No!s) in the middle, side by side, overlapping when
        many: ``width`` each."""
        if count <= 0:
            return []
        h = round(width * RATIO)
        gap = max(2, width // 10)
        step: float = width + gap
        total = count * width + (count - 1) * gap
        if total > self.play.width:
            step = (self.play.width - width) / max(1, count - 1)
            total = self.play.width
        x0 = self.play.centerx - total / 2
        y = self.play.centery - h // 2
        return [pygame.Rect(round(x0 + i * step), y, width, h) for i in range(count)]


@dataclass(frozen=True)
class _Fonts:
    name: int
    small: int
    caption: int
    badge: int
    count: int


def geometry(layout: Layout, players: int, symbol_scale: float = 1.0) -> Geometry:
    fonts = _Fonts(
        name=layout.dense(21),
        small=layout.dense_text(16),
        caption=layout.dense_text(20),
        badge=layout.dense(15),
        count=layout.dense(26),
    )
    full = _geometry(layout, players, fonts, compact=False)
    if full.hand_card >= layout.px(HAND_MIN) and full.pile_card >= layout.px(PILE_MIN):
        return full
    return _geometry(layout, players, fonts, compact=True)


def _geometry(layout: Layout, players: int, fonts: _Fonts, compact: bool) -> Geometry:
    px = layout.px
    margin = px(MARGIN)
    area = layout.rect(0, 0, 1280, 720)
    status_h = text.font("bold", layout.dense(24)).get_height() + px(8)
    hud = pygame.Rect(area.x + margin, area.y + px(6), area.width - 2 * margin, status_h)

    # the seats' panels, one row across the top
    gap = px(10)
    panel_w = (area.width - 2 * margin - gap * (players - 1)) // players
    line = text.font("bold", fonts.name).get_height()
    small_h = text.font("body", fonts.small).get_height()
    second_row = 0 if compact else px(4) + small_h
    panel_h = px(10) + max(line, px(38)) + second_row + px(10)
    top = hud.bottom + px(4) + (px(6) if compact else 0)  # compact: room for the tabs
    panels = tuple(
        pygame.Rect(area.x + margin + i * (panel_w + gap), top, panel_w, panel_h)
        for i in range(players)
    )
    if compact:  # the caption takes the status words' place while it shows
        caption = hud.copy()
        upper = panels[0].bottom + px(8)
    else:
        caption_h = text.font("body", fonts.caption).get_height() + px(10)
        caption = pygame.Rect(
            area.x + margin, panels[0].bottom + px(6), area.width - 2 * margin, caption_h
        )
        upper = caption.bottom

    # the hand at the bottom, above the prompt bar
    floor = min(bar_top(layout), area.bottom) - px(8)
    head = text.font("bold", fonts.small).get_height()
    count_h = text.font("bold", fonts.count).get_height()
    room = floor - upper - px(20)
    side = px(150)
    tray = pygame.Rect(area.x + margin, 0, area.width - 2 * margin, 0)
    cards_w = tray.width - 2 * side - px(20)
    widest = max(px(HAND_MIN), (cards_w - (MOST_SHOWN - 1) * px(6)) // MOST_SHOWN)
    shared = round(room * 0.5 / (RATIO * LIFT))
    pile_least = round(px(PILE_MIN) * RATIO) + head + count_h + px(10)
    hand_card = min(px(124), widest, max(shared, px(HAND_MIN)))
    if room - round(hand_card * RATIO * LIFT) < pile_least:
        hand_card = max(px(40), round((room - pile_least) / (RATIO * LIFT)))
    hand_h = round(hand_card * RATIO * LIFT) + 2
    tray.y, tray.height = floor - hand_h, hand_h
    hand = pygame.Rect(tray.x + side + px(10), tray.y, cards_w, hand_h)
    hand_label = pygame.Rect(tray.x, tray.y, side, hand_h)
    hand_hint = pygame.Rect(tray.right - side, tray.y, side, hand_h)

    # the middle: the deck, the play, the discard pile (a heading over each pile, its count
    # under it)
    middle = pygame.Rect(
        area.x + margin, upper + px(4), area.width - 2 * margin, tray.top - upper - px(12)
    )
    pile_card = min(px(118), round((middle.height - head - count_h - px(14)) / RATIO))
    pile_card = max(px(30), pile_card)
    pile_h = round(pile_card * RATIO)
    column = max(pile_card + px(60), round(fonts.small * 8.5))
    deck_col = pygame.Rect(middle.x, middle.y, column, middle.height)
    discard_col = pygame.Rect(middle.right - column, middle.y, column, middle.height)
    y = middle.y + head + px(6) + max(0, (middle.height - head - count_h - px(14) - pile_h) // 2)
    deck = pygame.Rect(0, y, pile_card, pile_h)
    deck.centerx = deck_col.centerx
    discard = pygame.Rect(0, y, pile_card, pile_h)
    discard.centerx = discard_col.centerx
    play = pygame.Rect(
        deck_col.right + px(16), middle.y, discard_col.left - deck_col.right - px(32), middle.height
    )
    return Geometry(
        players,
        hud,
        panels,
        caption,
        middle,
        deck,
        discard,
        play,
        hand_label,
        hand_hint,
        hand,
        hand_card,
        pile_card,
        fonts.name,
        fonts.small,
        fonts.badge,
        fonts.caption,
        fonts.count,
        compact,
    )
