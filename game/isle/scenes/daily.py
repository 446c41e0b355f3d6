"""The daily game: today's Solo game (its deal and the sister's difficulty from the date, the
same for everyone), played once for the record and then freely; the table of results by
date; the result as a short text to share. Also what every finished game leaves in the
records (the best Solo margin per difficulty, the daily result).
"""

from __future__ import annotations

from datetime import date

import pygame

from game.isle.session import daily as days
from game.isle.ui.art import isle_art
from game.isle.ui.records_plate import SOLO_LEVELS
from game.shell.scenes.daily_screen import DONE, NEW, PLAYING, DailyScreen, Line, Results
from game.shell.scenes.daily_screen import record_save as saved_record
from game.shell.scenes.stack import Host
from game.shell.ui import text

TABLE_ROWS = 7  # the days shown in the table, the most recent first


def today() -> date:
    return date.today()


def find_record_save(app: Host, key: str):
    """The saved game played for the record on ``key`` (a slot entry), if one is saved."""
    return saved_record(app, app.games.get("isle").save_id, key, older=True)


def start_daily(app: Host, day: date) -> None:
    """Today's game: the record game the first time, a free game after that."""
    from game.isle.scenes.game import start_new_game
    from game.isle.session.game_session import SeatConfig

    problem = app.content_problem()
    if problem:
        app.open("message", app.t("notice.content_broken", detail=problem))
        return
    if app.saves.free() is None:
        app.open("message", app.t("daily.no_slot"))
        return
    game = days.daily_for(day)
    record = app.records.start_daily(game.key, game.difficulty)
    if app.records.save_failure is not None:
        app.notify("notice.records_not_saved", reason=app.records.save_failure)
    seats = [SeatConfig(app.t("daily.player"), "human")]
    start_new_game(
        app,
        seats,
        days.MODE,
        game.seed,
        difficulty=game.difficulty,
        daily={"date": game.key, "record": record},
    )


class DailyScene(DailyScreen):
    name = "daily"
    title_key = "daily.title"
    resume_scene = "daily_resume"

    def __init__(self, app: Host, day: date | None = None) -> None:
        super().__init__(app)
        self.day = day or today()
        self.game = days.daily_for(self.day)

    def entry(self):
        return self.app.records.records.daily.get(self.game.key)

    def day_state(self) -> tuple[str, str]:
        entry = self.entry()
        if entry is None:
            return NEW, ""
        return (DONE if entry.state == "done" else PLAYING), entry.share

    def record_save(self):
        return find_record_save(self.app, self.game.key)

    def play(self) -> None:
        start_daily(self.app, self.day)

    def draw_symbols(
        self, surface: pygame.Surface, line: str, at: tuple[int, int], size: int
    ) -> int:
        return share_symbols(surface, self.app, line, at, size)

    # --- the day, the table ---------------------------------------------------------------
    def intro_lines(self) -> list[Line]:
        t, palette = self.t, self.app.palette
        return [
            (t("daily.today", date=self.game.key), "bold", palette.accent),
            (
                t("daily.difficulty", level=t(f"setup.difficulty.{self.game.difficulty}")),
                "body",
                palette.text,
            ),
            (self._status(self.entry()), "body", palette.text),
        ]

    def _status(self, entry) -> str:
        t = self.t
        if entry is None:
            return t("daily.status.new")
        if entry.state == "playing":
            return t("daily.status.playing")
        key = "won" if entry.margin > 0 else "tie" if entry.margin == 0 else "lost"
        return t(f"daily.status.{key}", margin=abs(entry.margin), score=entry.score)

    def _table_rows(self) -> list[tuple[str, ...]]:
        t = self.t
        rows: list[tuple[str, ...]] = []
        entries = sorted(self.app.records.records.daily.items(), reverse=True)[:TABLE_ROWS]
        for key, entry in entries:
            level = t(f"setup.difficulty.{entry.difficulty}")
            if entry.state == "done":
                margin = entry.margin
                sign = "+" if margin > 0 else ""
                rows.append((key, level, str(entry.score), f"{sign}{margin}"))
            else:
                rows.append((key, level, t("daily.unfinished"), ""))
        return rows

    def results(self) -> Results:
        t = self.t
        heads = (
            t("daily.col.date"),
            t("daily.col.level"),
            t("daily.col.score"),
            t("daily.col.margin"),
        )
        solo = self.app.records.records.solo
        best = [
            f"{t(f'setup.difficulty.{level}')} {'+' if margin > 0 else ''}{margin}"
            for level, margin in sorted(
                solo.items(),
                key=lambda item: SOLO_LEVELS.index(item[0]) if item[0] in SOLO_LEVELS else 9,
            )
        ]
        footer = t("daily.best_solo", best=", ".join(best)) if best else t("daily.no_solo")
        return Results(
            heads,
            self._table_rows(),
            (0.0, 0.34, 0.64, 0.84),
            footer,
            t("daily.no_games"),
            self.game.key,
        )


def share_symbols(surface: pygame.Surface, app, line: str, at, size: int) -> int:
    """The share text's line of symbols drawn as the game draws them: a square per room
    (filled when full), the rat and the cat with their counts. Returns its height."""
    palette = app.palette
    x, y = at
    side = max(8, round(size * 1.1))
    gap = max(2, side // 5)
    for char in line:
        if char == days.ROOM_FULL:
            pygame.draw.rect(surface, palette.good, (x, y, side, side), border_radius=side // 5)
            x += side + gap
        elif char == days.ROOM_OPEN:
            pygame.draw.rect(
                surface, palette.text_dim, (x, y, side, side), max(1, side // 8), side // 5
            )
            x += side + gap
        elif char == days.RAT:
            surface.blit(isle_art(app).rat(side), (x, y))
            x += side + gap // 2
        elif char == days.FAMILY:
            surface.blit(isle_art(app).cat_face("orange", side), (x, y))
            x += side + gap // 2
        elif char == " ":
            x += side
        else:
            image = text.render(char, "bold", size, palette.text)
            surface.blit(image, (x, y + (side - image.get_height()) // 2))
            x += image.get_width()
    return side
