"""The player's records, kept in the data folder (``records.json``): the best result of each
challenge, the best Solo margin per difficulty and the daily games by date.

Written like the saves (game/shell/session/files.py: atomic, never over a folder or a device).
A file
that cannot be read (not UTF-8, not JSON, too large, nested too deep) or whose content is not
records is kept aside under a unique name and the game starts with empty records; entries that
are wrong are dropped one by one after the file was kept aside, so nothing is lost. What went
wrong is in ``notices`` (message keys and values) for the window to show once; nothing here
raises but ``save`` (``OSError``: a full disk, a read-only folder, a folder in the way).
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from game.shell import safeio
from game.shell.safeio import ReadError
from game.shell.session.files import keep_aside, write_atomic

FORMAT = 1
MAX_BYTES = 1 << 20  # a year of daily games and every challenge: about 40 kB
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
CHALLENGE_ID = re.compile(r"^[A-Za-z0-9_-]{1,40}$")
DAILY_STATES = ("playing", "done")
Notice = tuple[str, dict[str, Any]]


@dataclass(frozen=True, slots=True)
class ChallengeBest:
    stars: int
    result: int
    moves: int


@dataclass(frozen=True, slots=True)
class DailyEntry:
    """The game of a date played for the record: under way, or done with its result."""

    difficulty: str
    state: str = "playing"
    score: int | None = None
    sister: int | None = None
    share: str = ""  # the share text, as it was when the game ended

    @property
    def margin(self) -> int | None:
        if self.score is None or self.sister is None:
            return None
        return self.score - self.sister


@dataclass
class Records:
    challenges: dict[str, ChallengeBest] = field(default_factory=dict)
    solo: dict[str, int] = field(default_factory=dict)  # difficulty -> best margin
    daily: dict[str, DailyEntry] = field(default_factory=dict)  # YYYY-MM-DD -> entry

    def stars(self, challenge: str) -> int:
        best = self.challenges.get(challenge)
        return best.stars if best else 0

    def total_stars(self) -> int:
        return sum(best.stars for best in self.challenges.values())

    def to_json(self) -> dict:
        return {
            "format": FORMAT,
            "challenges": {k: asdict(v) for k, v in sorted(self.challenges.items())},
            "solo": dict(sorted(self.solo.items())),
            "daily": {k: _daily_json(v) for k, v in sorted(self.daily.items())},
        }


def _daily_json(entry: DailyEntry) -> dict:
    return {k: v for k, v in asdict(entry).items() if v not in (None, "")}


def better_challenge(old: ChallengeBest | None, new: ChallengeBest, fewer: bool) -> bool:
    """More stars, then a better result (higher, or lower when fewer is better), then fewer
    moves."""
    if old is None:
        return True
    result = -new.result if fewer else new.result
    before = -old.result if fewer else old.result
    return (new.stars, result, -new.moves) > (old.stars, before, -old.moves)


def _int(value: Any, low: int = -10_000, high: int = 10_000) -> int | None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        return None
    return value


def _challenge(value: Any) -> ChallengeBest | None:
    if not isinstance(value, dict):
        return None
    stars, result, moves = (
        _int(value.get("stars"), 0, 3),
        _int(value.get("result")),
        _int(value.get("moves"), 0, 99),
    )
    if stars is None or result is None or moves is None:
        return None
    return ChallengeBest(stars, result, moves)


def _daily(value: Any) -> DailyEntry | None:
    if not isinstance(value, dict):
        return None
    difficulty, state = value.get("difficulty"), value.get("state", "playing")
    if not isinstance(difficulty, str) or not 0 < len(difficulty) <= 20:
        return None
    if state not in DAILY_STATES:
        return None
    score, sister = value.get("score"), value.get("sister")
    if state == "done" and (_int(score) is None or _int(sister) is None):
        return None
    share = value.get("share", "")
    if not isinstance(share, str) or len(share) > 400:
        return None
    return DailyEntry(difficulty, state, _int(score), _int(sister), share)


def parse_records(data: Any) -> tuple[Records, list[str]]:
    """The records in ``data`` and the paths of the entries dropped (wrong type or value)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ReadError("not a records file of this game (format 1)", "invalid")
    records, dropped = Records(), []
    sections = {"challenges": dict, "solo": dict, "daily": dict}
    for name in sections:
        if not isinstance(data.get(name, {}), dict):
            dropped.append(name)
    for key, value in _section(data, "challenges"):
        best = _challenge(value) if CHALLENGE_ID.match(key) else None
        if best is None:
            dropped.append(f"challenges.{key[:40]}")
        else:
            records.challenges[key] = best
    for key, value in _section(data, "solo"):
        margin = _int(value)
        if margin is None or not 0 < len(key) <= 20:
            dropped.append(f"solo.{key[:20]}")
        else:
            records.solo[key] = margin
    for key, value in _section(data, "daily"):
        entry = _daily(value) if DATE.match(key) else None
        if entry is None:
            dropped.append(f"daily.{key[:20]}")
        else:
            records.daily[key] = entry
    return records, dropped


def _section(data: dict, name: str):
    section = data.get(name, {})
    return section.items() if isinstance(section, dict) else ()


class RecordStore:
    """Loads the records once, keeps them, and writes them after each change."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / "records.json"
        self.notices: list[Notice] = []
        self.problems: list[str] = []  # the same in English (logs, tests)
        self.records = self._load()
        self.save_failure: OSError | None = None

    def _tell(self, key: str, **values: Any) -> None:
        self.notices.append((key, values))
        self.problems.append(f"{self.path.name}: {key} {values}")

    def _load(self) -> Records:
        try:
            text = safeio.read_text(self.path, MAX_BYTES)
        except FileNotFoundError:
            return Records()
        except ReadError as error:
            if error.kind in ("folder", "not_regular", "unreadable"):
                self._tell("notice.records_unreadable", reason=error, path=str(self.path))
                return Records()
            return self._aside(error)
        except OSError as error:
            self._tell("notice.records_unreadable", reason=error, path=str(self.path))
            return Records()
        try:
            records, dropped = parse_records(safeio.loads(text, huge=True))
        except ReadError as error:
            return self._aside(error)
        if dropped:
            aside = keep_aside(self.path)
            self._tell(
                "notice.records_entries",
                entries=", ".join(dropped[:5]),
                name=aside.name if aside else "",
            )
        return records

    def _aside(self, error: ReadError) -> Records:
        aside = keep_aside(self.path)
        if aside is None:
            self._tell("notice.records_not_moved", reason=error, path=str(self.path))
        else:
            self._tell("notice.records_aside", reason=error, name=aside.name)
        return Records()

    def save(self) -> None:
        """Write the records (``OSError`` when it cannot be done; kept in ``save_failure``)."""
        try:
            write_atomic(
                self.path, json.dumps(self.records.to_json(), indent=1, ensure_ascii=False)
            )
        except OSError as error:
            self.save_failure = error
            raise
        self.save_failure = None

    # --- changes ------------------------------------------------------------------------
    def record_challenge(self, challenge: str, best: ChallengeBest, fewer: bool) -> bool:
        """Keep the try when it beats the record; True when it did (then saved)."""
        if not better_challenge(self.records.challenges.get(challenge), best, fewer):
            return False
        self.records.challenges[challenge] = best
        self._save_quietly()
        return True

    def record_solo(self, difficulty: str, margin: int) -> bool:
        old = self.records.solo.get(difficulty)
        if old is not None and old >= margin:
            return False
        self.records.solo[difficulty] = margin
        self._save_quietly()
        return True

    def start_daily(self, day: str, difficulty: str) -> bool:
        """A daily game begins: True when it is the day's first (played for the record)."""
        if day in self.records.daily:
            return False
        self.records.daily[day] = DailyEntry(difficulty)
        self._save_quietly()
        return True

    def finish_daily(self, day: str, score: int, sister: int, share: str) -> bool:
        """The record game of ``day`` ended; True when this recorded it (once)."""
        entry = self.records.daily.get(day)
        if entry is None or entry.state == "done":
            return False
        self.records.daily[day] = DailyEntry(entry.difficulty, "done", score, sister, share)
        self._save_quietly()
        return True

    def _save_quietly(self) -> None:
        """Save now; a failure stays in ``save_failure`` for the screen to say."""
        try:
            self.save()
        except OSError:
            pass
