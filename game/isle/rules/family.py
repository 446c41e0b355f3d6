"""The Family variant (rules.md section 9): family lessons, free cats in turn, a rotating order.

A day is only Phase 0 (fill the fields) and the rescue: in turn order each player takes one cat
from either field for free (action ``p0 rescue blue403 free``) and places it, or passes for the
rest of the day, until everybody has passed or the fields are empty. No fish, no baskets, no
discovery cards, no Oshax. What this module does not replace runs as in the standard game.
"""

from __future__ import annotations

from dataclasses import replace

from game.isle.rules import flow
from game.isle.rules.events import CardsDiscarded, Event, LessonsRead, OrderSet
from game.isle.rules.state import GameState
from game.isle.rules.vocabulary import Phase


def _setup(state: GameState, events: list[Event]) -> GameState | None:
    """9.1: boats, then a random turn order (both chance), then deal the family lessons."""
    if state.step < 2:
        return None
    return flow.enter(state, Phase.DEAL, events)  # 3 family lessons to each player (rules.md 9.1)


def _keep_lessons(state: GameState, events: list[Event]) -> GameState | None:
    """9.1: each player secretly keeps 2 of the 3 family lessons dealt (all at once); they are
    private lessons at once, for the whole game; the third is discarded."""
    keep = flow.mode_of(state).keep
    if any(len(s.offer) > keep and not s.picked for s in state.seats):
        return None  # players are choosing
    seats, discard = [], state.discard
    for i, s in enumerate(state.seats):
        lessons = s.picked if len(s.offer) > keep else s.offer
        rest = tuple(c for c in s.offer if c not in lessons)
        events.append(LessonsRead(i, (), lessons, private=i))
        if rest:
            events.append(CardsDiscarded(i, rest, private=i))
            discard += rest
        seats.append(replace(s, lessons=s.lessons + tuple(sorted(lessons)), offer=(), picked=()))
    state = replace(state, seats=tuple(seats), discard=tuple(sorted(discard)))
    return flow.enter(state, Phase.FILL, events)


def _fill(state: GameState, events: list[Event]) -> GameState | None:
    """9.2.1: the fields are filled as in the standard game; then straight to the rescue."""
    return flow.fill(state, events, then=Phase.RESCUE)


def _rescue(state: GameState, events: list[Event]) -> GameState | None:
    """9.2.2: turns in turn order, skipping players who passed, until all passed or the fields
    are empty; then the day ends (no rare finds)."""
    return flow.rescue(state, events, then=Phase.END_OF_DAY)


def _end_of_day(state: GameState, events: list[Event]) -> GameState | None:
    """9.2.3: cats left in the fields leave the game; when another day follows, the first
    player becomes the last."""
    state = flow.end_of_day(state, events)
    if state.phase == Phase.FILL:
        order = state.order[1:] + state.order[:1]
        events.append(OrderSet(order))
        state = replace(state, order=order)
    return state


PHASES: dict[Phase, flow.Step] = {
    **flow.PHASES,
    Phase.SETUP: _setup,
    Phase.DRAFT: _keep_lessons,
    Phase.FILL: _fill,
    Phase.RESCUE: _rescue,
    Phase.END_OF_DAY: _end_of_day,
}
FRAMES = flow.FRAMES
