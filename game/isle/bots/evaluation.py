"""How much a boat is worth to a bot: an estimate of its final score, and of the change one
placement makes to it.

The estimate adds up the score lines of rules.md section 6 as they are likely to end:

* rooms: -5 per room left unfilled, estimated with a *fill budget*: the cells the seat will
  still place this game are spent on the emptiest-but-closest rooms first (a player finishes
  rooms; the room they give up costs -5 once, however empty it is). The budget is uncertain, so
  the estimate averages a few budgets: this gives every covered cell some value and a finished
  room a lot;
* rats: -1 per visible rat, discounted early (later tiles cover many of them anyway);
* families: a potential per family (points now, plus the promise of a family that can grow);
* holes: small empty regions are costly: only treasures fill 1-4 cells, and a 5- or 6-cell hole
  needs a cat of exactly that shape;
* a snug fit (few tile sides facing empty cells) keeps the boat easy to fill;
* the treasure map of the tile's colour gives a common treasure; covering another map wastes it;
* lessons (``lessons.py``) add what each private and public lesson will likely pay.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.isle.bots.board import (
    BoardModel,
    Spot,
    board_model,
    component,
    exposed_sides,
    grow,
    origin_mask,
    regions_near,
    spots_for,
)
from game.isle.rules.ids import CAT_IDS, COLORS, COMMON_IDS, OSHAX_IDS, RARE_IDS
from game.isle.rules.legality import is_free_rescue
from game.isle.rules.scoring import families, family_points
from game.isle.rules.state import GameState, Seat

if TYPE_CHECKING:
    from game.isle.bots.lessons import LessonTerm

HOLE_LIMIT = 10  # empty regions above this many cells are never treated as holes
DAYS = 5


@dataclass(frozen=True, slots=True)
class Weights:
    """The evaluation's knobs, in points. Levels differ by these and by their search."""

    cells_per_day: float = 24.0  # cells a seat still places per remaining day (fill budget)
    room_share: float = 1.0  # share of those cells the room estimate counts on: the others go
    # where families, rats and lessons pull them, not into the rooms the seat means to finish
    own_rate: float = 0.0  # share of that rate taken from the cells the seat placed so far
    basket_budget: bool = False  # in the Rescue phase, today's cells from the baskets left
    plug: float = 0.0  # > 0: small holes (1-4 cells, only treasures fill them) keep their room
    # unfilled unless plugged; the chance to plug one early in the game (0: the old model)
    budget_spread: tuple[float, ...] = (0.55, 0.85, 1.15, 1.5)
    room_doubt: float = 0.0  # > 0: a room the budget reaches is filled only with the chance
    # exp(-gap / room_doubt): a wide gap needs many tiles that fit it (0: always filled)
    reach: float = 0.0  # > 0: a remote room (reached only through another room, the bow
    # cabin) that no tile covers yet is worth up to this many room points more as the boat's
    # edge comes closer to it, exp(-steps / reach_steps) of them (0: not counted). Where the
    # tile goes only: a cat's value (which cat to take) is judged without it (``pull=False``)
    reach_steps: float = 2.0
    cell: float = 0.55  # every covered cell: a full boat is the aim (no room, rat lost)
    rat_early: float = 0.45  # a visible rat on day 1 ...
    rat_late: float = 1.0  # ... and at the end
    exposed: float = 0.10  # per tile side facing an empty cell
    holes: tuple[float, ...] = (0.0, 2.6, 2.3, 2.0, 1.1)  # cost of a hole of 0..4 cells
    hole_cat_shaped: float = 0.7  # a 5- or 6-cell hole some cat fits exactly
    hole_odd: float = 1.8  # a 5- or 6-cell hole no cat fits
    hole_mid: float = 0.3  # 7 to 10 cells
    family: tuple[float, ...] = (0.0, 2.5, 5.5, 8.0, 11.0)  # potential of a family of 0..4
    family_late_small: float = 0.0  # what a family of 1-2 is worth at the very end
    map_bonus: float = 1.6  # covering the map of the tile's colour: a common treasure
    map_spoil: float = 0.4  # covering a map with another colour or a treasure
    rare: float = 3.0
    lessons: float = 1.0  # scale of the private lesson estimates
    public: float = 1.0  # scale of the public lesson estimates
    rooms: float = 1.0  # scale of the room estimate
    colour_cards: float = 1.0  # Solo: scale of the sister's colour-card points
    sister: float = 1.0  # Solo: scale of the sister's lesson points


@dataclass(frozen=True, slots=True)
class Family:
    color: str
    mask: int
    size: int


@dataclass(slots=True)
class BoatInfo:
    """What evaluation reads about one seat's boat, computed once per decision."""

    model: BoardModel
    boat: str
    occupied: int
    free: int
    rats: int  # visible rat cells
    maps: tuple[tuple[str, int], ...]  # uncovered maps (colour, cell)
    room_empty: tuple[int, ...]
    families: dict[str, list[Family]]
    colors: dict[str, int]  # cats and Oshax per colour
    cats: int
    rares: int
    commons: int
    oshax: int
    commons_left: bool = True  # the supply still has a common treasure (map bonus)
    tiles: tuple = ()
    map_count: int = 5  # treasure maps printed on the boat
    memo: dict = field(default_factory=dict)  # masks lesson rules derive (lessons.derived)

    def cats_of_colour(self, color: str | None) -> int:
        """Cats and Oshax of ``color`` on the boat (none when no colour is named)."""
        return 0 if color is None else self.colors.get(color, 0)


def boat_info(state: GameState, seat: int) -> BoatInfo:
    content = state.content
    model = board_model(content)
    s: Seat = state.seats[seat]
    occupied = s.occupied
    boat = content.boats[s.boat]
    fams: dict[str, list[Family]] = {c: [] for c in COLORS}
    for fam in families(s.tiles):
        mask = 0
        for i in fam.tiles:
            mask |= s.tiles[i].mask
        fams[fam.color].append(Family(fam.color, mask, fam.size))
    colors = dict.fromkeys(COLORS, 0)
    cats = rares = commons = oshax = 0
    for t in s.tiles:
        if t.color is not None and (t.shape in CAT_IDS or t.shape in OSHAX_IDS):  # cats have one
            colors[t.color] += 1
            cats += 1
            oshax += t.shape in OSHAX_IDS
        elif t.shape in RARE_IDS:
            rares += 1
        elif t.shape in COMMON_IDS:
            commons += 1
    return BoatInfo(
        model=model,
        boat=s.boat,
        occupied=occupied,
        free=model.cells & ~occupied,
        rats=boat.rats & ~occupied,
        maps=tuple((c, m) for c, m in boat.maps if not m & occupied),
        room_empty=tuple((rm & ~occupied).bit_count() for rm in model.room_masks),
        families=fams,
        colors=colors,
        cats=cats,
        rares=rares,
        commons=commons,
        oshax=oshax,
        commons_left=any(state.commons),
        tiles=s.tiles,
        map_count=len(boat.maps),
    )


@dataclass(slots=True)
class Outlook:
    """The time left and the budget of future cells, which scale most terms."""

    progress: float  # 0 at the start of the game, 1 at the end
    budget: float  # cells the seat will likely still place after this decision
    weights: Weights = field(default_factory=Weights)
    lesson_terms: tuple = ()  # LessonTerm objects (lessons.py), evaluated on placements
    color_costs: dict[str, float] = field(default_factory=dict)  # Solo: the sister's points
    # per cat of each colour on the boat (her colour cards, sister.colour_costs)
    plug_chance: float = 0.0  # chance to fill one small hole with a treasure before the end


def outlook_for(
    state: GameState,
    seat: int,
    weights: Weights,
    extra_today: float | None = None,
    lesson_terms: tuple = (),
    color_costs: dict[str, float] | None = None,
) -> Outlook:
    """Progress through the game and the future fill budget of ``seat``."""
    day = state.day
    phase = state.phase
    within = {
        "setup": 0.0,
        "fill": 0.0,
        "fishing": 0.05,
        "deal": 0.05,
        "draft": 0.1,
        "buy": 0.2,
        "lessons": 0.3,
        "declare": 0.35,
        "rescue": 0.5,
        "rare_finds": 0.85,
        "end_of_day": 1.0,
        "final": 1.0,
        "over": 1.0,
    }.get(phase, 0.5)
    progress = min(1.0, ((day - 1) + within) / DAYS)
    rate = weights.cells_per_day
    # days of placing behind the seat (tiles go on boats from the Rescue phase on)
    placed_days = (day - 1) + min(1.0, max(0.0, (within - 0.35) / 0.5))
    if weights.own_rate and placed_days >= 1.0:
        own = state.seats[seat].occupied.bit_count() / placed_days
        rate = (1.0 - weights.own_rate) * rate + weights.own_rate * own
    if extra_today is None and weights.basket_budget and phase == "rescue":
        extra_today = CAT_CELLS * _rescues_left(state, seat) + rate * 0.1
    if extra_today is None:
        extra_today = rate * max(0.0, 0.85 - within) if phase not in ("final", "over") else 0.0
    budget = rate * max(0, DAYS - day) + extra_today
    plug = 0.0
    if weights.plug and phase not in ("final", "over"):
        cards = state.content.cards
        held = sum(1 for c in state.seats[seat].hand if c in cards and cards[c].type == "treasure")
        plug = weights.plug * (1.0 - 0.7 * progress) + 0.25 * min(2, held)
        if not any(state.commons):
            plug *= 0.3
        plug = min(0.9, plug)
    return Outlook(progress, budget, weights, lesson_terms, color_costs or {}, plug)


CAT_CELLS = 5.3  # cells of an average cat


def _rescues_left(state: GameState, seat: int) -> float:
    """Cats the seat may still rescue today: its baskets left (Family: its share of the cats
    in the fields), at most the cats there."""
    s = state.seats[seat]
    cats = len(state.left) + len(state.right)
    if s.passed:
        return 0.0
    if is_free_rescue(state):  # Family: a share of the cats left
        return cats / max(1, sum(1 for other in state.seats if not other.passed))
    table = state.content.cards
    unspent = [c for c in s.declared if c not in s.spent and c in table]
    full = sum(1 for c in unspent if table[c].basket == "full")
    halves = sum(1 for c in unspent if table[c].basket == "half")
    baskets = max(0, s.baskets - s.baskets_used) + full + halves // 2
    return float(min(baskets, cats))


# --- the pieces of the estimate ------------------------------------------------------------


def room_value(
    empty: tuple[int, ...] | list[int],
    budget: float,
    spread: tuple[float, ...],
    plugs: tuple[int, ...] | list[int] | None = None,
    chance: float = 1.0,
    doubt: float = 0.0,
) -> float:
    """Expected room penalty when ``budget`` more cells are placed, smallest gaps first.
    With ``plugs``, ``empty`` counts the cells tiles can still fill and ``plugs[r]`` the small
    holes of room r that only a treasure fills: each is filled with probability ``chance``.
    With ``doubt``, a gap of e cells the budget reaches is filled with probability
    exp(-e / doubt) only: a finished room is sure, a wide gap is not."""
    if plugs is None:
        order = [(e, 1.0) for e in empty if e > 0]
    else:
        order = [(e, chance ** plugs[r]) for r, e in enumerate(empty) if e > 0 or plugs[r]]
    if doubt:
        order = [(e, p * math.exp(-e / doubt)) for e, p in order]
    if not order:
        return 0.0
    order.sort()
    total = 0.0
    for factor in spread:
        b = budget * factor
        unfilled = float(len(order))
        for e, p in order:
            if b >= e:
                unfilled -= p
                b -= e
            else:
                unfilled -= p * b / e
                break
        total += unfilled
    return -5.0 * total / len(spread)


def rooms_estimate(
    empty,
    budget: float,
    w: Weights,
    excluded: frozenset[int] = frozenset(),
    plugs=None,
    chance: float = 1.0,
) -> float:
    """The room lines. ``excluded`` rooms are given up on purpose (a lesson pays for leaving a
    cell of them empty): they cost their -5 and take nothing from the budget."""
    if excluded:
        empty = [0 if r in excluded else e for r, e in enumerate(empty)]
        if plugs is not None:
            plugs = [0 if r in excluded else n for r, n in enumerate(plugs)]
    value = room_value(empty, budget * w.room_share, w.budget_spread, plugs, chance, w.room_doubt)
    return -5.0 * len(excluded) + w.rooms * value


PLUG_MAX = 4  # empty regions of at most this many cells: no cat fits, only treasures


def _plug_holes(regions: list[int], model: BoardModel) -> tuple[list[int], list[int]]:
    """Per room: how many of ``regions`` (the small ones) touch it, and their cells in it."""
    holes = [0] * len(model.room_masks)
    cells = [0] * len(model.room_masks)
    for region in regions:
        if region.bit_count() > PLUG_MAX:
            continue
        for r, rm in enumerate(model.room_masks):
            inside = (region & rm).bit_count()
            if inside:
                holes[r] += 1
                cells[r] += inside
    return holes, cells


def plug_map(info: BoatInfo) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Per room: its small holes (regions of 1-4 empty cells) and their cells (memoised)."""
    found = info.memo.get("plugs")
    if found is None:
        free = info.free
        regions = []
        while free:
            low = free & -free
            region = component(low, info.free, PLUG_MAX)
            if region.bit_count() > PLUG_MAX:
                region = component(low, info.free, 1000)
            else:
                regions.append(region)
            free &= ~region
        holes, cells = _plug_holes(regions, info.model)
        found = (tuple(holes), tuple(cells))
        info.memo["plugs"] = found
    return found


def _reaches(info: BoatInfo, w: Weights) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Per remote room no tile covers yet: the empty cells by their distance from it (steps
    through empty cells; the room itself is step 0) and the boat's closeness now, as
    exp(-steps / reach_steps) of the nearest cell next to its tiles (0: out of reach)."""
    if not info.occupied:
        return ()  # the first tile goes anywhere: nothing to approach from
    found = []
    near = grow(info.occupied) & info.free
    for r in info.model.remote_rooms:
        room = info.model.room_masks[r]
        if room & info.occupied:
            continue
        layers = [room]
        seen = front = room
        while front:
            front = grow(front) & info.free & ~seen
            seen |= front
            if front:
                layers.append(front)
        steps = next((k for k, layer in enumerate(layers) if layer & near), None)
        found.append((tuple(layers), _closeness(steps, w)))
    return tuple(found)


def _closeness(steps: int | None, w: Weights) -> float:
    return 0.0 if steps is None else math.exp(-steps / w.reach_steps)


def _reach_gain(layers: tuple[int, ...], now: float, spot: Spot, w: Weights) -> float:
    """The room points a tile on ``spot`` gains by bringing the boat closer to a remote room:
    the room counts with the boat's closeness to it (the fill budget alone counts the
    smallest room as filled first, although no tile may be able to reach it)."""
    steps: int | None
    if spot.mask & layers[0]:
        steps = 0
    else:
        steps = next((k for k, layer in enumerate(layers) if layer & spot.halo), None)
    closer = _closeness(steps, w)
    if closer <= now:
        return 0.0
    return w.rooms * w.reach * (closer - now)


def family_value(size: int, progress: float, w: Weights) -> float:
    """Potential of a family: its points, plus for small ones the promise of growing."""
    if size >= 5:
        return float(family_points(size))
    early = w.family[size]
    if size <= 2:
        late = w.family_late_small
        return early * (1.0 - progress) + late * progress
    return early


def term_scale(term, w: Weights) -> float:
    """What one point of a lesson term is worth in the estimate."""
    if term.scale < 0:
        return w.sister * term.scale
    return (w.public if term.public else w.lessons) * term.scale


def rat_weight(outlook: Outlook) -> float:
    w = outlook.weights
    return w.rat_early + (w.rat_late - w.rat_early) * outlook.progress


def hole_cost(region: int, model: BoardModel, w: Weights) -> float:
    size = region.bit_count()
    if size <= 4:
        return w.holes[size]
    if size <= 6:
        if origin_mask(region) in model.fill_shapes.get(size, ()):
            return w.hole_cat_shaped
        return w.hole_odd
    if size <= HOLE_LIMIT:
        return w.hole_mid
    return 0.0


def holes_delta(info: BoatInfo, spot: Spot, w: Weights) -> float:
    """Change in hole costs when the tile covers ``spot`` (only regions it touches change)."""
    model = info.model
    before = hole_cost(component(spot.mask, info.free, HOLE_LIMIT), model, w)
    free_after = info.free & ~spot.mask
    after = sum(hole_cost(r, model, w) for r in regions_near(spot.mask, free_after, HOLE_LIMIT))
    return after - before


def reserved_cells(info: BoatInfo, outlook: Outlook) -> int:
    """Cells the seat means to leave empty because a lesson pays for it (uncovered maps,
    rooms that must stay empty)."""
    reserved = 0
    for term in outlook.lesson_terms:
        reserved |= term.reserves(info)
    return reserved


def excluded_rooms(info: BoatInfo, reserved: int) -> frozenset[int]:
    return frozenset(r for r, rm in enumerate(info.model.room_masks) if rm & reserved)


def all_holes(info: BoatInfo, w: Weights) -> float:
    """Total hole cost of a boat (used for whole-boat estimates, not per placement)."""
    free = info.free
    total = 0.0
    while free:
        low = free & -free
        region = component(low, info.free, HOLE_LIMIT)
        if region.bit_count() <= HOLE_LIMIT:
            total += hole_cost(region, info.model, w)
        else:  # a big region: drop it whole so the loop ends quickly
            region = component(low, info.free, 1000)
        free &= ~region
    return total


def boat_value(info: BoatInfo, outlook: Outlook) -> float:
    """The whole estimate for a boat (rooms, rats, families, rares, holes, lessons)."""
    w = outlook.weights
    excluded = excluded_rooms(info, reserved_cells(info, outlook))
    if w.plug:
        holes, cells = plug_map(info)
        fillable = [e - c for e, c in zip(info.room_empty, cells, strict=True)]
        value = rooms_estimate(fillable, outlook.budget, w, excluded, holes, outlook.plug_chance)
    else:
        value = rooms_estimate(info.room_empty, outlook.budget, w, excluded)
    value -= rat_weight(outlook) * info.rats.bit_count()
    value += w.cell * info.occupied.bit_count()
    for fams in info.families.values():
        for f in fams:
            value += family_value(f.size, outlook.progress, w)
    value += w.rare * info.rares
    value -= all_holes(info, w)
    for term in outlook.lesson_terms:
        value += term_scale(term, w) * term.value(info, outlook)
    for color, cost in outlook.color_costs.items():
        value -= cost * info.colors[color]
    return value


# --- placements -----------------------------------------------------------------------------


@dataclass(slots=True)
class Scored:
    value: float
    spot: Spot


class PlacementJudge:
    """Scores the spots of one tile on one boat. Built once per decision, reused per tile."""

    def __init__(self, info: BoatInfo, outlook: Outlook, pull: bool = True) -> None:
        self.info = info
        self.outlook = outlook
        w = outlook.weights
        self.w = w
        self.rat_w = rat_weight(outlook)
        self.reserved = reserved_cells(info, outlook)
        self.excluded = excluded = excluded_rooms(info, self.reserved)
        self.plugs: tuple[int, ...] | None = None
        self.fillable = info.room_empty
        if w.plug:
            self.plugs, cells = plug_map(info)
            self.fillable = tuple(e - c for e, c in zip(info.room_empty, cells, strict=True))
        self.base_rooms = self._rooms(self.fillable, self.plugs, excluded)
        # The value of one more covered cell in each room (linear stage of the ranking).
        self.room_cell = []
        self.room_finish = []
        for r, e in enumerate(info.room_empty):
            if e == 0 or r in excluded:
                self.room_cell.append(0.0)
                self.room_finish.append(0.0)
                continue
            less = list(self.fillable)
            less[r] = max(0, less[r] - 1)
            self.room_cell.append(self._rooms(less, self.plugs, excluded) - self.base_rooms)
            less[r] = 0
            done = list(self.plugs) if self.plugs is not None else None
            if done is not None:
                done[r] = 0
            full = self._rooms(less, done, excluded) - self.base_rooms
            self.room_finish.append(full - self.room_cell[-1] * e)
        # Lesson terms a placement changes: those that depend on the spot are evaluated per
        # spot, the others (the same change wherever the tile goes) once per tile.
        self.spot_terms: list[tuple[float, LessonTerm]] = []
        self.tile_terms: list[tuple[float, LessonTerm]] = []
        for term in outlook.lesson_terms:
            if term.steers:
                where = self.spot_terms if term.spot_dependent else self.tile_terms
                where.append((term_scale(term, w), term))
        self._tile_values: dict[tuple[str | None, str], float] = {}
        self._reacting: dict[tuple[str | None, str], list[tuple[float, LessonTerm]]] = {}
        self.reach = _reaches(info, w) if w.reach and pull else ()

    def _rooms(self, fillable, plugs, excluded) -> float:
        return rooms_estimate(
            fillable, self.outlook.budget, self.w, excluded, plugs, self.outlook.plug_chance
        )

    def quick(self, spot: Spot, color: str | None, kind: str) -> float:
        """Cheap terms: rooms (linearised), rats, fit, families, maps, lessons."""
        info, w = self.info, self.w
        value = 0.0
        for r, n in spot.rooms:
            value += self.room_cell[r] * n
            if n == info.room_empty[r]:
                value += self.room_finish[r]
        value += self.rat_w * (spot.mask & info.rats).bit_count()
        value -= w.exposed * exposed_sides(spot, info.free & ~spot.mask)
        cat_like = kind in ("cat", "oshax")
        if cat_like and color is not None:
            value += self._family_delta(spot, color)
            value -= self.outlook.color_costs.get(color, 0.0)
        for layers, now in self.reach:
            value += _reach_gain(layers, now, spot, w)
        for map_color, cell in info.maps:
            if spot.mask & cell:
                if cat_like and map_color == color and info.commons_left:
                    value += w.map_bonus
                else:
                    value -= w.map_spoil
        outlook = self.outlook
        reacting = self._reacting.get((color, kind))
        if reacting is None:
            reacting = [(sc, t) for sc, t in self.spot_terms if t.reacts(color, kind)]
            self._reacting[(color, kind)] = reacting
        for scale, term in reacting:
            value += scale * term.place(info, outlook, spot, color, kind)
        tile = self._tile_values.get((color, kind))
        if tile is None:
            tile = sum(
                scale * term.place(info, outlook, spot, color, kind)
                for scale, term in self.tile_terms
            )
            self._tile_values[(color, kind)] = tile
        return value + tile

    def _family_delta(self, spot: Spot, color: str) -> float:
        progress, w = self.outlook.progress, self.w
        size = 1
        old = 0.0
        for f in self.info.families[color]:
            if f.mask & spot.halo:
                size += f.size
                old += family_value(f.size, progress, w)
        return family_value(size, progress, w) - old

    def full(self, spot: Spot, color: str | None, kind: str, quick: float) -> float:
        """Exact room estimate and holes on top of the quick terms."""
        info, w = self.info, self.w
        linear = 0.0
        empty = list(info.room_empty)
        for r, n in spot.rooms:
            linear += self.room_cell[r] * n
            if n == info.room_empty[r]:
                linear += self.room_finish[r]
            empty[r] -= n
        excluded = self.excluded
        if excluded and spot.mask & self.reserved:
            excluded = excluded_rooms(info, self.reserved & ~spot.mask)
        if self.plugs is None:
            exact = rooms_estimate(empty, self.outlook.budget, w, excluded) - self.base_rooms
        else:
            exact = self._rooms_after(spot, excluded) - self.base_rooms
        return quick - linear + exact - holes_delta(info, spot, w)

    def _rooms_after(self, spot: Spot, excluded: frozenset[int]) -> float:
        """The room estimate once the tile covers ``spot``: its own cells leave the gaps, the
        small hole it fills (a treasure) is gone, the small holes it leaves appear."""
        plugged = self.plugs
        assert plugged is not None  # asked with the plug model only (``w.plug``)
        info = self.info
        model = info.model
        before = component(spot.mask, info.free, PLUG_MAX)
        gone = [before] if before.bit_count() <= PLUG_MAX else []
        free_after = info.free & ~spot.mask
        made = regions_near(spot.mask, free_after, PLUG_MAX)
        gone_holes, gone_cells = _plug_holes(gone, model)
        made_holes, made_cells = _plug_holes(made, model)
        plugs = []
        fillable = []
        for r, rm in enumerate(model.room_masks):
            holes = plugged[r] - gone_holes[r] + made_holes[r]
            empty = info.room_empty[r] - (spot.mask & rm).bit_count()
            hole_cells = info.room_empty[r] - self.fillable[r] - gone_cells[r] + made_cells[r]
            plugs.append(holes)
            fillable.append(max(0, empty - hole_cells))
        return self._rooms(fillable, plugs, excluded)

    def rank(
        self,
        spots: list[Spot],
        color: str | None,
        kind: str,
        keep: int = 12,
        bonus: list[float] | None = None,
    ) -> list[Scored]:
        """Spots best first: every spot gets the quick terms, the best ``keep`` the full ones.
        ``bonus``: points per spot that the estimate does not see (added to both)."""
        if bonus is None:
            quick = sorted(
                ((self.quick(s, color, kind), i) for i, s in enumerate(spots)), reverse=True
            )[:keep]
            scored = [Scored(self.full(spots[i], color, kind, q), spots[i]) for q, i in quick]
        else:
            quick = sorted(
                ((self.quick(s, color, kind) + bonus[i], i) for i, s in enumerate(spots)),
                reverse=True,
            )[:keep]
            scored = [
                Scored(self.full(spots[i], color, kind, q - bonus[i]) + bonus[i], spots[i])
                for q, i in quick
            ]
        scored.sort(key=lambda s: (-s.value, s.spot.y, s.spot.x, s.spot.k))
        return scored

    def tile_base(self, size: int, kind: str) -> float:
        """What every spot of a tile shares: its covered cells and, for a rare, its points."""
        return self.w.cell * size + (self.w.rare if kind == "rare" else 0.0)

    def best(
        self, shape, color: str | None, kind: str, anywhere: bool = False, keep: int = 12
    ) -> Scored | None:
        """The best spot of a tile with its value (the change of the boat's estimate)."""
        spots = spots_for(self.info.model, shape, self.info.occupied, anywhere)
        if not spots:
            return None
        top = self.rank(spots, color, kind, keep)[0]
        return Scored(top.value + self.tile_base(shape.size, kind), top.spot)
