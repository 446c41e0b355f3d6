"""What each of the 42 creatures looks like on its card: a body colour, a shape and the
features that make it itself (wings, horns, ears...), drawn by game/quest/ui/art.py. The
creatures are won over, never fought: every one of them is drawn friendly, eyes open wide."""

from __future__ import annotations

from dataclasses import dataclass

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Look:
    body: RGB
    shape: str = "round"  # round | tall | wide | long
    features: tuple[str, ...] = ()  # see art.draw_creature
    accent: RGB = (250, 236, 200)  # belly, wings, horns


LOOKS: dict[int, Look] = {
    1: Look((176, 168, 196), "round", ("wings", "sparkle"), (220, 240, 255)),
    2: Look((110, 170, 96), "round", ("pointy_ears", "stripes")),
    3: Look((170, 190, 220), "round", ("moth_wings", "antennae"), (240, 240, 250)),
    4: Look((70, 150, 140), "wide", ("spots",), (200, 230, 200)),
    5: Look((236, 150, 180), "round", ("small_horns",), (255, 220, 230)),
    6: Look((232, 236, 248), "tall", ("cat_ears", "twin")),
    7: Look((200, 70, 70), "round", ("pointy_ears", "yarn")),
    8: Look((240, 206, 80), "tall", ("wings",), (255, 250, 220)),
    9: Look((170, 210, 240), "tall", ("whiskers", "ghost")),
    10: Look((150, 104, 70), "long", ("round_ears", "dice")),
    11: Look((236, 140, 60), "round", ("small_horns", "wings", "lid")),
    12: Look((228, 170, 50), "round", ("antennae", "shell", "glow"), (255, 240, 170)),
    13: Look((120, 90, 160), "round", ("bat_wings", "pointy_ears", "upside")),
    14: Look((240, 150, 60), "long", ("crest", "spots")),
    15: Look((120, 130, 70), "wide", ("spikes",), (230, 210, 170)),
    16: Look((160, 120, 80), "round", ("tufts", "beak"), (240, 220, 180)),
    17: Look((200, 200, 214), "round", ("tufted_ears", "mirror")),
    18: Look((240, 160, 80), "round", ("cat_ears", "stripes")),
    19: Look((248, 200, 90), "wide", ("cat_ears", "sleepy")),
    20: Look((130, 140, 170), "round", ("round_ears", "moon_mark")),
    21: Look((220, 190, 130), "tall", ("cat_ears", "headdress")),
    22: Look((150, 150, 150), "wide", ("round_ears", "badger_stripe"), (250, 250, 250)),
    23: Look((180, 230, 190), "tall", ("wings", "chimes")),
    24: Look((240, 220, 200), "tall", ("hat", "beard")),
    25: Look((180, 150, 210), "wide", ("small_horns", "pillow")),
    26: Look((236, 120, 50), "round", ("fox_ears", "tails2"), (255, 240, 220)),
    27: Look((220, 80, 50), "long", ("crest", "flame")),
    28: Look((90, 170, 80), "wide", ("crown", "spots")),
    29: Look((140, 150, 80), "wide", ("shell", "sundial")),
    30: Look((60, 160, 160), "long", ("crest", "stripes")),
    31: Look((170, 210, 80), "long", ("spikes", "stripes")),
    32: Look((60, 56, 100), "round", ("cat_ears", "eclipse"), (250, 220, 120)),
    33: Look((140, 100, 200), "round", ("wings", "beak", "tufts"), (250, 220, 160)),
    34: Look((250, 240, 220), "round", ("fox_ears", "tails3"), (255, 200, 90)),
    35: Look((140, 140, 150), "round", ("round_ears", "mask", "stars")),
    36: Look((230, 80, 40), "tall", ("wings", "crest", "flame"), (255, 210, 90)),
    37: Look((240, 236, 255), "tall", ("horn", "mane"), (200, 170, 255)),
    38: Look((120, 200, 120), "long", ("antennae", "rainbow")),
    39: Look((244, 248, 252), "wide", ("small_horns", "fluff"), (200, 220, 240)),
    40: Look((50, 70, 150), "round", ("horns", "wings", "lanterns"), (250, 200, 90)),
    41: Look((80, 170, 90), "round", ("wings", "small_horns", "clover")),
    42: Look((52, 46, 110), "round", ("cat_ears", "crown", "stars"), (255, 226, 128)),
}
DEFAULT = Look((180, 180, 200))


def look_of(card: int) -> Look:
    return LOOKS.get(card, DEFAULT)
