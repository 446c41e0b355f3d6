"""Never lose a game silently (issue 13, items 1, 3 and 4): saves live in slots, Continue takes
the most recent, the Load screen lists them, replacing or deleting asks first, a broken save is
kept aside with a message, and a save that fails is shown at once and again when leaving."""

from __future__ import annotations

import errno
import json
import os
import time

import pygame
import pytest

from game.isle.scenarios import new_session
from game.isle.scenes.game import GameScene
from game.isle.scenes.setup import SetupScene
from game.shell.scenes.dialog import ChoiceScene, MessageScene
from game.shell.scenes.saves import LoadScene, details, saved_when, summary
from game.shell.scenes.title import TitleScene
from game.shell.session import match as match_module
from game.shell.session.slots import SLOTS
from tests.app.conftest import Driver, make_app
from tests.session.test_bad_saves import BAD_SAVES, line


@pytest.fixture
def drive(app):
    app.start(TitleScene(app))
    return Driver(app)


def names(app) -> list[str]:
    return [type(s).__name__ for s in app.stack.scenes]


def start_a_game(drive: Driver) -> None:
    """Title -> New game -> Start, as a player does."""
    drive.new_game()
    drive.focus_on("start")
    drive.press("confirm")
    drive.frames(3)


def save_and_quit(drive: Driver) -> None:
    app = drive.app
    app.stack.push(
        __import__("game.shell.scenes.pause", fromlist=["PauseScene"]).PauseScene(
            app, app.stack.scenes[0]
        )
    )
    app.stack.apply()
    drive.focus_on("quit")
    drive.press("confirm")


def choose(drive: Driver, label: str) -> None:
    """Press the button of the top dialog whose label is ``label``."""
    scene = drive.top
    for widget in scene.form.widgets:
        if widget.label == label:
            drive.focus_on(widget.key)
            drive.press("confirm")
            return
    raise AssertionError(f"no {label!r} in {[w.label for w in scene.form.widgets]}")


def test_a_new_game_never_overwrites_the_game_in_progress(drive, app):
    start_a_game(drive)
    first = app.session.save_path
    first_log = first.read_text()
    save_and_quit(drive)
    assert names(app) == ["TitleScene"]
    start_a_game(drive)
    second = app.session.save_path
    assert second != first and first.read_text() == first_log, "the first game is intact"
    save_and_quit(drive)
    os.utime(first, (time.time() - 60, time.time() - 60))
    drive.focus_on("continue")
    drive.press("confirm")
    drive.frames(2)
    assert names(app)[0] == "GameScene" and app.session.save_path == second, "the most recent"


def test_the_load_screen_lists_each_game_with_mode_players_day_and_date(drive, app):
    start_a_game(drive)
    save_and_quit(drive)
    drive.focus_on("load")
    drive.press("confirm")
    assert isinstance(drive.top, LoadScene)
    (entry,) = drive.top.entries
    assert drive.top.form.widgets[0].label == "The Isle of Cats · Standard · 4 players · day 1"
    lines = details(app.t, entry)
    assert lines[0].startswith("Slot 1 · today, ")
    # empty seats default to Normal bots (play-test m14)
    assert lines[1] == "Mia, Leo (normal bot), Nora (normal bot), Sam (normal bot)"
    drive.frames(1)  # the details panel draws without error
    drive.press("confirm")
    assert isinstance(drive.top, ChoiceScene)
    choose(drive, "Continue this game")
    drive.frames(2)
    assert names(app)[0] == "GameScene"


def test_deleting_a_game_asks_first(drive, app):
    start_a_game(drive)
    path = app.session.save_path
    save_and_quit(drive)
    drive.focus_on("load")
    drive.press("confirm")
    drive.press("confirm")
    choose(drive, "Delete")
    assert isinstance(drive.top, ChoiceScene) and "deleted for good" in drive.top.message
    choose(drive, "Keep it")
    assert path.exists() and isinstance(drive.top, LoadScene)
    drive.press("confirm")
    choose(drive, "Delete")
    choose(drive, "Delete")
    assert not path.exists()
    assert [w.key for w in drive.top.form.widgets] == ["empty", "back"]
    drive.press("back")
    assert isinstance(drive.top, TitleScene) and not drive.top.form.widgets[0].enabled


def test_with_every_slot_in_use_a_new_game_asks_which_game_it_replaces(drive, app):
    saves = app.saves
    saves.folder.mkdir(parents=True)
    for number in range(1, SLOTS + 1):
        session = new_session(app, players=2, seed=number)
        session.save_path = saves.path(number)
        session.autosave()
        session.close()
        os.utime(session.save_path, (time.time() - number, time.time() - number))
    logs = {n: saves.path(n).read_text() for n in range(1, SLOTS + 1)}
    drive.app.stack.top.build()
    drive.new_game()
    assert isinstance(drive.top, LoadScene) and drive.top.replacing
    drive.press("down")  # the second most recent: slot 2
    drive.press("confirm")
    assert "Replace this game?" in drive.top.message
    choose(drive, "Cancel")
    assert all(saves.path(n).read_text() == logs[n] for n in logs), "nothing replaced yet"
    drive.press("confirm")
    choose(drive, "Replace it")
    assert isinstance(drive.top, SetupScene) and drive.top.slot == 2
    drive.focus_on("start")
    drive.press("confirm")
    drive.frames(2)
    assert app.session.save_path == saves.path(2)
    assert saves.path(2).read_text() != logs[2]
    assert all(saves.path(n).read_text() == logs[n] for n in logs if n != 2)


def test_continue_on_every_broken_save_shows_why_and_keeps_it_aside(drive, app):
    folder = app.saves.folder
    folder.mkdir(parents=True)
    for name, first, rest, _ in BAD_SAVES:
        (folder / "slot-1.jsonl").write_text("\n".join([line(first), *rest]) + "\n")
        app.stack.top.build()
        drive.focus_on("continue")
        drive.press("confirm")
        drive.frames(1)
        assert isinstance(drive.top, MessageScene), name
        assert "could not be read" in drive.top.message and "kept aside" in drive.top.message
        assert len(drive.top.message) < 600, "no 1 MB name in a message"
        drive.press("confirm")
        assert isinstance(drive.top, TitleScene)
    aside = sorted(p.name for p in folder.iterdir())
    assert len(aside) == len(BAD_SAVES) and all(".broken-" in n for n in aside)


def test_a_broken_save_that_cannot_be_moved_aside_says_so(drive, app, monkeypatch):
    folder = app.saves.folder
    folder.mkdir(parents=True)
    (folder / "slot-1.jsonl").write_text("[]\n")
    monkeypatch.setattr(type(app.saves), "keep_aside", lambda self, path: None)
    app.stack.top.build()
    drive.focus_on("continue")
    drive.press("confirm")
    assert "could not be moved aside" in drive.top.message
    assert str(folder / "slot-1.jsonl") in drive.top.message
    assert (folder / "slot-1.jsonl").exists()


def full_disk(monkeypatch) -> None:
    def refuse(path, text, make_folder=True):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(match_module, "write_atomic", refuse)


def test_an_autosave_that_fails_is_shown_at_once_and_again_when_leaving(app, monkeypatch):
    session = new_session(app, players=2, humans=0, save=True)
    from game.shell.scenes.saving import watch_saves

    watch_saves(app, session)
    app.start(GameScene(app, session))
    drive = Driver(app)
    drive.frames(3)
    full_disk(monkeypatch)
    for _ in range(300):
        drive.frames(1)
        if isinstance(drive.top, MessageScene):
            break
    assert isinstance(drive.top, MessageScene)
    assert drive.top.message.startswith("The game could not be saved: the disk is full.")
    drive.press("confirm")
    drive.frames(30)
    assert not isinstance(drive.top, MessageScene), "told once until saving works again"
    save_and_quit(drive)
    assert isinstance(drive.top, ChoiceScene)
    assert "could not be saved (the disk is full)" in drive.top.message
    choose(drive, "Stay in the game")
    assert names(app)[0] == "GameScene"
    save_and_quit(drive)
    choose(drive, "Leave anyway")
    assert names(app) == ["TitleScene"]


def test_a_new_game_that_cannot_be_saved_says_so_before_the_first_move(drive, app, monkeypatch):
    full_disk(monkeypatch)
    start_a_game(drive)
    assert isinstance(drive.top, MessageScene)
    assert "This game cannot be saved (the disk is full)" in drive.top.message
    assert not any(a.startswith("p0 ") for a in app.session.match.log), "before the first move"


def test_closing_the_window_with_unsaved_moves_asks_first(drive, app, monkeypatch):
    start_a_game(drive)
    full_disk(monkeypatch)
    for _ in range(300):  # the bots draft: a save fails and the player is told
        drive.frames(1)
        if isinstance(drive.top, MessageScene):
            break
    drive.press("confirm")
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    drive.frames(1)
    assert app.running and isinstance(drive.top, ChoiceScene)
    assert "If you leave now, they are lost" in drive.top.message
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    drive.frames(1)
    assert not app.running, "closing again quits"


def test_the_dates_read_as_a_player_expects(app):
    now = time.mktime((2026, 12, 2, 15, 0, 0, 0, 0, -1))
    t = app.t
    assert saved_when(t, now - 3600, now) == "today, 14:00"
    assert saved_when(t, now - 86400, now) == "yesterday, 15:00"
    assert saved_when(t, time.mktime((2026, 3, 9, 8, 5, 0, 0, 0, -1)), now) == "9 Mar 2026, 8:05"
    from game.shell.ui.i18n import Translator

    assert saved_when(Translator("fr"), now - 3600, now) == "aujourd’hui, 14\u00a0h\u00a000"


def test_a_broken_slot_is_listed_and_can_be_put_aside(drive, app):
    folder = app.saves.folder
    folder.mkdir(parents=True)
    (folder / "slot-3.jsonl").write_text(json.dumps({"kind": "header"}) + "\n")
    app.stack.top.build()
    drive.focus_on("load")
    drive.press("confirm")
    (entry,) = drive.top.entries
    assert summary(app.t, entry) == "Slot 3: a save that cannot be read"
    drive.press("confirm")
    choose(drive, "Put this save aside")
    assert "kept aside" in drive.top.message and not (folder / "slot-3.jsonl").exists()


def test_french_messages_for_a_broken_save(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, language="fr")
    app.start(TitleScene(app))
    drive = Driver(app)
    app.saves.folder.mkdir(parents=True)
    app.saves.path(1).write_text("null\n")
    app.stack.top.build()
    drive.focus_on("continue")
    drive.press("confirm")
    assert drive.top.message.startswith("La partie sauvegardée n’a pas pu être lue")
    pygame.display.quit()
