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
from game.shell.scenes.menu_base import MenuScene
from game.shell.scenes.stack import Host
from game.shell.session.seated import SeatConfig
from game.shell.ui import text
from game.shell.ui.gui import Button, Widget
from game.shell.ui.panels import draw_panel

TABLE_ROWS = 7  # the days shown in the table, the most recent first


def today() -> date:
    return date.today()


def find_record_save(app: Host, key: str):
    """The saved quest played for the record on ``key`` (a slot entry), if one is saved."""
    for entry in app.saves.entries():
        header = entry.header
        meta = getattr(header, "meta", None)
        daily = getattr(meta, "daily", None) if meta is not None else None
        if getattr(header, "game", "") == GAME and daily is not None:
            if daily.date == key and daily.record:
                return entry
    return None


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


def copy_text(words: str) -> bool:
    """Put ``words`` on the clipboard; False when the system offers none."""
    try:
        pygame.scrap.put_text(words)
        return pygame.scrap.get_text() == words
    except (pygame.error, AttributeError, NotImplementedError):
        return False


class QuestDailyScene(MenuScene):
    name = "quest.daily"
    screen = "quest_daily"
    title_key = "quest.daily.title"
    area = (120.0, 334.0, 300.0, 300.0)
    row_height = 48.0
    row_gap = 8.0

    def __init__(self, app: Host, day: date | None = None) -> None:
        super().__init__(app)
        self.day = day or today()
        self.quest = days.daily_for(self.day)

    def enter(self) -> None:
        self.app.records.refresh()  # another window may have played it meanwhile
        super().enter()

    def entry(self):
        return self.app.records.game(GAME).daily.get(self.quest.key)

    def widgets(self) -> list[Widget]:
        t = self.t
        entry = self.entry()
        found: list[Widget] = []
        if entry is None:
            found.append(Button("play", t("quest.daily.play"), primary=True, on_press=self.play))
        elif not entry.done and find_record_save(self.app, self.quest.key):
            found.append(
                Button("continue", t("daily.continue"), primary=True, on_press=self.resume)
            )
        else:
            found.append(Button("practice", t("daily.practice"), on_press=self.play))
        shared = entry is not None and entry.done and bool(entry.share)
        found.append(Button("share", t("daily.share"), enabled=shared, on_press=self.share))
        found.append(Button("back", t("prompt.back"), on_press=self.back))
        return found

    def play(self) -> None:
        start_daily(self.app, self.day)

    def resume(self) -> None:
        entry = find_record_save(self.app, self.quest.key)
        if entry is not None:
            self.app.open("quest.daily_resume", entry)  # as Load resumes a slot

    def share(self) -> None:
        entry = self.entry()
        if entry is None or not entry.share:
            return
        key = "daily.copied" if copy_text(entry.share) else "daily.not_copied"
        self.app.open("message", self.t(key))

    def back(self) -> None:
        if len(self.app.stack.scenes) > 1:
            self.app.stack.pop()
        else:
            self.app.stack.reset(self.app.scene("title"))

    def help_subject(self, pointer):
        from game.quest.ui.help import topic

        return topic("daily")

    def draw_background(self, surface: pygame.Surface) -> None:
        from game.shell.scenes.backdrop import draw_menu_background
        from game.shell.ui.panels import dim

        draw_menu_background(surface, self.app)
        dim(surface, self.app.palette.background, 150)

    # --- the day, the table, the share text ---------------------------------------------------
    def status(self, entry) -> str:
        t = self.t
        if entry is None:
            return t("quest.daily.status.new")
        if not entry.done:
            return t("quest.daily.status.playing")
        if entry.won:
            return t("quest.daily.status.won", score=entry.score)
        return t("quest.daily.status.lost")

    def draw_extra(self, surface: pygame.Surface) -> None:
        layout, palette, t = self.app.layout, self.app.palette, self.t
        entry = self.entry()
        left = layout.rect(40, 140, 520, 176)
        draw_panel(surface, left, self.app)
        pad = layout.px(14)
        lines = [
            (t("daily.today", date=self.quest.key), "bold", palette.accent),
            (t("quest.daily.same"), "body", palette.text),
            (self.status(entry), "body", palette.text),
        ]
        self.draw_lines(surface, left, lines, left.width - 2 * pad, pad)
        right = layout.rect(590, 140, 650, 520)
        draw_panel(surface, right, self.app)
        if entry is not None and entry.done and entry.share:
            top = self.draw_share(surface, right, entry.share)
            right = pygame.Rect(right.x, top, right.width, right.bottom - top)
        self.draw_table(surface, right)

    def draw_lines(self, surface, box, lines, width: int, pad: int) -> None:
        layout = self.app.layout
        size = layout.dense_text(19)
        while True:
            images = [text.render_block(w, face, size, c, width) for w, face, c in lines]
            height = sum(i.get_height() for i in images) + layout.px(6) * len(images)
            if height <= box.height - 2 * pad or size <= layout.px(11):
                break
            size -= 1
        y = box.y + pad
        for image in images:
            surface.blit(image, (box.x + pad, y))
            y += image.get_height() + layout.px(6)

    def draw_share(self, surface: pygame.Surface, box: pygame.Rect, share: str) -> int:
        """The text Copy puts on the clipboard, as it reads (its symbols drawn: the fonts have
        none); returns where the table may start."""
        layout, palette = self.app.layout, self.app.palette
        pad = layout.px(14)
        size = layout.dense_text(17)
        lines = share.split("\n")
        y = box.y + pad
        label = text.render(self.t("daily.share_preview"), "bold", size, palette.accent)
        surface.blit(label, (box.x + pad, y))
        y += label.get_height() + layout.px(4)
        for line in lines[:-1]:
            fit = text.fit_size(line, "body", size, box.width - 2 * pad)
            image = text.render(line, "body", fit, palette.text)
            surface.blit(image, (box.x + pad, y))
            y += image.get_height()
        y += layout.px(4)
        y += draw_symbols(surface, self.app, lines[-1], (box.x + pad, y), size)
        return y + layout.px(8)

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

    def draw_table(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        layout, palette, t = self.app.layout, self.app.palette, self.t
        pad = layout.px(14)
        heads = (t("daily.col.date"), t("quest.daily.col.outcome"), t("daily.col.score"))
        rows = self.table_rows()
        best = self.app.records.game(GAME).best.get(SOLO)
        footer = t("quest.daily.best", score=best) if best is not None else t("quest.daily.no_best")
        size = layout.dense_text(18)
        columns = (0.0, 0.4, 0.75)
        width = box.width - 2 * pad
        while True:
            line = text.font("body", size).get_linesize()
            foot = text.render_block(footer, "body", size, palette.text_dim, width)
            title = text.render(t("daily.table"), "bold", size, palette.accent)
            needed = title.get_height() + line * (len(rows) + 1) + foot.get_height() + 3 * pad
            fits = all(
                text.font("body", size).size(cell)[0] <= width * (b - a) - layout.px(8)
                for row in [heads, *rows]
                for cell, a, b in zip(row, columns, (*columns[1:], 1.0), strict=False)
            )
            if (needed <= box.height and fits) or size <= layout.px(11):
                break
            size -= 1
        y = box.y + pad
        surface.blit(title, (box.x + pad, y))
        y += title.get_height() + layout.px(6)
        if not rows:
            words = text.render_block(
                t("quest.daily.no_games"), "body", size, palette.text_dim, width
            )
            surface.blit(words, (box.x + pad, y))
        for index, row in enumerate([heads, *rows] if rows else []):
            face = "bold" if index == 0 else "body"
            color = palette.text_dim if index == 0 else palette.text
            if index > 0 and row[0] == self.quest.key:
                color = palette.accent
            for cell, at in zip(row, columns, strict=False):
                image = text.render(cell, face, size, color)
                surface.blit(image, (box.x + pad + round(width * at), y))
            y += text.font(face, size).get_linesize()
        surface.blit(foot, (box.x + pad, box.bottom - pad - foot.get_height()))
