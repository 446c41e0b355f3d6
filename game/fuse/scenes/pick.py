"""A Five different took effect: its player takes any card of the discard pile (reference:
Combos; this edition: not a card of the combo, never a fuse kitten). The discard pile lies face
up for everyone, so no hand-off: the takeable cards show over the table, one per title (copies
of a title are alike), each with how many of it lie there."""

from __future__ import annotations

import pygame

from game.fuse.rules import Phase, takeable
from game.fuse.rules.actions import Take
from game.fuse.rules.cards import TITLE_NAMES, title_of
from game.fuse.scenes.private import PrivateScene
from game.fuse.ui.words import card_words
from game.shell.input import IntentEvent
from game.shell.scenes.decision import Item
from game.shell.scenes.stack import Host
from game.shell.ui import text
from game.shell.ui.panels import draw_panel
from game.shell.ui.prompts import draw_prompts


class FusePickScene(PrivateScene):
    name = "fuse.pick"
    screen = "fuse_pick"
    serves = Phase.PICK

    def __init__(self, app: Host, table, seat: int) -> None:
        super().__init__(app, table, seat)

    def choices(self) -> list[tuple[int, int]]:
        """(card, how many of its title lie there) for each title that may be taken."""
        cards = takeable(self.state)
        by_title: dict[int, list[int]] = {}
        for card in cards:
            by_title.setdefault(title_of(card), []).append(card)
        return [(found[0], len(found)) for _, found in sorted(by_title.items())]

    def refresh(self) -> None:
        choices = self.choices()
        if [item.card for item in self.items] != [c for c, _ in choices]:
            self.items = [
                Item(f"card:{card}", card=card, note=f"× {count}") for card, count in choices
            ]
            self.focus = min(self.focus, max(0, len(self.items) - 1))

    def activate(self, item: Item) -> bool:
        if item.card is None:
            return False
        if self.table.submit(Take(self.seat, item.card)) is not None:
            self.app.sound("ui_confirm")
        return True

    def intent(self, name: str, event: IntentEvent) -> bool:
        return name == "back"  # a card must be taken: Back does nothing here

    def move(self, name: str) -> bool:
        if not self.items:
            return False
        step = -1 if name in ("left", "prev", "up") else 1
        self.focus = (self.focus + step) % len(self.items)
        return True

    def show_advice(self, action) -> None:
        if isinstance(action, Take):
            titles = [title_of(i.card) for i in self.items if i.card is not None]
            if title_of(action.card) in titles:
                self.focus = titles.index(title_of(action.card))

    def advice_rects(self, action) -> list[pygame.Rect]:
        if not isinstance(action, Take):
            return []
        return [
            i.rect
            for i in self.items
            if i.card is not None and title_of(i.card) == title_of(action.card)
        ]

    def take_advice(self, action) -> None:
        if isinstance(action, Take) and self.table.submit(action) is not None:
            self.app.sound("ui_confirm")

    def covers_middle(self) -> bool:
        return True

    # --- words ------------------------------------------------------------------------------
    def title(self) -> str:
        return self.t("fuse.pick.title")

    def describe(self, item: Item) -> str:
        if item.card is None:
            return item.label
        name = TITLE_NAMES[title_of(item.card)]
        return f"{card_words(self.t, item.card)}, {item.note}. {self.t(f'fuse.rule.{name}')}"

    def help_subject(self, pointer):
        from game.fuse.ui.help import card_subject, topic

        index = self.item_at(pointer) if pointer else self.focus
        if index is not None and 0 <= index < len(self.items):
            card = self.items[index].card
            if card is not None:
                return card_subject(card)
        return topic("combos")

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        table = self.table
        geo = table.geo
        cards = list(self.state.seats[self.seat].hand)
        table.view.draw_hand(surface, cards, self.seat, table.name_of(self.seat), dim_cards=True)
        area = geo.middle.inflate(-layout.px(6), 0)
        draw_panel(surface, area, self.app, radius=14, alpha=245)
        head_size = text.fit_size(self.title(), "bold", geo.name_font, area.width - layout.px(30))
        head = text.render(self.title(), "bold", head_size, palette.text)
        surface.blit(head, head.get_rect(midtop=(area.centerx, area.y + layout.px(8))))
        top = area.y + head.get_height() + layout.px(16)
        note_h = text.font("bold", geo.small_font).get_height()
        count = max(1, len(self.items))
        gap = layout.px(10)
        height = area.bottom - top - note_h - layout.px(18)
        width = min(round(height / 1.4), (area.width - layout.px(30) - gap * (count - 1)) // count)
        x = area.centerx - (count * width + (count - 1) * gap) // 2
        for index, item in enumerate(self.items):
            item.rect = pygame.Rect(x, top, width, round(width * 1.4))
            x += width + gap
            assert item.card is not None
            surface.blit(table.art.card(item.card, width), item.rect)
            if index == self.focus:
                from game.shell.ui.gui import draw_focus_ring

                draw_focus_ring(
                    surface,
                    item.rect.inflate(layout.px(6), layout.px(6)),
                    palette,
                    layout,
                    layout.px(10),
                )
            note = text.render(item.note, "bold", geo.small_font, palette.text)
            surface.blit(
                note, note.get_rect(midtop=(item.rect.centerx, item.rect.bottom + layout.px(4)))
            )
        if self.items and 0 <= self.focus < len(self.items):
            card = self.items[self.focus].card
            if card is not None:
                self.draw_words(surface, self.t(f"fuse.rule.{TITLE_NAMES[title_of(card)]}"))
        draw_prompts(surface, self.app, [*self.prompts()], seat=self.seat, keyboard_acts=True)

    def prompts(self) -> list[tuple[str, str]]:
        t = self.t
        return [
            ("move", t("fuse.prompt.choose")),
            ("confirm", t("fuse.prompt.take")),
            ("menu", t("prompt.menu")),
        ]
