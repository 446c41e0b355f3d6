"""The Accessijeux symbols are drawn wherever a cat colour carries meaning (issue 7, items 1
and 8), checked on rendered scenes: each scene is rendered twice from the same recorded game,
with the symbols setting on and off, and each part of the screen that shows colours must
differ between the two (and nothing may differ between two renders with the same setting, so
a difference can only come from the symbols)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.isle.data.window import isle_texts
from game.isle.ui.art import isle_art
from tests.golden.compare import absolute_difference, measure
from tests.golden.test_golden import GAMES
from tools import screenshots

SIZE = (1280, 720)


def _render(name: str, symbols: bool, tmp_path: Path, setup=None) -> tuple[pygame.Surface, object]:
    image, app = screenshots.shot(
        name, SIZE, tmp_path, recordings=GAMES, prepare=setup, symbols=symbols
    )
    from game.isle.ui.table import regions

    return image, regions(app.layout)


def _changed(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect | None = None) -> float:
    """The share of changed pixels inside ``rect`` (the whole picture without one)."""
    return measure(absolute_difference(a, b), "part", rect or a.get_rect()).share


# (scene, the table's regions that show cat colours there)
SCENES = [
    ("rescue", ("island", "boat", "side", "lessons")),  # field cats, own boat, thumbnails and
    ("placing", ("island", "boat", "side")),  # per-colour counters, a public lesson's colour
    ("scoring", ("island",)),  # the boat being scored, shown where the island was
]


@pytest.mark.parametrize(("name", "parts"), SCENES, ids=[s[0] for s in SCENES])
def test_symbols_are_drawn_on_every_part_that_shows_colours(name, parts, tmp_path):
    on, r = _render(name, True, tmp_path / "a")
    again, _ = _render(name, True, tmp_path / "b")
    off, _ = _render(name, False, tmp_path / "c")
    assert _changed(on, again) == 0, "the same scene rendered twice must be identical"
    for part in parts:
        rect = getattr(r, part)
        assert _changed(on, off, rect) > 0.001, f"{name}: no symbols drawn in the {part} area"


def _colour_dialog(app) -> None:
    from game.isle.scenes.colors import ColorScene

    app.stack.push(ColorScene(app, "Which colour?", lambda color: None))
    app.stack.apply()


@pytest.mark.parametrize("symbols", [True, False])
def test_the_colour_choice_dialog_always_shows_the_five_symbols(symbols, tmp_path, monkeypatch):
    """Choosing a colour is where the symbol matters most: the dialog shows it beside each
    colour's name even for players who turned the symbols off elsewhere."""
    from game.shell.ui.art import Art

    drawn: set[str] = set()
    symbol = Art.symbol

    def spy(self, color, size):
        drawn.add(color)
        return symbol(self, color, size)

    monkeypatch.setattr(Art, "symbol", spy)
    _render("title", symbols, tmp_path, _colour_dialog)
    assert drawn == {"blue", "green", "red", "purple", "orange"}


def test_a_card_text_naming_a_colour_carries_its_symbol(tmp_path):
    """Lesson 128 says "green" in its text: the symbol follows the word when symbols are on."""
    app = screenshots._app(SIZE, tmp_path, symbols=True)
    with_symbols = isle_art(app).card(128, 360, "en", isle_texts(app))
    app = screenshots._app(SIZE, tmp_path, symbols=False)
    without = isle_art(app).card(128, 360, "en", isle_texts(app))
    assert with_symbols.get_size() == without.get_size()
    assert _changed(with_symbols, without) > 0.001
