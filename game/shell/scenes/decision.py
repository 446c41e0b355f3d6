"""What every decision screen shares, in every game: the seat it serves, a row of focusable
items (cards and buttons) driven by pad, keys or mouse, the zoom on the focused card, and the
prompt bar. A game's screens give their cards' pictures and words (``card_image``,
``card_fits``, ``card_words``), their help subjects and their suggested move (``advice_kit``)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.shell.engine.actions import Action
from game.shell.input import FocusRing, Intent, IntentEvent, PointerMove, Wheel
from game.shell.input.focus import Focusable, as_box
from game.shell.scenes.advice import AdviceKit
from game.shell.scenes.stack import Host, Scene
from game.shell.ui import drawlog, text
from game.shell.ui.gui import draw_focus_ring, draw_hover_ring
from game.shell.ui.palette import primary_fill
from game.shell.ui.panels import BACKDROP, dim
from game.shell.ui.prompts import draw_prompts

RAISE = 22  # how far a kept card rises above its row (reference units)


def seat_may_act(app: Host, seat: int, event) -> bool:
    """Whether an input may act for ``seat``: when the seat has no pad of its own, any device
    but a pad that is another seat's (its player's press is not this seat's choice); else its
    own pad, or the shared keyboard and mouse. A pad bound to no seat never acts for a seat that
    has one: its press is somebody trying to join, not that seat's choice."""
    seats = getattr(event, "seats", ())
    if app.input.device_of_seat(seat) is None:
        return not seats or seat in seats
    if seats:
        return seat in seats
    device = getattr(event, "device", None)
    return getattr(device, "kind", "") != "pad"


@dataclass
class Item:
    """A focusable thing on a decision screen: a card (``card``) or a button (``label``)."""

    key: str
    card: int | None = None
    label: str = ""
    enabled: bool = True
    selected: bool = False
    color: str | None = None  # a public lesson's named colour, a colour choice
    note: str = ""  # a small line under the item (a price, a reason)
    data: object = None
    rect: pygame.Rect = field(default_factory=pygame.Rect)
    alt: pygame.Rect | None = None  # a second place where the item is drawn (a small copy)


class DecisionScene(Scene):
    """A modal screen over the table that serves one seat's decision."""

    modal = True
    screen = ""
    card_width = 150.0  # reference units
    row_y = 250.0
    cards_owned = False  # the cards shown are the seat's own (no price: a tick)
    on_table = False  # the table stays in view around the choices (the board screen)
    advice_kit: type[AdviceKit] | None = None  # the suggested move here (scenes/advice.py)

    def __init__(self, app: Host, game, seat: int) -> None:
        super().__init__(app)
        self.game = game
        self.seat = seat
        self.items: list[Item] = []
        self.focus = 0
        self.hover: int | None = None  # the item under the mouse (it never takes the focus)
        self.dim_table = True
        self.note_size = 0  # pixels; set with the row's layout

    # --- state --------------------------------------------------------------------------------
    @property
    def session(self):
        return self.game.session

    @property
    def view(self):
        return self.session.view(self.seat)

    @property
    def state(self):
        return self.view.state

    @property
    def me(self):
        return self.state.seats[self.seat]

    def still_current(self) -> bool:
        """False once the rules moved on from this decision (the game then routes again)."""
        return self.seat in self.session.human_movers()

    def submit(self, action: Action) -> bool:
        return self.game.submit(action) is not None

    def update(self, dt: float) -> None:
        if not self.still_current():
            self.app.stack.pop()
            return
        self.refresh_in_place()
        self.narrate_focus()

    def refresh_in_place(self) -> None:
        """``refresh``, each item keeping where it was last drawn until it is drawn again: a
        still screen draws nothing, and a click must find what the player sees under the
        pointer (issue 43, item 1)."""
        drawn = {item.key: (item.rect, item.alt) for item in self.items}
        self.refresh()
        for item in self.items:
            if not item.rect.w and item.key in drawn:
                item.rect, item.alt = drawn[item.key]

    def sleeps(self) -> bool:
        return True  # it follows the game state and the input only

    def enter(self) -> None:
        """Its header and focus are said as it comes, before any key can reach it (a press
        in the frame it was pushed in came before its first update: issue 46)."""
        if self.app.settings.narration and self.still_current():
            self.refresh()
            self.narrate_focus()

    def spoken_title(self) -> str:
        """The screen's header read aloud: who decides, what to do, and the hint."""
        parts = [self.app.seat_name(self.seat), self.title(), self.subtitle()]
        return ". ".join(p.rstrip(".") for p in parts if p) + "."

    def narrate_focus(self) -> None:
        """Say the screen's header when it comes (or changes), then the focused item when it
        changes (narration setting)."""
        if not self.app.settings.narration:
            return
        title = self.spoken_title()
        if title != getattr(self, "_spoken_title", None):
            self._spoken_title = title
            if title.strip(". "):
                self.app.narrate(title)
        if not self.items:
            return
        item = self.shown_item() or self.items[min(self.focus, len(self.items) - 1)]
        if item.key == getattr(self, "_spoken", None):
            return
        self._spoken = item.key
        self.app.narrate_focus(self.placed(item))

    def placed(self, item: Item) -> str:
        """An item's words with its place among the items ("3 of 7", issue 46)."""
        words = self.describe(item)
        shown = [i for i in self.items if self.navigable(i)]
        if item in shown and len(shown) > 1:
            index = shown.index(item) + 1
            words = self.t("speech.place", words=words.rstrip("."), index=index, count=len(shown))
        return words

    def focus_words(self) -> str | None:
        """The screen's header, then the focused item and its place."""
        parts = [self.spoken_title()]
        if self.items:
            item = self.shown_item() or self.items[min(self.focus, len(self.items) - 1)]
            parts.append(self.placed(item))
        return ". ".join(p.rstrip(". ") for p in parts if p.strip(". ")) or None

    says_choices = False  # the screen says what a press chose itself (the Isle's draft)

    def say_choice(self, key: str, was: bool) -> None:
        """A card chosen or put back by a press is said (issue 46: never a silent pick)."""
        if self.says_choices or self.app.stack.top is not self:
            return
        self.refresh()
        item = next((i for i in self.items if i.key == key), None)
        if item is not None and item.card is not None and item.selected != was:
            self.app.narrate(self.choice_words(item))

    def choice_words(self, item: Item) -> str:
        """What a press did to a card: "Chosen: Basket of fish." and what it leaves."""
        name = self.card_words(item.card or 0).split(". ")[0]
        key = "speech.chosen" if item.selected else "speech.unchosen"
        return " ".join(p for p in (self.t(key, name=name), self.subtitle()) if p)

    def describe(self, item: Item) -> str:
        if item.card is not None:
            words = self.card_words(item.card)
            return words + (". " + self.t("narrate.chosen") if item.selected else "")
        return item.label + (f". {item.note}" if item.note else "")

    # --- a game's cards --------------------------------------------------------------------------
    def card_words(self, card: int) -> str:
        """A card as narration reads it (its game's words)."""
        raise NotImplementedError(f"{type(self).__name__} shows cards: it words them")

    def card_image(self, item: Item, width: int) -> pygame.Surface:
        """A card item's picture, ``width`` pixels wide (its game's art)."""
        raise NotImplementedError(f"{type(self).__name__} shows cards: it draws them")

    def card_fits(self, card: int, width: int) -> bool:
        """Whether a card's words fit its picture at ``width`` pixels (else the row zooms)."""
        return True

    def card_subject(self, item: Item) -> object:
        """The help subject of a card item (its game's)."""
        from game.shell.ui.help import Kind, Subject

        return Subject(Kind.BUTTON, item.key)

    def refresh(self) -> None:
        """Rebuild ``items`` from the state (called every update; keep it cheap)."""

    def hovered(self) -> Item | None:
        if self.hover is not None and 0 <= self.hover < len(self.items):
            return self.items[self.hover]
        return None

    def shown_item(self) -> Item | None:
        """The item the screen describes (zoom, price, reason): the one under the mouse, else
        the focused one."""
        item = self.hovered()
        if item is None and self.items and 0 <= self.focus < len(self.items):
            item = self.items[self.focus]
        return item

    # --- input --------------------------------------------------------------------------------
    def can_act(self, event) -> bool:
        return seat_may_act(self.app, self.seat, event)

    def handle(self, event) -> bool:
        if isinstance(event, PointerMove):
            self.hover = self.item_at(event.pos)
            return self.hover is not None
        if isinstance(event, Wheel):
            return False
        if not isinstance(event, IntentEvent):
            return False
        name = str(event.intent)
        if name == "menu" and event.pressed:
            self.game.open_pause()
            return True
        if not self.can_act(event):
            return False
        if name in ("left", "right", "up", "down", "next", "prev") and event.is_down:
            moved = self.move(name)
            if moved:
                self.app.sound("ui_move")
            return moved
        if not event.pressed:
            return False
        if name == "confirm":
            if event.pos is not None:
                index = self.item_at(event.pos)
                if index is None:
                    return self.click_elsewhere(event.pos)
                self.focus = index
            if self.items:
                item = self.items[self.focus]
                self.app.sound(
                    "pick"
                    if item.card is not None or item.key.startswith("tile:")
                    else "ui_confirm"
                )
                key, was = item.key, item.selected
                done = self.activate(item)
                self.say_choice(key, was)
                return done
            return False
        return self.intent(name, event)

    def move(self, name: str) -> bool:
        """Spatial moves between items where the screen lays them out now (a 2-D field of
        cats, a row of cards, the buttons below them), whether a frame drew them yet or not:
        items rebuilt since the last drawing have no place, and a move among places of
        nothing walked the list instead (issue 43, item 2); next/previous follow the list
        order."""
        self.layout_items()
        reachable = [
            i
            for i, item in enumerate(self.items)
            if self.navigable(item) and (i == self.focus or self.steers_into(name, item))
        ]
        if not reachable:
            return False
        ring = FocusRing(
            [
                Focusable(
                    i,
                    as_box(self.items[i].rect),
                    "button"
                    if self.items[i].card is None and not self.items[i].key.startswith("tile:")
                    else "item",
                )
                for i in reachable
            ]
        )
        ring.focus(self.focus if self.focus in reachable else reachable[0])
        if name in ("next", "prev"):
            ring.step(1 if name == "next" else -1)
        elif not ring.move(Intent(name)):
            ring.step(1 if name in ("right", "down") else -1)
        focused = ring.focused_key
        assert isinstance(focused, int)  # the ring's keys are the items' places
        self.focus = focused
        return True

    def navigable(self, item: Item) -> bool:
        """Whether pad and keys can move the focus to this item (the mouse reaches any)."""
        return True

    def steers_into(self, name: str, item: Item) -> bool:
        """Whether the move ``name`` (a direction, next, prev) may bring the focus to
        ``item`` from where it is now."""
        return True

    # --- help -------------------------------------------------------------------------------
    @property
    def help_topic(self) -> str:
        """The help entry of the decision served (a game's screens may name another)."""
        return self.screen

    def help_subject(self, pointer: tuple[int, int] | None):
        """The focused item; with the mouse away from the items on a screen that leaves the
        table in view, what part of the table is under the pointer."""
        if pointer is not None and self.item_at(pointer) is None and not self.dim_table:
            found = self.game.subject_at(pointer)
            if found is not None:
                return found
        return self.item_subject()

    def item_subject(self) -> object:
        """The focused item of a decision screen: a card (its game's subject) or a button."""
        from game.shell.ui.help import Kind, Subject

        if not self.items:
            return Subject(Kind.SCREEN, self.help_topic)
        item = self.items[min(self.focus, len(self.items) - 1)]
        if item.card is not None:
            return self.card_subject(item)
        return self.button_subject(item)

    def button_subject(self, item: Item) -> object:
        """The help subject of a button item (a game's screens may name what it stands for)."""
        from game.shell.ui.help import Kind, Subject

        return Subject(Kind.BUTTON, item.key)

    def item_at(self, pos) -> int | None:
        for i, item in enumerate(self.items):
            if item.rect.collidepoint(pos) or (item.alt is not None and item.alt.collidepoint(pos)):
                return i
        return None

    def activate(self, item: Item) -> bool:
        return False

    def intent(self, name: str, event: IntentEvent) -> bool:
        """Other intents (back, info, flip...) for a subclass."""
        return False

    def click_elsewhere(self, pos) -> bool:
        return False

    # --- drawing ------------------------------------------------------------------------------
    def title(self) -> str:
        return ""

    def subtitle(self) -> str:
        return ""

    def prompts(self) -> list[tuple[str, str]]:
        return [("confirm", self.t("prompt.select")), ("menu", self.t("prompt.menu"))]

    def draw(self, surface: pygame.Surface) -> None:
        palette = self.app.palette
        if self.dim_table:
            dim(surface, palette.background, BACKDROP)
        if not self.header_given_away():
            self.draw_header(surface)
        self.layout_items()
        self.draw_items(surface)
        self.draw_extra(surface)
        self.draw_zoom(surface)
        if self.dim_table:  # its refusals ("too dear") over its own ground, never under it
            self.draw_over_ground(surface)
        # the glyphs of this seat's own pad, not of the pad another seat pressed last
        draw_prompts(surface, self.app, self.prompts(), seat=self.seat, keyboard_acts=True)

    def draw_over_ground(self, surface: pygame.Surface) -> None:
        """What the game shows over a screen's own ground (its messages, its refusals)."""

    def header_given_away(self) -> bool:
        """An overlay (the suggested move) shows its words in the header's place."""
        return any(
            getattr(overlay, "takes_header", lambda scene: False)(self)
            for overlay in getattr(self.app, "overlays", ())
        )

    def draw_header(self, surface: pygame.Surface) -> None:
        """Who decides, what to do, and a hint; stacked so that large text never overlaps."""
        layout, palette = self.app.layout, self.app.palette
        color = palette.seats[self.seat % len(palette.seats)]
        x, y = layout.point(640, 50)
        limit = layout.point(0, self.row_y - 8)[1]
        if any(item.card is not None for item in self.items):
            limit -= self.raised_reach()  # a kept card rises with its tick: never over these
        lines = [
            (self.app.seat_name(self.seat), "title", 24, color),
            (self.title(), "title", 30, palette.text),
            (self.subtitle(), "body", 20, palette.text_dim),
        ]
        lines = [line for line in lines if line[0]]
        scale = 1.0
        while True:  # the header reflows smaller rather than covering the cards
            images = [
                text.render_block(
                    words,
                    face,
                    max(layout.px(11), round(layout.font(size) * scale)),
                    shade,
                    self.header_width(),
                    "center",
                )
                for words, face, size, shade in lines
            ]
            height = sum(i.get_height() + layout.px(2) for i in images)
            if y + height <= limit or scale < 0.4:
                break
            scale *= 0.9
        self.header_scale = scale  # what else heads a part of the screen stays under it
        for image in images:
            surface.blit(image, image.get_rect(midtop=(x, y)))
            y += image.get_height() + layout.px(2)

    def message_areas(self) -> list[pygame.Rect]:
        """Where a card screen's toasts go: under its buttons, above the prompt bar, else
        along its top."""
        from game.shell.ui.prompts import bar_top

        layout = self.app.layout
        below = max((i.rect.bottom for i in self.items if i.rect.h), default=0) + layout.px(8)
        left, right = self.row_span()
        x0, x1 = layout.point(left, 0)[0], layout.point(right, 0)[0]
        room = pygame.Rect(x0, below, x1 - x0, bar_top(layout) - layout.px(6) - below)
        return [room, pygame.Rect(x0, layout.px(6), x1 - x0, layout.px(200))]

    def message_keepout(self) -> list[pygame.Rect]:
        """What a card screen's toasts keep clear of: its cards (with their notes), its
        buttons, the zoomed card."""
        layout = self.app.layout
        rects = [i.rect.inflate(0, layout.px(60)) for i in self.items if i.rect.w]
        if self.uses_zoom():
            rects.append(layout.rect(20, 170, 280 * min(1.3, self.app.settings.text_scale), 500))
        return rects

    def header_width(self) -> int:
        """How wide the header's lines may be (centred on the window)."""
        return self.app.layout.px(1180)

    def raised_reach(self) -> int:
        """How far above the row a kept card reaches: it rises, its tick sits on its corner."""
        layout = self.app.layout
        return layout.px(RAISE) + self.tick_radius() - layout.px(3)  # the tick's centre: 3 in

    def tick_radius(self) -> int:
        return self.app.layout.px(13)

    def layout_items(self) -> None:
        """Place the items in a centred row (cards) with buttons after them."""
        layout = self.app.layout
        cards = [i for i in self.items if i.card is not None]
        buttons = [i for i in self.items if i.card is None]
        gap = layout.px(14)
        count = len(cards)
        left, right = self.row_span()
        if count:
            available = layout.px(right - left)
            width = self.card_px(count, self.uses_zoom())
            height = round(width * 1.4)
            total = count * width + (count - 1) * gap
            x = layout.point(left, 0)[0] + (available - total) // 2
            y = layout.point(0, self.row_y)[1]
            for item in cards:
                item.rect = pygame.Rect(x, y, width, height)
                x += width + gap
            notes = [item.note for item in cards if item.note]
            # one size for every note of the row, fitted to a card's width
            self.note_size = min(
                (text.fit_size(n, "bold", layout.font(18), width) for n in notes),
                default=layout.font(18),
            )
            note_h = text.font("bold", self.note_size).get_linesize() if notes else 0
            bottom = y + height + note_h + layout.px(22)
        else:
            bottom = layout.point(0, self.row_y)[1]
        self.layout_buttons(buttons, bottom)

    def row_span(self, zoomed: bool | None = None) -> tuple[float, float]:
        """Left and right edges (reference units) of the row; the zoom uses the left side."""
        zoom = 280 * min(1.3, self.app.settings.text_scale)
        zoomed = self.uses_zoom() if zoomed is None else zoomed
        # 20 units from the right edge: the last card's tick and focus ring stay in the window;
        # 34 from the left: the first card's focus pointer too (it was clipped there)
        return (50.0 + zoom, 1260.0) if zoomed else (34.0, 1260.0)

    def uses_zoom(self) -> bool:
        """A zoom on the focused card beside the row, unless it leaves the row's cards too
        narrow for their whole text while they would have room without it (a small window,
        many cards): every card is then read in the row."""
        cards = tuple(i.card for i in self.items if i.card is not None)
        if not cards:
            return False
        return self._texts_fit(cards, True) or not self._texts_fit(cards, False)

    def card_px(self, count: int, zoomed: bool) -> int:
        """The width of each of ``count`` cards in the row; without the zoom beside them they
        may grow a little more (each card is then read in the row)."""
        layout = self.app.layout
        left, right = self.row_span(zoomed)
        gap = layout.px(14)
        most = self.card_width if zoomed else self.card_width * 7 / 6
        return min(layout.px(most), (layout.px(right - left) - gap * (count - 1)) // count)

    def _texts_fit(self, cards: tuple[int, ...], zoomed: bool) -> bool:
        width = self.card_px(len(cards), zoomed)
        lang = self.app.settings.language
        key = (cards, width, lang, self.app.art.symbols is not None)
        cache = self.__dict__.setdefault("_fits", {})
        if key not in cache:
            if len(cache) > 64:
                cache.clear()
            cache[key] = all(self.card_fits(c, width) for c in cards)
        return cache[key]

    def layout_buttons(self, buttons: list[Item], top: int) -> None:
        layout = self.app.layout
        font = layout.font(20)
        gap = layout.px(16)
        sizes = [text.font("bold", font).size(b.label)[0] + layout.px(40) for b in buttons]
        total = sum(sizes) + gap * max(0, len(buttons) - 1)
        left, right = self.row_span()
        x = layout.point(left, 0)[0] + (layout.px(right - left) - total) // 2
        height = max(layout.px(48), round(font * 2))
        for item, w in zip(buttons, sizes, strict=True):
            item.rect = pygame.Rect(x, top, w, height)
            x += w + gap

    def draw_items(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        for index, item in enumerate(self.items):
            focused = index == self.focus
            if item.card is not None:
                self.draw_card_item(surface, item, focused)
            else:
                self.draw_button(surface, item, focused)
            if index == self.hover and not focused:
                rect = item.rect.move(0, -layout.px(RAISE) if item.selected and item.card else 0)
                draw_hover_ring(surface, rect, palette, layout, layout.px(12))

    def draw_card_item(self, surface: pygame.Surface, item: Item, focused: bool) -> None:
        layout, palette = self.app.layout, self.app.palette
        rect = item.rect.move(0, -layout.px(RAISE) if item.selected else 0)
        image = self.card_image(item, rect.width)
        if not item.enabled:  # greyed, a little darker: its words still read
            image = pygame.transform.grayscale(image)
            image.fill((200, 200, 200), special_flags=pygame.BLEND_RGB_MULT)
        surface.blit(image, rect)
        drawlog.note("element", rect, surface, label=item.key)
        if item.selected:
            pygame.draw.rect(
                surface,
                palette.good,
                rect.inflate(layout.px(6), layout.px(6)),
                max(2, layout.px(4)),
                border_radius=layout.px(12),
            )
        if focused:
            draw_focus_ring(
                surface, rect.inflate(layout.px(4), layout.px(4)), palette, layout, layout.px(12)
            )
        if item.selected:  # its tick over the focus ring: a kept card reads as kept focused too
            self.draw_tick(surface, rect)
        if item.note:
            size = self.note_size or layout.font(18)
            note = text.render(
                item.note, "bold", size, palette.text if item.enabled else palette.bad
            )
            surface.blit(note, note.get_rect(midtop=(rect.centerx, rect.bottom + layout.px(6))))

    def draw_tick(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A tick on a disc at the card's corner, the size of the cards (not of the text)."""
        layout, palette = self.app.layout, self.app.palette
        radius = self.tick_radius()
        center = (rect.right - layout.px(3), rect.top + layout.px(3))
        pygame.draw.circle(surface, palette.good, center, radius)
        pygame.draw.circle(surface, palette.background, center, radius, max(1, layout.px(2)))
        cx, cy = center
        r = radius * 0.55
        points = [(cx - r, cy), (cx - r * 0.25, cy + r * 0.7), (cx + r, cy - r * 0.65)]
        pygame.draw.lines(surface, palette.text_on_accent, False, points, max(2, round(radius / 4)))

    def draw_button(self, surface: pygame.Surface, item: Item, focused: bool) -> None:
        layout, palette = self.app.layout, self.app.palette
        rect = item.rect
        primary = item.selected
        fill = primary_fill(palette) if primary else palette.panel
        if not item.enabled:
            fill = palette.background
        pygame.draw.rect(surface, fill, rect, border_radius=layout.px(12))
        drawlog.note("element", rect, surface, label=item.label)
        pygame.draw.rect(
            surface, palette.panel_edge, rect, max(1, layout.px(2)), border_radius=layout.px(12)
        )
        if focused:
            draw_focus_ring(surface, rect, palette, layout, layout.px(12))
        color = (
            palette.text_on_accent
            if primary
            else (palette.text if item.enabled else palette.text_dim)
        )
        size = layout.font(18 if rect.height < layout.px(44) else 20)
        size = text.fit_size(item.label, "bold", size, rect.width - layout.px(12))
        while size > 8 and text.font("bold", size).get_ascent() > rect.height - layout.px(10):
            size -= 1  # a button laid out for the crowded table keeps its label inside
        label = text.render(item.label, "bold", size, color)
        surface.blit(label, label.get_rect(center=rect.center))
        if item.note:
            size = text.fit_size(item.note, "body", layout.font(18), rect.width + layout.px(40))
            note = text.render(item.note, "body", size, palette.text_dim)
            surface.blit(note, note.get_rect(midtop=(rect.centerx, rect.bottom + layout.px(4))))

    def draw_extra(self, surface: pygame.Surface) -> None:
        """Whatever a screen shows besides its row."""

    def zoom_card(self) -> Item | None:
        """The card in the zoom: the one the focus or the mouse is on, else the last one that
        was (with the focus on a button the row kept its room for a zoom that was gone: the
        left third empty, play-test 2026-12-06)."""
        item = self.shown_item()
        if item is not None and item.card is not None:
            self._zoomed = item.key
            return item
        last = getattr(self, "_zoomed", None)
        found = next((i for i in self.items if i.key == last and i.card is not None), None)
        return found or next((i for i in self.items if i.card is not None), None)

    def draw_zoom(self, surface: pygame.Surface) -> None:
        """The focused card, large enough to read, on the left of the row."""
        if not self.uses_zoom():
            return
        item = self.zoom_card()
        if item is None:
            return
        layout = self.app.layout
        width = layout.px(280 * min(1.3, self.app.settings.text_scale))
        image = self.card_image(item, width)
        x, y = layout.point(26, 178)
        from game.shell.ui.prompts import bar_top

        bottom = bar_top(layout) - layout.px(8)  # above the prompt bar at any text size
        if y + image.get_height() > bottom:
            scale = (bottom - y) / image.get_height()
            image = self.card_image(item, round(width * scale))
        shadow = pygame.Surface(image.get_size(), pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 90))
        surface.blit(shadow, (x + layout.px(6), y + layout.px(8)))
        surface.blit(image, (x, y))
