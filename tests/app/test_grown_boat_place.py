"""While a bot moves, its boat grows over the side column so that everyone can follow; it
grew around the small boat and covered the bot's own name and fish count (play-test
2026-12-04 M3). It grows down from under them now, at every window size, text scale,
language and player count, during the whole growing and shrinking."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.isle.scenarios import new_session
from game.isle.scenes.game import GameScene
from tests.app.conftest import Driver, make_app

CASES = [
    ("1280x720", 1.0, "en"),
    ("1280x720", 2.0, "fr"),
    ("1920x1080", 1.0, "fr"),
    ("1920x1080", 2.0, "en"),
]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize(("size", "scale", "language"), CASES)
def test_a_grown_boat_never_covers_its_seats_name_nor_its_fish(
    tmp_path, monkeypatch, size, scale, language, players
):
    app = make_app(tmp_path, monkeypatch, "--size", size, language=language)
    try:
        app.apply_settings(replace(app.settings, text_scale=scale), save=False)
        app.settings.animation_speed = "normal"
        session = new_session(app, players=players, seed=2, humans=1)
        game = GameScene(app, session)
        app.start(game)
        Driver(app).frames(2)
        state = session.view(0).state
        heads = game.table.side_heads(state, 0)
        assert sorted(heads) == list(range(1, players))
        moves = game.effects.moves
        steps = 40
        for seat, (_, name, _, counts) in heads.items():
            boat = state.seats[seat]
            zoom = moves.zoom(seat, 0, boat.boat, boat.tiles, 1 << 30)
            assert zoom is not None
            assert zoom.big.w > zoom.small.w * 1.5, "it still grows"
            total = zoom.tween.duration
            for step in range(steps + 1):
                plate = zoom.plate()
                when = f"seat {seat}, {step}/{steps} of the way ({plate})"
                assert not plate.colliderect(name), f"{when}: over the name {name}"
                assert not plate.colliderect(counts), f"{when}: over the fish count {counts}"
                assert app.layout.full().contains(plate), f"{when}: off the window"
                zoom.tween.update(total / steps)
    finally:
        if app.session is not None:
            app.session.close()
        pygame.display.quit()


def test_the_side_boats_start_where_the_table_says(app):
    """The outline of a bot's last tile and the boat's growth start from where the small boat
    is drawn: under the head line, as the table lays it out."""
    session = new_session(app, players=4, seed=2, humans=1)
    game = GameScene(app, session)
    app.start(game)
    Driver(app).frames(2)
    state = session.view(0).state
    table = game.table
    for seat, (_, name, _, counts) in table.side_heads(state, 0).items():
        (x, y), _ = table.boat_origin(seat, 0)
        assert y >= max(name.bottom, counts.bottom), f"seat {seat}'s boat starts in its head"
        assert y == table.side_head_bottom(table.other_boxes(4, 0)[seat])
