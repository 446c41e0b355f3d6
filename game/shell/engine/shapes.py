"""What an action's values may be: each game's table of the fields of its actions, checked
before any rule reads them, so that a malformed action (a bool or a float where a whole number
goes, a negative or out-of-range card, a text where a number goes, a plain tuple where a tile
goes, a seat on a chance outcome) is refused with a code, never accepted into a log that cannot
be replayed, never a crash.

    >>> @dataclass
    ... class Play:
    ...     seat: int
    ...     card: int
    >>> SHAPES = {Play: {"seat": seat, "card": whole_in(range(11, 58))}}
    >>> misfit(Play(1, 37), SHAPES) is None, misfit(Play(True, 37), SHAPES).field
    (True, 'seat')
    >>> misfit(Play(1, 60), SHAPES)
    Misfit(action='Play', field='card', value='60')
    >>> misfit("p1 play r7", SHAPES)
    Misfit(action='str', field='', value="'p1 play r7'")
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from typing import Any

from game.shell.engine.actions import CHANCE

Fits = Callable[[Any], bool]  # whether a value may stand in one field of an action
Shapes = Mapping[type, Mapping[str, Fits]]  # a game's table: its action kinds, their fields

MAX_SHOWN = 24  # the characters of a refused value a reason repeats


def is_whole(value: Any) -> bool:
    """A whole number: an ``int``, never a ``bool`` (``True == 1``) nor a float (``1.0``)."""
    return type(value) is int


def seat(value: Any) -> bool:
    """A seat's number, as a player action names it (0, 1, ...)."""
    return type(value) is int and value >= 0


def chance(value: Any) -> bool:
    """The seat of the dealer's outcomes: CHANCE, and nothing else."""
    return type(value) is int and value == CHANCE


def whole_in(values: Collection[int]) -> Fits:
    """A whole number among ``values`` (a range or a set)."""
    return lambda value: type(value) is int and value in values


def text_in(values: Collection[str]) -> Fits:
    """One of the words ``values``."""
    return lambda value: isinstance(value, str) and value in values


def optional(fits: Fits) -> Fits:
    """None, or a value that ``fits``."""
    return lambda value: value is None or fits(value)


def tuple_of(fits: Fits, sizes: Collection[int] | None = None) -> Fits:
    """A tuple (of a length among ``sizes``; any when None) of values that each ``fits``."""

    def check(value: Any) -> bool:
        return (
            type(value) is tuple
            and (sizes is None or len(value) in sizes)
            and all(fits(item) for item in value)
        )

    return check


@dataclass(frozen=True)
class Misfit:
    """Why an action is malformed, as a refusal words it: the name of its kind, the field whose
    value its kind cannot hold (empty: the kind is none of the game's), that value as shown."""

    action: str
    field: str
    value: str


def misfit(action: Any, shapes: Shapes) -> Misfit | None:
    """Why ``action`` is not well formed for a game whose table is ``shapes``: its kind is none
    of the table's (``field`` empty, ``value`` the action shown), or the first of its fields
    whose value does not fit; None when it is well formed."""
    shape = shapes.get(type(action))
    if shape is None:
        return Misfit(type(action).__name__, "", shown(action))
    for name, fits in shape.items():
        value = getattr(action, name, None)
        if not fits(value):
            return Misfit(type(action).__name__, name, shown(value))
    return None


def shown(value: Any) -> str:
    """A refused value as a reason repeats it: its ``repr``, cut short (a value of any type,
    even one whose ``repr`` fails)."""
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a value built to fail is still refused
        text = f"<{type(value).__name__}>"
    return text if len(text) <= MAX_SHOWN else text[: MAX_SHOWN - 1] + "…"
