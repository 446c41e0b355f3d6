"""The table as it is shown: what each seat holds and has collected, the trump card, the trick on
the table, the Super chat cards, as one seat sees them (or nobody: the hands of several people
sharing the screen stay hidden).

It is a view of the rules' events, not a second copy of the rules: it starts from a view of the
state (``from_view``) and takes the events one by one as the table animates them (``apply``),
each saying where its cards go. When every event is taken, it shows what the view shows (a
test holds it). A trick stays on the table once won until ``sweep`` takes it to the winner.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.kittens.rules import events as ev
from game.kittens.rules.cards import HIDDEN, colour_counts, face_down
from game.kittens.rules.state import Phase
from game.kittens.rules.view import View
from game.shell.engine.dispatch import Dispatch


@dataclass
class SeatShow:
    hand: list[int] = field(default_factory=list)  # sorted; HIDDEN cards for a hidden hand
    collection: list[int] = field(default_factory=list)  # sorted; values unknown: colour only
    super_chats: int = 0

    def counts(self) -> list[int]:
        """How many cards of each colour the collection shows (y g r p b)."""
        return colour_counts(tuple(self.collection))


@dataclass(frozen=True)
class LastTrick:
    """The round's last finished trick, as the table can show it again: its plays in order,
    who won it with what, and the paw swipes that counted 8 (the rules' ``TrickWon``)."""

    plays: tuple[tuple[int, int], ...]
    winner: int
    card: int
    by_trump: bool
    turned: tuple[int, ...] = ()

    @classmethod
    def of(cls, event: ev.TrickWon) -> LastTrick:
        return cls(event.plays, event.seat, event.card, event.by_trump, event.turned)


def last_trick(events) -> LastTrick | None:
    """The last trick won in the round ``events`` end in (None before its first)."""
    for event in reversed(events):
        if isinstance(event, ev.TrickWon):
            return LastTrick.of(event)
        if isinstance(event, ev.RoundStarted):
            return None
    return None


@dataclass
class TableShow:
    viewer: int  # the seat whose cards show; -1: nobody's
    seats: list[SeatShow]
    round: int = 0
    trump: int = 0
    leader: int = -1  # who leads the trick on the table (or the next one)
    trick: list[tuple[int, int]] = field(default_factory=list)  # (seat, card) in play order
    turned: tuple[int, ...] = ()  # paw swipes of the won trick that count 8
    winner: int | None = None  # the won trick waits on the table for its sweep
    winning_card: int = 0
    lost: tuple[int, int] | None = None  # (seat, colour) losing its toys now
    discarded: int = 0  # overflow cards discarded face down this round
    round_winners: tuple[int, ...] = ()
    game_winners: tuple[int, ...] = ()
    last: LastTrick | None = None  # the round's last finished trick (shown again on demand)

    @classmethod
    def from_view(cls, view: View) -> TableShow:
        state = view.state
        seats = [SeatShow(list(s.hand), list(s.collection), s.super_chats) for s in state.seats]
        leader = state.leader if state.trick or state.phase != Phase.OVER else -1
        return cls(
            view.seat,
            seats,
            state.round,
            state.trump,
            leader,
            list(state.trick),
            discarded=len(state.discarded),
            game_winners=state.winners,
        )

    @property
    def players(self) -> int:
        return len(self.seats)

    def apply(self, event: ev.Event) -> None:
        """Take one event (as the viewer sees it)."""
        APPLY(event, self)

    def sweep(self) -> None:
        """The won trick goes to its winner's collection, face up; the winner leads next."""
        if self.winner is None:
            return
        collection = self.seats[self.winner].collection
        for _, card in self.trick:
            _insert(collection, card)
        self.leader = self.winner
        self.trick, self.turned, self.winner = [], (), None

    def snapshot(self) -> tuple:
        """What the show holds, comparable with ``shown_state`` of a view."""
        return (
            tuple(tuple(s.hand) for s in self.seats),
            tuple(tuple(sorted(face_down(c) for c in s.collection)) for s in self.seats),
            tuple(s.super_chats for s in self.seats),
            self.trump,
            tuple(self.trick),
            self.round,
        )


def shown_state(view: View) -> tuple:
    """What a view shows, comparable with ``TableShow.snapshot`` (collections by colour)."""
    return TableShow.from_view(view).snapshot()


def _insert(cards: list[int], card: int) -> None:
    cards.append(card)
    cards.sort()


def _unchanged(event: ev.Event, show: TableShow) -> None:
    return None


# How the show takes each event: where its cards go.
APPLY: Dispatch[ev.Event, [TableShow], None] = Dispatch(
    "kittens show", otherwise=_unchanged, silent=(ev.FirstPlayerDrawn,)
)


@APPLY.on(ev.RoundStarted)
def _round_started(event: ev.RoundStarted, show: TableShow) -> None:
    show.round = event.round
    for seat in show.seats:
        seat.hand.clear()
        seat.collection.clear()
    show.trump, show.leader, show.discarded = 0, event.starter, 0
    show.trick, show.turned, show.winner, show.round_winners = [], (), None, ()
    show.last = None


@APPLY.on(ev.CardDealt)
def _card_dealt(event: ev.CardDealt, show: TableShow) -> None:
    _insert(show.seats[event.seat].hand, event.card)


@APPLY.on(ev.TrumpTurned)
def _trump_turned(event: ev.TrumpTurned, show: TableShow) -> None:
    show.trump = event.card


@APPLY.on(ev.CardPlayed)
def _card_played(event: ev.CardPlayed, show: TableShow) -> None:
    if show.winner is not None:
        show.sweep()
    hand = show.seats[event.seat].hand
    hand.remove(event.card if event.card in hand else HIDDEN)
    if not show.trick:
        show.leader = event.seat
    show.trick.append((event.seat, event.card))


@APPLY.on(ev.TrickWon)
def _trick_won(event: ev.TrickWon, show: TableShow) -> None:
    show.winner, show.winning_card, show.turned = event.seat, event.card, event.turned
    show.last = LastTrick.of(event)


@APPLY.on(ev.ToysLost)
def _toys_lost(event: ev.ToysLost, show: TableShow) -> None:
    if show.winner is not None:
        show.sweep()
    collection = show.seats[event.seat].collection
    for card in event.cards:
        collection.remove(card if card in collection else face_down(card))
    show.lost = None


@APPLY.on(ev.ToyGiven)
def _toy_given(event: ev.ToyGiven, show: TableShow) -> None:
    _insert(show.seats[event.seat].collection, event.card)


@APPLY.on(ev.ToysDiscarded)
def _toys_discarded(event: ev.ToysDiscarded, show: TableShow) -> None:
    show.discarded += len(event.cards)


@APPLY.on(ev.RoundEnded)
def _round_ended(event: ev.RoundEnded, show: TableShow) -> None:
    if show.winner is not None:
        show.sweep()
    show.round_winners = event.winners


@APPLY.on(ev.SuperChatWon)
def _super_chat(event: ev.SuperChatWon, show: TableShow) -> None:
    show.seats[event.seat].super_chats = event.total


@APPLY.on(ev.GameEnded)
def _game_ended(event: ev.GameEnded, show: TableShow) -> None:
    show.game_winners = event.winners
    show.leader = -1
