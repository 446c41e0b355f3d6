"""The last treasures of the game (game/isle/bots/closing.py): Hard keeps its treasure cards for the
end of the last day and closes with them the rooms that take two tiles to close, which the boat
estimate alone cannot see (the first tile of the pair closes nothing)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.isle.bots.board import board_model
from game.isle.bots.closing import _covers, closing_value
from game.isle.bots.context import Ctx
from game.isle.bots.hard import HardBot
from game.isle.bots.levels import make_bot
from game.isle.rules import apply_action, observe, to_move
from game.isle.rules.actions import Pass, Play
from game.isle.rules.state import RareTurn
from game.isle.rules.vocabulary import Phase
from tests.isle.bots.positions import positions

T_ROOM = 5  # the room of 4 cells: a T, which two dominoes cannot cover
DECK = 6  # the room of 60 cells
SMALL_CARD = 107  # two 1- or 2-cell commons, or two of any shape for a fish


def _rare_turn(content, day: int, seed: int = 5):
    """A real position: a seat's turn of rare finds on ``day`` (Normal bots played up to it)."""
    for state, seat in positions(content, seed, 1):
        top = state.top
        if state.day == day and isinstance(top, RareTurn) and top.seat == seat:
            return state, seat
    raise AssertionError(f"no rare-find turn on day {day}")


def _boat_with_t_room_open(content, state, seat: int, fish: int = 2):
    """Every room full but the T room (4 empty cells) and a corner of the deck (20 cells, too
    many for any card): the seat holds one card 107 and the supply has every common."""
    model = board_model(content)
    deck = model.room_masks[DECK]
    corner = 0
    while corner.bit_count() < 20:
        corner |= deck & -(deck & ~corner)
    open_cells = model.room_masks[T_ROOM] | corner
    state = replace(state, commons=(5,) * len(content.commons), public_lessons=())
    return state.with_seat(
        seat,
        occupied=model.cells & ~open_cells,
        tiles=(),
        lessons=(),
        hand=(SMALL_CARD,),
        fish=fish,
        anywhere=False,
    )


def _play_rare_finds(bot, state, seat: int):
    """The seat's decisions until its rare finds are over (its pass)."""
    for _ in range(20):
        if to_move(state)[0] != seat or state.phase != Phase.RARE_FINDS:
            return state
        action = bot.decide(observe(state, seat))
        state, _ = apply_action(state, action)
        if isinstance(action, Pass):
            return state
    raise AssertionError("the seat never passed")


def _t_room_empty(content, state, seat: int) -> int:
    return (board_model(content).room_masks[T_ROOM] & ~state.seats[seat].occupied).bit_count()


def test_the_t_room_takes_a_three_cell_treasure_and_one_cell_or_three_small_ones(content):
    room = board_model(content).room_masks[T_ROOM]
    every = (5,) * len(content.commons)
    assert _covers(content, room, every, 4) == {(1, 1), (0, 3)}
    assert _covers(content, room, every, 2) == {(1, 1)}  # two dominoes never cover a T
    no_big = tuple(5 if content.shapes[s].small else 0 for s in content.commons)
    assert _covers(content, room, no_big, 2) == frozenset()


def test_on_the_last_day_hard_pays_a_fish_to_close_the_room_two_tiles_close(content):
    state, seat = _rare_turn(content, day=5)
    state = _boat_with_t_room_open(content, state, seat)
    after = _play_rare_finds(make_bot("hard", 1), state, seat)
    assert _t_room_empty(content, after, seat) == 0
    assert after.seats[seat].fish == 1  # the paid option: a 3-cell treasure and a single cell
    assert SMALL_CARD not in after.seats[seat].hand


def test_without_the_closing_search_the_first_tile_of_the_pair_looks_worthless(content):
    """The same position for a Hard bot that does not count the rooms the tiles close together:
    the room stays open (this is what the search is for)."""
    state, seat = _rare_turn(content, day=5)
    state = _boat_with_t_room_open(content, state, seat)
    bot = make_bot("hard", 1)
    bot.style = replace(HardBot.style, closing=False)
    after = _play_rare_finds(bot, state, seat)
    assert _t_room_empty(content, after, seat) > 0


def test_the_closing_value_counts_a_room_once_the_slots_suffice(content):
    state, seat = _rare_turn(content, day=5)
    state = _boat_with_t_room_open(content, state, seat)
    ctx = Ctx(observe(state, seat), HardBot.style, random.Random(1))
    free = ctx.info.free
    room = 5.0 * HardBot.style.weights.rooms
    assert closing_value(ctx, free, 0, 2) == 0.0  # two small tiles: no cover of the T
    assert closing_value(ctx, free, 1, 1) == pytest.approx(room)
    assert closing_value(ctx, free, 0, 3) == pytest.approx(room)


@pytest.mark.parametrize("level", ["hard", "normal"])
def test_before_the_last_day_only_hard_keeps_its_treasure_card(content, level):
    state, seat = _rare_turn(content, day=3)
    state = _boat_with_t_room_open(content, state, seat)
    action = make_bot(level, 1).decide(observe(state, seat))
    plays_treasure = isinstance(action, Play) and action.card == SMALL_CARD
    assert plays_treasure == (level == "normal")
