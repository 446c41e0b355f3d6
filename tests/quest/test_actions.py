"""Actions have a text form that parses back; every refusal code and every event has its
sentence in both catalogs (assets/i18n/quest.*.json) with the same placeholders; every creature
has its name in both languages, the French set as French is."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

import pytest

from game.quest.data.loader import load_creatures
from game.quest.rules import (
    ActionSyntaxError,
    Beat,
    EndTurn,
    FirstSeat,
    Power,
    Reroll,
    Roll,
    Shuffle,
    Spend,
    parse_action,
)
from game.quest.rules.events import EVENT_TYPES
from game.quest.rules.refusals import TEMPLATES, IllegalActionError
from game.shell.engine import errors

I18N = Path(__file__).resolve().parents[2] / "assets" / "i18n"


def catalog(lang: str) -> dict[str, str]:
    return json.loads((I18N / f"quest.{lang}.json").read_text(encoding="utf-8"))


def names(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize(
    "action,text",
    [
        (Reroll(0), "p0 reroll"),
        (Reroll(2, (0, 3)), "p2 reroll keep 0,3"),
        (Spend(1, 12, (4,)), "p1 power 12 on 4"),
        (Spend(0, 7, (2,), "+1"), "p0 power 7 on 2 +1"),
        (Spend(0, 7, (2,), "-1"), "p0 power 7 on 2 -1"),
        (Spend(3, 30, (0, 1, 4)), "p3 power 30 on 0,1,4"),
        (Beat(7, 42), "p7 beat 42"),
        (EndTurn(1), "p1 end"),
        (Shuffle(17), "shuffle 17"),
        (FirstSeat(2), "first p2"),
        (Roll(6), "roll 6"),
    ],
)
def test_actions_round_trip_through_their_text(action, text):
    assert action.text() == text == str(action)
    assert parse_action(text) == action


@pytest.mark.parametrize(
    "text",
    [
        "",
        "p0",
        "p0 reroll keep",
        "p0 reroll keep 1,,2",
        "px end",
        "p0 power 3 on 1 +2",
        "p0 power 3 at 1",
        "roll six",
        "shuffle",
        "p0 beat",
        "p0 dance",
        "p1 end now",
        "x" * 80,
    ],
)
def test_a_text_that_is_no_action_says_so(text):
    with pytest.raises(ActionSyntaxError):
        parse_action(text)


def test_a_refusal_is_the_box_s_refusal_with_its_code_values_and_reason():
    error = IllegalActionError("card_not_in_army", card=12)
    assert isinstance(error, errors.IllegalActionError)
    assert (error.code, error.params, error.reason) == (
        "card_not_in_army",
        {"card": 12},
        "12 is not in your army",
    )


def test_every_refusal_and_event_has_its_sentence_in_english_and_french():
    en, fr = catalog("en"), catalog("fr")
    assert set(en) == set(fr)
    for key in en:
        assert names(en[key]) == names(fr[key]), key
    for code, template in TEMPLATES.items():
        key = f"quest.reason.{code}"
        assert key in en and names(en[key]) == names(template), key
    assert {k.removeprefix("quest.reason.") for k in en if k.startswith("quest.reason.")} == set(
        TEMPLATES
    )
    for event in EVENT_TYPES:
        assert f"quest.event.{event.key}" in en, event.__name__
    for power in Power:
        assert f"quest.power.{power.value}" in en and f"quest.power.{power.value}.text" in en


def test_every_creature_has_a_name_in_english_and_french():
    en, fr = catalog("en"), catalog("fr")
    cards = load_creatures()
    for card in cards:
        key = f"quest.creature.{card.id}"
        assert en[key] and fr[key], key
    shown = [k for k in en if k.startswith("quest.creature.")]
    assert len(shown) == len(cards) == 42
    assert len({en[k] for k in shown}) == len({fr[k] for k in shown}) == 42  # all different


def test_the_french_catalog_is_set_as_french():
    """A no-break space before ? ! : ; and the typographic apostrophe (tests/app/test_i18n.py
    holds the whole catalog to it)."""
    fr = catalog("fr")
    assert not [t for t in fr.values() if re.search(r" [?!:;»]|« ", t) or "'" in t]
    assert catalog("en")["quest.game.name"] == "Dice Quest"
    assert fr["quest.game.name"] == "La Quête aux dés"
