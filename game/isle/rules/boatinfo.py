"""Small counts over one boat that cards and phases need during play (not scoring)."""

from __future__ import annotations

from game.isle.rules.content import Content
from game.isle.rules.ids import CAT_IDS, COMMON_IDS, OSHAX_IDS, RARE_IDS
from game.isle.rules.placement import has_placement
from game.isle.rules.state import GameState, Seat


def count_oshax(seat: Seat) -> int:
    return sum(1 for t in seat.tiles if t.shape in OSHAX_IDS)


def count_rares(seat: Seat) -> int:
    return sum(1 for t in seat.tiles if t.shape in RARE_IDS)


def count_commons(seat: Seat) -> int:
    return sum(1 for t in seat.tiles if t.shape in COMMON_IDS)


def treasure_indices(seat: Seat) -> list[int]:
    return [i for i, t in enumerate(seat.tiles) if t.shape in RARE_IDS or t.shape in COMMON_IDS]


def cat_colors(seat: Seat) -> set[str]:
    """Colours present among cats and Oshax (an Oshax counts as its chosen colour)."""
    return {t.color for t in seat.tiles if (t.shape in CAT_IDS or t.shape in OSHAX_IDS) and t.color}


def count_color(seat: Seat, color: str) -> int:
    return sum(
        1 for t in seat.tiles if (t.shape in CAT_IDS or t.shape in OSHAX_IDS) and t.color == color
    )


def holds_anywhere_card(content: Content, seat: Seat) -> bool:
    """The seat could play a place-anywhere card (69/70) right now."""
    return not seat.anywhere and any(
        content.cards[c].effect == "next_tile_anywhere" for c in seat.hand
    )


def can_place(state: GameState, seat_index: int, shape_id: int) -> bool:
    """The seat could place this shape now, if need be after playing a place-anywhere card it
    holds (rules.md section 3.2: you may only take a tile you can legally place)."""
    seat = state.seats[seat_index]
    shape = state.content.shapes[shape_id]
    if has_placement(shape, seat.occupied, seat.anywhere):
        return True
    return holds_anywhere_card(state.content, seat) and has_placement(shape, seat.occupied, True)
