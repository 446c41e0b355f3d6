"""A seat's turn: its hand, face up in the tray under the table; it picks a card and confirms it.

The shell's decision screen (game/shell/scenes/decision.py: the seat it serves, its items, pad,
keys and mouse, the suggested move, narration and help), drawn as a fan in the table's tray.
Any card may be played (reference: following the lead colour is not required), so every card
of the hand is offered. A card is played in two presses: the first lifts it (left and right
move along the hand, Back or Down puts it down), the second plays it: a played card is final,
so the choice is confirmed before it goes. The mouse points at a card; a click lifts it, a
click on the lifted card plays it. Only the seat's own pad (or the keyboard and mouse, for a
seat without a pad) acts here; anybody may read the table (Info) or look at the round's last
trick (View, or the table's "Last trick" button) meanwhile: what they show is public.

The turn is said once as the hand opens ("Your turn, Mia: green led, blue is trump."). A lifted
card shows what it would do, played now (ui/preview.py: the rules' answers): faint in its place
in the trick with the trick's winner as it would be, the toys it would make its owner share
ringed, and in words on the table's message line and in narration.
"""

from __future__ import annotations

import pygame

from game.kittens.rules import IllegalActionError
from game.kittens.rules.actions import Play
from game.kittens.scenes.advice import KittenAdviser
from game.kittens.ui.preview import Preview, lifted_words, preview
from game.kittens.ui.words import card_words, refusal_words, turn_words
from game.shell.input import IntentEvent, PointerMove
from game.shell.scenes.decision import DecisionScene, Item
from game.shell.scenes.stack import Host
from game.shell.ui.prompts import draw_prompts


class KittenHandScene(DecisionScene):
    name = "kittens.hand"
    screen = "kittens_hand"  # help: help.screen.kittens_hand
    on_table = True  # the table stays in view above the hand
    advice_kit = KittenAdviser  # the suggested move (the hint button)
    says_choices = True  # a lifted card says itself (``pick``)

    def __init__(self, app: Host, table, seat: int) -> None:
        super().__init__(app, table, seat)
        self.dim_table = False
        self.picked: int | None = None
        self.refusal: str | None = None

    @property
    def table(self):
        return self.game

    @property
    def rects(self) -> list[pygame.Rect]:
        """Where each card of the hand was drawn last (the fan: they overlap)."""
        return [item.rect for item in self.items]

    def cards(self) -> list[int]:
        return list(self.session.view(self.seat).state.seats[self.seat].hand)

    def still_current(self) -> bool:
        return self.session.human_movers() == [self.seat]

    def refresh(self) -> None:
        cards = self.cards()
        if [item.card for item in self.items] != cards:
            old = {item.card: item.rect for item in self.items}
            self.items = [
                Item(f"card:{c}", card=c, rect=old.get(c, pygame.Rect(0, 0, 0, 0))) for c in cards
            ]
            self.focus = min(self.focus, max(0, len(cards) - 1))
        for index, item in enumerate(self.items):
            item.selected = index == self.picked

    # --- lifecycle ------------------------------------------------------------------------
    def enter(self) -> None:
        self.table.hand_scene = self
        self.refresh()
        self.narrate_focus()

    def exit(self) -> None:
        if self.table.hand_scene is self:
            self.table.hand_scene = None

    def update(self, dt: float) -> None:
        if not self.still_current():
            if self.app.stack.top is self:
                self.app.stack.pop()  # the game moved on (a resumed save, a pad came back)
            return
        self.refresh()
        self.narrate_focus()

    # --- input ------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if isinstance(event, IntentEvent) and event.pressed and str(event.intent) == "info":
            self.app.narrate(self.table.summary())  # the table, read from the hand
            return True
        if isinstance(event, IntentEvent) and event.pressed and str(event.intent) == "view":
            self.table.toggle_last()
            return True
        if (
            isinstance(event, IntentEvent)
            and event.pressed
            and str(event.intent) == "confirm"
            and event.pos is not None
            and self.item_at(event.pos) is None
            and self.table.click(event.pos)
        ):  # the table's "Last trick" button, whoever clicks it
            return True
        if (
            isinstance(event, IntentEvent)
            and str(event.intent) in ("up", "down")
            and event.pressed
            and self.can_act(event)
        ):  # up lifts the focused card, down puts it back
            if str(event.intent) == "up":
                self.pick(self.focus)
            else:
                self.put_back()
            return True
        if isinstance(event, PointerMove):  # pointing at a card focuses it (it may be lifted)
            index = self.item_at(event.pos)
            if index is not None and index != self.focus:
                self.focus = index
                if self.picked is not None:
                    self.picked = index
            self.hover = None
            return index is not None
        return super().handle(event)

    def move(self, name: str) -> bool:
        """Left and right (and next, previous) go along the hand, the lifted card with the
        focus."""
        if not self.items or name in ("up", "down"):
            return bool(self.items)
        step = -1 if name in ("left", "prev") else 1
        self.focus = (self.focus + step) % len(self.items)
        if self.picked is not None:
            self.picked = self.focus
        return True

    def activate(self, item: Item) -> bool:
        if item.card is None:
            return False
        if self.picked == self.focus:
            self.play(item.card)
        else:
            self.pick(self.focus)
        return True

    def intent(self, name: str, event: IntentEvent) -> bool:
        if name == "back":
            self.put_back()
            return True
        return False

    def pick(self, index: int) -> None:
        if not 0 <= index < len(self.items):
            return
        self.picked = index
        self.app.sound("pick")
        shown = self.preview()
        if shown is not None:
            self.app.narrate(lifted_words(self.t, shown, self.table.name_of))

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

    def item_at(self, pos) -> int | None:
        """The card under ``pos``: the lifted one first (it lies over its neighbours), then
        the others from the top of the fan down."""
        order = list(range(len(self.items) - 1, -1, -1))
        if self.focus in order:
            order.remove(self.focus)
            order.insert(0, self.focus)
        for index in order:
            if self.items[index].rect.collidepoint(pos):
                return index
        return None

    def card_at(self, pos) -> int | None:
        return self.item_at(pos)

    # --- words ------------------------------------------------------------------------------
    def title(self) -> str:
        return self.t("kittens.hand.pick")

    def spoken_title(self) -> str:
        """Said once when the hand opens: whose turn, the colour led and the trump, and what
        to do."""
        state = self.state
        turn = turn_words(self.t, self.app.seat_name(self.seat), state.trick, state.trump)
        return f"{turn} {self.title().rstrip('.')}."

    def card_words(self, card: int) -> str:
        return card_words(self.t, card)

    def describe(self, item: Item) -> str:
        """A card's words; the lifted card's with what it would do ("Play the red 7? It would
        win the trick so far. Press again to play it.")."""
        if item.card is None:
            return item.label
        shown = self.preview()
        if item.selected and shown is not None and shown.card == item.card:
            return lifted_words(self.t, shown, self.table.name_of)
        return self.card_words(item.card)

    def preview(self) -> Preview | None:
        """What the lifted card would do, played now (the rules say it: ui/preview.py)."""
        cards = self.cards()
        if self.picked is None or not 0 <= self.picked < len(cards) or not self.still_current():
            return None
        return preview(self.state, self.seat, cards[self.picked])

    # --- help -------------------------------------------------------------------------------
    def help_subject(self, pointer):
        from game.kittens.ui.help import card_subject, subject_at

        index = self.item_at(pointer) if pointer else self.focus
        cards = self.cards()
        if index is not None and 0 <= index < len(cards):
            return card_subject(cards[index])
        return subject_at(self.table, pointer)

    # --- drawing ------------------------------------------------------------------------------
    def hold_anchor(self):
        if 0 <= self.focus < len(self.items):
            return self.items[self.focus].rect.midtop
        return None

    def draw(self, surface: pygame.Surface) -> None:
        view, palette = self.table.view, self.app.palette
        cards = self.cards()
        focus = min(self.focus, len(cards) - 1) if cards else None
        rects = view.draw_hand(
            surface,
            cards,
            self.seat,
            self.table.name_of(self.seat),
            focus=focus,
            picked=self.picked,
        )
        for item, rect in zip(self.items, rects, strict=False):
            item.rect = rect
        # what to do, above the hand on the right of its name
        if self.picked is not None and self.picked < len(cards):
            words = self.t("kittens.hand.confirm_card", card=card_words(self.t, cards[self.picked]))
        else:
            words = self.title()
        if self.refusal:
            words = self.refusal
        view.draw_side(surface, view.geo.hand_hint, words, palette.text, bold=False)
        draw_prompts(surface, self.app, self.prompts(), seat=self.seat, keyboard_acts=True)

    def prompts(self) -> list[tuple[str, str]]:
        t = self.t
        prompts: list[tuple[str, str]]
        if self.picked is None:
            prompts = [
                ("move", t("kittens.prompt.choose")),
                ("confirm", t("kittens.prompt.lift")),
                ("menu", t("prompt.menu")),
            ]
        else:
            prompts = [
                ("confirm", t("kittens.prompt.play")),
                ("back", t("kittens.prompt.put_back")),
                ("move", t("kittens.prompt.choose")),
            ]
        if self.table.show.last is not None:  # with this seat's own glyph (draw: seat=)
            prompts.append(("view", self.table.last_prompt()))
        return prompts
