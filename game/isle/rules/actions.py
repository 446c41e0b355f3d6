"""Actions as small values with a text form that parses back.

Player actions start with the seat (``p0`` is seat 0); the dealer's chance outcomes have no
seat. Examples::

    deal c12                    draw blue403              boats blue,red      order 1,0
    row 302,300,305,301,304,303 (solo: the Oshax row, left to right)
    p0 keep c12 c40             p1 buy c143 red           p1 done
    p0 declare c55              p0 rescue blue403 permanent     p1 rescue red410 free
    p0 place 7,3 r90 flip       p0 discard                p0 pass             p0 decline
    p0 play c3 oshax302 red     p0 play c98 rare201       p0 play c107 paid   p0 play c86 c120 c133
    p0 play c88 t3 t5           p0 play c96 red           p0 take common102   p0 skip
    p0 move blue403             p0 field left
"""

from __future__ import annotations

from dataclasses import dataclass

from game.isle.rules.ids import (
    CAT_IDS,
    CHANCE,
    COLORS,
    COMMON_IDS,
    LEFT,
    MAX_DIGITS,
    OSHAX_IDS,
    RARE_IDS,
    RIGHT,
    Tile,
    card_text,
    is_number,
    parse_card,
    parse_tile,
)
from game.shell.engine import shapes
from game.shell.engine.actions import Action
from game.shell.engine.errors import ActionSyntaxError

PAYMENTS = ("permanent", "full", "halves", "free")  # free: the Family variant (rules.md 9.2)
PLAY_OPTIONS = ("commons", "small", "paid")
MAX_TEXT = 400  # the longest action text is under 100 characters


# --- chance outcomes ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealCard(Action):
    card: int
    seat: int = CHANCE

    def text(self) -> str:
        return f"deal {card_text(self.card)}"


@dataclass(frozen=True, slots=True)
class DrawTileOutcome(Action):
    tile: Tile
    seat: int = CHANCE

    def text(self) -> str:
        return f"draw {self.tile.text()}"


@dataclass(frozen=True, slots=True)
class DealBoats(Action):
    boats: tuple[str, ...]
    seat: int = CHANCE

    def text(self) -> str:
        return "boats " + ",".join(self.boats)


@dataclass(frozen=True, slots=True)
class SetOrder(Action):
    order: tuple[int, ...]
    seat: int = CHANCE

    def text(self) -> str:
        return "order " + ",".join(str(s) for s in self.order)


@dataclass(frozen=True, slots=True)
class OshaxRow(Action):
    """Solo setup (rules.md 8.1): the Oshax tiles laid in a random row, numbered from the left."""

    row: tuple[int, ...]
    seat: int = CHANCE

    def text(self) -> str:
        return "row " + ",".join(str(o) for o in self.row)


# --- player actions -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Keep(Action):
    """The cards kept in a draft round; their order does not matter, so they are sorted (one
    action, one text, one resulting state)."""

    seat: int
    cards: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards)))

    def text(self) -> str:
        return f"p{self.seat} keep " + " ".join(card_text(c) for c in self.cards)


@dataclass(frozen=True, slots=True)
class Buy(Action):
    seat: int
    card: int
    color: str | None = None

    def text(self) -> str:
        return f"p{self.seat} buy {card_text(self.card)}" + (f" {self.color}" if self.color else "")


@dataclass(frozen=True, slots=True)
class Done(Action):
    seat: int

    def text(self) -> str:
        return f"p{self.seat} done"


@dataclass(frozen=True, slots=True)
class Declare(Action):
    seat: int
    card: int

    def text(self) -> str:
        return f"p{self.seat} declare {card_text(self.card)}"


@dataclass(frozen=True, slots=True)
class Rescue(Action):
    seat: int
    tile: Tile
    pay: str  # permanent | full | halves | free (Family)

    def text(self) -> str:
        return f"p{self.seat} rescue {self.tile.text()} {self.pay}"


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Place the pending tile with the top-left corner of its box at (x, y), in orientation
    k: mirrored when k >= 4, then turned (k % 4) quarter turns clockwise."""

    seat: int
    x: int
    y: int
    k: int = 0

    def text(self) -> str:
        flip = " flip" if self.k >= 4 else ""
        return f"p{self.seat} place {self.x},{self.y} r{90 * (self.k % 4)}{flip}"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Give up a tile drawn with card 75 that has no legal spot."""

    seat: int

    def text(self) -> str:
        return f"p{self.seat} discard"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    seat: int

    def text(self) -> str:
        return f"p{self.seat} pass"


@dataclass(frozen=True, slots=True)
class Decline(Action):
    seat: int

    def text(self) -> str:
        return f"p{self.seat} decline"


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play a card from hand. ``tile``: the Oshax or rare treasure taken; ``option``: how a
    treasure card is used (commons / small / paid); ``color``: a colour choice; ``cards``:
    private lessons given up (86/87); ``tiles``: indices of boat tiles given up (88/89)."""

    seat: int
    card: int
    tile: Tile | None = None
    option: str = ""
    color: str | None = None
    cards: tuple[int, ...] = ()
    tiles: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        # the lessons and boat tiles given up are sets: one order, one action
        object.__setattr__(self, "cards", tuple(sorted(self.cards)))
        object.__setattr__(self, "tiles", tuple(sorted(self.tiles)))

    def text(self) -> str:
        parts = [f"p{self.seat} play {card_text(self.card)}"]
        if self.tile is not None:
            parts.append(Tile(self.tile.shape).text())
        if self.option:
            parts.append(self.option)
        if self.color:
            parts.append(self.color)
        parts.extend(card_text(c) for c in self.cards)
        parts.extend(f"t{i}" for i in self.tiles)
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Take a treasure from the supply (map bonus or treasure card)."""

    seat: int
    tile: Tile

    def text(self) -> str:
        return f"p{self.seat} take {self.tile.text()}"


@dataclass(frozen=True, slots=True)
class Skip(Action):
    """Decline the treasure-map bonus."""

    seat: int

    def text(self) -> str:
        return f"p{self.seat} skip"


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Card 77: move one cat to the other field."""

    seat: int
    tile: Tile

    def text(self) -> str:
        return f"p{self.seat} move {self.tile.text()}"


@dataclass(frozen=True, slots=True)
class ChooseSide(Action):
    """Card 83: put the drawn cat into a field."""

    seat: int
    side: str

    def text(self) -> str:
        return f"p{self.seat} field {self.side}"


# --- what the fields may hold -----------------------------------------------------------------

_NUMBER = shapes.whole_in(range(10**MAX_DIGITS))  # the numbers the text form writes
_CARD = _NUMBER  # the rules say which numbers are cards (no_such_card)
_COLOR = shapes.text_in(COLORS)


def _is_tile(value: object) -> bool:
    """A tile its text form writes: a cat with its colour, an Oshax with or without the colour
    chosen for it, a treasure without one."""
    if type(value) is not Tile or type(value.shape) is not int:
        return False
    if value.shape in CAT_IDS:
        return _COLOR(value.color)
    if value.shape in OSHAX_IDS:
        return value.color is None or _COLOR(value.color)
    return (value.shape in RARE_IDS or value.shape in COMMON_IDS) and value.color is None


_SEAT: dict[str, shapes.Fits] = {"seat": shapes.seat}
_DEALER: dict[str, shapes.Fits] = {"seat": shapes.chance}
# What each action's fields may hold (game/shell/engine/shapes.py). ``check_action`` refuses any
# other value (``malformed_action``) before a rule reads it, so that every action it accepts is
# written in the log as a text that reads back.
SHAPES: shapes.Shapes = {
    DealCard: {"card": _CARD, **_DEALER},
    DrawTileOutcome: {"tile": _is_tile, **_DEALER},
    DealBoats: {"boats": shapes.tuple_of(lambda boat: isinstance(boat, str)), **_DEALER},
    SetOrder: {"order": shapes.tuple_of(_NUMBER), **_DEALER},
    OshaxRow: {"row": shapes.tuple_of(_NUMBER), **_DEALER},
    Keep: {**_SEAT, "cards": shapes.tuple_of(_CARD)},
    Buy: {**_SEAT, "card": _CARD, "color": shapes.optional(_COLOR)},
    Declare: {**_SEAT, "card": _CARD},
    Rescue: {**_SEAT, "tile": _is_tile, "pay": shapes.text_in(PAYMENTS)},
    # a cursor off the boat is the rules' to refuse (off_boat), whole numbers all the same
    Place: {**_SEAT, "x": shapes.is_whole, "y": shapes.is_whole, "k": shapes.is_whole},
    Play: {
        **_SEAT,
        "card": _CARD,
        "tile": shapes.optional(_is_tile),  # the rules refuse a coloured one, saying why
        "option": shapes.text_in(("", *PLAY_OPTIONS)),
        "color": shapes.optional(_COLOR),
        "cards": shapes.tuple_of(_CARD),
        "tiles": shapes.tuple_of(_NUMBER),
    },
    Take: {**_SEAT, "tile": _is_tile},
    Move: {**_SEAT, "tile": _is_tile},
    ChooseSide: {**_SEAT, "side": shapes.text_in((LEFT, RIGHT))},
    **{kind: _SEAT for kind in (Done, Discard, Pass, Decline, Skip)},
}


# --- parsing --------------------------------------------------------------------------------


def _ints(text: str, what: str) -> tuple[int, ...]:
    parts = text.split(",")
    if not all(is_number(p) for p in parts):
        raise ActionSyntaxError(f"{what} must be numbers separated by commas: {text!r}")
    return tuple(int(p) for p in parts)


def _tile(text: str) -> Tile:
    try:
        return parse_tile(text)
    except ValueError as error:
        raise ActionSyntaxError(str(error)) from None


def _card(text: str) -> int:
    try:
        return parse_card(text)
    except ValueError as error:
        raise ActionSyntaxError(str(error)) from None


def _parse_play(seat: int, words: list[str]) -> Play:
    if not words:
        raise ActionSyntaxError("play needs a card, for example: p0 play c67")
    card = _card(words[0])
    tile, option, color, cards, tiles = None, "", None, [], []
    for word in words[1:]:
        if word in COLORS:
            if color is not None:
                raise ActionSyntaxError(f"play names one colour at most: {' '.join(words)!r}")
            color = word
        elif word in PLAY_OPTIONS:
            if option:
                raise ActionSyntaxError(f"play takes one option at most: {' '.join(words)!r}")
            option = word
        elif word[0] == "c":
            cards.append(_card(word))
        elif word[0] == "t" and is_number(word[1:]):
            tiles.append(int(word[1:]))
        else:
            if tile is not None:
                raise ActionSyntaxError(f"play takes one tile at most: {' '.join(words)!r}")
            tile = _tile(word)
            if tile.color is not None:  # the Oshax's colour is a word of its own
                raise ActionSyntaxError(f"write the colour after the tile: {' '.join(words)!r}")
    return Play(seat, card, tile, option, color, tuple(cards), tuple(tiles))


def parse_action(text: str) -> Action:
    """The action written by ``Action.text()``; raises ActionSyntaxError otherwise."""
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        raise ActionSyntaxError(f"an action is a short text: {str(text)[:40]!r}")
    words = text.split()
    if not words:
        raise ActionSyntaxError("empty action")
    head, rest = words[0], words[1:]
    if head in ("deal", "draw", "boats", "order", "row"):
        if len(rest) != 1:
            raise ActionSyntaxError(f"{head} takes one argument: {text!r}")
        if head == "deal":
            return DealCard(_card(rest[0]))
        if head == "draw":
            return DrawTileOutcome(_tile(rest[0]))
        if head == "boats":
            return DealBoats(tuple(rest[0].split(",")))
        if head == "row":
            return OshaxRow(_ints(rest[0], "row"))
        return SetOrder(_ints(rest[0], "order"))
    if not (head[0] == "p" and is_number(head[1:])) or not rest:
        raise ActionSyntaxError(
            f"an action starts with a seat and a verb, like 'p0 pass': {text!r}"
        )
    seat, verb, args = int(head[1:]), rest[0], rest[1:]
    simple = {"done": Done, "discard": Discard, "pass": Pass, "decline": Decline, "skip": Skip}
    if verb in simple:
        if args:
            raise ActionSyntaxError(f"{verb} takes no argument: {text!r}")
        return simple[verb](seat)
    try:
        if verb == "keep":
            return Keep(seat, tuple(_card(a) for a in args))
        if verb == "buy":
            if len(args) not in (1, 2) or (len(args) == 2 and args[1] not in COLORS):
                raise ActionSyntaxError(f"buy takes a card and maybe a colour: {text!r}")
            return Buy(seat, _card(args[0]), args[1] if len(args) == 2 else None)
        if verb == "declare":
            (card,) = args
            return Declare(seat, _card(card))
        if verb == "rescue":
            tile, pay = args
            if pay not in PAYMENTS:
                raise ActionSyntaxError(f"pay with one of {PAYMENTS}: {text!r}")
            return Rescue(seat, _tile(tile), pay)
        if verb == "place":
            where, turn, *flip = args
            x, y = _ints(where, "place")
            if not (turn.startswith("r") and turn[1:] in ("0", "90", "180", "270")):
                raise ActionSyntaxError(f"turn by r0, r90, r180 or r270: {text!r}")
            if flip not in ([], ["flip"]):
                raise ActionSyntaxError(f"only 'flip' may follow the turn: {text!r}")
            return Place(seat, x, y, int(turn[1:]) // 90 + (4 if flip else 0))
        if verb == "play":
            return _parse_play(seat, args)
        if verb == "take":
            (tile,) = args
            return Take(seat, _tile(tile))
        if verb == "move":
            (tile,) = args
            return Move(seat, _tile(tile))
        if verb == "field":
            (side,) = args
            if side not in (LEFT, RIGHT):
                raise ActionSyntaxError(f"field left or field right: {text!r}")
            return ChooseSide(seat, side)
    except ValueError as error:  # wrong number of arguments
        if isinstance(error, ActionSyntaxError):
            raise
        raise ActionSyntaxError(f"wrong arguments for {verb}: {text!r}") from None
    raise ActionSyntaxError(f"unknown verb {verb!r} in {text!r}")
