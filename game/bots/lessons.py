"""What lessons are worth to a bot: an estimate of the points a lesson will pay at the end
(for drafting and buying) and the change one placement makes (for placing).

Each lesson rule of cards.md section 5 gets a ``LessonTerm``: ``value`` estimates the final
points from the boat as it is and the time left; ``place`` is the change when a tile covers a
spot. Rules the bots do not know (a new mode's lessons) are worth a small constant and never
steer a placement.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.bots.board import Spot, grow
from game.bots.evaluation import BoatInfo, Outlook
from game.rules.content import Card
from game.rules.ids import COLORS

EDGE_CELLS = 44


def _future_cats(outlook: Outlook) -> float:
    """Cats the seat will probably still add (about 5.3 cells each, most tiles are cats)."""
    return outlook.budget / 5.3 * 0.8


def _chance_exactly(now: int, target: int, future: float) -> float:
    """Chance to end with exactly ``target`` when ``future`` more may come and the seat can
    stop adding: high while below and reachable, none once above."""
    if now > target:
        return 0.0
    if now == target:
        return 0.85
    need = target - now
    return 0.6 if future >= need else 0.6 * future / need


@dataclass(frozen=True, slots=True)
class LessonTerm:
    card: Card
    color: str | None = None  # the named colour of a public lesson
    public: bool = False

    @property
    def points(self) -> int:
        return self.card.points.get("points", 0)

    @property
    def rule(self) -> str:
        return self.card.scoring

    # --- estimates of the final points ------------------------------------------------------

    def value(
        self,
        info: BoatInfo,
        outlook: Outlook,
        lessons: int = 1,
        baskets: int = 1,
        others_largest: int = 0,
        fish: int = 0,
    ) -> float:
        rule, p, left = self.rule, self.points, 1.0 - outlook.progress
        future = _future_cats(outlook)
        params = self.card.points
        edge = info.model.edge
        if rule == "no_empty_edge_cell":
            covered = EDGE_CELLS - (edge & info.free).bit_count()
            return p * (covered / EDGE_CELLS) ** 3 * 0.8
        if rule == "exact_cat_count":
            return p * _chance_exactly(info.cats, params["count"], future)
        if rule == "min_cats_each_colour":
            spare = future * 0.5
            chance = 1.0
            for c in COLORS:
                need = max(0, params["min"] - info.colors[c])
                chance *= 1.0 if need == 0 else max(0.0, min(1.0, spare / (need * 5)))
            return p * chance
        if rule == "every_colour_touches_edge":
            on_edge = self._edge_colors(info)
            return p * (0.25 + 0.75 * len(on_edge) / 5) * (0.4 + 0.6 * (len(on_edge) == 5))
        if rule == "per_cat_of_best_colour_touching_edge":
            best = max(self._edge_counts(info).values(), default=0)
            return p * (best + left * 3)
        if rule == "exact_permanent_baskets":
            return p * {3: 0.9, 2: 0.25}.get(baskets, 0.05)
        if rule == "first_in_turn_order":
            return p * 0.35
        if rule == "per_lone_cat":
            lone = sum(1 for fams in info.families.values() for f in fams if f.size == 1)
            return p * (lone + left * 2)
        if rule == "largest_family":
            mine = max((f.size for fams in info.families.values() for f in fams), default=0)
            lead = mine + left * 4 - others_largest
            return p * min(1.0, max(0.1, 0.5 + lead / 6))
        if rule == "per_rare_treasure":
            return p * (info.rares + left * 3)
        if rule in ("per_common_treasure",):
            return p * (info.commons + left * 4)
        if rule == "no_visible_rats":
            return p * math.exp(-info.rats.bit_count() * (0.02 + 0.5 * outlook.progress))
        if rule == "per_visible_rat":
            return p * info.rats.bit_count() * (0.5 + 0.5 * outlook.progress)
        if rule == "exact_visible_rats":
            v = info.rats.bit_count()
            return p * (0.7 if v >= params["count"] else 0.1)
        if rule == "per_private_lesson":
            return p * (lessons + left)
        if rule == "exact_private_lessons":
            return p * (0.6 if lessons == params["count"] else 0.05)
        if rule == "exact_cats_of_colour":
            return p * _chance_exactly(info.colors[params["color"]], params["count"], future * 0.4)
        if rule == "exact_treasures":
            return p * _chance_exactly(info.rares + info.commons, params["count"], left * 6)
        if rule == "per_two_cats_touching_edge":
            edge_cats = sum(self._edge_counts(info).values())
            return params["points_per_pair"] * (edge_cats + left * 8) / 2
        if rule == "rooms_full":
            rooms = params["rooms"]
            empty = sum(info.room_empty[r] for r in rooms)
            return p * math.exp(-empty / (2 + 30 * left))
        if rule == "rooms_empty":
            rooms = params["rooms"]
            if any(info.room_empty[r] < info.model.room_sizes[r] for r in rooms):
                return 0.0
            # The rooms still cost -5 each as unfilled; the estimate counts only the lesson.
            return p * 0.9
        if rule == "per_family_min_size":
            big = sum(
                1 for fams in info.families.values() for f in fams if f.size >= params["min_size"]
            )
            return p * (big + left * 2)
        if rule == "per_oshax":
            return p * (info.oshax + left * 0.5)
        if rule == "third_largest_family_again":
            sizes = sorted((f.size for fams in info.families.values() for f in fams), reverse=True)
            third = sizes[2] if len(sizes) >= 3 else 0
            from game.rules.scoring import family_points

            return float(family_points(min(12, third + round(left * 1.5))))
        if rule == "min_fish":
            return p * 0.8
        if rule == "per_cat_of_colour_touching_edge":
            return p * (self._edge_counts(info)[self.color] + left * 1.5)
        if rule == "per_cat_of_colour":
            return p * (info.colors[self.color] + left * 2)
        if rule == "min_cats_of_colour":
            have = info.colors[self.color]
            return p * (1.0 if have >= params["min"] else min(1.0, 0.2 + left * 0.8))
        if rule == "per_lone_cat_of_colour":
            lone = sum(1 for f in info.families[self.color] if f.size == 1)
            return p * (lone + left)
        if rule == "per_treasure_touching_colour":
            return p * (self._treasures_touching(info) + left * 2)
        if rule == "per_uncovered_map":
            return p * len(info.maps) * (0.6 + 0.4 * outlook.progress)
        if rule == "per_treasure":
            return p * (info.rares + info.commons + left * 4)
        if rule == "per_filled_room":
            full = sum(1 for e in info.room_empty if e == 0)
            return p * (full + left * 3)
        if rule == "middle_row_full":
            row = info.model.cells & _row(4)
            covered = row.bit_count() - (row & info.free).bit_count()
            return p * (covered / max(1, row.bit_count())) ** 2 * 0.8
        return 2.0

    def reserves(self, info: BoatInfo) -> int:
        """Cells this lesson pays for leaving empty: the uncovered maps (150) and rooms that
        must stay empty (137, 140) while they still are."""
        if self.rule == "per_uncovered_map":
            cells = 0
            for _, cell in info.maps:
                cells |= cell
            return cells
        if self.rule == "rooms_empty":
            rooms = self.card.points["rooms"]
            if all(info.room_empty[r] == info.model.room_sizes[r] for r in rooms):
                cells = 0
                for r in rooms:
                    cells |= info.model.room_masks[r]
                return cells
        return 0

    # --- the change made by one placement ---------------------------------------------------

    def place(
        self, info: BoatInfo, outlook: Outlook, spot: Spot, color: str | None, kind: str
    ) -> float:
        rule, p = self.rule, self.points
        params = self.card.points
        cat = kind in ("cat", "oshax")
        on_edge = spot.edge > 0
        if rule == "no_empty_edge_cell":
            covered = EDGE_CELLS - (info.model.edge & info.free).bit_count()
            gain = (covered + spot.edge) / EDGE_CELLS
            return p * 0.8 * (gain**3 - (covered / EDGE_CELLS) ** 3) + 0.15 * spot.edge
        if rule == "exact_cat_count" and cat:
            if info.cats >= params["count"]:
                return -p * 0.85
            return 0.0
        if rule == "min_cats_each_colour" and cat and color is not None:
            return 1.5 if info.colors[color] < params["min"] else 0.0
        if rule == "every_colour_touches_edge" and cat and on_edge:
            return 1.4 if color not in self._edge_colors(info) else 0.0
        if rule == "per_cat_of_best_colour_touching_edge" and cat and on_edge:
            counts = self._edge_counts(info)
            return p * (0.9 if counts.get(color, 0) >= max(counts.values()) - 1 else 0.3)
        if rule == "per_lone_cat" and cat:
            joined = sum(1 for f in info.families[color] if f.mask & spot.halo)
            lone_joined = sum(1 for f in info.families[color] if f.mask & spot.halo and f.size == 1)
            return p * ((1 if joined == 0 else 0) - lone_joined)
        if rule == "per_rare_treasure" and kind == "rare":
            return p
        if rule == "per_common_treasure" and kind == "common":
            return p
        if rule == "no_visible_rats":
            covered = (spot.mask & info.rats).bit_count()
            if not covered:
                return 0.0
            rate = 0.02 + 0.5 * outlook.progress
            v = info.rats.bit_count()
            return p * (math.exp(-(v - covered) * rate) - math.exp(-v * rate))
        if rule == "per_visible_rat":
            return -p * (spot.mask & info.rats).bit_count()
        if rule == "exact_visible_rats":
            v = info.rats.bit_count()
            covered = (spot.mask & info.rats).bit_count()
            if covered and v - covered < params["count"]:
                return -p * 0.7 * min(1, params["count"] - (v - covered))
            return 0.0
        if rule == "exact_cats_of_colour" and cat and color == params["color"]:
            have = info.colors[color]
            if have >= params["count"]:
                return -p * 0.85
            return 1.0
        if rule == "exact_treasures" and kind in ("rare", "common"):
            return -p * 0.85 if info.rares + info.commons >= params["count"] else 1.0
        if rule == "per_two_cats_touching_edge" and cat and on_edge:
            return 0.5 * params["points_per_pair"]
        if rule == "rooms_full":
            gain = 0.0
            for r, n in spot.rooms:
                if r in params["rooms"]:
                    gain += n * 0.25 + (p * 0.5 if n == info.room_empty[r] else 0.0)
            return gain
        if rule == "rooms_empty":
            if any(info.room_empty[r] < info.model.room_sizes[r] for r in params["rooms"]):
                return 0.0
            if any(r in params["rooms"] for r, _ in spot.rooms):
                return -p * 0.9
            return 0.0
        if rule == "per_family_min_size" and cat:
            size = 1 + sum(f.size for f in info.families[color] if f.mask & spot.halo)
            before = sum(
                1
                for f in info.families[color]
                if f.mask & spot.halo and f.size >= params["min_size"]
            )
            return p * ((size >= params["min_size"]) - before)
        if rule == "per_oshax" and kind == "oshax":
            return p
        if rule == "per_cat_of_colour_touching_edge" and cat and color == self.color:
            return p if on_edge else 0.0
        if rule == "per_cat_of_colour" and cat and color == self.color:
            return p
        if rule == "min_cats_of_colour" and cat and color == self.color:
            have = info.colors[color]
            return p * 0.4 if have < params["min"] else 0.0
        if rule == "per_lone_cat_of_colour" and cat and color == self.color:
            lone_joined = sum(1 for f in info.families[color] if f.mask & spot.halo and f.size == 1)
            joined = any(f.mask & spot.halo for f in info.families[color])
            return p * ((0 if joined else 1) - lone_joined)
        if rule == "per_treasure_touching_colour":
            return p * self._treasure_touch_delta(info, spot, color, kind)
        if rule == "per_uncovered_map":  # the room is given up while its map stays uncovered
            return -p * sum(1 for _, cell in info.maps if spot.mask & cell)
        if rule == "per_treasure" and kind in ("rare", "common"):
            return p
        if rule == "per_filled_room":
            return p * sum(1 for r, n in spot.rooms if n == info.room_empty[r])
        if rule == "middle_row_full":
            return 0.25 * (spot.mask & info.free & _row(4)).bit_count()
        return 0.0

    # --- helpers ---------------------------------------------------------------------------

    def _edge_counts(self, info: BoatInfo) -> dict[str, int]:
        counts = dict.fromkeys(COLORS, 0)
        edge = info.model.edge
        for t in info.tiles:
            if t.color is not None and t.mask & edge:
                counts[t.color] += 1
        return counts

    def _edge_colors(self, info: BoatInfo) -> set[str]:
        return {c for c, n in self._edge_counts(info).items() if n}

    def _treasures_touching(self, info: BoatInfo) -> int:
        halo = grow(sum(f.mask for f in info.families[self.color]))
        return sum(1 for t in info.tiles if t.color is None and t.mask & halo)

    def _treasure_touch_delta(
        self, info: BoatInfo, spot: Spot, color: str | None, kind: str
    ) -> float:
        if kind in ("rare", "common"):
            own = sum(f.mask for f in info.families[self.color])
            return 1.0 if own & spot.halo else 0.0
        if color != self.color:
            return 0.0
        own = sum(f.mask for f in info.families[self.color])
        halo_before = grow(own)
        gained = 0
        for t in info.tiles:
            if t.color is None and t.mask & spot.halo and not t.mask & halo_before:
                gained += 1
        return float(gained)


def _row(y: int) -> int:
    return ((1 << 22) - 1) << (22 * y)


# Prior worth of each private lesson on an empty boat, for a seat that then plays to it.
PRIORS = {
    "no_empty_edge_cell": 3.0,
    "exact_cat_count": 3.5,
    "min_cats_each_colour": 0.5,
    "every_colour_touches_edge": 5.0,
    "per_cat_of_best_colour_touching_edge": 5.0,
    "exact_permanent_baskets": 1.5,
    "first_in_turn_order": 2.0,
    "per_lone_cat": 6.0,
    "largest_family": 4.5,
    "per_rare_treasure": 4.5,
    "per_common_treasure": 7.0,
    "no_visible_rats": 7.0,
    "per_visible_rat": 15.0,
    "per_private_lesson": 6.0,
    "exact_cats_of_colour": 3.5,
    "exact_visible_rats": 6.0,
    "exact_private_lessons": 1.5,
    "exact_treasures": 4.0,
    "per_two_cats_touching_edge": 4.5,
    "rooms_full": 8.0,
    "rooms_empty": 5.0,
    "per_family_min_size": 6.0,
    "per_oshax": 5.0,
    "third_largest_family_again": 2.0,
    "min_fish": 4.5,
    "per_treasure": 8.0,
    "per_filled_room": 6.0,
    "middle_row_full": 4.0,
}


def terms_for(
    state, seat: int, public: bool = True, private: bool = True
) -> tuple[LessonTerm, ...]:
    """The lessons that score for ``seat``: its private lessons in play (and in hand, waiting
    for Phase 3) and the public lessons in play (with their named colour)."""
    cards = state.content.cards
    s = state.seats[seat]
    terms: list[LessonTerm] = []
    if private:
        for c in s.lessons:
            if c in cards:
                terms.append(LessonTerm(cards[c]))
        for c in s.hand:
            card = cards.get(c)
            if card is not None and card.type == "lesson_private":
                terms.append(LessonTerm(card))
    if public:
        for c, color in state.public_lessons:
            if c in cards:
                terms.append(LessonTerm(cards[c], color, True))
        named = dict(s.named)
        for c in s.hand:
            card = cards.get(c)
            if (
                card is not None
                and card.type == "lesson_public"
                and (card.color_choice != "on_buy" or c in named)
            ):
                terms.append(LessonTerm(card, named.get(c), True))
    return tuple(t for t in terms if t.card.scoring)
