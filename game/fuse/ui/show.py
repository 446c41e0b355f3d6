"""The table as it is shown: each seat's hand (its own cards face up only for the seat whose
screen it is, the others as so many backs), who is out and in what place, the deck's size, the
discard pile, whose turn it is and the turns owed, the play on the table with its No!s, the fuse
kitten in a drawer's grip, the winner.

It is a view of the rules' events, not a second copy of the rules: it starts from a view of the
state (``from_view``) and takes the events one by one as the table animates them (``apply``).
When every event is taken it shows what the view shows (``snapshot`` against ``shown_state``:
a test holds it).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.fuse.rules import events as ev
from game.fuse.rules.cards import HIDDEN
from game.fuse.rules.combos import kind_of
from game.fuse.rules.state import Phase
from game.fuse.rules.view import View
from game.shell.engine.dispatch import Dispatch


@dataclass
class SeatShow:
    hand: list[int] = field(default_factory=list)  # sorted; HIDDEN cards for a hidden hand
    out: bool = False
    place: int = 0  # once out: where it finishes (2nd, 3rd...)


@dataclass
class PlayShow:
    """The play on the table: who, which cards, what kind, at whom, naming what; its No!s
    (seat, card) in order; ``closed``: its window has closed (``cancelled`` says how)."""

    seat: int
    cards: tuple[int, ...]
    kind: str
    target: int | None = None
    named: int | None = None
    noes: list[tuple[int, int]] = field(default_factory=list)
    closed: bool = False
    cancelled: bool = False


@dataclass
class TableShow:
    viewer: int  # the seat whose cards show; -1: nobody's
    seats: list[SeatShow]
    combos: bool = True
    deck: int = 0
    discard: list[int] = field(default_factory=list)  # oldest first
    turn: int = -1
    owed: int = 0
    play: PlayShow | None = None
    window: bool = False  # the No! window is open on the play
    grip: tuple[int, int] | None = None  # (seat, fuse kitten) being calmed
    winner: int = -1

    @classmethod
    def from_view(cls, view: View) -> TableShow:
        state = view.state
        seats = [SeatShow(list(s.hand), s.out, 0) for s in state.seats]
        for index, seat in enumerate(state.out):
            seats[seat].place = state.players - index
        play = None
        pending = state.pending
        if pending is not None:
            kind = kind_of(pending.cards, state.combos)
            play = PlayShow(
                pending.seat,
                pending.cards,
                kind.value if kind is not None else "single",
                pending.target,
                pending.named,
                list(pending.noes),
                closed=state.phase != Phase.WINDOW,
                cancelled=pending.cancelled and state.phase != Phase.WINDOW,
            )
        grip = (state.turn, state.drawn) if state.phase == Phase.CALM and state.drawn else None
        return cls(
            view.seat,
            seats,
            state.combos,
            len(state.deck),
            list(state.discard),
            state.turn,
            state.owed,
            play,
            state.phase == Phase.WINDOW,
            grip,
            state.winner,
        )

    @property
    def players(self) -> int:
        return len(self.seats)

    def in_play(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.out]

    def apply(self, event: ev.Event) -> None:
        """Take one event (as the viewer sees it)."""
        APPLY(event, self)

    def snapshot(self) -> tuple:
        """What the show holds, comparable with ``shown_state`` of a view."""
        return (
            tuple(tuple(s.hand) for s in self.seats),
            tuple(s.out for s in self.seats),
            self.deck,
            tuple(self.discard),
            self.turn,
            self.owed,
            self.winner,
        )

    def _take(self, seat: int, card: int) -> None:
        hand = self.seats[seat].hand
        if card in hand:
            hand.remove(card)
        elif HIDDEN in hand:
            hand.remove(HIDDEN)

    def _give(self, seat: int, card: int) -> None:
        hand = self.seats[seat].hand
        hand.append(card if seat == self.viewer else HIDDEN)
        hand.sort()


def shown_state(view: View) -> tuple:
    """What a view shows, comparable with ``TableShow.snapshot``."""
    return TableShow.from_view(view).snapshot()


def _unchanged(event: ev.Event, show: TableShow) -> None:
    return None


# How the show takes each event: where its cards go.
APPLY: Dispatch[ev.Event, [TableShow], None] = Dispatch(
    "fuse show",
    otherwise=_unchanged,
    silent=(
        ev.FirstPlayerDrawn,
        ev.CardsSetAside,
        ev.Peeked,
        ev.DeckShuffled,
        ev.FavourAsked,
        ev.NothingTaken,
    ),
)


@APPLY.on(ev.CardDealt, ev.KitGiven)
def _dealt(event: ev.CardDealt | ev.KitGiven, show: TableShow) -> None:
    show._give(event.seat, event.card)


@APPLY.on(ev.DeckStacked)
def _stacked(event: ev.DeckStacked, show: TableShow) -> None:
    show.deck = len(event.deck)


@APPLY.on(ev.TurnStarted)
def _turn(event: ev.TurnStarted, show: TableShow) -> None:
    show.turn, show.owed = event.seat, event.owed
    show.play, show.window = None, False


@APPLY.on(ev.Played)
def _played(event: ev.Played, show: TableShow) -> None:
    for card in event.cards:
        show._take(event.seat, card)
    show.discard.extend(event.cards)
    show.play = PlayShow(event.seat, event.cards, event.kind, event.target, event.named)


@APPLY.on(ev.WindowOpened)
def _opened(event: ev.WindowOpened, show: TableShow) -> None:
    show.window = True


@APPLY.on(ev.NoPlayed)
def _no(event: ev.NoPlayed, show: TableShow) -> None:
    show._take(event.seat, event.card)
    show.discard.append(event.card)
    if show.play is not None:
        show.play.noes.append((event.seat, event.card))


@APPLY.on(ev.WindowClosed)
def _closed(event: ev.WindowClosed, show: TableShow) -> None:
    show.window = False
    if show.play is not None:
        show.play.closed, show.play.cancelled = True, event.cancelled


@APPLY.on(ev.CardTaken)
def _taken(event: ev.CardTaken, show: TableShow) -> None:
    if event.source < 0:
        if event.card in show.discard:
            show.discard.remove(event.card)
    else:
        show._take(event.source, event.card)
    show._give(event.seat, event.card)


@APPLY.on(ev.CardDrawn)
def _drawn(event: ev.CardDrawn, show: TableShow) -> None:
    show.deck = max(0, show.deck - 1)
    show._give(event.seat, event.card)


@APPLY.on(ev.FuseDrawn)
def _fuse(event: ev.FuseDrawn, show: TableShow) -> None:
    show.deck = max(0, show.deck - 1)
    show.grip = (event.seat, event.card)


@APPLY.on(ev.KitPlayed)
def _kit(event: ev.KitPlayed, show: TableShow) -> None:
    show._take(event.seat, event.card)
    show.discard.append(event.card)


@APPLY.on(ev.KittenReturned)
def _returned(event: ev.KittenReturned, show: TableShow) -> None:
    show.deck += 1
    show.grip = None


@APPLY.on(ev.PlayerOut)
def _out(event: ev.PlayerOut, show: TableShow) -> None:
    seat = show.seats[event.seat]
    seat.hand.clear()
    seat.out, seat.place = True, event.place
    show.discard.extend(event.cards)
    show.grip = None


@APPLY.on(ev.TurnEnded)
def _ended(event: ev.TurnEnded, show: TableShow) -> None:
    show.play, show.window = None, False


@APPLY.on(ev.GameEnded)
def _won(event: ev.GameEnded, show: TableShow) -> None:
    show.winner = event.winner
    show.turn, show.owed = -1, 0
