"""What one seat may know: ``observe`` blanks what the seat cannot see.

Hidden from a seat: the other hands (as HIDDEN cards: their count stays), the deck while it is
dealt, the rest of the pile under the trump card; the values of the overflow cards another seat
received face down, of an overflow's cards still to deal and of discarded cards (their colour
stays: every card of an overflow has the overflow's colour). Everything else lies face up: the
trump card, the trick, the collections, the Super chat cards.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.kittens.rules.cards import HIDDEN, face_down
from game.kittens.rules.events import (
    CardDealt,
    Event,
    RoundEnded,
    ToyGiven,
    ToysDiscarded,
    ToysLost,
)
from game.kittens.rules.state import GameState, Seat


@dataclass(frozen=True, slots=True)
class View:
    """A seat's view of the game. Bots decide from this type only."""

    seat: int
    state: GameState


def _colours_only(cards: tuple[int, ...], hide: tuple[int, ...] | None = None) -> tuple[int, ...]:
    """``cards`` with the values of ``hide`` (all of them when None) blanked, sorted."""
    if hide is None:
        return tuple(sorted(face_down(c) for c in cards))
    return tuple(sorted(face_down(c) if c in hide else c for c in cards))


def _blank_seat(seat: Seat) -> Seat:
    return replace(
        seat,
        hand=(HIDDEN,) * len(seat.hand),
        collection=_colours_only(seat.collection, seat.face_down),
        face_down=_colours_only(seat.face_down),
    )


def observe(state: GameState, seat: int) -> View:
    """The game as ``seat`` sees it."""
    seats = tuple(s if i == seat else _blank_seat(s) for i, s in enumerate(state.seats))
    sharing = state.sharing
    if sharing is not None:
        hidden = () if sharing.seat == seat else sharing.hidden
        sharing = replace(
            sharing,
            cards=_colours_only(sharing.cards, hidden),
            hidden=_colours_only(sharing.hidden, hidden),
            left=_colours_only(sharing.left),
            given=tuple((s, c if s == seat else face_down(c)) for s, c in sharing.given),
        )
    hidden_state = replace(
        state,
        seats=seats,
        deck=(HIDDEN,) * len(state.deck),
        rest=(HIDDEN,) * len(state.rest),
        discarded=_colours_only(state.discarded),
        sharing=sharing,
    )
    return View(seat, hidden_state)


def observe_event(event: Event, seat: int) -> Event:
    """The event as ``seat`` sees it: what the seat cannot see is blanked."""
    if isinstance(event, CardDealt) and event.private != seat:
        return replace(event, card=HIDDEN)
    if isinstance(event, ToyGiven) and event.private != seat:
        return replace(event, card=face_down(event.card))
    if isinstance(event, ToysLost) and event.seat != seat:
        return replace(
            event,
            cards=_colours_only(event.cards, event.hidden),
            hidden=_colours_only(event.hidden),
        )
    if isinstance(event, ToysDiscarded):
        return replace(event, cards=_colours_only(event.cards))
    if isinstance(event, RoundEnded):
        return replace(
            event,
            collections=tuple(
                c if i == seat else _colours_only(c, f)
                for i, (c, f) in enumerate(zip(event.collections, event.face_down, strict=True))
            ),
            face_down=tuple(
                f if i == seat else _colours_only(f) for i, f in enumerate(event.face_down)
            ),
        )
    return event


def observe_events(events: tuple[Event, ...], seat: int) -> tuple[Event, ...]:
    return tuple(observe_event(e, seat) for e in events)
