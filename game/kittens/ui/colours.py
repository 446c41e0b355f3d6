"""The five toys' colours and symbols (reference: Accessijeux adaptation).

The colours were chosen so that every pair stays at CIEDE2000 >= 20 under simulated
protanopia, deuteranopia and tritanopia (tests/kittens/ui/test_colours.py), as the Isle's cats
are; the symbols are the Isle's own (yellow = moon, green = clover, red = heart, pink =
flower, blue = water drop): each toy colour takes the symbol of the Isle's cat colour that
has it (assets/data/symbols.json), so the player's table of symbols (Settings, remapping)
serves both games.
"""

from __future__ import annotations

from game.kittens.rules.cards import COLOURS
from game.shell.ui.palette import RGB, Palette

TOYS: dict[str, RGB] = {
    "y": (253, 244, 4),
    "g": (66, 133, 109),
    "r": (192, 33, 10),
    "p": (240, 166, 211),
    "b": (20, 48, 167),
}

# Each toy colour and the Isle's cat colour of the same symbol (Accessijeux: jaune = lune,
# vert = trèfle, rouge = cœur, rose = fleur, bleu = goutte d'eau).
ISLE_COLOUR: dict[str, str] = {
    "y": "orange",
    "g": "green",
    "r": "red",
    "p": "purple",
    "b": "blue",
}


def toy_colour(colour: int, palette: Palette | None = None) -> RGB:
    """The fill of toy colour ``colour`` (0-4, in the order y g r p b)."""
    return TOYS[COLOURS[colour]]


def symbol_of(colour: int, mapping: dict[str, str]) -> str:
    """The symbol of toy colour ``colour`` in the player's table (Isle colour -> symbol)."""
    return mapping[ISLE_COLOUR[COLOURS[colour]]]
