"""Boat geometry on bitboards: cells, orientations of polyominoes, adjacency, connected groups.

A boat cell (x, y) is bit ``y * WIDTH + x`` of an int. x counts columns from the stern (drawn
on the left), y rows from the top, as in the reference ``boat.json``.
"""

from __future__ import annotations

from collections.abc import Iterable

WIDTH = 22
HEIGHT = 9

Cell = tuple[int, int]

_COLUMN_FIRST = sum(1 << (y * WIDTH) for y in range(HEIGHT))
_COLUMN_LAST = _COLUMN_FIRST << (WIDTH - 1)
ALL = (1 << (WIDTH * HEIGHT)) - 1


def bit(x: int, y: int) -> int:
    return 1 << (y * WIDTH + x)


def mask_of(cells: Iterable[Cell]) -> int:
    mask = 0
    for x, y in cells:
        if not (0 <= x < WIDTH and 0 <= y < HEIGHT):
            raise ValueError(f"cell ({x}, {y}) is outside the {WIDTH}x{HEIGHT} grid")
        mask |= 1 << (y * WIDTH + x)
    return mask


def cells_of(mask: int) -> list[Cell]:
    """Cells of a mask, ordered by row then column."""
    cells = []
    while mask:
        low = mask & -mask
        index = low.bit_length() - 1
        cells.append((index % WIDTH, index // WIDTH))
        mask ^= low
    return cells


def count(mask: int) -> int:
    return mask.bit_count()


def east(mask: int) -> int:
    """``mask`` moved one column towards the bow (cells leaving the grid are dropped)."""
    return (mask << 1) & ~_COLUMN_FIRST & ALL


def west(mask: int) -> int:
    return (mask >> 1) & ~_COLUMN_LAST


def south(mask: int) -> int:
    return (mask << WIDTH) & ALL


def north(mask: int) -> int:
    return mask >> WIDTH


def neighbours(mask: int) -> int:
    """Cells sharing a side with a cell of ``mask`` (may include cells of ``mask`` itself)."""
    return east(mask) | west(mask) | south(mask) | north(mask)


def touches(a: int, b: int) -> bool:
    """True when a cell of ``a`` shares a side with a cell of ``b``."""
    return bool(neighbours(a) & b)


def normalise(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    cells = list(cells)
    min_x = min(x for x, _ in cells)
    min_y = min(y for _, y in cells)
    return tuple(sorted(((x - min_x, y - min_y) for x, y in cells), key=lambda c: (c[1], c[0])))


def orient(cells: Iterable[Cell], k: int) -> tuple[Cell, ...]:
    """Orientation ``k`` in 0..7: mirror left-right when k >= 4, then turn (k % 4) quarter turns
    clockwise (as drawn, y pointing down). Normalised to a top-left corner at (0, 0)."""
    result = [(-x, y) if k >= 4 else (x, y) for x, y in cells]
    for _ in range(k % 4):
        result = [(-y, x) for x, y in result]
    return normalise(result)


def distinct_orientations(cells: Iterable[Cell]) -> tuple[tuple[int, tuple[Cell, ...]], ...]:
    """The distinct footprints of a shape, each with the lowest ``k`` that produces it."""
    cells = tuple(cells)
    seen: dict[tuple[Cell, ...], int] = {}
    for k in range(8):
        footprint = orient(cells, k)
        seen.setdefault(footprint, k)
    return tuple((k, footprint) for footprint, k in seen.items())


def same_footprint(a: Iterable[Cell], b: Iterable[Cell]) -> bool:
    """True when cell sets ``a`` and ``b`` are the same polyomino in some orientation."""
    target = normalise(b)
    return any(footprint == target for _, footprint in distinct_orientations(normalise(a)))


def groups(masks: list[int], same: list[int]) -> list[list[int]]:
    """Connected groups of items: items i and j join when they share a side and same[i] ==
    same[j]. Returns lists of indices (each group sorted, groups in order of first index)."""
    parent = list(range(len(masks)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    halos = [neighbours(m) for m in masks]
    for i in range(len(masks)):
        for j in range(i + 1, len(masks)):
            if same[i] == same[j] and halos[i] & masks[j]:
                ri, rj = find(i), find(j)
                if ri != rj:
                    parent[max(ri, rj)] = min(ri, rj)
    found: dict[int, list[int]] = {}
    for i in range(len(masks)):
        found.setdefault(find(i), []).append(i)
    return list(found.values())
