"""Actions as small values with a text form that parses back.

A seat rerolls for free (keeping the dice at some positions), spends a power of its army on a
die (or on the dice a reroll power rerolls), beats a creature of the line, or ends its turn;
the dealer's chance outcomes put the next card on the deck, draw the first seat and roll the
next die::

    p0 reroll            p0 reroll keep 0,3        p0 power 12 on 4        p0 power 7 on 2 +1
    p0 power 30 on 0,1,4        p2 beat 12        p1 end        shuffle 17        first p2
    roll 6

Cards are written by their id, dice by their position (0-4, left to right).

    >>> parse_action("p0 reroll keep 0,3")
    Reroll(seat=0, kept=(0, 3))
    >>> parse_action("p1 power 7 on 2 +1")
    Spend(seat=1, card=7, positions=(2,), choice='+1')
    >>> parse_action("roll 6").text()
    'roll 6'
"""

from __future__ import annotations

from dataclasses import dataclass

from game.quest.rules.powers import CHOICES
from game.shell.engine import shapes
from game.shell.engine.actions import CHANCE, Action  # the box's: the dealer's seat, the base
from game.shell.engine.errors import ActionSyntaxError

__all__ = [
    "CHANCE",
    "Action",
    "Beat",
    "EndTurn",
    "FirstSeat",
    "Reroll",
    "Roll",
    "Shuffle",
    "Spend",
    "parse_action",
]

MAX_TEXT = 60


def positions_text(positions: tuple[int, ...]) -> str:
    return ",".join(map(str, positions))


@dataclass(frozen=True, slots=True)
class Reroll(Action):
    """A free reroll: every die but those at ``kept`` (at most four) is rolled again."""

    seat: int
    kept: tuple[int, ...] = ()

    def text(self) -> str:
        keep = f" keep {positions_text(self.kept)}" if self.kept else ""
        return f"p{self.seat} reroll{keep}"


@dataclass(frozen=True, slots=True)
class Spend(Action):
    """The power of ``card`` (in the seat's army) spent on the dice at ``positions``: one die
    for +1, -1, ±1 (``choice`` "+1" or "-1") and the opposite face, one or more for a reroll.
    The card goes to the seat's discard."""

    seat: int
    card: int
    positions: tuple[int, ...]
    choice: str | None = None

    def text(self) -> str:
        choice = f" {self.choice}" if self.choice is not None else ""
        return f"p{self.seat} power {self.card} on {positions_text(self.positions)}{choice}"


@dataclass(frozen=True, slots=True)
class Beat(Action):
    """The creature ``card`` of the line, beaten by the dice, joins the seat's army; the turn
    ends."""

    seat: int
    card: int

    def text(self) -> str:
        return f"p{self.seat} beat {self.card}"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """The turn ends with no creature beaten (the dice beat none of the line): solo, the quest
    is lost."""

    seat: int

    def text(self) -> str:
        return f"p{self.seat} end"


@dataclass(frozen=True, slots=True)
class Shuffle(Action):
    """The dealer puts ``card`` from the pile on the deck, under the cards put there before
    (the deck's top is the first card shuffled)."""

    card: int
    seat: int = CHANCE

    def text(self) -> str:
        return f"shuffle {self.card}"


@dataclass(frozen=True, slots=True)
class FirstSeat(Action):
    """The seat that plays the first turn, drawn by the dealer (2-8 players)."""

    player: int
    seat: int = CHANCE

    def text(self) -> str:
        return f"first p{self.player}"


@dataclass(frozen=True, slots=True)
class Roll(Action):
    """The next die the dealer rolls (the lowest position still to roll) shows ``face``."""

    face: int
    seat: int = CHANCE

    def text(self) -> str:
        return f"roll {self.face}"


# What each action's fields may hold (game/shell/engine/shapes.py): a seat, a card, a die's
# position and a face are whole numbers, positions a tuple of them, a choice "+1" or "-1" or
# none, a chance outcome the dealer's. ``check_action`` refuses any other value
# (``malformed_action``) before a rule reads it; the rules say which numbers fit now
# (no_such_position, no_dice, card_not_in_army, no_such_face...).
_WHOLE = shapes.is_whole
_SEAT: dict[str, shapes.Fits] = {"seat": _WHOLE}
SHAPES: shapes.Shapes = {
    Reroll: {**_SEAT, "kept": shapes.tuple_of(_WHOLE)},
    Spend: {
        **_SEAT,
        "card": _WHOLE,
        "positions": shapes.tuple_of(_WHOLE),
        "choice": shapes.optional(shapes.text_in(CHOICES)),
    },
    Beat: {**_SEAT, "card": _WHOLE},
    EndTurn: _SEAT,
    Shuffle: {"card": _WHOLE, "seat": shapes.chance},
    FirstSeat: {"player": _WHOLE, "seat": shapes.chance},
    Roll: {"face": _WHOLE, "seat": shapes.chance},
}


def _number(word: str, what: str) -> int:
    if word.isascii() and word.isdigit() and len(word) <= 6:
        return int(word)
    raise ActionSyntaxError(f"{word!r} is not {what}")


def _seat(word: str) -> int:
    if len(word) > 1 and word[0] == "p":
        return _number(word[1:], "a seat (p0, p1, ...)")
    raise ActionSyntaxError(f"{word!r} is not a seat (p0, p1, ...)")


def _positions(word: str) -> tuple[int, ...]:
    return tuple(_number(part, "a die position (0-4)") for part in word.split(","))


def parse_action(text: str) -> Action:
    """The action written ``text`` (ActionSyntaxError when it is not one)."""
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        raise ActionSyntaxError("not an action text")
    words = text.split()
    if len(words) == 2 and words[0] == "shuffle":
        return Shuffle(_number(words[1], "a card id"))
    if len(words) == 2 and words[0] == "first":
        return FirstSeat(_seat(words[1]))
    if len(words) == 2 and words[0] == "roll":
        return Roll(_number(words[1], "a face (1-6)"))
    if len(words) >= 2 and words[0].startswith("p"):
        seat, verb, rest = _seat(words[0]), words[1], words[2:]
        if verb == "reroll" and not rest:
            return Reroll(seat)
        if verb == "reroll" and len(rest) == 2 and rest[0] == "keep":
            return Reroll(seat, _positions(rest[1]))
        if verb == "power" and len(rest) in (3, 4) and rest[1] == "on":
            choice = rest[3] if len(rest) == 4 else None
            if choice is not None and choice not in CHOICES:
                raise ActionSyntaxError(f"{choice!r} is not a choice (+1 or -1)")
            return Spend(seat, _number(rest[0], "a card id"), _positions(rest[2]), choice)
        if verb == "beat" and len(rest) == 1:
            return Beat(seat, _number(rest[0], "a card id"))
        if verb == "end" and not rest:
            return EndTurn(seat)
    raise ActionSyntaxError(
        f"{text!r} is not an action (examples: p0 reroll keep 0,3, p0 power 12 on 4 +1, "
        "p0 beat 12, p0 end, shuffle 17, first p2, roll 6)"
    )
