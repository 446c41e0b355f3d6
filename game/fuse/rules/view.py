"""What one seat may know: ``observe`` blanks what the seat cannot see.

Hidden from a seat (reference: Secrets on one shared screen): the other hands (as HIDDEN cards:
their count stays), the dealer's pile, the deck's order but for what the seat itself saw (its
own Peek, where it put a fuse kitten back: ``GameState.known``), the other seats' knowledge of
the deck, who else let the last card stand in the No! window (only seats holding a No! are
asked), and, in events, another seat's Peek, where another seat put a fuse kitten back, the
card given for a Favour or taken by a Two alike (but to the two seats it moved between), the
cards another seat was dealt or drew. Everything else lies face up: hand sizes, the deck's
size, the discard pile, the cards set aside, the play on the table and its No!s, who is out,
who owes 2 turns, who last put a fuse kitten back and how many cards were drawn since.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.fuse.rules.cards import HIDDEN
from game.fuse.rules.events import (
    CardDealt,
    CardDrawn,
    CardTaken,
    DeckShuffled,
    DeckStacked,
    Event,
    KittenReturned,
    Peeked,
)
from game.fuse.rules.state import GameState


@dataclass(frozen=True, slots=True)
class View:
    """A seat's view of the game. Bots decide from this type only."""

    seat: int
    state: GameState


def _blank(cards: tuple[int, ...]) -> tuple[int, ...]:
    return (HIDDEN,) * len(cards)


def observe(state: GameState, seat: int) -> View:
    """The game as ``seat`` sees it."""
    seats = tuple(
        s if i == seat else replace(s, hand=_blank(s.hand)) for i, s in enumerate(state.seats)
    )
    known = tuple(row if i == seat else _blank(row) for i, row in enumerate(state.known))
    deck = state.known[seat] if 0 <= seat < len(state.known) else _blank(state.deck)
    pending = state.pending
    if pending is not None:
        pending = replace(pending, passed=tuple(s for s in pending.passed if s == seat))
    hidden = replace(
        state,
        seats=seats,
        pool=_blank(state.pool),
        deck=deck,
        known=known,
        pending=pending,
    )
    return View(seat, hidden)


def observe_event(event: Event, seat: int) -> Event:
    """The event as ``seat`` sees it: what the seat cannot see is blanked."""
    if isinstance(event, (CardDealt, CardDrawn)) and event.private != seat:
        return replace(event, card=HIDDEN)
    if isinstance(event, Peeked) and event.private != seat:
        return replace(event, cards=_blank(event.cards))
    if isinstance(event, KittenReturned) and event.private != seat:
        return replace(event, position=-1)
    if isinstance(event, (DeckStacked, DeckShuffled)):
        return replace(event, deck=_blank(event.deck))
    if isinstance(event, CardTaken) and event.secret and seat not in (event.seat, event.source):
        return replace(event, card=HIDDEN)
    return event


def observe_events(events: tuple[Event, ...], seat: int) -> tuple[Event, ...]:
    return tuple(observe_event(e, seat) for e in events)
