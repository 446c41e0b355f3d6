"""How the colours look: the five cat colours in normal vision and under simulated deficiencies.

The simulation is Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model for
Simulation of Color Vision Deficiency", at full severity: one 3x3 matrix per deficiency applied
to linear sRGB. It runs in pure Python (no numpy in the game): each picture is converted once
per distinct colour it contains, then mapped pixel by pixel through that table, and cached for
as long as the screen is open. tests/ui/test_palettes.py holds these numbers to colour-science's.
"""

from __future__ import annotations

import sys
from array import array
from typing import TYPE_CHECKING

import pygame

from game.shell.scenes.menu_base import MenuScene
from game.shell.scenes.stack import Host
from game.shell.scenes.symbol_art import mapped_art
from game.shell.ui import text
from game.shell.ui.gui import Button, Widget
from game.shell.ui.palette import COLORS

if TYPE_CHECKING:
    from game.shell.ui.art import Art

RGB = tuple[int, int, int]
Matrix = tuple[tuple[float, float, float], ...]

# Machado et al. 2009, table of severity 1.0 (rows: output R, G, B of linear input R, G, B)
MACHADO_2009: dict[str, Matrix] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
VISIONS = ("normal", *MACHADO_2009)
MIN_TEXT = 12  # pixels: text shrinks to fit its room, never below this
# the P-pentomino cat (its cells, the seed of its fur): ears, tail and pattern at a small size
SHAPE = (((1, 0), (0, 1), (1, 1), (0, 2), (1, 2)), 404)
CELL = 36  # reference units per cell of the preview tiles


def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


_LINEAR = tuple(_linear(c) for c in range(256))


def _encode(v: float) -> int:
    v = min(1.0, max(0.0, v))
    s = 12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(s * 255)


def simulate_rgb(color: RGB, vision: str) -> RGB:
    """An 8-bit sRGB colour as seen with ``vision`` ("normal" or a key of MACHADO_2009)."""
    if vision == "normal":
        return (color[0], color[1], color[2])
    m = MACHADO_2009[vision]
    r, g, b = (_LINEAR[c] for c in color[:3])
    return (
        _encode(m[0][0] * r + m[0][1] * g + m[0][2] * b),
        _encode(m[1][0] * r + m[1][1] * g + m[1][2] * b),
        _encode(m[2][0] * r + m[2][1] * g + m[2][2] * b),
    )


def simulate_surface(surface: pygame.Surface, vision: str) -> pygame.Surface:
    """A copy of ``surface`` as seen with ``vision``; alpha is kept."""
    size = surface.get_size()
    raw = pygame.image.tobytes(surface, "RGBA")
    if vision == "normal":
        return pygame.image.frombytes(raw, size, "RGBA")
    pixels = array("I", raw)  # one RGBA pixel per item, in the machine's byte order
    table = {}
    for packed in set(pixels):
        r, g, b, a = packed.to_bytes(4, sys.byteorder)
        table[packed] = int.from_bytes(bytes((*simulate_rgb((r, g, b), vision), a)), sys.byteorder)
    seen = array("I", map(table.__getitem__, pixels))
    return pygame.image.frombytes(seen.tobytes(), size, "RGBA")


def _fitted(
    words: str, face: str, size: int, color: RGB, width: int, height: int, align: str = "left"
) -> pygame.Surface:
    """``words`` wrapped to ``width``, at ``size`` or as much smaller as needed to fit
    ``height`` (large text scales wrap first, then shrink)."""
    while True:
        image = text.render_block(words, face, size, color, width, align)
        if image.get_height() <= height or size <= MIN_TEXT:
            return image
        size -= 1


class CvdPreviewScene(MenuScene):
    """``CvdPreviewScene(app)``: the cat colours four times (normal, protanopia,
    deuteranopia, tritanopia), each tile with its colour's symbol beside it."""

    name = "cvd_preview"
    title_key = "access.cvd.title"
    area = (490.0, 580.0, 300.0, 60.0)
    rows_top = 148.0  # reference units
    row_height = 80.0
    label_width = 290.0

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self._art: Art | None = None  # made by ``prepare``
        self._pictures: dict[str, list[pygame.Surface]] = {}
        self._labels: dict[str, pygame.Surface] = {}
        self._note = pygame.Surface((1, 1), pygame.SRCALPHA)
        self._key: tuple | None = None

    def widgets(self) -> list[Widget]:
        return [Button("back", self.t("access.back"), on_press=self.back)]

    def enter(self) -> None:
        self.prepare()
        super().enter()

    def relayout(self) -> None:
        self.prepare()
        super().relayout()

    def prepare(self) -> None:
        """Render the row labels, and draw and simulate the pictures once for this size,
        palette and symbol table (not in ``draw``: it changes nothing)."""
        layout, palette = self.app.layout, self.app.palette
        self._art = mapped_art(self.app, self._art)
        self._labels = self._row_labels()
        note_top = self.rows_top + len(VISIONS) * self.row_height + 4
        self._note = _fitted(
            self.t("access.cvd.note"),
            "body",
            layout.font(16),
            palette.text_dim,
            layout.px(1160),
            layout.px(self.area[1] - 6 - note_top),
            "center",
        )
        cell = layout.px(CELL)
        symbols = self._art.symbols
        assert symbols is not None  # the art of the player's table (``mapped_art``)
        key = (cell, palette.name, self.app.settings.symbols, tuple(sorted(symbols.items())))
        if key == self._key:
            return
        self._key = key
        normal = [self._picture(color, cell) for color in COLORS]
        shown = pygame.display.get_surface() is not None
        self._pictures = {
            vision: [
                (seen.convert_alpha() if shown else seen)
                for seen in (simulate_surface(p, vision) for p in normal)
            ]
            for vision in VISIONS
        }

    def _row_labels(self) -> dict[str, pygame.Surface]:
        """The rows' names, wrapped in their column, all at the largest size (up to the text
        scale's) at which each fits its row."""
        layout = self.app.layout
        width, height = layout.px(self.label_width), layout.px(self.row_height - 6)
        words = {vision: self.t(f"access.cvd.{vision}") for vision in VISIONS}
        size = layout.font(20)
        while True:
            labels = {
                vision: text.render_block(line, "bold", size, self.app.palette.text, width)
                for vision, line in words.items()
            }
            if size <= MIN_TEXT or all(image.get_height() <= height for image in labels.values()):
                return labels
            size -= 1

    def _picture(self, color: str, cell: int) -> pygame.Surface:
        """One colour: the cat tile as the game draws it (with its symbol when symbols are on)
        and the colour's symbol disc beside it, transparent around them."""
        tile = self.app.art.cat(*SHAPE, color, 1, cell)
        assert self._art is not None  # prepare() made it
        disc = self._art.symbol(color, cell)
        gap = max(2, cell // 6)
        image = pygame.Surface(
            (tile.get_width() + gap + disc.get_width(), max(tile.get_height(), disc.get_height())),
            pygame.SRCALPHA,
        )
        image.blit(tile, tile.get_rect(midleft=(0, image.get_height() // 2)))
        image.blit(disc, disc.get_rect(midright=(image.get_width(), image.get_height() // 2)))
        return image

    def draw_extra(self, surface: pygame.Surface) -> None:
        layout = self.app.layout
        left = layout.point(40, 0)[0]
        x0 = left + layout.px(self.label_width + 16)
        room = layout.point(1240, 0)[0] - x0
        for row, vision in enumerate(VISIONS):
            pictures = self._pictures.get(vision)
            if not pictures:
                continue
            top = layout.point(0, self.rows_top + row * self.row_height)[1]
            middle = top + layout.px(self.row_height - 6) // 2
            label = self._labels[vision]
            surface.blit(label, label.get_rect(midleft=(left, middle)))
            gap = max(0, (room - sum(p.get_width() for p in pictures)) // (len(pictures) - 1))
            x = x0
            for picture in pictures:
                surface.blit(picture, picture.get_rect(midleft=(x, middle)))
                x += picture.get_width() + gap
        y = layout.point(0, self.rows_top + len(VISIONS) * self.row_height + 4)[1]
        surface.blit(self._note, self._note.get_rect(midtop=(layout.point(640, 0)[0], y)))

    def prompts(self) -> list[tuple[str, str]]:
        return [("back", self.t("prompt.back"))]
