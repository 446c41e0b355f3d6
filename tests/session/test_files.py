"""Safe writes (issue 13, item 5) and broken files kept aside under names that never collide
(item 4)."""

from __future__ import annotations

import os
import time

import pytest

from game.shell.session import files
from game.shell.session.files import UnsafeTargetError, keep_aside, remove_stray_tmp, write_atomic


def test_a_write_replaces_the_file_whole_and_leaves_no_temporary_file(tmp_path):
    path = tmp_path / "save.jsonl"
    write_atomic(path, "old\n")
    write_atomic(path, "new\n")
    assert path.read_text() == "new\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["save.jsonl"]


def test_a_planted_symlink_at_the_old_temporary_name_is_never_written_through(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    (tmp_path / "save.jsonl.tmp").symlink_to(victim)  # the name older versions used
    write_atomic(tmp_path / "save.jsonl", "game\n")
    assert victim.read_text() == "precious"
    assert (tmp_path / "save.jsonl").read_text() == "game\n"


def test_the_temporary_file_is_opened_exclusively_in_the_target_folder(tmp_path, monkeypatch):
    opened = []
    real = files.tempfile.mkstemp

    def spy(*args, **kwargs):
        fd, name = real(*args, **kwargs)
        opened.append(name)
        return fd, name

    monkeypatch.setattr(files.tempfile, "mkstemp", spy)
    write_atomic(tmp_path / "sub" / "save.jsonl", "x")
    (name,) = opened
    assert os.path.dirname(name) == str(tmp_path / "sub")
    assert os.path.basename(name).startswith(".save.jsonl.") and name.endswith(".tmp")


@pytest.mark.parametrize("target", ["/dev/full", "/dev/null", "folder", "fifo", "link_to_dev"])
def test_anything_but_a_regular_file_is_never_replaced(tmp_path, target):
    if target == "folder":
        path = tmp_path / "folder"
        path.mkdir()
    elif target == "fifo":
        path = tmp_path / "fifo"
        os.mkfifo(path)
    elif target == "link_to_dev":
        path = tmp_path / "link"
        path.symlink_to("/dev/null")
    else:
        path = tmp_path.__class__(target)
    kind = os.stat(path).st_mode
    with pytest.raises(UnsafeTargetError):
        write_atomic(path, "data")
    assert os.stat(path).st_mode == kind, "the device, folder or pipe is still what it was"
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_a_failed_write_removes_its_temporary_file(tmp_path, monkeypatch):
    def full(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, "replace", full)
    with pytest.raises(OSError):
        write_atomic(tmp_path / "save.jsonl", "data")
    assert list(tmp_path.iterdir()) == []


def test_stray_temporary_files_of_a_crash_are_removed_but_recent_ones_kept(tmp_path):
    path = tmp_path / "save.jsonl"
    old = [tmp_path / ".save.jsonl.abc123.tmp", tmp_path / "save.jsonl.tmp"]
    recent = tmp_path / ".save.jsonl.xyz789.tmp"
    other = tmp_path / ".settings.json.abc.tmp"
    for stray in (*old, recent, other):
        stray.write_text("half")
    an_hour_ago = time.time() - 3600
    for stray in (*old, other):
        os.utime(stray, (an_hour_ago, an_hour_ago))
    write_atomic(path, "game")
    assert not any(p.exists() for p in old), "left by a crash: removed"
    assert recent.exists(), "maybe another write under way: kept"
    assert other.exists(), "another file's temporary file is not ours to remove"
    remove_stray_tmp(path, older_than=0)
    assert not recent.exists()


def test_broken_files_kept_aside_in_the_same_millisecond_never_collide(tmp_path):
    names = set()
    for _ in range(5):
        path = tmp_path / "slot-1.jsonl"
        path.write_text("broken")
        aside = keep_aside(path)
        assert aside is not None and not path.exists()
        names.add(aside.name)
    assert len(names) == 5 and all(n.startswith("slot-1.broken-") for n in names)
    assert all(n.endswith(".jsonl") for n in names)


def test_a_file_that_cannot_be_moved_aside_says_so(tmp_path, monkeypatch):
    path = tmp_path / "slot-1.jsonl"
    path.write_text("broken")

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(files.os, "link", refuse)
    monkeypatch.setattr(files.os, "rename", refuse)
    assert keep_aside(path) is None
    assert path.read_text() == "broken"
