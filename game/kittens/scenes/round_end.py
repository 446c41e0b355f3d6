"""The end of a round and the end of the game of Kitten Toys.

The round's end says how it ended (a seat holds all five toys, or the hands are empty), shows
every seat's collection by colour (the symbol and the count of each), who won the round and
takes a Super chat card, and everyone's Super chat cards; it waits for the players (a press on
any device) before the next round is dealt. The game's end names the winners (three Super chat
cards) and offers a new game with the same seats or the title; the finished game leaves its
save slot.
"""

from __future__ import annotations

import pygame

from game.kittens.rules.cards import COLOURS, SUPER_CHATS_TO_WIN, colour_counts
from game.kittens.rules.events import GameEnded, RoundEnded, RoundStarted, SuperChatWon
from game.kittens.ui.words import names_list
from game.shell.scenes.menu_base import MenuScene
from game.shell.scenes.stack import Host
from game.shell.ui import text
from game.shell.ui.gui import Button, Widget
from game.shell.ui.panels import BACKDROP, draw_panel


def buttons_area(app, rows: int, x: float, width: float) -> tuple[float, float, float, float]:
    """The buttons' column above the prompt bar (reference units): rows grow with the text
    scale (by 40 % at most), the panel above takes the rest."""
    row = 52.0 * max(1.0, min(app.settings.text_scale, 1.4))
    height = rows * row + (rows - 1) * 12.0
    return (x, 654.0 - height, width, height)


class Standings:
    """Drawing the seats' rows: name, collection by colour, Super chat cards; the winners'
    rows framed with a tag (``won``: "+1" and a star, or "Winner")."""

    def __init__(self, scene: MenuScene, table, toys_label: str) -> None:
        self.scene = scene
        self.table = table
        self.toys_label = toys_label

    def box(self, panel: pygame.Rect, top: int) -> pygame.Rect:
        """The rows' place in ``panel``, from ``top`` down."""
        px = self.scene.app.layout.px
        return pygame.Rect(panel.x + px(20), top, panel.width - px(40), panel.bottom - top - px(14))

    def draw(
        self,
        surface: pygame.Surface,
        box: pygame.Rect,
        collections,
        stars: list[int],
        winners: tuple[int, ...],
        won: str,
    ) -> None:
        app = self.scene.app
        layout, palette = app.layout, app.palette
        art = self.table.art
        players = len(stars)
        name_w = box.width * 30 // 100
        head_size = layout.dense_text(15)
        head_h = text.font("bold", head_size).get_height()
        heads = (
            (self.toys_label, {"midleft": (box.x + name_w, box.y + head_h // 2)}),
            (
                app.t("kittens.round_end.stars"),
                {"midright": (box.right - layout.px(10), box.y + head_h // 2)},
            ),
        )
        for words, anchor in heads:
            image = text.render(words, "bold", head_size, palette.text_dim)
            surface.blit(image, image.get_rect(**anchor))
        top = box.y + head_h + layout.px(4)
        row_h = (box.bottom - top) // players
        name_size = layout.dense(22)
        count_size = layout.dense(22)
        cell = (box.width * 46 // 100) // len(COLOURS)
        digits = text.font("bold", count_size).size("0")[0]
        chip = art.symbol_px(max(layout.px(22), round(count_size * 1.1)))
        chip = min(chip, cell - digits - layout.px(8), row_h - layout.px(4))
        for seat in range(players):
            row = pygame.Rect(box.x, top + seat * row_h, box.width, row_h)
            color = palette.seats[seat % len(palette.seats)]
            if seat in winners:
                ring = row.inflate(-layout.px(4), -layout.px(4))
                pygame.draw.rect(
                    surface, palette.focus, ring, layout.px(3), border_radius=layout.px(10)
                )
            face = art.kitten(seat, min(row_h - layout.px(10), layout.px(40)))
            surface.blit(face, face.get_rect(midleft=(row.x + layout.px(10), row.centery)))
            name = self.table.name_of(seat)
            room = name_w - face.get_width() - layout.px(24)
            size = text.fit_size(name, "bold", name_size, room, minimum=layout.dense(12))
            label = text.render(name, "bold", size, color)
            left = row.x + face.get_width() + layout.px(18)
            surface.blit(label, label.get_rect(midleft=(left, row.centery)))
            counts = colour_counts(tuple(collections[seat]))
            x0 = row.x + name_w
            for colour, count in enumerate(counts):
                icon = art.symbol(colour, chip)
                if not count:
                    icon = icon.copy()
                    icon.set_alpha(80)
                at = icon.get_rect(midleft=(x0 + colour * cell, row.centery))
                surface.blit(icon, at)
                ink = palette.text if count else palette.text_dim
                number = text.render(str(count), "bold", count_size, ink)
                surface.blit(
                    number, number.get_rect(midleft=(at.right + layout.px(3), row.centery))
                )
            star = max(layout.px(18), round(count_size * 0.9))
            x = row.right - layout.px(10) - SUPER_CHATS_TO_WIN * (star + layout.px(3))
            for i in range(SUPER_CHATS_TO_WIN):
                icon = art.star_icon(star, filled=i < stars[seat])
                at = icon.get_rect(midleft=(x + i * (star + layout.px(3)), row.centery))
                surface.blit(icon, at)
            if seat in winners:
                self._tag(surface, won, x - layout.px(12), row.centery)

    def _tag(self, surface: pygame.Surface, won: str, right: int, y: int) -> None:
        """The winner's tag: its words (and, for a Super chat card won, the card's star)."""
        app = self.scene.app
        layout, palette = app.layout, app.palette
        words = text.render(won, "bold", layout.dense(16), palette.text_on_accent)
        plus = won == app.t("kittens.round_end.star")
        icon = self.table.art.star_icon(words.get_height()) if plus else None
        width = words.get_width() + (icon.get_width() + layout.px(3) if icon else 0)
        spot = pygame.Rect(0, 0, width + layout.px(12), words.get_height() + layout.px(2))
        spot.midright = (right, y)
        pygame.draw.rect(surface, palette.focus, spot, border_radius=layout.px(8))
        surface.blit(words, words.get_rect(midleft=(spot.x + layout.px(6), spot.centery)))
        if icon is not None:
            surface.blit(icon, icon.get_rect(midright=(spot.right - layout.px(6), spot.centery)))


class OverTheTable(MenuScene):
    """A screen over Kitten Toys' table (its round's end, its game's end)."""

    modal = True
    backdrop_alpha = BACKDROP

    def __init__(self, app: Host, table) -> None:
        super().__init__(app)
        self.table = table


class RoundEndScene(OverTheTable):
    name = "kittens.round_end"
    screen = "kittens_round_end"

    def __init__(self, app: Host, table, event: RoundEnded) -> None:
        super().__init__(app, table)
        self.event = event
        stars = [s.super_chats for s in table.show.seats]
        for pending in table.motion.queue:  # the Super chat cards this round gives
            if isinstance(pending, SuperChatWon):
                stars[pending.seat] = pending.total
            elif isinstance(pending, (RoundStarted, GameEnded)):
                break
        self.stars = stars
        self.final = any(isinstance(e, GameEnded) for e in table.motion.queue)
        self.standings = Standings(self, table, self.t("kittens.round_end.toys"))

    def enter(self) -> None:
        super().enter()
        self.app.narrate(self.headline() + " " + self.reason())

    def widgets(self) -> list[Widget]:
        return [Button("next", self.next_words(), primary=True, on_press=self.close)]

    def next_words(self) -> str:
        return self.t("kittens.round_end.continue" if self.final else "kittens.round_end.next")

    def build(self) -> None:
        self.area = buttons_area(self.app, 1, 440.0, 400.0)
        super().build()

    def close(self) -> None:
        self.app.stack.pop()
        self.table.round_end_closed()

    def back(self) -> None:
        self.close()

    def headline(self) -> str:
        return self.t("kittens.round_end.title", round=self.event.round)

    def reason(self) -> str:
        t = self.t
        names = names_list(t, self.event.winners, self.table.name_of)
        return t(
            f"kittens.round_end.{self.event.end}", players=names, count=len(self.event.winners)
        )

    def prompts(self):
        return [("confirm", self.next_words())]

    def help_subject(self, pointer):
        from game.kittens.ui.help import topic

        return topic("round_end")

    def draw_extra(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        panel = layout.rect(90, 40, 1100, self.area[1] - 52)
        draw_panel(surface, panel, self.app)
        size = text.fit_size(
            self.headline(), "title", layout.heading(40), panel.width - layout.px(40)
        )
        title = text.render(self.headline(), "title", size, palette.accent)
        surface.blit(title, title.get_rect(midtop=(panel.centerx, panel.y + layout.px(14))))
        reason = text.render_block(
            self.reason(),
            "body",
            layout.dense_text(20),
            palette.text,
            panel.width - layout.px(60),
            "center",
        )
        y = panel.y + layout.px(20) + title.get_height()
        surface.blit(reason, reason.get_rect(midtop=(panel.centerx, y)))
        y += reason.get_height() + layout.px(12)
        box = self.standings.box(panel, y)
        self.standings.draw(
            surface,
            box,
            self.event.collections,
            self.stars,
            self.event.winners,
            self.t("kittens.round_end.star"),
        )


class GameEndScene(OverTheTable):
    name = "kittens.game_end"
    screen = "kittens_game_end"

    def __init__(self, app: Host, table) -> None:
        super().__init__(app, table)
        self.winners = table.session.state.winners
        self.collections = [list(s.collection) for s in table.show.seats]
        self.standings = Standings(self, table, self.t("kittens.game_end.toys"))

    def enter(self) -> None:
        super().enter()
        self.table.session.forget_save()  # a finished game is not offered by Continue
        self.app.narrate(self.headline())

    def build(self) -> None:
        self.area = buttons_area(self.app, 2, 390.0, 500.0)
        super().build()

    def widgets(self) -> list[Widget]:
        t = self.t
        return [
            Button("again", t("kittens.game_end.again"), primary=True, on_press=self.play_again),
            Button("title", t("kittens.game_end.title_screen"), on_press=self.to_title),
        ]

    def back(self) -> None:
        """Back does not leave the last picture of the game by accident."""

    def prompts(self):
        return [("confirm", self.t("prompt.select"))]

    def help_subject(self, pointer):
        from game.kittens.ui.help import topic

        return topic("super_chat")

    def headline(self) -> str:
        names = names_list(self.t, self.winners, self.table.name_of)
        return self.t("kittens.game_end.winners", players=names, count=len(self.winners))

    def play_again(self) -> None:
        from game.kittens.scenes.table import start_new_game

        start_new_game(self.app, list(self.table.session.seats))

    def to_title(self) -> None:
        self.app.stack.reset(self.app.scene("title"))

    def draw_extra(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        panel = layout.rect(90, 30, 1100, self.area[1] - 44)
        draw_panel(surface, panel, self.app)
        art = self.table.art
        face = layout.px(72)
        winners = list(self.winners)
        total = len(winners) * face + (len(winners) - 1) * layout.px(12)
        x = panel.centerx - total // 2
        for seat in winners:
            surface.blit(art.kitten(seat, face), (x, panel.y + layout.px(12)))
            x += face + layout.px(12)
        y = panel.y + layout.px(18) + face
        size = text.fit_size(
            self.headline(), "title", layout.heading(42), panel.width - layout.px(40)
        )
        title = text.render(self.headline(), "title", size, palette.accent)
        surface.blit(title, title.get_rect(midtop=(panel.centerx, y)))
        y += title.get_height() + layout.px(4)
        rounds = self.t("kittens.game_end.rounds", count=self.table.session.state.round)
        line = text.render(rounds, "body", layout.dense_text(18), palette.text)
        surface.blit(line, line.get_rect(midtop=(panel.centerx, y)))
        y += line.get_height() + layout.px(10)
        box = self.standings.box(panel, y)
        stars = [s.super_chats for s in self.table.session.state.seats]
        self.standings.draw(
            surface,
            box,
            self.collections,
            stars,
            self.winners,
            self.t("kittens.game_end.winner_tag"),
        )
