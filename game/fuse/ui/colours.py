"""Each card title's look (reference: Accessijeux built in): its own colour AND its own symbol
AND its own badge shape, so that colour never speaks alone.

The eight titles of action cards (and the fuse kitten, the calm-down kit) have a pictogram of
their own drawn on a badge of their own shape (a burst, a rounded square, an octagon, a
triangle, a cloud, a shield, a hexagon, a diamond). The five kinds of cat cards are the box's
five colours (game/shell/ui/palette.py ``COLORS``), each with its Accessijeux symbol from the
player's table of symbols (Settings, remapping), on a round badge: the same table serves every
game of the box.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.fuse.rules.cards import (
    CAT_TITLES,
    FAVOUR,
    FUSE,
    KIT,
    NAP,
    NO,
    PEEK,
    POUNCE,
    SHUFFLE,
    TITLE_NAMES,
    TITLES,
)
from game.shell.ui.palette import RGB, Palette

# The badge shapes (game/fuse/ui/art.py draws them).
SHAPES = (
    "burst",
    "square",
    "octagon",
    "triangle",
    "cloud",
    "shield",
    "hexagon",
    "diamond",
    "circle",
)


@dataclass(frozen=True)
class Look:
    """A title's look: its fill, the pictogram on its badge and the badge's shape. A cat
    kind's pictogram is its box colour's symbol in the player's table (``colour``)."""

    fill: RGB
    symbol: str
    shape: str
    colour: str = ""  # a cat kind: the box colour it is (blue, green, red, purple, orange)


ACTION_LOOKS: dict[int, Look] = {
    FUSE: Look((166, 38, 22), "spark", "burst"),
    KIT: Look((62, 178, 120), "cross", "square"),
    NO: Look((176, 30, 84), "paw_up", "octagon"),
    POUNCE: Look((238, 128, 24), "leap", "triangle"),
    NAP: Look((72, 88, 196), "zzz", "cloud"),
    FAVOUR: Look((232, 118, 176), "gift", "shield"),
    SHUFFLE: Look((22, 150, 168), "arrows", "hexagon"),
    PEEK: Look((232, 200, 40), "eye", "diamond"),
}
# The cat kinds as the box's colours (Accessijeux: their symbols follow the player's table);
# each kind's name tells it too: the Moon cat is orange, whose default symbol is the moon.
CAT_COLOURS: dict[int, str] = {
    CAT_TITLES[0]: "red",  # Loaf cat
    CAT_TITLES[1]: "blue",  # Box cat
    CAT_TITLES[2]: "green",  # Sock cat
    CAT_TITLES[3]: "orange",  # Moon cat
    CAT_TITLES[4]: "purple",  # Yarn cat
}
PROPS: dict[int, str] = {
    CAT_TITLES[0]: "loaf",
    CAT_TITLES[1]: "box",
    CAT_TITLES[2]: "sock",
    CAT_TITLES[3]: "moon",
    CAT_TITLES[4]: "yarn",
}


def look(title: int, palette: Palette, mapping: dict[str, str]) -> Look:
    """The look of ``title`` in ``palette`` with the player's colour -> symbol ``mapping``."""
    if title in ACTION_LOOKS:
        return ACTION_LOOKS[title]
    colour = CAT_COLOURS[title]
    return Look(palette.cats[colour], mapping[colour], "circle", colour)


def title_name(title: int) -> str:
    """The catalogs' name of a title (``fuse.card.<name>``)."""
    return TITLE_NAMES[title]


def all_titles() -> range:
    return range(len(TITLES))
