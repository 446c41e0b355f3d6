"""Final scoring: each category counts up for every player, then the table, the winner and
the tie-break when it decided; play again or back to the menu."""
from __future__ import annotations

import pygame

from game.app.scene import Scene
from game.input import IntentEvent
from game.rules import score
from game.rules.scoring_view import sister_score, winners_of
from game.ui import text
from game.ui.panels import dim
from game.ui.prompts import draw_prompts
from game.ui.tween import duration_factor

CATEGORIES = ("rats", "rooms", "families", "rare_treasures", "private_lessons",
              "public_lessons", "total")


class ScoringScene(Scene):
    name = "scoring"
    modal = True

    def __init__(self, app, game) -> None:
        super().__init__(app)
        self.game = game
        state = game.session.state
        self.scores = score(state)
        self.sister = sister_score(state)
        self.winners = winners_of(state, self.scores)
        self.elapsed = 0.0
        self.focus = 0  # 0 play again, 1 menu
        factor = duration_factor(app.settings.animation_speed, app.settings.reduced_motion)
        self.step_time = 0.6 * factor  # seconds per category

    def update(self, dt: float) -> None:
        self.elapsed += dt

    def rows(self) -> list[tuple[str, list[int | None]]]:
        """(label key, a value per column): the players, then the sister in solo."""
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
        return rows

    def columns(self) -> list[tuple[str, tuple[int, int, int]]]:
        palette = self.app.palette
        cols = [(self.app.seat_name(p), palette.seats[p % len(palette.seats)])
                for p in range(len(self.scores))]
        if self.sister is not None:
            cols.append((self.t("scoring.sister"), palette.text_dim))
        return cols

    def revealed(self) -> float:
        """How many rows are shown (fractional: the current one is counting up)."""
        count = len(self.rows())
        if self.step_time <= 0:
            return count
        return min(count, self.elapsed / self.step_time)

    def handle(self, event) -> bool:
        if not isinstance(event, IntentEvent) or not event.pressed:
            return False
        name = str(event.intent)
        if self.revealed() < len(self.rows()):
            if name == "confirm":
                self.elapsed = 1e9  # skip the count-up
                return True
            return False
        if name in ("left", "right", "up", "down"):
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

    def draw(self, surface: pygame.Surface) -> None:
        layout, palette, t = self.app.layout, self.app.palette, self.t
        dim(surface, palette.background, 242)
        title = text.render(t("scoring.title"), "title", layout.font(40), palette.accent)
        surface.blit(title, title.get_rect(midtop=layout.point(640, 30)))
        columns = self.columns()
        rows = self.rows()
        col_w = min(220, 900 // max(1, len(columns)))
        x0 = 330
        step = min(54, 400 // len(rows))
        shown = self.revealed()
        for c, (name, color) in enumerate(columns):
            x = layout.point(x0 + c * col_w + col_w / 2, 0)[0]
            image = text.render(name, "bold", layout.font(22), color)
            surface.blit(image, image.get_rect(midtop=(x, layout.point(0, 100)[1])))
        for row, (key, values) in enumerate(rows):
            y = layout.point(0, 146 + row * step)[1]
            total = key == "scoring.total"
            label = text.render(t(key), "bold" if total else "body", layout.font(21),
                                palette.text)
            surface.blit(label, label.get_rect(midright=(layout.point(x0 - 20, 0)[0],
                                                         y + layout.px(16))))
            if row > shown:
                continue
            part = min(1.0, shown - row)
            for c, value in enumerate(values):
                if value is None:
                    continue
                counted = round(value * part)
                winner = total and part >= 1 and (c in self.winners or (
                    c == len(self.scores) and self.sister is not None and not self.winners))
                color = palette.accent if winner else (palette.bad if counted < 0
                                                       else palette.text)
                image = text.render(str(counted), "title" if total else "bold",
                                    layout.font(26 if total else 21), color)
                x = layout.point(x0 + c * col_w + col_w / 2, 0)[0]
                surface.blit(image, image.get_rect(center=(x, y + layout.px(16))))
        if shown >= len(rows):
            self._draw_result(surface)

    def _draw_result(self, surface: pygame.Surface) -> None:
        layout, palette, t = self.app.layout, self.app.palette, self.t
        names = ", ".join(self.app.seat_name(w) for w in self.winners)
        line = t("scoring.winner", names=names) if self.winners else t("scoring.sister_wins")
        tied = [i for i, s in enumerate(self.scores)
                if s.total == max(x.total for x in self.scores)]
        if len(tied) > 1 and len(self.winners) < len(tied):
            line += "  " + t("scoring.tie_break")
        image = text.render(line, "title", layout.font(28), palette.accent)
        surface.blit(image, image.get_rect(midtop=layout.point(640, 540)))
        for i, key in enumerate(("scoring.again", "scoring.menu")):
            rect = layout.rect(440 + i * 220, 600, 190, 52)
            focused = i == self.focus
            pygame.draw.rect(surface, palette.accent if focused else palette.panel, rect,
                             border_radius=layout.px(12))
            label = text.render(t(key), "bold", layout.font(20),
                                palette.text_on_accent if focused else palette.text)
            surface.blit(label, label.get_rect(center=rect.center))
        draw_prompts(surface, self.app, [("left", t("prompt.move")),
                                         ("confirm", t("prompt.select"))])
