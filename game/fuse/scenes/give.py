"""A Favour asked of a seat: it chooses, in secret, the card of its hand it gives (reference:
Favour). Its hand shows face up in the tray, behind its own hand-off when several people share
the screen: the first press lifts a card, the second gives it (Back puts it down)."""

from __future__ import annotations

import pygame

from game.fuse.rules import Phase
from game.fuse.rules.actions import Give
from game.fuse.rules.cards import TITLE_NAMES, title_of
from game.fuse.scenes.private import PrivateScene
from game.fuse.ui.words import card_words
from game.shell.input import IntentEvent, PointerMove
from game.shell.scenes.decision import Item
from game.shell.scenes.stack import Host
from game.shell.ui.prompts import draw_prompts


class FuseGiveScene(PrivateScene):
    name = "fuse.give"
    screen = "fuse_give"
    serves = Phase.FAVOUR

    says_choices = True  # a lift says itself

    def __init__(self, app: Host, table, seat: int) -> None:
        super().__init__(app, table, seat)
        self.lifted: int | None = None

    @property
    def asker(self) -> int:
        pending = self.state.pending
        return pending.seat if pending is not None else self.seat

    def cards(self) -> list[int]:
        return list(self.state.seats[self.seat].hand)

    def refresh(self) -> None:
        cards = self.cards()
        if [item.card for item in self.items] != cards:
            old = {item.card: item.rect for item in self.items}
            self.items = [
                Item(f"card:{c}", card=c, rect=old.get(c, pygame.Rect(0, 0, 0, 0))) for c in cards
            ]
            self.focus = min(self.focus, max(0, len(cards) - 1))
        if self.lifted not in cards:
            self.lifted = None
        for item in self.items:
            item.selected = item.card == self.lifted

    # --- input ------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if isinstance(event, PointerMove):
            index = self.item_at(event.pos)
            if index is not None:
                self.focus = index
            self.hover = None
            return index is not None
        return super().handle(event)

    def move(self, name: str) -> bool:
        if not self.items:
            return False
        if name == "up":
            self.lift(self.focus)
            return True
        if name == "down":
            self.put_down()
            return True
        step = -1 if name in ("left", "prev") else 1
        self.focus = (self.focus + step) % len(self.items)
        return True

    def activate(self, item: Item) -> bool:
        if item.card is None:
            return False
        if self.lifted == item.card:
            self.give(item.card)
        else:
            self.lift(self.items.index(item))
        return True

    def intent(self, name: str, event: IntentEvent) -> bool:
        if name == "back" and self.lifted is not None:
            self.put_down()
            self.app.sound("ui_back")
            return True
        return name == "back"

    def lift(self, index: int) -> None:
        card = self.items[index].card
        self.lifted = card
        self.app.sound("pick")
        if card is not None:
            self.app.narrate(
                self.t(
                    "fuse.give.confirm",
                    card=card_words(self.t, card),
                    player=self.table.name_of(self.asker),
                )
            )

    def put_down(self) -> None:
        """The lifted card goes back down, and the voice says so (never silently)."""
        if self.lifted is not None:
            self.app.narrate(self.t("fuse.hand.put_down", card=card_words(self.t, self.lifted)))
        self.lifted = None

    def give(self, card: int) -> None:
        if self.table.submit(Give(self.seat, card)) is not None:
            self.app.sound("ui_confirm")

    def show_advice(self, action) -> None:
        if isinstance(action, Give) and action.card in self.cards():
            self.focus = self.cards().index(action.card)
            self.lifted = action.card

    def advice_rects(self, action) -> list[pygame.Rect]:
        return [i.rect for i in self.items if isinstance(action, Give) and i.card == action.card]

    def take_advice(self, action) -> None:
        if isinstance(action, Give):
            self.give(action.card)

    def item_at(self, pos) -> int | None:
        order = list(range(len(self.items) - 1, -1, -1))
        if self.focus in order:
            order.remove(self.focus)
            order.insert(0, self.focus)
        for index in order:
            if self.items[index].rect.collidepoint(pos):
                return index
        return None

    def has_tip(self) -> bool:
        return bool(self.items) and not self.header_given_away()

    # --- words ------------------------------------------------------------------------------
    def title(self) -> str:
        return self.t("fuse.give.title", player=self.table.name_of(self.asker))

    def spoken_title(self) -> str:
        return f"{self.app.seat_name(self.seat)}. {self.title().rstrip('.')}."

    def help_subject(self, pointer):
        from game.fuse.ui.help import card_subject, topic

        index = self.item_at(pointer) if pointer else self.focus
        if index is not None and 0 <= index < len(self.items):
            card = self.items[index].card
            if card is not None:
                return card_subject(card)
        return topic("favour")

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        view = self.table.view
        cards = self.cards()
        focus = min(self.focus, len(cards) - 1) if cards else None
        selected = {cards.index(self.lifted)} if self.lifted in cards else set()
        rects = view.draw_hand(
            surface,
            cards,
            self.seat,
            self.table.name_of(self.seat),
            focus=focus,
            selected=selected,
        )
        for item, rect in zip(self.items, rects, strict=False):
            item.rect = rect
        self.draw_known(surface)
        if self.lifted is not None:
            words = self.t(
                "fuse.give.confirm",
                card=card_words(self.t, self.lifted),
                player=self.table.name_of(self.asker),
            )
        else:
            words = self.title()
        self.draw_words(surface, words)
        if focus is not None and focus < len(rects):
            name = TITLE_NAMES[title_of(cards[focus])]
            self.draw_tip(surface, self.t(f"fuse.rule.{name}"))
        draw_prompts(surface, self.app, [*self.prompts()], seat=self.seat, keyboard_acts=True)

    def prompts(self) -> list[tuple[str, str]]:
        t = self.t
        if self.lifted is None:
            return [
                ("move", t("fuse.prompt.choose")),
                ("confirm", t("fuse.prompt.lift")),
                ("menu", t("prompt.menu")),
            ]
        return [
            ("confirm", t("fuse.prompt.give")),
            ("back", t("fuse.prompt.put_down")),
            ("move", t("fuse.prompt.choose")),
        ]
