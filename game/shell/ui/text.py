"""Text: bundled fonts (never system fonts), cached rendering, word wrapping.

Rendering a string costs ~10 microseconds or more: everything here is cached by its inputs, so
scenes can ask for the same text every frame (rendered text is bounded by its memory).
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable
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


# --- measures kept: fitted sizes and widths ------------------------------------------------
# What fitting found, by what it depends on (the text, the face, the sizes and room): asked
# again, it is known; kept between starts with the button shapes (game/shell/ui/gui_shapes.py),
# so the title's first frame measures nothing (its heading alone took some 5 ms, issue 43).
# Valid for the bundled fonts as they are (``fonts_stamp``).
_measures: dict[str, int] = {}
MAX_MEASURES = 2048  # a long evening of screens and text sizes; then it starts over


def remembered(key: str, measure: Callable[[], int]) -> int:
    """``measure()`` the first time ``key`` is asked (this start or an earlier one)."""
    found = _measures.get(key)
    if found is None:
        found = int(measure())
        if len(_measures) >= MAX_MEASURES:
            _measures.clear()
        _measures[key] = found
    return found


def fonts_stamp() -> str:
    """What the measures depend on: the bundled fonts' files and pygame's text rendering."""
    parts = [pygame.version.ver]
    for name in sorted(FACES.values()):
        try:
            found = (FONTS / name).stat()
            parts.append(f"{name}:{found.st_size}:{found.st_mtime_ns}")
        except OSError:
            parts.append(f"{name}:-")
    return "|".join(parts)


def measures() -> dict[str, int]:
    """The measures known, to keep for the next start."""
    return dict(_measures)


def remember_measures(found: object, stamp: object) -> int:
    """Take the measures an earlier start kept (ignored when the fonts changed since, and
    entry by entry when not a name and a whole number); how many were taken."""
    if stamp != fonts_stamp() or not isinstance(found, dict):
        return 0
    taken = 0
    for key, value in list(found.items())[:MAX_MEASURES]:
        if isinstance(key, str) and type(value) is int and -10_000 < value < 10_000:
            _measures.setdefault(key, value)
            taken += 1
    return taken


def fit_size(text: str, face: str, size: int, width: int, minimum: int = 8) -> int:
    """The largest size <= ``size`` at which ``text`` fits on one line of ``width`` pixels
    (remembered: ``remembered``)."""
    return remembered(
        f"fit|{face}|{size}|{width}|{minimum}|{text}",
        lambda: _fit_size(text, face, size, width, minimum),
    )


def _fit_size(text: str, face: str, size: int, width: int, minimum: int) -> int:
    """A line's width grows in proportion to the size, so the size it needs is guessed from one
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
