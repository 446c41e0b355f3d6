"""The state of a game of Kitten Toys as frozen data; every transition returns a new state.

Where each of the 35 cards is: in the deck while the dealer deals, in a hand, the trump card,
the rest of the pile under it (out of play for the round), in the trick on the table, in a
seat's collection, in an overflow being dealt, or discarded face down. A test holds that every
card is in exactly one of these places in every state.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from game.kittens.rules.cards import DEAL_SIZES, colours_held


class Phase(StrEnum):
    """Who acts: the dealer draws the first player, deals, shares an overflow; a seat plays."""

    FIRST = "first"  # the dealer draws who starts the first round (reference: Set-up 4)
    DEAL = "deal"  # the dealer deals the hands, then turns the trump card
    TRICK = "trick"  # a seat plays a card
    OVERFLOW = "overflow"  # the dealer deals an overflowing seat's cards, face down
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Seat:
    hand: tuple[int, ...] = ()  # sorted
    collection: tuple[int, ...] = ()  # sorted: the cards in front of the seat, by colour
    face_down: tuple[int, ...] = ()  # sorted: the cards of the collection dealt to this seat
    # in overflows (their values are known to this seat only)
    super_chats: int = 0

    def colours(self) -> int:
        """How many different colours (toys) the collection holds."""
        return colours_held(self.collection)


@dataclass(frozen=True, slots=True)
class Sharing:
    """An overflow being dealt (reference: Too many of one toy): ``seat`` lost every card of
    ``colour``; the dealer deals the shuffled ``left`` cards one by one, face down, to
    ``receivers`` (the opponents from the seat's left, as many as there are cards); what is
    left then is discarded."""

    seat: int
    colour: int
    cards: tuple[int, ...]  # every card of the colour the seat lost, sorted
    hidden: tuple[int, ...]  # of them, those that were face down (only the seat knew them)
    left: tuple[int, ...]  # not dealt yet, sorted
    receivers: tuple[int, ...]  # still to receive one, in dealing order
    given: tuple[tuple[int, int], ...] = ()  # (seat, card) in dealing order


@dataclass(frozen=True, slots=True)
class GameState:
    players: int
    phase: Phase = Phase.FIRST
    seats: tuple[Seat, ...] = ()
    round: int = 0  # 1 for the first round, once its deal starts
    starter: int = -1  # who leads the round's first trick
    deck: tuple[int, ...] = ()  # not dealt yet (during the deal), sorted
    trump: int = 0  # the face-up card whose colour is trump this round (0 before it is turned)
    rest: tuple[int, ...] = ()  # the pile under the trump card, face down, out of play; sorted
    leader: int = -1  # who leads the trick on the table
    trick: tuple[tuple[int, int], ...] = ()  # (seat, card) in the order played
    discarded: tuple[int, ...] = ()  # overflow cards left over, face down; sorted
    sharing: Sharing | None = None
    queue: tuple[int, ...] = ()  # seats whose overflows are still to resolve, breadth first
    last_winner: int = -1  # who won the last trick (leads the next one)
    winners: tuple[int, ...] = ()  # the game's winners once it is over

    @property
    def trump_colour(self) -> int:
        return self.trump // 10 - 1 if self.trump else -1

    @property
    def hand_size(self) -> int:
        """Cards dealt to each seat this round."""
        return DEAL_SIZES[self.players]
