"""The one placement checker (rules.md section 3.1) and the enumeration of legal placements."""

from __future__ import annotations

from game.rules import geometry
from game.rules.content import Content, Placement, Shape
from game.rules.refusals import Refusal


def footprint(shape: Shape, x: int, y: int, k: int) -> int | None:
    """Cells covered by ``shape`` anchored at (x, y) in orientation k, or None when the box
    sticks out of the 22 x 9 grid."""
    if not 0 <= k < 8:
        return None
    width, height = shape.extents[k]
    if x < 0 or y < 0 or x + width > geometry.WIDTH or y + height > geometry.HEIGHT:
        return None
    return shape.origin_masks[k] << (y * geometry.WIDTH + x)


def placement_problem(
    content: Content, occupied: int, anywhere: bool, mask: int | None
) -> Refusal | None:
    """Why a tile covering ``mask`` cannot go on a boat whose covered cells are ``occupied``
    (None when it can). ``anywhere``: a place-anywhere card is pending, no touching needed."""
    if mask is None or mask & ~content.board.cells:
        return Refusal("off_boat")
    if mask & occupied:
        return Refusal("overlap")
    if occupied and not anywhere and not geometry.neighbours(mask) & occupied:
        return Refusal("not_touching")
    return None


def legal_placements(shape: Shape, occupied: int, anywhere: bool) -> list[Placement]:
    """Every distinct legal footprint of ``shape`` (one per cell set)."""
    if not occupied or anywhere:
        return [p for p in shape.placements if not p.mask & occupied]
    halo = geometry.neighbours(occupied)
    return [p for p in shape.placements if p.mask & halo and not p.mask & occupied]


def has_placement(shape: Shape, occupied: int, anywhere: bool) -> bool:
    if not occupied or anywhere:
        return any(not p.mask & occupied for p in shape.placements)
    halo = geometry.neighbours(occupied)
    return any(p.mask & halo and not p.mask & occupied for p in shape.placements)
