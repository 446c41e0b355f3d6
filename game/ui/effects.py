"""Animations made from rule events: tiles flying to boats, fish counts, banners and toasts.

Effects read the events (and the table's layout) and draw over the table; they never change
the game. Durations follow the animation-speed and reduced-motion settings.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.rules import events as ev
from game.rules.ids import Tile
from game.ui import text
from game.ui.narration import describe
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
    seat: int
    mask: int = 0

    @property
    def blocking(self) -> bool:
        return not self.tween.done


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
    previous: object = None  # the state before the events being shown

    # --- timing ---------------------------------------------------------------------------
    def _seconds(self, base: float) -> float:
        s = self.app.settings
        return base * duration_factor(s.animation_speed, s.reduced_motion)

    def busy(self) -> bool:
        return any(f.blocking for f in self.flights) or any(
            not b.tween.done for b in self.banners)

    def clear(self) -> None:
        self.flights.clear()
        self.floaters.clear()
        self.banners.clear()

    def update(self, dt: float) -> None:
        for group in (self.flights, self.floaters, self.toasts, self.banners):
            for item in group:
                item.tween.update(dt)
        self.flights = [f for f in self.flights if not f.tween.done]
        self.floaters = [f for f in self.floaters if not f.tween.done]
        self.toasts = [t for t in self.toasts if not t.tween.done][-4:]
        self.banners = [b for b in self.banners if not b.tween.done]

    # --- from events ----------------------------------------------------------------------
    def toast(self, label: str, bad: bool = False) -> None:
        self.toasts.append(Toast(label, bad, Tween(max(1.6, self._seconds(3.0)), "linear")))

    def announce(self, label: str) -> None:
        """A line shown after the ones already waiting, one at a time (the sister's actions):
        play waits until it has been read."""
        delay = sum(b.tween.duration + b.tween.delay - b.tween.elapsed for b in self.banners
                    if b.small) if self.banners else 0.0
        duration = max(0.8, self._seconds(1.6))
        self.banners.append(Banner(label, Tween(duration, "linear", delay=max(0.0, delay)),
                                   small=True))

    def banner(self, label: str, sub: str = "") -> None:
        duration = self._seconds(1.3)
        if duration > 0:
            self.banners.append(Banner(label, Tween(duration, "linear"), sub))

    def show(self, events: tuple[ev.Event, ...], served: int, before=None, after=None) -> None:
        t = self.app.t
        rescued: dict[int, tuple[Tile, tuple[int, int], int]] = {}
        field_boxes = {}
        if before is not None:
            field_boxes = {tile: box for tile, _, box in self.table.field_tiles(before)}
        for event in events:
            if isinstance(event, ev.DayStarted):
                self.banner(t("banner.day", day=event.day), t("banner.day_sub"))
            elif isinstance(event, ev.PhaseStarted) and event.phase in (
                    "draft", "rescue", "rare_finds"):
                self.banner(t(f"banner.{event.phase}"))
            elif isinstance(event, ev.CatRescued):
                box = field_boxes.get(event.tile)
                if box is not None:
                    rescued[event.seat] = (event.tile, box.center, max(4, box.width * 2 // 9))
            elif isinstance(event, ev.TilePlaced):
                self._fly(event, served, rescued.pop(event.seat, None))
            elif isinstance(event, ev.FishGained) and event.seat == served:
                self._float(f"+{event.amount}", self.app.palette.good)
            elif isinstance(event, ev.FishPaid) and event.seat == served:
                self._float(f"−{event.amount}", self.app.palette.bad)
            elif isinstance(event, ev.MapCovered) and event.bonus:
                self.toast(t("toast.map_bonus", name=self.app.seat_name(event.seat)))
            line = describe(self.app, event, served)
            if line and isinstance(event, (ev.RescueCardsRevealed, ev.CatsRanAway,
                                           ev.CardPlayed, ev.TileDiscarded)):
                self.toast(line)
            elif line and type(event).__name__.startswith("Sister"):
                self.announce(line)

    def _float(self, label: str, color) -> None:
        r = self.table.regions()
        pos = (r.panel.x + r.panel.width // 2, r.panel.y + self.app.layout.px(60))
        self.floaters.append(Floater(label, pos, color, Tween(max(0.6, self._seconds(1.2)))))

    def _fly(self, event: ev.TilePlaced, served: int, source) -> None:
        duration = self._seconds(0.55)
        if duration <= 0:
            return
        origin, cell_to = self.table.boat_origin(event.seat, served)
        from game.ui.boatview import canonical_k

        k = canonical_k(self.app.content, event.tile.shape, event.k)
        end = (origin[0] + event.x * cell_to, origin[1] + event.y * cell_to)
        if source is not None:
            _, center, cell_from = source
        else:
            center = (end[0], end[1] - self.app.layout.px(80))
            cell_from = cell_to
        self.flights.append(Flight(event.tile, k, center, end, cell_from, cell_to,
                                   Tween(duration, "in_out_cubic"), event.seat, event.mask))

    def hidden_masks(self) -> dict[int, set[int]]:
        """Tiles still flying: the boats must not show them yet."""
        hidden: dict[int, set[int]] = {}
        for flight in self.flights:
            hidden.setdefault(flight.seat, set()).add(flight.mask)
        return hidden

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        layout, palette, art = self.app.layout, self.app.palette, self.app.art
        for flight in self.flights:
            v = flight.tween.value
            cell = max(4, round(flight.cell_from + (flight.cell_to - flight.cell_from) * v))
            image = art.tile(flight.tile.shape, flight.tile.color, flight.k, cell)
            if flight.start == flight.end:
                pos = flight.end
            else:
                start = (flight.start[0] - image.get_width() // 2 * (1 - v),
                         flight.start[1] - image.get_height() // 2 * (1 - v))
                pos = arc_point(start, flight.end, v, layout.px(60))
            surface.blit(image, (round(pos[0]), round(pos[1])))
        for floater in self.floaters:
            v = floater.tween.value
            image = text.render(floater.label, "title", layout.font(30), floater.color)
            image.set_alpha(round(255 * (1 - floater.tween.raw ** 3)))
            surface.blit(image, image.get_rect(center=(floater.pos[0],
                                                       floater.pos[1] - layout.px(40) * v)))
        y = layout.point(0, 70)[1]
        for toast in self.toasts:
            image = text.render_block(toast.label, "bold", layout.font(18), palette.text,
                                      layout.px(560), "center")
            box = image.get_rect(midtop=(layout.point(440, 0)[0], y)).inflate(layout.px(24),
                                                                              layout.px(12))
            plate = pygame.Surface(box.size, pygame.SRCALPHA)
            color = palette.bad if toast.bad else palette.panel
            alpha = 235 if toast.tween.raw < 0.85 else round(235 * (1 - toast.tween.raw) / 0.15)
            pygame.draw.rect(plate, (*color, alpha), plate.get_rect(), border_radius=layout.px(10))
            surface.blit(plate, box)
            image.set_alpha(min(255, alpha + 20))
            surface.blit(image, image.get_rect(center=box.center))
            y = box.bottom + layout.px(6)
        for banner in self.banners:
            if not banner.tween.started:
                continue
            if banner.small:
                self._draw_announcement(surface, banner)
                continue
            raw = banner.tween.raw
            alpha = round(255 * min(1.0, raw * 5, (1 - raw) * 4))
            title = text.render(banner.label, "title", layout.font(54), palette.accent)
            box = title.get_rect(center=layout.point(640, 300)).inflate(layout.px(80),
                                                                       layout.px(40))
            if banner.sub:
                sub = text.render(banner.sub, "body", layout.font(22), palette.text)
                box.height += sub.get_height()
            plate = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(plate, (*palette.background, min(220, alpha)), plate.get_rect(),
                             border_radius=layout.px(20))
            surface.blit(plate, box)
            title.set_alpha(alpha)
            surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + layout.px(16))))
            if banner.sub:
                sub.set_alpha(alpha)
                surface.blit(sub, sub.get_rect(midbottom=(box.centerx,
                                                          box.bottom - layout.px(14))))

    def _draw_announcement(self, surface: pygame.Surface, banner: Banner) -> None:
        layout, palette = self.app.layout, self.app.palette
        raw = banner.tween.raw
        alpha = round(255 * min(1.0, raw * 8, (1 - raw) * 6))
        image = text.render_block(banner.label, "bold", layout.font(24), palette.text,
                                  layout.px(760), "center")
        box = image.get_rect(center=layout.point(440, 250)).inflate(layout.px(40), layout.px(24))
        plate = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(plate, (*palette.panel, min(240, alpha)), plate.get_rect(),
                         border_radius=layout.px(16))
        pygame.draw.rect(plate, (*palette.accent, min(255, alpha)), plate.get_rect(),
                         max(2, layout.px(3)), border_radius=layout.px(16))
        surface.blit(plate, box)
        image.set_alpha(alpha)
        surface.blit(image, image.get_rect(center=box.center))
