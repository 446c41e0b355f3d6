"""Frozen definitions of the game's content: board, boats, tile shapes, cards and modes.

The rules never read files: ``game.isle.data`` validates ``levels/`` and builds a ``Content`` with
``build_content``. Everything here is immutable once built; derived tables (every in-boat
placement of every shape) are computed once at build time.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, NamedTuple

from game.isle.rules import geometry
from game.isle.rules.ids import COLORS
from game.isle.rules.vocabulary import CardType, TileKind

ParamValue = Any  # int | str | bool | tuple of those

EFFECT_KINDS = frozenset(
    {
        "take_oshax",
        "treasure_rare_or_commons",
        "treasure_small_or_paid_commons",
        "gain_fish_per_oshax",
        "next_tile_anywhere",
        "draw_cards",
        "draw_tile_to_boat",
        "discard_permanent_basket_for_fish",
        "move_cats_between_fields",
        "gain_fish_per_private_lesson",
        "extra_rescue",
        "draw_tiles_to_fields",
        "gain_permanent_basket",
        "discard_private_lessons_for_permanent_basket",
        "discard_treasures_for_permanent_basket",
        "gain_fish_per_colour_present",
        "gain_fish_per_rare_treasure",
        "gain_fish_per_common_treasure",
        "gain_fish_per_cat_of_chosen_colour",
    }
)
CARD_TYPES = frozenset(CardType)
SOLO_ACTIONS = frozenset(
    {
        "remove_cat",
        "remove_rare_treasure",
        "remove_oshax",
        "remove_common_treasure",
        "switch_cats",
    }
)


@dataclass(frozen=True, slots=True)
class Params:
    """Named parameters of a card effect or scoring rule, as data."""

    items: tuple[tuple[str, ParamValue], ...] = ()

    def get(self, key: str, default: ParamValue = None) -> ParamValue:
        for name, value in self.items:
            if name == key:
                return value
        return default

    def __getitem__(self, key: str) -> ParamValue:
        for name, value in self.items:
            if name == key:
                return value
        raise KeyError(key)

    @classmethod
    def of(cls, mapping: dict[str, ParamValue] | None) -> Params:
        if not mapping:
            return cls()
        return cls(tuple((k, _freeze(v)) for k, v in sorted(mapping.items())))


def _freeze(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


@dataclass(frozen=True, slots=True)
class Room:
    id: int
    key: str
    icon: str | None
    mask: int
    size: int


@dataclass(frozen=True, slots=True)
class Board:
    """The boat grid shared by every boat colour."""

    cells: int
    rooms: tuple[Room, ...]
    edge: int
    middle_row: int
    map_cells: int

    def room_of(self, x: int, y: int) -> int | None:
        b = geometry.bit(x, y)
        for room in self.rooms:
            if room.mask & b:
                return room.id
        return None


@dataclass(frozen=True, slots=True)
class Boat:
    """What differs between the four boats: rats and the colour of each treasure map."""

    color: str
    rats: int
    maps: tuple[tuple[str, int], ...]  # (cat colour, single-cell mask)


class Placement(NamedTuple):
    """One in-boat footprint of a shape: cells, anchor (top-left of the box) and orientation."""

    mask: int
    x: int
    y: int
    k: int


class Anchors(NamedTuple):
    """One orientation of a shape for the bitboard enumeration of placements: the cells as bit
    offsets from the anchor (top-left of the box), the anchors whose footprint lies inside the
    boat, and the placement at each anchor bit (None where it would stick out)."""

    offsets: tuple[int, ...]
    inside: int
    at: tuple[Placement | None, ...]


@dataclass(frozen=True, slots=True)
class Shape:
    id: int
    kind: TileKind
    cells: tuple[tuple[int, int], ...]
    name: str = ""
    small: bool = False
    # (k, footprint) for each distinct orientation
    orientations: tuple[tuple[int, tuple[tuple[int, int], ...]], ...] = ()
    # every footprint lying fully inside the boat, in (k, y, x) order
    placements: tuple[Placement, ...] = ()
    # the same placements by orientation, for the bitboard enumeration (placement.py)
    anchors: tuple[Anchors, ...] = ()
    # footprint mask at the origin and (width, height) for each k in 0..7 (duplicates included)
    origin_masks: tuple[int, ...] = ()
    extents: tuple[tuple[int, int], ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", TileKind(self.kind))  # the data gives its text

    @property
    def size(self) -> int:
        return len(self.cells)

    @property
    def is_cat_like(self) -> bool:
        return self.kind in (TileKind.CAT, TileKind.OSHAX)

    @property
    def is_treasure(self) -> bool:
        return self.kind in (TileKind.COMMON, TileKind.RARE)


@dataclass(frozen=True, slots=True)
class Card:
    id: int
    type: CardType
    price: int = 0
    speed: int = 0
    basket: str = "none"  # none | half | full
    effect: str = ""  # effect kind for oshax / anytime / treasure cards
    params: Params = field(default_factory=Params)
    scoring: str = ""  # scoring rule for lessons
    points: Params = field(default_factory=Params)
    color_choice: str = "none"  # none | on_buy | on_play | on_place | auto_at_game_end
    in_buy_step: bool = False
    reveals: bool = False
    deck: str = "normal"
    color: str | None = None  # solo colour cards
    baskets: int = 0  # solo basket cards: how many cards the sister uses that day
    actions: tuple[Params, ...] = ()  # solo basket cards: the sister's two actions

    def __post_init__(self) -> None:
        object.__setattr__(self, "type", CardType(self.type))  # the data gives its text

    @property
    def is_lesson(self) -> bool:
        return self.type in (
            CardType.LESSON_PRIVATE,
            CardType.LESSON_PUBLIC,
            CardType.LESSON_FAMILY,
        )

    @property
    def is_public_lesson(self) -> bool:
        return self.type == CardType.LESSON_PUBLIC


@dataclass(frozen=True, slots=True)
class ModeSetup:
    """Numbers of a mode for one player count."""

    players: int
    commons_per_shape: int
    cats_per_field: int


@dataclass(frozen=True, slots=True)
class Difficulty:
    """A solo level (rules.md 8.1): how many basic and advanced solo lessons the sister draws."""

    name: str
    basic: int
    advanced: int


@dataclass(frozen=True, slots=True)
class Mode:
    name: str
    days: int
    fish_per_day: int
    starting_baskets: int
    deal: int
    keep: int
    oshax: bool
    deck: str
    setups: tuple[ModeSetup, ...]
    rounds: int = 1  # solo draft (rules.md 8.3): deal, keep, discard the rest, this many times
    extra: int = 0  # solo draft: cards dealt last and kept automatically
    rescue: str = "baskets"  # baskets (fish and a basket per cat) | free (Family, rules.md 9.2)
    map_bonus: str = "common"  # common | common_or_rare (Family, rules.md 9.2)
    difficulties: tuple[Difficulty, ...] = ()  # solo levels, easiest first
    stack_rares: bool = True  # solo: identical rare treasures share a number (rules.md 8.2)

    def setup_for(self, players: int) -> ModeSetup:
        for setup in self.setups:
            if setup.players == players:
                return setup
        raise ValueError(f"mode {self.name} is not played with {players} players")

    @property
    def player_counts(self) -> tuple[int, ...]:
        return tuple(s.players for s in self.setups)

    def difficulty(self, name: str) -> Difficulty:
        for level in self.difficulties:
            if level.name == name:
                return level
        known = ", ".join(d.name for d in self.difficulties) or "none"
        raise ValueError(f"mode {self.name} has no difficulty {name!r} (known: {known})")


@dataclass(frozen=True, eq=False, slots=True)
class Content:
    board: Board
    boats: MappingProxyType  # color -> Boat
    shapes: MappingProxyType  # id -> Shape
    cards: MappingProxyType  # id -> Card
    modes: MappingProxyType  # name -> Mode
    cats: tuple[tuple[int, str], ...]  # every cat tile (shape, colour) in the bag
    rares: tuple[int, ...]  # every rare treasure id
    oshax: tuple[int, ...]
    commons: tuple[int, ...]

    def card(self, card_id: int) -> Card:
        return self.cards[card_id]

    def shape(self, shape_id: int) -> Shape:
        return self.shapes[shape_id]

    def deck_of(self, name: str) -> tuple[int, ...]:
        return tuple(sorted(c.id for c in self.cards.values() if c.deck == name))


def _placements(board_cells: int, orientations) -> tuple[Placement, ...]:
    found = []
    for k, footprint in orientations:
        width = max(x for x, _ in footprint) + 1
        height = max(y for _, y in footprint) + 1
        base = geometry.mask_of(footprint)
        for y in range(geometry.HEIGHT - height + 1):
            for x in range(geometry.WIDTH - width + 1):
                mask = base << (y * geometry.WIDTH + x)
                if not mask & ~board_cells:
                    found.append(Placement(mask, x, y, k))
    return tuple(found)


def _anchors(placements: tuple[Placement, ...], orientations) -> tuple[Anchors, ...]:
    found = []
    for k, footprint in orientations:
        at: list[Placement | None] = [None] * (geometry.WIDTH * geometry.HEIGHT)
        inside = 0
        for p in placements:
            if p.k == k:
                index = p.y * geometry.WIDTH + p.x
                at[index] = p
                inside |= 1 << index
        offsets = tuple(y * geometry.WIDTH + x for x, y in footprint)
        found.append(Anchors(offsets, inside, tuple(at)))
    return tuple(found)


def make_shape(
    shape_id: int, kind: str, cells, board_cells: int, name: str = "", small: bool = False
) -> Shape:
    cells = geometry.normalise(cells)
    orientations = geometry.distinct_orientations(cells)
    placements = _placements(board_cells, orientations)
    return Shape(
        id=shape_id,
        kind=TileKind(kind),
        cells=cells,
        name=name,
        small=small,
        orientations=orientations,
        placements=placements,
        anchors=_anchors(placements, orientations),
        origin_masks=tuple(geometry.mask_of(geometry.orient(cells, k)) for k in range(8)),
        extents=tuple(_extent(geometry.orient(cells, k)) for k in range(8)),
    )


def _extent(cells) -> tuple[int, int]:
    return max(x for x, _ in cells) + 1, max(y for _, y in cells) + 1


def build_content(
    board: Board, boats: list[Boat], shapes: list[Shape], cards: list[Card], modes: list[Mode]
) -> Content:
    by_id = {s.id: s for s in shapes}
    cats = tuple((s.id, c) for s in shapes if s.kind == TileKind.CAT for c in COLORS)
    return Content(
        board=board,
        boats=MappingProxyType({b.color: b for b in boats}),
        shapes=MappingProxyType(by_id),
        cards=MappingProxyType({c.id: c for c in cards}),
        modes=MappingProxyType({m.name: m for m in modes}),
        cats=cats,
        rares=tuple(sorted(s.id for s in shapes if s.kind == TileKind.RARE)),
        oshax=tuple(sorted(s.id for s in shapes if s.kind == TileKind.OSHAX)),
        commons=tuple(sorted(s.id for s in shapes if s.kind == TileKind.COMMON)),
    )
