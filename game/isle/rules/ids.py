"""Identifiers shared by every rules module: colours, seats, tiles and their text form."""

from __future__ import annotations

from typing import NamedTuple

from game.isle.rules.vocabulary import TileKind
from game.shell.engine.actions import CHANCE as CHANCE  # the dealer's seat: the box's

COLORS: tuple[str, ...] = ("blue", "green", "red", "purple", "orange")
BOAT_COLORS: tuple[str, ...] = ("blue", "green", "red", "purple")


LEFT, RIGHT = "left", "right"
FIELD_COST = {LEFT: 3, RIGHT: 5}

# Reference shape ids (tiles.json): commons 100-103, rare 200-224, Oshax 300-305, cats 400-416.
COMMON_IDS = range(100, 200)
RARE_IDS = range(200, 300)
OSHAX_IDS = range(300, 400)
CAT_IDS = range(400, 500)


def kind_of(shape: int) -> TileKind:
    if shape in CAT_IDS:
        return TileKind.CAT
    if shape in OSHAX_IDS:
        return TileKind.OSHAX
    if shape in RARE_IDS:
        return TileKind.RARE
    if shape in COMMON_IDS:
        return TileKind.COMMON
    raise ValueError(f"no tile kind has shape id {shape}")


class Tile(NamedTuple):
    """A physical tile. Cats carry their printed colour; an Oshax carries the colour chosen when
    it was placed (None before); treasures have none. Cats and rares are unique by this value,
    commons are interchangeable copies."""

    shape: int
    color: str | None = None

    @property
    def kind(self) -> TileKind:
        return kind_of(self.shape)

    @property
    def is_cat_like(self) -> bool:
        return self.shape in CAT_IDS or self.shape in OSHAX_IDS

    @property
    def is_treasure(self) -> bool:
        return self.shape in COMMON_IDS or self.shape in RARE_IDS

    def text(self) -> str:
        return tile_text(self)


_PREFIX = {"common": "common", "rare": "rare", "oshax": "oshax"}


def tile_text(tile: Tile) -> str:
    """``blue403`` for a cat, ``oshax302`` (``oshax302:red`` once coloured), ``rare201``,
    ``common102``."""
    kind = kind_of(tile.shape)
    if kind == TileKind.CAT:
        return f"{tile.color}{tile.shape}"
    text = f"{_PREFIX[kind]}{tile.shape}"
    if kind == TileKind.OSHAX and tile.color:
        text += f":{tile.color}"
    return text


MAX_DIGITS = 6  # no number of the text form is longer (ids have 3 digits, coordinates 2)


def is_number(text: str) -> bool:
    """ASCII digits in canonical form (no sign, no leading zero, no Unicode digit), at most
    ``MAX_DIGITS`` long: the only numbers the text form writes."""
    return (
        0 < len(text) <= MAX_DIGITS
        and text.isascii()
        and text.isdigit()
        and (text == "0" or text[0] != "0")
    )


def parse_number(text: str, what: str = "a number") -> int:
    if not is_number(text):
        raise ValueError(f"{text!r} is not {what} (digits 0-9, at most {MAX_DIGITS})")
    return int(text)


def parse_tile(text: str) -> Tile:
    head, _, color = text.partition(":")
    for prefix in ("common", "rare", "oshax"):
        if head.startswith(prefix) and is_number(head[len(prefix) :]):
            shape = int(head[len(prefix) :])
            if kind_of(shape) != prefix:
                raise ValueError(f"{text!r}: shape {shape} is not a {prefix} tile")
            if color and (prefix != "oshax" or color not in COLORS):
                raise ValueError(f"{text!r}: only an Oshax takes a colour, one of {COLORS}")
            return Tile(shape, color or None)
    for name in COLORS:
        if head.startswith(name) and is_number(head[len(name) :]) and not color:
            shape = int(head[len(name) :])
            if kind_of(shape) != TileKind.CAT:
                raise ValueError(f"{text!r}: shape {shape} is not a cat")
            return Tile(shape, name)
    raise ValueError(f"{text!r} is not a tile (examples: blue403, oshax302, rare201, common102)")


def card_text(card: int) -> str:
    return f"c{card}"


def parse_card(text: str) -> int:
    if len(text) > 1 and text[0] == "c" and is_number(text[1:]):
        return int(text[1:])
    raise ValueError(f"{text!r} is not a card (example: c113)")


class Placed(NamedTuple):
    """A tile on a boat: its shape, its colour (cats and Oshax) and the cells it covers."""

    shape: int
    color: str | None
    mask: int

    @property
    def kind(self) -> TileKind:
        return kind_of(self.shape)

    @property
    def tile(self) -> Tile:
        return Tile(self.shape, self.color)
