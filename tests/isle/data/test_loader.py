"""levels/ is validated at load; a broken file names the file, the entry and the field."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from game.isle.data.loader import LEVELS, ContentError, load


@pytest.fixture
def levels(tmp_path) -> Path:
    copy = tmp_path / "levels"
    shutil.copytree(LEVELS, copy)
    return copy


def edit(levels: Path, name: str, change) -> None:
    path = levels / name
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def test_the_shipped_content_is_complete(content):
    assert sorted(content.cards) == list(range(1, 216))
    assert len(content.deck_of("normal")) == 150
    assert len(content.deck_of("family")) == 18
    assert len(content.cats) == 85 and len(content.rares) == 25 and len(content.oshax) == 6
    assert content.commons == (100, 101, 102, 103)
    board = content.board
    assert board.cells.bit_count() == 142
    assert board.edge.bit_count() == 44
    assert [r.size for r in board.rooms] == [18, 11, 11, 18, 20, 4, 60]
    assert board.middle_row.bit_count() == 22
    for boat in content.boats.values():
        assert boat.rats.bit_count() == 19
        assert not boat.rats & board.map_cells


def test_the_modes_hold_the_numbers_of_the_rules(content):
    """rules.md 1, 8.1, 8.3, 9.1: players, commons, cats per field, draft, difficulties."""
    modes = content.modes
    assert set(modes) == {"standard", "family", "solo"}
    family, solo = modes["family"], modes["solo"]
    assert family.player_counts == (2, 3, 4) and solo.player_counts == (1,)
    assert [(s.commons_per_shape, s.cats_per_field) for s in family.setups] == [
        (5, 4),
        (8, 6),
        (11, 8),
    ]
    assert (family.fish_per_day, family.starting_baskets, family.oshax, family.deck) == (
        0,
        0,
        False,
        "family",
    )
    assert (family.deal, family.keep, family.rescue, family.map_bonus) == (
        3,
        2,
        "free",
        "common_or_rare",
    )
    assert (solo.setups[0].commons_per_shape, solo.setups[0].cats_per_field) == (5, 4)
    assert (solo.deal, solo.keep, solo.rounds, solo.extra) == (5, 3, 2, 1)
    assert [(d.name, d.basic, d.advanced) for d in solo.difficulties] == [
        ("easy", 3, 0),
        ("medium", 3, 1),
        ("hard", 3, 2),
        ("very_hard", 3, 3),
        ("expert", 3, 4),
    ]
    assert solo.stack_rares and (solo.fish_per_day, solo.starting_baskets) == (20, 1)


def test_every_card_has_english_and_french_text():
    _, texts = load()
    for card in range(1, 216):
        for lang in ("en", "fr"):
            assert texts.card_name(card, lang).strip()
            assert texts.card_text(card, lang).strip()


def test_cards_keep_the_reference_numbers(content):
    card = content.cards
    assert (card[1].type, card[1].price) == ("oshax", 5)
    assert (card[7].speed, card[7].basket, card[7].price) == (4, "none", 1)
    assert (card[15].basket, card[35].speed, card[55].basket, card[55].price) == (
        "half",
        3,
        "full",
        3,
    )
    assert card[75].effect == "draw_tile_to_boat" and card[75].price == 3
    assert card[113].scoring == "no_empty_edge_cell" and card[113].points["points"] == 12
    assert card[143].color_choice == "on_buy"
    assert card[192].actions[0]["action"] == "switch_cats"


@pytest.mark.parametrize(
    "name,change,expected",
    [
        (
            "content/cards.json",
            lambda d: d["cards"][27].__setitem__("price", -2),
            "content/cards.json: entry cards[27] (ids 114): field 'price'",
        ),
        (
            "content/cards.json",
            lambda d: d["cards"][3].__setitem__("effect", {"kind": "fly"}),
            "content/cards.json: entry cards[3] (ids 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, "
            "33, 34): field 'effect.kind': unknown effect 'fly'",
        ),
        (
            "content/cards.json",
            lambda d: d["cards"][0]["name"].__setitem__("fr", ""),
            "content/cards.json: entry cards[0] (ids 1, 2, 3, 4, 5, 6): field 'name.fr'",
        ),
        (
            "content/cards.json",
            lambda d: d["cards"][1]["ids"].append(1),
            "field 'ids': card 1 appears twice",
        ),
        (
            "content/cards.json",
            lambda d: d["cards"][30]["scoring"].__setitem__("rule", "nope"),
            "field 'scoring.rule'",
        ),
        (
            "content/tiles.json",
            lambda d: d["shapes"][5].__setitem__("rows", ["#.", ".#"]),
            "content/tiles.json: entry shapes[5] (id 201): field 'rows'",
        ),
        (
            "content/tiles.json",
            lambda d: d["shapes"][0].__setitem__("kind", "cat"),
            "entry shapes[0] (id 100): field 'kind'",
        ),
        (
            "content/tiles.json",
            lambda d: d["shapes"][2].__setitem__("rows", ["#x"]),
            "entry shapes[2] (id 102): field 'rows'",
        ),
        (
            "content/boats.json",
            lambda d: d["boats"][1]["rats"].append([0, 0]),
            "content/boats.json: entry boats[1] (color green): field 'rats': "
            "(0, 0) is not a boat cell",
        ),
        (
            "content/boats.json",
            lambda d: d["boats"][2]["maps"].__setitem__("red", [5, 5]),
            "entry boats[2] (color red): field 'maps.red'",
        ),
        (
            "content/board.json",
            lambda d: d["rooms"][3].__setitem__("size", 17),
            "content/board.json: entry rooms[3] (id 3): field 'size'",
        ),
        (
            "content/board.json",
            lambda d: d["rows"].pop(),
            "content/board.json: entry file: field 'rows'",
        ),
        (
            "scenarios/standard.json",
            lambda d: d.__setitem__("days", "five"),
            "scenarios/standard.json: entry file: field 'days'",
        ),
        (
            "scenarios/standard.json",
            lambda d: d["players"][0].__setitem__("players", 9),
            "scenarios/standard.json: entry players[0] (players 9): field 'players'",
        ),
        (
            "scenarios/solo.json",
            lambda d: d["solo"]["difficulties"][4].__setitem__("advanced", 12),
            "scenarios/solo.json: entry solo.difficulties[4] (name expert): field 'advanced': asks "
            "for 12 advanced solo lessons, the cards hold 9",
        ),
        (
            "scenarios/solo.json",
            lambda d: d["solo"]["difficulties"][1].__setitem__("name", "easy"),
            "scenarios/solo.json: entry solo.difficulties[1] (name easy): field 'name'",
        ),
        (
            "scenarios/solo.json",
            lambda d: d["solo"]["difficulties"][2].__setitem__("basic", -1),
            "scenarios/solo.json: entry file: field 'solo.difficulties.2.basic'",
        ),
        (
            "scenarios/solo.json",
            lambda d: d["players"].append(
                {"players": 2, "commons_per_shape": 5, "cats_per_field": 4}
            ),
            "scenarios/solo.json: entry file: field 'players': a mode with solo difficulties is "
            "played by 1 player",
        ),
        (
            "scenarios/family.json",
            lambda d: d.__setitem__("rescue", "gratis"),
            "scenarios/family.json: entry file: field 'rescue'",
        ),
        (
            "scenarios/family.json",
            lambda d: d["draft"].__setitem__("keep", 4),
            "scenarios/family.json: entry file: field 'draft.keep'",
        ),
    ],
)
def test_a_broken_file_names_the_file_the_entry_and_the_field(levels, name, change, expected):
    edit(levels, name, change)
    with pytest.raises(ContentError) as error:
        load(levels)
    assert expected in str(error.value)


def test_a_file_that_is_not_json_says_where(levels):
    (levels / "content" / "tiles.json").write_text('{"shapes": [}')
    with pytest.raises(ContentError, match=r"content/tiles.json: not valid JSON \(line 1"):
        load(levels)


def test_a_missing_file_is_named(levels):
    (levels / "content" / "boats.json").unlink()
    with pytest.raises(ContentError, match="content/boats.json: the file is missing"):
        load(levels)
