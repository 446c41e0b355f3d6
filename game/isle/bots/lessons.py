"""What lessons are worth to a bot: an estimate of the points a lesson will pay at the end
(for drafting and buying) and the change one placement makes (for placing).

Every scoring rule of the content (cards.md sections 5, 6 and 7.3: private, public, Family and
the Solo sister's lessons) has an entry in two tables: ``VALUES`` estimates the final points
from the boat as it is and the time left; ``PLACES`` is the change when a tile covers a spot
(``no_effect`` for rules a placement cannot change, such as fish or baskets). A test holds the
tables to the rules' own table, so no rule of the content falls to a default. Rules a future
mode might add are worth a small constant and never steer a placement.

A ``LessonTerm`` is one lesson as it counts for the seat: ``scale`` is 1 for its own lessons,
0.5 for public lessons in Solo (half their value, rules.md 8.6), and negative for the sister's
lessons (her points are the seat's loss; -2 for the one her lesson 204 counts twice).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from game.isle.bots.board import Spot, grow
from game.isle.bots.evaluation import BoatInfo, Outlook
from game.isle.rules.content import Card
from game.isle.rules.ids import COLORS
from game.isle.rules.scoring import SOLO_LARGEST_FAMILY_MIN, family_points

EDGE_CELLS = 44
UNKNOWN_RULE_VALUE = 2.0  # a rule of a mode the bots do not know yet


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
class Extras:
    """What a few rules read besides the boat: counts of the seat and the others."""

    lessons: int = 1  # private lessons in play (this one included when buying it)
    baskets: int = 1  # permanent baskets
    others_largest: int = 0  # the largest family on another boat
    fish: int = 0


@dataclass(frozen=True, slots=True)
class LessonTerm:
    card: Card
    color: str | None = None  # the named colour of a public lesson
    public: bool = False
    scale: float = 1.0  # what one point of this lesson is worth to the seat
    solo: bool = False  # scored in a Solo game (lesson 121 needs a family of 7)
    points: int = field(init=False, compare=False)
    rule: str = field(init=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "points", self.card.points.get("points", 0))
        object.__setattr__(self, "rule", self.card.scoring)

    @property
    def steers(self) -> bool:
        """A placement can change this lesson's points."""
        return PLACES.get(self.rule, no_effect) is not no_effect

    @property
    def spot_dependent(self) -> bool:
        """Where the tile goes matters (else only what the tile is)."""
        return self.rule not in SPOT_FREE

    def reacts(self, color: str | None, kind: str) -> bool:
        """A tile of this kind and colour can change the lesson's points (a quick filter:
        the placement change is 0 when it cannot)."""
        if self.rule in CAT_RULES:
            if kind not in ("cat", "oshax"):
                return False
            return self.rule not in NAMED_COLOUR_RULES or color == self.color
        return True

    @property
    def sister(self) -> bool:
        return self.scale < 0

    def value(
        self,
        info: BoatInfo,
        outlook: Outlook,
        lessons: int = 1,
        baskets: int = 1,
        others_largest: int = 0,
        fish: int = 0,
    ) -> float:
        """The lesson's likely final points (before ``scale``)."""
        estimate = VALUES.get(self.rule)
        if estimate is None:
            return UNKNOWN_RULE_VALUE
        return estimate(self, info, outlook, Extras(lessons, baskets, others_largest, fish))

    def place(
        self, info: BoatInfo, outlook: Outlook, spot: Spot, color: str | None, kind: str
    ) -> float:
        """The change of the lesson's points when a tile of ``kind`` and ``color`` covers
        ``spot`` (before ``scale``)."""
        change = PLACES.get(self.rule)
        if change is None:
            return 0.0
        return change(self, info, outlook, spot, color, kind)

    def reserves(self, info: BoatInfo) -> int:
        """Cells this lesson pays for leaving empty: the uncovered maps (150) and rooms that
        must stay empty (137, 140) while they still are. The sister's lessons reserve none."""
        if self.sister:
            return 0
        if self.rule == "per_uncovered_map":
            # Outside Solo only the deck's map: no boat fills the deck, so its map is the
            # lesson's points for nothing. A map in a room is left to the placements (covering
            # it gives the lesson's points up, finishing its room wins as much): held back for
            # the lesson, its room was given up, and four Hard seats left two rooms a boat
            # unfilled for a wash of points (docs/bots.md). Solo keeps them all (not measured).
            keep = info.model.room_masks[info.model.hub] if not self.solo else -1
            cells = 0
            for _, cell in info.maps:
                cells |= cell & keep
            return cells
        if self.rule == "rooms_empty":
            rooms = self.card.points["rooms"]
            if all(info.room_empty[r] == info.model.room_sizes[r] for r in rooms):
                cells = 0
                for r in rooms:
                    cells |= info.model.room_masks[r]
                return cells
        return 0


# --- what evaluation reads of a boat, derived once per boat ------------------------------------


@dataclass(slots=True)
class Derived:
    """Masks several rules read (computed on first use, kept on the BoatInfo)."""

    treasures: int  # cells covered by treasures
    treasure_halo: int  # those cells and the cells sharing a side with them
    cats: dict[str, int]  # colour -> cells of its cats and Oshax
    edge_counts: dict[str, int]  # colour -> its tiles on an edge cell
    loose: tuple[int, ...]  # cat tiles touching no treasure (their masks)
    rat_clean: frozenset[str]  # colours none of whose cats touches a visible rat
    sizes: tuple[int, ...]  # every family size, largest first


def derived(info: BoatInfo) -> Derived:
    found = info.memo.get("derived")
    if found is not None:
        return found
    treasures = 0
    cats = dict.fromkeys(COLORS, 0)
    edge_counts = dict.fromkeys(COLORS, 0)
    edge = info.model.edge
    for t in info.tiles:
        if t.color is None:
            treasures |= t.mask
        else:
            cats[t.color] |= t.mask
            if t.mask & edge:
                edge_counts[t.color] += 1
    halo = grow(treasures)
    loose = tuple(t.mask for t in info.tiles if t.color is not None and not t.mask & halo)
    rat_halo = grow(info.rats)
    rat_clean = frozenset(c for c in COLORS if not cats[c] & rat_halo)
    sizes = tuple(sorted((f.size for fams in info.families.values() for f in fams), reverse=True))
    found = Derived(treasures, halo, cats, edge_counts, loose, rat_clean, sizes)
    info.memo["derived"] = found
    return found


def _edge_colors(info: BoatInfo) -> set[str]:
    return {c for c, n in derived(info).edge_counts.items() if n}


def _sizes(info: BoatInfo) -> tuple[int, ...]:
    return derived(info).sizes


def _joined(info: BoatInfo, spot: Spot, color: str) -> list[int]:
    """Sizes of the families of ``color`` a cat on ``spot`` would join."""
    return [f.size for f in info.families[color] if f.mask & spot.halo]


def _sizes_after(info: BoatInfo, spot: Spot, color: str) -> list[int]:
    """Every family size once a cat of ``color`` lies on ``spot`` (the families it touches
    merge with it)."""
    joined = _joined(info, spot, color)
    sizes = list(_sizes(info))
    for size in joined:
        sizes.remove(size)
    sizes.append(1 + sum(joined))
    return sorted(sizes, reverse=True)


def _treasures_touching(info: BoatInfo, color: str) -> int:
    halo = grow(derived(info).cats[color])
    return sum(1 for t in info.tiles if t.color is None and t.mask & halo)


def _row(y: int) -> int:
    return ((1 << 22) - 1) << (22 * y)


# --- final points: VALUES[rule](term, info, outlook, extras) ----------------------------------

Value = Callable[[LessonTerm, BoatInfo, Outlook, Extras], float]


def _left(outlook: Outlook) -> float:
    return 1.0 - outlook.progress


def _v_no_empty_edge_cell(term, info, outlook, extras) -> float:
    covered = EDGE_CELLS - (info.model.edge & info.free).bit_count()
    return term.points * (covered / EDGE_CELLS) ** 3 * 0.8


def _v_exact_cat_count(term, info, outlook, extras) -> float:
    return term.points * _chance_exactly(
        info.cats, term.card.points["count"], _future_cats(outlook)
    )


def _v_min_cats_each_colour(term, info, outlook, extras) -> float:
    spare = _future_cats(outlook) * 0.5
    chance = 1.0
    for c in COLORS:
        need = max(0, term.card.points["min"] - info.colors[c])
        chance *= 1.0 if need == 0 else max(0.0, min(1.0, spare / (need * 5)))
    return term.points * chance


def _v_every_colour_touches_edge(term, info, outlook, extras) -> float:
    on_edge = _edge_colors(info)
    return term.points * (0.25 + 0.75 * len(on_edge) / 5) * (0.4 + 0.6 * (len(on_edge) == 5))


def _v_best_colour_edge(term, info, outlook, extras) -> float:
    best = max(derived(info).edge_counts.values(), default=0)
    return term.points * (best + _left(outlook) * 3)


def _v_exact_permanent_baskets(term, info, outlook, extras) -> float:
    return term.points * {3: 0.9, 2: 0.25}.get(extras.baskets, 0.05)


def _v_first_in_turn_order(term, info, outlook, extras) -> float:
    return term.points * 0.35


def _v_per_lone_cat(term, info, outlook, extras) -> float:
    lone = sum(1 for fams in info.families.values() for f in fams if f.size == 1)
    return term.points * (lone + _left(outlook) * 2)


def _v_largest_family(term, info, outlook, extras) -> float:
    mine = max((f.size for fams in info.families.values() for f in fams), default=0)
    if term.solo:  # rules.md 8.6: a family of 7 or more
        reach = mine + _left(outlook) * 6
        return term.points * min(1.0, max(0.0, (reach - SOLO_LARGEST_FAMILY_MIN + 2) / 4))
    lead = mine + _left(outlook) * 4 - extras.others_largest
    return term.points * min(1.0, max(0.1, 0.5 + lead / 6))


def _v_per_rare_treasure(term, info, outlook, extras) -> float:
    return term.points * (info.rares + _left(outlook) * 3)


def _v_per_common_treasure(term, info, outlook, extras) -> float:
    return term.points * (info.commons + _left(outlook) * 4)


def _v_no_visible_rats(term, info, outlook, extras) -> float:
    return term.points * math.exp(-info.rats.bit_count() * (0.02 + 0.5 * outlook.progress))


def _v_per_visible_rat(term, info, outlook, extras) -> float:
    return term.points * info.rats.bit_count() * (0.5 + 0.5 * outlook.progress)


def _v_exact_visible_rats(term, info, outlook, extras) -> float:
    v = info.rats.bit_count()
    return term.points * (0.7 if v >= term.card.points["count"] else 0.1)


def _v_per_private_lesson(term, info, outlook, extras) -> float:
    return term.points * (extras.lessons + _left(outlook))


def _v_exact_private_lessons(term, info, outlook, extras) -> float:
    return term.points * (0.6 if extras.lessons == term.card.points["count"] else 0.05)


def _v_exact_cats_of_colour(term, info, outlook, extras) -> float:
    params = term.card.points
    return term.points * _chance_exactly(
        info.colors[params["color"]], params["count"], _future_cats(outlook) * 0.4
    )


def _v_exact_treasures(term, info, outlook, extras) -> float:
    return term.points * _chance_exactly(
        info.rares + info.commons, term.card.points["count"], _left(outlook) * 6
    )


def _v_per_two_cats_touching_edge(term, info, outlook, extras) -> float:
    edge_cats = sum(derived(info).edge_counts.values())
    return term.card.points["points_per_pair"] * (edge_cats + _left(outlook) * 8) / 2


def _v_rooms_full(term, info, outlook, extras) -> float:
    empty = sum(info.room_empty[r] for r in term.card.points["rooms"])
    return term.points * math.exp(-empty / (2 + 30 * _left(outlook)))


def _v_rooms_empty(term, info, outlook, extras) -> float:
    rooms = term.card.points["rooms"]
    if any(info.room_empty[r] < info.model.room_sizes[r] for r in rooms):
        return 0.0
    # The rooms still cost -5 each as unfilled; the estimate counts only the lesson.
    return term.points * 0.9


def _v_per_family_min_size(term, info, outlook, extras) -> float:
    least = term.card.points["min_size"]
    big = sum(1 for fams in info.families.values() for f in fams if f.size >= least)
    return term.points * (big + _left(outlook) * 2)


def _v_per_oshax(term, info, outlook, extras) -> float:
    return term.points * (info.oshax + _left(outlook) * 0.5)


def _smooth_family_points(size: float) -> float:
    """The family table between whole sizes (an expected size is rarely whole)."""
    low = math.floor(size)
    return family_points(low) + (family_points(low + 1) - family_points(low)) * (size - low)


def _v_third_largest_family_again(term, info, outlook, extras) -> float:
    sizes = _sizes(info)
    third = sizes[2] if len(sizes) >= 3 else 0
    return _smooth_family_points(min(12.0, third + _left(outlook) * 1.5))


def _v_min_fish(term, info, outlook, extras) -> float:
    return term.points * 0.8


def _v_per_cat_of_colour_touching_edge(term, info, outlook, extras) -> float:
    return term.points * (derived(info).edge_counts[term.color] + _left(outlook) * 1.5)


def _v_per_cat_of_colour(term, info, outlook, extras) -> float:
    return term.points * (info.colors[term.color] + _left(outlook) * 2)


def _v_min_cats_of_colour(term, info, outlook, extras) -> float:
    have = info.colors[term.color]
    chance = 1.0 if have >= term.card.points["min"] else min(1.0, 0.2 + _left(outlook) * 0.8)
    return term.points * chance


def _v_per_lone_cat_of_colour(term, info, outlook, extras) -> float:
    lone = sum(1 for f in info.families[term.color] if f.size == 1)
    return term.points * (lone + _left(outlook))


def _v_per_treasure_touching_colour(term, info, outlook, extras) -> float:
    return term.points * (_treasures_touching(info, term.color) + _left(outlook) * 2)


def _v_per_uncovered_map(term, info, outlook, extras) -> float:
    return term.points * len(info.maps) * (0.6 + 0.4 * outlook.progress)


def _v_per_treasure(term, info, outlook, extras) -> float:
    return term.points * (info.rares + info.commons + _left(outlook) * 4)


def _v_per_filled_room(term, info, outlook, extras) -> float:
    full = sum(1 for e in info.room_empty if e == 0)
    return term.points * (full + _left(outlook) * 3)


def _v_middle_row_full(term, info, outlook, extras) -> float:
    row = info.model.cells & _row(4)
    covered = row.bit_count() - (row & info.free).bit_count()
    return term.points * (covered / max(1, row.bit_count())) ** 2 * 0.8


# The sister's lessons (cards.md 7.3): her points, counted against the seat's boat.


def _settled(outlook: Outlook) -> float:
    """How much of a count that can still fall (colours left clean, ...) is likely to stay."""
    return 0.4 + 0.6 * outlook.progress


def _v_colour_without_treasure(term, info, outlook, extras) -> float:
    d = derived(info)
    clean = sum(1 for c in COLORS if not d.cats[c] & d.treasure_halo)
    return term.points * clean * _settled(outlook)


def _v_tile_in_largest_family(term, info, outlook, extras) -> float:
    largest = max(_sizes(info), default=0)
    final = largest + _left(outlook) * 4
    return term.points * final if final >= 3 else 0.0


def _v_fewer_treasures_than(term, info, outlook, extras) -> float:
    need = term.card.points["threshold_exclusive"] - (info.rares + info.commons)
    if need <= 0:
        return 0.0
    future = _left(outlook) * 8
    return term.points * max(0.0, min(1.0, 1.0 - future / need))


def _v_per_unspent_fish(term, info, outlook, extras) -> float:
    return term.points * extras.fish * outlook.progress


def _v_per_cat_over(term, info, outlook, extras) -> float:
    projected = info.cats + _future_cats(outlook) * 0.8
    return term.points * max(0.0, projected - term.card.points["threshold"])


def _v_colour_without_edge(term, info, outlook, extras) -> float:
    return term.points * (len(COLORS) - len(_edge_colors(info))) * _settled(outlook)


def _v_double_best(term, info, outlook, extras) -> float:
    return 0.0  # counted as a second copy of her best lesson (sister_terms)


def _v_largest_family_score(term, info, outlook, extras) -> float:
    largest = max(_sizes(info), default=0)
    return float(family_points(round(largest + _left(outlook) * 4)))


def _v_second_family_score(term, info, outlook, extras) -> float:
    sizes = _sizes(info)
    second = sizes[1] if len(sizes) >= 2 else 0
    return float(family_points(round(second + _left(outlook) * 3)))


def _v_cat_not_touching_treasure(term, info, outlook, extras) -> float:
    return term.points * (len(derived(info).loose) + _future_cats(outlook) * 0.5)


def _v_per_covered_map(term, info, outlook, extras) -> float:
    covered = info.map_count - len(info.maps)
    return term.points * (covered + _left(outlook) * 2)


def _v_per_scoring_family(term, info, outlook, extras) -> float:
    scoring = sum(1 for s in _sizes(info) if s >= 3)
    return term.points * (scoring + _left(outlook) * 2)


def _v_cat_touching_edge(term, info, outlook, extras) -> float:
    return term.points * (sum(derived(info).edge_counts.values()) + _future_cats(outlook) * 0.3)


def _rat_clean_colours(info: BoatInfo, rats: int, extra: int = 0, color: str | None = None) -> int:
    """Colours none of whose cats touch a visible rat (``extra`` cells of ``color`` added)."""
    halo = grow(rats)
    cats = derived(info).cats
    return sum(1 for c in COLORS if not (cats[c] | (extra if c == color else 0)) & halo)


def _v_colour_without_rat(term, info, outlook, extras) -> float:
    return term.points * len(derived(info).rat_clean) * _settled(outlook)


VALUES: dict[str, Value] = {
    "no_empty_edge_cell": _v_no_empty_edge_cell,
    "exact_cat_count": _v_exact_cat_count,
    "min_cats_each_colour": _v_min_cats_each_colour,
    "every_colour_touches_edge": _v_every_colour_touches_edge,
    "per_cat_of_best_colour_touching_edge": _v_best_colour_edge,
    "exact_permanent_baskets": _v_exact_permanent_baskets,
    "first_in_turn_order": _v_first_in_turn_order,
    "per_lone_cat": _v_per_lone_cat,
    "largest_family": _v_largest_family,
    "per_rare_treasure": _v_per_rare_treasure,
    "per_common_treasure": _v_per_common_treasure,
    "per_treasure": _v_per_treasure,
    "no_visible_rats": _v_no_visible_rats,
    "per_visible_rat": _v_per_visible_rat,
    "exact_visible_rats": _v_exact_visible_rats,
    "per_private_lesson": _v_per_private_lesson,
    "exact_private_lessons": _v_exact_private_lessons,
    "exact_cats_of_colour": _v_exact_cats_of_colour,
    "exact_treasures": _v_exact_treasures,
    "per_two_cats_touching_edge": _v_per_two_cats_touching_edge,
    "rooms_full": _v_rooms_full,
    "rooms_empty": _v_rooms_empty,
    "per_family_min_size": _v_per_family_min_size,
    "per_oshax": _v_per_oshax,
    "third_largest_family_again": _v_third_largest_family_again,
    "min_fish": _v_min_fish,
    "per_cat_of_colour_touching_edge": _v_per_cat_of_colour_touching_edge,
    "per_cat_of_colour": _v_per_cat_of_colour,
    "min_cats_of_colour": _v_min_cats_of_colour,
    "per_lone_cat_of_colour": _v_per_lone_cat_of_colour,
    "per_treasure_touching_colour": _v_per_treasure_touching_colour,
    "per_uncovered_map": _v_per_uncovered_map,
    "middle_row_full": _v_middle_row_full,
    "per_filled_room": _v_per_filled_room,
    "per_colour_without_cat_touching_treasure": _v_colour_without_treasure,
    "per_tile_in_largest_scoring_family": _v_tile_in_largest_family,
    "fewer_treasures_than": _v_fewer_treasures_than,
    "per_unspent_fish": _v_per_unspent_fish,
    "per_cat_over": _v_per_cat_over,
    "per_colour_without_cat_on_edge": _v_colour_without_edge,
    "double_best_solo_lesson": _v_double_best,
    "largest_family_score": _v_largest_family_score,
    "second_largest_family_score": _v_second_family_score,
    "per_cat_not_touching_treasure": _v_cat_not_touching_treasure,
    "per_covered_map": _v_per_covered_map,
    "per_scoring_family": _v_per_scoring_family,
    "per_cat_touching_edge": _v_cat_touching_edge,
    "per_colour_without_cat_touching_visible_rat": _v_colour_without_rat,
}


# --- one placement: PLACES[rule](term, info, outlook, spot, color, kind) -----------------------

Change = Callable[[LessonTerm, BoatInfo, Outlook, Spot, "str | None", str], float]


def _cat(kind: str) -> bool:
    return kind in ("cat", "oshax")


def _treasure(kind: str) -> bool:
    return kind in ("rare", "common")


def no_effect(term, info, outlook, spot, color, kind) -> float:
    """Rules no placement changes (fish, baskets, lessons in play, turn order)."""
    return 0.0


def _p_no_empty_edge_cell(term, info, outlook, spot, color, kind) -> float:
    covered = EDGE_CELLS - (info.model.edge & info.free).bit_count()
    gain = (covered + spot.edge) / EDGE_CELLS
    return term.points * 0.8 * (gain**3 - (covered / EDGE_CELLS) ** 3) + 0.15 * spot.edge


def _p_exact_cat_count(term, info, outlook, spot, color, kind) -> float:
    if _cat(kind) and info.cats >= term.card.points["count"]:
        return -term.points * 0.85
    return 0.0


def _p_min_cats_each_colour(term, info, outlook, spot, color, kind) -> float:
    if _cat(kind) and color is not None and info.colors[color] < term.card.points["min"]:
        return 1.5
    return 0.0


def _p_every_colour_touches_edge(term, info, outlook, spot, color, kind) -> float:
    if _cat(kind) and spot.edge and color not in _edge_colors(info):
        return 1.4
    return 0.0


def _p_best_colour_edge(term, info, outlook, spot, color, kind) -> float:
    if not (_cat(kind) and spot.edge):
        return 0.0
    counts = derived(info).edge_counts
    return term.points * (0.9 if counts.get(color, 0) >= max(counts.values()) - 1 else 0.3)


# The sister's lesson 206 takes points for every lone cat at the end, and the seat places the
# cats to come: a cat placed alone early is likely to be joined by one of its colour before
# the end (this share of the game left). Counting it lone for good made Hard shun a colour's
# first cat, and in some Solo games place almost none (tournaments: docs/bots.md).
JOINED_LATER = 0.6


def _p_per_lone_cat(term, info, outlook, spot, color, kind) -> float:
    if not _cat(kind):
        return 0.0
    joined = _joined(info, spot, color)
    alone = 0.0 if joined else 1.0
    if term.sister:
        alone *= 1.0 - JOINED_LATER * _left(outlook)
    return term.points * (alone - sum(1 for s in joined if s == 1))


def _p_per_rare_treasure(term, info, outlook, spot, color, kind) -> float:
    return term.points if kind == "rare" else 0.0


def _p_per_common_treasure(term, info, outlook, spot, color, kind) -> float:
    return term.points if kind == "common" else 0.0


def _p_per_treasure(term, info, outlook, spot, color, kind) -> float:
    return term.points if _treasure(kind) else 0.0


def _p_no_visible_rats(term, info, outlook, spot, color, kind) -> float:
    covered = (spot.mask & info.rats).bit_count()
    if not covered:
        return 0.0
    rate = 0.02 + 0.5 * outlook.progress
    v = info.rats.bit_count()
    return term.points * (math.exp(-(v - covered) * rate) - math.exp(-v * rate))


def _p_per_visible_rat(term, info, outlook, spot, color, kind) -> float:
    return -term.points * (spot.mask & info.rats).bit_count()


def _p_exact_visible_rats(term, info, outlook, spot, color, kind) -> float:
    count = term.card.points["count"]
    v = info.rats.bit_count()
    covered = (spot.mask & info.rats).bit_count()
    if covered and v - covered < count:
        return -term.points * 0.7 * min(1, count - (v - covered))
    return 0.0


def _p_exact_cats_of_colour(term, info, outlook, spot, color, kind) -> float:
    params = term.card.points
    if not (_cat(kind) and color == params["color"]):
        return 0.0
    return -term.points * 0.85 if info.colors[color] >= params["count"] else 1.0


def _p_exact_treasures(term, info, outlook, spot, color, kind) -> float:
    if not _treasure(kind):
        return 0.0
    full = info.rares + info.commons >= term.card.points["count"]
    return -term.points * 0.85 if full else 1.0


def _p_per_two_cats_touching_edge(term, info, outlook, spot, color, kind) -> float:
    if _cat(kind) and spot.edge:
        return 0.5 * term.card.points["points_per_pair"]
    return 0.0


def _p_rooms_full(term, info, outlook, spot, color, kind) -> float:
    gain = 0.0
    for r, n in spot.rooms:
        if r in term.card.points["rooms"]:
            gain += n * 0.25 + (term.points * 0.5 if n == info.room_empty[r] else 0.0)
    return gain


def _p_rooms_empty(term, info, outlook, spot, color, kind) -> float:
    rooms = term.card.points["rooms"]
    if any(info.room_empty[r] < info.model.room_sizes[r] for r in rooms):
        return 0.0
    if any(r in rooms for r, _ in spot.rooms):
        return -term.points * 0.9
    return 0.0


def _p_per_family_min_size(term, info, outlook, spot, color, kind) -> float:
    if not _cat(kind):
        return 0.0
    least = term.card.points["min_size"]
    joined = _joined(info, spot, color)
    before = sum(1 for s in joined if s >= least)
    return term.points * ((1 + sum(joined) >= least) - before)


def _p_per_oshax(term, info, outlook, spot, color, kind) -> float:
    return term.points if kind == "oshax" else 0.0


def _p_per_cat_of_colour_touching_edge(term, info, outlook, spot, color, kind) -> float:
    return term.points if _cat(kind) and color == term.color and spot.edge else 0.0


def _p_per_cat_of_colour(term, info, outlook, spot, color, kind) -> float:
    return term.points if _cat(kind) and color == term.color else 0.0


def _p_min_cats_of_colour(term, info, outlook, spot, color, kind) -> float:
    if _cat(kind) and color == term.color and info.colors[color] < term.card.points["min"]:
        return term.points * 0.4
    return 0.0


def _p_per_lone_cat_of_colour(term, info, outlook, spot, color, kind) -> float:
    if not (_cat(kind) and color == term.color):
        return 0.0
    joined = _joined(info, spot, color)
    return term.points * ((0 if joined else 1) - sum(1 for s in joined if s == 1))


def _p_per_treasure_touching_colour(term, info, outlook, spot, color, kind) -> float:
    own = derived(info).cats[term.color]
    if _treasure(kind):
        return term.points * (1.0 if own & spot.halo else 0.0)
    if color != term.color:
        return 0.0
    halo_before = grow(own)
    gained = sum(
        1 for t in info.tiles if t.color is None and t.mask & spot.halo and not t.mask & halo_before
    )
    return term.points * gained


def _p_per_uncovered_map(term, info, outlook, spot, color, kind) -> float:
    # the room is given up while its map stays uncovered
    return -term.points * sum(1 for _, cell in info.maps if spot.mask & cell)


def _p_per_filled_room(term, info, outlook, spot, color, kind) -> float:
    return term.points * sum(1 for r, n in spot.rooms if n == info.room_empty[r])


def _p_middle_row_full(term, info, outlook, spot, color, kind) -> float:
    return 0.25 * (spot.mask & info.free & _row(4)).bit_count()


# The sister's lessons: the change of her points.


def _p_colour_without_treasure(term, info, outlook, spot, color, kind) -> float:
    d = derived(info)
    halo = d.treasure_halo
    if _cat(kind) and color is not None:
        spoils = not d.cats[color] & halo and spot.halo & d.treasures
        return -term.points if spoils else 0.0
    if _treasure(kind):
        spoiled = sum(1 for c in COLORS if not d.cats[c] & halo and d.cats[c] & spot.halo)
        return -term.points * spoiled
    return 0.0


def _p_tile_in_largest_family(term, info, outlook, spot, color, kind) -> float:
    if not (_cat(kind) and color is not None):
        return 0.0
    largest = max(_sizes(info), default=0)
    grown = max(largest, 1 + sum(_joined(info, spot, color)))
    return term.points * ((grown if grown >= 3 else 0) - (largest if largest >= 3 else 0))


def _p_fewer_treasures_than(term, info, outlook, spot, color, kind) -> float:
    if not _treasure(kind):
        return 0.0
    need = term.card.points["threshold_exclusive"] - (info.rares + info.commons)
    if need <= 0:
        return 0.0
    return -term.points / need  # each treasure is a share of the way out of her 10 points


def _p_per_cat_over(term, info, outlook, spot, color, kind) -> float:
    if _cat(kind) and info.cats >= term.card.points["threshold"]:
        return float(term.points)
    return 0.0


def _p_colour_without_edge(term, info, outlook, spot, color, kind) -> float:
    if _cat(kind) and spot.edge and color not in _edge_colors(info):
        return -float(term.points)
    return 0.0


def _p_largest_family_score(term, info, outlook, spot, color, kind) -> float:
    if not (_cat(kind) and color is not None):
        return 0.0
    largest = max(_sizes(info), default=0)
    grown = max(largest, 1 + sum(_joined(info, spot, color)))
    return float(family_points(grown) - family_points(largest))


def _p_second_family_score(term, info, outlook, spot, color, kind) -> float:
    if not (_cat(kind) and color is not None):
        return 0.0
    before = _sizes(info)
    after = _sizes_after(info, spot, color)
    second_before = before[1] if len(before) >= 2 else 0
    second_after = after[1] if len(after) >= 2 else 0
    return float(family_points(second_after) - family_points(second_before))


def _p_cat_not_touching_treasure(term, info, outlook, spot, color, kind) -> float:
    d = derived(info)
    if _cat(kind):
        return 0.0 if spot.halo & d.treasures else float(term.points)
    if _treasure(kind):
        return -term.points * sum(1 for mask in d.loose if mask & spot.halo)
    return 0.0


def _p_per_covered_map(term, info, outlook, spot, color, kind) -> float:
    return term.points * sum(1 for _, cell in info.maps if spot.mask & cell)


def _p_per_scoring_family(term, info, outlook, spot, color, kind) -> float:
    if not (_cat(kind) and color is not None):
        return 0.0
    joined = _joined(info, spot, color)
    before = sum(1 for s in joined if s >= 3)
    return term.points * ((1 + sum(joined) >= 3) - before)


def _p_cat_touching_edge(term, info, outlook, spot, color, kind) -> float:
    return float(term.points) if _cat(kind) and spot.edge else 0.0


def _p_colour_without_rat(term, info, outlook, spot, color, kind) -> float:
    cat_color = color if _cat(kind) else None
    if not spot.mask & info.rats:  # the rats stay: only the tile's own colour can spoil
        spoils = cat_color in derived(info).rat_clean and spot.halo & info.rats
        return -float(term.points) if spoils else 0.0
    before = len(derived(info).rat_clean)
    after = _rat_clean_colours(info, info.rats & ~spot.mask, spot.mask, cat_color)
    return term.points * (after - before)


PLACES: dict[str, Change] = {
    "no_empty_edge_cell": _p_no_empty_edge_cell,
    "exact_cat_count": _p_exact_cat_count,
    "min_cats_each_colour": _p_min_cats_each_colour,
    "every_colour_touches_edge": _p_every_colour_touches_edge,
    "per_cat_of_best_colour_touching_edge": _p_best_colour_edge,
    "exact_permanent_baskets": no_effect,
    "first_in_turn_order": no_effect,
    "per_lone_cat": _p_per_lone_cat,
    "largest_family": no_effect,  # families are valued by the family potential already
    "per_rare_treasure": _p_per_rare_treasure,
    "per_common_treasure": _p_per_common_treasure,
    "per_treasure": _p_per_treasure,
    "no_visible_rats": _p_no_visible_rats,
    "per_visible_rat": _p_per_visible_rat,
    "exact_visible_rats": _p_exact_visible_rats,
    "per_private_lesson": no_effect,
    "exact_private_lessons": no_effect,
    "exact_cats_of_colour": _p_exact_cats_of_colour,
    "exact_treasures": _p_exact_treasures,
    "per_two_cats_touching_edge": _p_per_two_cats_touching_edge,
    "rooms_full": _p_rooms_full,
    "rooms_empty": _p_rooms_empty,
    "per_family_min_size": _p_per_family_min_size,
    "per_oshax": _p_per_oshax,
    "third_largest_family_again": no_effect,  # its estimate only grows with the families
    "min_fish": no_effect,
    "per_cat_of_colour_touching_edge": _p_per_cat_of_colour_touching_edge,
    "per_cat_of_colour": _p_per_cat_of_colour,
    "min_cats_of_colour": _p_min_cats_of_colour,
    "per_lone_cat_of_colour": _p_per_lone_cat_of_colour,
    "per_treasure_touching_colour": _p_per_treasure_touching_colour,
    "per_uncovered_map": _p_per_uncovered_map,
    "middle_row_full": _p_middle_row_full,
    "per_filled_room": _p_per_filled_room,
    "per_colour_without_cat_touching_treasure": _p_colour_without_treasure,
    "per_tile_in_largest_scoring_family": _p_tile_in_largest_family,
    "fewer_treasures_than": _p_fewer_treasures_than,
    "per_unspent_fish": no_effect,  # fish are valued by Ctx.fish_value
    "per_cat_over": _p_per_cat_over,
    "per_colour_without_cat_on_edge": _p_colour_without_edge,
    "double_best_solo_lesson": no_effect,  # her best lesson's term counts twice instead
    "largest_family_score": _p_largest_family_score,
    "second_largest_family_score": _p_second_family_score,
    "per_cat_not_touching_treasure": _p_cat_not_touching_treasure,
    "per_covered_map": _p_per_covered_map,
    "per_scoring_family": _p_per_scoring_family,
    "per_cat_touching_edge": _p_cat_touching_edge,
    "per_colour_without_cat_touching_visible_rat": _p_colour_without_rat,
}


# Rules whose change depends only on the tile (its kind and colour), not on its spot.
SPOT_FREE = frozenset(
    {
        "exact_cat_count",
        "min_cats_each_colour",
        "per_rare_treasure",
        "per_common_treasure",
        "per_treasure",
        "exact_cats_of_colour",
        "exact_treasures",
        "per_oshax",
        "per_cat_of_colour",
        "min_cats_of_colour",
        "fewer_treasures_than",
        "per_cat_over",
    }
)


# Rules only a cat (or an Oshax) can change, and among them those of the named colour only.
CAT_RULES = frozenset(
    {
        "every_colour_touches_edge",
        "per_cat_of_best_colour_touching_edge",
        "per_lone_cat",
        "per_two_cats_touching_edge",
        "per_family_min_size",
        "per_cat_of_colour_touching_edge",
        "per_lone_cat_of_colour",
        "per_colour_without_cat_on_edge",
        "per_tile_in_largest_scoring_family",
        "largest_family_score",
        "second_largest_family_score",
        "per_scoring_family",
        "per_cat_touching_edge",
    }
)
NAMED_COLOUR_RULES = frozenset({"per_cat_of_colour_touching_edge", "per_lone_cat_of_colour"})


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
    for Phase 3) and the public lessons in play (with their named colour; half their worth in
    Solo). The sister's lessons are added by ``sister.sister_terms``."""
    cards = state.content.cards
    s = state.seats[seat]
    solo = state.sister is not None
    public_scale = 0.5 if solo else 1.0
    terms: list[LessonTerm] = []
    if private:
        for c in s.lessons:
            if c in cards:
                terms.append(LessonTerm(cards[c], solo=solo))
        for c in s.hand:
            card = cards.get(c)
            if card is not None and card.type == "lesson_private":
                terms.append(LessonTerm(card, solo=solo))
    if public:
        for c, color in state.public_lessons:
            if c in cards:
                terms.append(LessonTerm(cards[c], color, True, public_scale, solo))
        named = dict(s.named)
        for c in s.hand:
            card = cards.get(c)
            if (
                card is not None
                and card.type == "lesson_public"
                and (card.color_choice != "on_buy" or c in named)
            ):
                terms.append(LessonTerm(card, named.get(c), True, public_scale, solo))
    return tuple(t for t in terms if t.card.scoring)
