"""The symbols screen keeps the colour -> symbol table one-to-one and saves it; the colour-vision
preview renders; their strings exist in both languages (issue 7)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.isle.rules.ids import COLORS
from game.shell.app.settings import SettingsStore
from game.shell.scenes.cvd_preview import VISIONS, CvdPreviewScene, simulate_rgb, simulate_surface
from game.shell.scenes.symbols import SymbolsScene, player_mapping
from game.shell.ui.hold import draw_hold_ring
from game.shell.ui.i18n import catalog
from game.shell.ui.symbols_data import default_symbols, symbol_names

from .conftest import Driver, make_app


@pytest.fixture
def symbols(app):
    app.start(SymbolsScene(app))
    return Driver(app)


def choice(driver: Driver, color: str):
    return next(w for w in driver.top.form.widgets if w.key == f"color.{color}")


def shown(driver: Driver) -> dict[str, str]:
    return {color: choice(driver, color).value for color in COLORS}


def is_one_to_one(mapping: dict[str, str]) -> bool:
    return set(mapping) == set(COLORS) and sorted(mapping.values()) == sorted(symbol_names())


def test_changing_a_symbol_swaps_it_with_the_colour_that_had_it(symbols):
    app = symbols.app
    assert shown(symbols) == default_symbols() and app.settings.symbol_map == {}
    symbols.focus_on("color.blue")
    symbols.press("right")  # blue: drop -> clover, so green takes the drop
    assert app.settings.symbol_map["blue"] == "clover"
    assert app.settings.symbol_map["green"] == "drop"
    assert shown(symbols) == app.settings.symbol_map
    assert app.art.symbols == app.settings.symbol_map  # the tiles use the new table at once
    for _ in range(7):  # keep cycling, with the keyboard and the mouse
        symbols.press("left")
        assert is_one_to_one(player_mapping(app.settings.symbol_map))
        assert shown(symbols) == player_mapping(app.settings.symbol_map)
    rect = choice(symbols, "red").rect
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=rect.center, button=1))
        symbols.frames(2)
    assert symbols.top.form.focused.key == "color.red"
    assert is_one_to_one(shown(symbols))


def test_default_symbols_restores_the_table_and_the_table_persists(symbols, tmp_path):
    app = symbols.app
    symbols.focus_on("color.orange")
    symbols.press("right")
    symbols.press("right")
    changed = dict(app.settings.symbol_map)
    assert changed and is_one_to_one(changed)
    store = SettingsStore(tmp_path / "config")
    assert store.load().symbol_map == changed
    symbols.focus_on("default")
    symbols.press("confirm")
    assert app.settings.symbol_map == {} and shown(symbols) == default_symbols()
    assert store.load().symbol_map == {}


def test_the_toggle_mirrors_the_symbols_setting(symbols):
    app = symbols.app
    symbols.focus_on("symbols")
    assert symbols.top.form.focused.value is True
    symbols.press("confirm")
    assert app.settings.symbols is False and app.art.symbols is None
    assert SettingsStore(app.store.directory).load().symbols is False
    symbols.focus_on("color.red")
    symbols.press("right")  # the table can be changed while symbols are hidden
    assert app.settings.symbol_map["red"] == "flower"
    symbols.frames(1)  # the symbols beside the rows follow the player's table
    assert symbols.top._art.symbols == player_mapping(app.settings.symbol_map)


def test_a_broken_saved_table_falls_back_to_the_default():
    assert player_mapping({"blue": "heart"}) == default_symbols()  # two hearts
    assert player_mapping({"blue": "star", "pink": "drop"}) == default_symbols()
    swapped = {"blue": "clover", "green": "drop"}
    assert player_mapping(swapped) == {**default_symbols(), **swapped}


def test_the_symbols_screen_opens_the_preview_and_back(symbols):
    symbols.focus_on("preview")
    symbols.press("confirm")
    assert isinstance(symbols.top, CvdPreviewScene)
    symbols.press("back")
    assert isinstance(symbols.top, SymbolsScene)


@pytest.mark.parametrize("size", ["1280x720", "1920x1080"])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_preview_renders(tmp_path, monkeypatch, size, language):
    app = make_app(tmp_path, monkeypatch, "--size", size, language=language)
    try:
        app.start(CvdPreviewScene(app))
        driver = Driver(app)
        driver.frames(2)
        scene = driver.top
        assert app.window.get_size() == tuple(int(v) for v in size.split("x"))
        assert list(scene._pictures) == list(VISIONS)
        for vision in VISIONS:
            assert len(scene._pictures[vision]) == len(COLORS)
        # the deficiencies change the colours: red and green come closer for deuteranopia
        normal = [
            p.get_at((p.get_width() // 3, p.get_height() // 2)) for p in scene._pictures["normal"]
        ]
        deuter = [
            p.get_at((p.get_width() // 3, p.get_height() // 2))
            for p in scene._pictures["deuteranopia"]
        ]
        assert normal != deuter
        app.apply_settings(replace(app.settings, text_scale=2.0), save=False)
        driver.frames(1)  # reflowed at 200 % text
        driver.press("back")
        assert app.stack.top is None or not isinstance(app.stack.top, CvdPreviewScene)
    finally:
        pygame.display.quit()


def test_simulating_a_surface_keeps_alpha_and_matches_the_colour_model():
    pygame.display.init()
    surface = pygame.Surface((3, 2), pygame.SRCALPHA)
    surface.fill((200, 40, 30, 255))
    surface.set_at((0, 0), (10, 180, 60, 128))
    surface.set_at((1, 0), (0, 0, 0, 0))
    for vision in VISIONS:
        seen = simulate_surface(surface, vision)
        assert seen.get_size() == (3, 2)
        assert tuple(seen.get_at((2, 1))) == (*simulate_rgb((200, 40, 30), vision), 255)
        assert tuple(seen.get_at((0, 0))) == (*simulate_rgb((10, 180, 60), vision), 128)
        assert seen.get_at((1, 0)).a == 0
    assert simulate_rgb((255, 255, 255), "protanopia") == (255, 255, 255)
    assert simulate_rgb((0, 0, 0), "tritanopia") == (0, 0, 0)


def test_the_hold_ring_draws_a_growing_arc(app):
    surface = pygame.Surface((100, 100))
    filled = []
    for progress in (0.0, 0.25, 0.5, 1.0):
        surface.fill((0, 0, 0))
        draw_hold_ring(surface, app, progress, (50, 50))
        filled.append(
            sum(
                1
                for x in range(100)
                for y in range(100)
                if tuple(surface.get_at((x, y)))[:3] == app.palette.focus
            )
        )
    assert filled[0] == 0 and filled[0] < filled[1] < filled[2] < filled[3]


def test_the_strings_exist_in_both_access_catalogs():
    import json
    from pathlib import Path

    from tests.app.test_i18n import placeholders

    folder = Path(__file__).resolve().parents[2] / "assets" / "i18n"
    en = json.loads((folder / "access.en.json").read_text(encoding="utf-8"))
    fr = json.loads((folder / "access.fr.json").read_text(encoding="utf-8"))
    assert set(en) == set(fr)
    for key in en:
        assert placeholders(en[key]) == placeholders(fr[key]), key
        assert en[key] and fr[key], key
    keys = [f"access.symbol.{name}" for name in symbol_names()]
    keys += [f"access.cvd.{vision}" for vision in VISIONS]
    keys += [
        "access.symbols.title",
        "access.symbols.show",
        "access.symbols.default",
        "access.symbols.preview",
        "access.symbols.swapped",
        "access.cvd.title",
        "access.cvd.note",
        "access.back",
    ]
    for lang in ("en", "fr"):
        assert [k for k in keys if k not in catalog(lang)] == [], lang
    assert set(keys) <= set(en)
