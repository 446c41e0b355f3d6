"""Kitten Toys at 200 % (play-test 2026-12-06): the game's end rows keep their winner's tag
and frame off the names; "Who starts?" stays clear of the prompt bar; the menus' titles do not
look smaller than their rows; and the hands-empty reason says "the most kinds of toy"."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from game.shell.ui import drawlog
from game.shell.ui.i18n import catalog
from game.shell.ui.prompts import bar_top

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "tools"))
import layout_audit  # noqa: E402
import screenshots  # noqa: E402
from layout_checks import ink_rect  # noqa: E402

NAMES = ("Mia", "Leo", "Nora", "Sam", "Zoé")


def frame_of(name: str, tmp_path, language: str = "en", size=(1280, 720)):
    drawlog.start()
    try:
        _, app = screenshots.shot(name, size, tmp_path, language=language, text_scale=2.0)
        return layout_audit.capture(app), app
    finally:
        drawlog.stop()


@pytest.mark.parametrize("name", ["kittens_game_end_5", "kittens_round_end_5"])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_end_rows_keep_the_winner_s_tag_off_the_names(tmp_path, name, language):
    try:
        frame, app = frame_of(name, tmp_path, language)
        tags = {app.t("kittens.game_end.winner_tag"), app.t("kittens.round_end.star")}
        names = [d for d in frame.texts if d.text in NAMES]
        marks = [d for d in frame.texts if d.text in tags]
        assert len(names) >= 5 and marks, [d.text for d in frame.texts]
        for mark in marks:
            assert not any(mark.rect.colliderect(n.rect) for n in names), mark.text
        # the winner's frame (3 px wide at 100 %) clears its name and its tag on every side
        rings = app.stack.top.board.rings
        assert rings
        edge = app.layout.px(3)
        for ring in rings:
            inside = ring.inflate(-2 * edge, -2 * edge)
            framed = [ink_rect(d) for d in names + marks if ring.colliderect(d.rect)]
            assert framed and all(inside.contains(ink) for ink in framed), (ring, framed)
    finally:
        pygame.display.quit()


def test_who_starts_stays_clear_of_the_prompt_bar(tmp_path):
    try:
        _, app = frame_of("kittens_first", tmp_path)
        dialog = app.stack.top
        assert type(dialog).__name__ == "ChoiceScene"
        assert dialog.box.bottom + app.layout.px(4) <= bar_top(app.layout), dialog.box
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("name", ["kittens_setup", "kittens_pause"])
def test_a_menu_s_title_stays_larger_than_its_rows_at_200_percent(tmp_path, name):
    try:
        frame, app = frame_of(name, tmp_path)
        scene = app.stack.top
        title = next(d for d in frame.texts if d.text == app.t(scene.title_key))
        row = app.layout.font(max(scene.font_size, 22.0))
        assert title.piece.size >= round(1.5 * row), (title.piece.size, row)
    finally:
        pygame.display.quit()


def test_the_hands_empty_reason_says_the_most_kinds_of_toy():
    for key in ("kittens.round_end.hands_empty.one", "kittens.round_end.hands_empty.other"):
        assert "most kinds of toy" in catalog("en")[key]
        assert "sortes de jouets" in catalog("fr")[key]
