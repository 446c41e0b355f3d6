"""Reading the cards on the table, large, from the boats view: public lessons, your own hand
and lessons, the sister's cards in solo; never another player's hand."""

from __future__ import annotations

from game.isle.scenarios import board_choice, new_session, play_until
from game.isle.scenes.boats import BoatsScene
from game.isle.scenes.game import GameScene
from game.isle.scenes.table_cards import TableCardsScene, sections
from tests.app.conftest import Driver


def _open(app, **kw):
    session = new_session(app, seed=4, humans=1, **kw)
    assert play_until(session, board_choice)
    game = GameScene(app, session)
    app.start(game)
    drive = Driver(app)
    drive.frames(3)
    drive.press("view")
    assert isinstance(drive.top, BoatsScene)
    drive.press("up")
    assert isinstance(drive.top, TableCardsScene)
    return session, drive


def test_solo_shows_the_sisters_lessons_and_cards_large(app):
    app.settings.animation_speed = "instant"
    session, drive = _open(app, players=1, mode="solo", difficulty="hard")
    scene = drive.top
    state = session.state
    titles = [key for key, _ in scene.groups()]
    assert "cards.sister_lessons" in titles
    while scene.groups()[scene.section][0] != "cards.sister_lessons":
        drive.press("down")
    shown = [item.card for item in scene.items if item.card is not None]
    assert shown == list(state.sister.lessons)
    zoom = scene.zoom_card()
    assert zoom is not None and zoom.card == state.sister.lessons[0]
    drive.press("back")
    assert isinstance(drive.top, BoatsScene)


def test_only_your_own_hand_is_readable(app):
    app.settings.animation_speed = "instant"
    session, drive = _open(app, players=3)
    scene = drive.top
    state = session.state
    readable = {card for _, cards in scene.groups() for card, _ in cards}
    mine = set(state.seats[0].hand) | set(state.seats[0].lessons)
    public = {card for card, _ in state.public_lessons}
    assert readable <= mine | public
    others = {c for seat in state.seats[1:] for c in (*seat.hand, *seat.lessons)}
    assert not readable & (others - public), "another player's cards stay hidden"
    assert {c for _, cards in sections(state, 1) for c, _ in cards} <= (
        set(state.seats[1].hand) | set(state.seats[1].lessons) | public
    )
