"""Prompt glyphs: the label of an input on each device layout, and which layout a pad has.

Pad inputs are named by position (SDL's "a" is the bottom face button on every pad), so the
same input has a different label per layout: the bottom button is A on Xbox, Cross on
PlayStation and B on Nintendo. The hub makes SDL report positions on Nintendo pads too (it sets
SDL_GAMECONTROLLER_USE_BUTTON_LABELS=0), so these tables hold.

A glyph is returned as a short name ("A", "Cross", "Shift+Tab", "Left click"); the UI draws it
as text or maps ``(layout, input)`` to an icon.
"""

from __future__ import annotations

import warnings

from game.shell.input.bindings import Bindings, split_key
from game.shell.input.events import Intent

LAYOUTS: tuple[str, ...] = (
    "keyboard",
    "mouse",
    "xbox",
    "playstation",
    "playstation5",
    "nintendo",
)
PAD_LAYOUTS: tuple[str, ...] = ("xbox", "playstation", "playstation5", "nintendo")

_STICKS = {
    "leftx-": "L Stick Left",
    "leftx+": "L Stick Right",
    "lefty-": "L Stick Up",
    "lefty+": "L Stick Down",
    "rightx-": "R Stick Left",
    "rightx+": "R Stick Right",
    "righty-": "R Stick Up",
    "righty+": "R Stick Down",
}
_COMMON = {
    "dpup": "D-pad Up",
    "dpdown": "D-pad Down",
    "dpleft": "D-pad Left",
    "dpright": "D-pad Right",
    "misc1": "Misc",
    "paddle1": "P1",
    "paddle2": "P2",
    "paddle3": "P3",
    "paddle4": "P4",
    "touchpad": "Touchpad",
    **_STICKS,
}
PAD_LABELS: dict[str, dict[str, str]] = {
    "xbox": {
        "a": "A",
        "b": "B",
        "x": "X",
        "y": "Y",
        "leftshoulder": "LB",
        "rightshoulder": "RB",
        "lefttrigger": "LT",
        "righttrigger": "RT",
        "back": "View",
        "start": "Menu",
        "guide": "Xbox",
        "leftstick": "LS",
        "rightstick": "RS",
        **_COMMON,
    },
    "playstation": {
        "a": "Cross",
        "b": "Circle",
        "x": "Square",
        "y": "Triangle",
        "leftshoulder": "L1",
        "rightshoulder": "R1",
        "lefttrigger": "L2",
        "righttrigger": "R2",
        "back": "Share",
        "start": "Options",
        "guide": "PS",
        "leftstick": "L3",
        "rightstick": "R3",
        **_COMMON,
    },
    "nintendo": {  # positions: the bottom button is labelled B, the right one A
        "a": "B",
        "b": "A",
        "x": "Y",
        "y": "X",
        "leftshoulder": "L",
        "rightshoulder": "R",
        "lefttrigger": "ZL",
        "righttrigger": "ZR",
        "back": "-",
        "start": "+",
        "guide": "Home",
        "leftstick": "LS",
        "rightstick": "RS",
        **_COMMON,
    },
}
PAD_LABELS["playstation5"] = {**PAD_LABELS["playstation"], "back": "Create"}

MOUSE_LABELS: dict[str, str] = {
    "left": "Left click",
    "right": "Right click",
    "middle": "Middle click",
    "x1": "Back side button",
    "x2": "Forward side button",
    "wheelup": "Wheel up",
    "wheeldown": "Wheel down",
    "wheelleft": "Wheel left",
    "wheelright": "Wheel right",
}

KEY_LABELS: dict[str, str] = {
    "return": "Enter",
    "enter": "Num Enter",
    "escape": "Esc",
    "space": "Space",
    "backspace": "Backspace",
    "tab": "Tab",
    "up": "Up",
    "down": "Down",
    "left": "Left",
    "right": "Right",
    "left shift": "Left Shift",
    "right shift": "Right Shift",
    "left ctrl": "Left Ctrl",
    "right ctrl": "Right Ctrl",
    "left alt": "Left Alt",
    "right alt": "Right Alt",
    "delete": "Del",
    "page up": "Page Up",
    "page down": "Page Down",
}
_MOD_LABELS = {"ctrl": "Ctrl", "alt": "Alt", "shift": "Shift"}
# Keys named by the character they type: "?" is Shift+/ on QWERTY and Shift+, on AZERTY (the
# AZERTY binding is the default of French players only).
SHIFTED_LABELS: dict[str, str] = {"shift+/": "?", "shift+,": "?"}

# SDL_GameControllerType -> layout (SDL 2.32 numbering).
SDL_TYPE_LAYOUTS: dict[int, str] = {
    1: "xbox",
    2: "xbox",  # Xbox 360, Xbox One
    3: "playstation",
    4: "playstation",  # PS3, PS4
    5: "nintendo",  # Switch Pro
    7: "playstation5",
    8: "xbox",
    9: "xbox",
    10: "xbox",  # Amazon Luna, Google Stadia, NVIDIA Shield
    11: "nintendo",
    12: "nintendo",
    13: "nintendo",  # Joy-Cons
}


def key_label(input: str) -> str:
    """ "shift+tab" -> "Shift+Tab", "return" -> "Enter", "w" -> "W", "shift+/" -> "?"."""
    if input in SHIFTED_LABELS:
        return SHIFTED_LABELS[input]
    mods, key = split_key(input)
    label = KEY_LABELS.get(key)
    if label is None:
        if len(key) == 1:
            label = key.upper()
        else:
            label = _sdl_key_name(key)
    return "".join(f"{_MOD_LABELS[m]}+" for m in ("ctrl", "alt", "shift") if m in mods) + label


def _sdl_key_name(key: str) -> str:
    import pygame

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            return pygame.key.name(pygame.key.key_code(key), use_compat=False) or key.title()
        except (ValueError, pygame.error):
            return key.title()


def label(layout: str, input: str) -> str:
    """The label of ``input`` on ``layout`` (a layout from LAYOUTS, or "pad" for Xbox)."""
    if layout == "keyboard":
        return key_label(input)
    if layout == "mouse":
        return MOUSE_LABELS.get(input, input)
    return PAD_LABELS[normalise_layout(layout)].get(input, input)


def normalise_layout(layout: str) -> str:
    """Accept a device kind too: "pad" means the Xbox layout."""
    if layout == "pad":
        return "xbox"
    if layout not in LAYOUTS:
        raise ValueError(f"unknown layout {layout!r}; expected one of {LAYOUTS}")
    return layout


def kind_of(layout: str) -> str:
    """The device kind whose bindings a layout shows."""
    return layout if layout in ("keyboard", "mouse") else "pad"


def glyph_input(bindings: Bindings, intent: Intent, layout: str) -> tuple[str, str] | None:
    """(kind, input) that the prompt for ``intent`` shows on ``layout``: the primary input.
    On "mouse", an intent with no mouse binding shows its keyboard key."""
    layout = normalise_layout(layout)
    kind = kind_of(layout)
    inputs = bindings.inputs_for(intent, kind)
    if not inputs and kind == "mouse":
        kind, inputs = "keyboard", bindings.inputs_for(intent, "keyboard")
    return (kind, inputs[0]) if inputs else None


def glyph(bindings: Bindings, intent: Intent, layout: str) -> str:
    """The prompt label for ``intent`` on ``layout``; "" when nothing is bound."""
    found = glyph_input(bindings, intent, layout)
    if found is None:
        return chord_label(layout, intent) or ""
    kind, input = found
    return label("keyboard" if kind == "keyboard" else normalise_layout(layout), input)


def chord_label(layout: str, intent: Intent) -> str | None:
    """A status key's pad chord on ``layout`` ("View + D-pad Up"), None without one."""
    from game.shell.input.bindings import PAD_CHORD_MODIFIER, PAD_CHORDS

    button = next((b for b, i in PAD_CHORDS.items() if i == intent), None)
    if button is None or kind_of(layout) != "pad":
        return None
    layout = normalise_layout(layout)
    return f"{label(layout, PAD_CHORD_MODIFIER)} + {label(layout, button)}"


def glyphs(bindings: Bindings, intent: Intent, layout: str) -> list[str]:
    """Labels of every input bound to ``intent`` on ``layout`` (settings screen, How to
    play), a pad chord included."""
    layout = normalise_layout(layout)
    found = [label(layout, x) for x in bindings.inputs_for(intent, kind_of(layout))]
    chord = chord_label(layout, intent)
    return found + ([chord] if chord else [])


def layout_from_name(name: str) -> str:
    """Guess a pad's layout from its name when SDL does not know its type."""
    lowered = name.lower()
    if any(w in lowered for w in ("dualsense", "ps5")):
        return "playstation5"
    if any(w in lowered for w in ("playstation", "dualshock", "ps4", "ps3", "sony")):
        return "playstation"
    if any(w in lowered for w in ("nintendo", "switch", "joy-con", "joycon", "pro controller")):
        return "nintendo"
    return "xbox"


def layout_for(sdl_type: int | None, name: str) -> str:
    """A pad's layout from SDL's controller type, falling back to its name."""
    if sdl_type is not None and sdl_type in SDL_TYPE_LAYOUTS:
        return SDL_TYPE_LAYOUTS[sdl_type]
    return layout_from_name(name)
