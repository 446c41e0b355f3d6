"""What every game's daily game screen shares (The Isle of Cats', Dice Quest's): today's game to
play once for the record and then freely (or to go on with when its record game is saved),
the day's words on the left, the result to share and the table of results by date on the
right, and Copy, which puts the share text on the clipboard. A game's screen says what its
day is (``day_state``, ``intro_lines``), finds its saved record game, starts a game, gives its
table (``results``) and draws its share line's symbols (the bundled fonts have no emoji)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.shell.scenes.menu_base import MenuScene
from game.shell.ui import text
from game.shell.ui.gui import Button, Widget
from game.shell.ui.panels import draw_panel

NEW, PLAYING, DONE = "new", "playing", "done"
Line = tuple[str, str, tuple[int, int, int]]  # words, face, colour


@dataclass(frozen=True)
class Results:
    """The table by date: its heads, its rows (the first cell a date), where each column
    starts (shares of the width), the line under it, and the words when it has no row."""

    heads: tuple[str, ...]
    rows: list[tuple[str, ...]]
    columns: tuple[float, ...]
    footer: str
    empty: str
    today: str  # the date whose row is marked


def record_save(app, save_game: str, key: str, older: bool = False):
    """The saved game of ``save_game`` (``older``: its saves naming no game count too) played
    for the record on ``key`` (a slot entry), if one is saved."""
    for entry in app.saves.entries():
        header = entry.header
        if header is None or getattr(header, "game", None) not in (
            save_game,
            *((None,) if older else ()),
        ):
            continue
        meta = getattr(header, "meta", None)
        daily = getattr(meta, "daily", None)
        if daily is not None and daily.date == key and daily.record:
            return entry
    return None


def copy_text(words: str) -> bool:
    """Put ``words`` on the clipboard; False when the system offers none."""
    try:
        pygame.scrap.put_text(words)
        return pygame.scrap.get_text() == words
    except (pygame.error, AttributeError, NotImplementedError):
        return False


class DailyScreen(MenuScene):
    area = (120.0, 334.0, 300.0, 300.0)  # 540 wide at most at 200 %: clear of the table
    row_height = 48.0
    row_gap = 8.0
    row_text = 1.5  # lower rows at large text: the day's words above them keep their size
    INFO_TOP = 140.0  # the day's panel, from here down to the buttons (reference units)
    resume_scene = ""  # the scene that resumes a saved slot (as Load does)

    # --- what a game gives ------------------------------------------------------------------
    def day_state(self) -> tuple[str, str]:
        """Today's game for the record: NEW, PLAYING or DONE, and its share text."""
        raise NotImplementedError

    def record_save(self):
        """Today's record game's saved slot (None: none is saved)."""
        raise NotImplementedError

    def play(self) -> None:
        raise NotImplementedError

    def intro_lines(self) -> list[Line]:
        raise NotImplementedError

    def results(self) -> Results:
        raise NotImplementedError

    def draw_symbols(
        self, surface: pygame.Surface, line: str, at: tuple[int, int], size: int
    ) -> int:
        """The share text's line of symbols as the game draws them; returns its height."""
        raise NotImplementedError

    # --- the buttons --------------------------------------------------------------------------
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
        needed = self.INFO_TOP + self.intro_height(layout.font(19)) / layout.scale + 18
        top = min(max(self.area[1], needed), lowest)
        if top > self.area[1]:
            x, _, w, h = self.area
            self.area = (x, top, w, h)
            super().build()

    def intro_height(self, size: int) -> int:
        """The day's panel's height with its words at ``size`` pixels."""
        layout = self.app.layout
        pad = layout.px(14)
        width = layout.rect(40, 0, 520, 0).width - 2 * pad
        images = [
            text.render_block(w, f, size, c, width, spacing=1) for w, f, c in self.intro_lines()
        ]
        return sum(i.get_height() for i in images) + layout.px(6) * len(images) + 2 * pad

    def widgets(self) -> list[Widget]:
        t = self.t
        state, share = self.day_state()
        found: list[Widget] = []
        if state == NEW:
            found.append(Button("play", self.play_words(), primary=True, on_press=self.play))
        elif state == PLAYING and self.record_save() is not None:
            found.append(
                Button("continue", t("daily.continue"), primary=True, on_press=self.resume)
            )
        else:
            found.append(Button("practice", t("daily.practice"), on_press=self.play))
        shared = state == DONE and bool(share)
        found.append(Button("share", t("daily.share"), enabled=shared, on_press=self.share))
        found.append(Button("back", t("prompt.back"), on_press=self.back))
        return found

    def play_words(self) -> str:
        return self.t("daily.play")

    def resume(self) -> None:
        entry = self.record_save()
        if entry is not None:
            self.app.open(self.resume_scene, entry)  # as Load resumes a slot

    def share(self) -> None:
        state, share = self.day_state()
        if state != DONE or not share:
            return
        key = "daily.copied" if copy_text(share) else "daily.not_copied"
        self.app.open("message", self.t(key))

    def back(self) -> None:
        if len(self.app.stack.scenes) > 1:
            self.app.stack.pop()
        else:  # after a daily game's end: the title
            self.app.stack.reset(self.app.scene("title"))

    def draw_background(self, surface: pygame.Surface) -> None:
        from game.shell.scenes.backdrop import draw_menu_background
        from game.shell.ui.panels import dim

        draw_menu_background(surface, self.app)
        dim(surface, self.app.palette.background, 150)

    # --- the day, the table, the share text ---------------------------------------------------
    def draw_extra(self, surface: pygame.Surface) -> None:
        layout = self.app.layout
        below = self.area[1] - 18  # the buttons' top, less a gap (reference units)
        left = layout.rect(40, self.INFO_TOP, 520, below - self.INFO_TOP)
        draw_panel(surface, left, self.app)
        pad = layout.px(14)
        self.draw_lines(surface, left, self.intro_lines(), left.width - 2 * pad, pad)
        right = layout.rect(590, 140, 650, 520)
        draw_panel(surface, right, self.app)
        state, share = self.day_state()
        if state == DONE and share:
            top = self.draw_share(surface, right, share)
            right = pygame.Rect(right.x, top, right.width, right.bottom - top)
        self.draw_table(surface, right, self.results())

    def draw_lines(self, surface, box, lines: list[Line], width: int, pad: int) -> None:
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
            image = text.render(line, "body", size, palette.text)
            if image.get_width() > box.width - 2 * pad:
                fit = text.fit_size(line, "body", size, box.width - 2 * pad)
                image = text.render(line, "body", fit, palette.text)
            surface.blit(image, (box.x + pad, y))
            y += image.get_height()
        y += layout.px(4)
        y += self.draw_symbols(surface, lines[-1], (box.x + pad, y), size)
        return y + layout.px(8)

    def draw_table(self, surface: pygame.Surface, box: pygame.Rect, results: Results) -> None:
        layout, palette, t = self.app.layout, self.app.palette, self.t
        pad = layout.px(14)
        heads, rows, columns = results.heads, results.rows, results.columns
        size = layout.dense_text(18)
        width = box.width - 2 * pad
        while True:
            line = text.font("body", size).get_linesize()
            foot = text.render_block(results.footer, "body", size, palette.text_dim, width)
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
            words = text.render_block(results.empty, "body", size, palette.text_dim, width)
            surface.blit(words, (box.x + pad, y))
            y += words.get_height()
        for index, row in enumerate([heads, *rows] if rows else []):
            face = "bold" if index == 0 else "body"
            color = palette.text_dim if index == 0 else palette.text
            if index > 0 and row[0] == results.today:
                color = palette.accent
            for cell, at in zip(row, columns, strict=False):
                image = text.render(cell, face, size, color)
                surface.blit(image, (box.x + pad + round(width * at), y))
            y += text.font(face, size).get_linesize()
        surface.blit(foot, (box.x + pad, box.bottom - pad - foot.get_height()))
