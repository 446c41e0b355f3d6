"""Anytime offers on the default setting ("when it matters"): asked only when the rules say the
card can change something, once per card per window; any card playable at a legal moment
from the turn screen's button or shortcut, or asked for from the table."""

from __future__ import annotations

import pygame

from game.isle.rules.ids import Tile
from game.isle.scenarios import new_session
from game.isle.scenes.game import GameScene
from tests.app.conftest import Driver
from tests.isle.rules.builders import position, seat


def key(drive: Driver, code: int, settle: int = 2) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=code, mod=0, unicode="", scancode=0))
        drive.frames(1)
    drive.frames(settle)


def game_at(app, state, humans: int = 1) -> tuple[GameScene, Driver]:
    """The app's game scene on a hand-made position (bots in the seats after ``humans``)."""
    session = new_session(app, players=state.players, seed=1, humans=humans)
    session.match.state = state
    session.match.deal()
    scene = GameScene(app, session)
    app.start(scene)
    return scene, Driver(app)


def names(app) -> list[str]:
    return [type(s).__name__ for s in app.stack.scenes]


def test_a_draw_card_is_offered_once_before_the_buy_step_and_a_fish_card_is_not(app, content):
    app.settings.handoff = False
    p0 = seat(content, "blue", hand=(71, 94), fish=20, kept=(98, 99))
    p1 = seat(content, "green", hand=(72,), fish=20, kept=(105, 106))
    state = position(content, 2, (p0, p1), phase="buy", step=0, window=False)
    scene, drive = game_at(app, state, humans=2)
    drive.frames(3)
    offer = drive.top
    assert type(offer).__name__ == "AnytimeScene" and offer.seat == 0
    assert {i.card for i in offer.items if i.card} == {71, 94}, "every playable card is shown"
    drive.focus_item(lambda i: i.key == "decline")
    drive.press("confirm")
    assert type(drive.top).__name__ == "AnytimeScene" and drive.top.seat == 1
    drive.focus_item(lambda i: i.key == "c72")
    drive.press("confirm")  # seat 1 plays: the round goes round again (rules.md 5.3)
    drive.frames(5)
    log = app.session.match.log
    assert log.count("p0 decline") == 2, "asked once in this window: declined for it after"
    assert type(drive.top).__name__ == "BuyScene", names(app)


def test_a_card_for_one_s_own_turn_is_not_offered_but_plays_from_the_turn(app, content):
    p0 = seat(content, "blue", hand=(94,), fish=10)
    p1 = seat(content, "green", fish=10)
    fields = {"left": (Tile(400, "blue"),), "right": (Tile(401, "red"),)}
    state = position(content, 2, (p0, p1), phase="rescue", window=False, **fields)
    scene, drive = game_at(app, state)
    drive.frames(3)
    assert "AnytimeScene" not in names(app)
    assert type(drive.top).__name__ == "BoardScene", names(app)
    assert any(i.key == "play_card" for i in drive.top.items)
    key(drive, pygame.K_c)  # the shortcut, while choosing a cat
    assert type(drive.top).__name__ == "CardPickerScene", names(app)
    assert [i.card for i in drive.top.items if i.card] == [94]


def test_the_play_key_on_the_table_asks_for_the_next_chance(app, content):
    p0 = seat(content, "blue", hand=(94,), fish=10)
    p1 = seat(content, "green", fish=10)
    fields = {"left": (Tile(400, "blue"), Tile(402, "red")), "right": (Tile(401, "red"),)}
    state = position(content, 2, (p0, p1), phase="rescue", window=False, order=(1, 0), **fields)
    scene, drive = game_at(app, state)
    session = scene.session
    think = session.poll_bots
    session.poll_bots = lambda blocking=False: ()  # the bot takes its time
    drive.frames(3)
    assert drive.top is scene and session.bot_movers() == [1], "seat 1 rescues first"
    key(drive, pygame.K_c)
    assert any("next chance" in t.label for t in scene.effects.toasts)
    session.poll_bots = think
    for _ in range(300):
        drive.frames(1)
        if drive.top is not scene:
            break
    offer = drive.top
    assert type(offer).__name__ == "AnytimeScene" and offer.seat == 0, names(app)
    assert session.state.top.window == "before_rescue_turn"


def test_pass_on_a_rescue_turn_is_confirmed_or_undone(app, content):
    p0 = seat(content, "blue", fish=10)
    p1 = seat(content, "green", fish=10)
    fields = {"left": (Tile(400, "blue"),), "right": (Tile(401, "red"),)}
    state = position(content, 2, (p0, p1), phase="rescue", window=False, **fields)
    scene, drive = game_at(app, state)
    session = scene.session
    session.poll_bots = lambda blocking=False: ()
    drive.frames(3)
    drive.focus_item(lambda i: i.key == "pass")
    drive.press("confirm")
    confirm = drive.top
    assert type(confirm).__name__ == "TurnConfirmScene", names(app)
    assert "pass" in confirm.message.lower()
    assert session.match.log[-1] == "p0 pass"


def test_a_public_lesson_names_its_colour_when_paid_not_when_picked(app, content):
    p0 = seat(content, "blue", fish=20, kept=(143, 98))
    p1 = seat(content, "green", fish=20, kept=(105,))
    state = position(content, 2, (p0, p1), phase="buy", step=0, window=False)
    scene, drive = game_at(app, state)
    drive.frames(3)
    buy = drive.top
    assert type(buy).__name__ == "BuyScene", names(app)
    drive.focus_item(lambda i: i.card == 143)
    drive.press("confirm")
    assert drive.top is buy and 143 in buy.chosen, "picked: no colour asked yet"
    drive.focus_item(lambda i: i.key == "done")
    drive.press("confirm")
    picker = drive.top
    assert type(picker).__name__ == "ColorScene" and "?" in picker.question
    drive.press("confirm")
    drive.frames(3)
    assert any(a.startswith("p0 buy c143 ") for a in scene.session.match.log)
