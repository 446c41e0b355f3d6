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
