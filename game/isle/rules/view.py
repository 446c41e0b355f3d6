"""What one seat may know: ``observe`` blanks every hidden card with HIDDEN (0).

Hidden from a seat: the other seats' hands, draft offers and picks, cards set aside to buy,
what they bought in the buy step until everyone has bought (cards, count, fish paid, a public
lesson's colour), private lessons in play, rescue cards declared but not yet revealed, cards
drawn with 71-74;
the deck's contents and the discard pile (their sizes stay). The bag has no order in the
state (draws are chance outcomes), and its contents are public knowledge: every tile that
left it was seen. Counts stay visible everywhere, as on the table.

Solo: everything of the sister's in the state is face up (her lessons, the colour cards revealed
so far, today's basket cards drawn so far); cards not yet revealed are not in the state at all
(the dealer draws them when they are turned over), and the contents of her basket deck are
public knowledge like the bag's.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from game.isle.rules.content import Card
from game.isle.rules.events import (
    CardBought,
    CardsDealt,
    CardsDiscarded,
    CardsKept,
    Event,
    FishPaid,
    LessonsRead,
)
from game.isle.rules.state import DrawCards, GameState, MiniBuy, Seat
from game.isle.rules.vocabulary import Phase

HIDDEN = 0


@dataclass(frozen=True, slots=True)
class View:
    """A seat's view of the game. Bots decide from this type only."""

    seat: int
    state: GameState


def _blank(cards: tuple[int, ...]) -> tuple[int, ...]:
    return (HIDDEN,) * len(cards)


def _before_purchases(seat: Seat, cards: Mapping[int, Card]) -> Seat:
    """The seat as it was before this buy step's purchases (rules.md 2, Phase 2: the buy is
    simultaneous and secret): cards back among those set aside, fish back, no colour named."""
    if not seat.bought:
        return seat
    bought = set(seat.bought)
    return replace(
        seat,
        hand=tuple(c for c in seat.hand if c not in bought),
        kept=seat.kept + seat.bought,
        fish=seat.fish + sum(cards[c].price for c in seat.bought),
        named=tuple(n for n in seat.named if n[0] not in bought),
        bought=(),
    )


def _blank_seat(seat: Seat, reveal_declared: bool, cards: Mapping[int, Card]) -> Seat:
    seat = _before_purchases(seat, cards)
    return replace(
        seat,
        hand=_blank(seat.hand),
        lessons=_blank(seat.lessons),
        offer=_blank(seat.offer),
        picked=_blank(seat.picked),
        kept=_blank(seat.kept),
        fish_cards=(),  # even their number would tell how many fish cards the seat holds
        declared=seat.declared if reveal_declared else _blank(seat.declared),
    )


def observe(state: GameState, seat: int) -> View:
    """The game as ``seat`` sees it."""
    reveal = state.phase != Phase.DECLARE
    cards = state.content.cards
    seats = tuple(
        s if i == seat else _blank_seat(s, reveal, cards) for i, s in enumerate(state.seats)
    )
    stack = []
    for frame in state.stack:
        if isinstance(frame, DrawCards) and frame.seat != seat:
            frame = replace(frame, drawn=_blank(frame.drawn))
        elif isinstance(frame, MiniBuy) and frame.seat != seat:
            frame = replace(frame, cards=_blank(frame.cards))
        stack.append(frame)
    hidden = replace(
        state,
        seats=seats,
        deck=_blank(state.deck),
        discard=_blank(state.discard),
        stack=tuple(stack),
    )
    return View(seat, hidden)


def observe_event(event: Event, seat: int) -> Event:
    """The event as ``seat`` sees it: details of another seat's private event are blanked."""
    if event.private is None or event.private == seat:
        return event
    if isinstance(event, (CardsDealt, CardsKept, CardsDiscarded)):
        return replace(event, cards=_blank(event.cards))
    if isinstance(event, CardBought):
        return replace(event, card=HIDDEN, price=HIDDEN, color=None)
    if isinstance(event, FishPaid):
        return replace(event, amount=HIDDEN)
    if isinstance(event, LessonsRead):
        return replace(event, private_cards=_blank(event.private_cards))
    return event


def observe_events(events: tuple[Event, ...], seat: int) -> tuple[Event, ...]:
    return tuple(observe_event(e, seat) for e in events)
