"""The table as it is shown: the quest line, the deck's size, the five dice, whose turn it is,
its free rerolls and powers spent, and every seat's army and discard.

It is a view of the rules' events, not a second copy of the rules: it starts from a seat's
view of the state (``from_state``) and takes the events one by one as the table animates them
(``apply``). When every event is taken it shows what the state holds (a test holds it).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.quest.rules import GameState, Phase, rerolls_given
from game.quest.rules import events as ev
from game.shell.engine.dispatch import Dispatch

BLANK = 0  # a die still to roll (or rolling)


@dataclass
class SeatShow:
    army: list[int] = field(default_factory=list)  # in the order won
    discard: list[int] = field(default_factory=list)  # powers spent, in order


@dataclass
class QuestShow:
    seats: list[SeatShow]
    line: list[int] = field(default_factory=list)
    deck: int = 0
    dice: list[int] = field(default_factory=lambda: [BLANK] * 5)
    seat: int = -1  # whose turn (-1: before the first)
    turn: int = 0
    rerolls: int = 0  # free rerolls left (none once a power is spent)
    given: int = 0  # free rerolls the turn began with
    spent: int = 0  # powers spent this turn
    over: bool = False
    won: bool | None = None  # solo, once over
    winners: tuple[int, ...] = ()

    @classmethod
    def from_state(cls, state: GameState) -> QuestShow:
        return cls(
            seats=[SeatShow(list(s.army), list(s.discard)) for s in state.seats],
            line=list(state.line),
            deck=len(state.deck),
            dice=list(state.dice),
            seat=state.seat,
            turn=state.turn,
            rerolls=state.free_rerolls,
            given=rerolls_given(state.seats[state.seat].turns - 1) if state.seat >= 0 else 0,
            spent=len(state.spent),
            over=state.phase == Phase.OVER,
            won=state.won,
        )

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def rerolls_left(self) -> int:
        return 0 if self.spent else self.rerolls

    @property
    def roll(self) -> tuple[int, int]:
        """The turn's throw shown and the throws the turn may have: (1, 3), (2, 2)..."""
        return (1 + self.given - self.rerolls, 1 + self.given)

    @property
    def settled(self) -> bool:
        """Every die shows a face (none rolling)."""
        return BLANK not in self.dice

    def apply(self, event: ev.Event) -> None:
        """Take one event (as everybody sees it)."""
        APPLY(event, self)

    def snapshot(self) -> tuple:
        """What the show holds, comparable with ``shown_state``."""
        return (
            tuple((tuple(s.army), tuple(s.discard)) for s in self.seats),
            tuple(self.line),
            self.deck,
            tuple(self.dice),
            self.seat,
            self.turn,
            self.rerolls_left,
            self.over,
        )


def shown_state(state: GameState) -> tuple:
    return QuestShow.from_state(state).snapshot()


def _unchanged(event: ev.Event, show: QuestShow) -> None:
    return None


# How the show takes each event.
APPLY: Dispatch[ev.Event, [QuestShow], None] = Dispatch(
    "quest show", otherwise=_unchanged, silent=(ev.FirstSeatDrawn, ev.DiceSettled)
)


@APPLY.on(ev.CardShuffled)
def _shuffled(event: ev.CardShuffled, show: QuestShow) -> None:
    show.deck += 1


@APPLY.on(ev.CreatureRevealed)
def _revealed(event: ev.CreatureRevealed, show: QuestShow) -> None:
    show.line.insert(event.position, event.card)
    show.deck = max(0, show.deck - 1)


@APPLY.on(ev.TurnStarted)
def _turn(event: ev.TurnStarted, show: QuestShow) -> None:
    show.seat, show.turn, show.line = event.seat, event.turn, list(event.line)
    show.rerolls, show.given, show.spent = event.free_rerolls, event.free_rerolls, 0
    show.dice = [BLANK] * 5


@APPLY.on(ev.Rerolled)
def _rerolled(event: ev.Rerolled, show: QuestShow) -> None:
    show.rerolls -= 1
    show.dice = [face if i in event.kept else BLANK for i, face in enumerate(show.dice)]


@APPLY.on(ev.DieRolled)
def _rolled(event: ev.DieRolled, show: QuestShow) -> None:
    show.dice[event.position] = event.face


@APPLY.on(ev.PowerSpent)
def _power(event: ev.PowerSpent, show: QuestShow) -> None:
    seat = show.seats[event.seat]
    if event.card in seat.army:
        seat.army.remove(event.card)
    seat.discard.append(event.card)
    show.spent += 1
    show.dice = list(event.dice)


@APPLY.on(ev.CreatureBeaten)
def _beaten(event: ev.CreatureBeaten, show: QuestShow) -> None:
    if event.card in show.line:
        show.line.remove(event.card)
    show.seats[event.seat].army.append(event.card)


@APPLY.on(ev.NothingBeaten)
def _nothing(event: ev.NothingBeaten, show: QuestShow) -> None:
    return None


@APPLY.on(ev.QuestWon)
def _won(event: ev.QuestWon, show: QuestShow) -> None:
    show.over, show.won, show.winners = True, True, (0,)


@APPLY.on(ev.QuestLost)
def _lost(event: ev.QuestLost, show: QuestShow) -> None:
    show.over, show.won = True, False


@APPLY.on(ev.GameEnded)
def _ended(event: ev.GameEnded, show: QuestShow) -> None:
    show.over, show.winners = True, event.winners
