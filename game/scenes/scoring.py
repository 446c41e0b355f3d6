"""Final scoring: each category counts up for every player (eased, one after the other) and
the totals roll up with them while the boat shows what is counted (visible rats and unfilled
rooms flashing, families glowing); then the winner and the tie-break when it decided; play
again or back to the menu. Confirm skips the count; instant speed and reduced motion show
the final numbers at once."""
from __future__ import annotations

import math

import pygame

from game.app.scene import Scene
from game.input import IntentEvent
from game.rules import score
from game.rules.geometry import cells_of
from game.rules.scoring import families, visible_rats
from game.rules.scoring_view import sister_score, winners_of
from game.ui import text
from game.ui.boatview import BoatView
from game.ui.panels import dim
from game.ui.prompts import draw_prompts
from game.ui.tween import EASINGS, duration_factor

CATEGORIES = ("rats", "rooms", "families", "rare_treasures", "private_lessons",
              "public_lessons", "total")


class ScoringScene(Scene):
    name = "scoring"
    modal = True

    def __init__(self, app, game) -> None:
        super().__init__(app)
        self.game = game
        state = game.session.state
        self.state = state
        self.scores = score(state)
        self.sister = sister_score(state)
        self.winners = winners_of(state, self.scores)
        self.elapsed = 0.0
        self._rows: list[tuple[str, list[int | None]]] | None = None
        self.focus = 0  # 0 play again, 1 menu
        self.shown_seat = self.winners[0] if self.winners else 0
        factor = duration_factor(app.settings.animation_speed, app.settings.reduced_motion)
        # seconds per category; none at all under reduced motion (numbers, not a show)
        self.step_time = 0.0 if app.settings.reduced_motion else 0.9 * factor
        self.boats = BoatView(app.art, app.content)

    def update(self, dt: float) -> None:
        self.elapsed += dt

    # --- the table ----------------------------------------------------------------------
    def rows(self) -> list[tuple[str, list[int | None]]]:
        """(label key, a value per column): the players, then the sister in solo."""
        if self._rows is not None:
            return self._rows
        rows = []
        for key in CATEGORIES:
            if self.sister is not None and key == "total":
                rows.append(("scoring.sister_colors", [None] * len(self.scores)
                             + [self.sister.colors]))
                rows.append(("scoring.sister_lessons", [None] * len(self.scores)
                             + [self.sister.lessons]))
            values: list[int | None] = [getattr(s, key) for s in self.scores]
            if self.sister is not None:
                values.append(self.sister.total if key == "total" else None)
            rows.append((f"scoring.{key}", values))
        self._rows = rows
        return rows

    def columns(self) -> list[tuple[str, tuple[int, int, int]]]:
        palette = self.app.palette
        cols = [(self.app.seat_name(p), palette.seats[p % len(palette.seats)])
                for p in range(len(self.scores))]
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
    def handle(self, event) -> bool:
        if not isinstance(event, IntentEvent) or not event.pressed:
            return False
        name = str(event.intent)
        if self.revealed() < len(self.rows()):
            if name == "confirm":
                self.elapsed = 1e9  # skip the count-up
                return True
            return False
        if name in ("left", "right", "prev", "next"):
            step = -1 if name in ("left", "prev") else 1
            self.shown_seat = (self.shown_seat + step) % len(self.scores)
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

    def play_again(self) -> None:
        from game.scenes.game import start_new_game

        session = self.game.session
        self._forget_save()
        start_new_game(self.app, list(session.seats), session.state.mode,
                       difficulty=getattr(session.state.sister, "difficulty", None))

    def to_menu(self) -> None:
        from game.scenes.title import TitleScene

        self._forget_save()
        self.app.stack.reset(TitleScene(self.app))

    def _forget_save(self) -> None:
        """A finished game is not offered by Continue."""
        try:
            self.app.save_path.unlink()
        except OSError:
            pass

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        layout, palette, t = self.app.layout, self.app.palette, self.t
        dim(surface, palette.background, 242)
        title = text.render(t("scoring.title"), "title", layout.font(40), palette.accent)
        surface.blit(title, title.get_rect(midtop=layout.point(640, 18)))
        self._draw_boat(surface)
        self._draw_lessons(surface)
        self._draw_table(surface)
        if self.revealed() >= len(self.rows()):
            self._draw_result(surface)

    def _draw_boat(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        seat = self.state.seats[self.shown_seat]
        cell = layout.px(27)
        origin = layout.point(16, 120)
        self.boats.draw(surface, origin, seat.boat, seat.tiles, cell)
        name = text.render(self.app.seat_name(self.shown_seat), "bold", layout.font(22),
                           palette.seats[self.shown_seat % len(palette.seats)])
        surface.blit(name, (origin[0], origin[1] - name.get_height() - layout.px(4)))
        category = self.counting()
        pulse = 1.0 if self.app.settings.reduced_motion else 0.55 + 0.45 * math.sin(
            self.app.time * 8)
        overlay = pygame.Surface((22 * cell, 9 * cell), pygame.SRCALPHA)
        content = self.app.content
        if category == "rats":
            for x, y in cells_of(visible_rats(content, seat.boat, seat.tiles)):
                pygame.draw.rect(overlay, (*palette.bad, round(170 * pulse)),
                                 (x * cell, y * cell, cell, cell), border_radius=cell // 4)
        elif category == "rooms":
            covered = seat.occupied
            for room in content.board.rooms:
                if room.mask & ~covered:
                    for x, y in cells_of(room.mask & ~covered):
                        pygame.draw.rect(overlay, (*palette.bad, round(110 * pulse)),
                                         (x * cell, y * cell, cell, cell))
        elif category == "families":
            for family in families(seat.tiles):
                if family.size < 3:
                    continue
                color = self.app.palette.cats[family.color]
                for index in family.tiles:
                    for x, y in cells_of(seat.tiles[index].mask):
                        pygame.draw.rect(overlay, (*color, round(120 * pulse)),
                                         (x * cell, y * cell, cell, cell))
                        pygame.draw.rect(overlay, (*palette.focus, round(230 * pulse)),
                                         (x * cell, y * cell, cell, cell), max(1, cell // 10))
        elif category == "rare_treasures":
            for placed in seat.tiles:
                if 200 <= placed.shape < 300:
                    for x, y in cells_of(placed.mask):
                        pygame.draw.rect(overlay, (*palette.accent, round(150 * pulse)),
                                         (x * cell, y * cell, cell, cell))
        surface.blit(overlay, origin)

    def _draw_lessons(self, surface: pygame.Surface) -> None:
        """The shown player's lessons, each with what it scored (private ones are revealed
        now), once the lesson rows have been counted."""
        if self.revealed() < 5:
            return
        layout, palette, t = self.app.layout, self.app.palette, self.t
        lang = self.app.settings.language
        x0, y0 = layout.point(20, 384)
        lines = self.scores[self.shown_seat].lessons
        title = text.render(t("scoring.lessons_of", name=self.app.seat_name(self.shown_seat)),
                            "bold", layout.font(17), palette.text)
        surface.blit(title, (x0, y0))
        y0 += title.get_height() + layout.px(4)
        column_w = layout.px(200)
        line_h = layout.px(21)
        per_column = max(1, (layout.point(0, 512)[1] - y0) // line_h)
        room = 3 * per_column
        shown = lines if len(lines) <= room else lines[:room - 1]
        for i, (card, points) in enumerate(shown):
            x = x0 + (i // per_column) * column_w
            y = y0 + (i % per_column) * line_h
            name = self.app.texts.card_name(card, lang)
            label = f"{points:+d}  {name}"
            size = text.fit_size(label, "body", layout.font(15), column_w - layout.px(8))
            image = text.render(label, "body", size,
                                palette.good if points > 0 else palette.text_dim)
            surface.blit(image, (x, y))
        if len(shown) < len(lines):
            more = text.render(t("scoring.more", count=len(lines) - len(shown)), "body",
                               layout.font(15), palette.text_dim)
            surface.blit(more, (x0 + 2 * column_w, y0 + (per_column - 1) * line_h))

    def _draw_table(self, surface: pygame.Surface) -> None:
        layout, palette, t = self.app.layout, self.app.palette, self.t
        columns = self.columns()
        rows = self.rows()
        left, right = 640, 1270
        label_w = 170
        col_w = (right - left - label_w) / max(1, len(columns))
        step = min(50, 430 // len(rows))
        shown = self.revealed()
        for c, (name, color) in enumerate(columns):
            x = layout.point(left + label_w + c * col_w + col_w / 2, 0)[0]
            size = text.fit_size(name, "bold", layout.font(20), layout.px(col_w - 8))
            image = text.render(name, "bold", size, color)
            marker = c == self.shown_seat and c < len(self.scores)
            surface.blit(image, image.get_rect(midtop=(x, layout.point(0, 84)[1])))
            if marker:
                pygame.draw.line(surface, color, (x - image.get_width() // 2,
                                                  layout.point(0, 84)[1] + image.get_height()),
                                 (x + image.get_width() // 2,
                                  layout.point(0, 84)[1] + image.get_height()),
                                 max(2, layout.px(3)))
        counting = self.counting()
        for row, (key, values) in enumerate(rows):
            y = layout.point(0, 122 + row * step)[1]
            total = key == "scoring.total"
            now = key == f"scoring.{counting}"
            label = text.render(t(key), "bold" if total or now else "body", layout.font(19),
                                palette.accent if now else palette.text)
            surface.blit(label, label.get_rect(midright=(layout.point(left + label_w - 12, 0)[0],
                                                         y + layout.px(14))))
            if row > shown and not total:
                continue
            done = shown >= len(rows)
            for c in range(len(values)):
                counted = self.shown(row, c)
                if counted is None:
                    continue
                winner = total and done and (c in self.winners or (
                    c == len(self.scores) and self.sister is not None and not self.winners))
                color = palette.accent if winner else (palette.bad if counted < 0
                                                       else palette.text)
                image = text.render(str(counted), "title" if total else "bold",
                                    layout.font(24 if total else 19), color)
                x = layout.point(left + label_w + c * col_w + col_w / 2, 0)[0]
                surface.blit(image, image.get_rect(center=(x, y + layout.px(14))))

    def _draw_result(self, surface: pygame.Surface) -> None:
        layout, palette, t = self.app.layout, self.app.palette, self.t
        names = ", ".join(self.app.seat_name(w) for w in self.winners)
        line = t("scoring.winner", names=names) if self.winners else t("scoring.sister_wins")
        tied = [i for i, s in enumerate(self.scores)
                if s.total == max(x.total for x in self.scores)]
        if len(tied) > 1 and len(self.winners) < len(tied):
            line += "  " + t("scoring.tie_break_rooms" if self.state.mode == "family"
                             else "scoring.tie_break")
        image = text.render_block(line, "title", layout.font(28), palette.accent,
                                  layout.px(1200), "center")
        surface.blit(image, image.get_rect(midtop=layout.point(640, 520)))
        for i, key in enumerate(("scoring.again", "scoring.menu")):
            rect = layout.rect(440 + i * 220, 592, 190, 52)
            focused = i == self.focus
            pygame.draw.rect(surface, palette.accent if focused else palette.panel, rect,
                             border_radius=layout.px(12))
            label = text.render(t(key), "bold", layout.font(20),
                                palette.text_on_accent if focused else palette.text)
            surface.blit(label, label.get_rect(center=rect.center))
        draw_prompts(surface, self.app, [("left", t("scoring.other_boat")),
                                         ("up", t("prompt.move")),
                                         ("confirm", t("prompt.select"))])
