"""Animations made from rule events: tiles flying to boats and settling, families glowing,
fish hopping, baskets turning over, the draft's cards, fish counts, banners and toasts.

Effects read the events (and the table's layout) and draw over the table; they never change
the game. Durations follow the animation-speed setting ("instant": none); reduced motion
keeps short fades where things would travel, and nothing pulses or shakes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.rules import events as ev
from game.rules.ids import Tile
from game.rules.vocabulary import Phase
from game.ui import text
from game.ui.anim_boat import BoatMotion
from game.ui.anim_cards import HandMotion
from game.ui.anim_moves import GROW, MoveShow
from game.ui.anim_panel import PanelMotion
from game.ui.narration import describe
from game.ui.table import baskets_face_used, field_cat_cell
from game.ui.tween import Tween, arc_point, duration_factor


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
    label: str
    pos: tuple[int, int]
    color: tuple[int, int, int]
    tween: Tween


@dataclass
class Toast:
    label: str
    bad: bool
    tween: Tween


@dataclass
class Banner:
    label: str
    tween: Tween
    sub: str = ""
    small: bool = False  # a one-line announcement rather than a big title


@dataclass
class Effects:
    app: object
    table: object
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
        for group in (self.flights, self.floaters, self.toasts, self.banners, self.cards):
            for item in group:
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
        self.toasts = [t for t in self.toasts if not t.tween.done][-4:]
        self.banners = [b for b in self.banners if not b.tween.done]
        self.cards = [c for c in self.cards if not c.tween.done]
        motion = self.table.order_motion
        if motion is not None:
            motion[1].update(dt)
            if motion[1].done:
                self.table.order_motion = None
        self.table.hidden_field = {f.tile for f in self.flights if f.field}

    # --- from events ----------------------------------------------------------------------
    def toast(self, label: str, bad: bool = False) -> None:
        self.toasts.append(Toast(label, bad, Tween(max(1.6, self._seconds(3.0)), "linear")))

    def announce(self, label: str) -> None:
        """A line shown after the ones already waiting, one at a time (the sister's actions):
        play waits until it has been read."""
        delay = (
            sum(b.tween.duration + b.tween.delay - b.tween.elapsed for b in self.banners if b.small)
            if self.banners
            else 0.0
        )
        duration = max(0.8, self._seconds(1.6))
        self.banners.append(
            Banner(label, Tween(duration, "linear", delay=max(0.0, delay)), small=True)
        )

    def banner(self, label: str, sub: str = "") -> None:
        duration = self._seconds(1.3)
        if duration > 0:
            self.banners.append(Banner(label, Tween(duration, "linear"), sub))

    def show(self, events: tuple[ev.Event, ...], served: int, before=None, after=None) -> None:
        t = self.app.t
        self.served = served
        rescued = self.lifted
        field_boxes = {}
        if before is not None:
            field_boxes = {tile: box for tile, _, box in self.table.field_tiles(before)}
        arrivals = 0
        for event in events:
            if (
                isinstance(event, ev.RescueCardsRevealed)
                and before is not None
                and (tuple(event.order) != tuple(before.order))
            ):
                self._reorder(before.order)
            elif isinstance(event, ev.OrderSet) and before is not None and before.order:
                self._reorder(before.order)
            elif isinstance(event, ev.CatsRanAway):
                for tile in event.tiles:
                    box = field_boxes.get(tile)
                    if box is not None:
                        self._run_away(tile, box)
            elif (
                isinstance(event, ev.TileDrawn)
                and event.to in ("left", "right")
                and (after is not None)
            ):
                arrivals += 1
                self._arrive(event.tile, after, arrivals)
            elif isinstance(event, ev.LessonsRead) and event.public:
                for card, color in event.public:
                    self.reveal_card(card, color)
            if isinstance(event, ev.DayStarted):
                self.banner(t("banner.day", day=event.day), t("banner.day_sub"))
            elif isinstance(event, ev.PhaseStarted) and event.phase in (
                Phase.DRAFT,
                Phase.RESCUE,
                Phase.RARE_FINDS,
            ):
                self.banner(t(f"banner.{event.phase}"))
            elif isinstance(event, ev.CatRescued):
                box = field_boxes.get(event.tile)
                if box is not None:
                    rescued[event.seat] = (event.tile, box.center, field_cat_cell(box))
                    if event.seat != served:  # it lifts from its field until it is placed
                        cats = before.left if event.field == "left" else before.right
                        place = (event.field, cats.index(event.tile))
                        self.moves.lift(event.seat, event.tile, *rescued[event.seat][1:], place)
                if event.seat == served and event.pay != "free" and before and after:
                    self.panel.spend_basket(event.pay, *self._basket_faces(before, after))
            elif isinstance(event, ev.TilePlaced):
                lifted = rescued.pop(event.seat, None)
                self.moves.land(event.seat)
                source = lifted if lifted is not None and lifted[0] == event.tile else None
                landing = self._fly(event, served, source, after)
                self.boats.placed(
                    event.seat, event.tile, event.mask, after, delay=landing + self._seconds(0.1)
                )
            elif isinstance(event, ev.FishGained) and event.seat == served:
                self._float(f"+{event.amount}", self.app.palette.good)
                self.panel.hop_fish(event.amount, gained=True)
            elif isinstance(event, ev.FishPaid) and event.seat == served:
                self._float(f"−{event.amount}", self.app.palette.bad)
                field_of = rescued.get(event.seat) if event.reason == "cat" else None
                self.panel.hop_fish(
                    event.amount, gained=False, place=field_of[1] if field_of else None
                )
            elif (
                isinstance(event, ev.BasketsChanged) and event.seat == served and (before and after)
            ):
                self.panel.flip_basket(*self._basket_faces(before, after))
            elif isinstance(event, ev.CardsDealt):
                self.deal(event.seat, tuple(event.cards))
            elif isinstance(event, ev.HandsPassed) and before is not None and after is not None:
                self._pass_hands(event.direction, before, after)
            elif isinstance(event, ev.MapCovered) and event.bonus and event.seat == served:
                self.toast(t("toast.map_bonus", name=self.app.seat_name(event.seat)))
            line = describe(self.app, event, served)
            # the other seats' moves and the table's say themselves in the caption
            if (
                line
                and getattr(event, "seat", None) == served
                and isinstance(event, (ev.CardPlayed, ev.TileDiscarded))
            ):
                self.toast(line)
            elif line and type(event).__name__.startswith("Sister"):
                self.announce(line)

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
            w, h = self.app.content.shapes[tile.shape].extents[0]
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

    def _arrive(self, tile: Tile, after, index: int) -> None:
        """A cat drawn from the bag drops into its field, one after the other."""
        duration = self._seconds(0.45)
        if duration <= 0:
            return
        boxes = {t: box for t, _, box in self.table.field_tiles(after)}
        box = boxes.get(tile)
        if box is None:
            return
        cell = field_cat_cell(box)
        image_w, image_h = self.app.content.shapes[tile.shape].extents[0]
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
        r = self.table.regions()
        pos = (r.panel.x + r.panel.width // 2, r.panel.y + self.app.layout.px(60))
        self.floaters.append(Floater(label, pos, color, Tween(max(0.6, self._seconds(1.2)))))

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
        from game.ui.boatview import canonical_k

        k = canonical_k(self.app.content, event.tile.shape, event.k)
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

    def _basket_faces(self, before, after) -> tuple[bool, bool]:
        """Whether the panel's basket showed its used face before and after."""
        return (
            baskets_face_used(before.seats[self.served]),
            baskets_face_used(after.seats[self.served]),
        )

    def deal(self, seat: int, cards: tuple[int, ...]) -> None:
        """Cards dealt to a seat slide into its hand, one after the other."""
        self.hands.deal(seat, cards, self._seconds(0.38), self.still)

    def _pass_hands(self, direction: int, before, after) -> None:
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
    def draw(self, surface: pygame.Surface) -> None:
        layout, palette, art = self.app.layout, self.app.palette, self.app.art
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
        rise = 0 if self.still else layout.px(40)  # reduced motion: fades without rising
        for floater in self.floaters:
            v = floater.tween.value
            image = text.render(floater.label, "title", layout.font(30), floater.color)
            image.set_alpha(round(255 * (1 - floater.tween.raw**3)))
            surface.blit(image, image.get_rect(center=(floater.pos[0], floater.pos[1] - rise * v)))
        y = layout.point(0, 70)[1]
        # the caption of the last move, unless a screen lists the moves itself (the strip)
        if self.moves.caption is not None and not getattr(top, "shows_recap", False):
            box = self.moves.draw_caption(surface, self.moves.caption, self.moves.caption_alpha())
            y = max(y, box.bottom + layout.px(6))
        for toast in self.toasts:
            ink = palette.text_on_accent if toast.bad else palette.text  # legible on `bad`
            image = text.render_block(
                toast.label, "bold", layout.font(18), ink, layout.px(560), "center"
            )
            box = image.get_rect(midtop=(layout.point(440, 0)[0], y)).inflate(
                layout.px(24), layout.px(12)
            )
            plate = pygame.Surface(box.size, pygame.SRCALPHA)
            color = palette.bad if toast.bad else palette.panel
            alpha = 235 if toast.tween.raw < 0.85 else round(235 * (1 - toast.tween.raw) / 0.15)
            pygame.draw.rect(plate, (*color, alpha), plate.get_rect(), border_radius=layout.px(10))
            surface.blit(plate, box)
            image.set_alpha(min(255, alpha + 20))
            surface.blit(image, image.get_rect(center=box.center))
            y = box.bottom + layout.px(6)
        self._draw_cards(surface)
        for banner in self.banners:
            if not banner.tween.started:
                continue
            if banner.small:
                self._draw_announcement(surface, banner)
                continue
            raw = banner.tween.raw
            alpha = round(255 * min(1.0, raw * 5, (1 - raw) * 4))
            title = text.render(banner.label, "title", layout.font(54), palette.accent)
            box = title.get_rect(center=layout.point(640, 300)).inflate(
                layout.px(80), layout.px(40)
            )
            if banner.sub:
                sub = text.render(banner.sub, "body", layout.font(22), palette.text)
                box.height += sub.get_height()
            plate = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(
                plate,
                (*palette.background, min(220, alpha)),
                plate.get_rect(),
                border_radius=layout.px(20),
            )
            surface.blit(plate, box)
            title.set_alpha(alpha)
            surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + layout.px(16))))
            if banner.sub:
                sub.set_alpha(alpha)
                surface.blit(sub, sub.get_rect(midbottom=(box.centerx, box.bottom - layout.px(14))))

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
            image = self.app.art.card(
                reveal.card, width, self.app.settings.language, self.app.texts, color=reveal.color
            )
            if alpha < 255:
                image = image.copy()
                image.set_alpha(alpha)
            surface.blit(image, image.get_rect(center=center))

    def _draw_announcement(self, surface: pygame.Surface, banner: Banner) -> None:
        layout, palette = self.app.layout, self.app.palette
        raw = banner.tween.raw
        alpha = round(255 * min(1.0, raw * 8, (1 - raw) * 6))
        image = text.render_block(
            banner.label, "bold", layout.font(24), palette.text, layout.px(760), "center"
        )
        box = image.get_rect(center=layout.point(440, 250)).inflate(layout.px(40), layout.px(24))
        plate = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(
            plate, (*palette.panel, min(240, alpha)), plate.get_rect(), border_radius=layout.px(16)
        )
        pygame.draw.rect(
            plate,
            (*palette.accent, min(255, alpha)),
            plate.get_rect(),
            max(2, layout.px(3)),
            border_radius=layout.px(16),
        )
        surface.blit(plate, box)
        image.set_alpha(alpha)
        surface.blit(image, image.get_rect(center=box.center))
