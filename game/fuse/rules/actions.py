"""Actions as small values with a text form that parses back.

A seat plays a card or a combo (a target seat after ``at``, a named title after ``name``),
draws, answers a play with a No! or lets it stand, gives a card for a Favour, takes a card from
the discard pile for a Five different, or puts a calmed fuse kitten back at a position (0 =
top). The dealer's chance outcomes draw the first player, deal the hands, stack and shuffle the
deck one card at a time (top first) and draw the card a Two alike takes::

    p0 play A#1                  p0 play V#2 at p1            p1 no N#3      p1 pass
    p0 play C1#1 C1#3 at p2      p0 play H#1 H#2 H#3 at p1 name D           p0 draw
    p2 give C4#1    p0 take D#2  p0 calm 3
    first p1        deal N#3     stack F#1    shuffle P#2    steal C3#4

    >>> parse_action("p0 play C1#3 C1#1 at p2")
    Play(seat=0, cards=(81, 83), target=2, named=None)
    >>> parse_action("p0 play H#1 H#2 H#3 at p1 name D").text()
    'p0 play H#1 H#2 H#3 at p1 name D'
    >>> parse_action("stack F#1"), parse_action("p0 calm 3")
    (StackCard(card=1, seat=-1), Calm(seat=0, position=3))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.fuse.rules.cards import DECK, card_text, parse_card, parse_title, title_text
from game.shell.engine import shapes
from game.shell.engine.actions import CHANCE, Action  # the box's: the dealer's seat, the base
from game.shell.engine.errors import ActionSyntaxError

MAX_TEXT = 80
MAX_CARDS = 5  # the largest play: a Five different
MAX_POSITION = 99  # a position's digits (a deck never holds more than 56 cards)


@dataclass(frozen=True, slots=True)
class Play(Action):
    """A seat plays one card or a combo from its hand (``cards`` kept sorted, so one play has
    one form), at a ``target`` seat, naming a title for a Three alike."""

    seat: int
    cards: tuple[int, ...]
    target: int | None = None
    named: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards)))

    def text(self) -> str:
        words = [f"p{self.seat}", "play", *(card_text(c) for c in self.cards)]
        if self.target is not None:
            words.append(f"at p{self.target}")
        if self.named is not None:
            words.append(f"name {title_text(self.named)}")
        return " ".join(words)


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """The turn's seat ends its turn by drawing the top card."""

    seat: int

    def text(self) -> str:
        return f"p{self.seat} draw"


@dataclass(frozen=True, slots=True)
class Nope(Action):
    """A seat answers the play on the table (or its last No!) with a No! from its hand."""

    seat: int
    card: int

    def text(self) -> str:
        return f"p{self.seat} no {card_text(self.card)}"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """A seat that may answer with a No! lets the last card stand."""

    seat: int

    def text(self) -> str:
        return f"p{self.seat} pass"


@dataclass(frozen=True, slots=True)
class Give(Action):
    """The target of a Favour gives the card of its choice."""

    seat: int
    card: int

    def text(self) -> str:
        return f"p{self.seat} give {card_text(self.card)}"


@dataclass(frozen=True, slots=True)
class Take(Action):
    """The player of a Five different takes a card of its choice from the discard pile."""

    seat: int
    card: int

    def text(self) -> str:
        return f"p{self.seat} take {card_text(self.card)}"


@dataclass(frozen=True, slots=True)
class Calm(Action):
    """The calmed fuse kitten goes back into the deck at ``position`` (0 = top)."""

    seat: int
    position: int

    def text(self) -> str:
        return f"p{self.seat} calm {self.position}"


@dataclass(frozen=True, slots=True)
class FirstPlayer(Action):
    """The first player, drawn at random (reference: Set-up 4 [choice])."""

    player: int
    seat: int = CHANCE

    def text(self) -> str:
        return f"first p{self.player}"


@dataclass(frozen=True, slots=True)
class CardOutcome(Action):
    """A card the dealer draws; the kind of draw (``verb``) says where it goes."""

    card: int
    seat: int = CHANCE
    verb: ClassVar[str] = ""

    def text(self) -> str:
        return f"{self.verb} {card_text(self.card)}"


@dataclass(frozen=True, slots=True)
class DealCard(CardOutcome):
    """The next card of the deal, to the next seat in dealing order."""

    verb: ClassVar[str] = "deal"


@dataclass(frozen=True, slots=True)
class StackCard(CardOutcome):
    """The next card of the deck at set-up, from the top down."""

    verb: ClassVar[str] = "stack"


@dataclass(frozen=True, slots=True)
class ShuffleCard(CardOutcome):
    """The next card of the deck a Shuffle reorders, from the top down."""

    verb: ClassVar[str] = "shuffle"


@dataclass(frozen=True, slots=True)
class StealCard(CardOutcome):
    """The card a Two alike takes at random from its target's hand."""

    verb: ClassVar[str] = "steal"


CHANCE_KINDS: tuple[type[CardOutcome], ...] = (DealCard, StackCard, ShuffleCard, StealCard)
_CHANCE_WORDS = {kind.verb: kind for kind in CHANCE_KINDS}
_CARD_ANSWERS: dict[str, type[Nope] | type[Give] | type[Take]] = {
    "no": Nope,
    "give": Give,
    "take": Take,
}
# What each action's fields may hold (game/shell/engine/shapes.py): a card is one of the 56, a
# play 1 to 5 of them, a seat, a target, a title and a position whole numbers, a chance outcome
# the dealer's. ``check_action`` refuses any other value (``malformed_action``) before a rule
# reads it; the rules say which whole numbers fit now (no_such_seat, bad_position, ...).
_CARD = shapes.whole_in(frozenset(DECK))
_SEAT: dict[str, shapes.Fits] = {"seat": shapes.seat}
SHAPES: shapes.Shapes = {
    Play: {
        **_SEAT,
        "cards": shapes.tuple_of(_CARD, range(1, MAX_CARDS + 1)),
        "target": shapes.optional(shapes.is_whole),
        "named": shapes.optional(shapes.is_whole),
    },
    Draw: _SEAT,
    Pass: _SEAT,
    **{kind: {**_SEAT, "card": _CARD} for kind in (Nope, Give, Take)},
    Calm: {**_SEAT, "position": shapes.is_whole},
    FirstPlayer: {"player": shapes.seat, "seat": shapes.chance},
    **{kind: {"card": _CARD, "seat": shapes.chance} for kind in CHANCE_KINDS},
}
EXAMPLES = "p0 play A#1, p0 play C1#1 C1#3 at p2, p1 no N#3, p0 draw, p0 calm 2, deal C3#4"


def _seat(word: str) -> int:
    if len(word) > 1 and word[0] == "p" and word[1:].isdigit() and word[1:].isascii():
        return int(word[1:])
    raise ActionSyntaxError(f"{word!r} is not a seat (p0, p1, ...)")


def _card(word: str) -> int:
    try:
        return parse_card(word)
    except ValueError as error:
        raise ActionSyntaxError(str(error)) from None


def _title(word: str) -> int:
    try:
        return parse_title(word)
    except ValueError as error:
        raise ActionSyntaxError(str(error)) from None


def _position(word: str) -> int:
    if word.isdigit() and word.isascii() and len(word) <= len(str(MAX_POSITION)):
        return int(word)
    raise ActionSyntaxError(f"{word!r} is not a position in the deck (0 = top)")


def _play(seat: int, words: list[str]) -> Play:
    """``CARD... [at pN] [name TITLE]`` after ``pS play``."""
    target = named = None
    if len(words) >= 2 and words[-2] == "name":
        named = _title(words[-1])
        words = words[:-2]
    if len(words) >= 2 and words[-2] == "at":
        target = _seat(words[-1])
        words = words[:-2]
    if not 1 <= len(words) <= MAX_CARDS:
        raise ActionSyntaxError(f"a play is 1 to {MAX_CARDS} cards")
    return Play(seat, tuple(_card(w) for w in words), target, named)


def parse_action(text: str) -> Action:
    """The action written ``text`` (ActionSyntaxError when it is not one)."""
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        raise ActionSyntaxError("not an action text")
    words = text.split()
    if len(words) == 2 and words[0] == "first":
        return FirstPlayer(_seat(words[1]))
    if len(words) == 2 and words[0] in _CHANCE_WORDS:
        return _CHANCE_WORDS[words[0]](_card(words[1]))
    if len(words) >= 2 and words[0].startswith("p"):
        seat, verb, rest = _seat(words[0]), words[1], words[2:]
        if verb == "play":
            return _play(seat, rest)
        if verb == "draw" and not rest:
            return Draw(seat)
        if verb == "pass" and not rest:
            return Pass(seat)
        if verb in _CARD_ANSWERS and len(rest) == 1:
            return _CARD_ANSWERS[verb](seat, _card(rest[0]))
        if verb == "calm" and len(rest) == 1:
            return Calm(seat, _position(rest[0]))
    raise ActionSyntaxError(f"{text!r} is not an action (examples: {EXAMPLES})")
