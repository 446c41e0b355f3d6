"""Which steps each mode runs, and ``advance``, which runs them.

Variants are new modes, not a rewrite: a mode replaces or adds phase steps and frame handlers
(rules.md sections 8 and 9); what a mode does not name works as in the standard game.
"""

from __future__ import annotations

from collections.abc import Callable

from game.isle.rules import family, flow, solo
from game.isle.rules.events import Event
from game.isle.rules.state import GameState
from game.isle.rules.vocabulary import Mode, Phase

MODE_PHASES: dict[Mode, dict[Phase, flow.Step]] = {
    Mode.STANDARD: flow.PHASES,
    Mode.FAMILY: family.PHASES,
    Mode.SOLO: solo.PHASES,
}
MODE_FRAMES: dict[Mode, dict[type, Callable]] = {
    Mode.STANDARD: flow.FRAMES,
    Mode.FAMILY: family.FRAMES,
    Mode.SOLO: solo.FRAMES,
}


def advance(state: GameState, events: list[Event]) -> GameState:
    """Run automatic steps until someone (a seat or the dealer) must act."""
    phases = MODE_PHASES.get(state.mode, flow.PHASES)
    frames = MODE_FRAMES.get(state.mode, flow.FRAMES)
    while True:
        if state.stack:
            frame = state.stack[-1]
            nxt = frames[type(frame)](state, frame, events)
        else:
            nxt = phases[state.phase](state, events)
        if nxt is None:
            return state
        state = nxt
