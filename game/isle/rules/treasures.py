"""Which treasures a seat may take now: the map bonus, treasure cards and Oshax cards."""

from __future__ import annotations

from game.isle.rules.boatinfo import can_place
from game.isle.rules.ids import Tile
from game.isle.rules.numbering import rare_line, rare_taken
from game.isle.rules.state import GameState


def common_choices(state: GameState, seat: int, small_only: bool = False) -> list[Tile]:
    """Common treasure shapes in the supply that the seat could place."""
    content = state.content
    return [
        Tile(shape)
        for shape, left in zip(content.commons, state.commons, strict=True)
        if left > 0
        and (not small_only or content.shapes[shape].small)
        and can_place(state, seat, shape)
    ]


def numbered_rares(state: GameState) -> tuple[int, ...]:
    """Solo (rules.md 8.2): the rare treasure each number of the sister's line gives."""
    return tuple(rare_taken(group) for group in rare_line(state))


def rare_choices(state: GameState, seat: int) -> list[Tile]:
    """One rare treasure per distinct shape in the supply (the first to arrive), placeable.
    Solo (rules.md 8.2): one per number of the sister's line, the tile that number gives."""
    if state.sister is not None:
        return [Tile(rare) for rare in numbered_rares(state) if can_place(state, seat, rare)]
    seen, found = set(), []
    for rare in state.rares:
        cells = state.content.shapes[rare].cells
        if cells in seen:
            continue
        seen.add(cells)
        if can_place(state, seat, rare):
            found.append(Tile(rare))
    return found


def oshax_choices(state: GameState, seat: int) -> list[Tile]:
    return [Tile(o) for o in state.oshax if can_place(state, seat, o)]


def bonus_choices(state: GameState, seat: int) -> list[Tile]:
    """The map bonus: a common treasure; in the Family variant a rare one too (rules.md 9.2)."""
    choices = common_choices(state, seat)
    if rares_in_bonus(state):
        choices += rare_choices(state, seat)
    return choices


def rares_in_bonus(state: GameState) -> bool:
    """The mode lets the map bonus be a rare treasure (Family, rules.md 9.2 and 11.2)."""
    return state.content.modes[state.mode].map_bonus == "common_or_rare"
