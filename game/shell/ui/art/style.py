"""The art's shared constants: ink, line weights, materials, and what makes each cat colour
recognisable without its colour (ears, tail, fur pattern). See assets/STYLE.md."""

from __future__ import annotations

from game.shell.record import record
from game.shell.ui.palette import RGB, Palette, luminance, shade

# Ink: the warm near-black of every outline (never pure black in the standard palette).
INK: RGB = (43, 30, 38)
INK_HC: RGB = (0, 0, 0)
CREAM: RGB = (252, 243, 226)
PARCHMENT: RGB = (246, 234, 204)
PARCHMENT_DARK: RGB = (214, 192, 150)
GOLD: RGB = (236, 184, 58)
GOLD_LIGHT: RGB = (255, 226, 128)
GOLD_DARK: RGB = (160, 108, 30)
WICKER: RGB = (212, 158, 88)
WICKER_DARK: RGB = (150, 100, 50)
PINK: RGB = (244, 146, 160)
RAT: RGB = (150, 146, 156)
OSHAX_CREAM: RGB = (248, 236, 212)

# Line weight: outline width as a fraction of the cell (tiles) or icon size.
LINE = 0.045


def ink(palette: Palette) -> RGB:
    return INK_HC if palette.name == "high_contrast" else INK


def line_width(size: float, palette: Palette, factor: float = LINE) -> float:
    """Outline width in pixels for an object of ``size`` pixels (never under 1 px)."""
    w = size * factor * (1.35 if palette.name == "high_contrast" else 1.0)
    return max(1.0, w)


def mark_color(fill: RGB) -> RGB:
    """The colour of fur marks on ``fill``: darker on light fur, lighter on dark fur."""
    return shade(fill, 0.66) if luminance(fill) > 0.12 else shade(fill, 1.42)


@record(frozen=True)
class CatLook:
    """What a cat colour looks like besides its colour (colour is never the only cue)."""

    pattern: str  # stripes | spots | patches | tufts | diamonds | sparkles
    tail: str  # striped | bobtail | curl | plume | ringed
    ears: str  # pointed | round | folded | lynx | wide
    face: str  # marking on the face: tabby_m | spot | half | ruff | blaze | none


LOOKS: dict[str, CatLook] = {
    "blue": CatLook("stripes", "striped", "pointed", "tabby_m"),
    "green": CatLook("spots", "bobtail", "round", "spot"),
    "red": CatLook("patches", "curl", "folded", "half"),
    "purple": CatLook("tufts", "plume", "lynx", "ruff"),
    "orange": CatLook("diamonds", "ringed", "wide", "blaze"),
}
OSHAX_LOOK = CatLook("sparkles", "plume", "pointed", "none")

# Room legend (the "show rooms" overlay): colours chosen away from the cat colours, plus a
# hatch direction so that rooms differ without colour too.
ROOM_LEGEND: dict[int, tuple[RGB, int]] = {
    0: ((255, 170, 60), 45),  # stern captain's cabin: amber, hatch /
    1: ((120, 200, 255), -45),  # port bedroom: sky, hatch \
    2: ((200, 150, 255), 0),  # starboard bedroom: lilac, hatch -
    3: ((255, 120, 140), 90),  # dining room: rose, hatch |
    4: ((190, 220, 90), 30),  # storeroom: lime
    5: ((255, 210, 90), -30),  # bow captain's cabin: gold
    6: ((235, 235, 225), 0),  # deck: no hatch (see ROOM_NO_HATCH)
}
ROOM_NO_HATCH = {6}

# Floors per room on the boat (subtle: the overlay carries the strong legend).
ROOM_FLOOR: dict[int, RGB] = {
    0: (170, 104, 72),
    1: (150, 116, 100),
    2: (150, 116, 100),
    3: (176, 120, 78),
    4: (160, 124, 80),
    5: (170, 104, 72),
    6: (214, 170, 112),
}

# Card frames per type: (frame, frame dark, banner text colour)
CARD_FRAMES: dict[str, tuple[RGB, RGB]] = {
    "rescue": ((84, 168, 92), (40, 104, 52)),
    "lesson_private": ((74, 128, 206), (34, 72, 140)),
    "lesson_public": ((74, 128, 206), (34, 72, 140)),
    "treasure": ((238, 192, 64), (140, 96, 18)),
    "oshax": ((160, 108, 68), (98, 62, 36)),
    "anytime": ((148, 96, 196), (86, 48, 132)),
    "lesson_family": ((150, 156, 150), (88, 94, 90)),
    "solo_colour": ((120, 132, 150), (64, 74, 92)),
    "solo_basket": ((120, 132, 150), (64, 74, 92)),
    "solo_lesson_basic": ((136, 124, 140), (76, 66, 84)),
    "solo_lesson_advanced": ((136, 124, 140), (76, 66, 84)),
}

CARD_TYPE_LABEL: dict[str, dict[str, str]] = {
    "rescue": {"en": "Rescue", "fr": "Sauvetage"},
    "lesson_private": {"en": "Private lesson", "fr": "Leçon privée"},
    "lesson_public": {"en": "Public lesson", "fr": "Leçon publique"},
    "treasure": {"en": "Rare find", "fr": "Trouvaille rare"},
    "oshax": {"en": "Rare find · Oshax", "fr": "Trouvaille rare · Oshax"},
    "anytime": {"en": "Anytime", "fr": "À tout moment"},
    "lesson_family": {"en": "Family lesson", "fr": "Leçon familiale"},
    "solo_colour": {"en": "Solo · colour", "fr": "Solo · couleur"},
    "solo_basket": {"en": "Solo · baskets", "fr": "Solo · paniers"},
    "solo_lesson_basic": {"en": "Solo lesson", "fr": "Leçon solo"},
    "solo_lesson_advanced": {"en": "Solo lesson +", "fr": "Leçon solo +"},
}

# Words that name a cat colour in card texts (a symbol is drawn after them).
COLOR_WORDS: dict[str, str] = {
    "blue": "blue",
    "bleu": "blue",
    "bleus": "blue",
    "bleue": "blue",
    "bleues": "blue",
    "green": "green",
    "vert": "green",
    "verts": "green",
    "verte": "green",
    "vertes": "green",
    "red": "red",
    "rouge": "red",
    "rouges": "red",
    "purple": "purple",
    "violet": "purple",
    "violets": "purple",
    "violette": "purple",
    "violettes": "purple",
    "orange": "orange",
    "oranges": "orange",
}
