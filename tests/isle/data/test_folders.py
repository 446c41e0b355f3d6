"""The title counts the challenges without reading them (issue 43): as many as the files the
levels loader reads, in the shipped folder and in one with odd entries."""

from __future__ import annotations

from game.isle.data.folders import challenge_count, challenge_files


def test_the_shipped_challenges_are_counted_as_listed():
    assert challenge_count() == len(challenge_files()) > 0


def test_odd_entries_are_counted_as_the_listing_counts_them(tmp_path):
    folder = tmp_path / "challenges"
    folder.mkdir()
    for name in ("1-01.json", ".hidden.json", "notes.txt", "UPPER.JSON", "2-01.json"):
        (folder / name).write_text("{}")
    (folder / "a-folder.json").mkdir()
    assert challenge_count(tmp_path) == len(challenge_files(tmp_path)) == 4
    assert challenge_count(tmp_path / "missing") == len(challenge_files(tmp_path / "missing")) == 0
