"""The final scoring screen: clickable buttons and boats, and a layout that reflows with the
text size and the language (nothing overlaps at 200 % in French)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.isle.data.window import isle_texts
from game.isle.rules import is_over
from game.isle.scenarios import new_session, play_until
from game.isle.scenes.game import GameScene
from game.isle.scenes.scoring import ScoringScene
from game.shell.scenes.title import TitleScene
from game.shell.ui import text
from tests.app.conftest import make_app


def _click(app, pos) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(40, 40), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(1 / 60)
    app.step(1 / 60)


def _scoring(app, players: int = 4) -> ScoringScene:
    session = new_session(app, players=players, seed=3, humans=1)
    assert play_until(session, is_over)
    app.start(GameScene(app, session))
    app.step(1 / 60)
    app.step(1 / 60)
    scene = app.stack.top
    assert isinstance(scene, ScoringScene)
    return scene


@pytest.fixture
def scoring(app):
    app.settings.animation_speed = "instant"
    return _scoring(app)


def test_clicking_a_players_name_shows_their_boat(app, scoring):
    g = scoring.geometry()
    other = (scoring.shown_seat + 1) % len(scoring.scores)
    _click(app, (g.column_x[other], g.top + g.step // 3))
    assert scoring.shown_seat == other


def test_hovering_a_button_marks_it_keeps_the_focus_and_clicking_it_acts(app, scoring):
    menu = scoring.geometry().buttons[1]
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=menu.center, rel=(30, 0), buttons=(0, 0, 0))
    )
    app.step(1 / 60)
    assert scoring.hover == 1 and scoring.focus == 0, "a hover never takes the focus"
    _click(app, menu.center)
    assert isinstance(app.stack.top, TitleScene)


@pytest.mark.parametrize(("language", "scale"), [("en", 1.0), ("fr", 2.0)])
def test_the_layout_keeps_every_part_apart(tmp_path, monkeypatch, language, scale):
    app = make_app(tmp_path, monkeypatch, language=language)
    try:
        app.apply_settings(
            replace(app.settings, text_scale=scale, animation_speed="instant"), save=False
        )
        scene = _scoring(app)
        g = scene.geometry()
        layout = app.layout
        title = text.font("title", g.title_size).get_linesize()
        assert g.top >= layout.point(0, 10)[1] + title, "the names stay under the title"
        boat_right = g.origin[0] + 22 * g.cell
        label_left = g.label_right - max(
            text.font("bold", g.size).size(app.t(k))[0] for k, _ in scene.rows()
        )
        assert boat_right < label_left, "the boat stays left of the table"
        assert g.row_y[-1] + g.step <= g.result_y, "the table ends above the result line"
        assert g.lessons.bottom <= g.result_y
        assert g.origin[1] + 9 * g.cell < g.lessons.y, "the lessons are under the boat"
        assert g.lessons.right <= label_left, "the lessons stay left of the table"
        assert g.buttons[0].right < g.buttons[1].left
        assert all(layout.full().contains(b) for b in g.buttons)
        half = (g.column_x[1] - g.column_x[0]) // 2
        widest = max(text.font("title", g.total_size).size(str(s.total))[0] for s in scene.scores)
        assert g.column_x[-1] + widest // 2 <= layout.width and widest // 2 < half
    finally:
        pygame.display.quit()


def test_solo_lists_the_sisters_points_on_the_players_boat(app):
    """Play-test 2026-12-01 m10 (re-checked 2026-12-04): "Left: Other boat" did nothing in
    Solo, and the sister's lessons were never listed."""
    from tests.app.conftest import Driver

    app.settings.animation_speed = "instant"
    session = new_session(app, players=1, seed=3, mode="solo", difficulty="easy")
    assert play_until(session, is_over)
    app.start(GameScene(app, session))
    drive = Driver(app)
    drive.frames(2)
    scoring = drive.top
    assert isinstance(scoring, ScoringScene) and scoring.sister is not None
    scoring.elapsed = 1e9  # counted
    drive.press("left")
    assert scoring.shows_sister()
    import sys
    from pathlib import Path

    from game.shell.ui import drawlog

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    import layout_audit

    drawlog.start()
    try:
        frame = layout_audit.capture(app, step=True).texts
    finally:
        drawlog.stop()
    sister = scoring.sister
    listed = [p for _, p in sister.color_points] + [p for _, p in sister.lesson_points]
    assert sum(listed) == sister.total
    lang = app.settings.language
    words = " ".join(getattr(d, "text", "") for d in frame)
    for card, points in sister.lesson_points:
        assert f"{points:+d}  {isle_texts(app).card_name(card, lang)}" in words
    drive.press("left")
    assert not scoring.shows_sister() and scoring.shown_seat == 0


def test_the_only_persons_lessons_are_theirs_in_the_second_person(app):
    """A real window's daily game showed "You's lessons:" under the player's boat (the Solo
    seat is named "You"): the game's only person reads "Your lessons"; names say whose they
    are when several people play."""
    import sys
    from pathlib import Path

    from game.shell.ui import drawlog

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    import layout_audit

    app.settings.animation_speed = "instant"
    session = new_session(app, players=1, seed=3, mode="solo", difficulty="easy")
    assert play_until(session, is_over)
    app.start(GameScene(app, session))
    app.step(1 / 60)
    app.step(1 / 60)
    scoring = app.stack.top
    assert isinstance(scoring, ScoringScene) and scoring.shown_seat == 0
    scoring.elapsed = 1e9  # counted
    drawlog.start()
    try:
        words = [d.text for d in layout_audit.capture(app, step=True).texts]
    finally:
        drawlog.stop()
    assert app.t("scoring.you.lessons_of") in words
    assert not any("'s lessons" in w or "’s lessons" in w for w in words), words
