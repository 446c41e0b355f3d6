"""What a placement would do, asked of the rules: rats covered, rooms filled, the family the
tile forms or grows, the treasure maps it covers and whether a map bonus would really be given.

The placement preview, the narration and the bots read this instead of working it out again.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.isle.rules.actions import Place
from game.isle.rules.geometry import neighbours
from game.isle.rules.ids import Placed, Tile
from game.isle.rules.placement import footprint
from game.isle.rules.scoring import families, family_points
from game.isle.rules.state import GameState, PlaceTile
from game.isle.rules.treasures import bonus_choices


@dataclass(frozen=True, slots=True)
class MapCover:
    """A treasure map the tile covers (rules.md 3.3): a bonus when a cat of the map's colour
    covers it, given only when the supply has a treasure that then fits (``treasure``)."""

    color: str
    bonus: bool
    treasure: bool

    @property
    def gives_treasure(self) -> bool:
        return self.bonus and self.treasure


@dataclass(frozen=True, slots=True)
class FamilyChange:
    """The family a cat-like tile ends up in: its colour and size, and the largest family of
    that colour before the tile."""

    color: str
    size: int
    before: int

    @property
    def scores_more(self) -> bool:
        """The tile forms a family that scores, or grows the colour's largest one (rules.md 6)."""
        return family_points(self.size) > 0 and self.size > self.before

    @property
    def alone(self) -> bool:
        """The tile starts a lone family although the boat has cats of its colour."""
        return self.size == 1 and self.before > 0


@dataclass(frozen=True, slots=True)
class PlacementOutcome:
    rats: int  # bitboard of the rats the tile covers
    rooms: tuple[int, ...]  # ids of the rooms the tile fills
    maps: tuple[MapCover, ...]
    family: FamilyChange | None  # None for a treasure
    anywhere: bool  # the tile touches none of the boat's tiles: a place-anywhere card is used


def placement_outcome(state: GameState, seat: int, tile: Tile, mask: int) -> PlacementOutcome:
    """What placing ``tile`` on the cells ``mask`` of ``seat``'s boat does (the caller knows
    the placement is legal)."""
    content = state.content
    me = state.seats[seat]
    boat = content.boats[me.boat]
    covered = me.occupied | mask
    rooms = tuple(
        room.id
        for room in content.board.rooms
        if not room.mask & ~covered and room.mask & ~me.occupied
    )
    after = state.with_seat(
        seat,
        tiles=me.tiles + (Placed(tile.shape, tile.color, mask),),
        occupied=covered,
        anywhere=False,
    )
    maps = []
    for color, cell in boat.maps:
        if cell & mask:
            bonus = tile.is_cat_like and tile.color == color
            maps.append(MapCover(color, bonus, bonus and bool(bonus_choices(after, seat))))
    family = None
    if tile.is_cat_like and tile.color:
        before = max((f.size for f in families(me.tiles) if f.color == tile.color), default=0)
        index = len(me.tiles)
        size = next(f.size for f in families(after.seats[seat].tiles) if index in f.tiles)
        family = FamilyChange(tile.color, size, before)
    return PlacementOutcome(
        rats=boat.rats & ~me.occupied & mask,
        rooms=rooms,
        maps=tuple(maps),
        family=family,
        anywhere=bool(me.occupied) and not neighbours(mask) & me.occupied,
    )


def outcome(state: GameState, action: Place) -> PlacementOutcome:
    """What the placement ``action`` of the tile waiting on top of the stack would do."""
    top = state.top
    if not isinstance(top, PlaceTile):
        raise ValueError("no tile waits to be placed")
    mask = footprint(state.content.shapes[top.tile.shape], action.x, action.y, action.k)
    if mask is None:
        raise ValueError(f"{action.text()} lies outside the boat")
    return placement_outcome(state, action.seat, top.tile, mask)
