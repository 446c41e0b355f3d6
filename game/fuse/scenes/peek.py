"""Peek's cards, shown only to the seat that peeked (reference: Peek; Secrets on one shared
screen): behind its own hand-off when several people share the screen, the top cards of the
deck face up, in order from the next card drawn, glowing; nobody else sees them. Any press of
the seat's own device closes them (they stay known: its hand shows them beside the deck until
the deck changes)."""

from __future__ import annotations

import pygame

from game.fuse.rules.cards import HIDDEN, TITLE_NAMES, title_of
from game.fuse.scenes.private import PrivateScene
from game.fuse.ui.words import card_words, cards_listing
from game.shell.input import IntentEvent
from game.shell.scenes.decision import Item
from game.shell.scenes.stack import Host
from game.shell.ui import text
from game.shell.ui.gui import draw_focus_ring
from game.shell.ui.panels import draw_panel
from game.shell.ui.prompts import draw_prompts


class FusePeekScene(PrivateScene):
    name = "fuse.peek"
    screen = "fuse_peek"
    advice_kit = None

    def __init__(self, app: Host, table, seat: int, count: int) -> None:
        super().__init__(app, table, seat)
        self.count = count
        self.said = False

    def still_current(self) -> bool:
        return not self.table.window_open()

    def seen(self) -> list[int]:
        """The cards peeked at, top first, as the seat knows them."""
        return [c for c in self.state.deck[: self.count] if c != HIDDEN]

    def refresh(self) -> None:
        cards = self.seen()
        keys = [f"card:{c}" for c in cards] + ["done"]
        if [item.key for item in self.items] != keys:
            self.items = [Item(f"card:{c}", card=c) for c in cards]
            self.items.append(Item("done", label=self.t("fuse.peek.done")))
            self.focus = len(self.items) - 1
        if not self.said and cards:
            self.said = True
            self.app.narrate(self.t("fuse.peek.spoken", cards=cards_listing(self.t, cards)))

    def activate(self, item: Item) -> bool:
        self.close()
        return True

    def intent(self, name: str, event: IntentEvent) -> bool:
        if name == "back":
            self.close()
            return True
        return False

    def move(self, name: str) -> bool:
        if not self.items:
            return False
        step = -1 if name in ("left", "prev", "up") else 1
        self.focus = (self.focus + step) % len(self.items)
        return True

    def close(self) -> None:
        self.app.sound("ui_confirm")
        if self.app.stack.top is self:
            self.app.stack.pop()

    def covers_middle(self) -> bool:
        return True

    # --- words ------------------------------------------------------------------------------
    def title(self) -> str:
        return self.t("fuse.peek.title")

    def describe(self, item: Item) -> str:
        if item.card is None:
            return item.label
        place = self.items.index(item) + 1
        return self.t("fuse.peek.place", place=place, card=card_words(self.t, item.card))

    def help_subject(self, pointer):
        from game.fuse.ui.help import card_subject, topic

        index = self.item_at(pointer) if pointer else self.focus
        if index is not None and 0 <= index < len(self.items):
            card = self.items[index].card
            if card is not None:
                return card_subject(card)
        return topic("peek")

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        table = self.table
        geo = table.geo
        cards = list(self.state.seats[self.seat].hand)
        table.view.draw_hand(surface, cards, self.seat, table.name_of(self.seat), dim_cards=True)
        area = geo.middle.inflate(-layout.px(6), 0)
        draw_panel(surface, area, self.app, radius=14, alpha=250)
        head_size = text.fit_size(self.title(), "bold", geo.name_font, area.width - layout.px(30))
        head = text.render(self.title(), "bold", head_size, palette.accent)
        surface.blit(head, head.get_rect(midtop=(area.centerx, area.y + layout.px(8))))
        seen = self.seen()
        label_h = text.font("bold", geo.small_font).get_height()
        button_h = max(layout.px(36), round(label_h * 1.5))
        done = self.items[-1]
        done_w = max(
            layout.px(150), text.font("bold", geo.small_font).size(done.label)[0] + layout.px(40)
        )
        top = area.y + head.get_height() + layout.px(18)
        height = area.bottom - top - label_h - layout.px(24)
        gap = layout.px(24)
        count = max(1, len(seen))
        room = area.width - done_w - layout.px(80)
        width = max(layout.px(30), min(round(height / 1.4), (room - gap * (count - 1)) // count))
        row = count * width + (count - 1) * gap
        x = area.centerx - (row + gap + done_w) // 2
        for index, item in enumerate(self.items[:-1]):
            item.rect = pygame.Rect(x, top, width, round(width * 1.4))
            x += width + gap
            glow = item.rect.inflate(layout.px(12), layout.px(12))
            pygame.draw.rect(
                surface, (255, 226, 128), glow, max(3, layout.px(5)), border_radius=layout.px(12)
            )
            assert item.card is not None
            surface.blit(table.art.card(item.card, width), item.rect)
            if index == self.focus:
                draw_focus_ring(
                    surface,
                    glow.inflate(layout.px(6), layout.px(6)),
                    palette,
                    layout,
                    layout.px(14),
                )
            words = self.t("fuse.peek.nth", place=index + 1)
            size = text.fit_size(words, "bold", geo.small_font, width + gap, minimum=8)
            label = text.render(words, "bold", size, palette.text)
            at = label.get_rect(midtop=(item.rect.centerx, item.rect.bottom + layout.px(10)))
            surface.blit(label, at)
        done.rect = pygame.Rect(0, 0, done_w, button_h)
        done.rect.midleft = (x + gap, top + round(width * 1.4) // 2)
        pygame.draw.rect(surface, palette.accent, done.rect, border_radius=layout.px(10))
        if self.focus == len(self.items) - 1:
            draw_focus_ring(surface, done.rect, palette, layout, layout.px(10))
        label = text.render(done.label, "bold", geo.small_font, palette.text_on_accent)
        surface.blit(label, label.get_rect(center=done.rect.center))
        focus = self.items[self.focus] if 0 <= self.focus < len(self.items) else None
        if focus is not None and focus.card is not None:
            self.draw_words(surface, self.t(f"fuse.rule.{TITLE_NAMES[title_of(focus.card)]}"))
        else:
            self.draw_words(surface, self.t("fuse.peek.secret"))
        draw_prompts(surface, self.app, [*self.prompts()], seat=self.seat, keyboard_acts=True)

    def prompts(self) -> list[tuple[str, str]]:
        return [("confirm", self.t("fuse.peek.done")), ("move", self.t("fuse.prompt.choose"))]
