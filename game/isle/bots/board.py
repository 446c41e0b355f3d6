"""Precomputed boat geometry the bots evaluate placements with: per-placement masks, room counts,
side contacts, and small-hole analysis on bitboards.

Everything here is derived once per ``Content`` (content is immutable) and then only read, so
bots in worker threads can share it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.isle.rules import geometry
from game.isle.rules.content import Content, Placement, Shape
from game.isle.rules.geometry import east, north, south, west
from game.isle.rules.placement import anchor_bits, fitting

W = geometry.WIDTH
_COL_FIRST = sum(1 << (y * W) for y in range(geometry.HEIGHT))


def grow(mask: int) -> int:
    """``mask`` and every cell sharing a side with it."""
    return mask | geometry.neighbours(mask)


@dataclass(frozen=True, slots=True)
class Spot:
    """One placement of a shape with what evaluation reads about it, computed once."""

    mask: int
    x: int
    y: int
    k: int
    halo: int  # cells sharing a side with the tile, outside it
    sides: tuple[int, int, int, int]  # the tile shifted east/west/south/north, minus itself
    rooms: tuple[tuple[int, int], ...]  # (room id, cells of the tile in it)
    edge: int  # cells of the tile on the boat's edge


@dataclass(frozen=True, slots=True)
class BoardModel:
    """The shared board (rooms, edge) and every shape's spots."""

    cells: int
    room_masks: tuple[int, ...]
    room_sizes: tuple[int, ...]
    edge: int
    spots: dict[int, tuple[Spot, ...]]  # shape id -> spots, as ``shape.placements``
    spot_at: dict[int, tuple[tuple[Spot | None, ...], ...]]  # shape id -> per orientation of
    # ``shape.anchors``, the spot at each anchor bit
    fill_shapes: dict[int, frozenset[int]]  # size -> origin masks of cat shapes (any orientation)
    cell_room: dict[int, int]  # bit index -> room id
    remote_rooms: tuple[int, ...] = ()  # rooms sharing no side with the largest one (the
    # deck): a boat reaches them only through another room (the bow cabin, behind the storeroom)
    hub: int = -1  # the largest room (the deck: 60 cells, the one no boat fills)


def _spot(p: Placement, room_masks: tuple[int, ...], edge: int) -> Spot:
    m = p.mask
    sides = (east(m) & ~m, west(m) & ~m, south(m) & ~m, north(m) & ~m)
    halo = sides[0] | sides[1] | sides[2] | sides[3]
    rooms = tuple((r, (m & rm).bit_count()) for r, rm in enumerate(room_masks) if m & rm)
    return Spot(m, p.x, p.y, p.k, halo, sides, rooms, (m & edge).bit_count())


def _origin(mask: int) -> int:
    """Shift a mask so that its lowest row and lowest column are 0."""
    min_y = (mask & -mask).bit_length() - 1
    min_y //= W
    mask >>= min_y * W
    col = _COL_FIRST
    shift = 0
    while not mask & col:
        col <<= 1
        shift += 1
    return mask >> shift


@lru_cache(maxsize=4)  # one content per game in practice; a few if tests load several
def board_model(content: Content) -> BoardModel:
    board = content.board
    room_masks = tuple(r.mask for r in board.rooms)
    spots = {
        sid: tuple(_spot(p, room_masks, board.edge) for p in shape.placements)
        for sid, shape in content.shapes.items()
    }
    spot_at = {}
    for sid, shape in content.shapes.items():
        of = dict(zip(shape.placements, spots[sid], strict=True))
        spot_at[sid] = tuple(
            tuple(of[p] if p is not None else None for p in anchors.at) for anchors in shape.anchors
        )
    fill: dict[int, set[int]] = {}
    for shape in content.shapes.values():
        if shape.kind != "cat":
            continue
        for _, footprint in shape.orientations:
            fill.setdefault(len(footprint), set()).add(geometry.mask_of(footprint))
    cell_room = {}
    for r, rm in enumerate(room_masks):
        m = rm
        while m:
            low = m & -m
            cell_room[low.bit_length() - 1] = r
            m ^= low
    hub_room = max(range(len(room_masks)), key=lambda r: room_masks[r].bit_count())
    hub = room_masks[hub_room]
    remote = tuple(r for r, rm in enumerate(room_masks) if not geometry.neighbours(rm) & hub)
    return BoardModel(
        board.cells,
        room_masks,
        tuple(r.size for r in board.rooms),
        board.edge,
        spots,
        spot_at,
        {k: frozenset(v) for k, v in fill.items()},
        cell_room,
        remote,
        hub_room,
    )


def spots_for(model: BoardModel, shape: Shape, occupied: int, anywhere: bool) -> list[Spot]:
    """The legal spots of ``shape``: the rules' enumeration (``placement.fitting``), read
    through the model's table of spots."""
    found: list[Spot] = []
    for at, fits in zip(model.spot_at[shape.id], fitting(shape, occupied, anywhere), strict=True):
        # None only at anchors outside the boat, which never fit
        found.extend(spot for bit in anchor_bits(fits) if (spot := at[bit]) is not None)
    return found


def exposed_sides(spot: Spot, free: int) -> int:
    """Sides of the tile that face an empty boat cell: fewer means a snugger fit."""
    e, w, s, n = spot.sides
    return (
        (e & free).bit_count()
        + (w & free).bit_count()
        + (s & free).bit_count()
        + (n & free).bit_count()
    )


def component(seed: int, free: int, limit: int) -> int:
    """The empty region around ``seed`` (cells of ``free``), grown until it stops or exceeds
    ``limit`` cells (big regions are never holes, so there is no need to measure them)."""
    region = seed & free
    while True:
        bigger = grow(region) & free
        if bigger == region or bigger.bit_count() > limit:
            return bigger
        region = bigger


def regions_near(mask: int, free: int, limit: int) -> list[int]:
    """Empty regions touching ``mask`` (each capped a little over ``limit`` cells)."""
    seeds = grow(mask) & free & ~mask
    found = []
    while seeds:
        low = seeds & -seeds
        region = component(low, free, limit)
        found.append(region)
        seeds &= ~region
    return found


def origin_mask(mask: int) -> int:
    return _origin(mask)
