"""Where everything of Dice Quest's table goes, in window pixels, for a player count, a window
size and a text size: the status line along the top; the seats' panels in a column on the
left (one to eight, each its badge, name, army and spent creatures); on the right the caption
line, the deck and the quest line of five cards, the five dice with their colour tabs and the
turn's buttons beside them, the powers of the army of the seat playing, and the line that
says what to do, above the prompt bar.

The dice and the cards are what a player reads from the sofa: the dice are never smaller than
``DIE_MIN`` reference pixels (their numerals on the tabs grow with them) and the cards take
the room the text leaves. Text grows with the text scale (by 30 % at most in these crowded
strips: ``Layout.dense``).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.quest.rules import DICE, LINE_SIZE
from game.quest.ui.art import RATIO
from game.shell.ui import text
from game.shell.ui.layout import Layout
from game.shell.ui.prompts import bar_top

MARGIN = 14.0
SEATS_W = 226.0  # the seats' column, reference units
DIE_MIN = 78.0
DIE_MAX = 96.0
TAB = 0.42  # a die's tab height for its width
BUTTONS_MIN = 230.0  # the turn's buttons' column, at least


@dataclass(frozen=True)
class Geometry:
    players: int
    hud: pygame.Rect
    panels: tuple[pygame.Rect, ...]
    caption: pygame.Rect
    deck: pygame.Rect  # the deck's card back
    slots: tuple[pygame.Rect, ...]  # the quest line's five places
    dice: tuple[pygame.Rect, ...]  # the five dice (their tabs under them)
    tabs: tuple[pygame.Rect, ...]
    buttons: pygame.Rect  # the turn's buttons, right of the dice
    army_label: pygame.Rect
    stacks: tuple[pygame.Rect, ...]  # the powers of the army of the seat playing
    hint: pygame.Rect  # what to do now, the suggestion, a refusal
    name_font: int
    small_font: int
    caption_font: int
    hud_font: int

    @property
    def card_width(self) -> int:
        return self.slots[0].width


def geometry(layout: Layout, players: int) -> Geometry:
    px = layout.px
    name_font = layout.dense(19)
    small_font = layout.dense_text(15)
    caption_font = layout.dense_text(19)
    hud_font = layout.dense(21)
    area = layout.rect(0, 0, 1280, 720)
    margin = px(MARGIN)
    floor = min(bar_top(layout), area.bottom) - px(6)
    hud_h = text.font("bold", hud_font).get_height() + px(8)
    hud = pygame.Rect(area.x + margin, area.y + px(5), area.width - 2 * margin, hud_h)
    top = hud.bottom + px(6)

    # the seats' column: one panel per seat, as tall as the seats leave (at most 150)
    column = pygame.Rect(area.x + margin, top, px(SEATS_W), floor - top)
    gap = px(6)
    panel_h = min(px(150), (column.height - gap * (players - 1)) // players)
    panels = tuple(
        pygame.Rect(column.x, column.y + i * (panel_h + gap), column.width, panel_h)
        for i in range(players)
    )

    right = pygame.Rect(column.right + px(12), top, area.right - margin - column.right - px(12), 0)
    right.height = floor - top
    caption_h = text.font("body", caption_font).get_height() + px(10)
    caption = pygame.Rect(right.x, right.y, right.width, caption_h)

    # the bottom strip: what to do (two lines of the hint's text)
    hint_h = 2 * text.font("body", caption_font).get_linesize() + px(10)
    hint = pygame.Rect(right.x, floor - hint_h, right.width, hint_h)
    # the army's powers above it: a label and five stacks
    label_h = text.font("bold", small_font).get_height() + px(2)
    stack_h = max(px(66), text.font("bold", name_font).get_height() * 2 + px(14))
    stacks_top = hint.y - px(6) - stack_h
    army_label = pygame.Rect(right.x, stacks_top - label_h - px(2), right.width, label_h)
    stack_gap = px(10)
    stack_w = min(px(190), (right.width - stack_gap * 4) // 5)
    row_w = 5 * stack_w + 4 * stack_gap
    stacks = tuple(
        pygame.Rect(
            right.x + (right.width - row_w) // 2 + i * (stack_w + stack_gap),
            stacks_top,
            stack_w,
            stack_h,
        )
        for i in range(5)
    )

    # the middle: the line of cards over the dice; the cards take what the dice leave
    middle_top = caption.bottom + px(6)
    middle_bottom = army_label.y - px(8)
    room = middle_bottom - middle_top
    die = max(px(DIE_MIN), min(px(DIE_MAX), round(room * 0.26)))
    tab_h = round(die * TAB)
    dice_h = die + px(4) + tab_h
    tag_room = text.font("bold", small_font).get_height() + px(6)
    card_room_h = room - dice_h - max(px(14), tag_room)
    slot_gap = px(12)
    across = (right.width - px(32) - (LINE_SIZE - 1) * slot_gap) / (LINE_SIZE + 0.7)
    card_w = min(px(176), round(card_room_h / RATIO), int(across))
    card_h = round(card_w * RATIO)
    deck_w = round(card_w * 0.7)
    line_w = deck_w + px(22) + LINE_SIZE * card_w + (LINE_SIZE - 1) * slot_gap
    x0 = right.x + (right.width - line_w) // 2
    y0 = middle_top
    deck = pygame.Rect(
        x0, y0 + (card_h - round(deck_w * RATIO)) // 2, deck_w, round(deck_w * RATIO)
    )
    sx = deck.right + px(22)
    slots = tuple(
        pygame.Rect(sx + i * (card_w + slot_gap), y0, card_w, card_h) for i in range(LINE_SIZE)
    )
    # the dice row under the line, the turn's buttons at its right end (at least BUTTONS_MIN
    # wide: their words at any text size), a kept die's tag between the cards and the dice
    tag_h = text.font("bold", small_font).get_height() + px(6)
    dice_y = y0 + card_h + max(px(14), tag_h)
    dice_y += max(0, (middle_bottom - dice_y - dice_h) // 2)
    die_gap = px(18)
    buttons_w = max(px(BUTTONS_MIN), min(px(340), round(right.width * 0.3)))
    across_dice = right.width - buttons_w - px(40)
    die = min(die, (across_dice - (DICE - 1) * die_gap) // DICE)
    tab_h = round(die * TAB)
    dice_w = DICE * die + (DICE - 1) * die_gap
    dx = right.x + px(14)
    dice = tuple(pygame.Rect(dx + i * (die + die_gap), dice_y, die, die) for i in range(DICE))
    tabs = tuple(pygame.Rect(d.x, d.bottom + px(4), die, tab_h) for d in dice)
    buttons = pygame.Rect(dx + dice_w + px(26), dice_y, 0, die + px(4) + tab_h)
    buttons.width = right.right - buttons.x
    return Geometry(
        players,
        hud,
        panels,
        caption,
        deck,
        slots,
        dice,
        tabs,
        buttons,
        army_label,
        stacks,
        hint,
        name_font,
        small_font,
        caption_font,
        hud_font,
    )
