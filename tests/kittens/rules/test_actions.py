"""Actions have a text form that parses back; every refusal has a code, its values, an English
reason and a sentence in both catalogs (assets/i18n/kittens.*.json)."""

from __future__ import annotations

import json
import string
from pathlib import Path

import pytest

from game.isle.rules.actions import Pass
from game.kittens.rules import (
    DECK,
    ActionSyntaxError,
    IllegalActionError,
    apply_action,
    can_apply,
    card_text,
    check_action,
    new_game,
    parse_action,
    parse_card,
)
from game.kittens.rules.actions import DealCard, FirstPlayer, GiveCard, Play, TurnTrump
from game.kittens.rules.events import EVENT_TYPES
from game.kittens.rules.refusals import TEMPLATES
from game.shell.engine import errors
from tests.kittens.builders import position

I18N = Path(__file__).resolve().parents[3] / "assets" / "i18n"


def catalog(lang: str) -> dict[str, str]:
    return json.loads((I18N / f"kittens.{lang}.json").read_text(encoding="utf-8"))


def names(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_card_has_a_text_that_parses_back():
    assert len(DECK) == len(set(DECK)) == 35
    texts = [card_text(c) for c in DECK]
    assert texts[:7] == ["y1", "y2", "y3", "y4", "y5", "y6", "y7"]
    assert texts[-1] == "b7" and "r1" in texts and "p4" in texts
    assert [parse_card(t) for t in texts] == list(DECK)


@pytest.mark.parametrize(
    "action",
    [Play(2, parse_card("r7")), FirstPlayer(4), DealCard(11), TurnTrump(57), GiveCard(23)],
)
def test_actions_round_trip_through_their_text(action):
    assert parse_action(action.text()) == action
    assert str(action) == action.text()


def test_the_documented_texts():
    assert parse_action("p2 play r7") == Play(2, 37)
    assert parse_action("first p1") == FirstPlayer(1)
    assert parse_action("deal y3").text() == "deal y3"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "p2 play",
        "p2 play r8",
        "p2 play x1",
        "px play r1",
        "play r1",
        "p2 pass",
        "deal r0",
        "give",
        "first 2",
        "trump b3 b4",
        "p-1 play r1",
        "p2 play r1 now",
        "p²  play r1",
        "x" * 100,
    ],
)
def test_texts_that_are_not_actions_are_refused_with_a_syntax_error(text):
    with pytest.raises(ActionSyntaxError):
        parse_action(text)


@pytest.mark.parametrize(
    "action,code,params",
    [
        ("p1 play r1", "not_your_turn", {"seat": 1}),
        ("p0 play r7", "card_not_held", {"card": "r7"}),
        ("first p0", "no_draw_due", {}),
        ("deal y1", "no_draw_due", {}),
        ("give y1", "no_draw_due", {}),
    ],
)
def test_refusals_name_the_rule_and_its_values(action, code, params):
    state = position(["r5 g2", "r1 y3", "r6 p4"])
    with pytest.raises(IllegalActionError) as refused:
        check_action(state, parse_action(action))
    assert (refused.value.code, refused.value.params) == (code, params)
    assert refused.value.reason == TEMPLATES[code].format(**params)
    assert isinstance(
        refused.value, errors.IllegalActionError
    )  # the box's: one handler for every game
    assert not can_apply(state, parse_action(action))
    with pytest.raises(IllegalActionError):
        apply_action(state, parse_action(action))


def test_the_dealer_is_refused_what_is_not_due():
    state = new_game(3)
    for text, code in [
        ("deal y1", "not_dealing"),
        ("trump y1", "not_turning_trump"),
        ("give y1", "not_sharing"),
        ("p0 play y1", "dealer_draws"),
    ]:
        with pytest.raises(IllegalActionError) as refused:
            check_action(state, parse_action(text))
        assert refused.value.code == code
    with pytest.raises(IllegalActionError) as refused:
        check_action(state, FirstPlayer(3))
    assert (refused.value.code, refused.value.params) == ("no_such_seat", {"seat": 3})
    state, _ = apply_action(state, FirstPlayer(0))
    for text, code in [("first p1", "not_first_draw"), ("trump y1", "not_turning_trump")]:
        with pytest.raises(IllegalActionError) as refused:
            check_action(state, parse_action(text))
        assert refused.value.code == code
    state, _ = apply_action(state, parse_action("deal y1"))
    with pytest.raises(IllegalActionError) as refused:
        check_action(state, parse_action("deal y1"))
    assert (refused.value.code, refused.value.params) == ("not_in_deck", {"card": "y1"})


def test_an_action_of_another_game_is_refused():
    with pytest.raises(IllegalActionError) as refused:
        check_action(position(["r5", "r1", "r6"]), Pass(0))
    assert refused.value.code == "unknown_action"


def test_a_game_of_three_to_five():
    for players in (3, 4, 5):
        assert len(new_game(players).seats) == players
    for players in (1, 2, 6):
        with pytest.raises(ValueError, match="3, 4, 5 players"):
            new_game(players)


def test_every_refusal_and_event_has_its_sentence_in_english_and_french():
    en, fr = catalog("en"), catalog("fr")
    assert set(en) == set(fr)
    for key in en:
        assert names(en[key]) == names(fr[key]), key
    for code, template in TEMPLATES.items():
        key = f"kittens.reason.{code}"
        assert key in en, key
        assert names(en[key]) == names(template), key
    for event in EVENT_TYPES:
        key = f"kittens.event.{event.key}"
        assert key in en or f"{key}.one" in en and f"{key}.other" in en, event.__name__
    for end in ("five_colours", "hands_empty"):
        assert f"kittens.end.{end}" in en
    for letter in "ygrpb":
        assert f"kittens.colour.{letter}" in en


# --- malformed actions (issue 43 item 11) --------------------------------------------------------


@pytest.mark.parametrize(
    "action,field",
    [
        (Play(0, 60), "card"),  # no colour 6: once an IndexError
        (Play(0, 99), "card"),
        (Play(0, -5), "card"),  # once taken for p5
        (Play(0, -63), "card"),  # once taken for y7
        (Play(0, 0), "card"),  # HIDDEN: a card nobody can play
        (Play(0, 30), "card"),  # r?: a colour without a value
        (Play(0, 37.0), "card"),
        (Play(0, True), "card"),
        (Play(0, "r7"), "card"),
        (Play(0, None), "card"),
        (Play(False, 37), "seat"),  # seat 0 is to play: once accepted as "pFalse play r7"
        (Play(0.0, 37), "seat"),
        (Play(-1, 37), "seat"),
        (FirstPlayer(True), "player"),
        (FirstPlayer(0.5), "player"),
        (FirstPlayer(-1), "player"),
        (FirstPlayer("1"), "player"),
        (FirstPlayer(1, seat=0), "seat"),  # the dealer's outcome, claimed by a seat
        (DealCard(60), "card"),
        (DealCard(-1), "card"),
        (DealCard(11.0), "card"),
        (TurnTrump(True), "card"),
        (GiveCard(10**30), "card"),
        (DealCard(11, seat=2), "seat"),
    ],
    ids=repr,
)
def test_a_malformed_action_is_refused_with_a_code_in_every_state(action, field):
    playing = position(["r7 g2", "r1 y3", "r6 p4"])
    for state in (new_game(3), playing):
        with pytest.raises(IllegalActionError) as refused:
            check_action(state, action)
        assert refused.value.code == "malformed_action"
        assert refused.value.params["field"] == field
        assert refused.value.params["action"] == type(action).__name__
        assert not can_apply(state, action)
        with pytest.raises(IllegalActionError):
            apply_action(state, action)


@pytest.mark.parametrize(
    "thing",
    ["p0 play r7", None, 37, (0, 37), object()],
    ids=["text", "none", "int", "tuple", "object"],  # the same names in every test worker
)
def test_what_is_no_action_at_all_is_refused_as_unknown(thing):
    with pytest.raises(IllegalActionError) as refused:
        check_action(position(["r7 g2", "r1 y3", "r6 p4"]), thing)
    assert refused.value.code == "unknown_action"
    assert len(refused.value.params["action"]) <= 24


def test_the_refused_value_is_repeated_short():
    with pytest.raises(IllegalActionError) as refused:
        check_action(new_game(3), FirstPlayer("x" * 100_000))
    assert refused.value.code == "malformed_action" and len(refused.value.reason) < 80
