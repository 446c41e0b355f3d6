"""Prompt glyphs on every layout, and telling a pad's layout from its type or name."""

from __future__ import annotations

import pytest

from game.shell.input import DEFAULT_SEAT_COLORS, Bindings, Intent, glyph, glyphs, label
from game.shell.input.glyphs import layout_for, layout_from_name

B = Bindings.default()


@pytest.mark.parametrize(
    "layout, expected",
    [
        ("xbox", ["A", "B", "X", "Y", "LB", "RB", "LT", "RT", "View", "Menu"]),
        (
            "playstation",
            ["Cross", "Circle", "Square", "Triangle", "L1", "R1", "L2", "R2", "Share", "Options"],
        ),
        (
            "playstation5",
            ["Cross", "Circle", "Square", "Triangle", "L1", "R1", "L2", "R2", "Create", "Options"],
        ),
        ("nintendo", ["B", "A", "Y", "X", "L", "R", "ZL", "ZR", "-", "+"]),
    ],
)
def test_pad_labels_by_position(layout, expected):
    inputs = [
        "a",
        "b",
        "x",
        "y",
        "leftshoulder",
        "rightshoulder",
        "lefttrigger",
        "righttrigger",
        "back",
        "start",
    ]
    assert [label(layout, i) for i in inputs] == expected


def test_intent_glyphs_per_layout():
    assert glyph(B, Intent.CONFIRM, "xbox") == "A"
    assert glyph(B, Intent.CONFIRM, "playstation") == "Cross"
    assert glyph(B, Intent.CONFIRM, "nintendo") == "B"  # bottom button, labelled B
    assert glyph(B, Intent.BACK, "nintendo") == "A"
    assert glyph(B, Intent.MENU, "nintendo") == "+"
    assert glyph(B, Intent.VIEW, "playstation5") == "Create"
    assert glyph(B, Intent.UP, "xbox") == "D-pad Up"
    assert glyph(B, Intent.PLAY_CARD, "xbox") == "R Stick Up"
    assert glyph(B, Intent.HELP, "xbox") == "Y"
    assert glyph(B, Intent.HELP, "playstation") == "Triangle"
    assert glyph(B, Intent.HELP, "keyboard") == "?"  # Shift+/ is shown as the "?" it types
    assert glyph(B, Intent.HELP, "mouse") == "?"
    assert glyph(B, Intent.CONFIRM, "keyboard") == "Enter"
    assert glyph(B, Intent.MENU, "keyboard") == "Esc"
    assert glyph(B, Intent.PREV, "keyboard") == "Shift+Tab"
    assert glyph(B, Intent.ROTATE_LEFT, "keyboard") == "Q"
    assert glyph(B, Intent.ROTATE_RIGHT, "mouse") == "Wheel down"
    assert glyph(B, Intent.MENU, "mouse") == "Esc"  # no mouse binding: its key
    assert glyph(B, Intent.CONFIRM, "pad") == "A"
    assert glyphs(B, Intent.UP, "keyboard") == ["Up", "W"]
    assert glyphs(B, Intent.NEXT, "playstation") == ["R2"]
    assert glyphs(B, Intent.INFO, "playstation") == ["R Stick Right"]


def test_unbound_intent_has_an_empty_glyph():
    b = B.rebind(Intent.FLIP, "keyboard", "q", on_conflict="steal")
    assert glyph(b, Intent.ROTATE_LEFT, "keyboard") == ""


def test_unusual_keys_get_sdl_names(sdl_ready):  # SDL names need pygame.init()
    assert label("keyboard", "[+]") == "Keypad +"
    assert label("keyboard", "ctrl+alt+delete") == "Ctrl+Alt+Del"
    assert label("keyboard", "f11") == "F11"


def test_unknown_layout_is_an_error():
    with pytest.raises(ValueError, match="unknown layout"):
        glyph(B, Intent.CONFIRM, "sega")


@pytest.mark.parametrize(
    "sdl_type, name, layout",
    [
        (1, "whatever", "xbox"),
        (2, "Xbox One", "xbox"),
        (4, "PS4 Controller", "playstation"),
        (7, "DualSense Wireless Controller", "playstation5"),
        (5, "Pro Controller", "nintendo"),
        (13, "Joy-Con (L/R)", "nintendo"),
        (6, "Virtual Controller", "xbox"),  # virtual: by name
        (0, "Sony Interactive Entertainment Wireless Controller", "playstation"),
        (None, "Nintendo Switch Pro Controller", "nintendo"),
        (None, "8BitDo SN30 Pro", "xbox"),
        (None, "PS5 Controller", "playstation5"),
    ],
)
def test_layout_detection(sdl_type, name, layout):
    assert layout_for(sdl_type, name) == layout


def test_layout_from_name_defaults_to_xbox():
    assert layout_from_name("") == "xbox"


def test_seat_colours_match_the_standard_palette():
    from game.shell.ui.palette import STANDARD

    assert DEFAULT_SEAT_COLORS == STANDARD.seats
