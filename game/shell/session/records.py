"""The player's records, kept in the data folder (``records.json``): The Isle of Cats' (the best
result of each challenge, the best Solo margin per difficulty, its daily games by date) and
every other game's part (``games``: a game's best scores by what they are of, and its daily
games by date: under way, or done, won or lost, with its score and share text).

Written like the saves (game/shell/session/files.py: atomic, never over a folder or a device).
A file that cannot be read (not UTF-8, not JSON, too large, nested too deep) or whose content
is not records is kept aside under a unique name and the game starts with empty records;
entries that are wrong are dropped one by one after the file was kept aside, so nothing is
lost. What went wrong is in ``notices`` (message keys and values) for the window to show once;
nothing here raises but ``save`` (``OSError``: a full disk, a read-only folder, a folder in the
way).

The file's format stays 1: a file written before games had their parts loads as it is, and
what this version does not know (a section of a newer version, a game it does not have) is
kept and written back unchanged. Two windows on one data folder never lose each other's
records: each change reads the file again under a lock beside it, makes the change on what it
finds and writes it back (a change that could not be written is made again at the next one).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Iterable
from dataclasses import asdict, field, replace
from pathlib import Path
from typing import Any

from game.shell import safeio
from game.shell.record import record
from game.shell.safeio import ReadError
from game.shell.session.files import keep_aside, write_atomic
from game.shell.session.locks import held_briefly

FORMAT = 1
MAX_BYTES = 1 << 20  # a year of daily games of every game and every challenge: about 120 kB
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
CHALLENGE_ID = re.compile(r"^[A-Za-z0-9_-]{1,40}$")
GAME_ID = re.compile(r"^[a-z][a-z0-9_]{0,19}$")
BEST_KEY = re.compile(r"^[a-z0-9_]{1,20}$")
DAILY_STATES = ("playing", "done")
KNOWN = ("format", "challenges", "solo", "daily", "games")  # the sections this version reads
MAX_SHARE = 400
Notice = tuple[str, dict[str, Any]]
Change = Callable[["Records"], bool]


@record(frozen=True, slots=True)
class ChallengeBest:
    """A challenge's best result: its stars, its result and the moves it took."""

    stars: int
    result: int
    moves: int


@record(frozen=True, slots=True)
class DailyEntry:
    """The Isle's game of a date played for the record: under way, or done with its result."""

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


@record(frozen=True, slots=True)
class GameDay:
    """Another game's daily game of a date played for the record: under way, or done (won or
    not, its score: None for a game that has none when lost) with its share text."""

    state: str = "playing"
    won: bool | None = None
    score: int | None = None
    share: str = ""

    @property
    def done(self) -> bool:
        return self.state == "done"


@record
class GameRecords:
    """One game's part: its best scores (``best``: what they are of -> the best, higher is
    better) and its daily games by date."""

    best: dict[str, int] = field(default_factory=dict)
    daily: dict[str, GameDay] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)  # what a newer version added: kept

    def to_json(self) -> dict:
        return {
            **self.extra,
            "best": dict(sorted(self.best.items())),
            "daily": {k: _compact(asdict(v)) for k, v in sorted(self.daily.items())},
        }


@record
class Records:
    """The player's records, part by part (this module's docstring says what each holds)."""

    challenges: dict[str, ChallengeBest] = field(default_factory=dict)
    solo: dict[str, int] = field(default_factory=dict)  # difficulty -> best margin
    daily: dict[str, DailyEntry] = field(default_factory=dict)  # YYYY-MM-DD -> entry
    games: dict[str, GameRecords] = field(default_factory=dict)  # game id -> its part
    extra: dict[str, Any] = field(default_factory=dict)  # a newer version's sections: kept

    def stars(self, challenge: str) -> int:
        best = self.challenges.get(challenge)
        return best.stars if best else 0

    def total_stars(self) -> int:
        return sum(best.stars for best in self.challenges.values())

    def game(self, game_id: str) -> GameRecords:
        """The part of ``game_id`` (empty when it has none yet; not kept until it changes)."""
        return self.games.get(game_id) or GameRecords()

    def to_json(self) -> dict:
        data = {
            **self.extra,
            "format": FORMAT,
            "challenges": {k: asdict(v) for k, v in sorted(self.challenges.items())},
            "solo": dict(sorted(self.solo.items())),
            "daily": {k: _compact(asdict(v)) for k, v in sorted(self.daily.items())},
        }
        if self.games:
            data["games"] = {k: v.to_json() for k, v in sorted(self.games.items())}
        return data


def _compact(entry: dict) -> dict:
    return {k: v for k, v in entry.items() if v not in (None, "")}


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


def _share(value: Any) -> str | None:
    return value if isinstance(value, str) and len(value) <= MAX_SHARE else None


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
    share = _share(value.get("share", ""))
    if share is None:
        return None
    return DailyEntry(difficulty, state, _int(score), _int(sister), share)


def _game_day(value: Any) -> GameDay | None:
    if not isinstance(value, dict):
        return None
    state, won, score = value.get("state", "playing"), value.get("won"), value.get("score")
    if state not in DAILY_STATES or (won is not None and not isinstance(won, bool)):
        return None
    if score is not None and _int(score) is None:
        return None
    if state == "done" and won is None:
        return None
    share = _share(value.get("share", ""))
    if share is None:
        return None
    return GameDay(state, won, score, share)


def _game(value: Any, name: str, dropped: list[str]) -> GameRecords | None:
    if not isinstance(value, dict):
        return None
    part = GameRecords(extra={k: v for k, v in value.items() if k not in ("best", "daily")})
    for key, best in _section(value, "best"):
        score = _int(best, -1_000_000, 1_000_000)
        if score is None or not BEST_KEY.match(key):
            dropped.append(f"games.{name}.best.{key[:20]}")
        else:
            part.best[key] = score
    for key, day in _section(value, "daily"):
        entry = _game_day(day) if DATE.match(key) else None
        if entry is None:
            dropped.append(f"games.{name}.daily.{key[:20]}")
        else:
            part.daily[key] = entry
    for name_ in ("best", "daily"):
        if not isinstance(value.get(name_, {}), dict):
            dropped.append(f"games.{name}.{name_}")
    return part


def parse_records(data: Any) -> tuple[Records, list[str]]:
    """The records in ``data`` and the paths of the entries dropped (wrong type or value)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ReadError("not a records file of this game (format 1)", "invalid")
    records, dropped = Records(), []
    records.extra = {k: v for k, v in data.items() if k not in KNOWN}
    for name in ("challenges", "solo", "daily", "games"):
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
    for key, value in _section(data, "games"):
        part = _game(value, key[:20], dropped) if GAME_ID.match(key) else None
        if part is None:
            dropped.append(f"games.{key[:20]}")
        else:
            records.games[key] = part
    return records, dropped


def _section(data: dict, name: str) -> Iterable[tuple[str, Any]]:
    section = data.get(name, {})
    return section.items() if isinstance(section, dict) else ()


class RecordStore:
    """Loads the records, keeps them, and writes each change (read again first, under the
    lock: another window's records stay)."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / "records.json"
        self.notices: list[Notice] = []
        self.problems: list[str] = []  # the same in English (logs, tests)
        self.save_failure: OSError | None = None
        self._seen: tuple[int, int, int] | None = None  # the file read last: inode, mtime, size
        self._pending: list[Change] = []  # changes not written yet (a save that failed)
        with held_briefly(self.path):
            self.records = self._load() or Records()

    def _tell(self, key: str, **values: Any) -> None:
        self.notices.append((key, values))
        self.problems.append(f"{self.path.name}: {key} {values}")

    def take_notices(self) -> list[Notice]:
        """What went wrong since the last time asked (the window tells it once)."""
        found, self.notices = self.notices, []
        return found

    def _stamp(self) -> tuple[int, int, int] | None:
        """What tells the file apart from the one read last (each write makes a new file)."""
        try:
            info = os.stat(self.path)
        except OSError:
            return None
        return info.st_ino, info.st_mtime_ns, info.st_size

    def _load(self) -> Records | None:
        """The records on disk now; None when there are none to read (no file, a folder in
        the way: told) or the file was broken (kept aside: told)."""
        stamp = self._stamp()
        try:
            text = safeio.read_text(self.path, MAX_BYTES)
        except FileNotFoundError:
            self._seen = None
            return None
        except ReadError as error:
            if error.kind in ("folder", "not_regular", "unreadable"):
                self._tell("notice.records_unreadable", reason=error, path=str(self.path))
                return None
            self._aside(error)
            return None
        except OSError as error:
            self._tell("notice.records_unreadable", reason=error, path=str(self.path))
            return None
        try:
            records, dropped = parse_records(safeio.loads(text, huge=True))
        except ReadError as error:
            self._aside(error)
            return None
        self._seen = stamp
        if dropped:
            aside = keep_aside(self.path)
            self._tell(
                "notice.records_entries",
                entries=", ".join(dropped[:5]),
                name=aside.name if aside else "",
            )
        return records

    def _aside(self, error: ReadError) -> None:
        aside = keep_aside(self.path)
        if aside is None:
            self._tell("notice.records_not_moved", reason=error, path=str(self.path))
        else:
            self._tell("notice.records_aside", reason=error, name=aside.name)
        self._seen = None

    def _catch_up(self) -> None:
        """The file as another window may have left it, with this window's changes not
        written yet made on it again (nothing to do when the file did not change)."""
        stamp = self._stamp()
        if stamp is None or stamp == self._seen:
            return
        found = self._load()
        if found is None:
            return  # nothing readable there: ours stand (the next write puts them back)
        for change in self._pending:
            change(found)
        self.records = found

    def refresh(self) -> None:
        """Read what another window wrote since (a screen that shows the records asks)."""
        with held_briefly(self.path):
            self._catch_up()

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
        self._seen = self._stamp()
        self._pending.clear()

    def _change(self, change: Change) -> bool:
        """Make ``change`` on the records as they are on disk now and write them; True when it
        changed anything. A failed write keeps it for the next change."""
        with held_briefly(self.path):
            self._catch_up()
            if not change(self.records):
                return False
            self._pending.append(change)
            try:
                self.save()
            except OSError:
                pass  # told by ``save_failure``; made again on the file at the next change
        return True

    # --- The Isle of Cats' records ------------------------------------------------------------
    def record_challenge(self, challenge: str, best: ChallengeBest, fewer: bool) -> bool:
        """Keep the try when it beats the record; True when it did (then saved)."""

        def change(records: Records) -> bool:
            if not better_challenge(records.challenges.get(challenge), best, fewer):
                return False
            records.challenges[challenge] = best
            return True

        return self._change(change)

    def record_solo(self, difficulty: str, margin: int) -> bool:
        def change(records: Records) -> bool:
            old = records.solo.get(difficulty)
            if old is not None and old >= margin:
                return False
            records.solo[difficulty] = margin
            return True

        return self._change(change)

    def start_daily(self, day: str, difficulty: str) -> bool:
        """A daily game begins: True when it is the day's first (played for the record)."""

        def change(records: Records) -> bool:
            if day in records.daily:
                return False
            records.daily[day] = DailyEntry(difficulty)
            return True

        return self._change(change)

    def finish_daily(self, day: str, score: int, sister: int, share: str) -> bool:
        """The record game of ``day`` ended; True when this recorded it (once)."""

        def change(records: Records) -> bool:
            entry = records.daily.get(day)
            if entry is None or entry.state == "done":
                return False
            records.daily[day] = DailyEntry(entry.difficulty, "done", score, sister, share)
            return True

        return self._change(change)

    # --- every other game's part --------------------------------------------------------------
    def game(self, game_id: str) -> GameRecords:
        """The records of ``game_id`` (its best scores, its daily games)."""
        return self.records.game(game_id)

    def record_best(self, game_id: str, what: str, score: int) -> bool:
        """A score of ``game_id`` for ``what`` ("solo"): kept when it beats the best (higher);
        True when it did."""

        def change(records: Records) -> bool:
            part = records.games.setdefault(game_id, GameRecords())
            old = part.best.get(what)
            if old is not None and old >= score:
                return False
            part.best[what] = score
            return True

        return self._change(change)

    def start_day(self, game_id: str, day: str) -> bool:
        """``game_id``'s daily game of ``day`` begins: True when it is the day's first (the
        one played for the record)."""

        def change(records: Records) -> bool:
            part = records.games.setdefault(game_id, GameRecords())
            if day in part.daily:
                return False
            part.daily[day] = GameDay()
            return True

        return self._change(change)

    def finish_day(self, game_id: str, day: str, won: bool, score: int | None, share: str) -> bool:
        """The record game of ``day`` ended; True when this recorded it (once)."""

        def change(records: Records) -> bool:
            part = records.games.get(game_id)
            entry = part.daily.get(day) if part is not None else None
            if part is None or entry is None or entry.done:
                return False
            part.daily[day] = replace(
                entry, state="done", won=won, score=score, share=share[:MAX_SHARE]
            )
            return True

        return self._change(change)
