"""What one seat may know: ``observe`` blanks what no seat can see.

Everything in Dice Quest lies in the open (the dice, the quest line, every army and discard, the
cards themselves) except the order of the deck: a seat knows which creatures are still in it
(every card not seen elsewhere) but not in what order, so the view lists the deck's cards
sorted. The events that put a card on the deck are blanked for everyone.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.quest.rules.events import CardShuffled, Event
from game.quest.rules.state import GameState

HIDDEN = 0  # a card nobody may see


@dataclass(frozen=True, slots=True)
class View:
    """A seat's view of the game. Bots decide from this type only."""

    seat: int
    state: GameState


def observe(state: GameState, seat: int) -> View:
    """The game as ``seat`` sees it: the deck's cards sorted (their order is hidden)."""
    return View(seat, replace(state, deck=tuple(sorted(state.deck))))


def observe_event(event: Event, seat: int) -> Event:
    """The event as ``seat`` sees it: which card went on the deck is seen by nobody."""
    if isinstance(event, CardShuffled):
        return replace(event, card=HIDDEN)
    return event


def observe_events(events: tuple[Event, ...], seat: int) -> tuple[Event, ...]:
    return tuple(observe_event(e, seat) for e in events)
