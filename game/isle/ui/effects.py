"""Animations made from rule events: tiles flying to boats and settling, families glowing,
fish hopping, baskets turning over, the draft's cards, fish counts, banners and toasts.

Effects read the events (and the table's layout) and draw over the table; they never change
the game. Durations follow the animation-speed setting ("instant": none); reduced motion
keeps short fades where things would travel, and nothing pulses or shakes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.isle.data.window import isle_content, isle_texts
from game.isle.rules import events as ev
from game.isle.rules.ids import Tile
from game.isle.rules.state import GameState
from game.isle.rules.vocabulary import Phase
from game.isle.ui.anim_boat import BoatMotion
from game.isle.ui.anim_cards import HandMotion
from game.isle.ui.anim_moves import GROW, MoveShow
from game.isle.ui.anim_panel import PanelMotion
from game.isle.ui.art import isle_art
from game.isle.ui.captions import Move
from game.isle.ui.narration import describe
from game.isle.ui.table import TableView, baskets_face_used, field_cat_cell
from game.shell.engine.dispatch import Dispatch
from game.shell.ui import drawlog, text
from game.shell.ui.narration import personal
from game.shell.ui.tween import Tween, arc_point, duration_factor

if TYPE_CHECKING:
    from game.shell.scenes.stack import Host

HOLD_LIMIT = 8.0  # seconds a message waits for room before its time runs anyway
OTHERS_WORDS = ("caption", "recap")  # messages that tell another seat's move


def covers_table(scene) -> bool:
    """A decision screen on its own ground over the table (the card screens; not the board,
    which leaves the table in view)."""
    return bool(getattr(scene, "dim_table", False)) and not getattr(scene, "on_table", False)


@dataclass
class Flight:
    tile: Tile
    k: int
    start: tuple[int, int]
    end: tuple[int, int]
    cell_from: int
    cell_to: int
    tween: Tween
    seat: int  # the boat it lands on (-1: a field or off the island)
    mask: int = 0
    fade: bool = False  # fades out on the way (running away)
    field: bool = False  # lands in a field (the field hides it until it lands)
    appear: bool = False  # reduced motion: fades in where it lands instead of flying
    zoom: bool = False  # lands on a seat's grown boat (which shows it once landed)

    @property
    def blocking(self) -> bool:
        return not self.tween.done


@dataclass
class CardReveal:
    card: int
    color: str | None
    tween: Tween


@dataclass
class Floater:
    """Fish gained or paid, floating at the end of the panel's fish row (clear of the name)."""

    label: str
    color: tuple[int, int, int]
    tween: Tween


@dataclass
class Toast:
    label: str
    bad: bool
    tween: Tween
    waited: float = 0.0  # seconds held with no room on the table
    seat: int | None = None  # the seat it tells of, when it is old news at its next decision


@dataclass
class Banner:
    label: str
    tween: Tween
    sub: str = ""
    small: bool = False  # a one-line announcement rather than a big title
    waited: float = 0.0  # seconds held with no room on the table


# A message over the table: its key (what it is, which one), the effect or move it shows (None:
# a line of the screen's own or who is playing), its picture and its alpha
MessageKey = tuple[str | int, ...]
Message = tuple[MessageKey, "Banner | Toast | Move | None", pygame.Surface, int]


@dataclass
class Effects:
    app: Host
    table: TableView
    flights: list[Flight] = field(default_factory=list)
    floaters: list[Floater] = field(default_factory=list)
    toasts: list[Toast] = field(default_factory=list)
    banners: list[Banner] = field(default_factory=list)
    cards: list[CardReveal] = field(default_factory=list)
    hands: HandMotion = field(default_factory=HandMotion)  # the draft's cards
    served: int = 0
    # cats taken from a field and not placed yet: seat -> (tile, box centre, cell size); the
    # placement comes in a later action, and the tile flies from there
    lifted: dict[int, tuple[Tile, tuple[int, int], int]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self._images: dict[tuple, pygame.Surface] = {}  # the messages' plates, by content
        self.boats = BoatMotion(self.app, self.table)  # settling tiles, glowing families
        self.panel = PanelMotion(self.app, self.table)  # fish hopping, baskets turning
        self.moves = MoveShow(self.app, self.table)  # the other seats' moves followed

    def retable(self, table) -> None:
        """The table was rebuilt (window resized, text scale changed)."""
        table.held_field = dict(self.table.held_field)  # lifted cats keep their places
        self.table = self.boats.table = self.panel.table = self.moves.table = table

    # --- timing ---------------------------------------------------------------------------
    def _seconds(self, base: float) -> float:
        s = self.app.settings
        return base * duration_factor(s.animation_speed, s.reduced_motion)

    @property
    def still(self) -> bool:
        """Reduced motion: fade in place rather than travel, no pulse, no squash."""
        return bool(self.app.settings.reduced_motion)

    def busy(self) -> bool:
        return (
            any(f.blocking for f in self.flights)
            or any(not b.tween.done for b in self.banners)
            or any(not c.tween.done for c in self.cards)
            or self.moves.busy()
        )

    def animating(self) -> bool:
        """Anything on screen that changes from frame to frame (the main loop may skip
        drawing frames while nothing does)."""
        groups = (self.flights, self.floaters, self.toasts, self.banners, self.cards)
        return (
            any(group for group in groups)
            or self.hands.active()
            or bool(self.boats.settles or self.boats.glows)
            or bool(self.panel.fish or self.panel.baskets)
            or self.table.order_motion is not None
            or self.moves.animating()
        )

    def clear(self) -> None:
        for group in (self.flights, self.floaters, self.banners, self.cards):
            group.clear()
        self.lifted.clear()
        for motion in (self.hands, self.boats, self.panel, self.moves):
            motion.clear()
        self.table.order_motion = None
        self.table.hidden_field = set()

    def update(self, dt: float, hold_hands: bool = False) -> None:
        """Advance every animation; ``hold_hands`` keeps the draft's hands still (a hand-off
        screen hides them: the player sees their cards dealt once they look)."""
        top = getattr(getattr(self.app, "stack", None), "top", None)
        held = self.held(top) if (self.toasts or self.banners) else set()
        queued = {id(t) for t in self.toasts[1:]}
        timed: list[Flight | Floater | Toast | Banner | CardReveal] = [
            *self.flights,
            *self.floaters,
            *self.toasts,
            *self.banners,
            *self.cards,
        ]
        for item in timed:
            if id(item) in queued:
                continue  # its turn comes when the toast before it is read
            if isinstance(item, (Toast, Banner)) and id(item) in held:  # held: messages only
                item.waited += dt
                if item.waited < HOLD_LIMIT:
                    continue  # no room on the table now: its time waits
            item.tween.update(dt)
        for motion in (
            (self.boats, self.panel) if hold_hands else (self.hands, self.boats, self.panel)
        ):
            motion.update(dt)
        self.moves.update(dt)
        for f in self.flights:
            if f.tween.done and f.seat >= 0 and not f.zoom:  # landed: it settles into place
                self.boats.land(f.tile, f.k, f.end, f.cell_to, f.seat, f.mask)
        self.flights = [f for f in self.flights if not f.tween.done]
        self.floaters = [f for f in self.floaters if not f.tween.done]
        self.toasts = [t for t in self.toasts if not t.tween.done]
        self.banners = [b for b in self.banners if not b.tween.done]
        self.cards = [c for c in self.cards if not c.tween.done]
        reorder = self.table.order_motion
        if reorder is not None:
            reorder[1].update(dt)
            if reorder[1].done:
                self.table.order_motion = None
        self.table.hidden_field = {f.tile for f in self.flights if f.field}

    # --- from events ----------------------------------------------------------------------
    def toast(self, label: str, bad: bool = False, seat: int | None = None) -> None:
        """A short line, shown one at a time (2-3 at once stacked over the island: issue 43,
        item 3), each after the one before; a refusal answers a press, so it goes first. The
        same line said again starts its time again rather than stacking a copy (a refused
        press repeated). ``seat``: the seat it tells of (it is old news once that seat's next
        decision comes: ``forget_toasts_of``)."""
        self.toasts = [t for t in self.toasts if t.label != label]
        toast = Toast(label, bad, Tween(max(1.6, self._seconds(3.0)), "linear"), seat=seat)
        if bad:
            self.toasts.insert(0, toast)
            narrate = getattr(self.app, "narrate", None)
            if narrate is not None:  # a refusal is heard too, never only seen (issue 46)
                narrate(label)
        else:
            self.toasts.append(toast)
        del self.toasts[1:-3]  # a few waiting at most: the oldest waiting go first

    def forget_toasts_of(self, seat: int) -> None:
        """The seat decides again: what the toasts told of it is past ("Mia had nothing to do
        and passed" under Mia's own rare-find choices)."""
        self.toasts = [t for t in self.toasts if t.seat != seat]

    def announce(self, label: str) -> None:
        """A line shown after the ones already waiting, one at a time (the sister's actions):
        play waits until it has been read."""
        # after the last line waiting ends (each line's delay already counts those before it:
        # a sum would double the wait with every line, and the sister's turn never ended)
        delay = max(
            (b.tween.duration + b.tween.delay - b.tween.elapsed for b in self.banners if b.small),
            default=0.0,
        )
        duration = max(0.8, self._seconds(1.6))
        self.banners.append(
            Banner(label, Tween(duration, "linear", delay=max(0.0, delay)), small=True)
        )

    def banner(self, label: str, sub: str = "") -> None:
        duration = self._seconds(1.3)
        if duration > 0:
            self.banners.append(Banner(label, Tween(duration, "linear"), sub))

    def show(
        self,
        events: tuple[ev.Event, ...],
        served: int,
        before: GameState | None = None,
        after: GameState | None = None,
    ) -> None:
        self.served = served
        field_boxes: dict[Tile, pygame.Rect] = {}
        if before is not None:
            field_boxes = {tile: box for tile, _, box in self.table.field_tiles(before)}
        shown = Shown(self, served, before, after, field_boxes)
        for event in events:
            SHOW(event, shown)

    def _reorder(self, old_order) -> None:
        """The turn-order badges slide to their new places (they just change under reduced
        motion)."""
        duration = self._seconds(0.9)
        if duration > 0 and not self.still:
            self.table.order_motion = (
                self.table.order_slots(tuple(old_order)),
                Tween(duration, "in_out_cubic"),
            )

    def _run_away(self, tile: Tile, box) -> None:
        """A cat left in the fields at nightfall scampers off the island (fades where it
        sits under reduced motion)."""
        duration = self._seconds(0.7)
        if duration <= 0:
            return
        cell = field_cat_cell(box)
        if self.still:
            w, h = isle_content(self.app).shapes[tile.shape].extents[0]
            here = (box.centerx - w * cell // 2, box.centery - h * cell // 2)
            self.flights.append(
                Flight(tile, 0, here, here, cell, cell, Tween(duration, "linear"), -1, 0, fade=True)
            )
            return
        end = (-self.app.layout.px(120), box.y - self.app.layout.px(60))
        self.flights.append(
            Flight(
                tile,
                0,
                box.center,
                end,
                cell,
                cell,
                Tween(duration, "in_out_cubic"),
                -1,
                0,
                fade=True,
            )
        )

    def _arrive(self, tile: Tile, after: GameState, index: int) -> None:
        """A cat drawn from the bag drops into its field, one after the other."""
        duration = self._seconds(0.45)
        if duration <= 0:
            return
        boxes = {t: box for t, _, box in self.table.field_tiles(after)}
        box = boxes.get(tile)
        if box is None:
            return
        cell = field_cat_cell(box)
        image_w, image_h = isle_content(self.app).shapes[tile.shape].extents[0]
        end = (box.centerx - image_w * cell // 2, box.centery - image_h * cell // 2)
        start, cell_from = (
            (end, cell) if self.still else (self.app.layout.point(760, 10), cell // 2)
        )
        self.flights.append(
            Flight(
                tile,
                0,
                start,
                end,
                cell_from,
                cell,
                Tween(duration, "out_cubic", delay=index * duration * 0.35),
                -1,
                0,
                field=True,
                appear=self.still,
            )
        )

    def reveal_card(self, card: int, color) -> None:
        """A public lesson shown large, then gone to the public lessons row."""
        duration = self._seconds(1.6)
        if duration > 0:
            self.cards.append(
                CardReveal(card, color, Tween(duration, "linear", delay=0.3 * len(self.cards)))
            )

    def _float(self, label: str, color) -> None:
        duration = self._seconds(1.2)
        if duration > 0:  # "instant": the count changes, nothing floats
            self.floaters.append(Floater(label, color, Tween(max(0.6, duration))))

    def follow(self, move, served: int) -> None:
        """A move of another seat (from the game's recap): its caption and highlight."""
        self.moves.show(move, served)

    def _fly(self, event: ev.TilePlaced, served: int, source, after=None) -> float:
        """The placed tile flies from its field to the boat; one placed by hand (the ghost
        was already there) just snaps into place; another seat's boat grows for the landing.
        Returns the seconds until it lands."""
        duration = self._seconds(0.55)
        if duration <= 0:
            return 0.0
        origin, cell_to = self.table.boat_origin(event.seat, served)
        from game.isle.ui.boatview import canonical_k

        k = canonical_k(isle_content(self.app), event.tile.shape, event.k)
        end = (origin[0] + event.x * cell_to, origin[1] + event.y * cell_to)
        session = getattr(self.app, "session", None)
        if not self.still and session is not None and event.seat in session.humans():
            self.boats.land(event.tile, k, end, cell_to, event.seat, event.mask)
            return 0.0
        zoom = None
        if event.seat != served and after is not None and event.seat < len(after.seats):
            seat = after.seats[event.seat]
            zoom = self.moves.zoom(event.seat, served, seat.boat, seat.tiles, event.mask)
        delay = 0.0
        if zoom is not None:
            end, cell_to, delay = (
                self.moves.landing(zoom, event.x, event.y),
                zoom.cell,
                (self._seconds(GROW)),
            )
        if self.still:
            center, cell_from = end, cell_to
        elif source is not None:
            _, center, cell_from = source
        else:
            center = (end[0], end[1] - self.app.layout.px(80))
            cell_from = cell_to
        self.flights.append(
            Flight(
                event.tile,
                k,
                center,
                end,
                cell_from,
                cell_to,
                Tween(duration, "in_out_cubic", delay=delay),
                event.seat,
                event.mask,
                appear=self.still,
                zoom=zoom is not None,
            )
        )
        return delay + duration

    def _basket_faces(self, before: GameState, after: GameState) -> tuple[bool, bool]:
        """Whether the panel's basket showed its used face before and after."""
        return (
            baskets_face_used(before.seats[self.served]),
            baskets_face_used(after.seats[self.served]),
        )

    def deal(self, seat: int, cards: tuple[int, ...]) -> None:
        """Cards dealt to a seat slide into its hand, one after the other."""
        self.hands.deal(seat, cards, self._seconds(0.38), self.still)

    def _pass_hands(self, direction: int, before: GameState, after: GameState) -> None:
        """Each seat's passed cards leave toward the neighbour; the received ones come in."""
        duration = self._seconds(0.8)
        for seat, (old, new) in enumerate(zip(before.seats, after.seats, strict=True)):
            kept = set(new.kept[len(old.kept) :])
            leaving = tuple(c for c in old.offer if c not in kept)
            self.hands.pass_hand(seat, direction, leaving, tuple(new.offer), duration, self.still)

    def hidden_masks(self) -> dict[int, set[int]]:
        """Tiles still flying or settling: the boats must not show them yet."""
        hidden: dict[int, set[int]] = {}
        for flight in self.flights:
            if flight.seat >= 0:
                hidden.setdefault(flight.seat, set()).add(flight.mask)
        self.boats.hidden(hidden)
        self.moves.hidden(hidden)
        return hidden

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, waiting: str = "") -> None:
        """Everything the effects show over the table; ``waiting``: who is playing, in words
        (the game says it while bots think)."""
        layout, art = self.app.layout, isle_art(self.app)
        top = getattr(getattr(self.app, "stack", None), "top", None)
        self.moves.draw(surface, self.served)
        for flight in self.flights:
            if not flight.tween.started:
                continue
            v = flight.tween.value
            cell = max(4, round(flight.cell_from + (flight.cell_to - flight.cell_from) * v))
            image = art.tile(flight.tile.shape, flight.tile.color, flight.k, cell)
            if flight.fade or flight.appear:
                image = image.copy()
                raw = flight.tween.raw
                image.set_alpha(round(255 * (1 - raw if flight.fade else raw)))
            pos: tuple[float, float]
            if flight.start == flight.end:
                pos = flight.end
            else:
                start = (
                    flight.start[0] - image.get_width() // 2 * (1 - v),
                    flight.start[1] - image.get_height() // 2 * (1 - v),
                )
                pos = arc_point(start, flight.end, v, layout.px(60))
            surface.blit(image, (round(pos[0]), round(pos[1])))
        self.boats.draw(surface, self.served)
        self.panel.draw(surface)
        rise = 0 if self.still else layout.px(14)  # reduced motion: fades without rising
        fish_row = (self.table.regions().panel.right - layout.px(34), self.table.anchor("fish")[1])
        for floater in self.floaters:
            v = floater.tween.value
            image = text.render(floater.label, "title", self.table.dense(24), floater.color)
            image.set_alpha(round(255 * (1 - floater.tween.raw**3)))
            surface.blit(image, image.get_rect(center=(fish_row[0], fish_row[1] - rise * v)))
        self._draw_cards(surface)
        if not covers_table(top):  # a card screen draws them over its own ground
            self._draw_messages(surface, top, waiting)

    def _draw_cards(self, surface: pygame.Surface) -> None:
        layout = self.app.layout
        target = self.table.regions().lessons
        for reveal in self.cards:
            if not reveal.tween.started:
                continue
            raw = reveal.tween.raw
            big = layout.px(260)
            alpha = 255
            if raw < 0.7:
                width, center = big, layout.point(440, 330)
            elif self.still:  # reduced motion: it fades where it was read, no travel
                width, center = big, layout.point(440, 330)
                alpha = round(255 * (1 - raw) / 0.3)
            else:
                v = (raw - 0.7) / 0.3
                width = round(big + (layout.px(70) - big) * v)
                start = layout.point(440, 330)
                end = (target.right - layout.px(40), target.centery)
                center = (
                    round(start[0] + (end[0] - start[0]) * v),
                    round(start[1] + (end[1] - start[1]) * v),
                )
            image = isle_art(self.app).card(
                reveal.card,
                width,
                self.app.settings.language,
                isle_texts(self.app),
                color=reveal.color,
            )
            if alpha < 255:
                image = image.copy()
                image.set_alpha(alpha)
            surface.blit(image, image.get_rect(center=center))

    # --- messages ---------------------------------------------------------------------------
    def _messages(self, top, waiting: str = "") -> list[Message]:
        """(key, the effect, its picture, alpha) of each message to show now, the most
        important first: the phase banner, the sister's line, the last move's caption,
        toasts, who is playing."""
        found: list[Message] = []
        width = self._message_width()
        if covers_table(top):  # a card screen over the table: its toasts only
            return [m for m in self._toasts(width)]
        for banner in self.banners:
            if banner.small or not banner.tween.started:
                continue
            raw = banner.tween.raw
            alpha = round(255 * min(1.0, raw * 5, (1 - raw) * 4))
            found.append((("banner", id(banner)), banner, self._banner_image(banner, width), alpha))
        instant = self.app.settings.animation_speed == "instant"
        for banner in self.banners:
            if not banner.small or not banner.tween.started:
                continue
            raw = banner.tween.raw
            alpha = 255 if instant else round(255 * min(1.0, raw * 8, (1 - raw) * 6))
            image = self._plate_image("line", banner.label, width)
            found.append((("line", id(banner)), banner, image, alpha))
        from game.isle.ui.anim_moves import caption_image

        if getattr(top, "shows_recap", False):  # the strip's words stand for the caption
            said = top.recap_message() if hasattr(top, "recap_message") else None
            if isinstance(said, str):
                image = self._plate_image("toast", said, width)
                found.append((("recap", said), None, image, 255))
            elif said is not None:
                image = caption_image(self.app, self.table, said, width)
                found.append((("recap", said.index), said, image, 255))
        elif self.moves.caption is not None:
            move = self.moves.caption
            image = caption_image(self.app, self.table, move, width)
            found.append((("caption", move.index), move, image, self.moves.caption_alpha()))
        found += self._toasts(self._message_width())
        if waiting:
            image = self._plate_image("waiting", waiting, self._message_width())
            found.append((("waiting",), None, image, 255))
        return found

    def _toasts(self, width: int) -> list[Message]:
        found: list[Message] = []
        for toast in self.toasts[:1]:  # one at a time: the others wait their turn
            raw = toast.tween.raw
            alpha = 255 if raw < 0.85 else round(255 * (1 - raw) / 0.15)
            image = self._plate_image("bad" if toast.bad else "toast", toast.label, width)
            found.append((("toast", id(toast)), toast, image, alpha))
        return found

    def _message_width(self) -> int:
        return self.table.regions().island.w - self.app.layout.px(40)

    def message_room(self, top) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """Where messages may go (the island, then the player's boat) and what they keep
        clear of: what the screen on top lets the player choose (its ``message_keepout``),
        a grown boat, a cat lifted from its field, a public lesson shown large."""
        r, layout = self.table.regions(), self.app.layout
        areas = [
            r.island.inflate(-layout.px(16), -layout.px(10)),
            r.boat.inflate(-layout.px(16), -layout.px(10)),
        ]
        own = getattr(top, "message_areas", None)
        if covers_table(top) and callable(own):  # a card screen's own room
            areas = list(own())
        keepout: list[pygame.Rect] = []
        given = getattr(top, "message_keepout", None)
        if callable(given):
            keepout += [pygame.Rect(rect) for rect in given()]
        keepout += [zoom.plate() for zoom in self.moves.zooms]
        for lifted in self.moves.lifted.values():
            side = 5 * lifted.cell
            keepout.append(
                pygame.Rect(0, 0, side, side + layout.px(12)).move(
                    lifted.center[0] - side // 2, lifted.center[1] - side // 2 - layout.px(12)
                )
            )
        if self.cards:
            big = layout.px(260)
            keepout.append(
                pygame.Rect(0, 0, big, round(big * 1.45)).move(
                    layout.point(440, 330)[0] - big // 2,
                    layout.point(440, 330)[1] - round(big * 0.73),
                )
            )
        return areas, keepout

    def message_places(
        self, top, waiting: str = ""
    ) -> list[
        tuple[MessageKey, Banner | Toast | Move | None, pygame.Surface, int, pygame.Rect | None]
    ]:
        """Each message with where it goes now (None: no room, it waits)."""
        from game.isle.ui.messages import place

        messages = self._messages(top, waiting)
        if not messages:  # nothing to place: the screen's choices need not be measured
            return []
        areas, keepout = self.message_room(top)
        others = self._others_room(top, areas)
        layout = self.app.layout
        spots = place(
            [(key, image.get_size()) for key, _, image, _ in messages],
            lambda key: others if isinstance(key, tuple) and key[0] in OTHERS_WORDS else areas,
            keepout,
            gap=layout.px(6),
            step=layout.px(4),
        )
        return [(key, obj, image, alpha, spots[key]) for key, obj, image, alpha in messages]

    def _others_room(self, top, areas: list[pygame.Rect]) -> list[pygame.Rect]:
        """Where the words of another seat's move go while a person decides on the table:
        over the island, else low on that person's own boat, never on its top rows (a bot's
        caption sat there for the whole turn: issue 43, item 3), the rows next to the
        fields the player reads to choose."""
        if not getattr(top, "on_table", False) or covers_table(top):
            return areas
        r, layout = self.table.regions(), self.app.layout
        low = r.boat.inflate(-layout.px(16), -layout.px(10))
        low.height //= 2
        low.y += low.height
        return [areas[0], low]

    def held(self, top) -> set[int]:
        """The toasts and lines that have no room now: their time waits (a line also holds
        the lines after it)."""
        waiting = {
            id(obj)
            for key, obj, _, _, spot in self.message_places(top)
            if spot is None and key[0] in ("toast", "line", "banner")
        }
        after = False
        for banner in self.banners:
            if banner.small:
                after = after or id(banner) in waiting
                if after:
                    waiting.add(id(banner))
        return waiting

    def draw_over(self, surface: pygame.Surface, scene) -> None:
        """The toasts over a card screen (drawn by it: the table below is covered)."""
        self._draw_messages(surface, scene, "")

    def _draw_messages(self, surface: pygame.Surface, top, waiting: str) -> None:
        for key, _, image, alpha, spot in self.message_places(top, waiting):
            if spot is None or alpha <= 0:
                continue
            if alpha < 255:
                image = image.copy()
                image.set_alpha(alpha)
            surface.blit(image, spot)
            drawlog.note("message", spot, surface, label=key[0])

    def _plate_image(self, kind: str, label: str, width: int) -> pygame.Surface:
        """A message on its opaque plate (nothing of the table reads through it): a toast
        (``bad``: a refusal, on the warning colour), the sister's line, who is playing."""
        layout, palette = self.app.layout, self.app.palette
        key = (kind, label, width, layout, palette.name)
        found = self._images.get(key)
        if found is not None:
            return found
        pad = layout.px(12)
        ink = palette.text_on_accent if kind == "bad" else palette.text
        size = self.table.reading(18 if kind == "line" else 17)
        words = text.render_block(label, "bold", size, ink, width - 2 * pad, "center")
        plate = pygame.Surface(
            (words.get_width() + 2 * pad, words.get_height() + pad), pygame.SRCALPHA
        )
        fill = {"bad": palette.bad, "waiting": palette.background}.get(kind, palette.panel)
        radius = layout.px(10)
        pygame.draw.rect(plate, fill, plate.get_rect(), border_radius=radius)
        if kind == "line":  # the sister's moves: framed in the accent colour
            pygame.draw.rect(
                plate, palette.accent, plate.get_rect(), max(2, layout.px(3)), border_radius=radius
            )
        plate.blit(words, words.get_rect(center=plate.get_rect().center))
        return self._keep(key, plate)

    def _banner_image(self, banner: Banner, width: int) -> pygame.Surface:
        """A new day or phase in large words (fitted to the island's width), on its plate."""
        layout, palette = self.app.layout, self.app.palette
        key = ("banner", banner.label, banner.sub, width, layout, palette.name)
        found = self._images.get(key)
        if found is not None:
            return found
        pad = layout.px(20)
        size = text.fit_size(banner.label, "title", layout.heading(48), width - 2 * pad)
        title = text.render(banner.label, "title", size, palette.accent)
        sub = None
        if banner.sub:
            sub = text.render_block(
                banner.sub, "body", self.table.reading(20), palette.text, width - 2 * pad, "center"
            )
        w = max(title.get_width(), sub.get_width() if sub else 0) + 2 * pad
        h = title.get_height() + (sub.get_height() if sub else 0) + pad
        plate = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(plate, palette.background, plate.get_rect(), border_radius=layout.px(18))
        pygame.draw.rect(
            plate,
            palette.panel_edge,
            plate.get_rect(),
            max(1, layout.px(2)),
            border_radius=layout.px(18),
        )
        plate.blit(title, title.get_rect(midtop=(w // 2, pad // 2)))
        if sub is not None:
            plate.blit(sub, sub.get_rect(midbottom=(w // 2, h - pad // 2)))
        return self._keep(key, plate)

    def _keep(self, key: tuple, image: pygame.Surface) -> pygame.Surface:
        if len(self._images) > 48:
            self._images.clear()
        self._images[key] = image
        return image


@dataclass
class Shown:
    """One batch of events on its way to the table: the effects, the seat served, the state
    before and after the batch, where the fields' cats were before it, the cats come to the
    fields so far."""

    fx: Effects
    served: int
    before: GameState | None
    after: GameState | None
    field_boxes: dict[Tile, pygame.Rect]
    arrivals: int = 0


def _unseen(event: ev.Event, shown: Shown) -> None:
    return None


# How the table's effects take each event: what flies, hops, turns or is announced.
SHOW: Dispatch[ev.Event, [Shown], None] = Dispatch(
    "isle effects",
    otherwise=_unseen,
    silent=(
        ev.BoatsDealt,
        ev.CardsKept,
        ev.CardBought,
        ev.CardsDiscarded,
        ev.RescueCardsDeclared,
        ev.TreasureTaken,
        ev.TilesRemoved,
        ev.CatMoved,
        ev.LessonsDiscarded,
        ev.Passed,
        ev.DayEnded,
        ev.GameEnded,
        ev.OshaxRowLaid,
        ev.SisterCardsDiscarded,
    ),
)


@SHOW.on(ev.RescueCardsRevealed)
def _revealed(event: ev.RescueCardsRevealed, shown: Shown) -> None:
    before = shown.before
    if before is not None and tuple(event.order) != tuple(before.order):
        shown.fx._reorder(before.order)


@SHOW.on(ev.OrderSet)
def _order(event: ev.OrderSet, shown: Shown) -> None:
    if shown.before is not None and shown.before.order:
        shown.fx._reorder(shown.before.order)


@SHOW.on(ev.CatsRanAway)
def _ran_away(event: ev.CatsRanAway, shown: Shown) -> None:
    for tile in event.tiles:
        box = shown.field_boxes.get(tile)
        if box is not None:
            shown.fx._run_away(tile, box)


@SHOW.on(ev.TileDrawn)
def _drawn(event: ev.TileDrawn, shown: Shown) -> None:
    if event.to in ("left", "right") and shown.after is not None:
        shown.arrivals += 1
        shown.fx._arrive(event.tile, shown.after, shown.arrivals)


@SHOW.on(ev.LessonsRead)
def _lessons(event: ev.LessonsRead, shown: Shown) -> None:
    for card, color in event.public:
        shown.fx.reveal_card(card, color)


@SHOW.on(ev.DayStarted)
def _day(event: ev.DayStarted, shown: Shown) -> None:
    t = shown.fx.app.t
    shown.fx.banner(t("banner.day", day=event.day), t("banner.day_sub"))


@SHOW.on(ev.PhaseStarted)
def _phase(event: ev.PhaseStarted, shown: Shown) -> None:
    if event.phase in (Phase.DRAFT, Phase.RESCUE, Phase.RARE_FINDS):
        shown.fx.banner(shown.fx.app.t(f"banner.{event.phase}"))


@SHOW.on(ev.CatRescued)
def _rescued(event: ev.CatRescued, shown: Shown) -> None:
    fx, served, before, after = shown.fx, shown.served, shown.before, shown.after
    rescued = fx.lifted
    box = shown.field_boxes.get(event.tile)
    if box is not None:
        rescued[event.seat] = (event.tile, box.center, field_cat_cell(box))
        if event.seat != served:  # it lifts from its field until it is placed
            assert before is not None  # the fields' boxes were read from it
            cats = before.left if event.field == "left" else before.right
            place = (event.field, cats.index(event.tile))
            fx.moves.lift(event.seat, event.tile, *rescued[event.seat][1:], place)
    if event.seat == served and event.pay != "free" and before and after:
        fx.panel.spend_basket(event.pay, *fx._basket_faces(before, after))


@SHOW.on(ev.TilePlaced)
def _placed(event: ev.TilePlaced, shown: Shown) -> None:
    fx = shown.fx
    lifted = fx.lifted.pop(event.seat, None)
    fx.moves.land(event.seat)
    source = lifted if lifted is not None and lifted[0] == event.tile else None
    landing = fx._fly(event, shown.served, source, shown.after)
    fx.boats.placed(
        event.seat, event.tile, event.mask, shown.after, delay=landing + fx._seconds(0.1)
    )


@SHOW.on(ev.FishGained)
def _fish_gained(event: ev.FishGained, shown: Shown) -> None:
    if event.seat == shown.served:
        fx = shown.fx
        fx._float(f"+{event.amount}", fx.app.palette.good)
        fx.panel.hop_fish(event.amount, gained=True)


@SHOW.on(ev.FishPaid)
def _fish_paid(event: ev.FishPaid, shown: Shown) -> None:
    if event.seat == shown.served:
        fx = shown.fx
        fx._float(f"−{event.amount}", fx.app.palette.bad)
        field_of = fx.lifted.get(event.seat) if event.reason == "cat" else None
        fx.panel.hop_fish(event.amount, gained=False, place=field_of[1] if field_of else None)


@SHOW.on(ev.BasketsChanged)
def _baskets(event: ev.BasketsChanged, shown: Shown) -> None:
    before, after = shown.before, shown.after
    if event.seat == shown.served and (before and after):
        shown.fx.panel.flip_basket(*shown.fx._basket_faces(before, after))


@SHOW.on(ev.CardsDealt)
def _dealt(event: ev.CardsDealt, shown: Shown) -> None:
    shown.fx.deal(event.seat, tuple(event.cards))


@SHOW.on(ev.HandsPassed)
def _passed_hands(event: ev.HandsPassed, shown: Shown) -> None:
    if shown.before is not None and shown.after is not None:
        shown.fx._pass_hands(event.direction, shown.before, shown.after)


@SHOW.on(ev.MapCovered)
def _map(event: ev.MapCovered, shown: Shown) -> None:
    if event.bonus and event.seat == shown.served:
        fx = shown.fx
        key = personal(fx.app, event.seat, "toast.map_bonus")
        fx.toast(fx.app.t(key, name=fx.app.seat_name(event.seat)))


@SHOW.on(ev.CardPlayed, ev.TileDiscarded)
def _own_move(event: ev.CardPlayed | ev.TileDiscarded, shown: Shown) -> None:
    """The served seat's own card played or tile lost: its line as a toast (the other seats'
    moves and the table's say themselves in the caption)."""
    if event.seat == shown.served:
        line = describe(shown.fx.app, event, shown.served)
        if line:
            shown.fx.toast(line)


def _sister(event: ev.Event, shown: Shown) -> None:
    """The sister's move, announced one line at a time."""
    line = describe(shown.fx.app, event, shown.served)
    if line:
        shown.fx.announce(line)


for _kind in (
    ev.SisterColorRevealed,
    ev.SisterLessonDrawn,
    ev.SisterCardRevealed,
    ev.SisterOrderSet,
    ev.SisterRemovedCat,
    ev.SisterRemovedRare,
    ev.SisterRemovedOshax,
    ev.SisterRemovedCommon,
    ev.SisterSwitchedCats,
    ev.SisterFoundNothing,
):
    SHOW.on(_kind)(_sister)
