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
from game.shell.scenes.menu_base import MenuScene
from game.shell.scenes.stack import Host
from game.shell.ui import text
from game.shell.ui.gui import Button, Widget
from game.shell.ui.panels import draw_panel

TABLE_ROWS = 7  # the days shown in the table, the most recent first


def today() -> date:
    return date.today()


def find_record_save(app: Host, key: str):
    """The saved game played for the record on ``key`` (a slot entry), if one is saved."""
    for entry in app.saves.entries():
        header = entry.header
        meta = header.meta if header is not None else None
        if meta is not None and meta.daily is not None:
            if meta.daily.date == key and meta.daily.record:
                return entry
    return None


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


def copy_text(words: str) -> bool:
    """Put ``words`` on the clipboard; False when the system offers none."""
    try:
        return bool(pygame.scrap.put_text(words)) or pygame.scrap.get_text() == words
    except (pygame.error, AttributeError, NotImplementedError):
        return False


class DailyScene(MenuScene):
    name = "daily"
    title_key = "daily.title"
    area = (120.0, 334.0, 300.0, 300.0)  # 540 wide at most at 200 %: clear of the table
    row_height = 48.0
    row_gap = 8.0
    row_text = 1.5  # lower rows at large text: the day's words above them keep their size
    INFO_TOP = 140.0  # the day's panel, from here down to the buttons (reference units)

    def __init__(self, app: Host, day: date | None = None) -> None:
        super().__init__(app)
        self.day = day or today()
        self.game = days.daily_for(self.day)

    def entry(self):
        return self.app.records.records.daily.get(self.game.key)

    def build(self) -> None:
        """The buttons under the day's panel, lower when its words need the room at a large
        text size (at 200 % they stayed at the 100 % size: issue 43, item 5), never under
        the prompt bar."""
        from game.shell.ui.prompts import bar_top

        self.area = type(self).area
        super().build()
        layout = self.app.layout
        assert self.form is not None
        rows = len(self.form.widgets)
        height = rows * self.form.row_px() + (rows - 1) * layout.px(self.row_gap)
        lowest = (bar_top(layout) - layout.px(10) - height - layout.offset[1]) / layout.scale
        needed = self.INFO_TOP + self._info_height(layout.font(19)) / layout.scale + 18
        top = min(max(self.area[1], needed), lowest)
        if top > self.area[1]:
            x, _, w, h = self.area
            self.area = (x, top, w, h)
            super().build()

    def _info_lines(self) -> list[tuple[str, str, tuple[int, int, int]]]:
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

    def _info_height(self, size: int) -> int:
        """The day's panel's height with its words at ``size`` pixels."""
        layout = self.app.layout
        pad = layout.px(14)
        width = layout.rect(40, 0, 520, 0).width - 2 * pad
        lines = self._info_lines()
        images = [text.render_block(w, f, size, c, width, spacing=1) for w, f, c in lines]
        return sum(i.get_height() for i in images) + layout.px(6) * len(images) + 2 * pad

    def widgets(self) -> list[Widget]:
        t = self.t
        entry = self.entry()
        found = []
        if entry is None:
            found.append(Button("play", t("daily.play"), primary=True, on_press=self.play))
        elif entry.state == "playing" and find_record_save(self.app, self.game.key):
            found.append(
                Button("continue", t("daily.continue"), primary=True, on_press=self.resume)
            )
        else:
            found.append(Button("practice", t("daily.practice"), on_press=self.play))
        done = entry is not None and entry.state == "done" and entry.share
        found.append(Button("share", t("daily.share"), enabled=bool(done), on_press=self.share))
        found.append(Button("back", t("prompt.back"), on_press=self.back))
        return found

    def play(self) -> None:
        start_daily(self.app, self.day)

    def resume(self) -> None:
        entry = find_record_save(self.app, self.game.key)
        if entry is not None:
            self.app.open("daily_resume", entry)  # as Load resumes a slot

    def share(self) -> None:
        entry = self.entry()
        if entry is None or not entry.share:
            return
        key = "daily.copied" if copy_text(entry.share) else "daily.not_copied"
        self.app.open("message", self.t(key))

    def back(self) -> None:
        if len(self.app.stack.scenes) > 1:
            self.app.stack.pop()
        else:  # after a daily game's scores: the title
            self.app.stack.reset(self.app.scene("title"))

    def draw_background(self, surface: pygame.Surface) -> None:
        from game.shell.scenes.backdrop import draw_menu_background
        from game.shell.ui.panels import dim

        draw_menu_background(surface, self.app)
        dim(surface, self.app.palette.background, 150)

    # --- the day, the table, the share text ---------------------------------------------------
    def draw_extra(self, surface: pygame.Surface) -> None:
        layout = self.app.layout
        entry = self.entry()
        below = self.area[1] - 18  # the buttons' top, less a gap (reference units)
        left = layout.rect(40, self.INFO_TOP, 520, below - self.INFO_TOP)
        draw_panel(surface, left, self.app)
        pad = layout.px(14)
        width = left.width - 2 * pad
        self._draw_lines(surface, left, self._info_lines(), width, pad)
        right = layout.rect(590, 140, 650, 520)
        draw_panel(surface, right, self.app)
        if entry is not None and entry.state == "done" and entry.share:
            top = self._draw_share(surface, right, entry.share)
            right = pygame.Rect(right.x, top, right.width, right.bottom - top)
        self._draw_table(surface, right)

    def _draw_share(self, surface: pygame.Surface, box: pygame.Rect, share: str) -> int:
        """The text the Copy button puts on the clipboard, as it reads (its symbols drawn:
        the fonts have none); returns where the table may start."""
        layout, palette = self.app.layout, self.app.palette
        pad = layout.px(14)
        size = layout.dense_text(17)
        lines = share.split("\n")
        y = box.y + pad
        label = text.render(self.t("daily.share_preview"), "bold", size, palette.accent)
        surface.blit(label, (box.x + pad, y))
        y += label.get_height() + layout.px(4)
        for line in lines[:-1]:
            image = text.render(line, "body", size, palette.text)
            if image.get_width() > box.width - 2 * pad:
                fit = text.fit_size(line, "body", size, box.width - 2 * pad)
                image = text.render(line, "body", fit, palette.text)
            surface.blit(image, (box.x + pad, y))
            y += image.get_height()
        y += layout.px(4)
        y += draw_symbols(surface, self.app, lines[-1], (box.x + pad, y), size)
        return y + layout.px(8)

    def _status(self, entry) -> str:
        t = self.t
        if entry is None:
            return t("daily.status.new")
        if entry.state == "playing":
            return t("daily.status.playing")
        key = "won" if entry.margin > 0 else "tie" if entry.margin == 0 else "lost"
        return t(f"daily.status.{key}", margin=abs(entry.margin), score=entry.score)

    def _draw_lines(self, surface, box, lines, width: int, pad: int) -> None:
        layout = self.app.layout
        size = layout.font(19)
        while True:
            images = [text.render_block(w, face, size, c, width, spacing=1) for w, face, c in lines]
            height = sum(i.get_height() for i in images) + layout.px(6) * len(images)
            if height <= box.height - 2 * pad or size <= layout.px(11):
                break
            size -= 1
        y = box.y + pad
        for image in images:
            surface.blit(image, (box.x + pad, y))
            y += image.get_height() + layout.px(6)

    def _table_rows(self) -> list[tuple[str, ...]]:
        t = self.t
        rows = []
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

    def _draw_table(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        layout, palette, t = self.app.layout, self.app.palette, self.t
        pad = layout.px(14)
        heads = (
            t("daily.col.date"),
            t("daily.col.level"),
            t("daily.col.score"),
            t("daily.col.margin"),
        )
        rows = self._table_rows()
        solo = self.app.records.records.solo
        best = [
            f"{t(f'setup.difficulty.{level}')} {'+' if margin > 0 else ''}{margin}"
            for level, margin in sorted(
                solo.items(),
                key=lambda item: SOLO_LEVELS.index(item[0]) if item[0] in SOLO_LEVELS else 9,
            )
        ]
        footer = t("daily.best_solo", best=", ".join(best)) if best else t("daily.no_solo")
        size = layout.dense_text(18)
        columns = (0.0, 0.34, 0.64, 0.84)
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
            words = text.render_block(t("daily.no_games"), "body", size, palette.text_dim, width)
            surface.blit(words, (box.x + pad, y))
            y += words.get_height()
        for index, row in enumerate([heads, *rows] if rows else []):
            face = "bold" if index == 0 else "body"
            color = palette.text_dim if index == 0 else palette.text
            if index > 0 and row[0] == self.game.key:
                color = palette.accent
            for cell, at in zip(row, columns, strict=False):
                image = text.render(cell, face, size, color)
                surface.blit(image, (box.x + pad + round(width * at), y))
            y += text.font(face, size).get_linesize()
        surface.blit(foot, (box.x + pad, box.bottom - pad - foot.get_height()))


def draw_symbols(surface: pygame.Surface, app, line: str, at, size: int) -> int:
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
