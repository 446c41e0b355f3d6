"""Every game's part of the records file (issue 45): a game's best scores and its daily games
by date live beside The Isle of Cats' records in the same file, whose format stays the one the
Isle wrote (an old file loads as it is); what this version does not know is written back
unchanged; a bad entry of a game's part is dropped after the whole file is kept aside; and two
windows on one data folder never lose each other's records."""

from __future__ import annotations

import json

from game.shell.session.records import GameDay, RecordStore, parse_records

# A file as The Isle of Cats wrote it before games had their parts.
ISLE_FILE = {
    "format": 1,
    "challenges": {"1-01": {"stars": 3, "result": 0, "moves": 1}},
    "solo": {"hard": 7},
    "daily": {
        "2026-12-05": {"difficulty": "hard", "state": "done", "score": 80, "sister": 71},
    },
}


def write(folder, data) -> None:
    (folder / "records.json").write_text(json.dumps(data), encoding="utf-8")


def on_disk(folder) -> dict:
    return json.loads((folder / "records.json").read_text(encoding="utf-8"))


def test_an_isle_file_of_before_loads_and_keeps_its_shape(tmp_path):
    write(tmp_path, ISLE_FILE)
    store = RecordStore(tmp_path)
    assert store.notices == []
    assert store.records.total_stars() == 3 and store.records.solo == {"hard": 7}
    assert store.game("quest").best == {} and store.game("quest").daily == {}
    assert store.record_best("quest", "solo", 21)
    data = on_disk(tmp_path)
    assert {k: data[k] for k in ISLE_FILE} == ISLE_FILE, "the Isle's part is as it was"
    assert data["games"] == {"quest": {"best": {"solo": 21}, "daily": {}}}
    again = RecordStore(tmp_path)
    assert again.notices == [] and again.game("quest").best == {"solo": 21}


def test_a_games_best_and_its_daily_games_are_kept_once_for_the_record(tmp_path):
    store = RecordStore(tmp_path)
    assert store.record_best("quest", "solo", 18)
    assert not store.record_best("quest", "solo", 12), "only a better score replaces it"
    assert store.record_best("quest", "solo", 25)
    assert store.start_day("quest", "2026-05-01")
    assert not store.start_day("quest", "2026-05-01"), "the second game is a free one"
    assert store.finish_day("quest", "2026-05-01", True, 24, "share")
    assert not store.finish_day("quest", "2026-05-01", True, 30, "better")
    assert not store.finish_day("quest", "2026-05-02", True, 30, "never started")
    assert store.start_day("quest", "2026-05-03")
    assert store.finish_day("quest", "2026-05-03", False, None, "lost")
    part = RecordStore(tmp_path).game("quest")
    assert part.best == {"solo": 25}
    assert part.daily["2026-05-01"] == GameDay("done", True, 24, "share")
    assert part.daily["2026-05-03"] == GameDay("done", False, None, "lost")
    assert RecordStore(tmp_path).records.daily == {}, "the Isle's daily games are apart"


def test_what_this_version_does_not_know_is_written_back(tmp_path):
    data = dict(ISLE_FILE)
    data["medals"] = {"gold": 2}  # a section of a newer version
    data["games"] = {
        "fuse": {"best": {"solo": 4}, "daily": {}},  # a game this box may not have
        "quest": {"best": {"solo": 9}, "streaks": [1, 2]},  # a newer key of a game's part
    }
    write(tmp_path, data)
    store = RecordStore(tmp_path)
    assert store.notices == []
    store.record_best("quest", "solo", 11)
    saved = on_disk(tmp_path)
    assert saved["medals"] == {"gold": 2}
    assert saved["games"]["fuse"] == {"best": {"solo": 4}, "daily": {}}
    assert saved["games"]["quest"]["streaks"] == [1, 2]
    assert saved["games"]["quest"]["best"] == {"solo": 11}


def test_bad_entries_of_a_games_part_are_dropped_after_the_file_is_kept_aside(tmp_path):
    data = dict(ISLE_FILE)
    data["games"] = {
        "quest": {
            "best": {"solo": 20, "score": "many", "Bad Key": 3},
            "daily": {
                "2026-05-01": {"state": "done", "won": True, "score": 20},
                "2026-05-02": {"state": "done", "score": 3},  # done: won or not is said
                "2026-05-03": {"state": "over"},
                "yesterday": {"state": "playing"},
            },
        },
        "../x": {"best": {}},
        "kittens": "a lot",
    }
    write(tmp_path, data)
    store = RecordStore(tmp_path)
    part = store.game("quest")
    assert part.best == {"solo": 20} and set(part.daily) == {"2026-05-01"}
    assert set(store.records.games) == {"quest"}
    ((key, values),) = store.notices
    assert key == "notice.records_entries" and "games.quest.best.score" in values["entries"]
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("records.broken")]
    assert len(kept) == 1 and json.loads(kept[0].read_text()) == data, "nothing lost"
    records, dropped = parse_records(data)
    assert "games.../x" in dropped and "games.kittens" in dropped


def test_two_windows_keep_each_others_records(tmp_path):
    first, second = RecordStore(tmp_path), RecordStore(tmp_path)  # both started empty
    assert first.record_best("quest", "solo", 14)
    assert second.start_day("quest", "2026-05-01")  # it read the first's best before writing
    assert second.record_solo("hard", 5)
    assert first.finish_day("quest", "2026-05-01", True, 19, "share")  # the second's day
    assert not first.record_best("quest", "solo", 12)
    for store in (RecordStore(tmp_path), first, second):
        store.refresh()
        part = store.game("quest")
        assert part.best == {"solo": 14}
        assert part.daily["2026-05-01"] == GameDay("done", True, 19, "share")
        assert store.records.solo == {"hard": 5}


def test_a_change_that_could_not_be_written_is_made_again_at_the_next(tmp_path, monkeypatch):
    from game.shell.session import records as module

    store = RecordStore(tmp_path)
    real = module.write_atomic

    def full(path, text, **kw):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(module, "write_atomic", full)
    assert store.record_best("quest", "solo", 30)
    assert store.save_failure is not None
    other = RecordStore(tmp_path)  # meanwhile another window writes the file
    monkeypatch.setattr(module, "write_atomic", real)
    assert other.record_solo("easy", 2)
    assert store.start_day("quest", "2026-05-04")
    assert store.save_failure is None
    fresh = RecordStore(tmp_path)
    assert fresh.game("quest").best == {"solo": 30}, "the unwritten change was made again"
    assert "2026-05-04" in fresh.game("quest").daily and fresh.records.solo == {"easy": 2}


def test_a_file_broken_by_hand_while_playing_is_kept_aside_not_written_over(tmp_path):
    store = RecordStore(tmp_path)
    store.record_best("quest", "solo", 8)
    (tmp_path / "records.json").write_text("{ broken by hand", encoding="utf-8")
    assert store.record_best("quest", "solo", 9)
    assert [key for key, _ in store.take_notices()] == ["notice.records_aside"]
    assert store.take_notices() == []
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("records.broken")]
    assert len(kept) == 1 and kept[0].read_text() == "{ broken by hand"
    assert RecordStore(tmp_path).game("quest").best == {"solo": 9}
