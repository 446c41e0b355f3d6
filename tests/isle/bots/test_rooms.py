"""Filling rooms: a finished room is worth more than the same cells spread over two rooms, Hard
finishes a room when a spot does it and no other spot is better, and keeps clear of spots that
leave dead cells (cells no cat can cover any more: only a treasure fills them)."""

from __future__ import annotations

import random
from dataclasses import replace

from game.isle.bots.board import board_model, spots_for
from game.isle.bots.context import Ctx
from game.isle.bots.evaluation import room_value
from game.isle.bots.hard import HardBot
from game.isle.bots.levels import make_bot
from game.isle.rules import observe
from game.isle.rules.actions import Place
from game.isle.rules.ids import kind_of
from game.isle.rules.outcome import placement_outcome
from game.isle.rules.placement import legal_placements
from game.isle.rules.state import PlaceTile
from game.isle.rules.vocabulary import Phase
from tests.isle.bots.positions import positions

DECK = 6  # the room of 60 cells that winds through the boat (rooms 0-5 are the small ones)


def _placing(content, seed: int = 11):
    """A real position: a seat placing a cat it rescued in the Rescue phase."""
    for state, seat in positions(content, seed, 1):
        top = state.top
        if state.phase == Phase.RESCUE and isinstance(top, PlaceTile) and top.seat == seat:
            if content.shapes[top.tile.shape].is_cat_like:
                return state, seat
    raise AssertionError("no Rescue placement of a cat in the game")


def _plain(state, seat: int, occupied: int):
    """``state`` with the seat's boat covered on ``occupied`` (no tiles, so no families) and
    no lessons anywhere: only the boat's cells decide."""
    state = replace(state, public_lessons=())
    return state.with_seat(seat, occupied=occupied, tiles=(), lessons=(), anywhere=False)


def cat_reach(content, occupied: int) -> int:
    """The empty cells some cat could still cover (the rules' placements, anywhere): the other
    empty cells are dead, only a treasure fills them."""
    reach = 0
    for shape in content.shapes.values():
        if shape.is_cat_like:
            for p in legal_placements(shape, occupied, True):
                reach |= p.mask
    return reach


def test_a_finished_room_is_worth_more_than_the_same_cells_spread_when_gaps_are_doubted():
    doubt = HardBot.style.weights.room_doubt
    assert doubt > 0
    spread = (1.0,)
    finished = room_value([0, 12], 40.0, spread, doubt=doubt)
    spread_out = room_value([2, 10], 40.0, spread, doubt=doubt)
    assert finished > spread_out
    # a nearer finish is surer: the cell that closes a room is worth the most
    assert room_value([0], 40.0, spread, doubt=doubt) - room_value(
        [1], 40.0, spread, doubt=doubt
    ) > (room_value([9], 40.0, spread, doubt=doubt) - room_value([10], 40.0, spread, doubt=doubt))


def test_hard_finishes_a_room_when_a_spot_does_it_and_nothing_is_better(content):
    """Early in the game, when the budget of cells to come covers every gap: the old estimate
    counted on filling the room later and saw no difference; a doubted gap makes the closing
    tile worth most."""
    state, seat = _placing(content)
    model = board_model(content)
    tile = state.top.tile
    shape = content.shapes[tile.shape]
    boat = content.boats[state.seats[seat].boat]
    # the deck's free cells hold no rat and no map: a spot there gains nothing but cells
    deck = model.room_masks[DECK] & ~boat.rats
    for _, cell in boat.maps:
        deck &= ~cell
    checked = 0
    for room in range(DECK):
        rm = model.room_masks[room]
        inside = [p for p in legal_placements(shape, 0, True) if not p.mask & ~rm]
        if not inside:
            continue
        gap = inside[len(inside) // 2].mask
        # everything is covered but that gap in the room and the deck
        world = _plain(state, seat, model.cells & ~gap & ~deck)
        action = make_bot("hard", 3).decide(observe(world, seat))
        assert isinstance(action, Place)
        outcome = placement_outcome(world, seat, tile, action_mask(shape, action))
        assert room in outcome.rooms, room
        checked += 1
    assert checked >= 3


def action_mask(shape, action: Place) -> int:
    return next(
        p.mask for p in shape.placements if (p.x, p.y, p.k) == (action.x, action.y, action.k)
    )


def test_hard_places_in_a_free_room_without_leaving_dead_cells(content):
    state, seat = _placing(content, 12)
    model = board_model(content)
    tile = state.top.tile
    shape = content.shapes[tile.shape]
    checked = 0
    for room in range(DECK):
        rm = model.room_masks[room]
        if rm.bit_count() < 11:
            continue
        # the room is empty, the rest of the boat covered: the tile goes into the room
        world = _plain(state, seat, model.cells & ~rm)
        ctx = Ctx(observe(world, seat), HardBot.style, random.Random(0), {})
        spots = spots_for(model, shape, ctx.me.occupied, False)
        best = ctx.judge.rank(spots, tile.color, kind_of(shape.id), ctx.style.keep)[0].spot

        def dead(spot, world=world):  # cells no cat can cover once the tile is on ``spot``
            occupied = world.seats[seat].occupied | spot.mask
            return (model.cells & ~occupied & ~cat_reach(content, occupied)).bit_count()

        assert dead(best) == min(dead(s) for s in spots), room
        checked += 1
    assert checked >= 3


BOW = 5  # the bow cabin: 4 cells behind the storeroom


def test_the_bow_cabin_pulls_the_boat_towards_it_until_a_tile_covers_it(content):
    """The fill budget counts the smallest room (the bow cabin, 4 cells) as filled first, but a
    tile must touch the boat and the cabin lies behind the storeroom: a third of the all-Hard
    boats never reached it. Hard counts a spot that brings the boat's edge nearer the cabin as
    worth part of the room; a spot no nearer gains nothing, and once a tile covers a cabin
    cell the room estimate alone judges it."""
    model = board_model(content)
    assert model.remote_rooms == (BOW,)  # the only room that does not touch the deck
    state, seat = _placing(content)
    tile = state.top.tile
    shape = content.shapes[tile.shape]
    kind = kind_of(shape.id)
    cabin = model.room_masks[BOW]
    storeroom = model.room_masks[4]
    # the boat: the stern, the deck and the storeroom's left half, far from the cabin
    far = model.room_masks[0] | model.room_masks[DECK] | (storeroom & ~_columns(18, 19))
    weights = HardBot.style.weights
    assert weights.reach > 0

    def gains(occupied: int, w) -> dict:
        world = _plain(state, seat, occupied)
        style = replace(HardBot.style, weights=w)
        ctx = Ctx(observe(world, seat), style, random.Random(0), {})
        spots = spots_for(model, shape, occupied, False)
        return {s: ctx.judge.quick(s, tile.color, kind) for s in spots}

    pulled = gains(far, weights)
    plain = gains(far, replace(weights, reach=0.0))
    extra = {s: pulled[s] - plain[s] for s in pulled}
    assert all(v >= -1e-9 for v in extra.values())
    touching = [s for s in extra if s.halo & cabin or s.mask & cabin]
    assert touching and all(extra[s] > 1.0 for s in touching)
    away = [s for s in extra if not (s.halo | s.mask) & _columns(18, 21)]
    assert away and all(abs(extra[s]) < 1e-9 for s in away)
    # a tile on a cabin cell: nothing more to approach
    covered = far | (cabin & -cabin)
    assert gains(covered, weights) == gains(covered, replace(weights, reach=0.0))


def test_the_pull_says_where_a_cat_goes_not_which_cat_to_take(content):
    """Valued with the pull, the cats that could reach the bow cabin looked better than those
    the families wanted, and Hard won fewer games against Normal: a cat in the fields is valued
    as without the pull, while its spot is still chosen with it."""
    model = board_model(content)
    state, seat = _placing(content)
    storeroom = model.room_masks[4]
    far = model.room_masks[0] | model.room_masks[DECK] | (storeroom & ~_columns(18, 19))
    world = _plain(state, seat, far)
    weights = HardBot.style.weights
    assert weights.reach > 0 and (world.left or world.right)

    def ctx_with(w) -> Ctx:
        return Ctx(observe(world, seat), replace(HardBot.style, weights=w), random.Random(0), {})

    pulled, plain = ctx_with(weights), ctx_with(replace(weights, reach=0.0))
    values = [(o.tile, o.value) for o in pulled.cat_options()]
    assert values == [(o.tile, o.value) for o in plain.cat_options()]
    # where the cat goes, the pull counts
    lifted = 0
    for tile in world.left + world.right:
        shape = content.shapes[tile.shape]
        with_pull = pulled.judge.best(shape, tile.color, "cat", False, keep=6)
        without = plain.judge.best(shape, tile.color, "cat", False, keep=6)
        lifted += with_pull.value > without.value + 0.5
    assert lifted


def test_lesson_150_keeps_the_decks_map_and_leaves_the_rooms_maps_to_the_placements(content):
    """Public lesson 150 pays 5 points per map left uncovered. Holding back every map gave up
    the rooms they lie in (-5 each for the lesson's +5), and games of four Hard seats ended
    with two rooms a boat unfilled for nothing: outside Solo only the deck's map is held back
    (no boat fills the deck); in Solo, where it was not measured, every map still is."""
    from game.isle.bots.evaluation import boat_info, excluded_rooms
    from game.isle.bots.lessons import LessonTerm

    model = board_model(content)
    state, seat = _placing(content)
    info = boat_info(_plain(state, seat, 0), seat)
    assert len(info.maps) == 5  # an empty boat: every map uncovered
    deck = model.room_masks[model.hub]
    assert model.hub == DECK
    on_deck = [cell for _, cell in info.maps if cell & deck]
    in_rooms = {model.cell_room[cell.bit_length() - 1] for _, cell in info.maps} - {DECK}
    assert len(on_deck) == 1 and len(in_rooms) == 4  # stern, both bedrooms, storeroom
    lesson = content.cards[150]
    held = LessonTerm(lesson, public=True).reserves(info)
    assert held == on_deck[0]
    assert excluded_rooms(info, held) == frozenset({DECK})
    solo = LessonTerm(lesson, public=True, scale=0.5, solo=True).reserves(info)
    assert excluded_rooms(info, solo) == frozenset(in_rooms | {DECK})


def _columns(first: int, last: int) -> int:
    """The cells of columns ``first`` to ``last`` (bit = y * width + x)."""
    from game.isle.rules import geometry

    mask = 0
    for y in range(geometry.HEIGHT):
        for x in range(first, last + 1):
            mask |= 1 << (y * geometry.WIDTH + x)
    return mask
