"""Drawn pictures are bounded and let go when the size, text scale, palette or language
changes: none of them would be shown again, and a long evening of changes must stay flat."""

from __future__ import annotations

import pytest

from game.app.main import art_cache_bytes
from game.scenes.title import TitleScene
from game.ui import panels, text


@pytest.mark.parametrize(
    "change",
    [{"language": "fr"}, {"palette": "high_contrast"}, {"text_scale": 1.5}],
)
def test_a_change_of_looks_drops_every_drawn_picture(app, change):
    app.start(TitleScene(app))
    app.step(1 / 60)
    art = app.art
    art.tile(400, "blue", 0, 40)
    assert text.render.cache_info().currsize and len(panels.SHADES)
    assert app.living.ready is not None
    app.update_settings(**change)
    assert text.render.cache_info().currsize == 0 and len(panels.SHADES) == 0
    assert app.art is not art and app.art.cache.bytes == 0
    assert app.living.ready is None, "the island of the old looks is let go"
    app.step(1 / 60)
    assert app.living.ready is not None, "and drawn again in the new ones"


def test_changes_that_do_not_change_looks_keep_the_pictures(app):
    app.start(TitleScene(app))
    app.step(1 / 60)
    art = app.art
    app.update_settings(music_volume=0.3)
    assert app.art is art and text.render.cache_info().currsize


def test_the_art_cache_is_bounded_by_the_window_size():
    assert art_cache_bytes((1280, 720)) == 32 * 2**20
    assert 40 * 2**20 < art_cache_bytes((1920, 1080)) < 50 * 2**20
    assert art_cache_bytes((3840, 2160)) == 160 * 2**20


def test_the_setup_screen_draws_the_table_ahead_for_a_quick_first_frame(app):
    """While the players set the game up, the table's boats (every colour, at the sizes the
    table shows them), its backdrop and island are drawn in the background: the new game's
    first frame finds them ready."""
    from game.rules.ids import BOAT_COLORS
    from game.scenes.setup import SetupScene
    from game.scenes.title import TitleScene
    from game.ui.table import regions

    app.start(TitleScene(app))
    setup = SetupScene(app)
    app.stack.push(setup)
    app.stack.apply()
    assert setup.drawing_ahead is not None
    setup.drawing_ahead.join(timeout=60)
    app.art.fish(12)  # the next picture asked for takes in what was drawn ahead
    r = regions(app.layout)
    for color in BOAT_COLORS:
        for cell in (r.own_cell, r.thumb_cell):
            assert ("boat", color, cell) in app.art.cache, (color, cell)
    before = set(app.art.cache._items)
    setup.start()  # Start: the first frame of the game finds its cats and boats drawn
    app.stack.apply()
    app.draw_frame(None)
    new = set(app.art.cache._items) - before  # what the first frame had to draw itself
    assert not [k for k in new if k[0] == "boat" or (k[0] == "tile" and k[2] is not None)], new
