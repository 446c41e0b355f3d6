"""End-of-game scoring: boat queries, every lesson rule, player totals, winners, the sister."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Literal, NamedTuple, get_args

from game.isle.rules import geometry
from game.isle.rules.content import Card, Content, Params
from game.isle.rules.ids import CAT_IDS, COLORS, COMMON_IDS, OSHAX_IDS, RARE_IDS, Placed
from game.isle.rules.vocabulary import CardType, Mode

MODES = tuple(Mode)

# rules.md section 6: a player's score lines, in the order they are counted, then the total.
ScoreLine = Literal[
    "rats",
    "rooms",
    "families",
    "rare_treasures",
    "private_lessons",
    "public_lessons",
]
SCORE_LINES: tuple[str, ...] = (*get_args(ScoreLine), "total")
# rules.md section 6: the fixed score lines.
RAT_POINTS = -1
UNFILLED_ROOM_POINTS = -5
RARE_TREASURE_POINTS = 3
# rules.md 8.6 / cards.md 121: in solo the largest family must have this many tiles.
SOLO_LARGEST_FAMILY_MIN = 7


# --------------------------------------------------------------------------------------------
# What scoring needs to know about a player, and what it answers
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BoatReport:
    """One player's end-of-game situation: the boat and the few counters lessons read."""

    boat: str  # boat colour
    tiles: tuple[Placed, ...]
    fish: int = 0
    lessons: tuple[int, ...] = ()  # private lessons in play (Family: the family lessons)
    baskets: int = 1  # permanent baskets owned at the end (lesson 118)
    order_position: int = 0  # 0 = first in cat order at the end (lesson 119)


@dataclass(frozen=True, slots=True)
class FamilyDetail:
    """One family on a boat: its colour, its tiles (indices), its points and its cells."""

    color: str
    tiles: tuple[int, ...]
    points: int
    cells: int


@dataclass(frozen=True, slots=True)
class LessonDetail:
    """One lesson as counted, with the boat cells that earned (or cost) its points."""

    card: int
    points: int
    cells: int
    public: bool = False


@dataclass(frozen=True, slots=True)
class BoatDetail:
    """What each score line counted on one boat, cell by cell (bitboards)."""

    unfilled_rooms: tuple[tuple[int, int], ...] = ()  # (room id, its uncovered cells)
    rats: int = 0  # the visible rats
    families: tuple[FamilyDetail, ...] = ()  # every family, lone tiles included
    rare_treasures: tuple[tuple[int, int, int], ...] = ()  # (tile index, points, cells)
    lessons: tuple[LessonDetail, ...] = ()

    def cells(self, category: str) -> int:
        """The cells that cost or earned points in a score line (``Score.as_dict`` names)."""
        if category == "rats":
            return self.rats
        if category == "rooms":
            return _union(cells for _, cells in self.unfilled_rooms)
        if category == "families":
            return _union(f.cells for f in self.families if f.points)
        if category == "rare_treasures":
            return _union(cells for _, points, cells in self.rare_treasures if points)
        if category in ("private_lessons", "public_lessons"):
            public = category == "public_lessons"
            return _union(x.cells for x in self.lessons if x.public == public and x.points)
        return 0


def _union(masks) -> int:
    mask = 0
    for m in masks:
        mask |= m
    return mask


@dataclass(frozen=True, slots=True)
class Score:
    """One player's score lines (rules.md section 6). ``lessons`` lists (card id, points) for
    each private then public lesson evaluated, as counted (solo public lessons already halved).
    ``full_rooms`` is kept for the Family tie-break."""

    rats: int
    rooms: int
    families: int
    rare_treasures: int
    private_lessons: int
    public_lessons: int
    total: int
    lessons: tuple[tuple[int, int], ...] = ()
    full_rooms: int = 0
    detail: BoatDetail = BoatDetail()

    def as_dict(self) -> dict[str, int]:
        return {line: getattr(self, line) for line in SCORE_LINES}


@dataclass(frozen=True, slots=True)
class SisterScore:
    """The solo sister's score (rules.md 8.6): colour cards plus her solo lessons."""

    colors: int
    lessons: int
    total: int
    color_points: tuple[tuple[str, int], ...] = ()  # (colour, points) in reveal order
    lesson_points: tuple[tuple[int, int], ...] = ()  # (card id, points) in the given order

    def as_dict(self) -> dict[str, int]:
        return {"colors": self.colors, "lessons": self.lessons, "total": self.total}


class Family(NamedTuple):
    """A maximal group of same-colour cat/Oshax tiles touching by sides (cards.md section 0)."""

    color: str
    tiles: tuple[int, ...]  # indices into the boat's tiles

    @property
    def size(self) -> int:
        return len(self.tiles)


class TreasureCount(NamedTuple):
    common: int
    rare: int

    @property
    def total(self) -> int:
        return self.common + self.rare


# --------------------------------------------------------------------------------------------
# Queries on one boat (used by scoring, bots and the UI)
# --------------------------------------------------------------------------------------------


def is_cat_like(tile: Placed) -> bool:
    """Cats and Oshax: an Oshax is a cat of its chosen colour everywhere (rules.md 0)."""
    return tile.shape in CAT_IDS or tile.shape in OSHAX_IDS


def is_treasure(tile: Placed) -> bool:
    return tile.shape in COMMON_IDS or tile.shape in RARE_IDS


def covered_cells(tiles: Sequence[Placed]) -> int:
    """Bitboard of every boat cell covered by a tile."""
    mask = 0
    for tile in tiles:
        mask |= tile.mask
    return mask


def visible_rats(content: Content, boat: str, tiles: Sequence[Placed]) -> int:
    """Bitboard of the rat cells no tile covers (boat.md section 4)."""
    return content.boats[boat].rats & ~covered_cells(tiles)


def visible_rat_count(content: Content, boat: str, tiles: Sequence[Placed]) -> int:
    return visible_rats(content, boat, tiles).bit_count()


def full_rooms(content: Content, tiles: Sequence[Placed]) -> tuple[int, ...]:
    """Ids of the rooms whose every cell is covered (boat.md section 2)."""
    covered = covered_cells(tiles)
    return tuple(room.id for room in content.board.rooms if not room.mask & ~covered)


def empty_rooms(content: Content, tiles: Sequence[Placed]) -> tuple[int, ...]:
    """Ids of the rooms with no covered cell (an empty room is also unfilled)."""
    covered = covered_cells(tiles)
    return tuple(room.id for room in content.board.rooms if not room.mask & covered)


def families(tiles: Sequence[Placed]) -> tuple[Family, ...]:
    """Every family, single tiles included; treasures never join or bridge one (rules.md 6)."""
    cats = [i for i, tile in enumerate(tiles) if is_cat_like(tile)]
    colors = [COLORS.index(tiles[i].color) for i in cats]
    found = geometry.groups([tiles[i].mask for i in cats], colors)
    return tuple(Family(COLORS[colors[g[0]]], tuple(cats[j] for j in g)) for g in found)


def family_sizes(tiles: Sequence[Placed]) -> tuple[int, ...]:
    """Sizes of every family, largest first."""
    return tuple(sorted((f.size for f in families(tiles)), reverse=True))


def family_points(size: int) -> int:
    """Family table (rules.md 6): 3 -> 8, 4 -> 11, n >= 5 -> 5 x (n - 2); under 3 -> 0."""
    if size < 3:
        return 0
    if size == 3:
        return 8
    if size == 4:
        return 11
    return 5 * (size - 2)


def lone_cats(tiles: Sequence[Placed]) -> tuple[int, ...]:
    """Indices of cat/Oshax tiles whose family has size 1 (cards.md 120/146/206)."""
    return tuple(sorted(f.tiles[0] for f in families(tiles) if f.size == 1))


def cats_touching_edge(
    content: Content, tiles: Sequence[Placed], include_oshax: bool = True
) -> tuple[int, ...]:
    """Indices of cat (and Oshax) tiles with a cell on one of the 44 edge cells (boat.md 5)."""
    return tuple(
        i
        for i, tile in enumerate(tiles)
        if _counts_as_cat(tile, include_oshax) and tile.mask & content.board.edge
    )


def color_counts(tiles: Sequence[Placed], include_oshax: bool = True) -> dict[str, int]:
    """Number of cat (and Oshax) tiles of each of the 5 colours, absent colours at 0."""
    counts = dict.fromkeys(COLORS, 0)
    for tile in tiles:
        if tile.color is not None and _counts_as_cat(tile, include_oshax):  # cats have one
            counts[tile.color] += 1
    return counts


def treasure_counts(tiles: Sequence[Placed]) -> TreasureCount:
    common = sum(1 for tile in tiles if tile.shape in COMMON_IDS)
    rare = sum(1 for tile in tiles if tile.shape in RARE_IDS)
    return TreasureCount(common, rare)


def oshax_count(tiles: Sequence[Placed]) -> int:
    return sum(1 for tile in tiles if tile.shape in OSHAX_IDS)


def uncovered_maps(content: Content, boat: str, tiles: Sequence[Placed]) -> tuple[str, ...]:
    """Colours of the treasure maps no tile covers (cards.md 150)."""
    covered = covered_cells(tiles)
    return tuple(color for color, mask in content.boats[boat].maps if not mask & covered)


def covered_maps(content: Content, boat: str, tiles: Sequence[Placed]) -> tuple[str, ...]:
    """Colours of the treasure maps covered by any tile, any colour (cards.md 212)."""
    covered = covered_cells(tiles)
    return tuple(color for color, mask in content.boats[boat].maps if mask & covered)


def _counts_as_cat(tile: Placed, include_oshax: bool) -> bool:
    return tile.shape in CAT_IDS or (include_oshax and tile.shape in OSHAX_IDS)


def _mask_of(tiles: Sequence[Placed], indices: Sequence[int]) -> int:
    mask = 0
    for i in indices:
        mask |= tiles[i].mask
    return mask


# --------------------------------------------------------------------------------------------
# Boat facts: the queries computed once per player
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BoatFacts:
    """Everything the score lines and lessons read about one boat, computed once."""

    report: BoatReport
    covered: int
    visible_rats: int  # bitboard
    full_rooms: tuple[int, ...]
    empty_rooms: tuple[int, ...]
    families: tuple[Family, ...]
    treasures: TreasureCount

    @property
    def tiles(self) -> tuple[Placed, ...]:
        return self.report.tiles

    @property
    def largest_family(self) -> int:
        """Size of the largest family, 0 without cats."""
        return max((f.size for f in self.families), default=0)

    @property
    def family_sizes(self) -> tuple[int, ...]:
        return tuple(sorted((f.size for f in self.families), reverse=True))

    @property
    def lone_cats(self) -> tuple[int, ...]:
        return tuple(sorted(f.tiles[0] for f in self.families if f.size == 1))

    @property
    def treasure_mask(self) -> int:
        return covered_cells([t for t in self.tiles if is_treasure(t)])

    def cats(self, include_oshax: bool = True) -> tuple[int, ...]:
        return tuple(i for i, t in enumerate(self.tiles) if _counts_as_cat(t, include_oshax))

    def cats_of(self, color: str | None, include_oshax: bool = True) -> tuple[int, ...]:
        """The cats of ``color`` (none when no colour is named)."""
        return tuple(i for i in self.cats(include_oshax) if self.tiles[i].color == color)


def boat_facts(content: Content, report: BoatReport) -> BoatFacts:
    tiles = report.tiles
    covered = covered_cells(tiles)
    return BoatFacts(
        report=report,
        covered=covered,
        visible_rats=content.boats[report.boat].rats & ~covered,
        full_rooms=full_rooms(content, tiles),
        empty_rooms=empty_rooms(content, tiles),
        families=families(tiles),
        treasures=treasure_counts(tiles),
    )


# --------------------------------------------------------------------------------------------
# Lesson rules (cards.md sections 5, 6 and 7.3)
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LessonContext:
    """What a lesson rule reads: the player's report and facts, the other players' facts (121,
    165), the lesson's params and named colour, the mode, and for 204 the points of the
    sister's other lessons."""

    content: Content
    card: Card
    facts: BoatFacts
    others: tuple[BoatFacts, ...] = ()
    color: str | None = None
    mode: Mode = Mode.STANDARD
    other_lesson_points: tuple[int, ...] = ()

    @property
    def player(self) -> BoatReport:
        return self.facts.report

    @property
    def params(self) -> Params:
        return self.card.points

    @property
    def points(self) -> int:
        return self.params.get("points", 0)

    @property
    def include_oshax(self) -> bool:
        """Whether Oshax count as "cats" for this lesson: family lessons count cat tiles only
        (cards.md 6, 153/157/158); other lessons follow ``include_oshax`` (default yes)."""
        return self.card.type != CardType.LESSON_FAMILY and self.params.get("include_oshax", True)


Rule = Callable[[LessonContext], int]


def _edge_cats(ctx: LessonContext) -> tuple[int, ...]:
    return cats_touching_edge(ctx.content, ctx.facts.tiles, ctx.include_oshax)


def _all_or_nothing(condition: bool, ctx: LessonContext) -> int:
    return ctx.points if condition else 0


def no_empty_edge_cell(ctx: LessonContext) -> int:
    """113/156: all 44 edge cells covered."""
    return _all_or_nothing(not ctx.content.board.edge & ~ctx.facts.covered, ctx)


def exact_cat_count(ctx: LessonContext) -> int:
    """114 (cats + Oshax) / 157 (cats only): exactly ``count`` tiles (rules.md 10)."""
    count = len(ctx.facts.cats(ctx.include_oshax))
    return _all_or_nothing(count == ctx.params["count"], ctx)


def min_cats_each_colour(ctx: LessonContext) -> int:
    """115/158: each of the 5 colours has at least ``min`` tiles."""
    counts = color_counts(ctx.facts.tiles, ctx.include_oshax)
    return _all_or_nothing(all(n >= ctx.params["min"] for n in counts.values()), ctx)


def every_colour_touches_edge(ctx: LessonContext) -> int:
    """116/152: each of the 5 colours has a tile on an edge cell."""
    colors = {ctx.facts.tiles[i].color for i in _edge_cats(ctx)}
    return _all_or_nothing(len(colors) == len(COLORS), ctx)


def per_cat_of_best_colour_touching_edge(ctx: LessonContext) -> int:
    """117/151: points x the most edge-touching tiles of any one colour (best colour)."""
    by_color: dict[str | None, int] = dict.fromkeys(COLORS, 0)
    for i in _edge_cats(ctx):
        by_color[ctx.facts.tiles[i].color] += 1
    return ctx.points * max(by_color.values())


def exact_permanent_baskets(ctx: LessonContext) -> int:
    """118: exactly ``count`` permanent baskets owned at the end."""
    return _all_or_nothing(ctx.player.baskets == ctx.params["count"], ctx)


def first_in_turn_order(ctx: LessonContext) -> int:
    """119: first in cat order at the end (solo: ahead of the sister)."""
    return _all_or_nothing(ctx.player.order_position == 0, ctx)


def per_lone_cat(ctx: LessonContext) -> int:
    """120/206: points per lone cat/Oshax."""
    return ctx.points * len(ctx.facts.lone_cats)


def largest_family(ctx: LessonContext) -> int:
    """121/165: needs a cat; scores unless another player has a strictly larger largest
    family (ties score). Solo (rules.md 8.6): the largest family needs 7+ tiles."""
    mine = ctx.facts.largest_family
    if mine == 0:
        return 0
    if ctx.mode == Mode.SOLO:
        return _all_or_nothing(
            mine >= ctx.params.get("solo_min_size", SOLO_LARGEST_FAMILY_MIN), ctx
        )
    return _all_or_nothing(all(other.largest_family <= mine for other in ctx.others), ctx)


def per_rare_treasure(ctx: LessonContext) -> int:
    """122: points per rare treasure."""
    return ctx.points * ctx.facts.treasures.rare


def per_common_treasure(ctx: LessonContext) -> int:
    """123/148/210: points per common treasure."""
    return ctx.points * ctx.facts.treasures.common


def per_treasure(ctx: LessonContext) -> int:
    """164: points per treasure tile, rare or common."""
    return ctx.points * ctx.facts.treasures.total


def no_visible_rats(ctx: LessonContext) -> int:
    """124/154: every rat covered."""
    return _all_or_nothing(not ctx.facts.visible_rats, ctx)


def per_visible_rat(ctx: LessonContext) -> int:
    """125/166/201: points per visible rat, on top of the usual -1 each."""
    return ctx.points * ctx.facts.visible_rats.bit_count()


def exact_visible_rats(ctx: LessonContext) -> int:
    """132: exactly ``count`` visible rats, on top of the usual -1 each."""
    return _all_or_nothing(ctx.facts.visible_rats.bit_count() == ctx.params["count"], ctx)


def per_private_lesson(ctx: LessonContext) -> int:
    """126/147/207: points per private lesson in play (126 counts itself)."""
    return ctx.points * len(ctx.player.lessons)


def exact_private_lessons(ctx: LessonContext) -> int:
    """133: exactly ``count`` private lessons in play, itself included."""
    return _all_or_nothing(len(ctx.player.lessons) == ctx.params["count"], ctx)


def exact_cats_of_colour(ctx: LessonContext) -> int:
    """127-131/159-163: exactly ``count`` tiles of the card's colour."""
    count = len(ctx.facts.cats_of(ctx.params["color"], ctx.include_oshax))
    return _all_or_nothing(count == ctx.params["count"], ctx)


def exact_treasures(ctx: LessonContext) -> int:
    """134: exactly ``count`` treasure tiles, common and rare together."""
    return _all_or_nothing(ctx.facts.treasures.total == ctx.params["count"], ctx)


def per_two_cats_touching_edge(ctx: LessonContext) -> int:
    """135/153: points per pair of edge-touching cat tiles, rounded down."""
    return ctx.params["points_per_pair"] * (len(_edge_cats(ctx)) // 2)


def rooms_full(ctx: LessonContext) -> int:
    """136: every listed room full."""
    return _all_or_nothing(set(ctx.params["rooms"]) <= set(ctx.facts.full_rooms), ctx)


def rooms_empty(ctx: LessonContext) -> int:
    """137/140: every listed room empty (it still costs -5 as unfilled)."""
    return _all_or_nothing(set(ctx.params["rooms"]) <= set(ctx.facts.empty_rooms), ctx)


def per_family_min_size(ctx: LessonContext) -> int:
    """138: points per family of ``min_size``+ tiles, same colour or not."""
    return ctx.points * sum(1 for f in ctx.facts.families if f.size >= ctx.params["min_size"])


def per_oshax(ctx: LessonContext) -> int:
    """139: points per Oshax tile."""
    return ctx.points * oshax_count(ctx.facts.tiles)


def third_largest_family_again(ctx: LessonContext) -> int:
    """141/168: with 3+ families (single tiles count), the third largest scores again."""
    sizes = ctx.facts.family_sizes
    return family_points(sizes[2]) if len(sizes) >= 3 else 0


def min_fish(ctx: LessonContext) -> int:
    """142: at least ``min`` fish at the end."""
    return _all_or_nothing(ctx.player.fish >= ctx.params["min"], ctx)


def per_cat_of_colour_touching_edge(ctx: LessonContext) -> int:
    """143: points per tile of the named colour on an edge cell."""
    tiles = ctx.facts.tiles
    return ctx.points * sum(1 for i in _edge_cats(ctx) if tiles[i].color == ctx.color)


def per_cat_of_colour(ctx: LessonContext) -> int:
    """144: points per tile of the named colour."""
    return ctx.points * len(ctx.facts.cats_of(ctx.color))


def min_cats_of_colour(ctx: LessonContext) -> int:
    """145: ``min``+ tiles of the named colour."""
    return _all_or_nothing(len(ctx.facts.cats_of(ctx.color)) >= ctx.params["min"], ctx)


def per_lone_cat_of_colour(ctx: LessonContext) -> int:
    """146: points per lone tile of the named colour."""
    tiles = ctx.facts.tiles
    return ctx.points * sum(1 for i in ctx.facts.lone_cats if tiles[i].color == ctx.color)


def per_treasure_touching_colour(ctx: LessonContext) -> int:
    """149: points per treasure touching a tile of the named colour, each treasure once."""
    halo = geometry.neighbours(_mask_of(ctx.facts.tiles, ctx.facts.cats_of(ctx.color)))
    return ctx.points * sum(1 for t in ctx.facts.tiles if is_treasure(t) and t.mask & halo)


def per_uncovered_map(ctx: LessonContext) -> int:
    """150: points per treasure map not covered at the end."""
    maps = ctx.content.boats[ctx.player.boat].maps
    return ctx.points * sum(1 for _, mask in maps if not mask & ctx.facts.covered)


def middle_row_full(ctx: LessonContext) -> int:
    """155: every boat cell of row ``row_y`` (the 22-cell middle row) covered."""
    row_y = ctx.params.get("row_y")
    row = ctx.content.board.middle_row
    if row_y is not None:
        row = sum(geometry.bit(x, row_y) for x in range(geometry.WIDTH)) & ctx.content.board.cells
    return _all_or_nothing(not row & ~ctx.facts.covered, ctx)


def per_filled_room(ctx: LessonContext) -> int:
    """167/205: points per full room."""
    return ctx.points * len(ctx.facts.full_rooms)


def per_colour_without_cat_touching_treasure(ctx: LessonContext) -> int:
    """197: points per colour none of whose tiles touches a treasure (absent colours count)."""
    halo = geometry.neighbours(ctx.facts.treasure_mask)
    spoiled = {t.color for t in ctx.facts.tiles if is_cat_like(t) and t.mask & halo}
    return ctx.points * (len(COLORS) - len(spoiled))


def per_tile_in_largest_scoring_family(ctx: LessonContext) -> int:
    """198: points per tile of the largest family, when it has 3+ tiles."""
    size = ctx.facts.largest_family
    return ctx.points * size if size >= 3 else 0


def fewer_treasures_than(ctx: LessonContext) -> int:
    """199: fewer than ``threshold_exclusive`` treasure tiles."""
    return _all_or_nothing(ctx.facts.treasures.total < ctx.params["threshold_exclusive"], ctx)


def per_unspent_fish(ctx: LessonContext) -> int:
    """200: points per fish held at the end."""
    return ctx.points * ctx.player.fish


def per_cat_over(ctx: LessonContext) -> int:
    """202: points per cat/Oshax beyond ``threshold``."""
    count = len(ctx.facts.cats(ctx.include_oshax))
    return ctx.points * max(0, count - ctx.params["threshold"])


def per_colour_without_cat_on_edge(ctx: LessonContext) -> int:
    """203: points per colour with no tile on the edge (absent colours count)."""
    on_edge = {ctx.facts.tiles[i].color for i in _edge_cats(ctx)}
    return ctx.points * (len(COLORS) - len(on_edge))


def double_best_solo_lesson(ctx: LessonContext) -> int:
    """204: the best of the sister's other solo lessons counts again (0 if alone)."""
    return max(ctx.other_lesson_points, default=0)


def largest_family_score(ctx: LessonContext) -> int:
    """208: family-table value of the largest family."""
    return family_points(ctx.facts.largest_family)


def second_largest_family_score(ctx: LessonContext) -> int:
    """209: family-table value of the second-largest family (0 without one)."""
    sizes = ctx.facts.family_sizes
    return family_points(sizes[1]) if len(sizes) >= 2 else 0


def per_cat_not_touching_treasure(ctx: LessonContext) -> int:
    """211: points per cat/Oshax with no orthogonally adjacent treasure tile."""
    halo = geometry.neighbours(ctx.facts.treasure_mask)
    return ctx.points * sum(1 for t in ctx.facts.tiles if is_cat_like(t) and not t.mask & halo)


def per_covered_map(ctx: LessonContext) -> int:
    """212: points per treasure map covered by any tile."""
    maps = ctx.content.boats[ctx.player.boat].maps
    return ctx.points * sum(1 for _, mask in maps if mask & ctx.facts.covered)


def per_scoring_family(ctx: LessonContext) -> int:
    """213: points per family of 3+ tiles."""
    return ctx.points * sum(1 for f in ctx.facts.families if f.size >= 3)


def per_cat_touching_edge(ctx: LessonContext) -> int:
    """214: points per cat/Oshax on an edge cell."""
    return ctx.points * len(_edge_cats(ctx))


def per_colour_without_cat_touching_visible_rat(ctx: LessonContext) -> int:
    """215: points per colour none of whose tiles touches a visible rat (absent colours count)."""
    halo = geometry.neighbours(ctx.facts.visible_rats)
    spoiled = {t.color for t in ctx.facts.tiles if is_cat_like(t) and t.mask & halo}
    return ctx.points * (len(COLORS) - len(spoiled))


SCORING_RULES: dict[str, Rule] = {
    "no_empty_edge_cell": no_empty_edge_cell,
    "exact_cat_count": exact_cat_count,
    "min_cats_each_colour": min_cats_each_colour,
    "every_colour_touches_edge": every_colour_touches_edge,
    "per_cat_of_best_colour_touching_edge": per_cat_of_best_colour_touching_edge,
    "exact_permanent_baskets": exact_permanent_baskets,
    "first_in_turn_order": first_in_turn_order,
    "per_lone_cat": per_lone_cat,
    "largest_family": largest_family,
    "per_rare_treasure": per_rare_treasure,
    "per_common_treasure": per_common_treasure,
    "per_treasure": per_treasure,
    "no_visible_rats": no_visible_rats,
    "per_visible_rat": per_visible_rat,
    "exact_visible_rats": exact_visible_rats,
    "per_private_lesson": per_private_lesson,
    "exact_private_lessons": exact_private_lessons,
    "exact_cats_of_colour": exact_cats_of_colour,
    "exact_treasures": exact_treasures,
    "per_two_cats_touching_edge": per_two_cats_touching_edge,
    "rooms_full": rooms_full,
    "rooms_empty": rooms_empty,
    "per_family_min_size": per_family_min_size,
    "per_oshax": per_oshax,
    "third_largest_family_again": third_largest_family_again,
    "min_fish": min_fish,
    "per_cat_of_colour_touching_edge": per_cat_of_colour_touching_edge,
    "per_cat_of_colour": per_cat_of_colour,
    "min_cats_of_colour": min_cats_of_colour,
    "per_lone_cat_of_colour": per_lone_cat_of_colour,
    "per_treasure_touching_colour": per_treasure_touching_colour,
    "per_uncovered_map": per_uncovered_map,
    "middle_row_full": middle_row_full,
    "per_filled_room": per_filled_room,
    "per_colour_without_cat_touching_treasure": per_colour_without_cat_touching_treasure,
    "per_tile_in_largest_scoring_family": per_tile_in_largest_scoring_family,
    "fewer_treasures_than": fewer_treasures_than,
    "per_unspent_fish": per_unspent_fish,
    "per_cat_over": per_cat_over,
    "per_colour_without_cat_on_edge": per_colour_without_cat_on_edge,
    "double_best_solo_lesson": double_best_solo_lesson,
    "largest_family_score": largest_family_score,
    "second_largest_family_score": second_largest_family_score,
    "per_cat_not_touching_treasure": per_cat_not_touching_treasure,
    "per_covered_map": per_covered_map,
    "per_scoring_family": per_scoring_family,
    "per_cat_touching_edge": per_cat_touching_edge,
    "per_colour_without_cat_touching_visible_rat": per_colour_without_cat_touching_visible_rat,
}


def lesson_points(ctx: LessonContext) -> int:
    """Points of one lesson card for the player in ``ctx``."""
    return SCORING_RULES[ctx.card.scoring](ctx)


# The boat cells behind each lesson's points, so the scoring screen can show them. Lessons about
# things off the boat (fish, baskets, turn order, other lessons) have none.


def _tiles(ctx: LessonContext, indices) -> int:
    return _mask_of(ctx.facts.tiles, indices)


def _families_cells(ctx: LessonContext, keep) -> int:
    return _union(_tiles(ctx, f.tiles) for f in ctx.facts.families if keep(f))


def _ranked_family(ctx: LessonContext, rank: int) -> int:
    ranked = sorted(ctx.facts.families, key=lambda f: -f.size)
    return _tiles(ctx, ranked[rank].tiles) if len(ranked) > rank else 0


def _rooms_cells(ctx: LessonContext, ids) -> int:
    return _union(room.mask for room in ctx.content.board.rooms if room.id in ids)


def _maps_cells(ctx: LessonContext, covered: bool) -> int:
    maps = ctx.content.boats[ctx.player.boat].maps
    return _union(mask for _, mask in maps if bool(mask & ctx.facts.covered) == covered)


def _colours_cells(ctx: LessonContext, spoiled: Collection[str | None]) -> int:
    """The cats of the colours a per-colour lesson counted (colours not in ``spoiled``)."""
    tiles = ctx.facts.tiles
    return _tiles(ctx, [i for i in ctx.facts.cats() if tiles[i].color not in spoiled])


def _best_edge_colour(ctx: LessonContext) -> int:
    edge = _edge_cats(ctx)
    tiles = ctx.facts.tiles
    best = max(COLORS, key=lambda c: sum(1 for i in edge if tiles[i].color == c))
    return _tiles(ctx, [i for i in edge if tiles[i].color == best])


def _halo_of(mask: int) -> int:
    return geometry.neighbours(mask)


def _touching_treasure(ctx: LessonContext) -> set[str | None]:
    halo = _halo_of(ctx.facts.treasure_mask)
    return {t.color for t in ctx.facts.tiles if is_cat_like(t) and t.mask & halo}


def _touching_rat(ctx: LessonContext) -> set[str | None]:
    halo = _halo_of(ctx.facts.visible_rats)
    return {t.color for t in ctx.facts.tiles if is_cat_like(t) and t.mask & halo}


def _treasures_near_colour(ctx: LessonContext) -> int:
    halo = _halo_of(_tiles(ctx, ctx.facts.cats_of(ctx.color)))
    return _union(t.mask for t in ctx.facts.tiles if is_treasure(t) and t.mask & halo)


def _cats_clear_of_treasure(ctx: LessonContext) -> int:
    halo = _halo_of(ctx.facts.treasure_mask)
    return _union(t.mask for t in ctx.facts.tiles if is_cat_like(t) and not t.mask & halo)


def _middle_row(ctx: LessonContext) -> int:
    row_y = ctx.params.get("row_y")
    if row_y is None:
        return ctx.content.board.middle_row
    return sum(geometry.bit(x, row_y) for x in range(geometry.WIDTH)) & ctx.content.board.cells


def _rare_tiles(ctx: LessonContext) -> int:
    return _union(t.mask for t in ctx.facts.tiles if t.shape in RARE_IDS)


def _common_tiles(ctx: LessonContext) -> int:
    return _union(t.mask for t in ctx.facts.tiles if t.shape in COMMON_IDS)


def _off_boat(ctx: LessonContext) -> int:
    return 0


LESSON_CELLS: dict[str, Callable[[LessonContext], int]] = {
    "no_empty_edge_cell": lambda ctx: ctx.content.board.edge,
    "exact_cat_count": lambda ctx: _tiles(ctx, ctx.facts.cats(ctx.include_oshax)),
    "min_cats_each_colour": lambda ctx: _tiles(ctx, ctx.facts.cats(ctx.include_oshax)),
    "every_colour_touches_edge": lambda ctx: _tiles(ctx, _edge_cats(ctx)),
    "per_cat_of_best_colour_touching_edge": _best_edge_colour,
    "exact_permanent_baskets": _off_boat,
    "first_in_turn_order": _off_boat,
    "per_lone_cat": lambda ctx: _tiles(ctx, ctx.facts.lone_cats),
    "largest_family": lambda ctx: _ranked_family(ctx, 0),
    "per_rare_treasure": _rare_tiles,
    "per_common_treasure": _common_tiles,
    "per_treasure": lambda ctx: ctx.facts.treasure_mask,
    "no_visible_rats": lambda ctx: ctx.content.boats[ctx.player.boat].rats,
    "per_visible_rat": lambda ctx: ctx.facts.visible_rats,
    "exact_visible_rats": lambda ctx: ctx.facts.visible_rats,
    "per_private_lesson": _off_boat,
    "exact_private_lessons": _off_boat,
    "exact_cats_of_colour": lambda ctx: _tiles(
        ctx, ctx.facts.cats_of(ctx.params["color"], ctx.include_oshax)
    ),
    "exact_treasures": lambda ctx: ctx.facts.treasure_mask,
    "per_two_cats_touching_edge": lambda ctx: _tiles(ctx, _edge_cats(ctx)),
    "rooms_full": lambda ctx: _rooms_cells(ctx, ctx.params["rooms"]),
    "rooms_empty": lambda ctx: _rooms_cells(ctx, ctx.params["rooms"]),
    "per_family_min_size": lambda ctx: _families_cells(
        ctx, lambda f: f.size >= ctx.params["min_size"]
    ),
    "per_oshax": lambda ctx: _union(t.mask for t in ctx.facts.tiles if t.shape in OSHAX_IDS),
    "third_largest_family_again": lambda ctx: _ranked_family(ctx, 2),
    "min_fish": _off_boat,
    "per_cat_of_colour_touching_edge": lambda ctx: _tiles(
        ctx, [i for i in _edge_cats(ctx) if ctx.facts.tiles[i].color == ctx.color]
    ),
    "per_cat_of_colour": lambda ctx: _tiles(ctx, ctx.facts.cats_of(ctx.color)),
    "min_cats_of_colour": lambda ctx: _tiles(ctx, ctx.facts.cats_of(ctx.color)),
    "per_lone_cat_of_colour": lambda ctx: _tiles(
        ctx, [i for i in ctx.facts.lone_cats if ctx.facts.tiles[i].color == ctx.color]
    ),
    "per_treasure_touching_colour": _treasures_near_colour,
    "per_uncovered_map": lambda ctx: _maps_cells(ctx, covered=False),
    "middle_row_full": _middle_row,
    "per_filled_room": lambda ctx: _rooms_cells(ctx, ctx.facts.full_rooms),
    "per_colour_without_cat_touching_treasure": lambda ctx: _colours_cells(
        ctx, _touching_treasure(ctx)
    ),
    "per_tile_in_largest_scoring_family": lambda ctx: _ranked_family(ctx, 0),
    "fewer_treasures_than": lambda ctx: ctx.facts.treasure_mask,
    "per_unspent_fish": _off_boat,
    "per_cat_over": lambda ctx: _tiles(ctx, ctx.facts.cats(ctx.include_oshax)),
    "per_colour_without_cat_on_edge": lambda ctx: _colours_cells(
        ctx, {ctx.facts.tiles[i].color for i in _edge_cats(ctx)}
    ),
    "double_best_solo_lesson": _off_boat,
    "largest_family_score": lambda ctx: _ranked_family(ctx, 0),
    "second_largest_family_score": lambda ctx: _ranked_family(ctx, 1),
    "per_cat_not_touching_treasure": _cats_clear_of_treasure,
    "per_covered_map": lambda ctx: _maps_cells(ctx, covered=True),
    "per_scoring_family": lambda ctx: _families_cells(ctx, lambda f: family_points(f.size) > 0),
    "per_cat_touching_edge": lambda ctx: _tiles(ctx, _edge_cats(ctx)),
    "per_colour_without_cat_touching_visible_rat": lambda ctx: _colours_cells(
        ctx, _touching_rat(ctx)
    ),
}


def lesson_cells(ctx: LessonContext) -> int:
    """The boat cells behind the points of one lesson card (0 for lessons off the boat)."""
    return LESSON_CELLS[ctx.card.scoring](ctx)


# --------------------------------------------------------------------------------------------
# Player totals and winners (rules.md 6, 8.6, 9.3)
# --------------------------------------------------------------------------------------------


def half_rounded_up(points: int) -> int:
    """Solo public lessons (rules.md 8.6): half the value, rounded up (5 -> 3, 15 -> 8)."""
    return -(-points // 2)


def score_boats(
    content: Content,
    players: Sequence[BoatReport],
    public_lessons: Sequence[tuple[int, str | None]],
    mode: Mode = Mode.STANDARD,
) -> tuple[Score, ...]:
    """Score every player. ``public_lessons`` are (card id, named colour or None)."""
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}, expected one of {MODES}")
    all_facts = tuple(boat_facts(content, report) for report in players)
    return tuple(
        _score_one(content, facts, all_facts[:i] + all_facts[i + 1 :], public_lessons, mode)
        for i, facts in enumerate(all_facts)
    )


def _score_one(
    content: Content,
    facts: BoatFacts,
    others: tuple[BoatFacts, ...],
    public_lessons: Sequence[tuple[int, str | None]],
    mode: Mode,
) -> Score:
    # rules.md 6: fixed lines. 9.3: no rare-treasure points in Family.
    rats = RAT_POINTS * facts.visible_rats.bit_count()
    rooms = UNFILLED_ROOM_POINTS * (len(content.board.rooms) - len(facts.full_rooms))
    family_total = sum(family_points(f.size) for f in facts.families)
    rares = 0 if mode == Mode.FAMILY else RARE_TREASURE_POINTS * facts.treasures.rare

    def evaluate(card_id: int, color: str | None) -> tuple[int, int]:
        ctx = LessonContext(content, content.cards[card_id], facts, others, color, mode)
        points = lesson_points(ctx)
        return points, lesson_cells(ctx) if points else 0

    counted = [(card_id, *evaluate(card_id, None), False) for card_id in facts.report.lessons]
    if mode != Mode.FAMILY:  # rules.md 9.3: no public lessons in Family
        for card_id, color in public_lessons:
            points, cells = evaluate(card_id, color)
            if mode == Mode.SOLO:  # rules.md 8.6
                points = half_rounded_up(points)
            counted.append((card_id, points, cells, True))
    private = sum(points for _, points, _, public in counted if not public)
    public = sum(points for _, points, _, public in counted if public)
    total = rats + rooms + family_total + rares + private + public
    return Score(
        rats,
        rooms,
        family_total,
        rares,
        private,
        public,
        total,
        tuple((card_id, points) for card_id, points, _, _ in counted),
        len(facts.full_rooms),
        _boat_detail(content, facts, mode, tuple(LessonDetail(*c) for c in counted)),
    )


def _boat_detail(
    content: Content, facts: BoatFacts, mode: Mode, lessons: tuple[LessonDetail, ...]
) -> BoatDetail:
    tiles = facts.tiles
    rare_points = 0 if mode == Mode.FAMILY else RARE_TREASURE_POINTS
    return BoatDetail(
        unfilled_rooms=tuple(
            (room.id, room.mask & ~facts.covered)
            for room in content.board.rooms
            if room.mask & ~facts.covered
        ),
        rats=facts.visible_rats,
        families=tuple(
            FamilyDetail(f.color, f.tiles, family_points(f.size), _mask_of(tiles, f.tiles))
            for f in facts.families
        ),
        rare_treasures=tuple(
            (i, rare_points, t.mask) for i, t in enumerate(tiles) if t.shape in RARE_IDS
        ),
        lessons=lessons,
    )


def winners(
    scores: Sequence[Score],
    players: Sequence[BoatReport],
    mode: Mode = Mode.STANDARD,
    sister: SisterScore | None = None,
) -> list[int]:
    """Seats of the winners: highest total; tie-break most fish (standard, solo) or most full
    rooms (Family, rules.md 9.3); still tied, all share. Solo with a ``sister``: the player
    wins only with strictly more points (rules.md 8.6), else nobody does."""
    if not scores:
        return []
    best = max(score.total for score in scores)
    seats = [i for i, score in enumerate(scores) if score.total == best]
    if mode == Mode.FAMILY:
        tie_break = [scores[i].full_rooms for i in seats]
    else:
        tie_break = [players[i].fish for i in seats]
    top = max(tie_break)
    seats = [seat for seat, value in zip(seats, tie_break, strict=True) if value == top]
    if mode == Mode.SOLO and sister is not None and sister.total >= best:
        return []
    return seats


# --------------------------------------------------------------------------------------------
# The solo sister (rules.md 8.6, cards.md 7)
# --------------------------------------------------------------------------------------------


def score_sister(
    content: Content, player: BoatReport, colors: Sequence[str], lessons: Sequence[int]
) -> SisterScore:
    """The sister's score against ``player``: the k-th revealed colour gives (6 - k) points per
    tile of that colour (5, 4, 3, 2, 1), plus her solo lessons; 204 repeats the best other."""
    facts = boat_facts(content, player)
    counts = color_counts(player.tiles)
    color_points = tuple(
        (color, (len(COLORS) - k) * counts[color]) for k, color in enumerate(colors)
    )
    others = {
        card_id: _sister_lesson(content, facts, card_id, ())
        for card_id in lessons
        if content.cards[card_id].scoring != "double_best_solo_lesson"
    }
    detail = []
    for card_id in lessons:
        if card_id in others:
            detail.append((card_id, others[card_id]))
        else:
            detail.append(
                (card_id, _sister_lesson(content, facts, card_id, tuple(others.values())))
            )
    colors_total = sum(points for _, points in color_points)
    lessons_total = sum(points for _, points in detail)
    return SisterScore(
        colors_total, lessons_total, colors_total + lessons_total, color_points, tuple(detail)
    )


def _sister_lesson(
    content: Content, facts: BoatFacts, card_id: int, other_points: tuple[int, ...]
) -> int:
    ctx = LessonContext(content, content.cards[card_id], facts, (), None, Mode.SOLO, other_points)
    return lesson_points(ctx)
