"""Save slots that are not games (issue 43 item 13): symbolic links to nothing in every slot
are kept aside and a new game still finds a slot; a slot that cannot be kept aside is listed
with what is wrong; a saves folder that cannot be read says so instead of "There is no game to
continue"."""

from __future__ import annotations

import errno
import os

from game.shell.session.slots import SLOTS, SaveSlots


def dangling(folder, count=SLOTS):
    folder.mkdir(exist_ok=True)
    for number in range(1, count + 1):
        (folder / f"slot-{number}.jsonl").symlink_to(folder / f"gone-{number}.jsonl")


def test_eight_links_to_nothing_are_kept_aside_and_a_new_game_finds_a_slot(tmp_path):
    dangling(tmp_path / "saves")
    slots = SaveSlots(tmp_path / "saves")
    assert slots.entries() == []
    assert slots.free() == 1 and slots.new_game_path() == slots.path(1)
    claimed = slots.claim_new()
    assert claimed is not None and claimed[0] == slots.path(1)
    claimed[1].release()
    kept = [name for name in os.listdir(tmp_path / "saves") if "broken" in name]
    assert len(kept) == SLOTS  # every link kept aside, none lost


def test_a_link_that_cannot_be_kept_aside_is_listed_with_its_problem(tmp_path, monkeypatch):
    dangling(tmp_path / "saves", 1)
    monkeypatch.setattr("game.shell.session.slots.keep_aside", lambda path: None)
    slots = SaveSlots(tmp_path / "saves")
    assert slots.used()
    (entry,) = slots.entries()
    assert entry.number == 1 and entry.header is None
    assert entry.problem == os.strerror(errno.ENOENT)
    assert slots.most_recent() == entry  # Continue tries it, and says why it cannot


def test_a_saves_folder_that_cannot_be_read_says_why(tmp_path, monkeypatch):
    slots = SaveSlots(tmp_path)
    assert slots.folder_problem() is None and not slots.used()

    def refused(path):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))

    monkeypatch.setattr("game.shell.session.slots.os.listdir", refused)
    assert isinstance(slots.folder_problem(), PermissionError)
    assert slots.used()  # the title offers Continue, which says why


def test_a_missing_saves_folder_is_no_problem(tmp_path):
    assert SaveSlots(tmp_path / "none yet").folder_problem() is None


def test_continue_says_the_folder_cannot_be_read(monkeypatch):
    from game.shell.scenes import saves

    class Slots:
        def most_recent(self):
            return None

        def folder_problem(self):
            return PermissionError(errno.EACCES, "Permission denied")

    opened = []

    class App:
        saves = Slots()

        def t(self, key, **values):
            return key if not values else f"{key}:{values.get('reason', '')}"

        def open(self, name, text, **kwargs):
            opened.append(text)

    saves.continue_game(App())
    assert opened and opened[0].startswith("save.folder_unreadable:")
