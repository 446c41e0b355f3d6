"""The one placement checker (rules.md section 3.1) and the enumeration of legal placements."""

from __future__ import annotations

from collections.abc import Iterator

from game.isle.rules import geometry
from game.isle.rules.content import Content, Placement, Shape
from game.isle.rules.refusals import Refusal


def footprint(shape: Shape, x: int, y: int, k: int) -> int | None:
    """Cells covered by ``shape`` anchored at (x, y) in orientation k, or None when the box
    sticks out of the 22 x 9 grid."""
    if not 0 <= k < 8:
        return None
    width, height = shape.extents[k]
    if x < 0 or y < 0 or x + width > geometry.WIDTH or y + height > geometry.HEIGHT:
        return None
    return shape.origin_masks[k] << (y * geometry.WIDTH + x)


def must_touch(occupied: int, anywhere: bool) -> bool:
    """Whether a new tile must touch one of the boat's tiles by a side (rules.md 4.3): not
    the first tile of a boat, nor one placed with a place-anywhere card pending."""
    return bool(occupied) and not anywhere


def placement_problem(
    content: Content, occupied: int, anywhere: bool, mask: int | None
) -> Refusal | None:
    """Why a tile covering ``mask`` cannot go on a boat whose covered cells are ``occupied``
    (None when it can). ``anywhere``: a place-anywhere card is pending, no touching needed."""
    if mask is None or mask & ~content.board.cells:
        return Refusal("off_boat")
    if mask & occupied:
        return Refusal("overlap")
    if must_touch(occupied, anywhere) and not geometry.neighbours(mask) & occupied:
        return Refusal("not_touching")
    return None


def fitting(shape: Shape, occupied: int, anywhere: bool) -> tuple[int, ...]:
    """The one enumeration of legal placements (rules.md 3.1), on bitboards: for each
    orientation of ``shape.anchors``, the bitboard of the anchors where the tile lies inside
    the boat, overlaps nothing and (unless the boat is empty or ``anywhere``) touches a tile.
    A cell offset ``o`` of the tile is free at anchor ``a`` when bit ``a + o`` of the free
    cells is set: shifting the free cells right by ``o`` tests every anchor at once."""
    free = geometry.ALL & ~occupied
    touching = must_touch(occupied, anywhere)
    halo = geometry.neighbours(occupied) & free if touching else 0
    found = []
    for anchors in shape.anchors:
        fits = anchors.inside
        touch = 0
        for offset in anchors.offsets:
            fits &= free >> offset
            touch |= halo >> offset
        found.append(fits & touch if touching else fits)
    return tuple(found)


def anchor_bits(fits: int) -> Iterator[int]:
    """The set bits of an anchor bitboard, lowest first (anchor index y * WIDTH + x)."""
    while fits:
        low = fits & -fits
        yield low.bit_length() - 1
        fits ^= low


def legal_placements(shape: Shape, occupied: int, anywhere: bool) -> list[Placement]:
    """Every distinct legal footprint of ``shape`` (one per cell set), in the order of
    ``shape.placements``."""
    found: list[Placement] = []
    for anchors, fits in zip(shape.anchors, fitting(shape, occupied, anywhere), strict=True):
        at = anchors.at  # None only at anchors outside the boat, which never fit
        found.extend(p for bit in anchor_bits(fits) if (p := at[bit]) is not None)
    return found


def has_placement(shape: Shape, occupied: int, anywhere: bool) -> bool:
    return any(fitting(shape, occupied, anywhere))
