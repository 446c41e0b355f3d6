"""Final scoring: each category counts up for every player, then the table, the winner and
the tie-break when it decided; play again or back to the menu."""
from __future__ import annotations

import pygame

from game.app.scene import Scene
from game.input import IntentEvent
from game.rules import score
from game.rules.scoring_view import winners_of
from game.ui import text
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
        self.winners = winners_of(state, self.scores)
        self.elapsed = 0.0
        self.focus = 0  # 0 play again, 1 menu
        factor = duration_factor(app.settings.animation_speed, app.settings.reduced_motion)
        self.step_time = 0.6 * factor  # seconds per category

    def update(self, dt: float) -> None:
        self.elapsed += dt

    def revealed(self) -> float:
        """How many categories are shown (fractional: the current one is counting up)."""
        if self.step_time <= 0:
            return len(CATEGORIES)
        return min(len(CATEGORIES), self.elapsed / self.step_time)

    def handle(self, event) -> bool:
        if not isinstance(event, IntentEvent) or not event.pressed:
            return False
        name = str(event.intent)
        if self.revealed() < len(CATEGORIES):
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
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((*palette.background, 225))
        surface.blit(shade, (0, 0))
        title = text.render(t("scoring.title"), "title", layout.font(40), palette.accent)
        surface.blit(title, title.get_rect(midtop=layout.point(640, 30)))
        players = len(self.scores)
        col_w = min(220, 900 // max(1, players))
        x0 = 300
        shown = self.revealed()
        for p in range(players):
            x = layout.point(x0 + p * col_w + col_w / 2, 0)[0]
            color = palette.seats[p % len(palette.seats)]
            name = text.render(self.app.seat_name(p), "bold", layout.font(22), color)
            surface.blit(name, name.get_rect(midtop=(x, layout.point(0, 100)[1])))
        for row, key in enumerate(CATEGORIES):
            y = layout.point(0, 150 + row * 54)[1]
            label = text.render(t(f"scoring.{key}"), "bold" if key == "total" else "body",
                                layout.font(22), palette.text)
            surface.blit(label, label.get_rect(midright=(layout.point(x0 - 20, 0)[0],
                                                         y + layout.px(16))))
            if row > shown:
                continue
            part = min(1.0, shown - row)
            for p, s in enumerate(self.scores):
                value = getattr(s, key)
                counted = round(value * part)
                face = "title" if key == "total" else "bold"
                color = palette.accent if (key == "total" and p in self.winners and part >= 1) \
                    else (palette.bad if counted < 0 else palette.text)
                image = text.render(str(counted), face, layout.font(26 if key == "total" else 22),
                                    color)
                x = layout.point(x0 + p * col_w + col_w / 2, 0)[0]
                surface.blit(image, image.get_rect(center=(x, y + layout.px(16))))
        if shown >= len(CATEGORIES):
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
