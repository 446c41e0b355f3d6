"""Two windows of the game on one data folder never write the same save (issue 34 item 3): a
game holds its slot's lock while it runs; another window takes another slot for a new game and
refuses to open that one; a lock a dead process left behind is taken over."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from game.shell.session.locks import SaveLock, lock_path
from game.shell.session.slots import SaveSlots

ROOT = Path(__file__).resolve().parents[2]
HOLDER = """
import sys, time
from pathlib import Path
from game.shell.session.slots import SaveSlots
slots = SaveSlots(Path(sys.argv[1]))
held = slots.claim(slots.path(int(sys.argv[2])))
print("held" if held else "busy", flush=True)
time.sleep(120)
"""


@pytest.fixture
def other_window(tmp_path):
    """Another process of the game holding slot 1's lock (as a game running there does)."""
    folder = tmp_path / "saves"
    folder.mkdir()
    child = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(folder), "1"],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    try:
        assert child.stdout.readline().strip() == "held"
        yield folder, child
    finally:
        child.kill()
        child.wait()


def test_a_slot_another_window_plays_is_neither_opened_nor_taken(other_window):
    folder, _ = other_window
    slots = SaveSlots(folder)
    assert slots.in_use(1) and not slots.in_use(2)
    assert slots.claim(slots.path(1)) is None, "never written by two windows"
    assert slots.free() == 2
    path, held = slots.claim_new()
    assert path == slots.path(2), "a new game takes another slot"
    assert slots.claim_new(reserved=1) is None, "nor replaced from here"
    held.release()


def test_the_lock_of_a_window_that_died_is_taken_over(other_window):
    folder, child = other_window
    child.send_signal(signal.SIGKILL)  # killed: no time to let go of anything
    child.wait()
    assert lock_path(folder / "slot-1.jsonl").exists(), "the lock file stays behind"
    slots = SaveSlots(folder)
    assert not slots.in_use(1)
    held = slots.claim(slots.path(1))
    assert held is not None
    held.release()
    assert not lock_path(folder / "slot-1.jsonl").exists()


def test_a_lock_file_with_a_dead_process_in_it_is_free(tmp_path):
    save = tmp_path / "slot-3.jsonl"
    lock_path(save).write_text("999999\n")
    lock = SaveLock(save)
    assert lock.acquire() and lock.held
    assert lock_path(save).read_text() == f"{os.getpid()}\n"
    lock.release()


def test_one_window_holds_its_own_lock_once(tmp_path):
    slots = SaveSlots(tmp_path)
    held = slots.claim(slots.path(1))
    assert held is not None and not slots.in_use(1), "its own game is not another window's"
    assert slots.claim(slots.path(1)) is not None
    held.release()
    assert not slots.in_use(1)
