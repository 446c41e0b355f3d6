"""Rules corrections of the bad-input and rules audit (issue 13, items 8 and 9): the mini buy's
fish cards, the secret buy step, the starting turn order, a map renewed by 88/89, and one text
and one legality path for every action."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.isle.rules import (
    IllegalActionError,
    apply_action,
    check_action,
    legal_actions,
    observe,
    observe_events,
    parse_action,
    to_move,
)
from game.isle.rules.actions import Keep, Place, Play, Take
from game.isle.rules.errors import ActionSyntaxError
from game.isle.rules.events import CardBought, FishPaid
from game.isle.rules.geometry import bit
from game.isle.rules.ids import Tile
from game.isle.rules.placement import footprint
from game.isle.rules.state import Bonus, MiniBuy, PlaceTile, RareTurn
from game.isle.rules.view import HIDDEN
from game.isle.session.match import Match
from tests.isle.rules.builders import act, placed, position, seat
from tests.isle.rules.test_cards import (
    BLUE_MAPS,
    anchor,
    boat,
    buy_step,
    dealer,
    kinds,
    of_kind,
    plays,
    rare_turn,
    refused,
    spot,
)

# --- a fish card bought in a mini buy waits (rules.md 5) -------------------------------------


def test_a_fish_card_bought_in_a_mini_buy_cannot_pay_in_that_mini_buy(content):
    p0 = seat(content, "blue", hand=(71, 94), fish=2, tiles=(anchor(content),))
    state = rare_turn(content, p0)
    state, _ = act(state, "p0 play c71")
    state = dealer(state, "deal c92", "deal c113")
    assert isinstance(state.top, MiniBuy)
    assert plays(state) == {"p0 play c94"}, "a fish card held before the draw may help pay"
    state, _ = act(state, "p0 buy c92")
    assert 92 in state.seats[0].hand and state.seats[0].fish == 0
    assert plays(state) == {"p0 play c94"}, "the fish card just bought may not"
    refused(state, "p0 play c92", "mini buy")
    state, _ = act(state, "p0 done")
    assert state.top == RareTurn(0) and state.seats[0].fish_cards == ()
    assert "p0 play c92" in plays(state), "after the mini buy it is an anytime card again"


# --- the buy step is secret until everyone has bought (rules.md 2, Phase 2) ------------------


def test_nobody_sees_another_players_purchases_until_everyone_has_bought(content):
    state = buy_step(content, (), p0_fish=6, kept=(143, 113, 98, 99))
    before = observe(state, 1)
    state, events = act(state, "p0 buy c143 red", "p0 buy c113")
    assert observe(state, 1) == before, "seat 1 sees p0 exactly as before the purchases"
    state, more = act(state, "p0 done")
    events += more
    assert observe(state, 1).state.seats[0] == replace(before.state.seats[0], ready=True)
    for event in observe_events(tuple(events), 1):
        if isinstance(event, CardBought):
            assert (event.card, event.price, event.color) == (HIDDEN, HIDDEN, None)
        if isinstance(event, FishPaid):
            assert event.amount == HIDDEN
    mine = observe(state, 0).state.seats[0]
    assert (143, "red") in mine.named and mine.fish == 6 - 1 - 2, "the buyer sees them all"
    state, events = act(state, "p1 done")
    assert state.phase != "buy" or state.top is not None
    revealed = observe(state, 1).state
    assert (143, "red") in revealed.public_lessons or (143, "red") in revealed.seats[0].named


def test_a_public_lesson_bought_in_a_mini_buy_is_named_at_once(content):
    p0 = seat(content, "blue", hand=(71,), fish=6, tiles=(anchor(content),))
    state = rare_turn(content, p0)
    state, _ = act(state, "p0 play c71")
    state = dealer(state, "deal c143", "deal c113")
    state, events = act(state, "p0 buy c143 red")
    seen = observe_events(tuple(events), 1)
    assert of_kind(seen, "CardBought")[0].color == "red", "a mini buy is not simultaneous"


# --- the starting turn order follows the seating (rules.md 1.6, 7) ----------------------------


@pytest.mark.parametrize("players,seed", [(3, 1), (4, 2), (4, 7)])
def test_a_dealt_game_passes_to_the_next_seat_in_turn_order(content, players, seed):
    state = Match(content, players, seed=seed).state
    order = state.order
    first = order[0]
    assert order == tuple((first + i) % players for i in range(players))


# --- a map uncovered by 88/89 never pays again (rules.md 3.3, 10) ------------------------------


def test_a_map_uncovered_by_88_does_not_pay_a_bonus(content):
    # an I-tromino covering the blue map (14, 1) and a common touching it, then both removed
    tiles = boat(placed(content, 103, None, 12, 1, 0), placed(content, 100, None, 15, 1))
    p0 = seat(content, "blue", hand=(88, 75), tiles=tiles)
    state = rare_turn(content, p0, rares=())
    state, _ = act(state, "p0 play c88 t0 t1")
    assert state.seats[0].spoiled_maps == bit(*BLUE_MAPS["blue"])
    state, _ = act(state, "p0 play c75")
    state = dealer(state, "draw blue415")
    state, events = act(state, spot(state, covering=BLUE_MAPS["blue"]))
    assert of_kind(events, "MapCovered")[0].bonus is False
    assert not isinstance(state.top, Bonus) and "TreasureTaken" not in kinds(events)


def test_a_map_never_covered_still_pays_after_88(content):
    tiles = boat(placed(content, 103, None, 12, 1, 0), placed(content, 100, None, 15, 1))
    p0 = seat(content, "blue", hand=(88, 75), tiles=tiles)
    state = rare_turn(content, p0, rares=())
    state, _ = act(state, "p0 play c88 t0 t1", "p0 play c75")
    state = dealer(state, "draw red415")
    state, events = act(state, spot(state, covering=BLUE_MAPS["red"]))
    assert state.top == Bonus(0) and of_kind(events, "MapCovered")[0].bonus


# --- parse_action: one text per action, ActionSyntaxError for anything else ------------------


@pytest.mark.parametrize(
    "text",
    [
        "p\u0663 pass",  # an Arabic-Indic digit
        "p\u00b2 pass",  # a superscript two (AZERTY has a key for it)
        "p0 place \uff17,3 r0",  # a full-width seven
        "p0 keep c\u0661\u0662 c1",
        "p0 rescue blue\u0664\u0660\u0663 permanent",
        "p0 play c88 t\u0661 t2",
        "p" + "9" * 5000 + " pass",  # more digits than int() accepts
        "p0 place " + "9" * 400 + ",3 r0",
        "p0 keep c" + "1" * 40 + " c2",
        "deal c" + "7" * 30,
        "order 0,1,99999999999",
        "p0 place -1,3 r0",
        "p0 place +1,3 r0",
        "p0 place 1_0,3 r0",
        "p00 pass",
        "p0 play c96 red blue",
        "p0 play c3 oshax302 oshax303 red",
        "p0 play c98 commons small",
        "p0 play c3 oshax302:red",
        "p0 " + "pass " * 200,
        "",
        "   ",
    ],
)
def test_malformed_texts_raise_action_syntax_error(text):
    with pytest.raises(ActionSyntaxError):
        parse_action(text)


def parses_or_refuses(text: str) -> None:
    """``text`` is an action whose text form parses back to it, or an ActionSyntaxError."""
    try:
        action = parse_action(text)
    except ActionSyntaxError:
        return
    assert parse_action(action.text()) == action


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.text(max_size=60))
def test_any_text_parses_or_raises_action_syntax_error(text):
    parses_or_refuses(text)


WORDS = ["p0", "p1", "play", "keep", "place", "c88", "c3", "t1", "t2", "3,4", "r90", "flip"]
WORDS += ["red", "oshax302", "blue403", "rare201", "commons", "c113", "\u0663", "00", "-1"]


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.lists(st.sampled_from(WORDS), max_size=6))
def test_near_miss_texts_parse_or_raise_action_syntax_error(words):
    parses_or_refuses(" ".join(words))


# --- check_action accepts exactly what legal_actions lists ------------------------------------


def test_kept_cards_in_any_order_are_one_action(content):
    assert parse_action("p0 keep c8 c1") == parse_action("p0 keep c1 c8") == Keep(0, (1, 8))
    assert Keep(0, (8, 1)).text() == "p0 keep c1 c8"
    assert Play(0, 88, tiles=(3, 1)) == parse_action("p0 play c88 t1 t3")
    match = Match(content, 3, seed=5)
    offer = match.state.seats[0].offer
    one, _ = apply_action(match.state, Keep(0, (offer[3], offer[0])))
    two, _ = apply_action(match.state, Keep(0, (offer[0], offer[3])))
    assert one == two


def test_only_the_first_of_identical_rare_treasures_is_taken_as_a_family_bonus(content):
    """Family map bonus: the rules list one rare of each shape (the first to arrive); taking a
    later copy would leave a different supply, so check_action refuses it too."""
    twins = [s for s in content.rares if content.shapes[s].cells == content.shapes[200].cells]
    assert len(twins) >= 2, "the content has identical rare treasures"
    first, later = twins[0], twins[1]
    p0 = seat(content, "blue", tiles=(anchor(content),))
    others = (p0, seat(content, "green"))
    state = position(content, 2, others, "rescue", run=False, mode="family", rares=(first, later))
    state = state.push(Bonus(0))
    listed = {a for a in legal_actions(state, 0) if isinstance(a, Take)}
    assert Take(0, Tile(first)) in listed and Take(0, Tile(later)) not in listed
    with pytest.raises(IllegalActionError):
        check_action(state, Take(0, Tile(later)))


def test_a_play_with_a_coloured_tile_is_refused(content):
    p0 = seat(content, "blue", hand=(3,), tiles=(anchor(content),))
    state = rare_turn(content, p0)
    with pytest.raises(IllegalActionError, match="without a colour"):
        check_action(state, Play(0, 3, tile=Tile(302, "blue"), color="red"))
    check_action(state, Play(0, 3, tile=Tile(302), color="red"))


def _variants(action) -> list:
    """Texts near a legal action: its words permuted, repeated or dropped."""
    words = action.text().split()
    found = [words[:-1], words + words[-1:], words[:2] + words[2:][::-1]]
    return [" ".join(w) for w in found if w]


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 8), (4, 21)])
def test_every_accepted_action_is_a_listed_one(content, players, seed):
    """Near misses of every legal action (and random placements) are either refused or equal
    to a listed action; a placement may name another orientation of a listed footprint (the
    same cells, the same state)."""
    rng = random.Random(seed)
    match = Match(content, players, seed=seed)
    steps = 0
    while match.state.phase != "over" and steps < 400:
        state = match.state
        seat_index = rng.choice(to_move(state))
        listed = legal_actions(state, seat_index)
        candidates = [t for a in listed for t in _variants(a)]
        if isinstance(state.top, PlaceTile):
            candidates += [
                f"p{seat_index} place {rng.randrange(22)},{rng.randrange(9)} r{90 * k}"
                for k in rng.choices(range(4), k=30)
            ]
        masks = set()
        if isinstance(state.top, PlaceTile):
            shape = content.shapes[state.top.tile.shape]
            masks = {footprint(shape, a.x, a.y, a.k) for a in listed if isinstance(a, Place)}
        for text in candidates:
            try:
                action = parse_action(text)
                check_action(state, action)
            except (ActionSyntaxError, IllegalActionError):
                continue
            if isinstance(action, Place):
                shape = content.shapes[state.top.tile.shape]
                assert footprint(shape, action.x, action.y, action.k) in masks, text
            else:
                assert action in listed, f"{text!r} accepted but not listed"
        match.submit(listed[rng.randrange(len(listed))])
        steps += 1
