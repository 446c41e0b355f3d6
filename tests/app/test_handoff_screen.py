"""The hand-off screen of both games (play-test 2026-12-04 N14, N18): another seat's pad pressing
"ready" is told whose screen it is (it was silently ignored), and the seat's picture shows its
whole boat, the cat above it (the cat hid the boat's middle)."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from game.isle.ui.art import isle_art
from game.shell.ui import drawlog
from tests.app.test_couch_game import couch_with
from tests.kittens.app.test_couch_pads import KittenPads

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import layout_audit  # noqa: E402


@pytest.fixture
def couch(tmp_path, monkeypatch):
    yield from couch_with(tmp_path, monkeypatch, KittenPads)


def drawn_words(app) -> str:
    drawlog.start()
    try:
        frame = layout_audit.capture(app, step=True)
    finally:
        drawlog.stop()
    return " ".join(d.text for d in frame.texts)


def first_handoff(app, drive, pads, game: str):
    first, second = pads
    if game == "isle":
        drive.tap(first, "a")  # New game
        drive.tap(first, "a")  # The Isle of Cats
    else:
        drive.choose_kitten_toys(first)
    setup = drive.top
    drive.tap(first, "a")  # seat 1
    drive.tap(second, "a")  # seat 2
    drive.focus_row(first, "start")
    drive.tap(first, "a")
    for _ in range(600):
        drive.frames(1)
        top = drive.top
        if type(top).__name__ == "HandoffScene":
            return top
        if type(top).__name__ == "ChoiceScene":  # Kitten Toys: who last petted a cat
            drive.tap(first, "a")
        elif app.session is not None and app.session.bot_movers():
            app.session.poll_bots(blocking=True)
    raise AssertionError(f"no hand-off came ({setup})")


@pytest.mark.parametrize("game", ["isle", "kittens"])
def test_another_seats_pad_is_told_whose_screen_it_is(couch, game):
    app, drive, pads = couch
    handoff = first_handoff(app, drive, pads, game)
    owner = handoff.seat
    other = pads[1 - owner]
    name = app.seat_name(owner)
    said = app.t("polish.handoff.pad_opens", name=name, number=owner + 1, layout="Xbox")
    if owner == 1:
        said = said.replace("Xbox", "PlayStation 5")
    assert said.split(":")[0] not in drawn_words(app)
    drive.tap(other, "a")
    assert drive.top is handoff, "another pad never opens it"
    assert handoff.refused == said
    assert said.split(":")[0] in drawn_words(app), "the screen says it"
    drive.tap(pads[owner], "a")
    assert drive.top is not handoff, "its own pad opens it"


def test_the_portrait_shows_the_whole_boat_under_its_cat(tmp_path, monkeypatch):
    from tests.app.conftest import make_app

    app = make_app(tmp_path, monkeypatch)
    try:
        from game.isle.ui.portraits import seat_portrait

        for seat, color in enumerate(("blue", "green", "red", "purple")):
            picture = seat_portrait(app, seat, color, 240)
            boat = isle_art(app).boat(color, max(4, 240 // 18))
            where = boat.get_rect(midbottom=(picture.get_width() // 2, picture.get_height()))
            # the deck (the boat without its top rail): exactly the boat's own pixels
            deck = pygame.Rect(0, boat.get_height() // 8, boat.get_width(), boat.get_height())
            deck = deck.clip(boat.get_rect())
            for x in range(deck.left, deck.right, 3):
                for y in range(deck.top, deck.bottom, 3):
                    seen = picture.get_at((where.x + x, where.y + y))
                    assert seen == boat.get_at((x, y)), (color, x, y)
            assert picture.get_height() == 240
    finally:
        pygame.display.quit()


def test_the_portrait_shows_the_cats_on_the_seats_boat(tmp_path, monkeypatch):
    """Play-test 2026-12-06: the hand-off picture showed the player's boat empty, without the
    cats rescued so far."""
    from game.isle.scenarios import new_session, play_until
    from game.isle.scenes.game import GameScene
    from tests.app.conftest import make_app

    app = make_app(tmp_path, monkeypatch)
    try:
        session = new_session(app, players=2, seed=5, humans=2)
        assert play_until(session, lambda s: s.day >= 2 and any(x.tiles for x in s.seats))
        game = GameScene(app, session)
        app.start(game)
        seat = next(i for i, x in enumerate(session.public_view().state.seats) if x.tiles)
        me = session.public_view().state.seats[seat]
        size = 240
        picture = game.portrait(seat, size)
        empty = isle_art(app).boat(me.boat, max(4, size // 18))
        full = game.table.boats.surface(me.boat, me.tiles, max(4, size // 18))
        where = full.get_rect(midbottom=(picture.get_width() // 2, picture.get_height()))
        differs = [
            (x, y)
            for x in range(0, full.get_width(), 2)
            for y in range(full.get_height() // 4, full.get_height(), 2)
            if full.get_at((x, y)) != empty.get_at((x, y))
        ]
        assert differs, "the seat has tiles on its boat"
        seen = sum(
            picture.get_at((where.x + x, where.y + y)) == full.get_at((x, y)) for x, y in differs
        )
        assert seen == len(differs), "the portrait shows them"
    finally:
        if app.session is not None:
            app.session.close()
        pygame.display.quit()
