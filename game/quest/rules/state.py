"""The state of a game of Dice Quest as frozen data; every transition returns a new state.

Where each creature is: in the pile while the dealer shuffles it into the deck, in the deck
(top first), in the quest line, in a seat's army, or in a seat's discard (its power spent). A
test holds that every card is in exactly one of these places in every state. The dice are five
faces, positions 0-4 left to right; a die the dealer has still to roll shows 0.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from game.quest.rules.creatures import DICE, Creature

UNROLLED = 0  # the face of a die the dealer has still to roll
LINE_SIZE = 5  # the quest line is filled to five at the start of every turn
FIRST_TURN_REROLLS = 2  # free rerolls on a seat's own first turn; one on every other
REROLLS = 1
PLAYER_COUNTS: tuple[int, ...] = tuple(range(1, 9))


class Phase(StrEnum):
    """Who acts: the dealer shuffles, draws the first seat, rolls; the seat to move plays."""

    SHUFFLE = "shuffle"  # the dealer puts the pile's cards on the deck one at a time
    FIRST = "first"  # the dealer draws the first seat (2-8 players; solo: seat 0)
    ROLL = "roll"  # the dealer rolls the dice still to roll, lowest position first
    PLAY = "play"  # the seat to move rerolls, spends a power, beats a creature or ends
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Seat:
    army: tuple[int, ...] = ()  # the creatures won, in the order won (their powers unspent)
    discard: tuple[int, ...] = ()  # the creatures whose powers were spent, in order
    turns: int = 0  # the seat's turns begun

    @property
    def score(self) -> int:
        """2-8 players: the army plus the discards (reference: 2-8 players, Score)."""
        return len(self.army) + len(self.discard)


@dataclass(frozen=True, slots=True)
class GameState:
    players: int
    cards: tuple[Creature, ...]  # every card, card ``i`` at index ``i - 1``
    phase: Phase = Phase.SHUFFLE
    seats: tuple[Seat, ...] = ()
    pile: tuple[int, ...] = ()  # not shuffled into the deck yet, sorted
    deck: tuple[int, ...] = ()  # top first
    line: tuple[int, ...] = ()  # the quest line, left to right (new cards join on the right)
    first: int = -1  # the first seat, once drawn
    seat: int = -1  # whose turn it is (-1 before the first turn)
    turn: int = 0  # turns begun in the game
    dice: tuple[int, ...] = (UNROLLED,) * DICE
    rolling: tuple[int, ...] = ()  # positions the dealer still rolls, ascending
    free_rerolls: int = 0  # free rerolls left this turn
    spent: tuple[int, ...] = ()  # powers spent this turn, in order (free rerolls come before)
    won: bool | None = None  # solo, once over: whether the quest was won

    def creature(self, card: int) -> Creature:
        return self.cards[card - 1]

    @property
    def left(self) -> int:
        """Creatures still to beat: in the pile, the deck or the line."""
        return len(self.pile) + len(self.deck) + len(self.line)

    @property
    def rerolls_left(self) -> int:
        """Free rerolls the seat to move may still take (none once a power is spent)."""
        return 0 if self.spent else self.free_rerolls
