"""The end of a round and the end of the game of Kitten Toys.

The round's end says how it ended (a seat holds all five toys, or the hands are empty), shows
every seat's collection by colour (the symbol and the count of each) and its cards collected
(the hands-empty tie-break), who won the round and takes a Super chat card, everyone's Super
chat cards, and who starts the next round (the rules' ``next_starter``: the fewest cards); it
waits for the players (a press on any device) before the next round is dealt. The game's end
names the winners (three Super chat cards) and offers a new game with the same seats or the
title; the finished game leaves its save slot.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.kittens.rules.cards import COLOURS, SUPER_CHATS_TO_WIN, colour_counts
from game.kittens.rules.events import GameEnded, RoundEnded, RoundStarted, SuperChatWon
from game.kittens.rules.rounds import next_starter
from game.kittens.ui.words import names_list
from game.shell.scenes.menu_base import MenuScene
from game.shell.scenes.stack import Host
from game.shell.ui import text
from game.shell.ui.gui import Button, Widget
from game.shell.ui.panels import BACKDROP, draw_panel


def sentence_of(words: str) -> str:
    """``words`` ending with a full stop (a headline has none: said aloud, it needs one)."""
    words = words.strip()
    return words if words[-1:] in ".!?…" else words + "."


def buttons_area(
    scene: MenuScene, rows: int, x: float, width: float
) -> tuple[float, float, float, float]:
    """The buttons' column above the prompt bar (reference units), as tall as the form's rows
    really are at the text scale (they grow with the text), its focus ring clear of the bar;
    the panel above takes the rest."""
    from game.shell.ui.prompts import bar_top

    layout = scene.app.layout
    scale = scene.app.settings.text_scale
    row = max(scene.row_height, max(scene.font_size, 22.0) * scale * scene.row_text)
    height = rows * row + (rows - 1) * scene.row_gap
    bar = (bar_top(layout) - layout.offset[1]) / layout.scale  # the bar's top, in units
    bottom = min(654.0, bar - 12.0)  # the focus ring reaches about 8 units past the button
    return (x, bottom - height, width, height)


@dataclass(frozen=True)
class Columns:
    """Where a standings row's parts go, in pixels from the row's left: the kitten and name,
    the five toys' cells, the cards collected (the hands-empty tie-break), the tag and the
    Super chat cards on the right."""

    name: int  # the name's column width
    toys: int  # where the toys start
    cell: int  # one toy's cell
    cards: int  # the cards' column centre
    cards_w: int


def columns(width: int) -> Columns:
    name = width * 27 // 100
    cell = (width * 38 // 100) // len(COLOURS)
    cards_w = width * 9 // 100
    toys = name
    return Columns(name, toys, cell, toys + cell * len(COLOURS) + cards_w // 2, cards_w)


class Standings:
    """Drawing the seats' rows: name, collection by colour, cards collected, Super chat cards;
    the winners' rows framed with a tag (``won``: "+1" and a star, or "Winner") in a column
    of its own, so that it never covers a name."""

    def __init__(self, scene: MenuScene, table, toys_label: str) -> None:
        self.scene = scene
        self.table = table
        self.toys_label = toys_label
        self.rings: list[pygame.Rect] = []  # the winners' frames, as last drawn

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
        cols = columns(box.width)
        head_size = layout.dense_text(15)
        head_h = text.font("bold", head_size).get_height()
        cards_label = app.t("kittens.round_end.cards")
        cards_size = text.fit_size(
            cards_label, "bold", head_size, cols.cards_w + layout.px(24), minimum=layout.px(10)
        )
        heads = (
            (self.toys_label, head_size, {"midleft": (box.x + cols.toys, box.y + head_h // 2)}),
            (cards_label, cards_size, {"center": (box.x + cols.cards, box.y + head_h // 2)}),
            (
                app.t("kittens.round_end.stars"),
                head_size,
                {"midright": (box.right - layout.px(10), box.y + head_h // 2)},
            ),
        )
        for words, size, anchor in heads:
            image = text.render(words, "bold", size, palette.text_dim)
            surface.blit(image, image.get_rect(**anchor))
        top = box.y + head_h + layout.px(4)
        row_h = (box.bottom - top) // players
        inset = layout.px(6)  # the winner's frame keeps this much clear of what it frames
        inner = row_h - 2 * inset - layout.px(6)
        count_size = min(layout.dense(22), max(layout.px(12), inner))
        name_size = count_size
        digits = text.font("bold", count_size).size("0")[0]
        chip = art.symbol_px(max(layout.px(22), round(count_size * 1.1)))
        chip = max(layout.px(8), min(chip, cols.cell - digits - layout.px(8), inner))
        star = max(layout.px(12), min(round(count_size * 0.9), inner))
        stars_left = box.right - layout.px(10) - SUPER_CHATS_TO_WIN * (star + layout.px(3))
        tag_room = stars_left - layout.px(12) - (box.x + cols.cards + cols.cards_w // 2)
        self.rings = []
        for seat in range(players):
            row = pygame.Rect(box.x, top + seat * row_h, box.width, row_h)
            color = palette.seats[seat % len(palette.seats)]
            if seat in winners:
                ring = row.inflate(-layout.px(2), -layout.px(2))
                pygame.draw.rect(
                    surface, palette.focus, ring, layout.px(3), border_radius=layout.px(10)
                )
                self.rings.append(ring)
            face = art.kitten(seat, max(layout.px(12), min(inner, layout.px(40))))
            face_at = face.get_rect(midleft=(row.x + inset + layout.px(8), row.centery))
            surface.blit(face, face_at)
            name = self.table.name_of(seat)
            left = face_at.right + layout.px(8)
            room = row.x + cols.name - left - layout.px(8)
            size = text.fit_size(name, "bold", name_size, room, minimum=layout.dense(12))
            label = text.render(name, "bold", size, color)
            surface.blit(label, label.get_rect(midleft=(left, row.centery)))
            counts = colour_counts(tuple(collections[seat]))
            x0 = row.x + cols.toys
            for colour, count in enumerate(counts):
                icon = art.symbol(colour, chip)
                if not count:
                    icon = icon.copy()
                    icon.set_alpha(80)
                at = icon.get_rect(midleft=(x0 + colour * cols.cell, row.centery))
                surface.blit(icon, at)
                ink = palette.text if count else palette.text_dim
                number = text.render(str(count), "bold", count_size, ink)
                surface.blit(
                    number, number.get_rect(midleft=(at.right + layout.px(3), row.centery))
                )
            total = text.render(str(len(collections[seat])), "bold", count_size, palette.text)
            surface.blit(total, total.get_rect(center=(row.x + cols.cards, row.centery)))
            for i in range(SUPER_CHATS_TO_WIN):
                icon = art.star_icon(star, filled=i < stars[seat])
                at = icon.get_rect(midleft=(stars_left + i * (star + layout.px(3)), row.centery))
                surface.blit(icon, at)
            if seat in winners:
                self._tag(surface, won, stars_left - layout.px(12), row.centery, tag_room, inner)

    def _tag(
        self, surface: pygame.Surface, won: str, right: int, y: int, room: int, height: int
    ) -> None:
        """The winner's tag: its words (and, for a Super chat card won, the card's star), as
        large as its column and its row leave it."""
        app = self.scene.app
        layout, palette = app.layout, app.palette
        plus = won == app.t("kittens.round_end.star")
        size = min(layout.dense(16), max(layout.px(10), height - layout.px(4)))
        while True:
            words = text.render(won, "bold", size, palette.text_on_accent)
            icon = self.table.art.star_icon(words.get_height()) if plus else None
            width = words.get_width() + (icon.get_width() + layout.px(3) if icon else 0)
            if width + layout.px(12) <= room or size <= layout.px(9):
                break
            size -= 1
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
        self.board = Standings(self, table, self.t("kittens.round_end.toys"))

    def enter(self) -> None:
        super().enter()
        said = [self.headline(), self.reason(), self.totals(), self.next_words()]
        self.app.narrate(" ".join(sentence_of(part) for part in said if part))

    def widgets(self) -> list[Widget]:
        return [Button("next", self.button_words(), primary=True, on_press=self.close)]

    def button_words(self) -> str:
        return self.t("kittens.round_end.continue" if self.final else "kittens.round_end.next")

    def build(self) -> None:
        self.area = buttons_area(self, 1, 440.0, 400.0)
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

    def collected(self) -> list[int]:
        """The cards each seat collected this round (the hands-empty tie-break)."""
        return [len(c) for c in self.event.collections]

    def starter(self) -> int | None:
        """Who starts the next round (the rules say it); None after the game's last round."""
        if self.final:
            return None
        return next_starter(self.collected(), self.event.winners)

    def totals(self) -> str:
        """ "Cards collected: Mia 6, Leo 7, Nora 2." (narration: the screen shows a column)."""
        t = self.t
        totals = ", ".join(
            t("kittens.round_end.card_total", player=self.table.name_of(seat), count=count)
            for seat, count in enumerate(self.collected())
        )
        return t("kittens.round_end.card_totals", totals=totals)

    def next_words(self) -> str:
        """ "Nora starts round 2: the fewest cards collected (2)." and, when several collected
        as few, the tie-break (the first of them clockwise from the round winner's left)."""
        starter = self.starter()
        if starter is None:
            return ""
        collected = self.collected()
        fewest = collected[starter]
        values = {
            "player": self.table.name_of(starter),
            "round": self.event.round + 1,
            "count": fewest,
        }
        if collected.count(fewest) > 1:
            winner = self.table.name_of(min(self.event.winners))
            return self.t("kittens.round_end.next_starter_tied", winner=winner, **values)
        return self.t("kittens.round_end.next_starter", **values)

    def prompts(self):
        return [("confirm", self.button_words())]

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
        y += reason.get_height() + layout.px(4)
        words = self.next_words()
        if words:  # who starts the next round, and why
            image = text.render_block(
                words,
                "body",
                layout.dense_text(18),
                palette.text_dim,
                panel.width - layout.px(60),
                "center",
            )
            surface.blit(image, image.get_rect(midtop=(panel.centerx, y)))
            y += image.get_height()
        y += layout.px(8)
        box = self.board.box(panel, y)
        self.board.draw(
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
    columns = 2  # its two buttons side by side: the rows above keep their room at large text

    def __init__(self, app: Host, table) -> None:
        super().__init__(app, table)
        self.winners = table.session.state.winners
        self.collections = [list(s.collection) for s in table.show.seats]
        self.board = Standings(self, table, self.t("kittens.game_end.toys"))

    def enter(self) -> None:
        super().enter()
        self.table.session.forget_save()  # a finished game is not offered by Continue
        self.app.narrate(self.headline())

    def build(self) -> None:
        self.area = buttons_area(self, 1, 440.0, 400.0)
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
        face = layout.px(72 if self.app.settings.text_scale < 1.5 else 52)
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
        box = self.board.box(panel, y)
        stars = [s.super_chats for s in self.table.session.state.seats]
        self.board.draw(
            surface,
            box,
            self.collections,
            stars,
            self.winners,
            self.t("kittens.game_end.winner_tag"),
        )
