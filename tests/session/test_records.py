"""The records file (challenges, Solo margins, daily games): kept across launches, written
safely, and a bad file never loses anything nor stops the game: it is kept aside with a
message, its good entries survive, a folder in its way is told, not a traceback."""

from __future__ import annotations

import json
import os

import pytest

from game.shell.session.records import (
    MAX_BYTES,
    ChallengeBest,
    DailyEntry,
    RecordStore,
    better_challenge,
)


def filled(folder) -> RecordStore:
    store = RecordStore(folder)
    store.record_challenge("1-01", ChallengeBest(3, 0, 1), fewer=True)
    store.record_challenge("1-02", ChallengeBest(2, 1, 2), fewer=True)
    store.record_solo("hard", 7)
    store.start_daily("2026-12-05", "hard")
    store.finish_daily("2026-12-05", 80, 71, "share")
    return store


def test_records_are_kept_across_launches(tmp_path):
    filled(tmp_path)
    again = RecordStore(tmp_path)
    assert again.notices == []
    records = again.records
    assert records.challenges["1-01"] == ChallengeBest(3, 0, 1)
    assert records.stars("1-02") == 2 and records.total_stars() == 5
    assert records.solo == {"hard": 7}
    assert records.daily["2026-12-05"] == DailyEntry("hard", "done", 80, 71, "share")
    assert records.daily["2026-12-05"].margin == 9


def test_a_missing_file_is_empty_records_without_a_message(tmp_path):
    store = RecordStore(tmp_path)
    assert store.notices == [] and store.records.total_stars() == 0


def test_only_a_better_try_replaces_the_record(tmp_path):
    store = RecordStore(tmp_path)
    assert store.record_challenge("2-01", ChallengeBest(1, 3, 2), fewer=True)
    assert not store.record_challenge("2-01", ChallengeBest(1, 4, 2), fewer=True)
    assert store.record_challenge("2-01", ChallengeBest(1, 2, 2), fewer=True)  # fewer rats
    assert store.record_challenge("2-01", ChallengeBest(2, 9, 2), fewer=True)  # more stars
    assert not store.record_challenge("2-01", ChallengeBest(0, 0, 0), fewer=True)
    assert better_challenge(ChallengeBest(3, 10, 3), ChallengeBest(3, 12, 3), fewer=False)
    assert better_challenge(ChallengeBest(3, 10, 3), ChallengeBest(3, 10, 2), fewer=False)
    assert store.record_solo("easy", 3)
    assert not store.record_solo("easy", 2)
    assert store.records.solo["easy"] == 3


def test_a_daily_game_counts_once_for_the_record(tmp_path):
    store = RecordStore(tmp_path)
    assert store.start_daily("2026-12-06", "medium")
    assert not store.start_daily("2026-12-06", "medium")  # the second game is a free one
    assert store.finish_daily("2026-12-06", 50, 60, "text")
    assert not store.finish_daily("2026-12-06", 90, 10, "better")
    assert store.records.daily["2026-12-06"].score == 50
    assert not store.finish_daily("2026-12-07", 90, 10, "never started")


def write(tmp_path, content: bytes) -> None:
    (tmp_path / "records.json").write_bytes(content)


def aside_files(tmp_path) -> list[str]:
    return sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("records.broken"))


@pytest.mark.parametrize(
    "content",
    [b"", b"{ not json", b"\xff\xfe\x00", b"[" * 10_000 + b"]" * 10_000, b'{"format": 2}', b"[]"],
    ids=["empty", "not json", "not utf8", "nested", "other format", "a list"],
)
def test_a_broken_file_is_kept_aside_with_a_message(tmp_path, content):
    write(tmp_path, content)
    store = RecordStore(tmp_path)
    assert store.records.total_stars() == 0
    assert [key for key, _ in store.notices] == ["notice.records_aside"]
    kept = aside_files(tmp_path)
    assert len(kept) == 1 and (tmp_path / kept[0]).read_bytes() == content
    store.record_solo("easy", 1)  # the game goes on and writes a new file
    assert json.loads((tmp_path / "records.json").read_text())["solo"] == {"easy": 1}


def test_a_huge_file_is_kept_aside_unread(tmp_path):
    write(tmp_path, b" " * (MAX_BYTES + 1))
    store = RecordStore(tmp_path)
    assert [key for key, _ in store.notices] == ["notice.records_aside"]
    assert len(aside_files(tmp_path)) == 1


def test_good_records_survive_bad_entries(tmp_path):
    data = filled(tmp_path).records.to_json()
    data["challenges"]["1-03"] = {"stars": 9, "result": 0, "moves": 1}  # no such stars
    data["challenges"]["../x"] = {"stars": 1, "result": 0, "moves": 1}
    data["daily"]["yesterday"] = {"difficulty": "hard"}
    data["daily"]["2026-12-07"] = {"difficulty": "hard", "state": "done"}  # no score
    data["solo"]["hard"] = "a lot"
    (tmp_path / "records.json").write_text(json.dumps(data))
    store = RecordStore(tmp_path)
    assert set(store.records.challenges) == {"1-01", "1-02"}
    assert set(store.records.daily) == {"2026-12-05"}
    assert store.records.solo == {}
    ((key, values),) = store.notices
    assert key == "notice.records_entries" and "challenges.1-03" in values["entries"]
    assert len(aside_files(tmp_path)) == 1  # the whole file as it was, nothing lost


def test_a_folder_in_the_way_is_told_and_never_written_over(tmp_path):
    (tmp_path / "records.json").mkdir()
    store = RecordStore(tmp_path)
    assert [key for key, _ in store.notices] == ["notice.records_unreadable"]
    assert store.record_solo("easy", 5)  # kept in memory for this launch
    assert store.save_failure is not None
    with pytest.raises(OSError):
        store.save()
    assert (tmp_path / "records.json").is_dir()


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_a_read_only_folder_is_a_save_failure_not_a_crash(tmp_path):
    store = RecordStore(tmp_path)
    tmp_path.chmod(0o500)
    try:
        store.record_challenge("1-01", ChallengeBest(1, 2, 1), fewer=True)
        assert store.save_failure is not None
    finally:
        tmp_path.chmod(0o700)


def test_the_app_tells_a_bad_records_file_once(tmp_path, monkeypatch):
    from tests.app.conftest import make_app

    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "records.json").write_text("{ broken")
    app = make_app(tmp_path, monkeypatch)
    try:
        assert app.records.records.total_stars() == 0
        assert [key for key, _ in app.notices].count("notice.records_aside") == 1
    finally:
        import pygame

        pygame.display.quit()
