"""A seat's turn: its hand, face up in the tray under the table; it picks a card and confirms it.

Any card may be played (reference: following the lead colour is not required), so every card
of the hand is offered. A card is played in two presses: the first lifts it (left and right
move along the hand, Back puts it down), the second plays it: a played card is final, so the
choice is confirmed before it goes. The mouse points at a card; a click lifts it, a click on
the lifted card plays it. Only the seat's own pad (or the keyboard and mouse, for a seat
without a pad) acts here.
"""

from __future__ import annotations

import pygame

from game.kittens.rules import IllegalActionError
from game.kittens.rules.actions import Play
from game.kittens.scenes.advice import KittenAdviser
from game.kittens.ui.words import card_words, refusal_words
from game.shell.input import IntentEvent, PointerMove, Wheel
from game.shell.scenes.decision import seat_may_act
from game.shell.scenes.stack import Host, Scene
from game.shell.ui.prompts import draw_prompts


class KittenHandScene(Scene):
    name = "kittens.hand"
    screen = "kittens_hand"  # help: help.screen.kittens_hand
    modal = True  # the table stays in view above the hand
    advice_kit = KittenAdviser  # the suggested move (the hint button)

    def __init__(self, app: Host, table, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.focus = 0
        self.picked: int | None = None
        self.rects: list[pygame.Rect] = []
        self._spoken: tuple | None = None
        self.refusal: str | None = None

    @property
    def session(self):
        return self.table.session

    def cards(self) -> list[int]:
        return list(self.session.view(self.seat).state.seats[self.seat].hand)

    def can_act(self, event) -> bool:
        """Only the seat's own pad (or the keyboard and mouse, for a seat without a pad)."""
        return seat_may_act(self.app, self.seat, event)

    def still_current(self) -> bool:
        return self.session.human_movers() == [self.seat]

    # --- lifecycle ------------------------------------------------------------------------
    def enter(self) -> None:
        self.table.hand_scene = self
        cards = self.cards()
        self.focus = min(self.focus, max(0, len(cards) - 1))
        self._say_focus()

    def exit(self) -> None:
        if self.table.hand_scene is self:
            self.table.hand_scene = None

    def update(self, dt: float) -> None:
        if not self.still_current() and self.app.stack.top is self:
            self.app.stack.pop()  # the game moved on (a resumed save, a seat's pad came back)

    def sleeps(self) -> bool:
        return True

    # --- input ------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if isinstance(event, PointerMove):
            index = self.card_at(event.pos)
            if index is not None and index != self.focus:
                self.focus = index
                self._say_focus()
            return index is not None
        if isinstance(event, Wheel) or not isinstance(event, IntentEvent):
            return False
        name = str(event.intent)
        if name == "menu" and event.pressed:
            self.table.open_pause()
            return True
        if not seat_may_act(self.app, self.seat, event):
            return False
        cards = self.cards()
        if not cards:
            return False
        if name in ("left", "right", "prev", "next") and event.is_down:
            step = -1 if name in ("left", "prev") else 1
            self.focus = (self.focus + step) % len(cards)
            if self.picked is not None:
                self.picked = self.focus  # the lifted card is the one in focus
            self.app.sound("ui_move")
            self._say_focus()
            return True
        if name == "up" and event.pressed:
            self.pick(self.focus)
            return True
        if name == "down" and event.pressed:
            self.put_back()
            return True
        if not event.pressed:
            return False
        if name == "confirm":
            if event.pos is not None:
                index = self.card_at(event.pos)
                if index is None:
                    return False
                self.focus = index
            if self.picked == self.focus:
                self.play(cards[self.focus])
            else:
                self.pick(self.focus)
            return True
        if name == "back":
            if self.picked is not None:
                self.put_back()
            return True
        return False

    def pick(self, index: int) -> None:
        self.picked = index
        self.app.sound("pick")
        cards = self.cards()
        self.app.narrate(self.t("kittens.hand.confirm_card", card=card_words(self.t, cards[index])))

    def put_back(self) -> None:
        if self.picked is not None:
            self.picked = None
            self.app.sound("ui_back")

    def play(self, card: int) -> None:
        try:
            self.session.submit(Play(self.seat, card))
        except IllegalActionError as error:
            self.app.sound("invalid")
            self.refusal = refusal_words(self.app.t, error)
            return
        self.app.sound("ui_confirm")
        if self.app.stack.top is self:
            self.app.stack.pop()

    def card_at(self, pos) -> int | None:
        """The card under ``pos``: the lifted one first (it lies over its neighbours), then
        the others from the top of the fan down."""
        order = list(range(len(self.rects) - 1, -1, -1))
        if self.focus in order:
            order.remove(self.focus)
            order.insert(0, self.focus)
        for index in order:
            if self.rects[index].collidepoint(pos):
                return index
        return None

    def _say_focus(self) -> None:
        cards = self.cards()
        if not cards or not self.app.settings.narration:
            return
        key = (self.focus, len(cards))
        if key != self._spoken:
            self._spoken = key
            self.app.narrate(card_words(self.t, cards[min(self.focus, len(cards) - 1)]))

    # --- help -------------------------------------------------------------------------------
    def help_subject(self, pointer):
        from game.kittens.ui.help import card_subject, subject_at

        index = self.card_at(pointer) if pointer else self.focus
        cards = self.cards()
        if index is not None and 0 <= index < len(cards):
            return card_subject(cards[index])
        return subject_at(self.table, pointer)

    # --- drawing ------------------------------------------------------------------------------
    def hold_anchor(self):
        if 0 <= self.focus < len(self.rects):
            return self.rects[self.focus].midtop
        return None

    def draw(self, surface: pygame.Surface) -> None:
        view, palette = self.table.view, self.app.palette
        cards = self.cards()
        focus = min(self.focus, len(cards) - 1) if cards else None
        self.rects = view.draw_hand(
            surface,
            cards,
            self.seat,
            self.table.name_of(self.seat),
            focus=focus,
            picked=self.picked,
        )
        # what to do, above the hand on the right of its name
        if self.picked is not None and self.picked < len(cards):
            words = self.t("kittens.hand.confirm_card", card=card_words(self.t, cards[self.picked]))
        else:
            words = self.t("kittens.hand.pick")
        if self.refusal:
            words = self.refusal
        view.draw_side(surface, view.geo.hand_hint, words, palette.text, bold=False)
        draw_prompts(surface, self.app, self.prompts())

    def prompts(self) -> list[tuple[str, str]]:
        t = self.t
        if self.picked is None:
            return [
                ("move", t("kittens.prompt.choose")),
                ("confirm", t("kittens.prompt.lift")),
                ("menu", t("prompt.menu")),
            ]
        return [
            ("confirm", t("kittens.prompt.play")),
            ("back", t("kittens.prompt.put_back")),
            ("move", t("kittens.prompt.choose")),
        ]
