"""Following the other seats' moves (issue 14, item 1): a bot's rescue lifts the cat from its
field and flies it onto the bot's boat, grown for the landing, with a caption in words; at
"instant" or with reduced motion nothing travels and the last move stays highlighted with its
caption (said by the strip once the human's turn comes); when the human's turn comes back,
the "since your turn" strip lists exactly what the others did, and focusing an entry (keys,
mouse, pad) shows it on the table."""

from __future__ import annotations

import pygame
import pytest

from game.isle.data.window import isle_content
from game.isle.rules import events as ev
from game.isle.rules.actions import Pass
from game.isle.rules.state import RareTurn, RescueTurn
from game.isle.scenarios import new_session, play_until
from game.isle.scenes.game import GameScene
from game.isle.ui.captions import Recap, caption
from game.shell.input import Intent
from game.shell.input.bindings import PAD_DEFAULTS
from tests.app.conftest import Driver, make_app


def others_play(app, speed: str = "normal", reduced: bool = False, narration: bool = False):
    """Day 2, the human's rescue turn: the human passes, then the three bots play on (with
    snapshots of the effects taken right after each of their actions)."""
    session = new_session(app, players=4, seed=5, humans=1)
    assert play_until(session, lambda s: isinstance(s.top, RescueTurn) and s.day >= 2)
    app.settings.animation_speed = speed
    app.settings.reduced_motion = reduced
    app.settings.anytime_prompts = "never"
    app.settings.narration = narration
    app.narrator.command = None  # record what would be said, say nothing
    game = GameScene(app, session)
    app.start(game)
    drive = Driver(app)
    drive.frames(2)
    seen: list[tuple[tuple, dict]] = []

    def snapshot(events) -> None:
        moves = game.effects.moves
        seen.append(
            (
                events,
                {
                    "lifted": dict(moves.lifted),
                    "zooms": list(moves.zooms),
                    "flights": list(game.effects.flights),
                    "hidden": game.effects.hidden_masks(),
                    "caption": moves.caption,
                    "timed": moves.caption_tween is not None,
                },
            )
        )

    session.listeners.append(snapshot)
    assert game.submit(Pass(0)) is not None
    return session, game, drive, seen


def run_until(drive: Driver, done, seconds: float = 60.0) -> None:
    for _ in range(round(seconds * 60)):
        if done():
            return
        drive.frames(1)
    raise AssertionError("it did not happen")


def turn_back(drive: Driver, session) -> None:
    """Until the human's next turn is on screen (its rare-find turn)."""
    run_until(
        drive,
        lambda: (
            isinstance(session.state.top, RareTurn)
            and session.state.top.seat == 0
            and getattr(drive.top, "screen", "") == "board"
            and drive.top.still_current()
        ),
    )
    drive.frames(2)  # the turn's screen has built its items


def first(seen, kind, seat_not: int = 0):
    for index, (events, snap) in enumerate(seen):
        for event in events:
            if isinstance(event, kind) and getattr(event, "seat", None) != seat_not:
                return index, event, snap
    return None


def test_a_bots_rescue_lifts_the_cat_then_flies_it_onto_its_grown_boat_with_a_caption(app):
    session, game, drive, seen = others_play(app)
    run_until(drive, lambda: first(seen, ev.TilePlaced) is not None)
    _, rescued, snap = first(seen, ev.CatRescued)
    seat = rescued.seat
    name = session.seats[seat].name
    lifted = snap["lifted"][seat]
    assert lifted.tile == rescued.tile, "the cat waits above its field"
    assert snap["caption"].seat == seat
    words = caption(app, snap["caption"])
    assert words == f"{name} rescues the {rescued.tile.color} cat for {rescued.cost} fish"
    _, placed, snap = first(seen, ev.TilePlaced)
    assert placed.seat == seat and placed.tile == rescued.tile
    zoom = next(z for z in snap["zooms"] if z.seat == seat)
    flight = next(f for f in snap["flights"] if f.mask == placed.mask)
    assert flight.zoom and flight.start == lifted.center, "it flies from where it waited"
    assert flight.end == (zoom.big.x + placed.x * zoom.cell, zoom.big.y + placed.y * zoom.cell)
    assert zoom.big.w > zoom.small.w * 1.5, "the boat grows so that the placement reads"
    assert placed.mask in snap["hidden"][seat], "the tile is not on the boat before it lands"
    assert game.effects.busy(), "the next move waits for this one to be seen"
    run_until(drive, lambda: not game.effects.moves.zooms)
    assert placed.mask not in game.effects.hidden_masks().get(seat, set())


@pytest.mark.parametrize(("speed", "reduced"), [("instant", False), ("normal", True)])
def test_instant_or_reduced_motion_keeps_the_last_move_highlighted_with_its_caption(
    app, speed, reduced
):
    session, game, drive, seen = others_play(app, speed, reduced)
    turn_back(drive, session)
    assert all(not snap["zooms"] for _, snap in seen), "nothing grows"
    assert all(f.start == f.end for _, snap in seen for f in snap["flights"]), "nothing flies"
    assert all(not snap["timed"] for _, snap in seen if snap["caption"]), "captions stay"
    moves = game.effects.moves
    last = moves.last
    # the human's turn: the table's caption goes (it would lie over the choices), the move
    # stays outlined, and the strip's words say it where no choice is (issue 34, N2)
    assert last is not None and last.seat != 0 and moves.caption is None
    assert drive.top.recap_message() is last
    drive.frames(600)  # ten seconds later: still there
    assert moves.last is last and drive.top.recap_message() is last
    placed = next(m for m in reversed(game.recap.moves) if m.mask and m.seat != 0)
    moves.last = placed
    drive.frames(1)
    origin, cell = game.table.boat_origin(placed.seat, 0)
    image, (dx, dy) = moves._outline(placed.mask, cell, app.palette.focus, max(2, cell // 4))
    bounds = image.get_bounding_rect()
    probe = None
    for x in range(bounds.w):
        pixel = image.get_at((bounds.x + x, bounds.y + bounds.h // 2))
        if pixel.a == 255 and tuple(pixel)[:3] == app.palette.focus:
            probe = (origin[0] + dx + bounds.x + x, origin[1] + dy + bounds.y + bounds.h // 2)
            break
    assert probe is not None
    assert tuple(app.window.get_at(probe))[:3] == app.palette.focus, "outlined on its boat"


def since_the_human(seen) -> list[tuple]:
    """(seat, what) of the other seats' rescues and passes after the human passed, in order."""
    found = []
    for events, _ in seen:
        for event in events:
            if isinstance(event, ev.CatRescued) and event.seat != 0:
                found.append((event.seat, "rescue", event.tile))
            elif isinstance(event, ev.Passed) and event.seat != 0:
                found.append((event.seat, "passed", None))
    return found


def test_the_strip_lists_exactly_what_happened_since_the_humans_turn(app):
    session, game, drive, seen = others_play(app, "instant")
    mark = game.recap.marks[0]
    turn_back(drive, session)
    board = drive.top
    moves = board.news.moves
    assert moves and all(m.seat != 0 for m in moves), "only the others' moves"
    assert [m.index for m in moves] == [m.index for m in game.recap.moves[mark:] if m.seat != 0]
    listed = [(m.seat, m.kind, m.tile if m.kind == "rescue" else None) for m in moves]
    assert [x for x in listed if x[1] in ("rescue", "passed")] == since_the_human(seen)
    entries = [i for i in board.items if i.key.startswith("news:")]
    assert [i.data for i in entries] == moves[-len(entries) :]
    assert all(entry.label == caption(app, entry.data) for entry in entries)


def focus_news_with_keys(drive: Driver) -> None:
    drive.focus_item(lambda i: i.key.startswith("news:"))


def test_focusing_an_entry_shows_its_move_on_the_table_by_keys_mouse_and_pad(app):
    session, game, drive, seen = others_play(app, "instant")
    turn_back(drive, session)
    board = drive.top
    moves = game.effects.moves
    assert moves.spotlight is None, "nothing pointed at while a cat or a button has the focus"
    # keys: Tab to the first entry
    focus_news_with_keys(drive)
    item = board.items[board.focus]
    drive.frames(1)
    assert moves.spotlight is item.data
    # mouse: point at another entry
    entries = [i for i in board.items if i.key.startswith("news:")]
    other = entries[-1] if entries[-1] is not item else entries[0]
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=other.rect.center, rel=(5, 5), buttons=(0, 0, 0))
    )
    drive.frames(2)
    assert board.hovered() is other and moves.spotlight is other.data
    assert board.items[board.focus] is item, "a hover never takes the focus (issue 14, item 5)"
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 700), rel=(5, 5), buttons=(0, 0, 0))
    )
    drive.frames(2)
    # the focus elsewhere: nothing pointed at any more
    drive.focus_item(lambda i: i.key == "pass")
    drive.frames(1)
    assert moves.spotlight is None


def test_a_pad_alone_reaches_the_strip(tmp_path, monkeypatch):
    from pygame._sdl2 import controller

    from tests.shell.input.virtual_pads import VirtualPad

    pygame.init()
    controller.init()
    app = make_app(tmp_path, monkeypatch)
    pad = VirtualPad(name="Virtual Xbox Pad", vendor_id=0x045E, product_id=0x02EA)
    try:
        session, game, drive, seen = others_play(app, "instant")
        turn_back(drive, session)
        board = drive.top
        button = PAD_DEFAULTS[Intent.NEXT][0]
        for _ in range(len(board.items) + 1):
            if board.items[board.focus].key.startswith("news:"):
                break
            pad.axis(button, 1.0)
            pad.axis(button, 0.0)
            drive.frames(2)
        item = board.items[board.focus]
        assert item.key.startswith("news:")
        assert game.effects.moves.spotlight is item.data
    finally:
        if app.session is not None:
            app.session.close()
        pad.unplug()
        pygame.event.get()
        pygame.display.quit()


def test_pressing_an_entry_plays_its_placement_again(app):
    session, game, drive, seen = others_play(app, "instant")
    turn_back(drive, session)
    app.settings.animation_speed = "normal"
    board = drive.top
    drive.focus_item(lambda i: i.key.startswith("news:") and i.data.mask)
    move = board.items[board.focus].data
    drive.press("confirm", 0)
    zoom = game.effects.moves.zooms[-1]
    assert zoom.seat == move.seat and zoom.mask == move.mask


def test_narration_says_each_move_of_another_seat_once_as_its_caption(app):
    session, game, drive, seen = others_play(app, narration=True)
    run_until(drive, lambda: first(seen, ev.TilePlaced) is not None)
    _, rescued, _ = first(seen, ev.CatRescued)
    name = session.seats[rescued.seat].name
    said = f"{name} rescues the {rescued.tile.color} cat for {rescued.cost} fish"
    assert app.narrator.spoken.count(said) == 1
    assert not any(line.startswith(f"{name} places") for line in app.narrator.spoken)


def test_captions_in_french(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, language="fr")
    try:
        recap = Recap(content=isle_content(app))
        tile = isle_content(app).cats[0]
        from game.isle.rules.ids import Tile

        (move,) = recap.add((ev.CatRescued(1, Tile(*tile), "right", 5, "permanent"),))
        assert caption(app, move) == "Joueur 2 sauve le chat bleu pour 5 poissons"
        (move,) = recap.add((ev.Passed(2, "rescue"),))
        assert caption(app, move) == "Joueur 3 passe"
    finally:
        pygame.display.quit()


def test_the_moves_are_rebuilt_from_the_save_after_a_continue(app):
    session = new_session(app, players=3, seed=7, humans=1)
    live = Recap(content=isle_content(app))
    session.listeners.append(live.add)
    assert play_until(session, lambda s: s.day >= 2 and isinstance(s.top, RescueTurn))
    again = Recap(content=isle_content(app))
    again.replay(session.past_events(), session.humans())
    assert [caption(app, m) for m in again.moves] == [caption(app, m) for m in live.moves]
    assert [(m.day, m.group, m.mask) for m in again.moves] == [
        (m.day, m.group, m.mask) for m in live.moves
    ]


def test_when_the_turn_comes_back_the_newest_move_keeps_its_caption_until_the_focus_moves(app):
    session, game, drive, seen = others_play(app, "instant")
    turn_back(drive, session)
    board = drive.top
    assert board.shows_recap and game.effects.moves.last is board.news.moves[-1]
    drive.frames(1)
    said = {key[0]: obj for key, obj, _, _, spot in game.effects.message_places(board) if spot}
    assert said.get("recap") is board.news.moves[-1], "the newest move in words"
    drive.focus_item(lambda i: i.key == "pass")
    drive.frames(1)
    said = {key[0] for key, _, _, _, spot in game.effects.message_places(board) if spot}
    assert "recap" not in said, "the first move of the focus puts it away"


def test_continue_brings_back_the_moves_for_the_timeline_and_the_strip(app):
    from game.isle.scenes.game import resume_saved_game
    from game.shell.scenes.title import TitleScene

    session = new_session(app, players=3, seed=7, humans=1, save=True)
    assert play_until(session, lambda s: s.day >= 2 and isinstance(s.top, RescueTurn))
    session.autosave()
    expected = Recap(content=isle_content(app))
    expected.replay(session.past_events(), session.humans())
    session.close()
    app.start(TitleScene(app))
    resume_saved_game(app)
    app.stack.apply()
    game = app.stack.scenes[0]
    assert isinstance(game, GameScene) and game.recap.moves
    assert [caption(app, m) for m in game.recap.moves] == [caption(app, m) for m in expected.moves]
    assert game.recap.marks == expected.marks, "the strip knows the human's last turn"
