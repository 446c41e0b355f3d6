"""Colours of the game: the five cat colours, the seats, and the interface, per palette.

The standard cat colours were chosen so that every pair stays at CIEDE2000 >= 20 under
simulated protanopia, deuteranopia and tritanopia (Machado 2009, full severity); a test checks
it. The eight seat colours of each palette (a seat's name, its badge, its pad's light) stay at
CIEDE2000 >= 20 in normal vision and >= 10 under each simulation while every one of them reads
on the background and the panels and carries dark text (WCAG 4.5:1); a seat's colour always
comes with its number or its name. The high-contrast palette raises contrast for the whole
interface.
"""

from __future__ import annotations

from game.shell.record import record

RGB = tuple[int, int, int]
# The box's five colours, each with its Accessijeux symbol (game/shell/ui/symbols_data.py):
# every game names the colours of its pieces after them (The Isle's cats are these five).
COLORS: tuple[str, ...] = ("blue", "green", "red", "purple", "orange")


@record(frozen=True)
class Palette:
    """A palette's colours: the cats', the seats', the text's and the panels'."""

    name: str
    cats: dict[str, RGB]  # cat colour name -> fill colour
    seats: tuple[RGB, ...]  # one accent per seat (pad light, name plates): ``MAX_SEATS`` seats
    background: RGB
    panel: RGB
    panel_edge: RGB
    text: RGB
    text_dim: RGB
    text_on_accent: RGB
    accent: RGB
    focus: RGB
    good: RGB  # legal / positive
    bad: RGB  # illegal / negative
    sea: RGB
    sand: RGB
    wood: RGB
    wood_dark: RGB


STANDARD = Palette(
    name="standard",
    cats={
        "blue": (32, 107, 230),
        "green": (100, 209, 182),
        "red": (187, 55, 44),
        "purple": (58, 16, 109),
        "orange": (246, 151, 38),
    },
    seats=(
        (255, 206, 0),
        (86, 204, 242),
        (255, 108, 189),
        (226, 255, 136),
        (165, 142, 255),
        (205, 148, 78),
        (50, 255, 184),
        (228, 255, 253),
    ),
    background=(22, 38, 58),
    panel=(34, 54, 80),
    panel_edge=(92, 128, 168),
    text=(244, 240, 228),
    text_dim=(190, 200, 212),
    text_on_accent=(24, 24, 32),
    accent=(255, 196, 72),
    focus=(255, 232, 120),
    good=(110, 220, 130),
    bad=(255, 116, 106),
    sea=(38, 96, 140),
    sand=(236, 214, 160),
    wood=(164, 112, 70),
    wood_dark=(104, 66, 40),
)

HIGH_CONTRAST = Palette(
    name="high_contrast",
    cats=dict(STANDARD.cats),
    seats=(
        (250, 254, 0),
        (87, 118, 255),
        (231, 151, 222),
        (107, 255, 163),
        (246, 139, 0),
        (229, 65, 60),
        (22, 154, 107),
        (202, 238, 248),
    ),
    background=(0, 0, 0),
    panel=(16, 16, 16),
    panel_edge=(255, 255, 255),
    text=(255, 255, 255),
    text_dim=(230, 230, 230),
    text_on_accent=(0, 0, 0),
    accent=(255, 221, 0),
    focus=(255, 255, 0),
    good=(0, 255, 120),
    bad=(255, 80, 80),
    sea=(0, 40, 90),
    sand=(255, 240, 200),
    wood=(150, 100, 60),
    wood_dark=(70, 40, 20),
)

PALETTES = {p.name: p for p in (STANDARD, HIGH_CONTRAST)}


def primary_fill(palette: Palette) -> RGB:
    """The fill of the default choice: the accent; in high contrast white, as yellow marks the
    focus alone there (m12: two or three yellow elements on a screen)."""
    return palette.text if palette.name == "high_contrast" else palette.accent


def shade(color: RGB, factor: float) -> RGB:
    """Darker (factor < 1) or lighter (factor > 1) version of a colour."""

    def channel(c: int) -> int:
        return int(c * factor) if factor <= 1 else int(c + (255 - c) * (factor - 1))

    r, g, b = color
    return channel(r), channel(g), channel(b)


def luminance(color: RGB) -> float:
    """WCAG relative luminance."""

    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in color)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    """WCAG contrast ratio between two colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def readable_on(background: RGB) -> RGB:
    """Black or white, whichever reads better on ``background``."""
    dark, light = (20, 20, 24), (255, 255, 255)
    return dark if contrast(dark, background) >= contrast(light, background) else light
