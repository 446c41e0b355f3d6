"""Actions as small values with a text form that parses back.

A seat's only action is to play a card from its hand; the dealer's chance outcomes draw the
first player, deal the hands card by card, turn the trump card and deal an overflow's cards::

    p2 play r7        first p1        deal y3        trump b5        give g4

    >>> parse_action("p2 play r7")
    Play(seat=2, card=37)
    >>> parse_action("deal y3")
    DealCard(card=13, seat=-1)
    >>> parse_action("give g4").text()
    'give g4'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.kittens.rules.cards import DECK, card_text, parse_card
from game.shell.engine import shapes
from game.shell.engine.actions import CHANCE, Action  # the box's: the dealer's seat, the base
from game.shell.engine.errors import ActionSyntaxError

MAX_TEXT = 40


@dataclass(frozen=True, slots=True)
class Play(Action):
    """A seat plays a card of its hand to the trick."""

    seat: int
    card: int

    def text(self) -> str:
        return f"p{self.seat} play {card_text(self.card)}"


@dataclass(frozen=True, slots=True)
class FirstPlayer(Action):
    """The first round's starter, drawn at random (reference: Set-up 4 [choice])."""

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
class TurnTrump(CardOutcome):
    """The top card of the rest, turned face up: its colour is trump."""

    verb: ClassVar[str] = "trump"


@dataclass(frozen=True, slots=True)
class GiveCard(CardOutcome):
    """The next card of an overflow's shuffled cards, face down to the next receiver."""

    verb: ClassVar[str] = "give"


_CHANCE_WORDS = {kind.verb: kind for kind in (DealCard, TurnTrump, GiveCard)}

# What each action's fields may hold (game/shell/engine/shapes.py): a card is one of the 35,
# a seat a whole number, a chance outcome the dealer's. ``check_action`` refuses any other
# value (``malformed_action``) before a rule reads it.
_CARD = shapes.whole_in(frozenset(DECK))
SHAPES: shapes.Shapes = {
    Play: {"seat": shapes.seat, "card": _CARD},
    FirstPlayer: {"player": shapes.seat, "seat": shapes.chance},
    **{kind: {"card": _CARD, "seat": shapes.chance} for kind in _CHANCE_WORDS.values()},
}


def _seat(word: str) -> int:
    if len(word) > 1 and word[0] == "p" and word[1:].isdigit() and word[1:].isascii():
        return int(word[1:])
    raise ActionSyntaxError(f"{word!r} is not a seat (p0, p1, ...)")


def _card(word: str) -> int:
    try:
        return parse_card(word)
    except ValueError as error:
        raise ActionSyntaxError(str(error)) from None


def parse_action(text: str) -> Action:
    """The action written ``text`` (ActionSyntaxError when it is not one)."""
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        raise ActionSyntaxError("not an action text")
    words = text.split()
    if len(words) == 2 and words[0] == "first":
        return FirstPlayer(_seat(words[1]))
    if len(words) == 2 and words[0] in _CHANCE_WORDS:
        return _CHANCE_WORDS[words[0]](_card(words[1]))
    if len(words) == 3 and words[1] == "play":
        return Play(_seat(words[0]), _card(words[2]))
    raise ActionSyntaxError(
        f"{text!r} is not an action (examples: p2 play r7, first p1, deal y3, trump b5, give g4)"
    )
