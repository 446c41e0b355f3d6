"""The title screen's cats (issue 14, item 9): cats in a rowboat and on a sandbar, idle (a
blink now and then, the boat rocking), still under reduced motion; and each player's hand-off
screen shows that player's own boat and cat."""

from __future__ import annotations

import itertools

import pygame

from game.isle.ui.portraits import seat_portrait
from game.shell.scenes.title import TitleScene
from game.shell.ui.title_cats import BOAT_CATS, TitleCats


def title_frame(app, time: float) -> pygame.Surface:
    app.time = time
    app.stack.top.draw(app.window)
    return app.window.copy()


def test_the_title_shows_cats_that_blink_now_and_then(app):
    app.settings.animation_speed = "normal"
    app.start(TitleScene(app))
    app.stack.apply()
    cats = TitleCats(app)
    times = [i / 20 for i in range(20 * 12)]
    for index in range(len(BOAT_CATS)):
        blinks = [t for t in times if (setattr(app, "time", t) or cats.blinking(index))]
        assert blinks, f"boat cat {index} never blinks in 12 s"
        assert len(blinks) < len(times) / 4, "a blink is short: the eyes are mostly open"
    open_eyes = next(t for t in times if not (setattr(app, "time", t) or cats.blinking(0)))
    shut = next(t for t in times if (setattr(app, "time", t) or cats.blinking(0)))
    boat = app.art.rowboat(app.layout.px(310), "blue").get_rect(
        midbottom=app.layout.point(205, 616)
    )
    area = boat.inflate(0, boat.h).clip(app.window.get_rect())
    a = title_frame(app, open_eyes).subsurface(area)
    b = title_frame(app, shut).subsurface(area)
    assert pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(b, "RGB"), "the boat is alive"


def test_under_reduced_motion_the_title_cats_keep_still(app):
    app.settings.reduced_motion = True
    app.start(TitleScene(app))
    app.stack.apply()
    cats = TitleCats(app)
    assert not any((setattr(app, "time", i / 10) or cats.blinking(0)) for i in range(10 * 12))
    a, b = title_frame(app, 1.0), title_frame(app, 4.3)
    assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_each_player_has_their_own_hand_off_picture(app):
    boats = ("blue", "green", "red", "purple")
    pictures = [
        pygame.image.tobytes(seat_portrait(app, seat, boat, 200), "RGBA")
        for seat, boat in enumerate(boats)
    ]
    assert len(set(pictures)) == len(boats)


def test_the_title_s_cats_are_there_from_the_first_frame_and_load_no_game(app):
    """The title is the box's, not a game's (issue 42): its sandbar's cats are drawn from the
    shell's art alone, on the first frame, and the title's frames load no game's levels (they
    load in the background after the first frame). A whole redraw shows what the frames
    drew."""
    app.settings.reduced_motion = True  # no other motion
    app.living.get(app.window.get_size(), app.settings.palette, app.palette, True)
    app.wait_for_art = False  # as the real loop draws
    app.start(TitleScene(app))
    app.frame(1 / 60)
    bar = app.art.sandbar(app.layout.px(300)).get_rect(midbottom=app.layout.point(1110, 700))
    empty = app.art.sandbar(app.layout.px(300))
    shown = app.window.subsurface(bar.clip(app.window.get_rect())).copy()
    assert pygame.image.tobytes(shown, "RGB") != pygame.image.tobytes(
        empty.subsurface(((0, 0), shown.get_size())), "RGB"
    ), "the dozing cats are on the sandbar at once"
    for _ in range(60):
        app.frame(1 / 60)
    assert not app.content_loaded(), "the title's frames loaded the levels"
    kept = app.window.copy()
    app.draw_frame(None)
    assert pygame.image.tobytes(app.window, "RGB") == pygame.image.tobytes(kept, "RGB")


def test_the_boat_rocks_in_its_own_region_and_the_sandbar_redraws_only_when_a_cat_moves(app):
    """Two motions (issue 16): the rocking boat names only the boat and its cats, and the
    sandbar's region changes only when one of its cats blinks or flicks its tail."""
    from game.shell.ui.idle import moment_at

    app.settings.animation_speed = "normal"
    app.wait_for_art = True
    app.start(TitleScene(app))
    motions = []
    app.motion = lambda key, dirty=None: motions.append((key, dirty)) or key(0.0)
    TitleCats(app).draw(app.window.copy())
    (boat_key, boat_dirty), (bar_key, bar_area) = motions
    layout = app.layout
    bar = app.art.sandbar(layout.px(300)).get_rect(midbottom=layout.point(1110, 700))
    boat = app.art.rowboat(layout.px(310), "blue").get_rect(midbottom=layout.point(205, 616))
    times = [i / 10 for i in range(200)]
    for a, b in itertools.pairwise(times):
        old, new = boat_key(a), boat_key(b)
        if old != new:
            (region,) = boat_dirty(old, new)
            assert not region.colliderect(bar), "the rocking boat redraws the sandbar"
            assert region.colliderect(boat)
        if moment_at(a) is None and moment_at(b) is None:
            assert bar_key(a) == bar_key(b), f"the sandbar redraws while its cats keep still ({a})"
    posed = [t for t in times if moment_at(t) is not None]
    still = next(t for t in times if moment_at(t) is None)
    assert posed and bar_key(posed[0]) != bar_key(still), "a cat's movement redraws the sandbar"
    assert isinstance(bar_area, pygame.Rect) and bar_area.contains(bar)


def test_a_dozing_cat_moving_redraws_the_title_in_parts(app):
    """While a sandbar cat blinks or flicks its tail the title's drawing does not read the
    clock (which would redraw the whole window at every frame of the movement)."""
    from game.shell.ui.idle import moment_at

    app.settings.animation_speed = "normal"
    app.wait_for_art = True
    app.start(TitleScene(app))
    app.content_problem()
    posed = next(i / 20 for i in range(20 * 30) if moment_at(i / 20) is not None)
    app.time = posed
    app.draw_frame(None)
    assert not app.redraw.clock_read, "drawing the title read the clock"


def test_the_first_title_frame_waits_not_for_the_cats_they_come_with_the_island(app):
    """Issue 16: while the island is drawn aside (a plain sky shows), the cats' art is not
    drawn either; they appear with the island."""
    app.settings.animation_speed = "normal"
    app.wait_for_art = False  # as the real loop draws
    app.start(TitleScene(app))
    app.frame(1 / 60)
    assert app.living.ready is None, "the island is still being drawn aside"
    layout = app.layout
    boat, bar = ("rowboat", layout.px(310), "blue"), ("sandbar", layout.px(300))
    assert boat not in app.art.cache and bar not in app.art.cache, "the first frame drew cats"
    assert app.living._thread is None, "the island's thread started while the frame was drawn"
    app.frame(1 / 60)  # the first frame is shown: the island is drawn aside
    app.living._thread.join()
    for _ in range(3):
        app.frame(1 / 60)
    assert app.living.ready is not None
    assert boat in app.art.cache and bar in app.art.cache, "the cats came not with the island"


def test_the_sandbar_cats_poses_are_drawn_ahead_so_a_blink_holds_no_frame_up(app):
    """Issue 16: the first blink or flick of a dozing cat, drawn on demand, held a title frame
    up for about 150 ms; once the cats settle, every pose is drawn in the background."""
    import threading

    from game.shell.ui.title_cats import DOZING, POSES

    app.settings.animation_speed = "normal"
    app.start(TitleScene(app))
    app.stack.apply()
    app.stack.top.draw(app.window)  # the cats settle
    for thread in threading.enumerate():
        if thread.name == "art-ahead":
            thread.join()
    cell = app.layout.px(21)
    body, color, k, *_ = DOZING[0]
    app.art.cat(*body, color, k, cell)  # the drawing thread takes in what was drawn ahead
    known = len(app.art.cache)
    for body, color, k, *_ in DOZING:
        for pose in POSES:
            app.art.cat(*body, color, k, cell, pose=pose)
    assert len(app.art.cache) == known, "a pose was drawn on demand"
