"""Every card effect (cards.md sections 1-4), the anytime windows (rules.md section 5) and the
placement and treasure rules (rules.md section 3), played through the text form of actions."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.isle.rules import (
    CHANCE,
    IllegalActionError,
    apply_action,
    chance_outcomes,
    check_action,
    legal_actions,
    parse_action,
    state_to_json,
    to_move,
)
from game.isle.rules.actions import Place
from game.isle.rules.geometry import bit, cells_of, mask_of, neighbours, orient
from game.isle.rules.ids import COLORS, Placed, Tile
from game.isle.rules.placement import footprint
from game.isle.rules.state import (
    AnytimeRound,
    Bonus,
    ChooseField,
    Commons,
    MiniBuy,
    MoveCats,
    PlaceTile,
    RareTurn,
    RescueTurn,
)
from tests.isle.rules.builders import act, placed, position, seat

# The blue boat (boat.md section 4): one treasure map per colour.
BLUE_MAPS = {"blue": (14, 1), "green": (7, 0), "red": (1, 3), "purple": (9, 7), "orange": (19, 5)}
BLUE_RATS = (
    (0, 5),
    (1, 5),
    (1, 6),
    (4, 1),
    (7, 3),
    (8, 3),
    (10, 8),
    (11, 0),
    (12, 0),
    (13, 0),
    (13, 8),
    (14, 0),
    (14, 7),
    (14, 8),
    (15, 6),
    (15, 7),
    (17, 2),
    (18, 2),
    (19, 3),
)
COMMONS = ("common100", "common101", "common102", "common103")  # 1, 2, L-3 and I-3 cells
FISH_CARDS = (67, 68, 76, 78, 79, 90, 91, 92, 93, 94, 95, 96, 97)
OTHER_ANYTIME = (69, 70, 71, 72, 73, 74, 75, 77, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89)


# --- helpers --------------------------------------------------------------------------------


def legal(state, seat_index: int = 0) -> set[str]:
    return {a.text() for a in legal_actions(state, seat_index)}


def plays(state, seat_index: int = 0) -> set[str]:
    return {t for t in legal(state, seat_index) if t.split()[1] == "play"}


def rescues(state, seat_index: int = 0) -> set[str]:
    return {t for t in legal(state, seat_index) if t.split()[1] == "rescue"}


def kinds(events) -> list[str]:
    return [type(e).__name__ for e in events]


def of_kind(events, name: str) -> list:
    return [e for e in events if type(e).__name__ == name]


def refused(state, text: str, word: str) -> IllegalActionError:
    """The action is illegal, the reason names ``word``, and the state is left as it was."""
    before = state_to_json(state)
    with pytest.raises(IllegalActionError, match=word) as caught:
        act(state, text)
    assert state_to_json(state) == before
    return caught.value


def map_cells(state, seat_index: int = 0) -> int:
    boat = state.content.boats[state.seats[seat_index].boat]
    found = 0
    for _, cell in boat.maps:
        found |= cell
    return found


def mask_of_place(state, text: str) -> int:
    action = parse_action(text)
    return footprint(state.content.shapes[state.top.tile.shape], action.x, action.y, action.k)


def spot(
    state,
    covering: tuple[int, int] | None = None,
    avoiding: tuple = (),
    seat_index: int | None = None,
) -> str:
    """A legal placement of the pending tile (from legal_actions) that covers ``covering`` and
    no treasure map other than that cell, nor any cell of ``avoiding``."""
    seat_index = state.top.seat if seat_index is None else seat_index
    shape = state.content.shapes[state.top.tile.shape]
    avoid = map_cells(state, seat_index) | mask_of(avoiding)
    if covering is not None:
        avoid &= ~bit(*covering)
    for action in legal_actions(state, seat_index):
        if not isinstance(action, Place):
            continue
        m = footprint(shape, action.x, action.y, action.k)
        if covering is not None and not m & bit(*covering):
            continue
        if m & avoid:
            continue
        return action.text()
    raise AssertionError(f"no legal spot for shape {shape.id} covering {covering}")


def all_but(content, free) -> int:
    """Occupied cells of a boat where only ``free`` is still empty (a hand-filled boat)."""
    return content.board.cells & ~mask_of(free)


# "A tile that fits only away from your tiles" (rules.md 3.2) cannot happen on the real boat: for
# every shape and every set of covered cells, if the shape fits somewhere it also fits somewhere
# touching (checked offline by closing "a placement that does not touch leaves its neighbours
# free" over every shape and start). The tests of that branch therefore use a boat whose only
# covered cell is the grid corner (0, 0), outside the hull: no boat cell touches it.
AWAY = bit(0, 0)
PLUS_AT_CENTRE = "p0 place 9,3 r0"  # cat 412 centred on (10, 4)
ANCHOR = ((10, 3), (9, 4), (10, 4), (9, 5), (10, 5))  # cells of the P cat below


def anchor(content, color: str = "orange") -> Placed:
    """A P-pentomino cat in the middle of the boat, away from maps."""
    tile = placed(content, 404, color, 9, 3)
    assert set(cells_of(tile.mask)) == set(ANCHOR)
    return tile


def boat(*tiles: Placed) -> tuple[Placed, ...]:
    """Tiles for a hand-made boat, checked not to overlap."""
    covered = 0
    for tile in tiles:
        assert not tile.mask & covered, f"tiles overlap at {cells_of(tile.mask & covered)}"
        covered |= tile.mask
    return tiles


def rare_turn(content, p0, p1=None, **changes):
    p1 = p1 if p1 is not None else seat(content, "green")
    state = position(content, 2, (p0, p1), phase="rare_finds", **changes)
    assert state.top == RareTurn(0)
    return state


def rescue_turn(content, p0, p1=None, **changes):
    p1 = p1 if p1 is not None else seat(content, "green")
    changes.setdefault("left", (Tile(400, "blue"), Tile(401, "red")))
    changes.setdefault("right", (Tile(402, "green"), Tile(403, "purple")))
    state = position(content, 2, (p0, p1), phase="rescue", **changes)
    assert state.top == RescueTurn(0)
    return state


def dealer(state, *outcomes: str):
    """Apply chance outcomes, checking each is one the dealer could draw."""
    for text in outcomes:
        assert to_move(state) == (CHANCE,), f"no draw is due before {text!r}"
        assert text in {a.text() for a, _ in chance_outcomes(state)}
        state, _ = act(state, text)
    return state


def drive(state, stop, limit: int = 3000):
    """Play the game on with the most passive choices (done, decline, pass, skip; the dealer's
    first outcome) until ``stop(state)``."""
    for _ in range(limit):
        if stop(state):
            return state
        movers = to_move(state)
        if movers == (CHANCE,):
            state, _ = apply_action(state, chance_outcomes(state)[0][0])
            continue
        actions = legal_actions(state, movers[0])
        passive = [a for a in actions if a.text().split()[1] in ("done", "decline", "pass", "skip")]
        state, _ = apply_action(state, (passive or actions)[0])
    raise AssertionError("the stop condition was never reached")


# --- 1. Oshax cards 1-6 ---------------------------------------------------------------------


@pytest.mark.parametrize("card", range(1, 7))
def test_oshax_card_takes_a_supply_oshax_gives_it_a_colour_and_places_it(content, card):
    assert content.cards[card].type == "oshax" and content.cards[card].price == 5
    p0 = seat(content, "blue", hand=(card,), fish=0, baskets=0, tiles=(anchor(content),))
    state = rare_turn(content, p0)
    assert f"p0 play c{card} oshax302 purple" in legal(state)
    state, events = act(state, f"p0 play c{card} oshax302 purple")
    assert state.oshax == (300, 301, 303, 304, 305)
    assert state.top == PlaceTile(0, Tile(302, "purple"), "oshax")
    state, events = act(state, spot(state))
    s0 = state.seats[0]
    assert s0.tiles[-1].shape == 302 and s0.tiles[-1].color == "purple"
    assert s0.fish == 0 and s0.baskets_used == 0, "no fish and no basket needed"
    assert card not in s0.hand and card in state.discard
    assert state.top == RareTurn(1), "the rare find ends the turn"


def test_oshax_card_needs_an_oshax_in_the_supply(content):
    p0 = seat(content, "blue", hand=(1,), fish=10)
    state = rare_turn(content, p0, oshax=())
    assert not plays(state)
    refused(state, "p0 play c1 oshax302 red", "Oshax tile that is in the supply")
    state = rare_turn(content, p0, oshax=(300,))
    assert {t.split()[3] for t in plays(state)} == {"oshax300"}
    refused(state, "p0 play c1 oshax302 red", "in the supply")


def test_oshax_card_needs_a_colour(content):
    state = rare_turn(content, seat(content, "blue", hand=(1,)))
    refused(state, "p0 play c1 oshax302", "colour")
    assert {t.split()[-1] for t in plays(state)} == set(COLORS)


def test_oshax_card_is_not_playable_when_no_oshax_fits(content):
    # a free 2 x 3 block is too small for any 6-cell Oshax
    free = [(x, y) for x in (9, 10) for y in (3, 4, 5)]
    p0 = seat(content, "blue", hand=(1,), occupied=all_but(content, free))
    state = rare_turn(content, p0)
    assert not plays(state)
    refused(state, "p0 play c1 oshax300 red", "does not fit")


def test_oshax_card_is_played_only_on_a_rare_finds_turn(content):
    p0 = seat(content, "blue", hand=(1, 67), fish=10)
    state = rescue_turn(content, p0)
    assert not any("c1" in t for t in plays(state))
    refused(state, "p0 play c1 oshax300 red", "Rare finds")
    p1 = seat(content, "green", hand=(2,))
    state = position(content, 2, (p0, p1), phase="lessons", window=False, left=(Tile(400, "blue"),))
    assert isinstance(state.top, AnytimeRound) and state.top.seat == 0
    refused(state, "p0 play c1 oshax300 red", "Rare finds")


def test_oshax_covering_the_map_of_its_chosen_colour_earns_a_common(content):
    state = rare_turn(content, seat(content, "blue", hand=(1, 2)))
    state, _ = act(state, "p0 play c1 oshax300 red")
    state, events = act(state, spot(state, covering=BLUE_MAPS["red"]))
    assert [(e.color, e.bonus) for e in of_kind(events, "MapCovered")] == [("red", True)]
    assert state.top == Bonus(0)
    state, _ = act(state, "p0 take common100")
    state, _ = act(state, spot(state))
    assert [t.shape for t in state.seats[0].tiles] == [300, 100]
    assert state.commons == (4, 5, 5, 5)


def test_oshax_covering_the_map_of_another_colour_earns_nothing(content):
    state = rare_turn(content, seat(content, "blue", hand=(1,)))
    state, _ = act(state, "p0 play c1 oshax300 green")
    state, events = act(state, spot(state, covering=BLUE_MAPS["red"]))
    assert [(e.color, e.bonus) for e in of_kind(events, "MapCovered")] == [("red", False)]
    assert state.top == RareTurn(1) and state.commons == (5, 5, 5, 5)


# --- 2. Rescue cards 7-66 -------------------------------------------------------------------

GROUPS = [  # ids, price, speed, basket, the payment a pair of them offers
    (range(7, 15), 1, 4, "none", set()),
    (range(15, 23), 0, 0, "half", {"halves"}),
    (range(23, 35), 1, 1, "half", {"halves"}),
    (range(35, 43), 2, 3, "half", {"halves"}),
    (range(43, 55), 2, 1, "full", {"full"}),
    (range(55, 67), 3, 3, "full", {"full"}),
]


@pytest.mark.parametrize(
    "ids,price,speed,basket,pays", GROUPS, ids=[f"{g[0].start}-{g[0].stop - 1}" for g in GROUPS]
)
def test_rescue_card_group_gives_its_speed_and_basket(content, ids, price, speed, basket, pays):
    for card in ids:
        c = content.cards[card]
        assert (c.type, c.price, c.speed, c.basket) == ("rescue", price, speed, basket)
    first, second = ids[0], ids[1]
    p0 = seat(content, "blue", hand=(first, second), fish=20, baskets=0)
    p1 = seat(content, "green", fish=0)
    state = position(
        content,
        2,
        (p0, p1),
        phase="declare",
        step=0,
        order=(1, 0),
        left=(Tile(400, "blue"), Tile(401, "red"), Tile(402, "green")),
    )
    state, events = act(state, f"p0 declare c{first}", f"p0 declare c{second}", "p0 done")
    (reveal,) = of_kind(events, "RescueCardsRevealed")
    assert reveal.speeds == (2 * speed, 0)
    assert state.order == ((0, 1) if speed else (1, 0))
    if state.top == RescueTurn(1):
        state, _ = act(state, "p1 pass")
    assert state.top == RescueTurn(0)
    assert {t.split()[-1] for t in rescues(state)} == pays
    if not pays:
        refused(state, "p0 rescue blue400 halves", "two unused half baskets")
        refused(state, "p0 rescue blue400 full", "no unused full basket")
        return
    pay = pays.pop()
    state, events = act(state, f"p0 rescue blue400 {pay}")
    state, _ = act(state, spot(state))
    s0 = state.seats[0]
    assert s0.fish == 17
    assert s0.spent == ((first, second) if basket == "half" else (first,))
    if state.top == RescueTurn(1):
        state, _ = act(state, "p1 pass")
    assert state.top == RescueTurn(0)
    if basket == "full":  # the second full card pays for a second rescue on the next turn
        assert rescues(state) == {"p0 rescue red401 full", "p0 rescue green402 full"}
    else:
        assert not rescues(state), "the pair paid for one rescue only"


@pytest.mark.parametrize("card", [15, 23, 35])
def test_a_lone_half_basket_pays_for_nothing(content, card):
    p0 = seat(content, "blue", hand=(card,), fish=20, baskets=0)
    state = position(
        content, 2, (p0, seat(content, "green")), phase="declare", step=0, left=(Tile(400, "blue"),)
    )
    state, _ = act(state, f"p0 declare c{card}", "p0 done")
    assert state.top == RescueTurn(0)
    assert not rescues(state)
    refused(state, "p0 rescue blue400 halves", "two unused half baskets")


def test_half_baskets_of_different_groups_pair_up(content):
    p0 = seat(content, "blue", hand=(15, 35), fish=20, baskets=0)
    state = position(
        content, 2, (p0, seat(content, "green")), phase="declare", step=0, left=(Tile(400, "blue"),)
    )
    state, events = act(state, "p0 declare c15", "p0 declare c35", "p0 done")
    assert of_kind(events, "RescueCardsRevealed")[0].speeds == (3, 0)
    assert rescues(state) == {"p0 rescue blue400 halves"}


def test_undeclared_rescue_cards_add_no_speed_and_stay_in_hand(content):
    p0 = seat(content, "blue", hand=(7, 55), fish=20)
    p1 = seat(content, "green", hand=(43,), fish=20)
    state = position(content, 2, (p0, p1), phase="declare", step=0, left=(Tile(400, "blue"),))
    state, events = act(state, "p0 declare c55", "p0 done", "p1 declare c43", "p1 done")
    assert of_kind(events, "RescueCardsRevealed")[0].speeds == (3, 1)
    assert state.seats[0].hand == (7,) and state.seats[0].declared == (55,)


def test_rescue_cards_cannot_be_played(content):
    for card in (7, 15, 43, 55):
        state = rare_turn(content, seat(content, "blue", hand=(card,)))
        refused(state, f"p0 play c{card}", "declared at the start of the Rescue phase")


def test_lessons_cannot_be_played(content):
    for card in (113, 143):
        state = rare_turn(content, seat(content, "blue", hand=(card,)))
        refused(state, f"p0 play c{card}", "Phase 3")


# --- 3. Anytime cards -----------------------------------------------------------------------


def oshax_boat(content, *colors: str) -> tuple[Placed, ...]:
    """The P anchor plus Oshax tiles of the given colours around it."""
    tiles = [anchor(content, "orange")]
    spots = [(300, 11, 3), (301, 6, 2), (303, 13, 5)]
    for color, (shape, x, y) in zip(colors, spots[: len(colors)], strict=True):
        tiles.append(placed(content, shape, color, x, y))
    return boat(*tiles)


@pytest.mark.parametrize("card", [67, 68])
def test_fish_per_oshax(content, card):
    tiles = oshax_boat(content, "red", "blue")
    p0 = seat(content, "blue", hand=(card,), fish=1, tiles=tiles)
    state = rare_turn(content, p0, oshax=(302, 303, 304, 305))
    state, events = act(state, f"p0 play c{card}")
    assert state.seats[0].fish == 1 + 2 * 2
    assert [(e.amount, e.reason) for e in of_kind(events, "FishGained")] == [(4, "card")]
    assert card in state.discard and state.top == RareTurn(0)


def test_fish_per_oshax_without_oshax_gives_nothing(content):
    p0 = seat(content, "blue", hand=(67,), fish=3, tiles=(anchor(content),))
    state, _ = act(rare_turn(content, p0), "p0 play c67")
    assert state.seats[0].fish == 3


@pytest.mark.parametrize("card", [69, 70])
def test_place_anywhere_lets_the_next_tile_skip_the_touching_rule(content, card):
    p0 = seat(content, "blue", hand=(card,), fish=10, tiles=(anchor(content),))
    state = rescue_turn(content, p0)
    state, _ = act(state, f"p0 play c{card}")
    assert state.seats[0].anywhere and state.top == RescueTurn(0)
    state, _ = act(state, "p0 rescue blue400 permanent")
    far = spot(state, avoiding=[c for c in cells_of(neighbours(state.seats[0].occupied))])
    assert not neighbours(mask_of_place(state, far)) & state.seats[0].occupied
    state, _ = act(state, far)
    assert not state.seats[0].anywhere, "consumed by the placement"
    assert len(state.seats[0].tiles) == 2


def test_place_anywhere_is_consumed_even_by_a_touching_placement(content):
    p0 = seat(
        content, "blue", hand=(69,), fish=10, baskets=2, extra_rescues=1, tiles=(anchor(content),)
    )
    state = rescue_turn(content, p0)
    state, _ = act(state, "p0 play c69", "p0 rescue blue400 permanent")
    near = spot(state, covering=(11, 4))  # next to the anchor
    state, _ = act(state, near)
    assert not state.seats[0].anywhere
    state, _ = act(state, "p0 rescue red401 permanent")
    occupied = state.seats[0].occupied
    far = next(
        p
        for p in content.shapes[401].placements
        if not p.mask & occupied
        and not neighbours(p.mask) & occupied
        and not p.mask & map_cells(state)
    )
    refused(state, Place(0, far.x, far.y, far.k).text(), "touch")


def test_place_anywhere_cannot_be_played_while_one_is_pending(content):
    p0 = seat(content, "blue", hand=(69, 70), fish=10)
    state = rescue_turn(content, p0)
    state, _ = act(state, "p0 play c69")
    assert "p0 play c70" not in legal(state)
    refused(state, "p0 play c70", "already waiting")


def test_place_anywhere_is_playable_while_placing_and_nothing_else_is(content):
    p0 = seat(content, "blue", hand=(67, 69, 94), fish=10, tiles=(anchor(content),))
    state = rescue_turn(content, p0)
    state, _ = act(state, "p0 rescue blue400 permanent")
    assert isinstance(state.top, PlaceTile)
    assert plays(state) == {"p0 play c69"}
    refused(state, "p0 play c67", "place-anywhere")
    refused(state, "p0 play c94", "place-anywhere")
    state, _ = act(state, "p0 play c69")
    assert state.seats[0].anywhere and isinstance(state.top, PlaceTile)
    state, _ = act(state, spot(state, covering=(20, 4)))
    assert not state.seats[0].anywhere


def test_place_anywhere_also_applies_to_a_treasure(content):
    p0 = seat(content, "blue", hand=(69, 98), tiles=(anchor(content),))
    state = rare_turn(content, p0, rares=(206,))
    state, _ = act(state, "p0 play c69", "p0 play c98 rare206")
    state, _ = act(state, spot(state, covering=(20, 4)))
    assert state.seats[0].tiles[-1].shape == 206 and not state.seats[0].anywhere


def draw_two_or_three(card: int) -> int:
    return 2 if card in (71, 72) else 3


@pytest.mark.parametrize("card", [71, 72, 73, 74])
def test_draw_cards_before_the_buy_step_join_the_cards_to_buy(content, card):
    kept = (98, 99, 100, 101, 102, 103, 104)
    p0 = seat(content, "blue", hand=(card,), fish=20, kept=kept)
    p1 = seat(content, "green", kept=(105, 106, 107, 108, 109, 110, 111))
    state = position(content, 2, (p0, p1), phase="buy", step=0, window=False)
    assert isinstance(state.top, AnytimeRound) and state.top.window == "before_buy"
    state, _ = act(state, f"p0 play c{card}")
    drawn = (113, 120, 143)[: draw_two_or_three(card)]
    state = dealer(state, *(f"deal c{c}" for c in drawn))
    assert state.top is None and state.phase == "buy" and state.step == 1
    assert sorted(state.seats[0].kept) == sorted(kept + drawn)
    assert state.seats[0].fish == 20, "a card is paid when bought, not when played"
    state, _ = act(state, "p0 buy c113", "p0 done", "p1 done")
    assert 113 in state.seats[0].lessons, "bought in this buy step: read in this Phase 3"
    assert 120 in state.discard


@pytest.mark.parametrize("card", [71, 72, 73, 74])
def test_draw_cards_at_other_times_open_a_mini_buy(content, card):
    n = draw_two_or_three(card)
    p0 = seat(content, "blue", hand=(card,), fish=6, tiles=(anchor(content),))
    state = rescue_turn(content, p0)
    state, _ = act(state, f"p0 play c{card}")
    assert to_move(state) == (CHANCE,)
    drawn = (143, 113, 94)[:n]
    state = dealer(state, *(f"deal c{c}" for c in drawn))
    assert state.top == MiniBuy(0, tuple(drawn))
    refused(state, "p0 buy c143", "name the colour")
    state, events = act(state, "p0 buy c143 red")
    assert of_kind(events, "CardBought")[0].color == "red"
    assert state.seats[0].named == ((143, "red"),)
    state, _ = act(state, "p0 buy c113")
    assert state.seats[0].fish == 6 - 1 - 2, "drawing was free, the two cards were not"
    state, events = act(state, "p0 done")
    s0 = state.seats[0]
    assert {113, 143} <= set(s0.hand)
    assert s0.lessons == () and state.public_lessons == (), "lessons wait for a Phase 3"
    if n == 3:
        assert 94 in state.discard and 94 not in s0.hand, "unbought cards are discarded"
    assert state.top == RescueTurn(0)


def test_lessons_from_a_mini_buy_enter_play_in_the_next_phase_three(content):
    p0 = seat(content, "blue", hand=(71,), fish=6)
    state = rare_turn(content, p0)
    state, _ = act(state, "p0 play c71")
    state = dealer(state, "deal c113", "deal c144")
    state, _ = act(state, "p0 buy c113", "p0 buy c144 green", "p0 done")
    assert state.seats[0].lessons == () and state.public_lessons == ()
    state = drive(state, lambda s: s.day == 2 and s.phase == "rescue")
    assert 113 in state.seats[0].lessons and 113 not in state.seats[0].hand
    assert (144, "green") in state.public_lessons


def test_fish_cards_help_to_pay_in_a_mini_buy(content):
    commons = tuple(placed(content, s, None, x, 3) for s, x in ((100, 11), (100, 12)))
    p0 = seat(content, "blue", hand=(71, 94, 84), fish=0, tiles=boat(anchor(content), *commons))
    state = rare_turn(content, p0)
    state, _ = act(state, "p0 play c71")
    state = dealer(state, "deal c113", "deal c120")
    assert isinstance(state.top, MiniBuy)
    refused(state, "p0 buy c113", "costs 2 fish")
    assert plays(state) == {"p0 play c94"}
    refused(state, "p0 play c84", "give fish")
    state, _ = act(state, "p0 play c94", "p0 buy c113", "p0 done")
    assert state.seats[0].fish == 0 and 113 in state.seats[0].hand and 120 in state.discard


def test_draw_cards_are_not_played_in_the_buy_step(content):
    p0 = seat(content, "blue", hand=(71,), fish=20, kept=(98, 99))
    state = position(content, 2, (p0, seat(content, "green")), phase="buy", step=0)
    assert state.step == 1 and not plays(state)
    refused(state, "p0 play c71", "fish")


# card 75 -----------------------------------------------------------------------------------


def test_draw_tile_puts_a_drawn_cat_on_the_boat_for_free(content):
    p0 = seat(content, "blue", hand=(75,), fish=4, tiles=(anchor(content),))
    state = rare_turn(content, p0)
    state, _ = act(state, "p0 play c75")
    bag = len(state.bag)
    state = dealer(state, "draw green403")
    assert state.top == PlaceTile(0, Tile(403, "green"), "draw") and len(state.bag) == bag - 1
    state, _ = act(state, spot(state))
    s0 = state.seats[0]
    assert s0.tiles[-1].tile == Tile(403, "green") and s0.fish == 4 and s0.baskets_used == 0
    assert state.top == RareTurn(0), "the turn goes on"


def test_draw_tile_cat_covering_its_map_earns_a_common(content):
    p0 = seat(content, "blue", hand=(75,))
    state = rare_turn(content, p0)
    state, _ = act(state, "p0 play c75")
    state = dealer(state, "draw blue415")
    state, events = act(state, spot(state, covering=BLUE_MAPS["blue"]))
    assert state.top == Bonus(0)
    assert {t.split()[-1] for t in legal(state)} == set(COMMONS) | {"skip"}


def test_draw_tile_rare_treasure_goes_onto_the_boat(content):
    p0 = seat(content, "blue", hand=(75,), tiles=(anchor(content),))
    state = rare_turn(content, p0, rares=())
    state, _ = act(state, "p0 play c75")
    state = dealer(state, "draw rare212")
    assert state.top == PlaceTile(0, Tile(212), "draw")
    state, _ = act(state, spot(state))
    assert state.seats[0].tiles[-1].shape == 212 and state.rares == ()


def test_draw_tile_that_fits_nowhere_is_discarded(content):
    free = [(9, 4), (10, 4), (11, 4)]
    p0 = seat(content, "blue", hand=(75,), occupied=all_but(content, free))
    state = rare_turn(content, p0)
    state, _ = act(state, "p0 play c75")
    state, events = act(state, "draw red405")
    assert [(e.tile, e.to) for e in of_kind(events, "TileDrawn")] == [(Tile(405, "red"), "out")]
    assert of_kind(events, "TileDiscarded")[0].tile == Tile(405, "red")
    assert Tile(405, "red") in state.gone and Tile(405, "red") not in state.bag
    assert state.top == RareTurn(0) and 75 in state.discard and 75 not in state.seats[0].hand


def test_draw_tile_fitting_only_away_from_your_tiles_is_discarded_without_69(content):
    p0 = seat(content, "blue", hand=(75,), occupied=AWAY)
    state = rare_turn(content, p0)
    state, _ = act(state, "p0 play c75")
    state, events = act(state, "draw blue412")
    assert Tile(412, "blue") in state.gone and state.top == RareTurn(0)
    assert "TileDiscarded" in kinds(events)


def test_draw_tile_fitting_only_away_from_your_tiles_may_use_a_held_69(content):
    p0 = seat(content, "blue", hand=(69, 75), occupied=AWAY)
    state = rare_turn(content, p0)
    state, _ = act(state, "p0 play c75", "draw blue412")
    assert state.top == PlaceTile(0, Tile(412, "blue"), "draw")
    assert legal(state) == {"p0 play c69", "p0 discard"}
    refused(state, PLUS_AT_CENTRE, "touch")
    placed_state, _ = act(state, "p0 play c69", PLUS_AT_CENTRE)
    assert placed_state.seats[0].tiles[-1].tile == Tile(412, "blue")
    assert not placed_state.seats[0].anywhere and 69 in placed_state.discard
    assert placed_state.top == RareTurn(0)
    # or the player declines to spend the 69: the tile is given up, the 69 stays in hand
    state, events = act(state, "p0 discard")
    assert of_kind(events, "TileDiscarded")[0].tile == Tile(412, "blue")
    assert Tile(412, "blue") in state.gone and 69 in state.seats[0].hand
    assert state.seats[0].tiles == () and state.top == RareTurn(0)


def test_discard_is_refused_for_a_tile_that_fits(content):
    p0 = seat(content, "blue", hand=(75,), tiles=(anchor(content),))
    state = rare_turn(content, p0)
    state, _ = act(state, "p0 play c75", "draw red405")
    assert "p0 discard" not in legal(state)
    refused(state, "p0 discard", "place it")


def test_draw_tile_cannot_be_played_while_a_map_bonus_waits(content):
    p0 = seat(content, "blue", hand=(75,), fish=5)
    state = rescue_turn(content, p0)
    state, _ = act(state, "p0 rescue blue400 permanent")
    state, _ = act(state, spot(state, covering=BLUE_MAPS["blue"]))
    assert state.top == Bonus(0)
    refused(state, "p0 play c75", "cannot play a card")


# card 76 -----------------------------------------------------------------------------------


def test_give_up_a_permanent_basket_for_five_fish(content):
    p0 = seat(content, "blue", hand=(76,), fish=1, baskets=2, baskets_used=1)
    state = rescue_turn(content, p0)
    state, events = act(state, "p0 play c76")
    assert state.seats[0].baskets == 1 and state.seats[0].fish == 6
    assert of_kind(events, "BasketsChanged")[0].baskets == 1


def test_give_up_a_basket_needs_a_basket(content):
    p0 = seat(content, "blue", hand=(76,), baskets=0)
    state = rescue_turn(content, p0)
    refused(state, "p0 play c76", "no permanent basket")


def buy_step(content, p0_hand, p0_fish=0, kept=(98, 99, 67, 76), **seat_changes):
    p0 = seat(content, "blue", hand=p0_hand, fish=p0_fish, kept=kept, **seat_changes)
    p1 = seat(content, "green", kept=(100, 101))
    state = position(content, 2, (p0, p1), phase="buy", step=0)
    assert state.phase == "buy" and state.step == 1 and 0 in to_move(state)
    return state


def test_give_up_a_basket_in_the_buy_step_when_held_before_it(content):
    state = buy_step(content, (76,))
    assert "p0 play c76" in plays(state)
    state, _ = act(state, "p0 play c76")
    assert state.seats[0].fish == 5 and state.seats[0].baskets == 0
    state, _ = act(state, "p0 buy c98")
    assert state.seats[0].fish == 3


def test_fish_cards_bought_in_the_buy_step_cannot_pay_in_it(content):
    state = buy_step(content, (), p0_fish=4)
    state, _ = act(state, "p0 buy c76", "p0 buy c67")
    assert state.seats[0].fish == 0
    assert not plays(state)
    refused(state, "p0 play c76", "before the buy step")
    refused(state, "p0 play c67", "before the buy step")


@pytest.mark.parametrize("card", FISH_CARDS)
def test_every_fish_card_held_before_the_buy_step_is_playable_in_it(content, card):
    assert content.cards[card].in_buy_step
    state = buy_step(content, (card,))
    assert any(t.startswith(f"p0 play c{card}") for t in plays(state))
    text = f"p0 play c{card}" + (" blue" if card in (96, 97) else "")
    state, _ = act(state, text)
    assert card in state.discard and card not in state.seats[0].hand


@pytest.mark.parametrize("card", OTHER_ANYTIME)
def test_other_anytime_cards_are_not_playable_in_the_buy_step(content, card):
    assert not content.cards[card].in_buy_step
    state = buy_step(content, (card,))
    assert not plays(state)
    refused(state, f"p0 play c{card}", "fish")


# card 77 -----------------------------------------------------------------------------------


def test_move_cats_switches_their_fields_and_cost(content):
    p0 = seat(content, "blue", hand=(77,), fish=3)
    state = rescue_turn(content, p0)
    assert rescues(state) == {"p0 rescue blue400 permanent", "p0 rescue red401 permanent"}
    state, events = act(state, "p0 play c77")
    assert state.top == MoveCats(0)
    refused(state, "p0 done", "move at least one cat")
    state, events = act(state, "p0 move purple403", "p0 move blue400")
    assert [(e.tile, e.to) for e in of_kind(events, "CatMoved")] == [
        (Tile(403, "purple"), "left"),
        (Tile(400, "blue"), "right"),
    ]
    refused(state, "p0 move blue400", "already been moved")
    state, _ = act(state, "p0 done")
    assert state.left == (Tile(401, "red"), Tile(403, "purple"))
    assert state.right == (Tile(402, "green"), Tile(400, "blue"))
    assert state.top == RescueTurn(0)
    assert rescues(state) == {"p0 rescue red401 permanent", "p0 rescue purple403 permanent"}
    refused(state, "p0 rescue blue400 permanent", "costs 5 fish")


def test_move_cats_stops_after_three(content):
    p0 = seat(content, "blue", hand=(77,), fish=3)
    state = rescue_turn(content, p0)
    state, _ = act(state, "p0 play c77", "p0 move blue400", "p0 move red401", "p0 move green402")
    assert state.top == RescueTurn(0)
    assert state.left == (Tile(402, "green"),)
    assert state.right == (Tile(403, "purple"), Tile(400, "blue"), Tile(401, "red"))


def test_move_cats_needs_a_cat_in_the_fields(content):
    state = rare_turn(content, seat(content, "blue", hand=(77,)))
    refused(state, "p0 play c77", "no cat in the fields")


# cards 78/79 -------------------------------------------------------------------------------


@pytest.mark.parametrize("card", [78, 79])
def test_fish_per_private_lesson_in_play(content, card):
    p0 = seat(content, "blue", hand=(card, 126, 144), lessons=(113, 120, 125), fish=2)
    state, _ = act(rare_turn(content, p0), f"p0 play c{card}")
    assert state.seats[0].fish == 2 + 3, "lessons still in hand do not count"


# cards 80-82 -------------------------------------------------------------------------------


@pytest.mark.parametrize("card", [80, 81, 82])
def test_extra_rescue_allows_a_second_paid_rescue_in_the_turn(content, card):
    p0 = seat(content, "blue", hand=(card,), fish=8, baskets=2, tiles=(anchor(content),))
    state = rescue_turn(content, p0)
    state, _ = act(state, f"p0 play c{card}")
    assert state.seats[0].extra_rescues == 1
    state, _ = act(state, "p0 rescue blue400 permanent")
    state, _ = act(state, spot(state))
    assert state.top == RescueTurn(0, 1), "the turn goes on"
    assert "p0 pass" not in legal(state) and "p0 done" in legal(state)
    refused(state, "p0 pass", "cannot pass")
    state, _ = act(state, "p0 rescue green402 permanent")
    state, _ = act(state, spot(state))
    s0 = state.seats[0]
    assert s0.fish == 0 and s0.baskets_used == 2 and s0.extra_rescues == 0
    assert len(s0.tiles) == 3
    assert state.top == RescueTurn(1), "after the second rescue the turn ends"


def test_extra_rescue_needs_its_own_basket(content):
    p0 = seat(content, "blue", hand=(80,), fish=20, baskets=1, tiles=(anchor(content),))
    state = rescue_turn(content, p0)
    state, _ = act(state, "p0 play c80", "p0 rescue blue400 permanent")
    state, _ = act(state, spot(state))
    assert state.top == RescueTurn(0, 1) and not rescues(state)
    refused(state, "p0 rescue red401 permanent", "no unused permanent basket")
    state, _ = act(state, "p0 done")
    assert state.seats[0].extra_rescues == 1, "an unused extra stays pending"


def test_extra_rescue_needs_its_own_fish(content):
    p0 = seat(content, "blue", hand=(80,), fish=5, baskets=2, tiles=(anchor(content),))
    state = rescue_turn(content, p0)
    state, _ = act(state, "p0 play c80", "p0 rescue blue400 permanent")
    state, _ = act(state, spot(state))
    assert state.seats[0].fish == 2 and not rescues(state)
    refused(state, "p0 rescue red401 permanent", "costs 3 fish and you have 2")


def test_extra_rescue_played_before_the_turn_is_used_on_the_next_turn(content):
    p0 = seat(content, "blue", hand=(80,), fish=20, baskets=2, tiles=(anchor(content),))
    p1 = seat(content, "green", fish=0)
    state = position(
        content,
        2,
        (p0, p1),
        phase="rescue",
        window=False,
        left=(Tile(400, "blue"), Tile(401, "red"), Tile(404, "red")),
    )
    assert isinstance(state.top, AnytimeRound) and state.top.window == "before_rescue_turn"
    state, _ = act(state, "p0 play c80")
    assert state.top == RescueTurn(0) and state.seats[0].extra_rescues == 1
    state, _ = act(state, "p0 rescue blue400 permanent")
    state, _ = act(state, spot(state), "p0 rescue red401 permanent")
    state, _ = act(state, spot(state))
    assert state.top == RescueTurn(1) and state.seats[0].extra_rescues == 0


def test_unused_extra_rescue_waits_for_a_later_turn(content):
    p0 = seat(
        content, "blue", hand=(80,), fish=20, baskets=1, declared=(43,), tiles=(anchor(content),)
    )
    p1 = seat(content, "green", fish=0)
    state = rescue_turn(content, p0, p1)
    state, _ = act(state, "p0 play c80", "p0 rescue blue400 permanent")
    state, _ = act(state, spot(state), "p0 done", "p1 pass")
    assert state.top == RescueTurn(0) and state.seats[0].extra_rescues == 1
    state, _ = act(state, "p0 rescue red401 full")
    state, _ = act(state, spot(state))
    assert state.top == RescueTurn(0, 1), "the pending extra allows one more rescue"


def test_extra_rescue_stays_pending_into_the_next_day(content):
    p0 = seat(content, "blue", hand=(80,), fish=20, baskets=2, tiles=(anchor(content),))
    state = rare_turn(content, p0)
    state, _ = act(state, "p0 play c80", "p0 pass", "p1 pass")
    assert state.day == 2 and state.seats[0].extra_rescues == 1
    state = drive(state, lambda s: s.phase == "rescue" and s.top == RescueTurn(0))
    assert state.seats[0].extra_rescues == 1
    cat = sorted(rescues(state))[0].split()[2]
    state, _ = act(state, f"p0 rescue {cat} permanent")
    state, _ = act(state, spot(state))
    assert state.top == RescueTurn(0, 1) and rescues(state)


def test_extra_rescues_stack(content):
    p0 = seat(content, "blue", hand=(80, 81), fish=20, baskets=3, tiles=(anchor(content),))
    state = rescue_turn(content, p0)
    state, _ = act(state, "p0 play c80", "p0 play c81")
    assert state.seats[0].extra_rescues == 2
    for cat in ("blue400", "red401", "green402"):
        state, _ = act(state, f"p0 rescue {cat} permanent")
        state, _ = act(state, spot(state))
    s0 = state.seats[0]
    assert len(s0.tiles) == 4 and s0.fish == 20 - 3 - 3 - 5 and s0.extra_rescues == 0
    assert state.top == RescueTurn(1)


# card 83 -----------------------------------------------------------------------------------


def test_draw_four_tiles_to_the_fields(content):
    p0 = seat(content, "blue", hand=(83,), fish=3)
    state = rescue_turn(content, p0, rares=(206,))
    bag = len(state.bag)
    state, _ = act(state, "p0 play c83")
    state = dealer(state, "draw orange410")
    assert state.top == ChooseField(0, Tile(410, "orange"))
    assert legal(state) == {"p0 field left", "p0 field right"}
    state, _ = act(state, "p0 field right")
    state = dealer(state, "draw rare212")
    state = dealer(state, "draw orange411")
    state, _ = act(state, "p0 field left")
    state = dealer(state, "draw rare201")
    assert to_move(state) == (0,), "the rare treasures count among the four"
    assert state.top == RescueTurn(0)
    assert len(state.bag) == bag - 4
    assert state.rares == (206, 212, 201)
    assert state.left == (Tile(400, "blue"), Tile(401, "red"), Tile(411, "orange"))
    assert state.right == (Tile(402, "green"), Tile(403, "purple"), Tile(410, "orange"))
    assert "p0 rescue orange411 permanent" in rescues(state)


def test_draw_four_before_phase_zero_leaves_the_cats_and_phase_zero_adds_all_its_own(content):
    p0 = seat(content, "blue", hand=(83,))
    state = position(content, 2, (p0, seat(content, "green")), phase="fill", day=2, window=False)
    assert state.top == AnytimeRound("before_fill", (0, 1))
    state, _ = act(
        state,
        "p0 play c83",
        "draw red400",
        "p0 field left",
        "draw red401",
        "p0 field right",
        "draw rare201",
        "draw red402",
        "p0 field left",
    )
    assert state.phase == "fill" and to_move(state) == (CHANCE,)
    cats = [f"draw {c}{s}" for s in (405, 406) for c in COLORS[:4]]  # 8 cats for 2 players
    state = dealer(state, *cats)
    assert state.left == (
        Tile(400, "red"),
        Tile(402, "red"),
        Tile(405, "blue"),
        Tile(405, "green"),
        Tile(405, "red"),
        Tile(405, "purple"),
    )
    assert state.right == (
        Tile(401, "red"),
        Tile(406, "blue"),
        Tile(406, "green"),
        Tile(406, "red"),
        Tile(406, "purple"),
    )
    assert state.phase == "deal" and state.rares[-1] == 201


def test_draw_tiles_with_a_nearly_empty_bag_draw_what_is_left(content):
    p0 = seat(content, "blue", hand=(75, 83), fish=3)
    state = rescue_turn(content, p0, bag=(Tile(201), Tile(405, "red")))
    state, _ = act(state, "p0 play c83", "draw red405", "p0 field left", "draw rare201")
    assert state.top == RescueTurn(0) and state.bag == () and state.rares == (201,)
    assert state.left[-1] == Tile(405, "red")
    refused(state, "p0 play c75", "bag is empty")


def test_draw_cards_with_a_nearly_empty_deck_draw_what_is_left(content):
    p0 = seat(content, "blue", hand=(73,), fish=3)
    state = rare_turn(content, p0, deck=(120,))
    state, _ = act(state, "p0 play c73", "deal c120")
    assert state.top == MiniBuy(0, (120,)) and state.deck == ()
    state, _ = act(state, "p0 done")
    assert 120 in state.discard and state.top == RareTurn(0)


# cards 84/85 -------------------------------------------------------------------------------


@pytest.mark.parametrize("card", [84, 85])
def test_gain_a_permanent_basket_usable_at_once(content, card):
    p0 = seat(content, "blue", hand=(card,), fish=5, baskets=1, baskets_used=1)
    state = rescue_turn(content, p0)
    assert not rescues(state)
    state, events = act(state, f"p0 play c{card}")
    assert state.seats[0].baskets == 2
    assert of_kind(events, "BasketsChanged")[0].baskets == 2
    state, _ = act(state, "p0 rescue red401 permanent")
    assert state.seats[0].baskets_used == 2


# cards 86/87 -------------------------------------------------------------------------------


@pytest.mark.parametrize("card", [86, 87])
def test_give_up_two_private_lessons_for_a_basket(content, card):
    p0 = seat(content, "blue", hand=(card,), lessons=(113, 120, 125))
    state = rare_turn(content, p0)
    assert {
        f"p0 play c{card} c113 c120",
        f"p0 play c{card} c113 c125",
        f"p0 play c{card} c120 c125",
    } == plays(state)
    state, events = act(state, f"p0 play c{card} c113 c125")
    s0 = state.seats[0]
    assert s0.lessons == (120,) and s0.baskets == 2
    assert {113, 125, card} <= set(state.discard)
    assert of_kind(events, "LessonsDiscarded")[0].cards == (113, 125)


def test_give_up_lessons_needs_two_lessons_in_play(content):
    p0 = seat(content, "blue", hand=(86, 114), lessons=(113,))
    state = rare_turn(content, p0)
    refused(state, "p0 play c86 c113 c114", "2 private lessons")
    p0 = seat(content, "blue", hand=(86, 114), lessons=(113, 120))
    state = rare_turn(content, p0)
    refused(state, "p0 play c86 c113 c114", "in play")
    refused(state, "p0 play c86 c113", "name the 2 private lessons")


# cards 88/89 -------------------------------------------------------------------------------


def treasure_boat(content) -> tuple[Placed, ...]:
    return boat(
        anchor(content),  # t0: a cat
        placed(content, 100, None, 11, 4),  # t1: a common
        placed(content, 206, None, 11, 5),  # t2: a rare (11..12, 5..6)
        placed(content, 103, None, 10, 2, 0),
    )  # t3: a common (10..12, 2)


@pytest.mark.parametrize("card", [88, 89])
def test_give_up_two_treasures_for_a_basket(content, card):
    tiles = treasure_boat(content)
    p0 = seat(content, "blue", hand=(card,), tiles=tiles)
    state = rare_turn(content, p0, rares=())
    assert {f"p0 play c{card} t1 t2", f"p0 play c{card} t1 t3", f"p0 play c{card} t2 t3"} == plays(
        state
    )
    state, events = act(state, f"p0 play c{card} t1 t2")
    s0 = state.seats[0]
    assert s0.tiles == (tiles[0], tiles[3]) and s0.baskets == 2
    assert s0.occupied == tiles[0].mask | tiles[3].mask, "the cells are free again"
    assert of_kind(events, "TilesRemoved")[0].tiles == (Tile(100), Tile(206))
    assert Tile(206) in state.gone and state.commons == (5, 5, 5, 5), "out of the game"


def test_give_up_treasures_only_names_treasures(content):
    p0 = seat(content, "blue", hand=(88,), tiles=treasure_boat(content))
    state = rare_turn(content, p0, rares=())
    refused(state, "p0 play c88 t0 t1", "treasure tiles")
    refused(state, "p0 play c88 t1", "name the 2 treasure tiles")
    p0 = seat(content, "blue", hand=(88,), tiles=treasure_boat(content)[:2])
    state = rare_turn(content, p0, rares=())
    refused(state, "p0 play c88 t0 t1", "2 treasures")


def test_freed_cells_can_be_covered_again(content):
    tiles = boat(placed(content, 103, None, 12, 1, 0), placed(content, 100, None, 15, 1))
    p0 = seat(content, "blue", hand=(88, 98), tiles=tiles)
    state = rare_turn(content, p0, rares=(212,))
    # the I-tromino covered the blue map (14, 1): removing it uncovers the map
    state, _ = act(state, "p0 play c88 t0 t1")
    assert state.seats[0].occupied == 0
    state, _ = act(state, "p0 play c98 rare212")
    places = [a for a in legal_actions(state, 0) if isinstance(a, Place)]
    assert len(places) == len(content.shapes[212].placements), "an empty boat again: anywhere"
    text = spot(state, covering=(13, 1))
    assert mask_of_place(state, text) & mask_of([(12, 1), (13, 1), (14, 1)])
    state, _ = act(state, text)
    assert state.seats[0].tiles[-1].shape == 212


def test_after_removing_treasures_a_split_boat_needs_touching_any_tile(content):
    # cat - common - cat in a row: removing the common leaves two separate groups
    left = placed(content, 415, "blue", 3, 4, 1)  # (3..7, 4)
    middle = placed(content, 100, None, 8, 4)
    right = placed(content, 415, "red", 9, 4, 1)  # (9..13, 4)
    rare = placed(content, 206, None, 14, 4)  # (14..15, 4..5)
    p0 = seat(content, "blue", hand=(88, 98), tiles=boat(left, middle, right, rare))
    state = rare_turn(content, p0, rares=(212,))
    state, _ = act(state, "p0 play c88 t1 t3", "p0 play c98 rare212")
    masks = {
        mask_of_place(state, a.text()) for a in legal_actions(state, 0) if isinstance(a, Place)
    }
    assert any(m & neighbours(left.mask) and not m & neighbours(right.mask) for m in masks)
    assert any(m & neighbours(right.mask) and not m & neighbours(left.mask) for m in masks)
    assert all(m & neighbours(left.mask | right.mask) for m in masks)


# cards 90-97 -------------------------------------------------------------------------------


@pytest.mark.parametrize("card", [90, 91])
def test_fish_per_colour_present_counts_an_oshax_as_its_colour(content, card):
    tiles = boat(
        *oshax_boat(content, "red", "orange"),
        placed(content, 415, "blue", 1, 6, 1),
        placed(content, 412, "blue", 2, 3),
        placed(content, 100, None, 10, 6),
    )
    # colours: orange (anchor and an Oshax), red (Oshax), blue (two cats): 3
    p0 = seat(content, "blue", hand=(card,), fish=0, tiles=tiles)
    state, _ = act(rare_turn(content, p0, oshax=(302, 303, 304, 305)), f"p0 play c{card}")
    assert state.seats[0].fish == 3


def test_fish_per_colour_present_is_at_most_five_an_oshax_is_never_a_sixth(content):
    tiles = boat(
        anchor(content, "orange"),
        placed(content, 415, "blue", 3, 2, 1),
        placed(content, 412, "green", 2, 3),
        placed(content, 300, "red", 11, 3),
        placed(content, 415, "purple", 4, 7, 1),
        placed(content, 301, "purple", 15, 2),
    )
    p0 = seat(content, "blue", hand=(90,), fish=0, tiles=tiles)
    state, _ = act(rare_turn(content, p0, oshax=(302, 303, 304, 305)), "p0 play c90")
    assert state.seats[0].fish == 5


@pytest.mark.parametrize("card", [92, 93])
def test_fish_per_rare_treasure(content, card):
    tiles = boat(*treasure_boat(content), placed(content, 212, None, 5, 4, 1))
    p0 = seat(content, "blue", hand=(card,), fish=1, tiles=tiles)
    state, _ = act(rare_turn(content, p0, rares=()), f"p0 play c{card}")
    assert state.seats[0].fish == 1 + 2 * 2


@pytest.mark.parametrize("card", [94, 95])
def test_fish_per_common_treasure(content, card):
    tiles = boat(*treasure_boat(content), placed(content, 101, None, 7, 4))
    p0 = seat(content, "blue", hand=(card,), fish=1, tiles=tiles)
    state, _ = act(rare_turn(content, p0, rares=()), f"p0 play c{card}")
    assert state.seats[0].fish == 1 + 3


@pytest.mark.parametrize("card", [96, 97])
def test_fish_per_cat_of_the_colour_chosen_on_play(content, card):
    tiles = boat(
        anchor(content, "red"),
        placed(content, 415, "red", 3, 2, 1),
        placed(content, 412, "blue", 2, 3),
        placed(content, 300, "red", 11, 3),
    )
    p0 = seat(content, "blue", hand=(card,), fish=0, tiles=tiles)
    state = rare_turn(content, p0, oshax=(301, 302, 303, 304, 305))
    assert {f"p0 play c{card} {c}" for c in COLORS} <= plays(state)
    refused(state, f"p0 play c{card}", "name a colour")
    red, _ = act(state, f"p0 play c{card} red")
    assert red.seats[0].fish == 3, "two red cats and a red Oshax"
    blue, events = act(state, f"p0 play c{card} blue")
    assert blue.seats[0].fish == 1
    assert of_kind(events, "CardPlayed")[0].color == "blue"
    green, _ = act(state, f"p0 play c{card} green")
    assert green.seats[0].fish == 0


# --- 4. Treasure cards 98-112 ---------------------------------------------------------------


@pytest.mark.parametrize("card", range(98, 107))
def test_rare_or_commons_card_takes_one_rare(content, card):
    p0 = seat(content, "blue", hand=(card,), tiles=(anchor(content),))
    state = rare_turn(content, p0, rares=(201, 206, 212))
    assert {
        f"p0 play c{card} rare201",
        f"p0 play c{card} rare206",
        f"p0 play c{card} rare212",
        f"p0 play c{card} commons",
    } == plays(state)
    state, events = act(state, f"p0 play c{card} rare206")
    assert state.rares == (201, 212) and state.top == PlaceTile(0, Tile(206), "treasure")
    refused(state, "p0 take common100", "no treasure to take")
    state, _ = act(state, spot(state))
    assert [t.shape for t in state.seats[0].tiles] == [404, 206]
    assert state.commons == (5, 5, 5, 5), "a rare uses the card up: no commons"
    assert state.top == RareTurn(1)


def test_rare_or_commons_card_takes_two_commons_of_any_shape(content):
    p0 = seat(content, "blue", hand=(98,), tiles=(anchor(content),))
    state = rare_turn(content, p0, rares=(201,))
    state, _ = act(state, "p0 play c98 commons")
    assert state.top == Commons(0, 2, False)
    assert {t.split()[-1] for t in legal(state)} == set(COMMONS), "no done before one is taken"
    refused(state, "p0 done", "at least one")
    refused(state, "p0 take rare201", "cannot be taken")
    state, _ = act(state, "p0 take common103")
    state, _ = act(state, spot(state))
    assert state.top == Commons(0, 1, False, 1)
    refused(state, "p0 take rare201", "cannot be taken")
    state, _ = act(state, "p0 take common102")
    state, _ = act(state, spot(state))
    assert [t.shape for t in state.seats[0].tiles] == [404, 103, 102]
    assert state.commons == (5, 5, 4, 4) and state.rares == (201,)
    assert state.top == RareTurn(1)


def test_rare_or_commons_card_may_stop_after_one_common(content):
    p0 = seat(content, "blue", hand=(98,), tiles=(anchor(content),))
    state = rare_turn(content, p0)
    state, _ = act(state, "p0 play c98 commons", "p0 take common100")
    state, _ = act(state, spot(state), "p0 done")
    assert [t.shape for t in state.seats[0].tiles] == [404, 100]
    assert state.top == RareTurn(1)


def test_rare_or_commons_card_needs_a_choice(content):
    state = rare_turn(content, seat(content, "blue", hand=(98,)))
    refused(state, "p0 play c98", "rare treasure or 'commons'")
    refused(state, "p0 play c98 small", "rare treasure or 'commons'")


def test_treasure_card_is_not_playable_when_the_supply_is_empty(content):
    p0 = seat(content, "blue", hand=(98, 107), fish=5)
    state = rare_turn(content, p0, rares=(), commons=(0, 0, 0, 0))
    assert not plays(state)
    refused(state, "p0 play c98 commons", "no common treasure")
    refused(state, "p0 play c98 rare201", "rare treasure that is in the supply")
    refused(state, "p0 play c107 small", "no small treasure")
    refused(state, "p0 play c107 paid", "no common treasure")


def test_treasure_card_is_not_playable_when_nothing_fits(content):
    p0 = seat(content, "blue", hand=(98, 107), fish=5, occupied=content.board.cells)
    state = rare_turn(content, p0, rares=(201,))
    assert not plays(state)
    refused(state, "p0 play c98 rare201", "does not fit")
    refused(state, "p0 play c98 commons", "fits")
    refused(state, "p0 play c107 small", "fits")


def test_only_the_treasures_that_fit_are_offered(content):
    # a free line of 3 cells: only the I-tromino and the smaller commons fit, no rare
    free = [(9, 4), (10, 4), (11, 4)]
    p0 = seat(content, "blue", hand=(98,), occupied=all_but(content, free))
    state = rare_turn(content, p0, rares=(201, 212))
    assert plays(state) == {"p0 play c98 commons"}
    state, _ = act(state, "p0 play c98 commons")
    assert {t.split()[-1] for t in legal(state)} == {"common100", "common101", "common103"}
    refused(state, "p0 take common102", "cannot be taken")


def test_treasure_cards_are_played_only_on_a_rare_finds_turn(content):
    p0 = seat(content, "blue", hand=(98, 107), fish=5)
    state = rescue_turn(content, p0)
    refused(state, "p0 play c98 commons", "Rare finds")
    refused(state, "p0 play c107 small", "Rare finds")


@pytest.mark.parametrize("card", range(107, 113))
def test_small_or_paid_card_small_option(content, card):
    p0 = seat(content, "blue", hand=(card,), fish=3, tiles=(anchor(content),))
    state = rare_turn(content, p0)
    assert plays(state) == {f"p0 play c{card} small", f"p0 play c{card} paid"}
    state, _ = act(state, f"p0 play c{card} small")
    assert state.top == Commons(0, 2, True) and state.seats[0].fish == 3
    assert {t.split()[-1] for t in legal(state)} == {"common100", "common101"}
    refused(state, "p0 take common102", "cannot be taken")
    state, _ = act(state, "p0 take common101")
    state, _ = act(state, spot(state), "p0 take common100")
    state, _ = act(state, spot(state))
    assert [t.shape for t in state.seats[0].tiles] == [404, 101, 100]
    assert state.commons == (4, 4, 5, 5) and state.top == RareTurn(1)


@pytest.mark.parametrize("card", range(107, 113))
def test_small_or_paid_card_paid_option(content, card):
    p0 = seat(content, "blue", hand=(card,), fish=3, tiles=(anchor(content),))
    state = rare_turn(content, p0)
    state, events = act(state, f"p0 play c{card} paid")
    assert state.seats[0].fish == 2
    assert [(e.amount, e.reason) for e in of_kind(events, "FishPaid")] == [(1, "treasure")]
    assert state.top == Commons(0, 2, False)
    state, _ = act(state, "p0 take common102")
    state, _ = act(state, spot(state), "p0 take common103")
    state, _ = act(state, spot(state))
    assert [t.shape for t in state.seats[0].tiles] == [404, 102, 103]
    assert state.commons == (5, 5, 4, 4)


def test_small_or_paid_card_paid_option_needs_a_fish(content):
    p0 = seat(content, "blue", hand=(107,), fish=0)
    state = rare_turn(content, p0)
    assert plays(state) == {"p0 play c107 small"}
    refused(state, "p0 play c107 paid", "costs 1 fish")
    refused(state, "p0 play c107", "'small' or 'paid'")
    refused(state, "p0 play c107 rare201", "common treasures only")


def test_small_option_needs_a_small_common_in_the_supply(content):
    p0 = seat(content, "blue", hand=(107,), fish=2)
    state = rare_turn(content, p0, commons=(0, 0, 3, 3))
    assert plays(state) == {"p0 play c107 paid"}
    refused(state, "p0 play c107 small", "no small treasure")


# --- 5. Anytime windows ---------------------------------------------------------------------


def test_any_number_of_anytime_cards_on_your_own_turn(content):
    tiles = boat(
        *oshax_boat(content, "red"),
        placed(content, 100, None, 8, 3),
        placed(content, 206, None, 15, 5),
    )
    p0 = seat(content, "blue", hand=(67, 92, 94, 84), fish=0, tiles=tiles)
    state = rare_turn(content, p0, oshax=(301, 302, 303, 304, 305), rares=())
    state, _ = act(state, "p0 play c67", "p0 play c92", "p0 play c94", "p0 play c84")
    s0 = state.seats[0]
    assert s0.fish == 2 + 2 + 1 and s0.baskets == 2 and s0.hand == ()
    assert state.top == RareTurn(0), "playing cards does not end the turn"


def test_anytime_cards_only_on_your_own_turn(content):
    p1 = seat(content, "green", hand=(94,))
    state = rare_turn(content, seat(content, "blue"), p1)
    assert not legal(state, 1)
    refused(state, "p1 play c94", "not p1's turn")


def test_anytime_round_lets_each_seat_play_one_card_per_pass(content):
    p0 = seat(
        content,
        "blue",
        hand=(67, 94),
        fish=0,
        tiles=oshax_boat(content, "red") + (placed(content, 100, None, 8, 3),),
    )
    p1 = seat(content, "green", hand=(92, 93), fish=0)
    state = position(
        content,
        2,
        (p0, p1),
        phase="lessons",
        window=False,
        oshax=(301, 302, 303, 304, 305),
        left=(Tile(400, "blue"),),
    )
    assert state.top == AnytimeRound("before_lessons", (0, 1))
    assert plays(state) == {"p0 play c67", "p0 play c94"} and "p0 decline" in legal(state)
    state, _ = act(state, "p0 play c67")
    assert state.top.seat == 1 and state.top.played
    refused(state, "p0 play c94", "not p0's turn")
    state, _ = act(state, "p1 decline")
    assert state.top == AnytimeRound("before_lessons", (0, 1)), "somebody played: a new round"
    state, _ = act(state, "p0 play c94", "p1 decline")
    assert isinstance(state.top, AnytimeRound) and state.top.seat == 1, "p0 has nothing left"
    assert state.phase == "lessons"
    state, _ = act(state, "p1 decline")
    assert state.phase == "rescue", "a round in which nobody played ends the window"
    assert state.seats[0].fish == 2 + 1 and state.seats[1].hand == (92, 93)


def test_anytime_round_is_skipped_when_nobody_can_play(content):
    p0 = seat(content, "blue", hand=(76,), baskets=0)  # 76 without a basket is unplayable
    state = position(
        content,
        2,
        (p0, seat(content, "green")),
        phase="lessons",
        window=False,
        left=(Tile(400, "blue"),),
    )
    assert state.phase == "rescue" and state.top == RescueTurn(0)


def test_no_card_can_be_played_while_declaring(content):
    p0 = seat(content, "blue", hand=(43, 94), fish=0)
    state = position(
        content,
        2,
        (p0, seat(content, "green")),
        phase="declare",
        step=0,
        window=True,
        left=(Tile(400, "blue"),),
    )
    assert state.top.__class__.__name__ == "Declaring"
    refused(state, "p0 play c94", "cannot play a card at this moment")


def test_a_card_played_in_a_round_that_needs_choices_still_counts_as_the_seat_s_one(content):
    p0 = seat(content, "blue", hand=(77, 84), fish=5)
    p1 = seat(content, "green", hand=(94,))
    state = position(
        content,
        2,
        (p0, p1),
        phase="rescue",
        window=False,
        left=(Tile(400, "blue"),),
        right=(Tile(401, "red"),),
    )
    assert state.top == AnytimeRound("before_rescue_turn", (0, 1))
    state, _ = act(state, "p0 play c77")
    assert state.top == MoveCats(0)
    state, _ = act(state, "p0 move red401", "p0 done")
    assert isinstance(state.top, AnytimeRound) and state.top.seat == 1
    state, _ = act(state, "p1 decline", "p0 decline", "p1 decline")
    assert state.top == RescueTurn(0) and state.left == (Tile(400, "blue"), Tile(401, "red"))


def test_a_round_is_held_before_each_declaration_of_rescue_cards(content):
    p0 = seat(content, "blue", hand=(43, 84), fish=10)
    p1 = seat(content, "green", hand=(44, 85), fish=10)
    state = position(
        content, 2, (p0, p1), phase="declare", step=0, window=False, left=(Tile(400, "blue"),)
    )
    assert state.top == AnytimeRound("before_declare", (0, 1))
    state, _ = act(state, "p0 decline", "p1 decline")
    assert state.top.__class__.__name__ == "Declaring" and state.top.seat == 0
    state, _ = act(state, "p0 declare c43", "p0 done")
    assert state.top == AnytimeRound("before_declare", (0, 1)), "again before p1 declares"


def test_a_final_round_is_held_after_day_five_before_scoring(content):
    commons = tuple(placed(content, 100, None, x, 4) for x in (11, 12, 13))
    p0 = seat(content, "blue", hand=(94,), fish=1, tiles=boat(anchor(content), *commons))
    state = position(content, 2, (p0, seat(content, "green")), phase="end_of_day", day=5)
    assert state.phase == "final" and state.top == AnytimeRound("final", (0, 1))
    state, events = act(state, "p0 play c94")
    assert state.phase == "over" and state.seats[0].fish == 4
    assert "GameEnded" in kinds(events)


def test_a_round_follows_the_cat_order(content):
    p0 = seat(content, "blue", hand=(84,))
    p1 = seat(content, "green", hand=(85,))
    state = position(
        content, 2, (p0, p1), phase="lessons", window=False, order=(1, 0), left=(Tile(400, "blue"),)
    )
    assert state.top == AnytimeRound("before_lessons", (1, 0)) and to_move(state) == (1,)
    refused(state, "p0 play c84", "not p0's turn")


def test_rare_find_turns_go_round_until_everyone_passed(content):
    p0 = seat(content, "blue", hand=(98,))
    p1 = seat(content, "green", hand=(99, 100))
    state = rare_turn(content, p0, p1)
    state, _ = act(state, "p0 pass", "p1 play c99 commons", "p1 take common100")
    state, _ = act(state, spot(state), "p1 done")
    assert state.top == RareTurn(1), "p0 passed for the rest of the phase"
    state, _ = act(state, "p1 play c100 commons", "p1 take common100")
    state, _ = act(state, spot(state), "p1 done", "p1 pass")
    assert state.phase == "fill" and state.day == 2 and 98 in state.seats[0].hand


def test_decline_outside_a_round_is_refused(content):
    state = rare_turn(content, seat(content, "blue"))
    refused(state, "p0 decline", "no anytime round")


# --- 6. Placement (rules.md section 3.1) ----------------------------------------------------


def expected_masks(content, shape: int, occupied: int) -> set[int]:
    """Rule 3.1 written independently: inside the boat, no overlap, touching by a side unless the
    boat is empty."""
    found = set()
    for k in range(8):
        footprint_cells = orient(content.shapes[shape].cells, k)
        for y in range(9):
            for x in range(22):
                cs = [(x + cx, y + cy) for cx, cy in footprint_cells]
                if any(not (0 <= a < 22 and 0 <= b < 9) for a, b in cs):
                    continue
                m = mask_of(cs)
                if m & ~content.board.cells or m & occupied:
                    continue
                if occupied and not any(
                    mask_of([(a + dx, b + dy)]) & occupied
                    for a, b in cs
                    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                    if 0 <= a + dx < 22 and 0 <= b + dy < 9
                ):
                    continue
                found.add(m)
    return found


@pytest.mark.parametrize("tiles", [(), ("anchor",), ("anchor", "rare")])
def test_legal_placements_are_exactly_those_of_rule_3_1(content, tiles):
    on_boat = boat(
        *({"anchor": anchor(content), "rare": placed(content, 212, None, 3, 4)}[t] for t in tiles)
    )
    p0 = seat(content, "blue", fish=5, tiles=on_boat)
    state = rescue_turn(content, p0)
    state, _ = act(state, "p0 rescue red401 permanent")
    got = {mask_of_place(state, a.text()) for a in legal_actions(state, 0) if isinstance(a, Place)}
    assert got == expected_masks(content, 401, p0.occupied)
    assert len(got) == len([a for a in legal_actions(state, 0) if isinstance(a, Place)])


def test_placement_must_be_inside_without_overlap_and_touching_by_a_side(content):
    p0 = seat(content, "blue", fish=5, tiles=(anchor(content),))
    state = rescue_turn(content, p0)
    state, _ = act(state, "p0 rescue purple403 permanent")  # Y: (1,0) (0,1) (1,1) (1,2) (1,3)
    refused(state, "p0 place 20,0 r0", "inside the boat")
    refused(state, "p0 place 0,0 r0", "inside the boat")
    refused(state, "p0 place 21,4 r0", "inside the boat")
    refused(state, "p0 place 9,3 r0", "overlap")
    refused(state, "p0 place 10,6 r90", "touch")  # (12, 6) (10..13, 7): below, apart
    refused(state, "p0 place 15,2 r0", "touch")
    state, _ = act(state, "p0 place 11,2 r0")  # (12,2) (11,3) (12,3) (12,4) (12,5)
    assert state.seats[0].occupied & bit(11, 3)


def test_diagonal_contact_alone_is_not_touching(content):
    p0 = seat(content, "blue", fish=5, tiles=(placed(content, 100, None, 10, 4),))
    state = rescue_turn(content, p0)
    state, _ = act(state, "p0 rescue blue400 permanent")
    shape = content.shapes[400]
    diagonal = [
        p
        for p in shape.placements
        if p.mask & (bit(11, 5) | bit(9, 5) | bit(11, 3) | bit(9, 3))
        and not p.mask & neighbours(bit(10, 4))
        and not p.mask & bit(10, 4)
    ]
    assert diagonal
    for p in diagonal[:5]:
        refused(state, Place(0, p.x, p.y, p.k).text(), "touch")


def test_first_tile_goes_anywhere(content):
    p0 = seat(content, "blue", fish=5)
    state = rescue_turn(content, p0)
    state, _ = act(state, "p0 rescue blue400 permanent")
    places = [a for a in legal_actions(state, 0) if isinstance(a, Place)]
    assert len(places) == len(content.shapes[400].placements) == 375


def test_tiles_may_cover_rats_and_maps(content):
    p0 = seat(content, "blue", fish=5)
    state = rescue_turn(content, p0)
    state, _ = act(state, "p0 rescue red401 permanent")
    rats = mask_of(BLUE_RATS)
    text = spot(state, covering=(0, 5))
    assert mask_of_place(state, text) & rats
    state, _ = act(state, text)
    assert state.seats[0].occupied & bit(0, 5)
    state, _ = act(state, "p1 pass", "p0 pass")
    assert state.phase == "rare_finds"


# --- 7. Treasure-map bonus (rules.md section 3.3) -------------------------------------------


def test_cat_covering_the_map_of_its_colour_may_take_any_common(content):
    p0 = seat(content, "blue", fish=5)
    state = rescue_turn(content, p0)
    state, _ = act(state, "p0 rescue blue400 permanent")
    state, events = act(state, spot(state, covering=BLUE_MAPS["blue"]))
    assert [(e.color, e.bonus) for e in of_kind(events, "MapCovered")] == [("blue", True)]
    assert state.top == Bonus(0)
    assert legal(state) == {f"p0 take {c}" for c in COMMONS} | {"p0 skip"}
    refused(state, "p0 take rare201", "cannot be taken")
    refused(state, "p0 pass", "pass")
    state, _ = act(state, "p0 take common103")
    assert state.top == PlaceTile(0, Tile(103), "bonus") and state.commons == (5, 5, 5, 4)
    refused(state, "p0 discard", "only a tile drawn with card 75")
    refused(state, "p0 pass", "pass")
    state, _ = act(state, spot(state))
    assert [t.shape for t in state.seats[0].tiles] == [400, 103]
    assert state.top == RescueTurn(1)


def test_map_bonus_is_optional(content):
    p0 = seat(content, "blue", fish=5)
    state = rescue_turn(content, p0)
    state, _ = act(state, "p0 rescue blue400 permanent")
    state, _ = act(state, spot(state, covering=BLUE_MAPS["blue"]), "p0 skip")
    assert state.commons == (5, 5, 5, 5) and len(state.seats[0].tiles) == 1
    assert state.top == RescueTurn(1)


def test_the_bonus_treasure_must_touch_unless_a_place_anywhere_is_played(content):
    p0 = seat(content, "blue", fish=5, hand=(69,))
    state = rescue_turn(content, p0)
    state, _ = act(state, "p0 rescue blue400 permanent")
    state, _ = act(state, spot(state, covering=BLUE_MAPS["blue"]), "p0 take common100")
    refused(state, "p0 place 2,4 r0", "touch")
    assert plays(state) == {"p0 play c69"}
    state, _ = act(state, "p0 play c69", "p0 place 2,4 r0")
    assert state.seats[0].tiles[-1].shape == 100


@pytest.mark.parametrize("color", ["blue", "green", "red", "purple", "orange"])
def test_each_map_rewards_only_its_own_colour(content, color):
    cat_color = "green" if color != "green" else "red"
    p0 = seat(content, "blue", fish=5)
    state = rescue_turn(content, p0, left=(Tile(401, color), Tile(401, cat_color)))
    state, _ = act(state, f"p0 rescue {cat_color}401 permanent")
    state, events = act(state, spot(state, covering=BLUE_MAPS[color]))
    assert [(e.color, e.bonus) for e in of_kind(events, "MapCovered")] == [(color, False)]
    assert state.top == RescueTurn(1) and state.commons == (5, 5, 5, 5)
    p0 = seat(content, "blue", fish=5)
    state = rescue_turn(content, p0, left=(Tile(401, color),))
    state, _ = act(state, f"p0 rescue {color}401 permanent")
    state, events = act(state, spot(state, covering=BLUE_MAPS[color]))
    assert [(e.color, e.bonus) for e in of_kind(events, "MapCovered")] == [(color, True)]
    assert state.top == Bonus(0)


def test_a_treasure_covering_a_map_gives_nothing(content):
    p0 = seat(content, "blue", hand=(98,))
    state = rare_turn(content, p0)
    state, _ = act(state, "p0 play c98 commons", "p0 take common100")
    state, events = act(state, spot(state, covering=BLUE_MAPS["blue"]))
    assert [(e.color, e.bonus) for e in of_kind(events, "MapCovered")] == [("blue", False)]
    assert state.top == Commons(0, 1, False, 1)


def test_only_the_tile_just_placed_triggers_a_bonus(content):
    # the blue map is already covered by a blue cat; a second blue cat touching it gets nothing
    first = placed(content, 415, "blue", 10, 1, 1)  # (10..14, 1)
    assert first.mask & bit(*BLUE_MAPS["blue"])
    p0 = seat(content, "blue", fish=5, tiles=(first,))
    state = rescue_turn(content, p0)
    state, _ = act(state, "p0 rescue blue400 permanent")
    state, events = act(state, spot(state, covering=(13, 2)))
    assert not of_kind(events, "MapCovered") and state.top == RescueTurn(1)


def test_no_bonus_when_the_supply_has_no_common_left(content):
    p0 = seat(content, "blue", fish=5)
    state = rescue_turn(content, p0, commons=(0, 0, 0, 0))
    state, _ = act(state, "p0 rescue blue400 permanent")
    state, events = act(state, spot(state, covering=BLUE_MAPS["blue"]))
    assert [(e.color, e.bonus) for e in of_kind(events, "MapCovered")] == [("blue", True)]
    assert state.top == RescueTurn(1) and state.commons == (0, 0, 0, 0)


def test_bonus_offers_only_commons_that_fit(content):
    free = [(x, 1) for x in range(10, 16)]  # room for the blue I cat and one more cell
    p0 = seat(content, "blue", fish=5, occupied=all_but(content, free))
    state = rescue_turn(content, p0, left=(Tile(415, "blue"),), right=())
    state, _ = act(state, "p0 rescue blue415 permanent")
    state, _ = act(state, spot(state, covering=BLUE_MAPS["blue"]))
    assert legal(state) == {"p0 take common100", "p0 skip"}
    state = rescue_turn(content, p0, left=(Tile(415, "blue"),), right=(), commons=(0, 5, 5, 5))
    state, _ = act(state, "p0 rescue blue415 permanent")
    state, events = act(state, spot(state, covering=BLUE_MAPS["blue"]))
    assert of_kind(events, "MapCovered")[0].bonus
    assert not any(isinstance(f, Bonus) for f in state.stack) and state.phase == "rare_finds"
    assert state.commons == (0, 5, 5, 5)


def test_bonus_offers_only_commons_still_in_the_supply(content):
    p0 = seat(content, "blue", fish=5)
    state = rescue_turn(content, p0, commons=(0, 2, 0, 0))
    state, _ = act(state, "p0 rescue blue400 permanent")
    state, _ = act(state, spot(state, covering=BLUE_MAPS["blue"]))
    assert legal(state) == {"p0 take common101", "p0 skip"}
    refused(state, "p0 take common100", "cannot be taken")


def test_the_bonus_is_taken_before_anything_else(content):
    p0 = seat(content, "blue", fish=10, baskets=2, hand=(80, 75))
    state = rescue_turn(content, p0)
    state, _ = act(state, "p0 play c80", "p0 rescue blue400 permanent")
    state, _ = act(state, spot(state, covering=BLUE_MAPS["blue"]))
    assert state.top == Bonus(0)
    refused(state, "p0 rescue red401 permanent", "rescue turn")
    refused(state, "p0 play c75", "cannot play")


# --- 8. Only a tile that can be placed (rules.md section 3.2) -------------------------------


def test_a_cat_that_fits_nowhere_is_not_offered(content):
    free = [(x, 4) for x in range(5, 10)]  # a straight line of 5 free cells
    p0 = seat(content, "blue", fish=10, occupied=all_but(content, free))
    state = rescue_turn(content, p0, left=(Tile(415, "blue"), Tile(412, "red")))
    assert rescues(state) == {"p0 rescue blue415 permanent"}
    refused(state, "p0 rescue red412 permanent", "does not fit")


@pytest.mark.parametrize("shape", [412, 206])
def test_on_the_real_boat_a_tile_that_fits_somewhere_also_fits_touching(content, shape):
    """Why the "fits only away" tests use the AWAY cell: if a placement P touches nothing, its
    neighbours are free, so every placement inside the free cells found so far touches nothing
    either and frees its own neighbours; from any start this closes over the whole boat, so no
    set of covered cells leaves the shape only non-touching spots."""
    board = content.board.cells
    placements = content.shapes[shape].placements
    for start in placements:
        free = (start.mask | neighbours(start.mask)) & board
        while True:
            grown = free
            for p in placements:
                if not p.mask & ~free:
                    grown |= neighbours(p.mask) & board
            if grown == free:
                break
            free = grown
        assert free == board, (start.x, start.y, start.k)


def test_a_cat_fitting_only_away_from_your_tiles_needs_a_held_place_anywhere(content):
    occupied = AWAY
    p0 = seat(content, "blue", fish=10, occupied=occupied)
    state = rescue_turn(content, p0, left=(Tile(412, "red"),), right=())
    assert not rescues(state)
    refused(state, "p0 rescue red412 permanent", "does not fit")
    p0 = seat(content, "blue", fish=10, occupied=occupied, hand=(69,))
    state = rescue_turn(content, p0, left=(Tile(412, "red"),), right=())
    assert rescues(state) == {"p0 rescue red412 permanent"}
    state, _ = act(state, "p0 rescue red412 permanent")
    assert legal(state) == {"p0 play c69"}, "the card must be played to place the cat"
    refused(state, PLUS_AT_CENTRE, "touch")
    state, _ = act(state, "p0 play c69", PLUS_AT_CENTRE)
    assert state.seats[0].tiles[-1].tile == Tile(412, "red")


def test_a_rare_find_that_fits_only_away_is_offered_with_a_place_anywhere(content):
    p0 = seat(content, "blue", hand=(98, 1, 69), occupied=AWAY)
    state = rare_turn(content, p0, rares=(201,), commons=(0, 0, 0, 0))
    assert {"p0 play c98 rare201", "p0 play c1 oshax300 red"} <= plays(state)
    state, _ = act(state, "p0 play c98 rare201")
    assert legal(state) == {"p0 play c69"}
    p0 = seat(content, "blue", hand=(98, 1), occupied=AWAY)
    state = rare_turn(content, p0, rares=(201,), commons=(0, 0, 0, 0))
    assert not plays(state)
    refused(state, "p0 play c98 rare201", "does not fit")
    refused(state, "p0 play c1 oshax300 red", "does not fit")


# --- 9. Illegal actions and purity ----------------------------------------------------------


@pytest.mark.parametrize(
    "text,word",
    [
        ("p0 rescue orange410 permanent", "not in a field"),
        ("p0 rescue red401 full", "no unused full basket"),
        ("p0 play c67", "do not hold"),
        ("p0 play c999", "no card 999"),
        ("p0 place 3,3 r0", "no tile to place"),
        ("p0 take common100", "no treasure to take"),
        ("p0 skip", "no treasure-map bonus"),
        ("p0 move blue400", "no card lets you move"),
        ("p0 field left", "no drawn cat"),
        ("p0 discard", "only a tile drawn"),
        ("p0 done", "rescue a cat or pass"),
        ("p0 buy c98", "only buy cards in the buy step"),
        ("p0 declare c43", "declared at the start"),
        ("p1 pass", "not p1's turn"),
        ("draw blue403", "no draw is due"),
    ],
)
def test_illegal_actions_give_a_reason(content, text, word):
    p0 = seat(content, "blue", fish=10, hand=(43,))
    state = rescue_turn(content, p0)
    error = refused(state, text, word)
    assert error.reason and word in error.reason
    with pytest.raises(IllegalActionError):
        check_action(state, parse_action(text))


def test_the_dealer_must_act_when_a_draw_is_due(content):
    state = rare_turn(content, seat(content, "blue", hand=(75,)))
    state, _ = act(state, "p0 play c75")
    refused(state, "p0 pass", "dealer must draw")
    state = replace(state, rares=(201,), bag=tuple(t for t in state.bag if t != Tile(201)))
    refused(state, "draw rare201", "not in the bag")


def test_apply_action_leaves_the_given_state_unchanged(content):
    p0 = seat(
        content, "blue", fish=10, hand=(69, 75, 80, 88, 98), baskets=2, tiles=treasure_boat(content)
    )
    state = rescue_turn(content, p0)
    texts = ["p0 play c80", "p0 rescue blue400 permanent", None, "p0 play c88 t1 t3", "p0 play c69"]
    for text in texts:
        text = text or spot(state)
        before = state_to_json(state)
        copy = state
        new, events = apply_action(state, parse_action(text))
        assert state_to_json(state) == before and state == copy
        assert new != state and events
        state = new
    rare = rare_turn(content, seat(content, "blue", hand=(98,)))
    before = state_to_json(rare)
    apply_action(rare, parse_action("p0 play c98 commons"))
    assert state_to_json(rare) == before
