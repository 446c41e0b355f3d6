"""Idle life on the table (only the posed part of one cat changes, never under reduced motion
or at "instant") and the final scores counting up (they end at the true totals, confirm skips
the count, reduced motion and "instant" show the numbers at once)."""

from __future__ import annotations

import pygame
import pytest

from game.isle.rules import is_over
from game.isle.scenarios import board_choice, new_session, play_until
from game.isle.scenes.game import GameScene
from game.isle.scenes.scoring import ScoringScene
from game.isle.ui.art import isle_art
from game.isle.ui.idle import IdleCat, IdleLife, table_cats
from game.shell.ui.idle import moment_at
from tests.app.conftest import Driver


def first_time_of(action: str) -> float:
    return next(t / 60 for t in range(60 * 60) if (m := moment_at(t / 60)) and m.action == action)


@pytest.mark.parametrize("action", ["blink", "flick"])
def test_a_pose_changes_only_its_part_of_the_cat(app, action):
    app.settings.animation_speed = "normal"
    app.time = first_time_of(action)
    idle = IdleLife(app)
    assert idle.now() is not None and idle.now().action == action
    cat = IdleCat("boat", 403, "orange", 1, 40, (30, 20))
    surface = pygame.Surface((300, 300))
    surface.fill((90, 60, 40))
    surface.blit(isle_art(app).tile(403, "orange", 1, 40), cat.topleft)
    plain = surface.copy()
    idle.draw(surface, lambda: [cat])
    box = isle_art(app).pose_box(403, 1, 40, action).move(cat.topleft)
    changed = [
        (x, y)
        for x in range(0, 300, 2)
        for y in range(0, 300, 2)
        if surface.get_at((x, y)) != plain.get_at((x, y))
    ]
    assert changed, f"the {action} shows"
    assert all(box.collidepoint(p) for p in changed), "nothing outside the posed part"


@pytest.mark.parametrize(("speed", "reduced"), [("instant", False), ("normal", True)])
def test_no_idle_life_at_instant_speed_or_under_reduced_motion(app, speed, reduced):
    app.settings.animation_speed, app.settings.reduced_motion = speed, reduced
    idle = IdleLife(app)
    for t in range(0, 60 * 40, 7):
        app.time = t / 60
        assert idle.now() is None


def test_the_table_offers_its_visible_cats_to_idle_life(app):
    session = new_session(app, players=3, seed=4, humans=1)
    assert play_until(session, board_choice)
    game = GameScene(app, session)
    state = session.state
    found = table_cats(game.table, state, 0, {})
    boat = [c for c in found if c.key.startswith("boat")]
    field = [c for c in found if c.key.startswith("field")]
    assert len(boat) == sum(p.tile.is_cat_like for p in state.seats[0].tiles)
    assert len(field) == sum(t.is_cat_like for t in (*state.left, *state.right))
    hidden = {0: {state.seats[0].tiles[0].mask}} if state.seats[0].tiles else {}
    if hidden:
        assert len(table_cats(game.table, state, 0, hidden)) == len(found) - 1, (
            "a tile still flying does not blink"
        )


# --- the final scores ---------------------------------------------------------------------------


@pytest.fixture
def finished(app):
    session = new_session(app, players=2, seed=3, humans=1)
    assert play_until(session, is_over)
    return session


def total_row(scene: ScoringScene) -> int:
    return next(i for i, (key, _) in enumerate(scene.rows()) if key == "scoring.total")


def shown_totals(scene: ScoringScene) -> list[int]:
    row = total_row(scene)
    return [scene.shown(row, c) for c in range(len(scene.scores))]


def test_the_scores_count_up_and_end_at_the_true_totals(app, finished):
    app.settings.animation_speed = "normal"
    app.start(GameScene(app, finished))
    drive = Driver(app)
    drive.frames(2)
    scene = drive.top
    assert isinstance(scene, ScoringScene)
    truth = [s.total for s in scene.scores]
    assert shown_totals(scene) == [0] * len(truth) != truth
    seen = []
    for _ in range(60 * 10):
        seen.append(shown_totals(scene))
        if scene.revealed() >= len(scene.rows()):
            break
        drive.frames(1)
    assert shown_totals(scene) == truth
    assert len({tuple(s) for s in seen}) > 10, "the totals rolled through many values"
    rats = scene.rows()[0][1]
    for c, value in enumerate(rats):
        assert scene.shown(0, c) == value


def test_confirm_skips_the_count_without_choosing_anything(app, finished):
    app.settings.animation_speed = "slow"
    app.start(GameScene(app, finished))
    drive = Driver(app)
    drive.frames(60)
    scene = drive.top
    truth = [s.total for s in scene.scores]
    assert shown_totals(scene) != truth, "still counting"
    drive.press("confirm")
    assert drive.top is scene, "the press only skipped the count"
    assert shown_totals(scene) == truth
    assert scene.revealed() == len(scene.rows())


@pytest.mark.parametrize(("speed", "reduced"), [("instant", False), ("normal", True)])
def test_instant_speed_and_reduced_motion_show_the_final_numbers_at_once(
    app, finished, speed, reduced
):
    app.settings.animation_speed, app.settings.reduced_motion = speed, reduced
    game = GameScene(app, finished)
    scene = ScoringScene(app, game)
    assert shown_totals(scene) == [s.total for s in scene.scores]
    assert scene.counting() is None
