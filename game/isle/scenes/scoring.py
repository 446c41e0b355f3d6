"""Final scoring: each category counts up for every player (eased, one after the other) and
the totals roll up with them while the boat shows what is counted (visible rats and unfilled
rooms flashing, families glowing); then the winner and the tie-break when it decided; play
again or back to the menu. Confirm skips the count; instant speed and reduced motion show
the final numbers at once."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.isle.data.window import isle_content, isle_texts
from game.isle.rules.geometry import cells_of
from game.isle.rules.scoring import SCORE_LINES
from game.isle.rules.vocabulary import Mode
from game.isle.ui.art import isle_art
from game.isle.ui.boatview import BoatView
from game.shell.input import IntentEvent, PointerMove
from game.shell.scenes.stack import Host, Scene
from game.shell.ui import text
from game.shell.ui.gui import draw_focus_ring, draw_hover_ring
from game.shell.ui.narration import personal
from game.shell.ui.panels import BACKDROP, dim
from game.shell.ui.prompts import draw_prompts
from game.shell.ui.tween import EASINGS, duration_factor

# How the boat shows the cells a score line counts: (palette colour, opacity).
HIGHLIGHTS = {
    "rats": ("bad", 170),
    "rooms": ("bad", 110),
    "rare_treasures": ("accent", 150),
    "private_lessons": ("good", 140),
    "public_lessons": ("good", 140),
}

CATEGORIES = SCORE_LINES


@dataclass(frozen=True)
class Geometry:
    """Sizes in pixels and places of the scoring screen for one window and text scale."""

    title_size: int
    size: int  # the table's text
    total_size: int
    step: int  # row height
    top: int  # the column names
    column_x: list[int]
    row_y: list[int]
    label_right: int
    cell: int  # the boat's cell
    origin: tuple[int, int]
    lessons: pygame.Rect
    buttons: list[pygame.Rect]
    bottom: int
    result_size: int
    result_y: int


class ScoringScene(Scene):
    name = "scoring"
    modal = True
    button_keys = ("scoring.again", "scoring.menu")  # the two buttons under the scores

    def __init__(self, app: Host, game) -> None:
        super().__init__(app)
        self.game = game
        self.state = game.session.public_view().state  # every boat, no hidden card
        final = game.session.final_scores()
        self.scores = final.scores
        self.sister = final.sister
        self.winners = final.winners
        self.elapsed = 0.0
        self._rows: list[tuple[str, list[int | None]]] | None = None
        self.focus = 0  # 0 play again, 1 menu
        self.hover: int | None = None  # the button under the mouse
        self.shown_seat = self.winners[0] if self.winners else 0
        factor = duration_factor(app.settings.animation_speed, app.settings.reduced_motion)
        # seconds per category; none at all under reduced motion (numbers, not a show)
        self.step_time = 0.0 if app.settings.reduced_motion else 0.9 * factor
        self.boats = BoatView(isle_art(app), isle_content(app))
        self._geometry: tuple[tuple, Geometry] | None = None
        from game.isle.scenes.game_records import note_game_end

        note_game_end(app, game.session, self.scores, self.sister)  # records (issue 36)
        if getattr(game.session, "daily", None):  # a daily game: its results, not a new deal
            self.button_keys = ("daily.results", "scoring.menu")

    def update(self, dt: float) -> None:
        self.elapsed += dt

    def enter(self) -> None:
        if not getattr(self, "_said", False):  # the final scores, said once (issue 46)
            self._said = True
            self.app.narrate(self.spoken())

    def spoken(self) -> str:
        """The final scores read aloud: each boat's total with its lines, the sister's, then
        the winner."""
        t = self.t
        parts = [t("isle.final.title")]
        for seat, score in enumerate(self.scores):
            lines = ", ".join(
                f"{t(f'scoring.{key}')} {getattr(score, key)}"
                for key in CATEGORIES
                if key != "total"
            )
            parts.append(
                t("isle.final.seat", name=self.app.seat_name(seat), total=score.total, lines=lines)
            )
        if self.sister is not None:
            parts.append(t("isle.final.sister", total=self.sister.total))
        parts.append(self.result_line().strip())
        return ". ".join(p.rstrip(". ") for p in parts if p) + "."

    def standings(self) -> str | None:
        return self.spoken()

    def where_am_i(self) -> str | None:
        return self.t("isle.final.title")

    # --- the table ----------------------------------------------------------------------
    def rows(self) -> list[tuple[str, list[int | None]]]:
        """(label key, a value per column): the players, then the sister in solo."""
        if self._rows is not None:
            return self._rows
        rows = []
        for key in CATEGORIES:
            if self.sister is not None and key == "total":
                rows.append(
                    ("scoring.sister_colors", [None] * len(self.scores) + [self.sister.colors])
                )
                rows.append(
                    ("scoring.sister_lessons", [None] * len(self.scores) + [self.sister.lessons])
                )
            values: list[int | None] = [getattr(s, key) for s in self.scores]
            if self.sister is not None:
                values.append(self.sister.total if key == "total" else None)
            rows.append((f"scoring.{key}", values))
        self._rows = rows
        return rows

    def columns(self) -> list[tuple[str, tuple[int, int, int]]]:
        palette = self.app.palette
        cols = [
            (self.app.seat_name(p), palette.seats[p % len(palette.seats)])
            for p in range(len(self.scores))
        ]
        if self.sister is not None:
            cols.append((self.t("scoring.sister"), palette.text_dim))
        return cols

    def revealed(self) -> float:
        """How many rows are counted (fractional: the current one is counting up). The total
        row rolls up with the others and needs no step of its own: once the last category is
        counted, everything is (``len(rows)``)."""
        count = len(self.rows())
        if self.step_time <= 0:
            return count
        shown = self.elapsed / self.step_time
        return count if shown >= count - 1 else shown

    def shown(self, row: int, column: int) -> int | None:
        """The number drawn now in a cell of the table (None: an empty cell). Categories count
        up from 0 with easing; a total is the sum of what its column shows so far; at the end
        every cell holds its true value."""
        rows = self.rows()
        key, values = rows[row]
        value = values[column]
        if value is None:
            return None
        revealed = self.revealed()
        if revealed >= len(rows):
            return value
        if key == "scoring.total":
            return sum(self.shown(i, column) or 0 for i in range(row))
        part = min(1.0, max(0.0, revealed - row))
        return round(value * EASINGS["out_cubic"](part))

    def counting(self) -> str | None:
        """The category being counted now (it is highlighted on the boat)."""
        shown = self.revealed()
        rows = self.rows()
        if shown >= len(rows):
            return None
        return rows[int(shown)][0].removeprefix("scoring.")

    # --- input ----------------------------------------------------------------------------
    def help_subject(self, pointer: tuple[int, int] | None):
        from game.isle.ui.help import IsleKind
        from game.shell.ui.help import Subject

        return Subject(IsleKind.SCORE, "total")

    def handle(self, event) -> bool:
        counted = self.revealed() >= len(self.rows())
        if isinstance(event, PointerMove):  # marked, the focus stays (a click acts on it)
            self.hover = self._button_at(event.pos) if counted else None
            return self.hover is not None
        if not isinstance(event, IntentEvent) or not event.pressed:
            return False
        name = str(event.intent)
        if not counted:
            if name == "confirm":
                self.elapsed = 1e9  # skip the count-up
                return True
            return False
        if name == "confirm" and event.pos is not None:  # a click
            button = self._button_at(event.pos)
            column = self._column_at(event.pos)
            if column is not None:
                self.shown_seat = column
                return True
            if button is None:
                return False
            self.focus = button
        if name in ("left", "right", "prev", "next"):
            step = -1 if name in ("left", "prev") else 1
            self.shown_seat = (self.shown_seat + step) % self.views()
            return True
        if name in ("up", "down"):
            self.focus = 1 - self.focus
            return True
        if name == "confirm":
            if self.focus == 0:
                self.play_again()
            else:
                self.to_menu()
            return True
        if name in ("back", "menu"):
            self.to_menu()
            return True
        return False

    def views(self) -> int:
        """What left and right go through: every boat, and in solo the sister's points on the
        player's boat (her lessons and colour cards, listed: m10)."""
        return len(self.scores) + (1 if self.sister is not None else 0)

    def shows_sister(self) -> bool:
        return self.sister is not None and self.shown_seat >= len(self.scores)

    def play_again(self) -> None:
        from game.isle.scenes.game import start_new_game

        session = self.game.session
        self._forget_save()
        if getattr(session, "daily", None):
            from game.isle.session.daily import parse_date

            self.app.stack.reset(self.app.scene("daily", parse_date(session.daily["date"])))
            return
        start_new_game(
            self.app,
            list(session.seats),
            self.state.mode,
            difficulty=getattr(self.state.sister, "difficulty", None),
        )

    def to_menu(self) -> None:
        self._forget_save()
        self.app.stack.reset(self.app.scene("title"))

    def _forget_save(self) -> None:
        """A finished game is not offered by Continue."""
        self.game.session.forget_save()

    # --- where things are -------------------------------------------------------------------
    def geometry(self) -> Geometry:
        """Where everything goes at this window size and text scale (the table is as wide as
        its words, the boat takes the room left of it)."""
        layout = self.app.layout
        key = (layout.width, layout.height, layout.text_scale, len(self.rows()))
        if self._geometry is None or self._geometry[0] != key:
            self._geometry = (key, self._measure())
        return self._geometry[1]

    def _measure(self) -> Geometry:
        layout, t = self.app.layout, self.t
        rows, columns = self.rows(), self.columns()
        title_size = min(layout.font(40), round(layout.px(40) * 1.4))
        title_h = text.font("title", title_size).get_linesize()
        top = layout.point(0, 10)[1] + title_h
        # from the bottom up: prompts, the two buttons, the result line
        button_size = layout.font(20)
        labels = [t(k) for k in self.button_keys]
        button_h = max(layout.px(52), round(text.font("bold", button_size).get_linesize() * 1.6))
        button_y = layout.height - layout.px(62) - button_h
        result_size = min(layout.font(28), round(layout.px(28) * 1.4))
        result_lines = len(text.wrap(self.result_line(), "title", result_size, layout.px(1200)))
        result_y = (
            button_y - layout.px(8) - text.font("title", result_size).get_linesize() * result_lines
        )
        bottom = result_y - layout.px(10)
        # the table: a label column and a column per player, sized by their words
        size = layout.font(19)
        while True:
            step = round(text.font("bold", size).get_linesize() * 1.12)
            total_size = round(size * 24 / 19)
            head = round(step * 1.1)
            if top + head + step * len(rows) <= bottom or size <= layout.px(12):
                break
            size -= 1
        step = max(step, min(layout.px(44), (bottom - top - head) // len(rows)))
        label_w = max(text.font("bold", size).size(t(key))[0] for key, _ in rows)
        widest = max(
            [text.font("title", total_size).size("-999")[0]]
            + [text.font("bold", size).size(name)[0] for name, _ in columns]
        )
        col_w = widest + layout.px(18)
        right = layout.point(1270, 0)[0]
        label_right = right - col_w * len(columns) - layout.px(12)
        left_edge = label_right - label_w
        column_x = [
            label_right + layout.px(12) + col_w * c + col_w // 2 for c in range(len(columns))
        ]
        row_y = [top + head + step * r for r in range(len(rows))]
        # the boat and the lessons fill what is left of the table
        room = left_edge - layout.px(28) - layout.point(16, 0)[0]
        name_h = text.font("bold", layout.dense(22)).get_linesize()
        origin = (layout.point(16, 0)[0], top + name_h + layout.px(4))
        # leave the lessons a title and four lines under the boat
        lessons_h = (
            text.font("bold", layout.dense(18)).get_linesize()
            + 4 * text.font("body", layout.dense(17)).get_linesize()
            + layout.px(20)
        )
        cell = max(6, min(layout.px(27), room // 22, (bottom - origin[1] - lessons_h) // 9))
        lessons = pygame.Rect(
            origin[0],
            origin[1] + 9 * cell + layout.px(16),
            max(cell * 22, left_edge - origin[0] - layout.px(20)),
            0,
        )
        lessons.height = max(0, bottom - lessons.y)
        widths = [
            max(layout.px(190), text.font("bold", button_size).size(w)[0] + layout.px(40))
            for w in labels
        ]
        gap = layout.px(30)
        x = layout.point(640, 0)[0] - (sum(widths) + gap) // 2
        buttons = []
        for w in widths:
            buttons.append(pygame.Rect(x, button_y, w, button_h))
            x += w + gap
        return Geometry(
            title_size,
            size,
            total_size,
            step,
            top,
            column_x,
            row_y,
            label_right,
            cell,
            origin,
            lessons,
            buttons,
            bottom,
            result_size,
            result_y,
        )

    def _button_at(self, pos) -> int | None:
        for index, rect in enumerate(self.geometry().buttons):
            if rect.collidepoint(pos):
                return index
        return None

    def _column_at(self, pos) -> int | None:
        g = self.geometry()
        if not g.top <= pos[1] <= g.row_y[-1] + g.step:
            return None
        half = (g.column_x[1] - g.column_x[0]) // 2 if len(g.column_x) > 1 else 60
        for c, x in enumerate(g.column_x):
            if abs(pos[0] - x) <= half and c < len(self.scores):
                return c
        return None

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        layout, palette, t = self.app.layout, self.app.palette, self.t
        g = self.geometry()
        dim(surface, palette.background, BACKDROP)
        title = text.render(t("scoring.title"), "title", g.title_size, palette.accent)
        surface.blit(title, title.get_rect(midtop=layout.point(640, 10)))
        self._draw_boat(surface)
        self._draw_lessons(surface)
        self._draw_table(surface)
        if self.revealed() >= len(self.rows()):
            self._draw_result(surface)

    def _draw_boat(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        g = self.geometry()
        owner = min(self.shown_seat, len(self.scores) - 1)  # the sister scores on the player's
        seat = self.state.seats[owner]
        cell, origin = g.cell, g.origin
        self.boats.draw(surface, origin, seat.boat, seat.tiles, cell)
        who = self.app.seat_name(owner)
        name = text.render(
            self.t(personal(self.app, owner, "polish.scoring.sister_on"), name=who)
            if self.shows_sister()
            else who,
            "bold",
            layout.dense(22),
            palette.text_dim if self.shows_sister() else palette.seats[owner % len(palette.seats)],
        )
        surface.blit(name, (origin[0], origin[1] - name.get_height() - layout.px(4)))
        category = self.counting()
        pulse = (
            1.0 if self.app.settings.reduced_motion else 0.55 + 0.45 * math.sin(self.app.time * 8)
        )
        overlay = pygame.Surface((22 * cell, 9 * cell), pygame.SRCALPHA)
        detail = self.scores[owner].detail
        if category == "families":  # each scoring family in its colour, outlined
            for family in detail.families:
                if family.points:
                    color = palette.cats[family.color]
                    for x, y in cells_of(family.cells):
                        box = (x * cell, y * cell, cell, cell)
                        pygame.draw.rect(overlay, (*color, round(120 * pulse)), box)
                        pygame.draw.rect(
                            overlay, (*palette.focus, round(230 * pulse)), box, max(1, cell // 10)
                        )
        elif category in HIGHLIGHTS:
            tone, alpha = HIGHLIGHTS[category]
            color = getattr(palette, tone)
            for x, y in cells_of(detail.cells(category)):
                pygame.draw.rect(
                    overlay,
                    (*color, round(alpha * pulse)),
                    (x * cell, y * cell, cell, cell),
                    border_radius=cell // 4 if category == "rats" else 0,
                )
        surface.blit(overlay, origin)

    def _draw_lessons(self, surface: pygame.Surface) -> None:
        """The shown player's lessons, each with what it scored (private ones are revealed
        now), once the lesson rows have been counted."""
        if self.revealed() < 5:
            return
        layout, palette, t = self.app.layout, self.app.palette, self.t
        g = self.geometry()
        area = g.lessons
        lang = self.app.settings.language
        # the lessons that scored first: when they do not all fit, the ones left out gave 0
        if self.shows_sister():  # her colour cards in the order revealed, then her lessons
            sister = self.sister
            named = [
                (t("polish.scoring.color_card", color=t(f"color.{color}")), points)
                for color, points in sister.color_points
            ]
            named += [(isle_texts(self.app).card_name(c, lang), p) for c, p in sister.lesson_points]
            heading = t("polish.scoring.sister_points")
        else:
            lessons = sorted(self.scores[self.shown_seat].lessons, key=lambda line: -line[1])
            named = [
                (isle_texts(self.app).card_name(card, lang), points) for card, points in lessons
            ]
            key = personal(self.app, self.shown_seat, "scoring.lessons_of")  # "Your lessons"
            heading = t(key, name=self.app.seat_name(self.shown_seat))
        lines = named
        title = text.render(heading, "bold", layout.dense(18), palette.text)
        surface.blit(title, area.topleft)
        y0 = area.y + title.get_height() + layout.px(4)
        labels = [f"{points:+d}  {name}" for name, points in lines]
        # one size for every line: the largest at which the longest fits its column; fewer
        # columns when three would make the text small
        for columns in (3, 2, 1):
            column_w = area.width // columns
            size = min(
                (
                    text.fit_size(label, "body", layout.dense(17), column_w - layout.px(10))
                    for label in labels
                ),
                default=layout.dense(17),
            )
            if size >= layout.dense(17) * 0.8:
                break
        line_h = text.font("body", size).get_linesize()
        per_column = max(1, (area.bottom - y0) // line_h)
        room = columns * per_column
        shown = lines if len(lines) <= room else lines[: room - 1]
        for i, (_card, points) in enumerate(shown):
            x = area.x + (i // per_column) * column_w
            y = y0 + (i % per_column) * line_h
            image = text.render(
                labels[i], "body", size, palette.good if points > 0 else palette.text_dim
            )
            if image.get_width() > column_w - layout.px(6):  # never onto the next column
                image = image.subsurface((0, 0, column_w - layout.px(6), image.get_height()))
            surface.blit(image, (x, y))
        if len(shown) < len(lines):
            more = text.render(
                t("scoring.more", count=len(lines) - len(shown)), "body", size, palette.text_dim
            )
            surface.blit(more, (area.x + (columns - 1) * column_w, y0 + (per_column - 1) * line_h))

    def _draw_table(self, surface: pygame.Surface) -> None:
        layout, palette, t = self.app.layout, self.app.palette, self.t
        g = self.geometry()
        columns = self.columns()
        rows = self.rows()
        shown = self.revealed()
        head_y = g.top
        for c, (name, color) in enumerate(columns):
            x = g.column_x[c]
            image = text.render(name, "bold", g.size, color)
            surface.blit(image, image.get_rect(midtop=(x, head_y)))
            if c == self.shown_seat:
                underline = head_y + image.get_height()
                pygame.draw.line(
                    surface,
                    color,
                    (x - image.get_width() // 2, underline),
                    (x + image.get_width() // 2, underline),
                    max(2, layout.px(3)),
                )
        counting = self.counting()
        for row, (key, values) in enumerate(rows):
            middle = g.row_y[row] + g.step // 2
            total = key == "scoring.total"
            now = key == f"scoring.{counting}"
            label = text.render(
                t(key),
                "bold" if total or now else "body",
                g.size,
                palette.accent if now else palette.text,
            )
            surface.blit(label, label.get_rect(midright=(g.label_right, middle)))
            if row > shown and not total:
                continue
            done = shown >= len(rows)
            for c in range(len(values)):
                counted = self.shown(row, c)
                if counted is None:
                    continue
                winner = (
                    total
                    and done
                    and (
                        c in self.winners
                        or (c == len(self.scores) and self.sister is not None and not self.winners)
                    )
                )
                color = palette.accent if winner else (palette.bad if counted < 0 else palette.text)
                image = text.render(
                    str(counted),
                    "title" if total else "bold",
                    g.total_size if total else g.size,
                    color,
                )
                surface.blit(image, image.get_rect(center=(g.column_x[c], middle)))

    def result_line(self) -> str:
        t = self.t
        names = ", ".join(self.app.seat_name(w) for w in self.winners)
        line = (
            t("scoring.winner", names=names, count=len(self.winners))
            if self.winners
            else t("scoring.sister_wins")
        )
        tied = [
            i for i, s in enumerate(self.scores) if s.total == max(x.total for x in self.scores)
        ]
        if len(tied) > 1 and len(self.winners) < len(tied):
            line += "  " + t(
                "scoring.tie_break_rooms" if self.state.mode == Mode.FAMILY else "scoring.tie_break"
            )
        return line

    def _draw_result(self, surface: pygame.Surface) -> None:
        layout, palette, t = self.app.layout, self.app.palette, self.t
        g = self.geometry()
        image = text.render_block(
            self.result_line(), "title", g.result_size, palette.accent, layout.px(1200), "center"
        )
        surface.blit(image, image.get_rect(midtop=(layout.point(640, 0)[0], g.result_y)))
        for i, key in enumerate(self.button_keys):
            rect = g.buttons[i]
            focused = i == self.focus
            pygame.draw.rect(
                surface,
                palette.accent if focused else palette.panel,
                rect,
                border_radius=layout.px(12),
            )
            if focused:
                draw_focus_ring(surface, rect, palette, layout, layout.px(12))
            elif i == self.hover:
                draw_hover_ring(surface, rect, palette, layout, layout.px(12))
            label = text.render(
                t(key), "bold", layout.font(20), palette.text_on_accent if focused else palette.text
            )
            surface.blit(label, label.get_rect(center=rect.center))
        draw_prompts(
            surface,
            self.app,
            [
                ("left", t("polish.scoring.other" if self.sister else "scoring.other_boat")),
                ("up", t("prompt.move")),
                ("confirm", t("prompt.select")),
            ],
        )
