"""The Isle's records where players see them: its lines of the title's records plate (the
challenges' stars, today's daily game, the best Solo margin; the plate is the shell's,
game/shell/ui/records_plate.py). Light to import: the title draws it on its first frame."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from game.shell.ui.records_plate import RecordsSummary

if TYPE_CHECKING:
    from game.shell.scenes.stack import Host

SOLO_LEVELS = ("easy", "medium", "hard", "very_hard", "expert")  # easiest first


def records_summary(app: Host) -> RecordsSummary:
    """The Isle's part of the title's records: its challenges' stars and two lines (today's
    daily game, the best Solo margin at the hardest difficulty with one)."""
    stars, total, lines = records_lines(app)
    return RecordsSummary(lines, (stars, total))


def records_lines(app: Host) -> tuple[int, int, list[str]]:
    """The title's records: stars earned, stars there are, and two lines (today's daily
    game, the best Solo margin at the hardest difficulty with one)."""
    from game.isle.data.folders import challenge_count

    t, records = app.t, app.records.records
    total = 3 * challenge_count()  # counted, not read: no model to import yet
    entry = records.daily.get(time.strftime("%Y-%m-%d"))  # today: datetime waits (issue 43)
    if entry is None:
        daily = t("title.records.daily_new")
    elif entry.state == "playing":
        daily = t("title.records.daily_playing")
    else:
        daily = t("title.records.daily_done", margin=signed(entry.margin))
    lines = [daily]
    played = [level for level in SOLO_LEVELS if level in records.solo]
    if played:
        level = played[-1]
        best = f"{t(f'setup.difficulty.{level}')} {signed(records.solo[level])}"
        lines.append(t("title.records.best", best=best))
    return records.total_stars(), total, lines


def signed(margin: int) -> str:
    return f"+{margin}" if margin > 0 else str(margin)
