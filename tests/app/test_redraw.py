"""The real loop draws only what changed: a still screen draws nothing, a drifting island only
its moving parts, and what the window shows is what a whole redraw would show."""

from __future__ import annotations

import pygame

from game.shell.app.main import STEP
from game.shell.scenes.title import TitleScene


def pixels(app) -> bytes:
    return pygame.image.tobytes(app.window, "RGB")


def whole_redraw(app) -> bytes:
    """What a whole redraw shows at the app's current time (the window is put back)."""
    kept = app.window.copy()
    app.draw_frame(None)
    whole = pixels(app)
    app.window.blit(kept, (0, 0))
    return whole


def settle(app, seconds: float = 0.5) -> None:
    for _ in range(round(seconds / STEP)):
        app.frame(STEP)


def test_partial_redraws_of_the_drifting_island_show_what_a_whole_redraw_shows(app):
    from game.shell.scenes.settings import SettingsScene

    app.start(SettingsScene(app))  # a menu over the island (the title's cats read the clock)
    settle(app)
    partial = looks = 0
    for _ in range(90):
        due = app.redraw.motion_due
        regions = app.frame(STEP)
        if regions:
            partial += 1
            area = sum(r.w * r.h for r in regions)
            assert area < app.window.get_width() * app.window.get_height(), regions
        if app.redraw.motion_due != due:  # the motions were looked at (5 times a second)
            looks += 1
            assert pixels(app) == whole_redraw(app), f"the window differs at t={app.time:.3f}"
    assert looks >= 6
    assert partial >= 3, "the island drifts in parts, not by whole redraws"


def test_a_still_screen_draws_nothing_until_input_comes(app):
    app.settings.reduced_motion = True
    app.start(TitleScene(app))
    settle(app)
    drawn = app.frames_drawn
    assert [app.frame(STEP) for _ in range(30)] == [[]] * 30
    assert app.frames_drawn == drawn
    assert app.may_sleep(), "nothing moves: the loop may sleep until input"
    before = app.stack.top.form.focused
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
    assert app.frame(STEP) is None, "input brings a whole redraw in the same frame"
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_DOWN, mod=0, unicode=""))
    app.frame(STEP)
    assert app.stack.top.form.focused is not before, "the key moved the focus"
    assert pixels(app) == whole_redraw(app)


def test_a_new_screen_is_drawn_whole_and_a_still_one_lets_the_loop_sleep(app):
    app.settings.reduced_motion = True
    app.start(TitleScene(app))
    settle(app)
    from game.shell.scenes.settings import SettingsScene

    app.stack.push(SettingsScene(app))
    assert app.frame(STEP) is None
    assert pixels(app) == whole_redraw(app)
    settle(app)
    assert app.frame(STEP) == []
    assert app.may_sleep()


def test_the_hand_off_screen_redraws_only_the_bobbing_face(app):
    from types import SimpleNamespace

    from game.isle.scenarios import new_session
    from game.isle.ui.portraits import seat_portrait
    from game.shell.scenes.handoff import HandoffScene

    session = new_session(app, players=2, seed=1, humans=2)
    boat = session.public_view().state.seats[1].boat
    game = SimpleNamespace(
        session=session, portrait=lambda seat, size: seat_portrait(app, seat, boat, size)
    )
    app.start(HandoffScene(app, game, 1, None))
    settle(app)
    assert app.may_sleep(), "waiting for the next seat: the loop sleeps between the bobs"
    window = app.window.get_width() * app.window.get_height()
    looks = 0
    for _ in range(40):
        due = app.redraw.motion_due
        regions = app.frame(STEP)
        assert regions is not None, "no whole redraws while it waits"
        assert sum(r.w * r.h for r in regions) < window / 10
        if app.redraw.motion_due != due:
            looks += 1
            assert pixels(app) == whole_redraw(app), f"the window differs at t={app.time:.3f}"
    assert looks >= 3
    game.session.close()


def test_a_held_key_keeps_the_loop_awake_for_its_repeats(app):
    app.settings.reduced_motion = True
    app.start(TitleScene(app))
    settle(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
    app.frame(STEP)
    settle(app, 0.2)  # the press is drawn; the first repeat comes after 0.35 s
    assert not app.may_sleep(), "the repeats come from the clock: no sleeping through them"
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_DOWN, mod=0, unicode=""))
    settle(app)
    assert app.may_sleep()


def test_the_title_redraws_its_cats_and_island_in_parts(app):
    app.start(TitleScene(app))
    settle(app)
    looks = 0
    for _ in range(45):
        due = app.redraw.motion_due
        regions = app.frame(STEP)
        assert regions is not None, "the title's motions redraw in parts"
        if app.redraw.motion_due != due:
            looks += 1
            assert pixels(app) == whole_redraw(app), f"the window differs at t={app.time:.3f}"
    assert looks >= 4


def looks_per_second(app, seconds: float = 2.0) -> float:
    looks = 0
    for _ in range(round(seconds / STEP)):
        due = app.redraw.motion_due
        app.frame(STEP)
        looks += app.redraw.motion_due != due
    return looks / seconds


def test_the_menus_island_moves_five_times_a_second_and_the_table_ten(app):
    """The island behind the menus moves slowly: five redraws a second look as smooth there
    and cost half of ten (issue 16); other screens keep their ten."""
    from game.isle.scenes.game import GameScene
    from game.shell.app.redraw import Redraw

    app.start(TitleScene(app))
    settle(app)
    assert 4 <= looks_per_second(app) <= 5.5
    assert GameScene.motion_hz == 10
    redraw = Redraw()
    redraw.begin(whole=True)
    redraw.record(lambda t: int(t * 100), pygame.Rect(0, 0, 4, 4), 0)  # moves all the time
    redraw.end()
    for hz, expected in ((10, 10), (5, 5), (30, 10)):  # never more than MOTION_HZ
        redraw.motion_due = float("-inf")
        drawn = sum(bool(redraw.plan(k / 60, (8, 8), hz)) for k in range(1, 61))
        assert drawn == expected, hz
