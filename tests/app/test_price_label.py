"""The focused cat's price ("3 fish") keeps clear of the "since your turn" strip, of the
fields' own fish signs and of the turn banner (play-test 2026-12-04 N15), for every cat of
the fields, at 1280x720 and 1920x1080, 100 % and 200 % text."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.isle.rules.state import RescueTurn
from game.isle.scenarios import new_session, play_until
from game.isle.scenes.game import GameScene
from game.isle.session.router import screen_for
from tests.app.conftest import Driver, make_app
from tests.app.test_follow_moves import run_until


def human_rescue_after_the_bots(app):
    """Day 2: the human lays its rescue cards, two bots rescue first (live), then the
    human's rescue turn with its strip."""
    from game.isle.bots.levels import make_bot

    session = new_session(app, players=4, seed=4, humans=1)
    assert play_until(session, lambda s: s.day >= 2 and screen_for(s) == "declare")
    stand_in = make_bot("easy", 1)
    while 0 in session.human_movers():  # every card laid, then done
        session.submit(stand_in.decide(session.view(0)))
    app.settings.anytime_prompts = "never"
    app.settings.animation_speed = "instant"
    app.start(GameScene(app, session))
    drive = Driver(app)
    run_until(
        drive,
        lambda: (
            isinstance(session.state.top, RescueTurn)
            and session.state.top.seat == 0
            and getattr(drive.top, "screen", "") == "board"
            and drive.top.still_current()
        ),
    )
    drive.frames(2)
    return drive.top


@pytest.mark.parametrize(
    ("size", "scale", "language"),
    [("1280x720", 1.0, "en"), ("1280x720", 2.0, "fr"), ("1920x1080", 2.0, "en")],
)
def test_the_price_of_every_cat_keeps_clear_of_the_strip_the_signs_and_the_banner(
    tmp_path, monkeypatch, size, scale, language
):
    app = make_app(tmp_path, monkeypatch, "--size", size, language=language)
    try:
        app.apply_settings(replace(app.settings, text_scale=scale), save=False)
        board = human_rescue_after_the_bots(app)
        strip = board.news.plate_rect()
        assert strip is not None, "the others' moves are listed"
        table = board.game.table
        signs = table.cost_tag_rects(table.regions())
        banner = board._header()[1]
        cats = [i for i, item in enumerate(board.items) if item.key.startswith("tile:")]
        assert len(cats) >= 4
        layout = app.layout
        for index in cats:
            board.focus = index
            found = board._status()
            assert found is not None
            image, box, _ = found
            plate = box.inflate(layout.px(12), layout.px(6))
            what = f"the price of {board.items[index].key}"
            assert not plate.colliderect(strip), f"{what} lies over the strip"
            assert plate.collidelist(signs) < 0, f"{what} lies over a field's fish sign"
            assert not plate.colliderect(banner), f"{what} lies over the turn banner"
            others = [board.items[i].rect for i in cats if i != index]
            assert plate.collidelist(others) < 0, f"{what} lies over another cat"
    finally:
        if app.session is not None:
            app.session.close()
        pygame.display.quit()


@pytest.mark.parametrize(
    ("size", "scale", "language"),
    [("1280x720", 1.0, "en"), ("1280x720", 2.0, "fr"), ("1920x1080", 2.0, "en")],
)
def test_the_price_stands_by_its_cat_and_the_focus_pointer_on_no_other(
    tmp_path, monkeypatch, size, scale, language
):
    """Play-test 2026-12-06: "5 fish" stood in the island's corner for a bottom-row cat (over
    the corner at 200 %); the focus pointer covered part of the cat to the left."""
    from game.shell.ui.gui import focus_pointer

    app = make_app(tmp_path, monkeypatch, "--size", size, language=language)
    try:
        app.apply_settings(replace(app.settings, text_scale=scale), save=False)
        board = human_rescue_after_the_bots(app)
        layout = app.layout
        cats = [i for i, item in enumerate(board.items) if item.key.startswith("tile:")]
        for index in cats:
            board.focus = index
            board.hover = None
            cat = board.items[index].rect
            _, box, _ = board._status()
            away = max(box.left - cat.right, cat.left - box.right, box.top - cat.bottom)
            away = max(away, cat.top - box.bottom, 0)
            assert away <= 2 * cat.width, (
                f"the price of {board.items[index].key} stands {away} px from it: {box} / {cat}"
            )
            side = board.pointer_side(board.items[index])
            if side is None:
                continue  # every side of it is another cat's box: the ring alone marks it
            points = focus_pointer(cat, layout, side)
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            arrow = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
            others = [board.items[i].rect for i in cats if i != index]
            assert arrow.collidelist(others) < 0, f"{board.items[index].key}'s pointer on a cat"
    finally:
        if app.session is not None:
            app.session.close()
        pygame.display.quit()
