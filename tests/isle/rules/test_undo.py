"""Where undo may reach back to (game/isle/rules/undo.py): draws, the sister's turn and the end of
the game are final; a turn ends when its frame leaves the stack or the seat's next one begins.
Random playouts of every mode check the turn boundaries against who acts next."""

from __future__ import annotations

import random

import pytest

from game.isle.rules import (
    CHANCE,
    apply_action,
    chance_outcomes,
    is_over,
    legal_actions,
    new_game,
    to_move,
)
from game.isle.rules.actions import Pass, Rescue
from game.isle.rules.state import Bonus, Commons, PlaceTile, RareTurn, RescueTurn
from game.isle.rules.undo import ends_turn, is_undo_barrier
from game.isle.rules.vocabulary import Phase


def playout(content, players: int, mode: str, seed: int):
    """(before, action, after) for every action of a random game."""
    rng = random.Random(seed)
    state = new_game(content, players, mode)
    while not is_over(state):
        movers = to_move(state)
        if movers == (CHANCE,):
            action = rng.choice(chance_outcomes(state))[0]
        else:
            action = rng.choice(legal_actions(state, rng.choice(movers)))
        before = state
        state, _ = apply_action(state, action)
        yield before, action, state


def turn_of(state) -> int | None:
    """The seat whose rescue or rare-find turn is under way (a rare find's tile or treasures
    to place are still its turn)."""
    bottom = state.stack[0] if state.stack else None
    if isinstance(bottom, (RescueTurn, RareTurn)):
        return bottom.seat
    if state.phase == Phase.RARE_FINDS and isinstance(bottom, (PlaceTile, Commons, Bonus)):
        return bottom.seat
    return None


@pytest.mark.parametrize(
    "players,mode,seed", [(2, "standard", 1), (4, "standard", 2), (3, "family", 3), (1, "solo", 4)]
)
def test_turns_end_where_the_next_seat_or_the_next_turn_begins(content, players, mode, seed):
    continuing = None  # the seat whose turn goes on
    ended = None  # the seat whose turn just ended
    ends = 0
    for before, action, after in playout(content, players, mode, seed):
        seat = action.seat
        if seat != CHANCE and continuing is not None:
            assert seat == continuing, "nobody else acts inside a seat's turn"
        if seat != CHANCE and seat == ended and before.stack:
            bottom = before.stack[0]
            if isinstance(bottom, RescueTurn) and bottom.seat == seat:
                assert bottom.rescued == 0, "after its end, the seat's next turn is a new one"
            ended = None
        for depth, frame in enumerate(before.stack):
            if isinstance(frame, (RescueTurn, RareTurn)):
                assert depth == 0, "turns start on an empty stack"
        if seat == CHANCE:
            assert is_undo_barrier(before, action, after)
            continue
        if ends_turn(before, action, after):
            ends += 1
            continuing, ended = None, seat
        else:
            continuing = seat if turn_of(before) == seat else None
    assert ends > 10


def test_a_pass_ends_the_turn_and_a_rescue_does_not(content):
    for before, action, after in playout(content, 2, "standard", 5):
        if isinstance(action, Rescue):
            assert not ends_turn(before, action, after), "the cat is placed in the same turn"
        if isinstance(action, Pass):
            assert ends_turn(before, action, after)
        if action.seat != CHANCE and not isinstance(before.top, (RescueTurn, RareTurn)):
            if not before.stack:  # draft, buy: simultaneous steps are no turns
                assert not ends_turn(before, action, after)


def test_the_sisters_turn_and_the_end_of_the_game_are_final(content):
    steps = list(playout(content, 1, "solo", 6))
    answered = [
        (b, a, s) for b, a, s in steps if a.seat == 0 and s.sister.resolved != b.sister.resolved
    ]
    assert answered, "the sister took turns"
    for before, action, after in answered:
        assert is_undo_barrier(before, action, after)
    before, action, after = steps[-1]
    assert is_over(after) and is_undo_barrier(before, action, after)
    quiet = [(b, a, s) for b, a, s in steps[:-1] if a.seat == 0 and (b, a, s) not in answered]
    assert quiet and not any(is_undo_barrier(*step) for step in quiet)
