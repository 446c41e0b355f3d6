"""Text: bundled fonts (never system fonts), cached rendering, word wrapping.

Rendering a string costs ~10 microseconds or more: everything here is cached by its inputs, so
scenes can ask for the same text every frame (rendered text is bounded by its memory).
"""

from __future__ import annotations

import math
import threading
from functools import lru_cache
from pathlib import Path

import pygame

from game.shell.ui.surface_cache import bounded_surfaces

FONTS = Path(__file__).resolve().parents[3] / "assets" / "fonts"
FACES = {
    "body": "Andika-Regular.ttf",
    "bold": "Andika-Bold.ttf",
    "title": "Quicksand-Bold.ttf",
}

RGB = tuple[int, int, int]


def font(face: str, size: int) -> pygame.font.Font:
    """The bundled ``face`` (body, bold, title) at ``size`` pixels."""
    _ready()
    return _font(face, size)


def _ready() -> None:
    global _forgets
    if not pygame.font.get_init():
        pygame.font.init()
    if not _forgets:  # a font dies with pygame.quit(): forget them then (once per quit)
        pygame.register_quit(_forget_fonts)
        _forgets = True


_forgets = False


def _forget_fonts() -> None:
    global _forgets, _generation
    _font.cache_clear()
    _generation += 1  # the measuring fonts of every thread died too
    _forgets = False


def measuring(face: str, size: int) -> pygame.font.Font:
    """The bundled ``face`` at ``size`` pixels to measure with (``size``, ``get_height``), never
    to keep or draw with: one font per face and thread whose size is changed, the same metrics
    as a font opened at that size (tests/ui/test_text.py). Fitting a text tries several sizes,
    and opening a font per size cost the title's first frame some 5 ms (issue 43)."""
    _ready()
    size = max(6, int(size))
    fonts = getattr(_measuring, "fonts", None)
    if fonts is None or _measuring.generation != _generation:
        fonts = _measuring.fonts = {}
        _measuring.generation = _generation
    found = fonts.get(face)
    if found is None:
        found = fonts[face] = pygame.font.Font(str(FONTS / FACES[face]), size)
    elif found.point_size != size:
        found.point_size = size
    return found


_measuring = threading.local()  # each thread's own: a size changed mid-measure by another
_generation = 0  # fonts opened before the last pygame.quit() are dead


def forget_fonts() -> None:
    """Let go of the fonts opened so far: after a change of text size or window most are
    sizes no screen asks for again, and each holds its glyphs (about 1 MB at 4K)."""
    _font.cache_clear()


@lru_cache(maxsize=256)
def _font(face: str, size: int) -> pygame.font.Font:
    return pygame.font.Font(str(FONTS / FACES[face]), max(6, int(size)))


@bounded_surfaces(24 * 2**20)
def render(text: str, face: str, size: int, color: RGB) -> pygame.Surface:
    """One line of antialiased text on a transparent surface."""
    return font(face, size).render(text, True, color)


def wrap(text: str, face: str, size: int, width: int) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` pixels (explicit newlines kept)."""
    f = font(face, size)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = word if not line else f"{line} {word}"
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


@bounded_surfaces(24 * 2**20)
def render_block(
    text: str,
    face: str,
    size: int,
    color: RGB,
    width: int,
    align: str = "left",
    spacing: float = 1.15,
) -> pygame.Surface:
    """Wrapped text as one transparent surface of the given width."""
    lines = wrap(text, face, size, width)
    f = font(face, size)
    step = int(f.get_linesize() * spacing)
    surface = pygame.Surface((width, max(step * len(lines), 1)), pygame.SRCALPHA)
    for i, line in enumerate(lines):
        image = render(line, face, size, color)
        x = {
            "left": 0,
            "center": (width - image.get_width()) // 2,
            "right": width - image.get_width(),
        }[align]
        surface.blit(image, (x, i * step))
    return surface


def fit_size(text: str, face: str, size: int, width: int, minimum: int = 8) -> int:
    """The largest size <= ``size`` at which ``text`` fits on one line of ``width`` pixels.
    A line's width grows in proportion to the size, so the size it needs is guessed from one
    measure and then checked a size up and down: a few fonts opened, not one per size (the
    title's name once opened 44)."""

    def fits(at: int) -> bool:
        return measuring(face, at).size(text)[0] <= width

    measured = measuring(face, size).size(text)[0]
    if size <= minimum or measured <= width:
        return size
    guess = max(minimum, min(size - 1, size * width // max(1, measured)))
    while guess > minimum and not fits(guess):
        guess -= 1
    while guess + 1 < size and fits(guess + 1):
        guess += 1
    return guess


@bounded_surfaces(8 * 2**20)  # the title's name, drawn again as it bobs
def outlined(
    text: str, face: str, size: int, fill: tuple, outline: tuple, px: int
) -> pygame.Surface:
    """Text with a round outline of ``px`` pixels (the title's name; do not draw on it)."""
    base = render(text, face, size, outline)
    top = render(text, face, size, fill)
    w, h = top.get_width() + 2 * px, top.get_height() + 2 * px
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    steps = max(8, px * 6)
    for i in range(steps):
        a = 2 * math.pi * i / steps
        out.blit(base, (px + round(math.cos(a) * px), px + round(math.sin(a) * px)))
    out.blit(top, (px, px))
    return out
