"""The focus ring: spatial moves, wrapping, groups, list order, pointer hover, confirm."""

from __future__ import annotations

import pygame
import pytest

from game.shell.input import (
    KEYBOARD,
    MOUSE,
    Focusable,
    FocusResult,
    FocusRing,
    Intent,
    IntentEvent,
    PointerMove,
    pad,
)


def press(intent: Intent, pos=None, device=KEYBOARD) -> IntentEvent:
    return IntentEvent(intent, device, pressed=True, pos=pos)


def menu() -> FocusRing:
    """A vertical menu of four buttons."""
    return FocusRing(
        [
            (name, (100, 100 + 60 * i, 200, 50))
            for i, name in enumerate(["continue", "new", "settings", "quit"])
        ]
    )


def grid() -> FocusRing:
    """A 3x2 grid of cards (keys (col, row)) and a wide button below in another group."""
    items = [
        Focusable((c, r), (c * 110, r * 160, 100, 150), "cards") for r in range(2) for c in range(3)
    ]
    items.append(Focusable("done", (0, 340, 320, 40), "buttons"))
    return FocusRing(items)


def test_first_move_focuses_the_first_item():
    ring = menu()
    assert ring.focused is None
    assert ring.move(Intent.DOWN)
    assert ring.focused_key == "continue"


def test_vertical_menu_moves_and_wraps():
    ring = menu()
    ring.focus("continue")
    assert ring.move(Intent.DOWN) and ring.focused_key == "new"
    ring.focus("quit")
    assert ring.move(Intent.DOWN) and ring.focused_key == "continue"  # wraps
    assert ring.move(Intent.UP) and ring.focused_key == "quit"
    assert not ring.move(Intent.RIGHT) and ring.focused_key == "quit"  # nothing sideways


def test_grid_navigation_and_row_wrap():
    ring = grid()
    ring.focus((0, 0))
    ring.move(Intent.RIGHT)
    assert ring.focused_key == (1, 0)
    ring.move(Intent.DOWN)
    assert ring.focused_key == (1, 1)
    ring.move(Intent.RIGHT)
    ring.move(Intent.RIGHT)  # past the end of the row: back to its start
    assert ring.focused_key == (0, 1)
    ring.move(Intent.DOWN)  # no card below: the button of the other group
    assert ring.focused_key == "done"
    ring.move(Intent.UP)  # the nearest card above the button's centre
    assert ring.focused_key == (1, 1)


def test_wrap_can_be_turned_off():
    ring = menu()
    ring.wrap = False
    ring.focus("quit")
    assert not ring.move(Intent.DOWN) and ring.focused_key == "quit"


def test_same_group_is_preferred():
    ring = FocusRing(
        [
            Focusable("a", (0, 0, 50, 50), "left"),
            Focusable("b", (0, 200, 50, 50), "left"),
            Focusable("side", (60, 60, 50, 50), "right"),  # closer below, other group
        ]
    )
    ring.focus("a")
    ring.move(Intent.DOWN)
    assert ring.focused_key == "b"


def test_next_and_prev_follow_list_order():
    ring = grid()
    ring.step(1)
    assert ring.focused_key == (0, 0)
    ring.step(-1)
    assert ring.focused_key == "done"
    ring.step(1)
    assert ring.focused_key == (0, 0)


def test_pointer_hover_sets_focus_and_confirm_activates():
    ring = menu()
    result = ring.handle(PointerMove((150, 230)))
    assert result == FocusResult(consumed=True, moved=True)
    assert ring.focused_key == "settings"
    assert ring.handle(PointerMove((150, 231))) == FocusResult()  # same item
    assert ring.handle(PointerMove((5, 5))) == FocusResult()  # nothing there
    assert ring.focused_key == "settings"  # hover off an item keeps focus
    result = ring.handle(press(Intent.CONFIRM))
    assert result.activated is not None and result.activated.key == "settings"


def test_click_confirms_what_is_under_the_pointer():
    ring = menu()
    ring.focus("continue")
    result = ring.handle(press(Intent.CONFIRM, pos=(150, 300), device=MOUSE))
    assert result.activated.key == "quit" and result.moved
    assert ring.handle(press(Intent.CONFIRM, pos=(5, 5), device=MOUSE)) == FocusResult()


def test_intents_move_focus_through_handle():
    ring = grid()
    ring.focus((0, 0))
    assert ring.handle(press(Intent.RIGHT, device=pad(3))).moved
    repeat = IntentEvent(Intent.RIGHT, pad(3), repeat=True)
    assert ring.handle(repeat).moved
    assert ring.focused_key == (2, 0)
    released = IntentEvent(Intent.RIGHT, pad(3), released=True)
    assert ring.handle(released) == FocusResult()
    assert ring.handle(press(Intent.NEXT)).moved and ring.focused_key == (0, 1)
    assert ring.handle(press(Intent.FLIP)) == FocusResult()


def test_disabled_items_take_focus_but_refuse_confirm():
    ring = FocusRing(
        [Focusable("buy", (0, 0, 10, 10), enabled=False), Focusable("skip", (0, 20, 10, 10))]
    )
    ring.focus("buy")
    result = ring.handle(press(Intent.CONFIRM))
    assert result.consumed and result.activated is None and result.refused.key == "buy"


def test_rebuilding_keeps_focus_by_key_or_goes_to_the_nearest():
    ring = grid()
    ring.focus((1, 0))
    items = [i for i in ring.items]
    ring.set_items(list(reversed(items)))  # same keys, other order
    assert ring.focused_key == (1, 0)
    ring.set_items([i for i in items if i.key != (1, 0)])  # the focused card was bought
    assert ring.focused_key in ((0, 0), (2, 0))
    ring.set_items([])
    assert ring.focused is None
    assert not ring.move(Intent.DOWN) and not ring.step(1)


def test_rects_may_be_pygame_rects():
    ring = FocusRing([("a", pygame.Rect(0, 0, 10, 10)), Focusable("b", pygame.Rect(20, 0, 10, 10))])
    ring.focus("a")
    ring.move(Intent.RIGHT)
    assert ring.focused_key == "b" and ring.focused.rect == (20, 0, 10, 10)
    assert ring.item_at((25, 5)).key == "b"
    with pytest.raises(ValueError):
        ring.move(Intent.CONFIRM)
