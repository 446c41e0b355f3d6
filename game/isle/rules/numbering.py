"""Solo numbering (rules.md 8.2): the numbered lines of cats, rare treasures and Oshax.

Numbers are positions, so a line closes its gap by itself when a tile leaves:

* cats: left-field cats first, in the order they arrived, then right-field cats (cards 83 and
  77 add or move a cat to the end of its new field, so the line is renumbered left first);
* rare treasures: in the order they came out of the bag; stacked (the implementation, our
  default), identical shapes share the number of the first of them and a stack keeps its place
  while a tile of it is left; unstacked (the seed), every tile has its own number;
* Oshax: their place in the row laid at setup.

The UI reads these to print the numbers; the sister's cards and the rare-treasure choices of
the solo player use them.
"""

from __future__ import annotations

from game.isle.rules.ids import Tile
from game.isle.rules.state import GameState


def cat_line(state: GameState) -> tuple[Tile, ...]:
    """Cats by number: cat N is ``cat_line(state)[N - 1]``."""
    return state.left + state.right


def rare_line(state: GameState) -> tuple[tuple[int, ...], ...]:
    """Rare treasures by number: the tiles (ids, in arrival order) that share number N are
    ``rare_line(state)[N - 1]`` (one tile per number when unstacked)."""
    if state.sister is not None and not state.sister.stacked:
        return tuple((rare,) for rare in state.rares)
    shapes = state.content.shapes
    groups: dict[tuple, list[int]] = {}
    for rare in state.rares:
        groups.setdefault(shapes[rare].cells, []).append(rare)
    return tuple(tuple(group) for group in groups.values())


def rare_taken(group: tuple[int, ...]) -> int:
    """The tile that leaves when number N is taken: the last to arrive, so that the stack keeps
    its place (its first tile) in the line while a tile of it remains."""
    return group[-1]


def oshax_line(state: GameState) -> tuple[int, ...]:
    """Oshax by number: Oshax N is ``oshax_line(state)[N - 1]``."""
    return state.oshax


def existing(number: int, count: int) -> int | None:
    """The number a sister's card uses (rules.md 8.4.5): ``number`` when it exists, the highest
    number when it is past the end, None when the line is empty."""
    if count <= 0:
        return None
    return min(number, count)


def switch_numbers(first: int, second: int, count: int) -> tuple[int, int] | None:
    """The two cats a "switch A, B" swaps (rules.md 8.4.5): a missing A becomes the
    second-highest number, a missing B the highest; if both land on one cat, A is the cat just
    before it. None with fewer than 2 cats."""
    if count < 2:
        return None
    a = first if first <= count else count - 1
    b = second if second <= count else count
    if a == b:
        a = b - 1 if b > 1 else b + 1
    return a, b
