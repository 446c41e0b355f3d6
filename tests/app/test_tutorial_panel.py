"""Where the guided game's panel lies at a large text scale: never half over the words of the
player's own panel, and when it shades the table (a spotlight), the tile being placed stays in
view with what the step points at."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.isle.data.window import isle_content
from game.isle.scenes.tutorial import Coach, TutorialScene
from game.isle.tutorial.guided import TutorialSession, play_to
from game.isle.tutorial.script import load_script
from tests.app.conftest import Driver, make_app


def _at_step(
    tmp_path, monkeypatch, step: str, size: tuple[int, int], scale: float, language: str = "en"
):
    app = make_app(tmp_path, monkeypatch, language=language)
    app.apply_settings(replace(app.settings, window_size=size, text_scale=scale), save=False)
    session = TutorialSession(
        isle_content(app), load_script("first_game", isle_content(app)), language
    )
    play_to(session, step)
    app.stack.reset(TutorialScene(app, session))
    app.stack.apply()
    Driver(app).frames(4)
    coach = next(o for o in app.overlays if isinstance(o, Coach))
    return app, coach


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_at_150_percent_the_panel_leaves_the_player_s_panel_whole(
    tmp_path, monkeypatch, size, language
):
    app, coach = _at_step(tmp_path, monkeypatch, "place2", size, 1.5, language)
    try:
        marks = coach.highlights()
        box, _, _, spotlight = coach.fitted(marks)
        own = coach.scene.table.regions().panel
        assert not box.colliderect(own), (box, own)
        assert not spotlight, "a panel that hides none of the player's words shades nothing"
        for mark in marks:
            assert not box.colliderect(mark), "the frame of the spot stays in view"
    finally:
        pygame.display.quit()


def test_a_spotlight_keeps_the_tile_being_placed_in_view(tmp_path, monkeypatch):
    # (the French step's words need the panel across the screen at 200 %: it shades)
    app, coach = _at_step(tmp_path, monkeypatch, "place2", (1920, 1080), 2.0, "fr")
    try:
        marks = coach.highlights()
        box, _, _, spotlight = coach.fitted(marks)
        assert spotlight
        keep = coach._spot(marks, box)
        assert keep is not None and not keep.colliderect(box)
        ghost = app.stack.top.ghost_rect
        assert ghost is not None and keep.contains(ghost), (keep, ghost)
        assert all(keep.contains(m) for m in marks)
    finally:
        pygame.display.quit()


def test_a_spotlight_leaves_lit_the_part_of_a_highlight_the_panel_does_not_cover(
    tmp_path, monkeypatch
):
    app, coach = _at_step(tmp_path, monkeypatch, "welcome", (1920, 1080), 2.0)
    try:
        marks = coach.highlights()
        box, _, _, spotlight = coach.fitted(marks)
        keep = coach._spot(marks, box)
        assert spotlight and keep is not None, "the boat stays lit under the panel"
        assert not keep.colliderect(box)
        boat = coach.scene.table.regions().boat
        lit = keep.clip(boat)
        assert lit.w * lit.h * 2 > boat.w * boat.h
    finally:
        pygame.display.quit()
