"""The boat estimate's room model: with small holes counted apart (only a treasure fills 1 to 4
cells), the estimate after one placement, updated from the regions the tile touches, is the
estimate of the boat with the tile on it."""

from __future__ import annotations

from game.isle.bots.board import spots_for
from game.isle.bots.evaluation import PlacementJudge, Weights, boat_info, outlook_for, plug_map
from game.isle.rules.ids import Placed
from tests.isle.bots.positions import positions


def test_the_room_estimate_after_a_placement_is_that_of_the_boat_after_it(content):
    weights = Weights(plug=0.5)
    checked = 0
    for state, seat in positions(content, 5, 53):
        info = boat_info(state, seat)
        judge = PlacementJudge(info, outlook_for(state, seat, weights))
        for shape_id, color in ((100, None), (102, None), (400, "blue"), (410, "red")):
            spots = spots_for(info.model, content.shapes[shape_id], info.occupied, False)
            for spot in spots[::13]:
                s = state.seats[seat]
                tile = Placed(shape_id, color, spot.mask)
                after = state.with_seat(
                    seat, occupied=s.occupied | spot.mask, tiles=s.tiles + (tile,)
                )
                holes, cells = plug_map(boat_info(after, seat))
                fillable = [
                    e - c for e, c in zip(boat_info(after, seat).room_empty, cells, strict=True)
                ]
                expected = judge._rooms(fillable, holes, frozenset())
                assert abs(judge._rooms_after(spot, frozenset()) - expected) < 1e-9
                checked += 1
    assert checked > 100


def test_a_small_hole_keeps_its_room_unfilled_unless_a_treasure_fills_it():
    from game.isle.bots.evaluation import room_value

    spread = (1.0,)
    # one room, 3 cells tiles can fill and one 1-cell hole: filled with the plug's chance
    assert room_value([3], 10.0, spread, [1], 0.5) == -2.5
    assert room_value([3], 10.0, spread, [1], 0.0) == -5.0
    assert room_value([3], 10.0, spread, [0], 0.0) == 0.0
    # only the hole is left
    assert room_value([0], 0.0, spread, [2], 0.5) == -5.0 * 0.75
    # the old model
    assert room_value([4], 10.0, spread) == 0.0
