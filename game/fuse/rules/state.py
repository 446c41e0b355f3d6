"""The state of a game of Kitten Fuse as frozen data; every transition returns a new state.

Where each of the 56 cards is: in the dealer's pile (while the hands are dealt, the deck is
stacked or shuffled), in a hand, in the deck, on the discard pile, set aside at set-up (out of
the game), or in a drawer's grip while it is calmed (``drawn``). A test holds that every card is
in exactly one of these places in every state.

Who acts is the phase (``Phase``): the dealer (chance), the seat whose turn it is, the seats
that may answer a play with a No! (the window), or the seat asked for a Favour.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Phase(StrEnum):
    """Who acts now and what they decide (engine.to_move reads this table)."""

    FIRST = "first"  # the dealer draws the first player (reference: Set-up 4 [choice])
    DEAL = "deal"  # the dealer deals the hands, one card at a time
    STACK = "stack"  # the dealer stacks the deck, one card at a time from the top
    PLAY = "play"  # the turn's seat plays a card or a combo, or draws
    WINDOW = "window"  # the seats holding a No! may answer the play on the table
    FAVOUR = "favour"  # the Favour's target chooses the card it gives
    STEAL = "steal"  # the dealer draws the card a Two alike takes at random
    PICK = "pick"  # the Five different's player takes a card from the discard pile
    SHUFFLE = "shuffle"  # the dealer shuffles the deck, one card at a time from the top
    CALM = "calm"  # the turn's seat puts the calmed fuse kitten back into the deck
    OVER = "over"


class Ended(StrEnum):
    """How a turn ended (reference: the record's ``ended``)."""

    DRAW = "draw"
    POUNCE = "pounce"
    NAP = "nap"
    CALM = "calm"
    OUT = "out"


@dataclass(frozen=True, slots=True)
class Seat:
    hand: tuple[int, ...] = ()  # sorted
    out: bool = False


@dataclass(frozen=True, slots=True)
class Pending:
    """A play on the table: in the No! window, then while its effect resolves. ``noes``: the
    No!s played against it so far, ``(seat, card)`` in order; ``passed``: the seats that let
    the last card stand since it was played (sorted)."""

    seat: int
    cards: tuple[int, ...]  # sorted
    target: int | None = None
    named: int | None = None  # the title a Three alike asks for
    noes: tuple[tuple[int, int], ...] = ()
    passed: tuple[int, ...] = ()

    @property
    def last(self) -> int:
        """The seat that played the last card (the play or its last No!): it does not answer
        itself."""
        return self.noes[-1][0] if self.noes else self.seat

    @property
    def cancelled(self) -> bool:
        """An odd number of No!s cancels the play (reference: No!)."""
        return len(self.noes) % 2 == 1


@dataclass(frozen=True, slots=True)
class Return:
    """What every seat saw of the last fuse kitten put back: who calmed it, the deck's size
    once it was back, and how many cards have been drawn since (the position stays secret).
    Cleared by a Shuffle."""

    seat: int
    size: int
    draws: int = 0


@dataclass(frozen=True, slots=True)
class GameState:
    players: int
    combos: bool = True  # the special combos setting (reference: Combos [choice])
    phase: Phase = Phase.FIRST
    seats: tuple[Seat, ...] = ()
    first: int = -1  # the first player (drawn by the dealer, or asked on the couch)
    pool: tuple[int, ...] = ()  # sorted: the dealer's pile while it deals, stacks or shuffles
    deck: tuple[int, ...] = ()  # top first
    discard: tuple[int, ...] = ()  # oldest first
    # sorted: the fuse kittens and kits set aside while the hands are dealt, then those of them
    # that leave the game
    removed: tuple[int, ...] = ()
    turn: int = -1  # the seat whose turn it is
    owed: int = 0  # the turns it owes, this one included (1, or 2 after a Pounce)
    turns: int = 0  # turns begun so far
    pending: Pending | None = None
    drawn: int = 0  # the fuse kitten being calmed (CALM), else 0
    # Per seat: the deck as that seat knows it, top first (its own Peek, where it put a fuse
    # kitten back), HIDDEN where it does not know; as long as the deck.
    known: tuple[tuple[int, ...], ...] = ()
    last_return: Return | None = None
    out: tuple[int, ...] = ()  # seats in the order they went out
    winner: int = -1

    @property
    def in_play(self) -> tuple[int, ...]:
        """The seats still in, by seat."""
        return tuple(i for i, s in enumerate(self.seats) if not s.out)
