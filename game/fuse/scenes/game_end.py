"""The end of a game of Kitten Fuse: the last player still in wins (reference: Drawing a fuse
kitten). The winner's kitten wears the crown; every seat's row gives its place (the last one
out 2nd, and so on), its kitten, and what it did (turns, fuse kittens calmed, No!s said, cards
taken). It offers a new game with the same seats, or the title; the finished game leaves its
save slot."""

from __future__ import annotations

import pygame

from game.fuse.headless import seat_figures
from game.fuse.rules import places
from game.fuse.ui.words import place_words
from game.shell.scenes.menu_base import MenuScene
from game.shell.scenes.stack import Host
from game.shell.ui import text
from game.shell.ui.gui import Button, Widget
from game.shell.ui.panels import BACKDROP, draw_panel

FIGURES = ("turns", "calmed", "noes", "taken")


class FuseGameEndScene(MenuScene):
    name = "fuse.game_end"
    screen = "fuse_game_end"
    modal = True
    backdrop_alpha = BACKDROP

    def __init__(self, app: Host, table) -> None:
        super().__init__(app)
        self.table = table
        session = table.session
        self.winner = session.state.winner
        self.places = places(session.state)
        self.figures = seat_figures(session.match)

    def enter(self) -> None:
        super().enter()
        self.table.session.forget_save()  # a finished game is not offered by Continue
        self.app.narrate(self.headline() + " " + self.standings_words())

    def build(self) -> None:
        row = 52.0 * max(1.0, min(self.app.settings.text_scale, 1.4))
        height = 2 * row + 12.0
        self.area = (390.0, 654.0 - height, 500.0, height)
        super().build()

    def widgets(self) -> list[Widget]:
        t = self.t
        return [
            Button("again", t("fuse.game_end.again"), primary=True, on_press=self.play_again),
            Button("title", t("fuse.game_end.title_screen"), on_press=self.to_title),
        ]

    def back(self) -> None:
        """Back does not leave the last picture of the game by accident."""

    def prompts(self):
        return [("confirm", self.t("prompt.select"))]

    def help_subject(self, pointer):
        from game.fuse.ui.help import topic

        return topic("winning")

    def headline(self) -> str:
        if self.winner < 0:
            return self.t("fuse.game_end.over")
        if self.winner == self.table.you:
            return self.t("fuse.game_end.you_win")
        return self.t("fuse.game_end.winner", player=self.table.name_of(self.winner))

    def standings_words(self) -> str:
        order = sorted(range(len(self.places)), key=lambda s: self.places[s])
        return " ".join(
            self.t(
                "fuse.game_end.row",
                place=place_words(self.t, self.places[s]),
                player=self.table.name_of(s),
            )
            for s in order
        )

    def play_again(self) -> None:
        from game.fuse.scenes.table import start_new_game

        session = self.table.session
        start_new_game(self.app, list(session.seats), combos=session.combos)

    def to_title(self) -> None:
        self.app.stack.reset(self.app.scene("title"))

    def draw_extra(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        art = self.table.art
        panel = layout.rect(90, 24, 1100, self.area[1] - 36)
        draw_panel(surface, panel, self.app)
        face = layout.px(84)
        y = panel.y + layout.px(10)
        if self.winner >= 0:
            kitten = art.kitten(self.winner, face)
            at = kitten.get_rect(midtop=(panel.centerx, y + face // 3))
            surface.blit(kitten, at)
            crown = art.crown(face // 2)
            surface.blit(crown, crown.get_rect(midbottom=(at.centerx, at.y + layout.px(8))))
            y = at.bottom + layout.px(6)
        size = text.fit_size(
            self.headline(), "title", layout.heading(42), panel.width - layout.px(40)
        )
        title = text.render(self.headline(), "title", size, palette.accent)
        surface.blit(title, title.get_rect(midtop=(panel.centerx, y)))
        y += title.get_height() + layout.px(8)
        self.draw_rows(
            surface,
            pygame.Rect(
                panel.x + layout.px(24),
                y,
                panel.width - layout.px(48),
                panel.bottom - y - layout.px(14),
            ),
        )

    def draw_rows(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """A row per seat, by place: place, kitten and name, then its figures."""
        layout, palette = self.app.layout, self.app.palette
        art = self.table.art
        head_size = layout.dense_text(15)
        head_h = text.font("bold", head_size).get_height()
        name_w = box.width * 40 // 100
        cell = (box.width - name_w) // len(FIGURES)
        for index, key in enumerate(FIGURES):
            words = self.t(f"fuse.game_end.{key}")
            size = text.fit_size(words, "bold", head_size, cell - layout.px(6), minimum=8)
            image = text.render(words, "bold", size, palette.text_dim)
            x = box.x + name_w + index * cell + cell // 2
            surface.blit(image, image.get_rect(midtop=(x, box.y)))
        top = box.y + head_h + layout.px(4)
        order = sorted(range(len(self.places)), key=lambda s: self.places[s])
        row_h = max(1, (box.bottom - top) // max(1, len(order)))
        name_size = layout.dense(22)
        for row_index, seat in enumerate(order):
            row = pygame.Rect(box.x, top + row_index * row_h, box.width, row_h)
            color = palette.seats[seat % len(palette.seats)]
            if seat == self.winner:
                pygame.draw.rect(
                    surface,
                    palette.focus,
                    row.inflate(-layout.px(4), -layout.px(4)),
                    layout.px(3),
                    border_radius=layout.px(10),
                )
            place = place_words(self.t, self.places[seat])
            mark = text.render(place, "bold", name_size, palette.text)
            surface.blit(mark, mark.get_rect(midleft=(row.x + layout.px(10), row.centery)))
            face = art.kitten(
                seat, min(row_h - layout.px(8), layout.px(40)), out=seat != self.winner
            )
            x = row.x + layout.px(20) + text.font("bold", name_size).size("5th")[0]
            surface.blit(face, face.get_rect(midleft=(x, row.centery)))
            name = self.table.name_of(seat)
            left = x + face.get_width() + layout.px(8)
            room = row.x + name_w - left - layout.px(6)
            size = text.fit_size(name, "bold", name_size, room, minimum=layout.dense(11))
            label = text.render(name, "bold", size, color)
            surface.blit(label, label.get_rect(midleft=(left, row.centery)))
            for index, key in enumerate(FIGURES):
                value = text.render(str(self.figures[seat][key]), "bold", name_size, palette.text)
                x = box.x + name_w + index * cell + cell // 2
                surface.blit(value, value.get_rect(center=(x, row.centery)))
