"""Where everything of Kitten Toys' table goes, in window pixels, for a player count, a window
size, a text size and a symbol size: the status line, a panel per seat in a row across the top
(in play order, left to right: clockwise), the caption line, the trick in the middle (in play
order too), the lead and trump legend on its left, the trump card's pile on its right, and the
hand at the bottom above the prompt bar.

The hand is what a player reads from the sofa: its cards are never narrower than
``HAND_MIN`` reference pixels, so that the numeral and the symbol in a card's corner stay at
least ``NUMERAL_MIN`` pixels tall at 1280x720 (and as much more as the window is larger),
whatever the text size and the player count. When the panels' full rows leave too little
room for that (large text on a small window), the panels go compact: the cards in hand join
the name's row, and what the seat does now ("to play") is a tab on the panel's edge. A hand
too wide for the tray overlaps its cards like a fan, each card's index strip in view. Text
grows with the text scale; the cards fill what is left."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.kittens.rules.cards import DEAL_SIZES
from game.kittens.ui.art import RATIO
from game.shell.ui import text
from game.shell.ui.fan import fan_rects
from game.shell.ui.layout import Layout
from game.shell.ui.prompts import bar_top

MARGIN = 14.0  # reference units around the table's parts
LIFT = 1.25  # a hand's height for its cards' height: a picked card rises a quarter of it
NUMERAL_MIN = 20  # reference pixels: a hand card's numeral and symbol are at least this tall
HAND_MIN = 98.0  # reference pixels: the narrowest hand card (its numeral is 0.21 of it)
TRICK_MIN = 72.0  # the narrowest card of the trick (the hand's minimum comes first)


@dataclass(frozen=True)
class Geometry:
    players: int
    hud: pygame.Rect
    panels: tuple[pygame.Rect, ...]
    caption: pygame.Rect
    legend: pygame.Rect
    last_button: pygame.Rect  # "Last trick", at the legend's foot (the mouse's way to it)
    trick: pygame.Rect
    slots: tuple[pygame.Rect, ...]  # the trick's cards, in play order
    pile: pygame.Rect  # the trump card on its pile
    hand_label: pygame.Rect  # on the hand's left: whose hand it is
    hand_hint: pygame.Rect  # on its right: what to do
    hand: pygame.Rect
    hand_card: int  # a hand card's width
    name_font: int
    count_font: int
    small_font: int
    badge_font: int
    caption_font: int
    chip: int  # a collection chip's symbol size
    compact: bool = False  # the panels' cards in hand share the name's row

    def hand_rects(self, count: int, lifted: int | None = None) -> list[pygame.Rect]:
        """The hand's cards, side by side (overlapping like a fan when the tray is narrow:
        each card's index strip stays in view)."""
        return fan_rects(self.hand, count, self.hand_card, round(self.hand_card * RATIO), lifted)


@dataclass(frozen=True)
class _Fonts:
    name: int
    count: int
    small: int
    caption: int
    badge: int


def geometry(layout: Layout, players: int, symbol_scale: float = 1.0) -> Geometry:
    fonts = _Fonts(
        name=layout.dense(21),
        count=layout.dense(24),
        small=layout.dense_text(16),
        caption=layout.dense_text(20),
        badge=layout.dense(15),
    )
    full = _geometry(layout, players, symbol_scale, fonts, compact=False)
    if full.hand_card >= layout.px(HAND_MIN):
        return full
    return _geometry(layout, players, symbol_scale, fonts, compact=True)


def _geometry(
    layout: Layout, players: int, symbol_scale: float, fonts: _Fonts, compact: bool
) -> Geometry:
    px = layout.px
    margin = px(MARGIN)
    area = layout.rect(0, 0, 1280, 720)
    status_h = text.font("bold", layout.dense(24)).get_height() + px(8)
    hud = pygame.Rect(area.x + margin, area.y + px(6), area.width - 2 * margin, status_h)

    # the seats' panels, one row across the top
    gap = px(10)
    panel_w = (area.width - 2 * margin - gap * (players - 1)) // players
    line = text.font("bold", fonts.name).get_height()
    column = (panel_w - 2 * px(8)) // 5  # a chip's column (five colours)
    chip = max(px(24), round(fonts.count * 1.15))
    chip = min(round(chip * symbol_scale), column - px(6))  # the player's symbol size, fitted
    count_h = text.font("bold", fonts.count).get_height()
    small_h = text.font("body", fonts.small).get_height()
    second_row = 0 if compact else px(4) + small_h
    panel_h = px(10) + max(line, px(34)) + second_row + px(6) + chip + count_h + px(8)
    top = hud.bottom + px(4) + (px(4) if compact else 0)  # compact: room for the tabs
    panels = tuple(
        pygame.Rect(area.x + margin + i * (panel_w + gap), top, panel_w, panel_h)
        for i in range(players)
    )
    if compact:  # the caption takes the status words' place while it shows
        caption = hud.copy()
        upper = panels[0].bottom + px(6)
    else:
        caption_h = text.font("body", fonts.caption).get_height() + px(10)
        caption = pygame.Rect(
            area.x + margin, panels[0].bottom + px(6), area.width - 2 * margin, caption_h
        )
        upper = caption.bottom  # what lies under the panels and the caption starts here

    # the hand at the bottom, above the prompt bar: its name on its left, what to do on its
    # right, the cards between; the trick above it ("Lead" over each card, its seat's name
    # and "Winning" under it)
    floor = min(bar_top(layout), area.bottom) - px(8)
    badge_h = text.font("bold", fonts.badge).get_height() + px(5)
    name_h = text.font("bold", fonts.small).get_height() + px(8)
    room = floor - upper - px(18) - 2 * badge_h - name_h
    side = px(150)
    tray = pygame.Rect(area.x + margin, 0, area.width - 2 * margin, 0)
    cards_w = tray.width - 2 * side - px(20)
    # a whole hand (ten cards with three players, six with five) side by side where it fits,
    # as a fan where it does not; as large as the room leaves it, never below HAND_MIN
    most = DEAL_SIZES[players]
    widest = max(px(HAND_MIN), (cards_w - (most - 1) * px(6)) // most)
    shared = round(room * 0.55 / (RATIO * LIFT))
    trick_least = round(px(TRICK_MIN) * RATIO)
    hand_card = min(px(120), widest, max(shared, px(HAND_MIN)))
    if room - round(hand_card * RATIO * LIFT) < trick_least:  # the trick keeps its least
        hand_card = max(px(40), round((room - trick_least) / (RATIO * LIFT)))
    hand_h = round(hand_card * RATIO * LIFT) + 2
    tray.y, tray.height = floor - hand_h, hand_h
    hand = pygame.Rect(tray.x + side + px(10), tray.y, cards_w, hand_h)
    hand_label = pygame.Rect(tray.x, tray.y, side, hand_h)
    hand_hint = pygame.Rect(tray.right - side, tray.y, side, hand_h)

    # the middle: the lead and trump legend, the trick, the trump card's pile
    middle = pygame.Rect(
        area.x + margin,
        upper + px(4),
        area.width - 2 * margin,
        tray.top - upper - px(10),
    )
    card_w = min(px(112), round((middle.height - 2 * badge_h - name_h) / RATIO))
    card_h = round(card_w * RATIO)
    legend_w = max(px(190), round(fonts.small * 9.5))
    legend = pygame.Rect(middle.x, middle.y, legend_w, middle.height)
    button_h = text.font("bold", fonts.small).get_height() + px(14)
    last_button = pygame.Rect(
        legend.x, legend.bottom - button_h - px(4), legend_w - px(8), button_h
    )
    pile_w = card_w + px(40)
    pile = pygame.Rect(middle.right - pile_w, middle.y, pile_w, middle.height)
    trick = pygame.Rect(
        legend.right + px(10), middle.y, pile.left - legend.right - px(20), middle.height
    )
    slot_gap = px(14)
    row_w = players * card_w + (players - 1) * slot_gap
    x0 = trick.centerx - row_w // 2
    spare = max(0, trick.height - card_h - 2 * badge_h - name_h)
    y0 = trick.y + badge_h + spare // 2
    slots = tuple(
        pygame.Rect(x0 + i * (card_w + slot_gap), y0, card_w, card_h) for i in range(players)
    )
    return Geometry(
        players,
        hud,
        panels,
        caption,
        legend,
        last_button,
        trick,
        slots,
        pile,
        hand_label,
        hand_hint,
        hand,
        hand_card,
        fonts.name,
        fonts.count,
        fonts.small,
        fonts.badge,
        fonts.caption,
        chip,
        compact,
    )
