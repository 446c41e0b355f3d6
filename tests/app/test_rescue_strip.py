"""The strip of small field cats on a rescue turn (play-test 2026-12-04 m7): it covered the
boat's top row (its rats and cells). It stands between the fields and the boat, beside the turn's
banner, over no field cat, or not at all when its cats would be too small to read."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

TOOLS = Path(__file__).resolve().parents[2] / "tools"
sys.path.insert(0, str(TOOLS))

import layout_audit  # noqa: E402
import screenshots  # noqa: E402


@pytest.mark.parametrize("name", ["rescue", "solo"])
@pytest.mark.parametrize(
    ("size", "scale"), [((1280, 720), 1.0), ((1920, 1080), 1.0), ((1280, 720), 2.0)]
)
def test_the_strip_never_covers_the_boat_nor_a_field_cat(tmp_path, monkeypatch, name, size, scale):
    monkeypatch.setenv("ISLE_OF_CATS_DATA", str(tmp_path / "data"))
    app = screenshots._app(size, tmp_path, text_scale=scale)
    try:
        screenshots.scenes(recordings=layout_audit.GAMES)[name](app)
        board = app.stack.top
        assert type(board).__name__ == "BoardScene"
        board.layout_items()
        table = board.game.table
        r = table.regions()
        plate = board._strip_plate()
        shown = plate is not None
        if name == "solo" and size == (1920, 1080):
            assert shown, "eight cats have room beside the banner"
        if not shown:
            return
        assert not plate.colliderect(r.boat), "over the boat's top row"
        assert not plate.colliderect(board._header()[1]), "over the turn's banner"
        cats = [box for _, _, box in table.field_tiles(board.state)]
        assert plate.collidelist(cats) < 0, "over a cat in the fields"
        assert r.island.contains(plate)
        assert board._strip_layout()[1] >= app.layout.px(5), "cats large enough to tell apart"
    finally:
        if app.session is not None:
            app.session.close()
        pygame.display.quit()
