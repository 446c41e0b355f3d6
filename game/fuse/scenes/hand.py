"""A seat's turn: its hand, face up in the tray under the table. It plays cards one after
another, or draws a card to end its turn (reference: A turn).

A card is played in two presses: the first lifts it (left and right move along the hand, Back
or Down puts it down), the second plays it; cards for a combo are lifted one by one, and a
press on any lifted card (or on Play) plays them together. Only the lifts that make a play are
played: a lone cat card, a No! or a calm-down kit lifted alone says why it cannot go. A Favour
or a Two or Three alike then asks at whom (the other players still in, with the cards in their
hands), and a Three alike asks which title to name. Right of the hand: what to do, the focused
card's text, Play and Draw. The mouse points at a card; a click lifts it, a click on a lifted
card plays the lifted cards.
"""

from __future__ import annotations

import pygame

from game.fuse.rules import Phase, legal_actions
from game.fuse.rules.actions import Draw, Play
from game.fuse.rules.cards import HAND_TITLES, TITLE_NAMES, title_of
from game.fuse.rules.combos import NAMING, kind_of, wants_target
from game.fuse.scenes.private import PrivateScene
from game.fuse.ui.words import card_words, play_words, title_words
from game.shell.input import IntentEvent, PointerMove
from game.shell.scenes.decision import Item
from game.shell.scenes.stack import Host
from game.shell.ui import text
from game.shell.ui.gui import draw_focus_ring
from game.shell.ui.palette import primary_fill
from game.shell.ui.panels import draw_panel
from game.shell.ui.prompts import draw_prompts

CARDS, TARGET, NAME = "cards", "target", "name"


class FuseHandScene(PrivateScene):
    name = "fuse.hand"
    screen = "fuse_hand"  # help: its own entry
    serves = Phase.PLAY
    says_choices = True  # a lift, a put-down and a refusal say themselves

    def __init__(self, app: Host, table, seat: int) -> None:
        super().__init__(app, table, seat)
        self.lifted: set[int] = set()  # the cards lifted (by card, not by place)
        self.step = CARDS
        self.target: int | None = None
        self.chosen: tuple[int, ...] = ()  # the cards of the play being aimed or named
        self.suggested: Play | None = None  # the suggested play shown: its target and title
        self._header: str | None = None  # the turn as it was said when the hand opened

    # --- what the hand may do ----------------------------------------------------------------
    def cards(self) -> list[int]:
        return list(self.state.seats[self.seat].hand)

    def plays(self) -> list[Play]:
        return [a for a in legal_actions(self.state, self.seat) if isinstance(a, Play)]

    def playable(self) -> set[int]:
        """The cards that go into some play now."""
        return {card for play in self.plays() for card in play.cards}

    def selection(self) -> tuple[int, ...]:
        return tuple(sorted(self.lifted))

    def selection_plays(self) -> list[Play]:
        chosen = self.selection()
        return [p for p in self.plays() if p.cards == chosen]

    # --- items --------------------------------------------------------------------------------
    def refresh(self) -> None:
        cards = self.cards()
        self.lifted &= set(cards)
        if self.step == CARDS:
            keys = [f"card:{c}" for c in cards] + ["play", "draw"]
        elif self.step == TARGET:
            keys = [f"seat:{s}" for s in self.targets()] + ["back"]
        else:
            keys = [f"title:{t}" for t in HAND_TITLES] + ["back"]
        if [item.key for item in self.items] != keys:
            old = {item.key: item.rect for item in self.items}
            self.items = [self.make_item(key, old.get(key)) for key in keys]
            self.focus = min(self.focus, len(self.items) - 1)
        for item in self.items:
            item.selected = item.card is not None and item.card in self.lifted
            if item.key == "play":
                item.enabled = bool(self.selection_plays())
                item.selected = item.enabled

    def make_item(self, key: str, rect: pygame.Rect | None) -> Item:
        t = self.t
        rect = rect or pygame.Rect(0, 0, 0, 0)
        kind, _, value = key.partition(":")
        if kind == "card":
            return Item(key, card=int(value), rect=rect)
        if kind == "seat":
            seat = int(value)
            count = len(self.state.seats[seat].hand)
            note = t("fuse.table.in_hand", count=count)
            return Item(key, label=self.table.name_of(seat), note=note, data=seat, rect=rect)
        if kind == "title":
            title = int(value)
            return Item(key, label=title_words(t, title), data=title, rect=rect)
        labels = {
            "play": t("fuse.hand.play"),
            "draw": t("fuse.hand.draw"),
            "back": t("prompt.back"),
        }
        return Item(key, label=labels[key], rect=rect)

    def targets(self) -> list[int]:
        return sorted({p.target for p in self.selection_plays() if p.target is not None})

    def card_items(self) -> list[Item]:
        return [item for item in self.items if item.card is not None]

    # --- input ------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if (
            isinstance(event, IntentEvent)
            and str(event.intent) in ("up", "down")
            and event.pressed
            and self.step == CARDS
            and self.can_act(event)
            and 0 <= self.focus < len(self.items)
            and self.items[self.focus].card is not None
        ):  # up lifts the focused card, down puts it back
            card = self.items[self.focus].card
            assert card is not None
            if str(event.intent) == "up":
                self.lift(card)
            else:
                self.put_down(card)
            return True
        if isinstance(event, PointerMove):
            index = self.item_at(event.pos)
            if index is not None and index != self.focus:
                self.focus = index
            self.hover = None
            return index is not None
        return super().handle(event)

    def move(self, name: str) -> bool:
        """Left and right go along the hand and its buttons; up and down move between the
        buttons (on the hand they lift and put down)."""
        if not self.items:
            return False
        if self.step == CARDS and name in ("up", "down"):
            if self.items[self.focus].card is None:
                buttons = [i for i, item in enumerate(self.items) if item.card is None]
                at = buttons.index(self.focus)
                self.focus = buttons[(at + (1 if name == "down" else -1)) % len(buttons)]
                return True
            return False
        if self.step == NAME and name in ("up", "down"):
            return super().move(name)
        step = -1 if name in ("left", "prev", "up") else 1
        self.focus = (self.focus + step) % len(self.items)
        return True

    def activate(self, item: Item) -> bool:
        if item.card is not None:
            if item.card in self.lifted:
                self.play_lifted(item.card)
            else:
                self.lift(item.card)
            return True
        if item.key == "play":
            self.play_lifted(None)
        elif item.key == "draw":
            self.draw_card()
        elif item.key == "back":
            self.step_back()
        elif isinstance(item.data, int) and item.key.startswith("seat:"):
            self.aim(item.data)
        elif isinstance(item.data, int) and item.key.startswith("title:"):
            self.name_title(item.data)
        return True

    def intent(self, name: str, event: IntentEvent) -> bool:
        if name == "back":
            if self.step != CARDS:
                self.step_back()
            elif self.lifted:
                self.lifted.clear()
                self.app.sound("ui_back")
                self.app.narrate(self.t("fuse.hand.all_down"))
            return True
        return False

    # --- acting -------------------------------------------------------------------------------
    def lift(self, card: int) -> None:
        self.lifted.add(card)
        self.table.refusal = None
        self.app.sound("pick")
        chosen = self.selection()
        plays = self.selection_plays()
        if plays:
            kind = kind_of(chosen, self.state.combos)
            words = play_words(self.t, chosen, kind.value if kind else "single")
            self.app.narrate(self.t("fuse.hand.ready", play=words))
        else:
            self.app.narrate(self.t("fuse.hand.lifted", card=card_words(self.t, card)))

    def put_down(self, card: int) -> None:
        if card in self.lifted:
            self.lifted.discard(card)
            self.app.sound("ui_back")
            self.app.narrate(self.t("fuse.hand.put_down", card=card_words(self.t, card)))

    def play_lifted(self, pressed: int | None) -> None:
        """Play the lifted cards (``pressed``: the lifted card pressed again): at whom and
        naming what is asked next when the play needs it."""
        chosen = self.selection()
        plays = self.selection_plays()
        if not plays:
            self.explain(chosen)
            if pressed is not None:
                self.put_down(pressed)
            return
        kind = kind_of(chosen, self.state.combos)
        assert kind is not None  # a legal play has a kind
        if wants_target(chosen, kind):
            self.chosen, self.step, self.focus = chosen, TARGET, 0
            self.refresh()
            self.focus_suggested("seat", self.suggested.target if self.suggested else None)
            self.app.narrate(self.subtitle())
            return
        self.submit_play(Play(self.seat, chosen))

    def explain(self, chosen: tuple[int, ...]) -> None:
        """Why the lifted cards are no play (the rules' reason)."""
        from game.fuse.rules import IllegalActionError, check_action
        from game.fuse.ui.words import refusal_words

        if not chosen:
            self.table.refusal = self.t("fuse.hand.lift_first")
        else:
            try:
                check_action(self.state, Play(self.seat, chosen))
                self.table.refusal = self.t("fuse.hand.lift_first")
            except IllegalActionError as error:
                self.table.refusal = refusal_words(self.t, error)
        self.app.sound("invalid")
        self.app.narrate(self.table.refusal)

    def aim(self, target: int) -> None:
        kind = kind_of(self.chosen, self.state.combos)
        if kind in NAMING:
            self.target, self.step, self.focus = target, NAME, 0
            self.refresh()
            self.focus_suggested("title", self.suggested.named if self.suggested else None)
            self.app.narrate(self.subtitle())
            return
        self.submit_play(Play(self.seat, self.chosen, target))

    def name_title(self, title: int) -> None:
        self.submit_play(Play(self.seat, self.chosen, self.target, title))

    def focus_suggested(self, kind: str, value: int | None) -> None:
        """At whom or which title: the focus starts on the suggestion's, when the cards are
        the suggested play's (the confirm then does what the suggestion said)."""
        if value is None or self.suggested is None or self.suggested.cards != self.chosen:
            return
        keys = [item.key for item in self.items]
        if f"{kind}:{value}" in keys:
            self.focus = keys.index(f"{kind}:{value}")

    def step_back(self) -> None:
        self.app.sound("ui_back")
        self.step = TARGET if self.step == NAME else CARDS
        self.focus = 0
        self.refresh()

    def submit_play(self, play: Play) -> None:
        if self.table.submit(play) is None:
            self.step = CARDS
            return
        self.lifted.clear()
        self.step, self.target, self.chosen = CARDS, None, ()
        self.app.sound("ui_confirm")

    def draw_card(self) -> None:
        if self.table.submit(Draw(self.seat)) is not None:
            self.lifted.clear()
            self.app.sound("ui_confirm")

    def show_advice(self, action) -> None:
        """The suggestion's cards rise, and the hand says so (never a silent lift, issue 46):
        the focus goes to Play, whose confirm plays them (at whom and naming what start on the
        suggestion's); a draw: the focus goes to Draw."""
        self.step, self.target, self.chosen = CARDS, None, ()
        self.suggested = action if isinstance(action, Play) else None
        if isinstance(action, Play):
            self.lifted = set(action.cards)
            self.refresh()
            keys = [item.key for item in self.items]
            self.focus = keys.index("play")
            kind = kind_of(action.cards, self.state.combos)
            words = play_words(self.t, action.cards, kind.value if kind else "single")
            self.app.narrate(self.t("fuse.advice.lifted", play=words))
        elif isinstance(action, Draw):
            self.lifted.clear()
            self.refresh()
            self.focus = [item.key for item in self.items].index("draw")

    def advice_rects(self, action) -> list[pygame.Rect]:
        if isinstance(action, Play):
            rects = [i.rect for i in self.items if i.card is not None and i.card in action.cards]
            if action.target is not None and self.step == TARGET:
                rects += [i.rect for i in self.items if i.data == action.target]
            return rects
        return [i.rect for i in self.items if i.key == "draw"]

    def take_advice(self, action) -> None:
        """The suggested move, taken (the advice kit): it plays as the player would."""
        if isinstance(action, Draw):
            self.draw_card()
        elif isinstance(action, Play):
            self.lifted = set(action.cards)
            self.submit_play(action)

    # --- mouse ----------------------------------------------------------------------------------
    def item_at(self, pos) -> int | None:
        """The item under ``pos``: the focused card first (it lies over its neighbours),
        then the lifted ones, then the others from the top of the fan down."""
        order = list(range(len(self.items) - 1, -1, -1))
        lifted = [i for i in order if self.items[i].card in self.lifted]
        order = lifted + [i for i in order if i not in lifted]
        if self.focus in order:
            order.remove(self.focus)
            order.insert(0, self.focus)
        for index in order:
            if self.items[index].rect.collidepoint(pos):
                return index
        return None

    # --- words ------------------------------------------------------------------------------
    def title(self) -> str:
        return self.t("fuse.hand.title")

    def subtitle(self) -> str:
        t = self.t
        if self.step == TARGET:
            kind = kind_of(self.chosen, self.state.combos)
            play = play_words(t, self.chosen, kind.value if kind else "single")
            return t("fuse.hand.at_whom", play=play)
        if self.step == NAME:
            return t("fuse.hand.which_title", player=self.table.name_of(self.target or 0))
        chosen = self.selection()
        if self.selection_plays():
            kind = kind_of(chosen, self.state.combos)
            return t("fuse.hand.ready", play=play_words(t, chosen, kind.value if kind else ""))
        if self.table.refusal:
            return self.table.refusal
        if self.state.owed > 1:
            return t("fuse.hand.what_two")
        return t("fuse.hand.what")

    def spoken_title(self) -> str:
        """Said once as the hand opens: "Your turn, Mia: 5 cards in hand, 23 in the deck.
        Play cards, or draw one to end your turn." (what the seat knows of the deck's top too);
        opening again in the same turn, after a play: "Still your turn, Mia: 4 cards in
        hand..."; what a press changes is said by the press."""
        if self._header is None:
            from game.fuse.ui.status import turn_words

            turn_now = (self.seat, self.state.turns)
            again = self.table.turn_said == turn_now  # the hand opens again after a play
            self.table.turn_said = turn_now
            name = self.app.seat_name(self.seat)
            alone = self.table.you == self.seat  # several people: nobody is "you"
            turn = turn_words(self.t, self.state, self.seat, name, again, alone)
            self._header = turn if again else f"{turn} {self.t('fuse.hand.what')}"
        return self._header

    def focus_words(self) -> str | None:
        """After where am I (the turn, what the player may do): the hand's and the deck's
        counts, what the hand is doing now (lifted cards ready, at whom...), the focus."""
        from game.fuse.ui.status import counts_words

        parts = [counts_words(self.t, self.state, self.seat)]
        now = self.subtitle()
        if now not in (self.t("fuse.hand.what"), self.t("fuse.hand.what_two")):
            parts.append(now)
        if self.items:
            parts.append(self.placed(self.items[min(self.focus, len(self.items) - 1)]))
        return ". ".join(p.rstrip(". ") for p in parts if p.strip(". "))

    def describe(self, item: Item) -> str:
        if item.card is not None:
            words = card_words(self.t, item.card)
            rule = self.t(f"fuse.rule.{TITLE_NAMES[title_of(item.card)]}")
            lifted = ". " + self.t("fuse.hand.is_lifted") if item.card in self.lifted else ""
            return f"{words}{lifted}. {rule}"
        if item.key == "play" and self.selection_plays():
            kind = kind_of(self.selection(), self.state.combos)
            play = play_words(self.t, self.selection(), kind.value if kind else "single")
            return self.t("fuse.hand.play_these", play=play)
        return item.label + (f". {item.note}" if item.note else "")

    # --- help -------------------------------------------------------------------------------
    def help_subject(self, pointer):
        from game.fuse.ui.help import card_subject, subject_at, topic

        index = self.item_at(pointer) if pointer else self.focus
        if index is not None and 0 <= index < len(self.items):
            item = self.items[index]
            if item.card is not None:
                return card_subject(item.card)
            if item.key.startswith("title:"):
                return topic("title", int(str(item.data)))
            if item.key.startswith("seat:"):
                seat = int(str(item.data))
                return topic("seat", (seat, self.table.name_of(seat)))
            if item.key == "draw":
                return topic("turn")
            if item.key == "play":
                return topic("combos")
        return subject_at(self.table, pointer)

    # --- drawing ------------------------------------------------------------------------------
    def focused_card(self) -> int | None:
        if self.step == CARDS and 0 <= self.focus < len(self.items):
            return self.items[self.focus].card
        return None

    def has_tip(self) -> bool:
        return self.focused_card() is not None and not self.header_given_away()

    def covers_middle(self) -> bool:
        return self.step != CARDS

    def draw(self, surface: pygame.Surface) -> None:
        view = self.table.view
        cards = self.cards()
        card_items = self.card_items()
        playable = self.playable()
        focus_card = None
        if self.step == CARDS and 0 <= self.focus < len(self.items):
            focus_card = self.items[self.focus].card
        focus = cards.index(focus_card) if focus_card in cards else None
        selected = {i for i, c in enumerate(cards) if c in self.lifted}
        rects = view.draw_hand(
            surface,
            cards,
            self.seat,
            self.table.name_of(self.seat),
            focus=focus,
            selected=selected,
            playable=frozenset(i for i, c in enumerate(cards) if c in playable),
            dim_cards=self.step != CARDS,
        )
        for item, rect in zip(card_items, rects, strict=False):
            item.rect = rect
        self.draw_known(surface)
        if self.step == CARDS:
            self.draw_side_column(surface)
        else:
            self.draw_choices(surface)
        draw_prompts(surface, self.app, [*self.prompts()], seat=self.seat, keyboard_acts=True)

    def draw_side_column(self, surface: pygame.Surface) -> None:
        """Right of the hand: what to do, then Play and Draw."""
        layout = self.app.layout
        geo = self.table.geo
        column = geo.hand_hint
        font = geo.small_font
        button_h = max(layout.px(36), round(text.font("bold", font).get_height() * 1.5))
        gap = layout.px(8)
        buttons = [item for item in self.items if item.card is None]
        y = column.bottom - len(buttons) * (button_h + gap)
        for item in buttons:
            item.rect = pygame.Rect(column.x, y, column.width, button_h)
            self.draw_button_item(surface, item, self.items.index(item) == self.focus)
            y += button_h + gap
        words_box = pygame.Rect(
            column.x,
            column.y,
            column.width,
            column.bottom - len(buttons) * (button_h + gap) - column.y,
        )
        if words_box.height > layout.px(20):
            self.draw_words(surface, self.subtitle(), words_box)
        focused = self.focused_card()
        if focused is not None:
            name = TITLE_NAMES[title_of(focused)]
            self.draw_tip(surface, self.t(f"fuse.rule.{name}"))

    def draw_button_item(self, surface: pygame.Surface, item: Item, focused: bool) -> None:
        layout, palette = self.app.layout, self.app.palette
        rect = item.rect
        fill = primary_fill(palette) if item.selected else palette.panel
        if not item.enabled:
            fill = palette.background
        pygame.draw.rect(surface, fill, rect, border_radius=layout.px(10))
        pygame.draw.rect(
            surface, palette.panel_edge, rect, max(1, layout.px(2)), border_radius=layout.px(10)
        )
        if focused:
            draw_focus_ring(surface, rect, palette, layout, layout.px(10))
        color = (
            palette.text_on_accent
            if item.selected
            else (palette.text if item.enabled else palette.text_dim)
        )
        size = text.fit_size(
            item.label, "bold", self.table.geo.small_font, rect.width - layout.px(12), minimum=8
        )
        label = text.render(item.label, "bold", size, color)
        surface.blit(label, label.get_rect(center=rect.center))

    def draw_choices(self, surface: pygame.Surface) -> None:
        """At whom (the other players) or which title (the twelve a hand may hold), on a
        panel over the middle of the table."""
        layout, palette = self.app.layout, self.app.palette
        geo = self.table.geo
        area = geo.middle.inflate(-layout.px(10), -layout.px(4))
        draw_panel(surface, area, self.app, radius=14, alpha=245)
        head_size = text.fit_size(
            self.subtitle(), "bold", geo.name_font, area.width - layout.px(30)
        )
        head = text.render(self.subtitle(), "bold", head_size, palette.text)
        surface.blit(head, head.get_rect(midtop=(area.centerx, area.y + layout.px(8))))
        top = area.y + head.get_height() + layout.px(16)
        back = self.items[-1]
        choices = self.items[:-1]
        back_h = max(layout.px(36), round(text.font("bold", geo.small_font).get_height() * 1.5))
        room = pygame.Rect(
            area.x + layout.px(16),
            top,
            area.width - layout.px(32),
            area.bottom - top - back_h - layout.px(20),
        )
        if self.step == TARGET:
            self.layout_seats(choices, room)
        else:
            self.layout_titles(choices, room)
        for index, item in enumerate(choices):
            self.draw_choice(surface, item, index == self.focus)
        back_w = max(
            layout.px(140), text.font("bold", geo.small_font).size(back.label)[0] + layout.px(30)
        )
        back.rect = pygame.Rect(0, 0, back_w, back_h)
        back.rect.midbottom = (area.centerx, area.bottom - layout.px(10))
        self.draw_button_item(surface, back, self.focus == len(self.items) - 1)

    def layout_seats(self, items: list[Item], room: pygame.Rect) -> None:
        layout = self.app.layout
        gap = layout.px(14)
        count = max(1, len(items))
        width = min(layout.px(220), (room.width - gap * (count - 1)) // count)
        height = min(room.height, layout.px(150))
        x = room.centerx - (count * width + (count - 1) * gap) // 2
        for item in items:
            item.rect = pygame.Rect(x, room.centery - height // 2, width, height)
            x += width + gap

    def layout_titles(self, items: list[Item], room: pygame.Rect) -> None:
        layout = self.app.layout
        columns = 6
        rows = (len(items) + columns - 1) // columns
        gap = layout.px(10)
        width = (room.width - gap * (columns - 1)) // columns
        height = (room.height - gap * (rows - 1)) // rows
        for index, item in enumerate(items):
            row, col = divmod(index, columns)
            item.rect = pygame.Rect(
                room.x + col * (width + gap), room.y + row * (height + gap), width, height
            )

    def draw_choice(self, surface: pygame.Surface, item: Item, focused: bool) -> None:
        layout, palette = self.app.layout, self.app.palette
        geo, art = self.table.geo, self.table.art
        rect = item.rect
        pygame.draw.rect(surface, palette.panel, rect, border_radius=layout.px(12))
        pygame.draw.rect(
            surface, palette.panel_edge, rect, max(1, layout.px(2)), border_radius=layout.px(12)
        )
        if focused:
            draw_focus_ring(surface, rect, palette, layout, layout.px(12))
        name_h = text.font("bold", geo.small_font).get_height()
        if item.key.startswith("seat:"):
            seat = int(str(item.data))
            face = art.kitten(
                seat, min(rect.height - 2 * name_h - layout.px(16), rect.width - layout.px(20))
            )
            surface.blit(face, face.get_rect(midtop=(rect.centerx, rect.y + layout.px(6))))
            color = palette.seats[seat % len(palette.seats)]
            lines = [(item.label, color), (item.note, palette.text_dim)]
            y = rect.bottom - 2 * name_h - layout.px(6)
        else:
            badge = art.badge(
                int(str(item.data)), max(layout.px(16), rect.height - name_h - layout.px(14))
            )
            surface.blit(badge, badge.get_rect(midtop=(rect.centerx, rect.y + layout.px(4))))
            lines = [(item.label, palette.text)]
            y = rect.bottom - name_h - layout.px(4)
        for words, color in lines:
            size = text.fit_size(
                words, "bold", geo.small_font, rect.width - layout.px(8), minimum=8
            )
            image = text.render(words, "bold", size, color)
            surface.blit(image, image.get_rect(midtop=(rect.centerx, y)))
            y += name_h

    def prompts(self) -> list[tuple[str, str]]:
        t = self.t
        if self.step != CARDS:
            return [
                ("move", t("fuse.prompt.choose")),
                ("confirm", t("prompt.select")),
                ("back", t("prompt.back")),
            ]
        if not self.lifted:
            return [
                ("move", t("fuse.prompt.choose")),
                ("confirm", t("fuse.prompt.lift")),
                ("menu", t("prompt.menu")),
            ]
        return [
            ("confirm", t("fuse.prompt.play")),
            ("back", t("fuse.prompt.put_down")),
            ("move", t("fuse.prompt.choose")),
        ]
