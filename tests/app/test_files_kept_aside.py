"""Every file the game reads goes through the safe reader (issue 34 item 3, issue 37 item 2):
the last setup, the button shapes' store and the guided game's progress. A pipe, a link to a
device, deep nesting, wrong types or a folder in the way each give a message and are kept
aside under a unique name, never a hang or a traceback; the guided game saves as the real
games do (a failure told at once and when leaving) and never writes over a broken file."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pygame
import pytest

from game.isle.scenes.setup import SetupScene
from game.isle.scenes.setup_memory import FILE_NAME
from game.isle.scenes.tutorial import TutorialScene, tutorial_path
from game.shell.app.settings import data_dir
from game.shell.scenes.title import TitleScene
from game.shell.ui import gui_shapes
from tests.app.conftest import Driver, make_app


def fifo(path: Path) -> None:
    os.mkfifo(path)


def device(path: Path) -> None:
    path.symlink_to("/dev/zero")


def deep(path: Path) -> None:
    path.write_text("[" * 100_000 + "]" * 100_000)


def folder(path: Path) -> None:
    path.mkdir()
    (path / "inside.txt").write_text("kept")


BREAKERS = {"a pipe": fifo, "a link to a device": device, "deep nesting": deep, "a folder": folder}


def aside_of(path: Path) -> list[Path]:
    stem, suffix = path.stem, path.suffix
    return sorted(path.parent.glob(f"{stem}.broken-*{suffix}"))


def check_kept_aside(path: Path, breaker) -> None:
    assert not os.path.lexists(path), "moved out of the way"
    (aside,) = aside_of(path)
    if breaker is folder:
        assert (aside / "inside.txt").read_text() == "kept", "nothing inside is lost"
    if breaker is device:
        assert os.readlink(aside) == "/dev/zero"


# --- the last setup -------------------------------------------------------------------------


def wrong_setup_types(path: Path) -> None:
    path.write_text(json.dumps({"mode": "standard", "players": "four", "seats": {"kind": 3}}))


@pytest.mark.parametrize(
    "breaker", [*BREAKERS.values(), wrong_setup_types], ids=[*BREAKERS, "wrong types"]
)
def test_a_broken_last_setup_is_kept_aside_with_a_message(app, breaker):
    path = app.config_path / FILE_NAME
    path.parent.mkdir(parents=True, exist_ok=True)
    breaker(path)
    setup = SetupScene(app)
    assert (setup.mode, setup.players) == ("standard", 4), "the defaults"
    assert [key for key, _ in app.notices] == ["files.setup_aside"]
    check_kept_aside(path, breaker)


# --- the button shapes' store ---------------------------------------------------------------


def store(tmp_path: Path) -> Path:
    return gui_shapes.store_path(tmp_path / "data" / "cache")


def wrong_shape_types(path: Path) -> None:
    head = json.dumps([{"id": 5, "size": "big", "bytes": [1]}]).encode()
    path.write_bytes(gui_shapes.MAGIC + len(head).to_bytes(4, "little") + head)


def nested_header(path: Path) -> None:
    head = b"[" * 50_000 + b"]" * 50_000
    path.write_bytes(gui_shapes.MAGIC + len(head).to_bytes(4, "little") + head)


SHAPE_BREAKERS = {**BREAKERS, "deep nesting": nested_header, "wrong types": wrong_shape_types}


@pytest.mark.parametrize("breaker", SHAPE_BREAKERS.values(), ids=SHAPE_BREAKERS.keys())
def test_a_broken_shapes_store_is_kept_aside_with_a_message(tmp_path, monkeypatch, breaker):
    monkeypatch.setenv("ISLE_OF_CATS_DATA", str(tmp_path / "data"))
    path = store(tmp_path)
    path.parent.mkdir(parents=True)
    breaker(path)
    app = make_app(tmp_path, monkeypatch)
    try:
        assert [key for key, _ in app.notices] == ["files.shapes_aside"]
        check_kept_aside(path, breaker)
        app.start(TitleScene(app))
        Driver(app).frames(2)
        assert gui_shapes.save(app.gui.manager, path.parent), "the next store writes a good one"
        assert path.is_file() and gui_shapes.load(app.gui.manager, path.parent) > 0
    finally:
        pygame.display.quit()


def test_the_shapes_store_is_written_through_a_unique_exclusive_temporary_file(
    tmp_path, monkeypatch
):
    """A file planted where the old fixed temporary name was is left alone (the temporary
    file is made with O_EXCL under a name nobody can guess)."""
    app = make_app(tmp_path, monkeypatch)
    try:
        path = gui_shapes.store_path(data_dir() / "cache")
        path.parent.mkdir(parents=True, exist_ok=True)
        planted = path.with_suffix(".tmp")
        planted.symlink_to(tmp_path / "victim.txt")
        (tmp_path / "victim.txt").write_text("not the game's")
        app.start(TitleScene(app))
        Driver(app).frames(2)
        assert gui_shapes.save(app.gui.manager, path.parent)
        assert (tmp_path / "victim.txt").read_text() == "not the game's"
        assert os.path.islink(planted) and path.is_file()
    finally:
        pygame.display.quit()


# --- the guided game --------------------------------------------------------------------------


def wrong_progress_types(path: Path) -> None:
    header = {"kind": "header", "meta": {"tutorial": {"name": "first_game", "step": "3"}}}
    path.write_text(json.dumps(header) + "\n")


def learn_to_play(app) -> Driver:
    app.start(TitleScene(app))
    drive = Driver(app)
    drive.focus_on("learn")
    drive.press("confirm")
    drive.frames(2)
    return drive


@pytest.mark.parametrize(
    "breaker", [*BREAKERS.values(), wrong_progress_types], ids=[*BREAKERS, "wrong types"]
)
def test_a_broken_guided_game_is_kept_aside_with_a_message_and_starts_again(app, breaker):
    path = tutorial_path(app)
    path.parent.mkdir(parents=True, exist_ok=True)
    breaker(path)
    drive = learn_to_play(app)
    assert isinstance(app.stack.scenes[0], TutorialScene), "a new guided game"
    assert type(drive.top).__name__ == "MessageScene"
    assert drive.top.message.startswith("The guided game’s progress could not be read")
    assert "kept aside as first_game.broken-" in drive.top.message
    (aside,) = aside_of(path)
    if breaker is wrong_progress_types:
        assert json.loads(aside.read_text())["meta"]["tutorial"]["step"] == "3", "not replaced"
    assert path.is_file(), "the new guided game is saved in its place"


def test_learn_to_play_checks_the_progress_before_offering_to_resume_it(app):
    """As Continue reads a save's header before resuming it: a file naming no step of the
    script is not offered (the game before offered "Resume" and then failed)."""
    path = tutorial_path(app)
    path.parent.mkdir(parents=True, exist_ok=True)
    header = {"kind": "header", "meta": {"tutorial": {"name": "first_game", "step": -4}}}
    path.write_text(json.dumps(header) + "\n")
    drive = learn_to_play(app)
    assert type(drive.top).__name__ == "MessageScene", "no Resume question first"
    assert isinstance(app.stack.scenes[0], TutorialScene)
    assert len(aside_of(path)) == 1


def failing_disk(monkeypatch, calls: list) -> None:
    import game.shell.session.match as match

    def full(path, text, **_):
        calls.append(path)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(match, "write_atomic", full)


def test_a_guided_game_that_cannot_save_says_so_at_once_and_when_leaving(app, monkeypatch):
    calls: list = []
    failing_disk(monkeypatch, calls)
    drive = learn_to_play(app)
    assert calls, "it tried"
    assert type(drive.top).__name__ == "MessageScene"
    assert drive.top.message == (
        "The guided game cannot be saved (the disk is full). You can play it, but your "
        "progress will be lost when you leave."
    )
    drive.press("confirm")  # the message goes; the guided game waits where it was
    assert isinstance(drive.top, TutorialScene)
    assert app.session.guide.index == 0
    drive.press("menu")
    drive.focus_on("quit")
    drive.press("confirm")
    assert type(drive.top).__name__ == "ChoiceScene", "asked before leaving"
    assert "could not be saved (the disk is full)" in drive.top.message


def test_a_save_that_starts_failing_during_the_guided_game_is_told_at_once(app, monkeypatch):
    drive = learn_to_play(app)
    session = app.session
    assert session.guide.needs_press(*session.counts()), "the first step is read"
    calls: list = []
    failing_disk(monkeypatch, calls)
    drive.press("confirm")  # on to the next step: saved, and that fails
    drive.frames(2)
    assert calls and session.guide.index == 1
    assert type(drive.top).__name__ == "MessageScene"
    assert drive.top.message.startswith("The guided game’s progress could not be saved")


def test_a_link_to_a_device_in_place_of_the_guided_game_is_never_written(app):
    drive = learn_to_play(app)
    path = tutorial_path(app)
    path.unlink()
    path.symlink_to("/dev/full")
    drive.press("confirm")  # on to the next step: its save is refused at once
    assert app.session.save_failure is not None
    assert os.readlink(path) == "/dev/full"
    assert type(drive.top).__name__ == "MessageScene"
    assert "it is not a regular file" in drive.top.message
    drive.press("confirm")
    drive.press("menu")
    drive.focus_on("quit")
    drive.press("confirm")
    assert type(drive.top).__name__ == "ChoiceScene"
    assert "it is not a regular file" in drive.top.message
