"""A person's turn of Dice Quest, over the table: the shell's decision screen (the seat it serves,
its items, pad, keys and mouse, the suggested move, narration and help) on the table's own
cards, dice and powers.

The turn goes in the rules' order (free rerolls, then powers, then the creature won over):

* the dice are chosen to keep (confirm on a die: kept, lifted with a tag), then Reroll rolls
  the others (a free reroll: two on a seat's own first turn, one after);
* a power of the army (one stack per power) is called on: a one-die power asks for its die
  (each die shows the face it would turn to, and the line lights as the dice would beat it),
  ±1 then asks +1 or −1; a reroll power asks for the dice it rolls again;
* a creature the dice beat (lit on the line) is won over by confirm on it;
* End turn, when the dice beat nothing (solo it loses the quest: asked first).

Back leaves a power's choice. Whatever the rules refuse says why, in the hint line. Only the
seat's own pad (or the keyboard and mouse, for a seat without one) acts here.
"""

from __future__ import annotations

import pygame

from game.quest.rules import (
    DICE,
    Action,
    Beat,
    EndTurn,
    IllegalActionError,
    Power,
    Reroll,
    Spend,
    beaten_cards,
    can_apply,
    check_action,
    roll_number,
)
from game.quest.rules.powers import CHOICES, MINUS_ONE, PLUS_ONE, face_after
from game.quest.scenes.advice import QuestAdviser
from game.quest.ui.table import POWERS
from game.quest.ui.words import (
    beaten_words,
    creature_words,
    dice_words,
    die_colour,
    die_words,
    power_text,
    power_words,
    refusal_words,
)
from game.shell.input import IntentEvent
from game.shell.scenes.decision import DecisionScene, Item
from game.shell.scenes.stack import Host
from game.shell.ui import drawlog, text
from game.shell.ui.gui import draw_focus_ring, draw_hover_ring
from game.shell.ui.panels import rounded_plate
from game.shell.ui.prompts import Prompt, draw_prompts

MAIN, POWER, CHOICE, REROLL_POWER = "main", "power", "choice", "reroll_power"


class QuestTurnScene(DecisionScene):
    name = "quest.turn"
    screen = "quest_turn"
    on_table = True
    advice_kit = QuestAdviser

    def __init__(self, app: Host, table, seat: int) -> None:
        super().__init__(app, table, seat)
        self.dim_table = False
        self.mode = MAIN
        self.kept: set[int] = set()  # a free reroll keeps these dice
        self.marked: set[int] = set()  # a reroll power rolls these again
        self.power: Power | None = None
        self.target: int | None = None  # ±1: the die chosen
        self.message: str | None = None  # why the rules refused, or what was chosen
        self._first = True
        # the turn's first screen says "Your turn" once (issue 46), the next ones the throw
        self.opening = table.opens_turn(seat)

    @property
    def table(self):
        return self.game

    def enter(self) -> None:
        """Its header and focus are said as it comes; back on top after a dialog that ended
        the turn, it says nothing (the next turn's words are not this seat's: issue 46)."""
        self.table.turn_scene = self
        self.refresh()
        if self.still_current():
            self.narrate_focus()

    def exit(self) -> None:
        if self.table.turn_scene is self:
            self.table.turn_scene = None

    # --- what the turn offers ------------------------------------------------------------------
    def still_current(self) -> bool:
        return self.seat in self.session.human_movers() and not self.table.motion.busy()

    def counts(self) -> dict[Power, list[int]]:
        """The seat's army by power (each power's cards, in the order won)."""
        state = self.state
        held: dict[Power, list[int]] = {p: [] for p in POWERS}
        for card in state.seats[self.seat].army:
            held[state.creature(card).power].append(card)
        return held

    def spend_action(self, power: Power, positions: tuple[int, ...], choice=None) -> Action:
        card = self.counts()[power][0]  # any card of the power: its first in the army
        return Spend(self.seat, card, positions, choice)

    def refresh(self) -> None:
        state = self.state
        geo = self.table.geo
        items: list[Item] = []
        lit = set(beaten_cards(state))
        for index, card in enumerate(state.line):
            if index < len(geo.slots):
                items.append(
                    Item(f"card:{card}", card=card, rect=geo.slots[index], selected=card in lit)
                )
        for position in range(DICE):
            rect = geo.dice[position].union(geo.tabs[position])
            items.append(
                Item(
                    f"die:{position}",
                    label=die_words(self.t, position),
                    data=position,
                    rect=rect,
                    enabled=self.die_usable(position),
                    selected=position in (self.kept if self.mode == MAIN else self.marked),
                )
            )
        buttons = self.buttons()  # right after the dice: the free reroll a few presses away
        items += buttons
        held = self.counts()
        for power, rect in zip(POWERS, geo.stacks, strict=True):
            items.append(
                Item(
                    f"power:{power.value}",
                    label=power_words(self.t, power),
                    data=power,
                    rect=rect,
                    enabled=bool(held[power]) and self.mode == MAIN,
                    selected=self.power == power and self.mode != MAIN,
                )
            )
        self.place_buttons(buttons)
        if [i.key for i in items] != [i.key for i in self.items]:
            focused = (
                self.items[self.focus].key if self.items and self.focus < len(self.items) else None
            )
            self.items = items
            self.focus = self.first_focus(focused)
        else:
            self.items = items

    def die_usable(self, position: int) -> bool:
        state = self.state
        if self.mode == MAIN:
            return state.rerolls_left > 0
        if self.mode == POWER and self.power is not None:
            choices = CHOICES if self.power == Power.PLUSMINUS else (None,)
            return any(
                can_apply(state, self.spend_action(self.power, (position,), choice))
                for choice in choices
            )
        return self.mode == REROLL_POWER

    def buttons(self) -> list[Item]:
        t, state = self.t, self.state
        if self.mode == MAIN:
            rolled = DICE - len(self.kept)
            label = self.reroll_label()
            enabled = state.rerolls_left > 0 and rolled > 0
            found = [Item("button:reroll", label=label, enabled=enabled, selected=enabled)]
            end = EndTurn(self.seat)
            found.append(
                Item("button:end", label=t("quest.turn.end"), enabled=can_apply(state, end))
            )
            return found
        if self.mode == CHOICE and self.target is not None:
            face = state.dice[self.target]
            found = []
            for key, choice in (("plus", PLUS_ONE), ("minus", MINUS_ONE)):
                after = face_after(Power.PLUSMINUS, face, choice)
                action = self.spend_action(Power.PLUSMINUS, (self.target,), choice)
                label = t(f"quest.turn.{key}", before=face, after=after)
                found.append(
                    Item(
                        f"button:{key}", label=label, enabled=can_apply(state, action), data=choice
                    )
                )
            return found + [Item("button:cancel", label=t("quest.turn.cancel"))]
        if self.mode == REROLL_POWER:
            label = t("quest.turn.spend_reroll", count=len(self.marked))
            return [
                Item(
                    "button:spend",
                    label=label,
                    enabled=bool(self.marked),
                    selected=bool(self.marked),
                ),
                Item("button:cancel", label=t("quest.turn.cancel")),
            ]
        return [Item("button:cancel", label=t("quest.turn.cancel"))]

    def reroll_label(self) -> str:
        """The free reroll's button: "Reroll all five", "Reroll 3 dice"."""
        t = self.t
        if not self.kept:
            return t("quest.turn.reroll_all")
        return t("quest.turn.reroll", count=DICE - len(self.kept))

    def place_buttons(self, buttons: list[Item]) -> None:
        """The turn's buttons one under another, right of the dice, sharing its height (their
        words fit them at any text size)."""
        layout = self.app.layout
        area = self.table.geo.buttons
        gap = layout.px(10)
        most = max(layout.px(44), round(text.font("bold", layout.font(20)).get_height() * 1.3))
        height = min(most, (area.height - gap * (len(buttons) - 1)) // max(1, len(buttons)))
        total = len(buttons) * height + (len(buttons) - 1) * gap
        y = area.y + max(0, (area.height - total) // 2)
        for button in buttons:
            button.rect = pygame.Rect(area.x, y, area.width, height)
            y += height + gap

    def first_focus(self, previous: str | None) -> int:
        """Where the focus goes when the screen's items change: where it was, else what the
        turn most likely wants (a lit creature, Reroll, a usable power, End)."""
        keys = [i.key for i in self.items]
        if previous in keys and self.items[keys.index(previous)].enabled:
            return keys.index(previous)
        for index, item in enumerate(self.items):
            if item.card is not None and item.selected and self.mode == MAIN:
                return index
        order = {
            MAIN: ("button:reroll", "power:", "button:end"),
            POWER: ("die:",),
            CHOICE: ("button:plus", "button:minus"),
            REROLL_POWER: ("die:",),
        }[self.mode]
        for start in order:
            for index, item in enumerate(self.items):
                if item.key.startswith(start) and item.enabled:
                    return index
        return next((i for i, item in enumerate(self.items) if item.enabled), 0)

    def navigable(self, item: Item) -> bool:
        if item.card is not None:
            return self.mode == MAIN
        return item.enabled

    # --- the preview ------------------------------------------------------------------------
    def preview_dice(self) -> tuple[int, ...] | None:
        """The dice the choice under the focus (or the mouse) would make: a power's die turned
        (the line lights as they would beat it)."""
        state = self.state
        item = self.shown_item()
        if item is None:
            return None
        if (
            self.mode == POWER
            and self.power not in (None, Power.PLUSMINUS)
            and item.key.startswith("die:")
        ):
            position = int(item.key.partition(":")[2])
            assert self.power is not None
            face = face_after(self.power, state.dice[position], None)
            if not item.enabled:
                return None
            return state.dice[:position] + (face,) + state.dice[position + 1 :]
        if (
            self.mode == CHOICE
            and self.target is not None
            and item.data in CHOICES
            and item.enabled
        ):
            face = face_after(Power.PLUSMINUS, state.dice[self.target], str(item.data))
            return state.dice[: self.target] + (face,) + state.dice[self.target + 1 :]
        return None

    # --- acting -----------------------------------------------------------------------------
    def submit(self, action: Action) -> bool:
        """The action to the rules; a refusal says why (never a silent no-op)."""
        try:
            check_action(self.state, action)
        except IllegalActionError as error:
            self.refuse(refusal_words(self.t, error))
            return False
        self.session.submit(action)
        self.mode, self.kept, self.marked, self.power, self.target = MAIN, set(), set(), None, None
        self.message = None
        return True

    def take(self, action: Action) -> None:
        """Do ``action`` as this screen would (the suggested move)."""
        if self.submit(action):
            self.app.sound("ui_confirm")

    def refuse(self, words: str) -> None:
        self.app.sound("invalid")
        self.message = words
        self.app.narrate(words)

    def activate(self, item: Item) -> bool:
        self.message = None
        if item.card is not None:
            self.submit(Beat(self.seat, item.card))
            return True
        kind, _, value = item.key.partition(":")
        if kind == "die":
            return self.on_die(int(value))
        if kind == "power":
            return self.on_power(Power(value))
        return self.on_button(value, item)

    def on_die(self, position: int) -> bool:
        state = self.state
        if self.mode == MAIN:
            if not state.rerolls_left:
                reason = "powers_begun" if state.spent else "no_free_reroll"
                self.refuse(refusal_words(self.t, IllegalActionError(reason)))
                return True
            if position in self.kept:
                self.kept.discard(position)
                self.say_die("quest.turn.unkept_now", position, self.reroll_label())
            elif len(self.kept) < DICE - 1:
                self.kept.add(position)
                self.say_die("quest.turn.kept_now", position, self.reroll_label())
            else:
                self.refuse(refusal_words(self.t, IllegalActionError("keeps_every_die")))
            return True
        if self.mode == REROLL_POWER:
            self.marked ^= {position}
            key = "quest.turn.marked_now" if position in self.marked else "quest.turn.unmarked_now"
            self.say_die(key, position, self.t("quest.turn.spend_reroll", count=len(self.marked)))
            return True
        if self.mode == POWER and self.power is not None:
            if self.power == Power.PLUSMINUS:
                if not self.die_usable(position):
                    face = state.dice[position]
                    self.refuse(
                        refusal_words(
                            self.t,
                            IllegalActionError(
                                "out_of_faces",
                                card=self.counts()[self.power][0],
                                position=position,
                                face=face,
                            ),
                        )
                    )
                    return True
                self.mode, self.target = CHOICE, position
                return True
            self.submit(self.spend_action(self.power, (position,)))
            return True
        return False

    def say_die(self, key: str, position: int, button: str) -> None:
        """A die kept or put back by a press is said, with what the button now does (issue
        46: nothing is chosen silently)."""
        self.app.narrate(self.t(key, die=self.die_short(position), button=button))

    def die_short(self, position: int) -> str:
        t = self.t
        colour = t(f"color.{die_colour(position)}")
        return t(
            "quest.turn.die_short",
            number=position + 1,
            colour=colour,
            face=self.state.dice[position],
        )

    def on_power(self, power: Power) -> bool:
        if not self.counts()[power]:
            self.refuse(self.t("quest.turn.no_power", power=power_words(self.t, power)))
            return True
        self.kept.clear()
        self.power = power
        self.opening = False  # the turn was announced: the power's screen says its own title
        self.mode = REROLL_POWER if power == Power.REROLL else POWER
        return True  # the screen's new title is said as it changes (``narrate_focus``)

    def on_button(self, name: str, item: Item) -> bool:
        if name == "reroll":
            kept = tuple(sorted(self.kept))
            self.submit(Reroll(self.seat, kept))
        elif name == "end":
            self.ask_to_end()
        elif name in ("plus", "minus") and self.target is not None:
            self.submit(self.spend_action(Power.PLUSMINUS, (self.target,), str(item.data)))
        elif name == "spend":
            self.submit(self.spend_action(Power.REROLL, tuple(sorted(self.marked))))
        elif name == "cancel":
            self.cancel()
        return True

    def ask_to_end(self) -> None:
        """Ending without a creature: asked first when it loses the quest (solo) or when
        rerolls or powers are left."""
        state, t = self.state, self.t
        end = EndTurn(self.seat)
        if not can_apply(state, end):
            self.submit(end)  # says why
            return
        army = state.seats[self.seat].army
        if state.players > 1 and not state.rerolls_left and not army:
            self.submit(end)
            return
        key = "quest.end_turn.solo" if state.players == 1 else "quest.end_turn.group"
        choices = [
            (t("quest.end_turn.keep_going"), lambda: None),
            (t("quest.end_turn.confirm"), lambda: self.submit(end)),
        ]
        self.app.open("choice", t(key), choices, t("quest.end_turn.title"), cancel=lambda: None)

    def cancel(self) -> None:
        if self.mode == CHOICE:
            self.mode, self.target = POWER, None
        else:
            self.mode, self.power, self.marked = MAIN, None, set()
        self.app.sound("ui_back")

    def intent(self, name: str, event: IntentEvent) -> bool:
        if name == "back":
            if self.mode != MAIN:
                self.cancel()
            elif self.kept:
                self.kept.clear()
                self.app.sound("ui_back")
            return True
        if name == "info":
            self.app.narrate(self.table.summary())
            return True
        return False

    # --- words ------------------------------------------------------------------------------
    def title(self) -> str:
        t, state = self.t, self.state
        if self.mode == POWER and self.power is not None:
            return t(
                "quest.turn.pick_die",
                power=power_words(t, self.power),
                text=power_text(t, self.power),
            )
        if self.mode == CHOICE and self.target is not None:
            return t("quest.turn.pick_way", die=die_words(t, self.target))
        if self.mode == REROLL_POWER:
            return t("quest.turn.pick_rerolled")
        lit = beaten_cards(state)
        if lit and state.rerolls_left:
            return t("quest.turn.win_or_reroll")
        if lit:
            return t("quest.turn.win")
        if state.rerolls_left:
            return t("quest.turn.keep", count=state.rerolls_left)
        if state.seats[self.seat].army:
            return t("quest.turn.powers")
        return t("quest.turn.nothing")

    def spoken_title(self) -> str:
        """ "Your turn, Mia: roll 1 of 3. Choose the dice to keep..." on the turn's first
        screen, "Mia, roll 2 of 3. ..." on the next, the seat's name alone once powers are
        called on (the throws are over)."""
        t, state = self.t, self.state
        name = self.app.seat_name(self.seat)
        roll, rolls = roll_number(state)
        counting = self.mode == MAIN and not state.spent
        if counting and self.opening:
            head = t("quest.turn.opening", player=name, roll=roll, rolls=rolls)
        elif counting:
            head = t("quest.turn.roll_of", player=name, roll=roll, rolls=rolls)
        else:
            head = name
        return f"{head}. {self.title()}"

    def placed(self, item: Item) -> str:
        """A die says its own place among the dice ("die 2 of 5"); the other items their
        place in the screen's list ("3 of 12")."""
        if item.key.startswith("die:"):
            return self.describe(item)
        return super().placed(item)

    def describe(self, item: Item) -> str:
        t, state = self.t, self.state
        if item.card is not None:
            words = creature_words(t, state.creature(item.card))
            if item.selected:
                words += ". " + t("quest.turn.lit")
            return words
        if item.key.startswith("die:"):
            position = int(item.key.partition(":")[2])
            words = t(
                "quest.turn.die_place",
                number=position + 1,
                colour=t(f"color.{die_colour(position)}"),
                face=state.dice[position],
            )
            if item.selected:
                words += ", " + t("quest.turn.kept" if self.mode == MAIN else "quest.turn.marked")
            if self.mode == POWER and self.power not in (None, Power.PLUSMINUS) and item.enabled:
                assert self.power is not None
                face = face_after(self.power, state.dice[position], None)
                dice = state.dice[:position] + (face,) + state.dice[position + 1 :]
                beaten = beaten_words(t, dice, state.line, state.creature).rstrip(".")
                words += ", " + t("quest.turn.becomes", face=face, beaten=beaten)
            return words
        if item.key == "button:reroll" and self.kept:
            kept = t("quest.turn.keeping", dice=dice_words(t, sorted(self.kept)))
            return f"{item.label}, {kept}"
        if item.key == "button:spend" and self.marked:
            return t("quest.turn.these", label=item.label, dice=dice_words(t, sorted(self.marked)))
        if item.key in ("button:plus", "button:minus") and self.target is not None:
            choice = str(item.data)
            before = state.dice[self.target]
            after = face_after(Power.PLUSMINUS, before, choice)
            dice = state.dice[: self.target] + (after,) + state.dice[self.target + 1 :]
            beaten = beaten_words(t, dice, state.line, state.creature).rstrip(".")
            way = t("quest.choice.plus" if choice == PLUS_ONE else "quest.choice.minus")
            return t("quest.turn.way", choice=way, before=before, after=after, beaten=beaten)
        if item.key.startswith("power:"):
            power = Power(item.key.partition(":")[2])
            count = len(self.counts()[power])
            return t(
                "quest.turn.stack_words", power=item.label, count=count, text=power_text(t, power)
            )
        return item.label + (f". {item.note}" if item.note else "")

    def card_words(self, card: int) -> str:
        return creature_words(self.t, self.state.creature(card))

    # --- help -------------------------------------------------------------------------------
    def help_subject(self, pointer):
        from game.quest.ui.help import item_subject, subject_at

        index = self.item_at(pointer) if pointer is not None else self.focus
        if index is not None and 0 <= index < len(self.items):
            found = item_subject(self.items[index], self.mode)
            if found is not None:
                return found
        return subject_at(self.table, pointer)

    # --- drawing ----------------------------------------------------------------------------
    def layout_items(self) -> None:
        """The items lie where the table draws them (set by ``refresh``)."""

    def hold_anchor(self):
        if 0 <= self.focus < len(self.items):
            return self.items[self.focus].rect.midtop
        return None

    def message_areas(self) -> list[pygame.Rect]:
        return [self.table.geo.hint]

    def draw(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        state = self.state
        for index, item in enumerate(self.items):
            focused = index == self.focus
            if item.key.startswith("button:"):
                self.draw_button(surface, item, focused)
                continue
            if item.key.startswith("die:"):
                self.draw_die_marks(surface, item)
            elif item.key.startswith("power:") and item.selected:
                pygame.draw.rect(
                    surface,
                    palette.accent,
                    item.rect.inflate(layout.px(6), layout.px(6)),
                    layout.px(4),
                    border_radius=layout.px(12),
                )
            drawlog.note("element", item.rect, surface, label=item.key)
            if focused:
                draw_focus_ring(
                    surface,
                    item.rect.inflate(layout.px(8), layout.px(8)),
                    palette,
                    layout,
                    layout.px(12),
                )
            elif index == self.hover:
                draw_hover_ring(
                    surface,
                    item.rect.inflate(layout.px(8), layout.px(8)),
                    palette,
                    layout,
                    layout.px(12),
                )
        if (
            self.mode == MAIN
            and state.rerolls_left == 0
            and not state.spent
            and not state.seats[self.seat].army
        ):
            pass
        if not self.header_given_away():
            self.draw_hint(surface)
        shown: list[Prompt] = [*self.prompts()]
        draw_prompts(surface, self.app, shown, seat=self.seat, keyboard_acts=True)

    def draw_die_marks(self, surface: pygame.Surface, item: Item) -> None:
        """A kept die (a free reroll keeps it) or a die a reroll power rolls again: framed and
        tagged above it; a die a power cannot take now: dimmed."""
        layout, palette = self.app.layout, self.app.palette
        die = self.table.geo.dice[int(item.key.partition(":")[2])]
        if self.mode != MAIN and not item.enabled:
            shade = pygame.Surface(die.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (0, 0, 0, 150), shade.get_rect(), border_radius=layout.px(16))
            surface.blit(shade, die)
        if not item.selected:
            return
        colour = palette.good if self.mode == MAIN else palette.accent
        pygame.draw.rect(
            surface,
            colour,
            die.inflate(layout.px(8), layout.px(8)),
            max(2, layout.px(4)),
            border_radius=layout.px(18),
        )
        words = self.t("quest.turn.kept_tag" if self.mode == MAIN else "quest.turn.reroll_tag")
        size = text.fit_size(
            words,
            "bold",
            self.table.geo.small_font,
            die.width + layout.px(16),
            minimum=layout.dense(10),
        )
        image = text.render(words, "bold", size, palette.text_on_accent)
        box = image.get_rect().inflate(layout.px(10), layout.px(2))
        box.midbottom = (die.centerx, die.y - layout.px(5))
        pygame.draw.rect(surface, colour, box, border_radius=layout.px(8))
        surface.blit(image, image.get_rect(center=box.center))

    def draw_hint(self, surface: pygame.Surface) -> None:
        """What to do now (or why the rules refused) in the line above the prompt bar."""
        layout, palette = self.app.layout, self.app.palette
        geo = self.table.geo
        area = geo.hint
        color = palette.seats[self.seat % len(palette.seats)]
        name = self.app.seat_name(self.seat)
        words = self.message or self.title()
        ink = palette.bad if self.message else palette.text
        size = geo.caption_font
        label = text.render(name + self.t("common.colon"), "bold", size, color)
        room = area.width - label.get_width() - layout.px(30)
        while True:
            body = text.render_block(words, "body", size, ink, room)
            if body.get_height() <= area.height - layout.px(8) or size <= layout.dense_text(12):
                break
            size -= 1
        height = max(label.get_height(), body.get_height()) + layout.px(8)
        box = pygame.Rect(area.x, area.y + (area.height - height) // 2, area.width, height)
        surface.blit(rounded_plate(box.size, palette.background, 235, layout.px(12)), box)
        surface.blit(label, (box.x + layout.px(10), box.y + layout.px(4)))
        surface.blit(body, (box.x + layout.px(20) + label.get_width(), box.y + layout.px(4)))

    def prompts(self) -> list[tuple[str, str]]:
        t = self.t
        item = self.items[self.focus] if self.items and self.focus < len(self.items) else None
        act = t("prompt.select")
        if item is not None:
            if item.card is not None:
                act = t("quest.prompt.win")
            elif item.key.startswith("die:"):
                act = t("quest.prompt.keep") if self.mode == MAIN else t("quest.prompt.choose")
            elif item.key.startswith("power:"):
                act = t("quest.prompt.call")
        found = [("move", t("quest.prompt.move")), ("confirm", act)]
        if self.mode != MAIN:
            found.append(("back", t("quest.turn.cancel")))
        return found + [("menu", t("prompt.menu"))]
