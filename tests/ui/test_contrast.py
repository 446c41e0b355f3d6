"""Text contrast is at least 4.5:1 (WCAG 2 AA) for every theme and palette colour pair (issue 7).

Theme colours are read back from pygame-gui itself, loaded with the theme exactly as the game
loads it (game.shell.ui.gui.scaled_theme): a colour a block does not set comes from the theme's
"defaults", then from pygame-gui's own defaults, just as on screen. Each pygame-gui element
draws its text on the background of the same state (a button's hovered_text on hovered_bg);
labels and text entries draw on dark_bg. Palette pairs are the ones the scenes draw.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pygame
import pygame_gui
import pytest
from pygame_gui.elements import UIButton, UIHorizontalSlider, UILabel, UITextEntryLine

from game.shell.ui.gui import THEMES, scaled_theme
from game.shell.ui.palette import HIGH_CONTRAST, PALETTES, STANDARD, Palette, contrast

MIN_RATIO = 4.5
THEME_PALETTES = {"standard": STANDARD, "high_contrast": HIGH_CONTRAST}
BUTTON_STATES = ("normal", "hovered", "selected", "active", "disabled")

# (text colour id, background colour id) that each kind of element draws
PAIRS = {
    "button": [(f"{state}_text", f"{state}_bg") for state in BUTTON_STATES],
    "label": [("normal_text", "dark_bg"), ("disabled_text", "dark_bg")],
    "text_entry_line": [
        ("normal_text", "dark_bg"),
        ("selected_text", "selected_bg"),
        ("disabled_text", "disabled_dark_bg"),
    ],
}
# every element type and object id the game themes, with the kind of element it styles
BLOCKS = {
    "button": "button",
    "#primary": "button",
    "label": "label",
    "#field_label": "label",
    "text_entry_line": "text_entry_line",
    "horizontal_slider": "horizontal_slider",
}


def theme_file(name: str) -> dict:
    return json.loads((THEMES / f"{name}.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def managers():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    made = {}
    for name in THEME_PALETTES:
        manager = pygame_gui.UIManager((1280, 720))
        manager.get_theme().load_theme(scaled_theme(name, 1.0))
        made[name] = manager
    return made


def elements(manager: pygame_gui.UIManager, block: str) -> Iterator[tuple[str, list[str]]]:
    """(kind, combined element ids) of the text-bearing elements a theme block styles."""
    rect = pygame.Rect(0, 0, 300, 40)
    object_id = block if block.startswith("#") else None
    kind = BLOCKS[block]
    if kind == "button":
        yield kind, UIButton(rect, "x", manager, object_id=object_id).combined_element_ids
    elif kind == "label":
        yield kind, UILabel(rect, "x", manager, object_id=object_id).combined_element_ids
    elif kind == "text_entry_line":
        yield kind, UITextEntryLine(rect, manager).combined_element_ids
    elif kind == "horizontal_slider":
        slider = UIHorizontalSlider(rect, 5, (0, 10), manager)
        for button in (slider.left_button, slider.right_button, slider.sliding_button):
            if button is not None:
                yield "button", button.combined_element_ids


def solid(color, under: tuple[int, int, int]) -> tuple[int, int, int]:
    """A theme colour as seen: alpha blended over what is under it."""
    if not isinstance(color, pygame.Color):
        raise AssertionError(f"{color!r}: gradients have no single contrast; use a colour")
    a = color.a / 255
    return tuple(round(c * a + u * (1 - a)) for c, u in zip(color[:3], under, strict=True))


def theme_failures(
    manager: pygame_gui.UIManager, palette: Palette, kind: str, ids: list[str] | None
) -> list[str]:
    theme = manager.get_theme()
    failures = []
    for text_id, bg_id in PAIRS[kind]:
        bg = solid(theme.get_colour_or_gradient(bg_id, ids), palette.background)
        fg = solid(theme.get_colour_or_gradient(text_id, ids), bg)
        ratio = contrast(fg, bg)
        if ratio < MIN_RATIO:
            failures.append(f"{ids or 'defaults'}: {text_id} {fg} on {bg_id} {bg} = {ratio:.2f}")
    return failures


@pytest.mark.parametrize("name", sorted(THEME_PALETTES))
def test_every_theme_block_is_checked(name):
    unknown = set(theme_file(name)) - set(BLOCKS) - {"defaults"}
    assert not unknown, f"add {sorted(unknown)} to BLOCKS so that their colours are checked"


@pytest.mark.parametrize("name", sorted(THEME_PALETTES))
def test_theme_text_contrast(managers, name):
    manager, palette = managers[name], THEME_PALETTES[name]
    failures = []
    for kind in PAIRS:  # "defaults": the base colours every element falls back on
        failures += theme_failures(manager, palette, kind, None)
    for block in BLOCKS:
        for kind, ids in elements(manager, block):
            failures += theme_failures(manager, palette, kind, ids)
    assert failures == []


def palette_pairs(p: Palette) -> Iterator[tuple[str, tuple, tuple]]:
    """(description, text, background) for every way the scenes put text on a colour."""
    for fg in ("text", "text_dim", "good", "bad", "accent"):  # accent: titles
        for bg in ("background", "panel"):
            yield f"{fg} on {bg}", getattr(p, fg), getattr(p, bg)
    yield "text_on_accent on accent", p.text_on_accent, p.accent
    for i, seat in enumerate(p.seats):
        yield f"seat {i} name on background", seat, p.background
        yield f"seat {i} name on panel", seat, p.panel
        yield f"text_on_accent on seat {i} badge", p.text_on_accent, seat


@pytest.mark.parametrize("name", sorted(PALETTES))
def test_palette_text_contrast(name):
    failures = [
        f"{what}: {contrast(fg, bg):.2f}"
        for what, fg, bg in palette_pairs(PALETTES[name])
        if contrast(fg, bg) < MIN_RATIO
    ]
    assert failures == []


def test_the_contrast_check_catches_a_low_contrast_pair(managers):
    assert contrast((255, 255, 255), (0, 0, 0)) == pytest.approx(21.0)
    assert contrast((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)
    grey = pygame_gui.UIManager((1280, 720))
    theme = scaled_theme("standard", 1.0)
    theme["button"] = {"colours": {"hovered_text": "#7A8899", "hovered_bg": "#5C6E84"}}
    grey.get_theme().load_theme(theme)
    failures = theme_failures(
        grey,
        STANDARD,
        "button",
        UIButton(pygame.Rect(0, 0, 90, 40), "x", grey).combined_element_ids,
    )
    assert len(failures) == 1 and "hovered_text" in failures[0]
