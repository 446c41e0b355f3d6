"""The table: island and fields, day and turn-order tracks, supply, boats and player panels.

Drawn from a seat's view (``observe``) only. Positions are reference units (1280x720) turned
into pixels by the Layout; images come from the art store at their pixel size.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.isle.data.window import isle_content
from game.isle.rules.ids import COLORS, LEFT, RIGHT, Tile
from game.isle.rules.legality import baskets_today
from game.isle.rules.state import GameState
from game.isle.rules.view import View
from game.isle.ui.art import isle_art
from game.isle.ui.boatview import BoatView
from game.isle.ui.card_list import draw_card_names
from game.isle.ui.idle import IdleLife, table_cats
from game.shell.ui import text
from game.shell.ui.layout import Layout
from game.shell.ui.panels import focus_ring, rounded_plate
from game.shell.ui.prompts import bar_top
from game.shell.ui.tween import Tween

if TYPE_CHECKING:
    from game.shell.scenes.stack import Host

FIELD_CELL = 15  # reference px per cell of a cat waiting in a field
OWN_CELL = 38  # reference px per cell of the boat of the seat being served
THUMB_CELL = 10  # other boats


@dataclass(frozen=True)
class Regions:
    top: pygame.Rect
    island: pygame.Rect
    panel: pygame.Rect
    boat: pygame.Rect
    side: pygame.Rect
    lessons: pygame.Rect
    own_cell: int
    thumb_cell: int
    field_cell: int


def regions(layout: Layout) -> Regions:
    own_cell = layout.px(OWN_CELL)
    boat = pygame.Rect(layout.point(16, 336), (22 * own_cell, 9 * own_cell))
    return Regions(
        top=layout.rect(0, 0, 1280, 52),
        island=layout.rect(12, 56, 600, 276),
        panel=layout.rect(620, 56, 240, 276),
        boat=boat,
        side=layout.rect(872, 56, 400, 470),
        lessons=layout.rect(872, 532, 400, 150),
        own_cell=own_cell,
        thumb_cell=layout.px(THUMB_CELL),
        field_cell=layout.px(FIELD_CELL),
    )


def baskets_face_used(seat) -> bool:
    """The panel's basket shows its used face once every permanent basket served today."""
    return seat.baskets_used >= seat.baskets and seat.baskets > 0


def field_grid(rect: pygame.Rect, count: int, cell: int) -> tuple[int, int, int]:
    """(columns, rows, box size) of the largest square boxes, at most 4.5 cells of ``cell``
    each, that hold ``count`` cats inside ``rect`` (8 cats per field with 4 players)."""
    best = (1, count, 0)
    for columns in range(1, count + 1):
        rows = (count + columns - 1) // columns
        box = min(rect.width // columns, rect.height // rows, round(4.5 * cell))
        if box > best[2]:
            best = (columns, rows, box)
    return best


def field_cat_cell(box: pygame.Rect) -> int:
    """The cell size of a cat drawn in a field box (it fills about 4.5 cells of it)."""
    return max(4, box.width * 2 // 9)


def field_slots(rect: pygame.Rect, count: int, cell: int) -> list[pygame.Rect]:
    """Evenly spread square boxes for ``count`` cats in a field."""
    if count == 0:
        return []
    columns, rows, box = field_grid(rect, count, cell)
    slots = []
    for i in range(count):
        col, row = i % columns, i // columns
        in_row = min(columns, count - row * columns)
        x0 = rect.centerx - in_row * box // 2
        y0 = rect.centery - rows * box // 2
        slots.append(pygame.Rect(x0 + col * box, y0 + row * box, box, box))
    return slots


class TableView:
    """Draws the shared table for one seat's view. Scenes add their own layers above it."""

    def __init__(self, app: Host) -> None:
        self.app = app
        self.boats = BoatView(isle_art(app), isle_content(app))
        self._static: dict[tuple, pygame.Surface] = {}
        self.show_rooms = False
        self.hide_tiles = False
        # (seat -> old x, tween) while the order track re-sorts
        self.order_motion: tuple[dict[int, int], Tween] | None = None
        self.panel_reserve = 0  # pixels at the panel's bottom used by a screen's buttons
        self._tags: dict[tuple[int, int, str], pygame.Surface] = {}  # fish signs, made once
        self.hidden_field: set[Tile] = set()  # field cats still flying in
        # cats lifted from a field by another seat, keeping their place there until placed
        self.held_field: dict[Tile, tuple[str, int]] = {}
        self.hidden_icons: set[str] = set()  # panel icons an animation draws instead
        self.anchors: dict[str, tuple[int, int]] = {}  # panel icon centres, as last drawn
        self.idle = IdleLife(app)  # a cat blinking or flicking its tail now and then

    @property
    def art(self):
        return isle_art(self.app)

    def has_fish(self, state: GameState) -> bool:
        """The Family variant has no fish, baskets or discovery cards (rules.md 9)."""
        return isle_content(self.app).modes[state.mode].fish_per_day > 0

    def dense(self, size: float) -> int:
        """Font size in the table's crowded strips (top bar, other boats): the text scale
        enlarges them by at most 30 % so that nothing overlaps; the player's own panel and
        every dialog follow the full text scale."""
        return self.app.layout.dense(size)

    def reading(self, size: float) -> int:
        """``dense`` for words to read: never below the body text minimum (26 px at 1080p)."""
        return self.app.layout.dense_text(size)

    def regions(self) -> Regions:
        return regions(self.app.layout)

    # --- layout queries for scenes (what is where) -----------------------------------------
    def field_tiles(self, state: GameState) -> list[tuple[Tile, str, pygame.Rect]]:
        """Each cat in the fields with its field and the box it is drawn in."""
        r = self.regions()
        left_rect, right_rect = self.field_rects(r)
        found = []
        for side, rect, cats in ((LEFT, left_rect, state.left), (RIGHT, right_rect, state.right)):
            cats = self._holding(side, cats)
            for tile, slot in zip(cats, field_slots(rect, len(cats), r.field_cell), strict=True):
                found.append((tile, side, slot))
        return found

    def _holding(self, side: str, cats: tuple[Tile, ...]) -> tuple[Tile, ...]:
        """The field's cats with the lifted ones back at their places (their gaps stay)."""
        held = sorted((i, t) for t, (s, i) in self.held_field.items() if s == side)
        if not held:
            return cats
        found = list(cats)
        for index, tile in held:
            if tile not in found:
                found.insert(min(index, len(found)), tile)
        return tuple(found)

    def field_rects(self, r: Regions) -> tuple[pygame.Rect, pygame.Rect]:
        left, right = self.art.island_fields(r.island.width, r.island.height)
        return (pygame.Rect(left).move(r.island.topleft), pygame.Rect(right).move(r.island.topleft))

    def anchor(self, key: str) -> tuple[int, int]:
        """Centre of a panel icon ("fish", "baskets", "speed") as last drawn."""
        found = self.anchors.get(key)
        if found is not None:
            return found
        r, layout = self.regions(), self.app.layout
        row = {"fish": 0, "baskets": 1, "speed": 4}.get(key, 0)
        return r.panel.x + layout.px(27), r.panel.y + layout.px(58 + 30 * row)

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        r = self.regions()
        if not r.boat.collidepoint(pos):
            return None
        return (pos[0] - r.boat.x) // r.own_cell, (pos[1] - r.boat.y) // r.own_cell

    # --- drawing --------------------------------------------------------------------------
    def other_boxes(self, players: int, seat: int) -> dict[int, pygame.Rect]:
        """The panel of every other seat in the side column."""
        r = self.regions()
        layout = self.app.layout
        others = [i for i in range(players) if i != seat]
        height = r.side.height // max(3, len(others))
        return {
            other: pygame.Rect(r.side.x, r.side.y + n * height, r.side.width, height - layout.px(6))
            for n, other in enumerate(others)
        }

    def boat_origin(
        self, seat: int, served: int, players: int | None = None
    ) -> tuple[tuple[int, int], int]:
        """Where a seat's boat is drawn (top-left of its 22x9 grid) and its cell size."""
        r = self.regions()
        if seat == served:
            return r.boat.topleft, r.own_cell
        players = players or (len(self.app.session.seats) if self.app.session else 4)
        box = self.other_boxes(players, served)[seat]
        return (box.x + self.app.layout.px(8), self.side_head_bottom(box)), r.thumb_cell

    def side_head_bottom(self, box: pygame.Rect) -> int:
        """The foot of a side panel's head line (its name and counts): its boat starts there
        (a boat grown over the column starts below it too)."""
        return box.y + text.font("bold", self.reading(16)).get_height() + self.app.layout.px(6)

    def side_heads(
        self, state: GameState, served: int
    ) -> dict[int, tuple[pygame.Surface, pygame.Rect, pygame.Surface, pygame.Rect]]:
        """Each side panel's name and counts line ("12 fish · 3 cards · 0 lessons"), with
        where they are drawn."""
        layout, palette, t = self.app.layout, self.app.palette, self.app.t
        found = {}
        for other, box in self.other_boxes(state.players, served).items():
            s = state.seats[other]
            name = text.render(
                self.app.seat_name(other),
                "bold",
                self.reading(16),
                palette.seats[other % len(palette.seats)],
            )
            words = (
                " · ".join(
                    (
                        t("table.thumb.fish", count=s.fish),
                        t("table.thumb.cards", count=len(s.hand)),
                        t("table.thumb.lessons", count=len(s.lessons)),
                    )
                )
                if self.has_fish(state)
                else t("table.family_lessons", count=len(s.lessons))
            )
            info = text.render(words, "body", self.reading(14), palette.text)
            found[other] = (
                name,
                name.get_rect(topleft=(box.x + layout.px(10), box.y + layout.px(4))),
                info,
                info.get_rect(topright=(box.right - layout.px(10), box.y + layout.px(6))),
            )
        return found

    @staticmethod
    def _visible(tiles, hidden: set[int] | None):
        return tiles if not hidden else tuple(t for t in tiles if t.mask not in hidden)

    def draw(
        self,
        surface: pygame.Surface,
        view: View,
        focus_seat: int | None = None,
        highlight_tiles: set[Tile] | None = None,
        hidden: dict[int, set[int]] | None = None,
    ) -> None:
        self.draw_still(surface, view, focus_seat, highlight_tiles, hidden)
        self.draw_live(surface, view, hidden)

    def draw_still(
        self,
        surface: pygame.Surface,
        view: View,
        focus_seat: int | None = None,
        highlight_tiles: set[Tile] | None = None,
        hidden: dict[int, set[int]] | None = None,
    ) -> None:
        """All of the table but its idle life: what changes only with the game, the looks
        and the table's own marks (a screen above may keep it as one picture)."""
        state, seat = view.state, view.seat
        hidden = hidden or {}
        r = self.regions()
        self._draw_backdrop(surface, r)
        self._draw_top(surface, state, r)
        self._draw_fields(surface, state, r, highlight_tiles or set())
        self._draw_panel(surface, state, seat, r)
        me = state.seats[seat]
        self.boats.draw(
            surface,
            r.boat.topleft,
            me.boat,
            self._visible(me.tiles, hidden.get(seat)),
            r.own_cell,
            show_tiles=not self.hide_tiles,
            rooms=self.show_rooms,
        )
        if state.sister is not None:
            from game.isle.ui.sister import draw_sister_panel

            self._plate(surface, r.side, 190)
            draw_sister_panel(surface, self.app, state, r.side)
        else:
            self._draw_others(surface, state, seat, r, focus_seat, hidden)
        if self.has_fish(state):
            self._draw_lessons(surface, state, r)

    def draw_live(
        self, surface: pygame.Surface, view: View, hidden: dict[int, set[int]] | None = None
    ) -> None:
        """The cat blinking on the boat or in a field (it moves with time), and over the
        fields' cats the numbers the sister's cards name them by."""
        state, seat = view.state, view.seat
        hidden = hidden or {}
        if not self.show_rooms:
            self.idle.draw(
                surface, lambda: table_cats(self, state, seat, hidden, surface.get_size())
            )
        if state.sister is not None:
            from game.isle.ui.sister import draw_cat_numbers

            draw_cat_numbers(
                surface,
                self.app,
                state,
                {tile: box for tile, _, box in self.field_tiles(state)},
                self.cost_tag_rects(self.regions()),
            )

    def _draw_backdrop(self, surface: pygame.Surface, r: Regions) -> None:
        surface.blit(self.backdrop(surface.get_size(), r), (0, 0))

    def backdrop(self, size: tuple[int, int], r: Regions) -> pygame.Surface:
        """The table's background with the island, composed once per window size."""
        key = ("backdrop", size, id(self.art))
        image = self._static.get(key)
        if image is None:
            image = self.art.background("table", *size).copy()
            island = self.art.island(r.island.width, r.island.height)
            image.blit(island, r.island)
            self._static = {k: v for k, v in self._static.items() if k[0] != "backdrop"}
            self._static[key] = image
        return image

    def _plate(self, surface: pygame.Surface, rect: pygame.Rect, alpha: int = 215) -> None:
        plate = rounded_plate(rect.size, self.app.palette.panel, alpha, self.app.layout.px(10))
        surface.blit(plate, rect)

    def _draw_top(self, surface: pygame.Surface, state: GameState, r: Regions) -> None:
        layout, palette, t = self.app.layout, self.app.palette, self.app.t
        self._plate(surface, r.top.inflate(-layout.px(8), -layout.px(8)))
        # day track: Vesh's ship moves from 5 to 1
        days = state.content.modes[state.mode].days  # a guided game is shorter
        y = r.top.centery
        x = layout.point(24, 0)[0]
        label = text.render(
            t("table.day", day=state.day, days=days), "bold", self.dense(18), palette.text
        )
        surface.blit(label, label.get_rect(midleft=(x, y)))
        x += label.get_width() + layout.px(12)
        digits = self.dense(13)
        # the pips grow with their numbers (the text scale), so that a number never
        # touches its ring
        pip = max(layout.px(22), text.font("bold", digits).get_ascent() + layout.px(10))
        for i in range(days):
            center = (x + i * (pip + layout.px(6)) + pip // 2, y)
            done = i < state.day - 1
            pygame.draw.circle(
                surface,
                palette.text_dim if done else palette.panel_edge,
                center,
                pip // 2,
                0 if done else max(1, layout.px(2)),
            )
            if i != state.day - 1:  # the ship stands on today's pip
                number = text.render(
                    str(days - i), "bold", digits, palette.background if done else palette.text
                )
                surface.blit(number, number.get_rect(center=center))
            if i == state.day - 1:
                ship = self.art.vesh_ship(layout.px(30))
                surface.blit(ship, ship.get_rect(midbottom=(center[0], center[1] + pip // 2)))
        day_end = x + days * (pip + layout.px(6))
        supply_left = self._draw_supply(surface, state, r)
        # turn order, centred between the day track and the supply
        order_label = text.render(t("table.order"), "body", self.reading(16), palette.text_dim)
        slots = self.order_slots(state.order, 0)
        last = state.order[-1] if state.order else None
        width = (
            order_label.get_width()
            + layout.px(10)
            + (
                slots[last] + self.seat_badge(last, layout.px(26)).get_width()
                if last is not None
                else 0
            )
        )
        x = max(day_end + layout.px(16), (day_end + supply_left - width) // 2)
        surface.blit(order_label, order_label.get_rect(midleft=(x, y)))
        x += order_label.get_width() + layout.px(10)
        self._order_x = x
        movers = set(self.app.session_movers()) if hasattr(self.app, "session_movers") else set()
        slots = self.order_slots(state.order, x)
        moving = self.order_motion  # (old slots, tween) while the order track re-sorts
        for position, s in enumerate(state.order):
            badge = self.seat_badge(
                s, layout.px(26), passed=state.seats[s].passed, active=s in movers
            )
            bx = slots[s]
            if moving is not None and s in moving[0]:
                v = moving[1].value
                bx = round(moving[0][s] + (slots[s] - moving[0][s]) * v)
                y_lift = round(layout.px(10) * 4 * v * (1 - v)) * (1 if position % 2 else -1)
            else:
                y_lift = 0
            surface.blit(badge, badge.get_rect(midleft=(bx, y + y_lift)))
            if position < len(state.order) - 1:
                arrow = text.render("›", "bold", self.dense(18), palette.text_dim)
                surface.blit(
                    arrow, arrow.get_rect(midleft=(slots[s] + badge.get_width() + layout.px(2), y))
                )

    def _draw_supply(self, surface: pygame.Surface, state: GameState, r: Regions) -> int:
        """The bag and the supply, right-aligned on the top bar; returns their left edge."""
        layout, palette, t = self.app.layout, self.app.palette, self.app.t
        parts: list[tuple[pygame.Surface, int]] = []  # (image, gap after)
        parts.append(
            (
                text.render(
                    t("table.bag", count=len(state.bag)), "body", self.reading(16), palette.text
                ),
                layout.px(14),
            )
        )
        cell = layout.px(8)
        for shape, count in zip(isle_content(self.app).commons, state.commons, strict=True):
            parts.append((self.art.tile(shape, None, 0, cell), layout.px(3)))
            parts.append(
                (text.render(f"×{count}", "bold", self.dense(15), palette.text), layout.px(10))
            )
        parts.append(
            (
                text.render(
                    t("table.rares", count=len(state.rares)), "body", self.reading(16), palette.text
                ),
                layout.px(10),
            )
        )
        if state.oshax or isle_content(self.app).modes[state.mode].oshax:
            parts.append(
                (
                    text.render(
                        t("table.oshax", count=len(state.oshax)),
                        "body",
                        self.reading(16),
                        palette.text,
                    ),
                    0,
                )
            )
        width = sum(image.get_width() + gap for image, gap in parts)
        x = r.top.right - layout.px(20) - width
        left = x
        for image, gap in parts:
            surface.blit(image, image.get_rect(midleft=(x, r.top.centery)))
            x += image.get_width() + gap
        return left

    def order_start(self) -> int:
        """Where the first badge of the turn-order track was drawn last."""
        return getattr(self, "_order_x", self.app.layout.point(400, 0)[0])

    def order_slots(self, order: tuple[int, ...], x: int | None = None) -> dict[int, int]:
        """Left edge of each seat's badge on the turn-order track."""
        layout = self.app.layout
        x = self.order_start() if x is None else x
        arrow = text.render("›", "bold", self.dense(18), self.app.palette.text_dim)
        slots = {}
        for s in order:
            slots[s] = x
            x += self.seat_badge(s, layout.px(26)).get_width() + layout.px(12) + arrow.get_width()
        return slots

    def seat_badge(
        self, seat: int, size: int, passed: bool = False, active: bool = False
    ) -> pygame.Surface:
        palette = self.app.palette
        name = self.app.seat_name(seat)
        label = text.render(name, "bold", max(8, int(size * 0.55)), palette.text_on_accent)
        width = size + label.get_width() + size // 3
        image = pygame.Surface((width, size), pygame.SRCALPHA)
        color: tuple[int, ...] = palette.seats[seat % len(palette.seats)]
        if passed:
            color = tuple(c // 2 + 40 for c in color)
        pygame.draw.rect(image, color, image.get_rect(), border_radius=size // 2)
        if active:
            pygame.draw.rect(
                image, palette.focus, image.get_rect(), max(2, size // 9), border_radius=size // 2
            )
        face = self.art.cat_face(None, int(size * 0.8))
        image.blit(face, face.get_rect(midleft=(size // 8, size // 2)))
        image.blit(label, label.get_rect(midleft=(size, size // 2)))
        return image

    def _draw_fields(
        self, surface: pygame.Surface, state: GameState, r: Regions, highlight: set[Tile]
    ) -> None:
        layout, palette = self.app.layout, self.app.palette
        for tile, _side, slot in self.field_tiles(state):
            if tile in self.hidden_field or tile in self.held_field:
                continue
            image = self.art.tile(tile.shape, tile.color, 0, field_cat_cell(slot))
            box = image.get_rect(center=slot.center)
            if tile in highlight:
                pygame.draw.rect(
                    surface,
                    palette.focus,
                    slot.inflate(layout.px(4), layout.px(4)),
                    max(2, layout.px(3)),
                    border_radius=layout.px(8),
                )
            surface.blit(image, box)
        # the fish signs last: a focus ring or a cat never hides what a field costs
        self.draw_cost_tags(surface, state, r)

    def draw_field_marks(self, surface: pygame.Surface, state: GameState, r: Regions) -> None:
        """The fields' fish signs and, in Solo, the cats' numbers again: over a focus ring drawn
        around a cat or a field, so that it never hides them."""
        self.draw_cost_tags(surface, state, r)
        if state.sister is not None:
            from game.isle.ui.sister import draw_cat_numbers

            boxes = {tile: box for tile, _, box in self.field_tiles(state)}
            draw_cat_numbers(surface, self.app, state, boxes, self.cost_tag_rects(r))

    def draw_cost_tags(self, surface: pygame.Surface, state: GameState, r: Regions) -> None:
        """The fields' fish signs (a screen drawing over the fields draws them again on top)."""
        if not self.has_fish(state):
            return
        for rect, cost in zip(self.field_rects(r), (3, 5), strict=True):
            tag = self._cost_tag(cost, self.app.layout.px(22))
            surface.blit(tag, self._tag_rect(tag.get_rect(), rect))

    def _tag_rect(self, tag: pygame.Rect, field: pygame.Rect) -> pygame.Rect:
        """Where a field's fish sign sits: on the middle of its top edge."""
        rect = pygame.Rect(tag)
        rect.midbottom = (field.centerx, field.top + self.app.layout.px(4))
        return rect

    def cost_tag_rects(self, r: Regions) -> list[pygame.Rect]:
        """The fields' fish signs (labels placed on the island keep clear of them)."""
        size = self.app.layout.px(22)
        return [
            self._tag_rect(self._cost_tag(cost, size).get_rect(), rect)
            for rect, cost in zip(self.field_rects(r), (3, 5), strict=True)
        ]

    def _cost_tag(self, cost: int, size: int) -> pygame.Surface:
        """A field's fish sign, made once per cost, size and palette (it is drawn and measured
        every frame)."""
        palette = self.app.palette
        key = (cost, size, palette.name)
        if key not in self._tags:
            self._tags[key] = self._make_cost_tag(cost, size)
        return self._tags[key]

    def _make_cost_tag(self, cost: int, size: int) -> pygame.Surface:
        palette = self.app.palette
        fish = self.art.fish(size)
        number = text.render(str(cost), "bold", int(size * 0.8), palette.text_on_accent)
        # the number clear of the sign's round end: its whole outline is on the sign
        image = pygame.Surface(
            (fish.get_width() + number.get_width() + size * 3 // 4, size), pygame.SRCALPHA
        )
        pygame.draw.rect(image, palette.accent, image.get_rect(), border_radius=size // 2)
        image.blit(number, number.get_rect(midleft=(size // 2, size // 2)))
        image.blit(fish, fish.get_rect(midright=(image.get_width() - size // 6, size // 2)))
        return image

    def _draw_panel(self, surface: pygame.Surface, state: GameState, seat: int, r: Regions) -> None:
        layout, palette, t = self.app.layout, self.app.palette, self.app.t
        self._plate(surface, r.panel)
        s = state.seats[seat]
        x, y = r.panel.x + layout.px(14), r.panel.y + layout.px(10)
        name = text.render(
            self.app.seat_name(seat),
            "title",
            self.dense(22),
            palette.seats[seat % len(palette.seats)],
        )
        surface.blit(name, (x, y))
        y += name.get_height() + layout.px(6)
        if self.has_fish(state):
            free, total = baskets_today(state, seat)  # permanent and laid cards' baskets
            rows = [
                (self.art.fish, t("table.fish", count=s.fish)),
                (
                    lambda size: self.art.basket("permanent", size, used=baskets_face_used(s)),
                    t("table.baskets", free=free, count=total),
                ),
                (None, t("table.hand", count=len(s.hand))),
                (None, t("table.private_lessons", count=len(s.lessons))),
            ]
            keys = ["fish", "baskets", "", ""]
        else:
            rows = [
                (None, t("table.family_lessons", count=len(s.lessons))),
                (None, t("table.family_free")),
            ]
            keys = ["", ""]
        if s.declared:
            cards = isle_content(self.app).cards
            speed = sum(cards[c].speed for c in s.declared if c)
            rows.append((self.art.boots, t("table.speed", speed=speed)))
            keys.append("speed")
        if s.extra_rescues:
            rows.append((None, t("table.extra_rescues", count=s.extra_rescues)))
            keys.append("")
        if s.anywhere:
            rows.append((None, t("table.anywhere")))
            keys.append("")
        # The panel reflows to the room left above the turn's buttons: the icons shrink to the
        # line height first (the words matter more than the pictures), then the text.
        font, icon = layout.font(17), layout.px(26)
        room = r.panel.bottom - self.panel_reserve - y - layout.px(8)

        def line_step() -> int:
            # Andika's line box is 1.6 times its size (room for accents on capitals); rows of
            # short labels sit closer, at 1.3 times, the text centred in its row.
            return max(round(font * 1.3), icon) + layout.px(2)

        while len(rows) * line_step() > room:
            if icon > max(layout.px(16), round(font * 1.3)):
                icon -= 1
            elif font > layout.px(13):
                font -= 1
            else:
                break
        rows = [(draw(icon) if draw is not None else None, label) for draw, label in rows]
        self.anchors = {}
        step = line_step()
        # one size for every line, the largest at which the longest fits the panel ("2 fish"
        # stood larger than "4 cards in hand" under it at 200 %)
        room = r.panel.right - x - icon - layout.px(14)
        size = min((text.fit_size(label, "body", font, room) for _, label in rows), default=font)
        for (image, label), key in zip(rows, keys, strict=True):
            line = text.render(label, "body", size, palette.text)
            middle = y + (step - layout.px(2)) // 2
            if key:
                self.anchors[key] = (x + icon // 2, middle)
            if image is not None and key not in self.hidden_icons:
                surface.blit(image, image.get_rect(midleft=(x, middle)))
            surface.blit(line, line.get_rect(midleft=(x + icon + layout.px(8), middle)))
            y += step
            if y > r.panel.bottom - self.panel_reserve - layout.px(20):
                break

    def _draw_others(
        self,
        surface: pygame.Surface,
        state: GameState,
        seat: int,
        r: Regions,
        focus_seat: int | None,
        hidden: dict[int, set[int]],
    ) -> None:
        layout, palette = self.app.layout, self.app.palette
        cell = r.thumb_cell
        heads = self.side_heads(state, seat)
        for other, box in self.other_boxes(state.players, seat).items():
            self._plate(surface, box, 190)
            if other == focus_seat:
                focus_ring(surface, box, palette.focus, max(2, layout.px(3)), layout.px(10))
            s = state.seats[other]
            name, name_at, info, info_at = heads[other]
            surface.blit(name, name_at)
            surface.blit(info, info_at)
            top = self.side_head_bottom(box)
            self.boats.draw(
                surface,
                (box.x + layout.px(8), top),
                s.boat,
                self._visible(s.tiles, hidden.get(other)),
                cell,
            )
            self._draw_color_counts(
                surface, s.tiles, (box.x + layout.px(16) + 22 * cell, top), box.right - layout.px(8)
            )

    def _draw_color_counts(self, surface: pygame.Surface, tiles, topleft, right: int) -> None:
        layout, palette = self.app.layout, self.app.palette
        counts = {c: 0 for c in COLORS}
        for placed in tiles:
            if placed.color in counts:
                counts[placed.color] += 1
        x, y = topleft
        size = self.art.symbol_px(layout.px(18))
        for i, color in enumerate(COLORS):
            cx = x + (i % 2) * (size + layout.px(30))
            cy = y + (i // 2) * (size + layout.px(4))
            if cx + size > right:
                continue
            surface.blit(self.art.symbol(color, size), (cx, cy))
            n = text.render(str(counts[color]), "bold", self.dense(15), palette.text)
            surface.blit(n, n.get_rect(midleft=(cx + size + layout.px(4), cy + size // 2)))

    def _draw_lessons(self, surface: pygame.Surface, state: GameState, r: Regions) -> None:
        layout, palette, t = self.app.layout, self.app.palette, self.app.t
        self._plate(surface, r.lessons, 190)
        title = text.render(t("table.public_lessons"), "bold", self.reading(16), palette.text)
        surface.blit(title, (r.lessons.x + layout.px(10), r.lessons.y + layout.px(6)))
        if not state.public_lessons:
            none = text.render(
                t("table.no_public_lessons"), "body", self.reading(15), palette.text_dim
            )
            surface.blit(none, (r.lessons.x + layout.px(10), r.lessons.y + layout.px(32)))
            return
        top = r.lessons.y + layout.px(10) + title.get_height()
        # the rows end above the prompt bar, which grows with the text scale
        bottom = min(r.lessons.bottom - layout.px(6), bar_top(layout) - layout.px(2))
        area = pygame.Rect(
            r.lessons.x + layout.px(10), top, r.lessons.width - layout.px(20), bottom - top
        )
        draw_card_names(surface, self.app, list(state.public_lessons), area, self.reading(15))
