"""The challenges' chapters: a card per challenge with its stars, the next one opened by a
star in the one before; the focused challenge's goal and best result under the cards.
Arrows (or the mouse) choose a card, previous / next change the chapter, confirm plays."""

from __future__ import annotations

import pygame

from game.isle.challenges.model import Challenge
from game.isle.ui.art import isle_art
from game.isle.ui.challenge_words import (
    goal_text,
    need_text,
    number_of,
    stars_words,
    title_of,
    value_text,
)
from game.shell.input import IntentEvent, PointerMove
from game.shell.scenes.stack import Host, Scene
from game.shell.ui import text
from game.shell.ui.gui import draw_focus_ring, draw_hover_ring
from game.shell.ui.panels import dim, draw_panel, heading, plate
from game.shell.ui.prompts import draw_prompts

COLUMNS = 4


def load_or_tell(app: Host) -> tuple[Challenge, ...] | None:
    """The challenges; None after telling the player why they cannot be read."""
    from game.isle.data.challenges import challenges
    from game.isle.data.loader import ContentError

    try:
        return challenges()
    except ContentError as error:
        app.open("message", app.t("notice.content_broken", detail=str(error)))
        return None


SAMPLED = 2  # the first challenges of every chapter are open from the start


def is_open(app: Host, every: tuple[Challenge, ...], index: int) -> bool:
    """The first challenges of each chapter are open, so that a new player may sample every
    chapter (chapters 2 and 3 stayed locked until 1.11 had a star); each next one opens once
    the one before it has a star."""
    chapter = [c for c in every if c.chapter == every[index].chapter]
    if chapter.index(every[index]) < SAMPLED:
        return True
    return app.records.records.stars(every[index - 1].id) > 0


def open_challenges(app: Host, focus: str | None = None) -> None:
    """The title's Challenges entry (opened as "challenges"): the chapters, the card of
    ``focus`` chosen (else the last challenge open)."""
    every = load_or_tell(app)
    if every is not None:
        app.stack.push(ChallengesScene(app, every, focus))


class ChallengesScene(Scene):
    name = "challenges"
    motion_hz = 5.0

    def __init__(self, app: Host, every: tuple[Challenge, ...], focus: str | None = None) -> None:
        super().__init__(app)
        self.every = every
        self.chapters = sorted({c.chapter for c in every})
        opened = [i for i in range(len(every)) if is_open(app, every, i)]
        stars = app.records.records.stars
        to_play = next((i for i in opened if not stars(every[i].id)), opened[-1])
        target = focus or every[to_play].id  # the next challenge to earn a star in
        index = next((i for i, c in enumerate(every) if c.id == target), 0)
        self.chapter = every[index].chapter
        self.focus = self.in_chapter().index(every[index])
        self.hover: int | None = None
        self._spoken: tuple | None = None
        self._details_key: tuple | None = None  # what the details were drawn for
        self._details: tuple[pygame.Rect, pygame.Surface] | None = None

    # --- what is shown ------------------------------------------------------------------
    def in_chapter(self) -> list[Challenge]:
        return [c for c in self.every if c.chapter == self.chapter]

    def focused(self) -> Challenge:
        shown = self.in_chapter()
        return shown[min(self.focus, len(shown) - 1)]

    def index_of(self, challenge: Challenge) -> int:
        return self.every.index(challenge)

    def opened(self, challenge: Challenge) -> bool:
        return is_open(self.app, self.every, self.index_of(challenge))

    def card_rects(self) -> list[pygame.Rect]:
        """The chapter's cards in rows of four, above the details (which grow with the text
        size: the cards take what is left)."""
        layout = self.app.layout
        count = len(self.in_chapter())
        rows = (count + COLUMNS - 1) // COLUMNS
        top = layout.point(0, 168)[1]
        bottom = self.details()[0].top - layout.px(16)
        gap = layout.px(14)
        height = (bottom - top - gap * (rows - 1)) // rows
        x0, x1 = layout.point(50, 0)[0], layout.point(1230, 0)[0]
        width = (x1 - x0 - gap * (COLUMNS - 1)) // COLUMNS
        return [
            pygame.Rect(
                x0 + (i % COLUMNS) * (width + gap),
                top + (i // COLUMNS) * (height + gap),
                width,
                height,
            )
            for i in range(count)
        ]

    def tab_rects(self) -> list[pygame.Rect]:
        layout = self.app.layout
        width = 1180 / len(self.chapters)
        return [
            layout.rect(50 + i * width + 6, 104, width - 12, 50) for i in range(len(self.chapters))
        ]

    # --- input ----------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if isinstance(event, PointerMove):
            self.hover = self._card_at(event.pos)
            return self.hover is not None
        if not isinstance(event, IntentEvent):
            return False
        name = str(event.intent)
        moves = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}
        if name in moves and event.is_down:
            self._move(*moves[name])
            return True
        if not event.pressed:
            return False
        if name in ("prev", "next"):
            self.change_chapter(-1 if name == "prev" else 1)
            return True
        if name == "confirm":
            if event.pos is not None:
                tab = next(
                    (i for i, r in enumerate(self.tab_rects()) if r.collidepoint(event.pos)), None
                )
                if tab is not None:
                    self.change_chapter(tab - self.chapters.index(self.chapter))
                    return True
                card = self._card_at(event.pos)
                if card is None:
                    return False
                self.focus = card
            self.play(self.focused())
            return True
        if name in ("back", "menu"):
            self.app.sound("ui_back")
            self.app.stack.pop()
            return True
        return False

    def _card_at(self, pos) -> int | None:
        return next((i for i, r in enumerate(self.card_rects()) if r.collidepoint(pos)), None)

    def _move(self, dx: int, dy: int) -> None:
        count = len(self.in_chapter())
        column, row = self.focus % COLUMNS, self.focus // COLUMNS
        if dx:
            target = self.focus + dx
            if 0 <= target < count:
                self.focus = target
            else:
                self.change_chapter(dx)
                if dx < 0:
                    self.focus = len(self.in_chapter()) - 1
                return
        else:
            target = (row + dy) * COLUMNS + column
            if not 0 <= target < count and dy > 0 and row + 1 < (count + COLUMNS - 1) // COLUMNS:
                target = count - 1  # the last row is short: its last card
            if not 0 <= target < count:
                return
            self.focus = target
        self.app.sound("ui_move")

    def change_chapter(self, step: int) -> None:
        index = (self.chapters.index(self.chapter) + step) % len(self.chapters)
        self.chapter = self.chapters[index]
        self.focus = 0
        self.hover = None
        self.app.sound("ui_move")

    def play(self, challenge: Challenge) -> None:
        if not self.opened(challenge):
            self.app.sound("invalid")
            before = self.every[self.index_of(challenge) - 1]
            self.app.open("message", self.t("challenges.locked", number=number_of(before)))
            return
        self.app.sound("ui_confirm")
        self.app.open("challenge", self.every, challenge)

    def enter(self) -> None:
        self._spoken = None  # back from a challenge: say where the focus is again

    def update(self, dt: float) -> None:
        challenge = self.focused()
        key = (challenge.id, self.app.records.records.stars(challenge.id))
        if key != self._spoken and self.app.stack.top is self:
            self._spoken = key
            self.app.narrate(self.spoken(challenge))

    def spoken(self, challenge: Challenge) -> str:
        words = [f"{number_of(challenge)}, {title_of(self.app, challenge)}"]
        if not self.opened(challenge):
            words.append(self.t("challenges.locked_short"))
        else:
            words.append(stars_words(self.app, self.app.records.records.stars(challenge.id)))
            words.append(goal_text(self.app, challenge))
        return ". ".join(words)

    def sleeps(self) -> bool:
        return True

    # --- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        from game.shell.scenes.backdrop import draw_menu_background

        app, layout, palette = self.app, self.app.layout, self.app.palette
        draw_menu_background(surface, app)
        dim(surface, palette.background, 150)
        self._draw_heading(surface)
        self._draw_tabs(surface)
        for index, (challenge, rect) in enumerate(
            zip(self.in_chapter(), self.card_rects(), strict=True)
        ):
            self._draw_card(surface, challenge, rect)
            if index == self.hover and index != self.focus:
                draw_hover_ring(surface, rect, palette, layout, layout.px(12))
        draw_focus_ring(surface, self.card_rects()[self.focus], palette, layout, layout.px(12))
        self._draw_details(surface)
        draw_prompts(
            surface,
            app,
            [
                ("move", self.t("prompt.move")),
                ("confirm", self.t("challenges.play")),
                ("next", self.t("challenges.chapter")),
                ("back", self.t("prompt.back")),
            ],
        )

    def _draw_heading(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        title = self.t("challenges.title")
        size = text.fit_size(title, "title", layout.heading(40), layout.px(700))
        box = heading(
            surface,
            text.render(title, "title", size, palette.text),
            layout.point(640, 50),
            self.app,
        )
        records = self.app.records.records
        total = 3 * len(self.every)
        count = text.render(
            self.t("challenges.total", stars=records.total_stars(), total=total),
            "bold",
            layout.dense_text(20),
            palette.accent,
        )
        star = isle_art(self.app).star(count.get_height(), True)
        gap = layout.px(6)
        width = star.get_width() + gap + count.get_width()
        spot = pygame.Rect(0, 0, width, count.get_height()).inflate(layout.px(24), layout.px(8))
        spot.midright = (layout.point(1230, 0)[0], box.centery)
        plate(surface, spot, self.app)  # readable on the sky and on the clouds
        x = spot.x + layout.px(12)
        surface.blit(star, (x, spot.centery - star.get_height() // 2))
        surface.blit(count, (x + star.get_width() + gap, spot.centery - count.get_height() // 2))

    def _draw_tabs(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        for chapter, rect in zip(self.chapters, self.tab_rects(), strict=True):
            chosen = chapter == self.chapter
            fill = palette.accent if chosen else palette.panel
            pygame.draw.rect(surface, fill, rect, border_radius=layout.px(10))
            pygame.draw.rect(
                surface, palette.panel_edge, rect, layout.px(2), border_radius=layout.px(10)
            )
            words = self.t("challenges.chapter_title", number=chapter) + " · "
            words += self.t(f"challenges.chapter.{chapter}")
            color = palette.text_on_accent if chosen else palette.text
            size = text.fit_size(words, "bold", layout.dense_text(19), rect.width - layout.px(16))
            image = text.render(words, "bold", size, color)
            surface.blit(image, image.get_rect(center=rect.center))

    def _draw_card(self, surface: pygame.Surface, challenge: Challenge, rect: pygame.Rect) -> None:
        app, layout, palette = self.app, self.app.layout, self.app.palette
        opened = self.opened(challenge)
        draw_panel(surface, rect, app, radius=12)
        pad = layout.px(10)
        number = text.render(number_of(challenge), "title", layout.dense(26), palette.accent)
        surface.blit(number, (rect.x + pad, rect.y + pad // 2))
        star_size = max(12, min(layout.px(26), rect.height // 4))
        earned = app.records.records.stars(challenge.id)
        if opened:
            x = rect.right - pad - 3 * star_size - 2 * layout.px(3)
            for i in range(3):
                star = isle_art(app).star(star_size, i < earned)
                surface.blit(star, (x + i * (star_size + layout.px(3)), rect.y + pad))
        else:
            lock = isle_art(app).lock(star_size + layout.px(4))
            surface.blit(lock, (rect.right - pad - lock.get_width(), rect.y + pad // 2))
        title = title_of(app, challenge)
        width = rect.width - 2 * pad
        top = rect.y + max(number.get_height(), star_size) + pad
        room = rect.bottom - pad // 2 - top
        size = layout.dense_text(18)
        color = palette.text if opened else palette.text_dim
        block = text.render_block(title, "bold", size, color, width)
        while block.get_height() > room and size > layout.px(11):
            size -= 1
            block = text.render_block(title, "bold", size, color, width)
        surface.blit(block, (rect.x + pad, top))

    def _details_lines(self) -> tuple[str, list[str]]:
        """The focused challenge's heading and lines: its goal, its stars, the best try."""
        app = self.app
        challenge = self.focused()
        head = f"{number_of(challenge)} · {title_of(app, challenge)}"
        body = []
        if not self.opened(challenge):
            before = self.every[self.index_of(challenge) - 1]
            body.append(self.t("challenges.locked", number=number_of(before)))
        else:
            body.append(goal_text(app, challenge))
            needs = ", ".join(
                need_text(app, challenge.goal, value) for value in challenge.goal.stars
            )
            body.append(self.t("challenges.stars_need", needs=needs))
            best = app.records.records.challenges.get(challenge.id)
            if best is None:
                body.append(self.t("challenges.not_tried"))
            else:
                body.append(
                    self.t(
                        "challenges.best",
                        result=value_text(app, challenge.goal, best.result),
                        stars=stars_words(app, best.stars),
                    )
                )
        return head, body

    def details(self) -> tuple[pygame.Rect, pygame.Surface]:
        """The details' panel (above the prompt bar, as tall as its words at the text size,
        up to a third of the room under the tabs: at 200 % its words stayed at the 100 %
        size, issue 43, item 5) and its words, fitted to it."""
        from game.shell.ui.prompts import bar_top

        layout, challenge = self.app.layout, self.focused()
        best = self.app.records.records.challenges.get(challenge.id)
        key = (challenge.id, self.opened(challenge), best, layout, self.app.settings.language)
        if key == self._details_key and self._details is not None:  # the cards ask too
            return self._details
        x0, x1 = layout.point(50, 0)[0], layout.point(1230, 0)[0]
        pad = layout.px(14)
        bottom = bar_top(layout) - layout.px(8)
        most = (bottom - layout.point(0, 168)[1]) // 3
        size = layout.font(19)
        while True:
            words = self._details_words(size, x1 - x0 - 2 * pad)
            height = words.get_height() + 2 * pad
            if height <= most or size <= layout.px(11):
                break
            size -= 1
        height = max(height, layout.px(146))
        self._details_key = key
        self._details = pygame.Rect(x0, bottom - height, x1 - x0, height), words
        return self._details

    def _details_words(self, size: int, width: int) -> pygame.Surface:
        """The heading, with the goal on its line when both fit, then the other lines."""
        layout, palette = self.app.layout, self.app.palette
        head_words, body = self._details_lines()
        head = text.render_block(head_words, "bold", size, palette.accent, width, spacing=1)
        gap = layout.px(20)
        if body and head.get_height() <= text.font("bold", size).get_linesize():
            used = text.font("bold", size).size(head_words)[0]
            goal = text.render(body[0], "body", size, palette.text)
            if used + gap + goal.get_width() <= width:  # "1.3 · One after the other   Fill…"
                row = pygame.Surface((width, max(head.get_height(), goal.get_height())))
                row = row.convert_alpha()
                row.fill((0, 0, 0, 0))
                row.blit(head, (0, 0))
                row.blit(goal, (used + gap, (head.get_height() - goal.get_height()) // 2))
                head, body = row, body[1:]
        rest = text.render_block("\n".join(body), "body", size, palette.text, width, spacing=1)
        between = layout.px(6) if body else 0
        words = pygame.Surface((width, head.get_height() + between + rest.get_height()))
        words = words.convert_alpha()
        words.fill((0, 0, 0, 0))
        words.blit(head, (0, 0))
        if body:
            words.blit(rest, (0, head.get_height() + between))
        return words

    def _draw_details(self, surface: pygame.Surface) -> None:
        box, words = self.details()
        draw_panel(surface, box, self.app)
        pad = self.app.layout.px(14)
        surface.blit(words, (box.x + pad, box.y + pad))
