"""Actions have a text form that parses back; bad text is refused with a reason."""

from __future__ import annotations

import pytest

from game.isle.rules import ActionSyntaxError, parse_action
from game.isle.rules.actions import (
    Buy,
    ChooseSide,
    DealBoats,
    DealCard,
    Declare,
    Decline,
    Discard,
    Done,
    DrawTileOutcome,
    Keep,
    Move,
    OshaxRow,
    Pass,
    Place,
    Play,
    Rescue,
    SetOrder,
    Skip,
    Take,
)
from game.isle.rules.ids import Tile

EXAMPLES = [
    DealCard(12),
    DrawTileOutcome(Tile(403, "blue")),
    DrawTileOutcome(Tile(201)),
    DealBoats(("blue", "red")),
    SetOrder((1, 0, 2)),
    Keep(0, (12, 40)),
    Buy(1, 143, "red"),
    Buy(1, 55),
    Done(2),
    Declare(0, 55),
    Rescue(3, Tile(416, "orange"), "halves"),
    Place(0, 7, 3, 5),
    Place(1, 0, 0, 0),
    Discard(0),
    Pass(1),
    Decline(2),
    Play(0, 3, tile=Tile(302), color="red"),
    Play(0, 98, tile=Tile(201)),
    Play(0, 107, option="paid"),
    Play(0, 98, option="commons"),
    Play(0, 86, cards=(120, 133)),
    Play(0, 88, tiles=(3, 5)),
    Play(0, 96, color="green"),
    Play(1, 67),
    Take(0, Tile(102)),
    Skip(0),
    Move(1, Tile(400, "purple")),
    ChooseSide(0, "right"),
    OshaxRow((305, 300, 302, 301, 303, 304)),
    Rescue(1, Tile(410, "red"), "free"),
]


@pytest.mark.parametrize("action", EXAMPLES, ids=lambda a: a.text())
def test_text_round_trips(action):
    assert parse_action(action.text()) == action


def test_text_forms_read_as_documented():
    assert Place(0, 7, 3, 5).text() == "p0 place 7,3 r90 flip"
    assert Rescue(0, Tile(403, "blue"), "permanent").text() == "p0 rescue blue403 permanent"
    assert Play(0, 3, tile=Tile(302), color="red").text() == "p0 play c3 oshax302 red"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "p0",
        "x0 pass",
        "p0 fly",
        "p0 pass now",
        "p0 place 7 r90",
        "p0 place 7,3 r45",
        "p0 place 7,3 r90 mirror",
        "p0 rescue blue403 gold",
        "p0 rescue pink403 permanent",
        "p0 take rare403",
        "p0 field up",
        "deal 12",
        "order a,b",
        "p0 buy c143 pink",
        "p0 keep x1",
        "p0 play",
        "draw blue999",
        "row 300,x",
        "row",
    ],
)
def test_bad_text_is_refused_with_a_reason(text):
    with pytest.raises(ActionSyntaxError) as error:
        parse_action(text)
    assert str(error.value)


# --- malformed actions (issue 43 item 11) --------------------------------------------------------


def test_every_kind_has_its_shape_and_every_example_fits_it():
    from game.isle.rules.actions import SHAPES
    from game.isle.rules.legality import CHECKS
    from game.shell.engine.shapes import misfit

    assert set(SHAPES) == set(CHECKS)
    assert {type(a) for a in EXAMPLES} == set(SHAPES)
    assert [a for a in EXAMPLES if misfit(a, SHAPES) is not None] == []


@pytest.mark.parametrize(
    "action,field",
    [
        (Pass(True), "seat"),  # once accepted for seat 1 and logged as "pTrue pass"
        (Done(1.0), "seat"),
        (Decline(-1), "seat"),
        (Keep(0, (12.0, 40)), "cards"),
        (Keep(0, (True,)), "cards"),
        (Keep(0, (-12,)), "cards"),
        (Buy(0, 143, "pink"), "color"),
        (Buy(0, 143, ""), "color"),
        (Declare(0, "c55"), "card"),
        (Rescue(0, (403, "blue"), "full"), "tile"),  # a plain tuple, not a tile
        (Rescue(0, Tile(403), "full"), "tile"),  # a cat without its colour
        (Rescue(0, Tile(999, "blue"), "full"), "tile"),  # no tile has that shape
        (Rescue(0, Tile(201, "red"), "full"), "tile"),
        (Rescue(0, Tile(403, "blue"), "gold"), "pay"),
        (Place(0, 1.5, 3), "x"),
        (Place(0, 1, None), "y"),
        (Place(0, 1, 3, True), "k"),
        (Play(0, 3, tile=Tile(403)), "tile"),
        (Play(0, 107, option="cheap"), "option"),
        (Play(0, 88, tiles=(-1,)), "tiles"),  # once taken for the last tile
        (Play(0, 86, cards=(120.0,)), "cards"),
        (Take(0, Tile(102.0)), "tile"),
        (Move(0, Tile(400, True)), "tile"),
        (ChooseSide(0, "middle"), "side"),
        (DealCard(True), "card"),
        (DealCard(12, seat=0), "seat"),
        (DrawTileOutcome(Tile(403, "blue"), seat=1), "seat"),
        (DealBoats(("blue", 1)), "boats"),
        (SetOrder((1, 0.0)), "order"),
        (OshaxRow((300, -301)), "row"),
    ],
    ids=repr,
)
def test_a_malformed_action_is_refused_with_a_code(content, action, field):
    from game.isle.rules import (
        IllegalActionError,
        apply_action,
        can_apply,
        chance_outcomes,
        check_action,
        new_game,
    )

    state = new_game(content, 2)
    states = [state]
    while state.phase == "setup":  # the dealer's set-up, then the first seat's draft
        state, _ = apply_action(state, chance_outcomes(state)[0][0])
    states.append(state)
    for state in states:
        with pytest.raises(IllegalActionError) as refused:
            check_action(state, action)
        assert refused.value.code == "malformed_action"
        assert (refused.value.params["action"], refused.value.params["field"]) == (
            type(action).__name__,
            field,
        )
        assert not can_apply(state, action)
        with pytest.raises(IllegalActionError):
            apply_action(state, action)
