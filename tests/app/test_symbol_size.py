"""The symbol size (issue 35): one setting, declared once, in Settings → Symbols of the colours
and in a seat's own profile, that both games honour: the Isle's cat tiles, cat faces, treasure
maps, legends and colour dialog, Kitten Toys' cards, trump and lead legend, collection chips
and overflow cards."""

from __future__ import annotations

import json
from dataclasses import replace

import pygame
import pytest

from game.shell.app.settings import Settings, SettingsStore
from game.shell.options import PROFILE_KEYS, SYMBOL_SCALES, SYMBOL_SIZES
from game.shell.ui.palette import STANDARD
from game.shell.ui.symbols_data import default_symbols
from tests.app.conftest import Driver


def test_the_setting_is_declared_once_with_its_sizes_and_a_bad_value_falls_back(tmp_path):
    assert Settings().symbol_size == "normal"
    assert SYMBOL_SIZES == ("small", "normal", "large")
    assert SYMBOL_SCALES["small"] < SYMBOL_SCALES["normal"] == 1.0 < SYMBOL_SCALES["large"]
    (tmp_path / "settings.json").write_text(json.dumps({"symbol_size": "huge"}))
    store = SettingsStore(tmp_path)
    assert store.load().symbol_size == "normal"
    assert store.problems and "symbol_size" in store.problems[0]
    (tmp_path / "settings.json").write_text(json.dumps({"symbol_size": "large"}))
    assert SettingsStore(tmp_path).load().symbol_size == "large"


def test_it_is_part_of_a_seat_s_own_profile_saved_and_remembered():
    from game.shell.scenes.setup_memory import SeatProfile
    from game.shell.session.header import ProfileModel

    assert "symbol_size" in PROFILE_KEYS
    assert ProfileModel(symbol_size="large").symbol_size == "large"
    assert SeatProfile(symbol_size="small").as_profile() == {"symbol_size": "small"}
    with pytest.raises(ValueError):
        ProfileModel(symbol_size="huge")


def test_the_symbols_screen_sets_it_and_the_words_are_in_both_languages(app):
    from game.shell.scenes.symbols import SymbolsScene
    from game.shell.ui.i18n import catalog

    app.start(app.scene("title"))
    app.stack.push(SymbolsScene(app))
    app.stack.apply()
    drive = Driver(app)
    drive.focus_on("symbol_size")
    row = drive.top.form.focused
    assert [v for v, _ in row.options] == list(SYMBOL_SIZES)
    row.on_change("large")
    assert app.settings.symbol_size == "large" and app.store.load().symbol_size == "large"
    assert app.art.symbol_scale == SYMBOL_SCALES["large"], "the pictures are drawn again"
    keys = ["settings.symbol_size", "setting_name.symbol_size"]
    keys += [f"settings.symbol_size.{v}" for v in SYMBOL_SIZES]
    for language in ("en", "fr"):
        words = catalog(language)
        assert [k for k in keys if not words.get(k)] == [], language


def test_a_seat_profile_s_symbol_size_applies_while_it_acts(app):
    app.use_profile({"symbol_size": "large"})
    assert app.settings.symbol_size == "large" and app.art.symbol_scale == 1.35
    app.use_profile({})
    assert app.settings.symbol_size == "normal" and app.art.symbol_scale == 1.0


def _changed(a: pygame.Surface, b: pygame.Surface) -> int:
    """How many pixels differ between two pictures of one size."""
    assert a.get_size() == b.get_size()
    w, h = a.get_size()
    return sum(1 for x in range(w) for y in range(h) if a.get_at((x, y)) != b.get_at((x, y)))


def _grows(draw) -> tuple[int, int, int]:
    """The pixels the symbols change in a picture (drawn with and without them) at the small,
    normal and large sizes."""
    return tuple(_changed(draw(scale, True), draw(scale, False)) for scale in (0.8, 1.0, 1.35))


def test_the_isle_s_cat_tiles_faces_and_maps_draw_their_symbol_at_the_player_s_size():
    from game.isle.data.loader import load_content
    from game.isle.ui.art import IsleArt

    content = load_content()
    table = default_symbols()
    cat = next(i for i, s in content.shapes.items() if s.kind == "cat" and len(s.cells) >= 4)

    def art(scale, symbols):
        shown = table if symbols else None
        return IsleArt(content, STANDARD, shown, symbol_scale=scale, legend=table)

    for draw in (
        lambda s, on: art(s, on).tile(cat, "blue", 0, 48),
        lambda s, on: art(s, on).tile(cat, "red", 0, 26),
        lambda s, on: art(s, on).cat_face("green", 48),
        lambda s, on: art(s, on).treasure_map("purple", 48),
    ):
        small, normal, large = _grows(draw)
        assert small < normal < large and large >= 1.4 * normal, (small, normal, large)
    legend = art(1.35, True)
    assert legend.symbol_px(30) == 40 and art(0.8, True).symbol_px(30) == 24


def test_kitten_toys_cards_and_overflow_backs_draw_their_symbol_at_the_player_s_size():
    from game.kittens.rules.cards import parse_card
    from game.kittens.ui.art import ToyArt

    table = default_symbols()

    def card(scale, on):
        return ToyArt(STANDARD, table if on else None, table, symbol_scale=scale).card(
            parse_card("b5"), 100
        )

    pictures = [card(scale, True) for scale in (0.8, 1.0, 1.35)]
    assert _changed(pictures[0], pictures[1]) and _changed(pictures[1], pictures[2])
    assert _changed(card(1.35, False), card(1.0, False)) == 0, "no symbol: nothing to grow"
    sizes = [
        ToyArt(STANDARD, table, table, symbol_scale=s).index_sizes(100)[1] for s in (0.8, 1, 1.35)
    ]
    assert sizes[0] < sizes[1] and sizes[2] >= 1.3 * sizes[1]
    backs = [ToyArt(STANDARD, table, table, symbol_scale=s).back(100, colour=2) for s in (1, 1.35)]
    plain = ToyArt(STANDARD, table, table).back(100)
    assert _changed(backs[1], plain) > 1.3 * _changed(backs[0], plain)


def test_kitten_toys_table_follows_the_setting_in_its_chips_and_its_legend(app):
    from tests.kittens.app.helpers import answer_first, run_until, start, top_name

    table = start(app, players=4, humans=1, seed=4)
    answer_first(app, "Mia")
    assert run_until(app, lambda: top_name(app) == "KittenHandScene")
    chip, art = table.geo.chip, table.art
    app.apply_settings(replace(app.settings, symbol_size="large"), save=False)
    assert table.art is not art and table.art.symbol_scale == 1.35
    assert table.geo.chip > chip, "the collection's symbols grow"
    drawn = []
    real = table.art.symbol

    def symbol(colour, size):
        drawn.append(size)
        return real(colour, size)

    table.art.symbol = symbol
    app.step(1 / 60)
    app.draw(app.window)
    legend = table.view.art.symbol_px(max(app.layout.px(30), round(table.geo.small_font * 1.6)))
    assert legend in drawn and table.geo.chip in drawn
