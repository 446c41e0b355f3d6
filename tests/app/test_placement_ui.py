"""Placing a tile by keyboard, mouse and pad; undo inside a turn; hand-off order."""

from __future__ import annotations

import pygame
import pytest

from game.isle.rules.state import PlaceTile, RescueTurn
from game.isle.scenarios import new_session, placing, play_until
from game.isle.scenes.board import BoardScene
from game.isle.scenes.game import GameScene
from tests.app.conftest import Driver
from tests.shell.input.virtual_pads import VirtualPad


def placing_game(app, seed: int = 4):
    session = new_session(app, players=3, seed=seed, humans=1)
    assert play_until(session, placing)
    game = GameScene(app, session)
    app.start(game)
    drive = Driver(app)
    drive.frames(3)
    assert isinstance(drive.top, BoardScene) and drive.top.cursor is not None
    return session, game, drive


def test_keyboard_moves_turns_flips_and_places(app):
    session, game, drive = placing_game(app)
    board = drive.top
    cursor = board.cursor
    start = (cursor.x, cursor.y, cursor.k)
    drive.press("right")
    assert (cursor.x, cursor.y) in ((start[0] + 1, start[1]), (start[0], start[1]))
    drive.press("rotate_right")
    assert cursor.k == (start[2] + 1) % 4 + 4 * (start[2] // 4)
    drive.press("flip")
    assert cursor.k // 4 != (start[2] // 4)
    drive.press("next_spot")
    assert cursor.problem(session.state) is None, "next spot lands on a legal spot"
    target = cursor.action()
    tiles_before = len(session.state.seats[0].tiles)
    drive.press("confirm")
    placed = session.state.seats[0].tiles
    assert len(placed) == tiles_before + 1
    assert any(f"p0 place {target.x},{target.y}" in a for a in session.match.log[-3:])


def test_an_illegal_spot_says_why_and_places_nothing(app):
    session, game, drive = placing_game(app)
    cursor = drive.top.cursor
    me = session.state.seats[0]
    # put the tile on an occupied cell if there is one, else far from the boat's tiles
    cursor.x, cursor.y = 0, 0
    cursor.clamp(session.state)
    if cursor.problem(session.state) is None:
        return  # nowhere illegal to try on this boat (never seen)
    before = len(me.tiles)
    said: list[str] = []
    app.settings.narration = True
    app.narrate = said.append
    drive.press("confirm")
    assert len(session.state.seats[0].tiles) == before
    from game.isle.ui.reasons import translate

    reason = translate(cursor.problem(session.state), app.t)
    board = drive.top
    shown = [image for image, _, _ in board._callouts(board.cursor, cursor.problem(session.state))]
    assert len(shown) == 1, "the reason by the ghost, once"
    labels = [t.label for t in game.effects.toasts]
    assert reason not in labels, "never its reason twice: a toast over the callout (43.3)"
    assert reason in said, "the confirm says why"


def test_the_mouse_points_and_clicks_a_cell(app):
    session, game, drive = placing_game(app)
    cursor = drive.top.cursor
    cursor.next_spot(session.state)
    w, h = cursor.size(session.state)
    r = game.table.regions()
    cell = (cursor.x + (w - 1) // 2, cursor.y + (h - 1) // 2)
    pos = (
        r.boat.x + cell[0] * r.own_cell + r.own_cell // 2,
        r.boat.y + cell[1] * r.own_cell + r.own_cell // 2,
    )
    expected = (cursor.x, cursor.y, cursor.k)
    cursor.x, cursor.y = 0, 0
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(40, 40), buttons=(0, 0, 0))
    )
    drive.frames(2)
    assert (cursor.x, cursor.y, cursor.k) == expected
    before = len(session.state.seats[0].tiles)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    drive.frames(1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    drive.frames(3)
    assert len(session.state.seats[0].tiles) == before + 1


def test_a_pad_alone_places_the_tile(app):
    session, game, drive = placing_game(app)
    pad = VirtualPad(name="Virtual Xbox Pad", vendor_id=0x045E, product_id=0x02EA)
    try:
        drive.frames(3)
        cursor = drive.top.cursor
        x0 = cursor.x
        pad.press("dpleft")
        drive.frames(1)
        pad.release("dpleft")
        drive.frames(2)
        assert cursor.x in (x0 - 1, x0)
        pad.press("rightstick")  # next legal spot
        drive.frames(1)
        pad.release("rightstick")
        drive.frames(2)
        assert cursor.problem(session.state) is None
        before = len(session.state.seats[0].tiles)
        pad.press("a")
        drive.frames(1)
        pad.release("a")
        drive.frames(3)
        assert len(session.state.seats[0].tiles) == before + 1
    finally:
        pad.unplug()
        pygame.event.get()


def test_undo_during_placement_gives_the_cat_and_the_fish_back(app):
    from game.isle.scenarios import board_choice

    session = new_session(app, players=3, seed=6, humans=1)
    assert play_until(session, board_choice)
    game = GameScene(app, session)
    app.start(game)
    drive = Driver(app)
    drive.frames(3)
    state = session.state
    fish, cats = state.seats[0].fish, len(state.left) + len(state.right)
    drive.focus_item(lambda i: i.key.startswith("tile:") and i.enabled)
    drive.press("confirm")
    if type(drive.top).__name__ == "ChoiceScene":  # which basket
        drive.press("confirm")
    drive.frames(2)
    assert isinstance(session.state.top, PlaceTile)
    assert session.state.seats[0].fish < fish
    drive.press("back")
    drive.frames(3)
    assert isinstance(session.state.top, RescueTurn)
    assert session.state.seats[0].fish == fish
    assert len(session.state.left) + len(session.state.right) == cats
    assert isinstance(drive.top, BoardScene) and drive.top.cursor is None


def _rescue_and_place(app, seed: int):
    from game.isle.scenarios import board_choice

    session = new_session(app, players=3, seed=seed, humans=1)
    assert play_until(session, board_choice)
    game = GameScene(app, session)
    app.start(game)
    drive = Driver(app)
    drive.frames(3)
    log_start = len(session.match.log)
    drive.focus_item(lambda i: i.key.startswith("tile:") and i.enabled)
    drive.press("confirm")
    if type(drive.top).__name__ == "ChoiceScene":
        drive.press("confirm")
    drive.press("next_spot")
    drive.press("confirm")
    drive.frames(3)
    while type(drive.top).__name__ == "BoardScene":  # a map bonus: skip it
        drive.focus_item(lambda i: i.key in ("skip", "done"))
        drive.press("confirm")
    return session, game, drive, log_start


def test_after_a_turn_the_player_confirms_it_before_anyone_moves_on(app):
    session, game, drive, log_start = _rescue_and_place(app, seed=6)
    assert type(drive.top).__name__ == "TurnConfirmScene"
    log_now = len(session.match.log)
    drive.frames(30)
    assert len(session.match.log) == log_now, "bots wait for the confirmation"
    drive.press("confirm")  # "Confirm my turn"
    drive.frames(60)
    assert not game.awaiting_confirm


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_turn_confirm_stays_on_the_screen_with_large_text(app, size):
    """At 200 % its rows widen: its frame once ran off the screen's left edge, the focus
    pointer on the edge."""
    from dataclasses import replace

    app.apply_settings(replace(app.settings, window_size=size, text_scale=2.0), save=False)
    session, game, drive, log_start = _rescue_and_place(app, seed=6)
    scene = drive.top
    assert type(scene).__name__ == "TurnConfirmScene"
    drive.frames(2)
    window = app.window.get_rect()
    assert window.contains(scene.box)
    pointer = app.layout.px(30)  # the focus pointer left of the focused row
    for widget in scene.form.widgets:
        assert scene.box.contains(widget.rect.inflate(2 * pointer, 0)), widget.rect


def test_after_a_turn_the_player_can_undo_it(app):
    session, game, drive, log_start = _rescue_and_place(app, seed=6)
    assert type(drive.top).__name__ == "TurnConfirmScene"
    drive.focus_on("choice1")  # "Undo it"
    drive.press("confirm")
    drive.frames(3)
    assert len(session.match.log) == log_start
    assert isinstance(session.state.top, RescueTurn)


def test_hand_off_screens_follow_the_seats_that_must_act(app):
    session = new_session(app, players=3, seed=8, humans=2)
    game = GameScene(app, session)
    app.start(game)
    drive = Driver(app)
    drive.frames(3)
    assert type(drive.top).__name__ == "HandoffScene" and drive.top.seat == 0
    drive.press("confirm")
    assert type(drive.top).__name__ == "DraftScene" and drive.top.seat == 0
    from tests.app.human import act

    act(drive)  # seat 0 keeps two cards
    drive.frames(3)
    assert type(drive.top).__name__ == "HandoffScene" and drive.top.seat == 1
    drive.press("confirm")
    assert drive.top.seat == 1
    assert game.served == 1, "the table now shows seat 1's view"
