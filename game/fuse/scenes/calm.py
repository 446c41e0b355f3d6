"""Where a calmed fuse kitten goes back (reference: Drawing a fuse kitten): the seat that calmed
it chooses in secret, behind its own hand-off, any place from the top (0: the next card drawn)
to the bottom of the deck, without looking at the others.

The deck is drawn across the table from its top (left) to its bottom (right), a sliver per
card (those the seat knows, from its own Peek, face up), with the sleeping fuse kitten lifted
into the gap it would go to, and the place in words ("on top: the next card drawn", "3rd from
the top", "at the bottom"). Left and right move it one place, up and down five, a click puts
it under the pointer; confirm puts it back.
"""

from __future__ import annotations

import pygame

from game.fuse.rules import Phase
from game.fuse.rules.actions import Calm
from game.fuse.rules.cards import HIDDEN
from game.fuse.rules.engine import next_seat
from game.fuse.scenes.private import PrivateScene
from game.fuse.ui.words import position_words
from game.shell.input import IntentEvent, PointerMove
from game.shell.scenes.decision import Item
from game.shell.scenes.stack import Host
from game.shell.ui import text
from game.shell.ui.panels import draw_panel, rounded_plate
from game.shell.ui.prompts import draw_prompts


class FuseCalmScene(PrivateScene):
    name = "fuse.calm"
    screen = "fuse_calm"
    serves = Phase.CALM

    def __init__(self, app: Host, table, seat: int) -> None:
        super().__init__(app, table, seat)
        self.position = 0
        self._header: str | None = None
        self.strip = pygame.Rect(0, 0, 0, 0)

    @property
    def size(self) -> int:
        return len(self.state.deck)

    def refresh(self) -> None:
        if len(self.items) != self.size + 1:
            self.items = [Item(f"place:{k}", label=str(k), data=k) for k in range(self.size + 1)]
        self.position = max(0, min(self.position, self.size))
        self.focus = self.position

    # --- input ------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if isinstance(event, PointerMove):
            index = self.item_at(event.pos)
            if index is not None:
                self.position = self.focus = index
            self.hover = None
            return index is not None
        return super().handle(event)

    def move(self, name: str) -> bool:
        step = {"left": -1, "right": 1, "up": -5, "down": 5, "prev": -5, "next": 5}[name]
        position = max(0, min(self.size, self.position + step))
        moved = position != self.position
        self.position = self.focus = position
        return moved  # the focus line says the place ("3 cards down, 4 of 31")

    def activate(self, item: Item) -> bool:
        if isinstance(item.data, int):
            self.position = item.data
        self.put_back()
        return True

    def intent(self, name: str, event: IntentEvent) -> bool:
        return name == "back"  # the kitten must go back: Back does nothing here

    def put_back(self) -> None:
        if self.table.submit(Calm(self.seat, self.position)) is not None:
            self.app.sound("ui_confirm")

    def show_advice(self, action) -> None:
        if isinstance(action, Calm):
            self.position = self.focus = action.position

    def advice_rects(self, action) -> list[pygame.Rect]:
        if isinstance(action, Calm) and 0 <= action.position < len(self.items):
            return [self.items[action.position].rect]
        return []

    def take_advice(self, action) -> None:
        if isinstance(action, Calm):
            self.position = action.position
            self.put_back()

    def covers_middle(self) -> bool:
        return True

    # --- words ------------------------------------------------------------------------------
    def where(self) -> str:
        return position_words(self.t, self.position, self.size + 1)

    def title(self) -> str:
        return self.t("fuse.calm.title")

    def spoken_title(self) -> str:
        """Said once as it opens (a move says only the new place, as the focus): who hides
        the kitten, where it starts, who draws next from the top."""
        if self._header is None:
            self._header = super().spoken_title()
        return self._header

    def subtitle(self) -> str:
        words = self.t("fuse.calm.where", where=self.where())
        if self.position == 0 and self.state.owed == 1:  # the next player draws it
            nxt = self.table.name_of(next_seat(self.state, self.seat))
            words += " · " + self.t("fuse.calm.next_draws", player=nxt)
        return words

    def describe(self, item: Item) -> str:
        return self.where()

    def help_subject(self, pointer):
        from game.fuse.ui.help import topic

        return topic("calm")

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        table = self.table
        geo = table.geo
        view = table.view
        cards = list(self.state.seats[self.seat].hand)
        view.draw_hand(surface, cards, self.seat, table.name_of(self.seat), dim_cards=True)
        area = geo.middle.inflate(-layout.px(6), 0)
        draw_panel(surface, area, self.app, radius=14, alpha=245)
        head_size = text.fit_size(self.title(), "bold", geo.name_font, area.width - layout.px(30))
        head = text.render(self.title(), "bold", head_size, palette.text)
        surface.blit(head, head.get_rect(midtop=(area.centerx, area.y + layout.px(8))))
        where = self.subtitle()
        where_size = text.fit_size(
            where, "bold", geo.caption_font, area.width - layout.px(30), minimum=layout.dense(11)
        )
        line = text.render(where, "bold", where_size, palette.accent)
        line_at = line.get_rect(midbottom=(area.centerx, area.bottom - layout.px(10)))
        surface.blit(line, line_at)
        ends_h = text.font("bold", geo.small_font).get_height()
        top = area.y + head.get_height() + layout.px(16)
        bottom = line_at.top - ends_h - layout.px(12)
        self.draw_strip(
            surface,
            pygame.Rect(area.x + layout.px(24), top, area.width - layout.px(48), bottom - top),
        )
        for key, anchor in (("fuse.calm.top", "topleft"), ("fuse.calm.bottom", "topright")):
            words = self.t(key)
            image = text.render(words, "bold", geo.small_font, palette.text_dim)
            spot = self.strip.bottomleft if anchor == "topleft" else self.strip.bottomright
            at = image.get_rect(**{anchor: (spot[0], spot[1] + layout.px(6))})
            surface.blit(image, at)
        draw_prompts(surface, self.app, [*self.prompts()], seat=self.seat, keyboard_acts=True)

    def draw_strip(self, surface: pygame.Surface, room: pygame.Rect) -> None:
        """The deck from its top (left) to its bottom (right), the kitten lifted into its
        gap; each gap is an item (a click puts the kitten there)."""
        layout, palette = self.app.layout, self.app.palette
        art = self.table.art
        size = self.size
        kitten_h = min(room.height, layout.px(150))
        kitten_w = max(layout.px(24), round(kitten_h / 1.4))
        card_h = max(layout.px(30), kitten_h * 3 // 4)
        card_w = max(layout.px(20), round(card_h / 1.4))
        spare = room.width - kitten_w - card_w
        step = min(card_w + layout.px(4), spare / max(1, size - 1)) if size > 1 else 0
        width = round(step * max(0, size - 1)) + card_w + kitten_w
        x0 = room.centerx - width // 2
        y = room.bottom - card_h
        self.strip = pygame.Rect(x0, y, width, card_h)
        known = self.state.deck
        for index in range(size):
            x = x0 + round(index * step) + (kitten_w if index >= self.position else 0)
            rect = pygame.Rect(x, y, card_w, card_h)
            card = known[index] if index < len(known) else HIDDEN
            image = art.card(card, card_w) if card != HIDDEN else art.back(card_w)
            surface.blit(image, rect)
        # the gaps: each place the kitten may go, under the pointer
        for k, item in enumerate(self.items):
            left = x0 + round(k * step) - (round(step / 2) if k else 0)
            gap_w = max(layout.px(6), round(step)) if 0 < k < size else card_w // 2
            item.rect = pygame.Rect(left, y - layout.px(10), gap_w, card_h + layout.px(20))
        kx = x0 + round(self.position * step)
        kitten = pygame.Rect(
            kx, room.bottom - card_h - kitten_h // 3, kitten_w, round(kitten_w * 1.4)
        )
        kitten.bottom = min(kitten.bottom, room.bottom)
        glow = kitten.inflate(layout.px(10), layout.px(10))
        surface.blit(rounded_plate(glow.size, palette.focus, 120, layout.px(12)), glow)
        surface.blit(art.card(self.state.drawn or 1, kitten_w), kitten)
        arrow = [
            (kitten.centerx, kitten.bottom + layout.px(12)),
            (kitten.centerx - layout.px(8), kitten.bottom + layout.px(2)),
            (kitten.centerx + layout.px(8), kitten.bottom + layout.px(2)),
        ]
        pygame.draw.polygon(surface, palette.focus, arrow)

    def prompts(self) -> list[tuple[str, str]]:
        t = self.t
        return [
            ("change", t("fuse.prompt.place")),
            ("confirm", t("fuse.prompt.put_back")),
            ("menu", t("prompt.menu")),
        ]
