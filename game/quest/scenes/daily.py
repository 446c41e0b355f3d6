"""The daily quest: today's solo quest (its deck and dice from the date, the same for everyone:
game/quest/daily.py), played once for the record and then freely; the table of results by date;
the result as a short text to share. The records are Dice Quest's part of the records file
(game/shell/session/records.py), the first game of the day claims the record before its
first throw (two windows cannot both play it for the record)."""

from __future__ import annotations

from datetime import date

import pygame

from game.quest import daily as days
from game.quest.ui.records_plate import GAME, SOLO, draw_symbols
from game.shell.scenes.daily_screen import DONE, NEW, PLAYING, DailyScreen, Line, Results
from game.shell.scenes.daily_screen import record_save as saved_record
from game.shell.scenes.stack import Host
from game.shell.session.seated import SeatConfig

TABLE_ROWS = 7  # the days shown in the table, the most recent first


def today() -> date:
    return date.today()


def find_record_save(app: Host, key: str):
    """The saved quest played for the record on ``key`` (a slot entry), if one is saved."""
    return saved_record(app, GAME, key)


def start_daily(app: Host, day: date) -> None:
    """Today's quest: the record game the first time, a free game after that."""
    from game.quest.scenes.table import start_new_game

    problem = app.content_problem()
    if problem:
        app.open("message", app.t("notice.content_broken", detail=problem))
        return
    if app.saves.free() is None:
        app.open("message", app.t("quest.daily.no_slot"))
        return
    quest = days.daily_for(day)
    record = app.records.start_day(GAME, quest.key)
    if app.records.save_failure is not None:
        app.notify("notice.records_not_saved", reason=app.records.save_failure)
    seats = [SeatConfig(app.t("daily.player"), "human")]
    start_new_game(app, seats, quest.seed, daily={"date": quest.key, "record": record})


class QuestDailyScene(DailyScreen):
    name = "quest.daily"
    screen = "quest_daily"
    title_key = "quest.daily.title"
    resume_scene = "quest.daily_resume"

    def __init__(self, app: Host, day: date | None = None) -> None:
        super().__init__(app)
        self.day = day or today()
        self.quest = days.daily_for(self.day)

    def enter(self) -> None:
        self.app.records.refresh()  # another window may have played it meanwhile
        super().enter()

    def entry(self):
        return self.app.records.game(GAME).daily.get(self.quest.key)

    def day_state(self) -> tuple[str, str]:
        entry = self.entry()
        if entry is None:
            return NEW, ""
        return (DONE if entry.done else PLAYING), entry.share

    def record_save(self):
        return find_record_save(self.app, self.quest.key)

    def play(self) -> None:
        start_daily(self.app, self.day)

    def play_words(self) -> str:
        return self.t("quest.daily.play")

    def draw_symbols(
        self, surface: pygame.Surface, line: str, at: tuple[int, int], size: int
    ) -> int:
        return draw_symbols(surface, self.app, line, at, size)

    def help_subject(self, pointer):
        from game.quest.ui.help import topic

        return topic("daily")

    # --- the day, the table -------------------------------------------------------------------
    def status(self) -> str:
        t, entry = self.t, self.entry()
        if entry is None:
            return t("quest.daily.status.new")
        if not entry.done:
            return t("quest.daily.status.playing")
        if entry.won:
            return t("quest.daily.status.won", score=entry.score)
        return t("quest.daily.status.lost")

    def intro_lines(self) -> list[Line]:
        t, palette = self.t, self.app.palette
        return [
            (t("daily.today", date=self.quest.key), "bold", palette.accent),
            (t("quest.daily.same"), "body", palette.text),
            (self.status(), "body", palette.text),
        ]

    def table_rows(self) -> list[tuple[str, ...]]:
        t = self.t
        rows: list[tuple[str, ...]] = []
        entries = sorted(self.app.records.game(GAME).daily.items(), reverse=True)[:TABLE_ROWS]
        for key, entry in entries:
            if not entry.done:
                rows.append((key, t("daily.unfinished"), ""))
            elif entry.won:
                rows.append((key, t("quest.daily.col.won"), str(entry.score)))
            else:
                rows.append((key, t("quest.daily.col.lost"), "–"))
        return rows

    def results(self) -> Results:
        t = self.t
        best = self.app.records.game(GAME).best.get(SOLO)
        footer = t("quest.daily.best", score=best) if best is not None else t("quest.daily.no_best")
        heads = (t("daily.col.date"), t("quest.daily.col.outcome"), t("daily.col.score"))
        return Results(
            heads,
            self.table_rows(),
            (0.0, 0.4, 0.75),
            footer,
            t("quest.daily.no_games"),
            self.quest.key,
        )
