"""The creatures as validated data: the shipped file holds the 42 cards the reference asks for
(each beatable, each power on at least 6 cards, difficulty from a pair of one number to five
alike, numbers, suns and moons and mixed cards), and a broken file names the file, the entry
and the field."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from fractions import Fraction

import pytest

from game.quest.bots.odds import beat_odds
from game.quest.data.loader import LEVELS, ContentError, load, load_creatures
from game.quest.rules import MOON, SUN, Power, beatable

FILE = "quest/creatures.json"


def test_the_shipped_creatures_meet_the_reference():
    cards = load_creatures()
    assert [c.id for c in cards] == list(range(1, 43))
    assert all(beatable(c.combo) for c in cards)
    powers = Counter(c.power for c in cards)
    assert set(powers) == set(Power) and min(powers.values()) >= 6
    wild = [sum(t in (SUN, MOON) for t in c.combo) for c in cards]
    numbers = sum(w == 0 for w in wild)
    sun_moon = sum(w == len(c.combo) for w, c in zip(wild, cards, strict=True))
    mixed = len(cards) - numbers - sun_moon
    assert numbers >= 10 and sun_moon >= 4 and mixed >= 10
    assert len({(c.combo, c.power) for c in cards}) == 42


def test_difficulty_spreads_from_a_pair_of_one_number_to_five_alike():
    """With the free reroll: no card easier than a pair of one number, none harder than five
    alike, both ends in the deck, and every band between them used."""
    cards = load_creatures()
    odds = {c.id: beat_odds(c.combo, 1) for c in cards}
    easiest, hardest = beat_odds(("3", "3"), 1), beat_odds((SUN,) * 5, 1)
    assert all(hardest <= p <= easiest for p in odds.values())
    assert easiest in odds.values() and hardest in odds.values()
    bands = Counter(min(int(p * 10), 4) for p in odds.values())
    assert set(bands) == {0, 1, 2, 3, 4}
    assert sum(p < Fraction(1, 10) for p in odds.values()) >= 4  # a few very hard ones


@pytest.fixture
def levels(tmp_path):
    shutil.copytree(LEVELS / "quest", tmp_path / "quest")
    return tmp_path


def edit(levels, change) -> None:
    path = levels / FILE
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


def entry(index: int, field: str, value) -> object:
    return lambda d: d["creatures"][index].__setitem__(field, value)


@pytest.mark.parametrize(
    "change,expected",
    [
        (entry(3, "combo", ["4", "star"]), "entry creatures[3] (id 4): field 'combo[1]': Input"),
        (entry(5, "combo", []), "entry creatures[5] (id 6): field 'combo': List should have"),
        (entry(5, "combo", ["1"] * 6), "entry creatures[5] (id 6): field 'combo': List should"),
        (entry(7, "power", "teleport"), "entry creatures[7] (id 8): field 'power': Input should"),
        (entry(7, "id", 0), "entry creatures[7] (id 0): field 'id': Input should be greater"),
        (entry(2, "id", "3"), "entry creatures[2]: field 'id': Input should be a valid integer"),
        (entry(9, "name", "Rex"), "entry creatures[9] (id 10): field 'name': Extra inputs"),
        (entry(4, "id", 4), "entry creatures[4] (id 4): field 'id': the id 4 appears twice"),
        (
            lambda d: d["creatures"].pop(),
            "entry file: field 'creatures': the game has 42 cards, not 41",
        ),
        (
            lambda d: d["creatures"][41].__setitem__("id", 43),
            "entry file: field 'creatures': the ids run 1 to 42; 42 is missing",
        ),
        (
            lambda d: [
                c.__setitem__("power", "plus") for c in d["creatures"] if c["power"] == "minus"
            ],
            "entry file: field 'creatures': the power minus is on 0 cards, each power needs",
        ),
        (lambda d: d["creatures"].__setitem__(0, 5), "entry creatures[0]: field '(whole entry)'"),
        (lambda d: d.__setitem__("creatures", {}), "entry file: field 'creatures': Input should"),
        (lambda d: d.__setitem__("monsters", []), "entry file: field 'monsters': Extra inputs"),
    ],
)
def test_a_broken_file_names_the_file_the_entry_and_the_field(levels, change, expected):
    edit(levels, change)
    with pytest.raises(ContentError) as error:
        load(levels)
    assert str(error.value).startswith(f"{FILE}: ")
    assert expected in str(error.value)


def test_a_file_that_is_not_json_says_where(levels):
    (levels / FILE).write_text('{"creatures": [}', encoding="utf-8")
    with pytest.raises(ContentError, match=r"quest/creatures.json: not valid JSON \(line 1"):
        load(levels)


def test_a_missing_file_is_named(levels):
    (levels / FILE).unlink()
    with pytest.raises(ContentError, match="quest/creatures.json: the file is missing"):
        load(levels)
