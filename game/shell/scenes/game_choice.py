"""Which game of the box: the title's New game, Learn to play and How to play ask it when the box
holds several games. Side by side, a card per game: its drawn box art (game/shell/games.py
``box_art``), its player counts, its one-line pitch, and at its foot its button (the game's
name); Cancel under the cards. Pads and keys move between the buttons (left and right between
the games, up and down to Cancel), the mouse points at a card or a button and clicks it; the
focused game is read aloud with its players and its pitch. The text size grows everything: the
cards keep their words as large as the buttons' allow.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.shell.input import IntentEvent, PointerMove
from game.shell.scenes.dialog import ChoiceScene
from game.shell.scenes.menu_base import MenuScene
from game.shell.scenes.stack import Host
from game.shell.ui import drawlog, text
from game.shell.ui.gui import Button, Widget, draw_hover_ring, intent_name
from game.shell.ui.panels import draw_panel
from game.shell.ui.prompts import bar_top

ART_RATIO = 1.45  # a box art's width for its height


@dataclass
class GameButton(Button):
    """A game's button: narration says its players and its pitch with its name."""

    said: str = ""

    def spoken(self) -> str:
        return self.said or self.text()


class GameChoiceScene(ChoiceScene):
    def __init__(self, app: Host, games, then: Callable) -> None:
        t = app.t
        self.games = tuple(games)
        choices = [(t(game.name_key), lambda game=game: then(game)) for game in self.games]
        choices.append((t("common.cancel"), lambda: None))
        self.cards: list[pygame.Rect] = []  # each game's card, in window pixels
        self.hover_card: int | None = None
        self._pictures: dict[tuple, pygame.Surface | None] = {}
        super().__init__(app, "", choices, t("title.which_game"), cancel=lambda: None)

    # --- words ----------------------------------------------------------------------------
    def players(self, game) -> str:
        return self.t("box.players", low=min(game.players), high=max(game.players))

    def pitch(self, game) -> str:
        return self.t(game.pitch_key) if game.pitch_key else ""

    def described(self, game) -> str:
        """The game read aloud: its name, its players, its pitch."""
        parts = [self.t(game.name_key), self.players(game), self.pitch(game)]
        return ". ".join(p.rstrip(".") for p in parts if p) + "."

    def spoken(self) -> str:
        return " ".join([f"{self.title}.", *(self.described(g) for g in self.games)])

    def widgets(self) -> list[Widget]:
        rows: list[Widget] = [
            GameButton(
                f"choice{i}",
                self.t(game.name_key),
                primary=i == 0,
                on_press=self._choose(self.choices[i][1]),
                said=self.described(game),
            )
            for i, game in enumerate(self.games)
        ]
        rows.append(Button(f"choice{len(self.games)}", self.choices[-1][0], on_press=self.back))
        return rows

    # --- layout ---------------------------------------------------------------------------
    def frame_box(self) -> pygame.Rect:
        layout = self.app.layout
        box = layout.rect(40, 0, 1200, 0)
        top = layout.px(12)
        return pygame.Rect(box.x, top, box.width, bar_top(layout) - layout.px(8) - top)

    def title_image(self) -> pygame.Surface:
        layout = self.app.layout
        return text.render(self.title or "", "title", layout.heading(36), self.app.palette.accent)

    def build(self) -> None:
        """The form (a button per game, Cancel), then each button at the foot of its card."""
        self.area = (0.0, 0.0, 1280.0, 720.0)  # every row made; placed below
        MenuScene.build(self)
        form, layout = self.form, self.app.layout
        box = self.frame_box()
        pad, row = layout.px(16), form.row_px()
        cancel_w = min(box.width - 2 * pad, max(layout.px(360), round(row * 4.5)))
        cancel = pygame.Rect(0, 0, cancel_w, row)
        cancel.midbottom = (box.centerx, box.bottom - pad)
        top = box.y + pad + self.title_image().get_height() + pad
        gap = layout.px(20)
        count = len(self.games)
        card_w = (box.width - 2 * pad - gap * (count - 1)) // count
        height = cancel.y - pad - top
        self.cards = [
            pygame.Rect(box.x + pad + i * (card_w + gap), top, card_w, height) for i in range(count)
        ]
        for i, card in enumerate(self.cards):
            button = pygame.Rect(card.x + pad, card.bottom - pad - row, card.width - 2 * pad, row)
            form.place(i, button)
        form.place(count, cancel)

    # --- input ------------------------------------------------------------------------------
    def card_at(self, pos) -> int | None:
        return next((i for i, rect in enumerate(self.cards) if rect.collidepoint(pos)), None)

    def handle(self, event) -> bool:
        if isinstance(event, PointerMove):
            self.hover_card = self.card_at(event.pos)
            if super().handle(event):
                return True
            return self.hover_card is not None
        if isinstance(event, IntentEvent) and event.is_down and self.form is not None:
            name = intent_name(event.intent)
            focus = self.form.focus
            if name in ("left", "right") and focus < len(self.games):  # between the games
                step = -1 if name == "left" else 1
                self.form.focus_at((focus + step) % len(self.games))
                self.app.sound("ui_move")
                return True
        if isinstance(event, IntentEvent) and event.pressed and event.pos is not None:
            index = self.card_at(event.pos)
            taken = self.form is not None and self.form.widget_at(event.pos) is not None
            if index is not None and not taken and intent_name(event.intent) == "confirm":
                self.app.sound("ui_confirm")
                self.form.focus = index
                self.form.widgets[index].activate()
                return True
        return super().handle(event)

    # --- drawing ----------------------------------------------------------------------------
    def picture_of(self, game, width: int, height: int) -> pygame.Surface | None:
        settings = self.app.settings
        key = (game.id, width, height, settings.palette, settings.symbols, settings.symbol_size)
        if key not in self._pictures:
            self._pictures[key] = game.picture(self.app, width, height)
        return self._pictures[key]

    def draw_extra(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        box = self.frame_box()
        self.box = box
        draw_panel(surface, box, self.app)
        title = self.title_image()
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + layout.px(16))))
        focus = self.form.focus if self.form is not None else None
        pairs = list(zip(self.cards, self.games, strict=True))
        places = [self.card_places(card, game) for card, game in pairs]
        # one size for every pitch: the largest at which each fits its card
        scale = min(
            (self.pitch_scale(g, words) for g, (_, words) in zip(self.games, places, strict=True)),
            default=1.0,
        )
        for i, (card, game) in enumerate(zip(self.cards, self.games, strict=True)):
            self.draw_card(surface, card, game, places[i], scale, focused=i == focus)
            drawlog.note("element", card, surface, label=self.choices[i][0])
        hover = self.hover_card
        if hover is not None and hover != focus and hover < len(self.cards):
            draw_hover_ring(surface, self.cards[hover], palette, layout, layout.px(14))

    def card_places(self, card: pygame.Rect, game) -> tuple[int, pygame.Rect]:
        """A card's art height and the box of its words. The art goes above its words, as
        large as it leaves them room at their full size (at most 55 % of the card, at least
        40 %: at 200 % the pitches shrank to make room for the art, issue 43, item 5)."""
        layout = self.app.layout
        pad = layout.px(16)
        row = self.form.row_px() if self.form is not None else layout.px(52)
        inner = pygame.Rect(card.x + pad, card.y + pad, card.width - 2 * pad, 0)
        inner.height = card.bottom - 2 * pad - row - inner.y
        words = self.pitch_height(game, inner.width, 1.0) + layout.px(10)
        art_h = min(round(inner.height * 0.55), round(inner.width / ART_RATIO))
        art_h = min(art_h, max(inner.height - words, round(inner.height * 0.4)))
        art_h = art_h if art_h > 20 else 0
        top = inner.y + (art_h + layout.px(10) if art_h else 0)
        return art_h, pygame.Rect(inner.x, top, inner.width, inner.bottom - top)

    def pitch_scale(self, game, box: pygame.Rect) -> float:
        """How much of their full size its players and pitch keep to fit ``box``."""
        scale = 1.0
        while self.pitch_height(game, box.width, scale) > box.height and scale >= 0.5:
            scale *= 0.94
        return scale

    def draw_card(
        self,
        surface: pygame.Surface,
        card: pygame.Rect,
        game,
        place: tuple[int, pygame.Rect],
        scale: float,
        focused: bool,
    ) -> None:
        layout, palette = self.app.layout, self.app.palette
        pygame.draw.rect(surface, palette.panel, card, border_radius=layout.px(14))
        edge = palette.accent if focused else palette.panel_edge
        width = max(2, layout.px(4 if focused else 2))
        pygame.draw.rect(surface, edge, card, width, border_radius=layout.px(14))
        art_h, words = place
        picture = self.picture_of(game, round(art_h * ART_RATIO), art_h) if art_h else None
        if picture is not None:
            spot = picture.get_rect(midbottom=(words.centerx, words.y - layout.px(10)))
            surface.blit(picture, spot)
        self.draw_words(surface, words, game, scale)

    def word_images(self, game, width: int, scale: float) -> list[pygame.Surface]:
        """Its players and its pitch, ``scale`` times their size, wrapped to ``width``."""
        layout, palette = self.app.layout, self.app.palette
        lines = [
            (self.players(game), "bold", layout.font(20), palette.accent),
            (self.pitch(game), "body", layout.font(20), palette.text),
        ]
        return [
            text.render_block(words, face, max(8, round(px * scale)), ink, width, "center")
            for words, face, px, ink in lines
            if words
        ]

    def pitch_height(self, game, width: int, scale: float) -> int:
        images = self.word_images(game, width, scale)
        return sum(i.get_height() for i in images) + self.app.layout.px(4) * (len(images) - 1)

    def draw_words(self, surface: pygame.Surface, box: pygame.Rect, game, scale: float) -> None:
        """Its players and its pitch, centred in ``box``, at ``scale`` of their size."""
        layout = self.app.layout
        images = self.word_images(game, box.width, scale)
        total = sum(i.get_height() for i in images) + layout.px(4) * (len(images) - 1)
        y = box.y + max(0, (box.height - total) // 2)
        for image in images:
            surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
            y += image.get_height() + layout.px(4)
