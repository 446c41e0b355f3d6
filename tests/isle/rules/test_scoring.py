"""End-of-game scoring: the reference cases, the boat queries and every lesson rule."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.isle.data.loader import load_content
from game.isle.rules import geometry
from game.isle.rules.ids import COLORS, Placed
from game.isle.rules.scoring import (
    SCORING_RULES,
    BoatReport,
    Family,
    SisterScore,
    cats_touching_edge,
    color_counts,
    covered_maps,
    empty_rooms,
    families,
    family_points,
    full_rooms,
    half_rounded_up,
    lone_cats,
    score_boats,
    score_sister,
    treasure_counts,
    uncovered_maps,
    visible_rat_count,
    visible_rats,
    winners,
)

CASES = Path(__file__).resolve().parents[1] / "data" / "scoring_cases"
BOAT = "blue"  # rats and maps of the blue boat: boat.md section 4
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
BLUE_MAP, GREEN_MAP = (14, 1), (7, 0)


@pytest.fixture(scope="module")
def content():
    return load_content()


class Maker:
    """Builds tiles on a boat by shape, anchor (x, y) and orientation k (geometry.orient).
    Scoring never checks which physical tile is which, so one shape may be reused."""

    def __init__(self, content):
        self.content = content

    def put(self, shape: int, x: int, y: int, k: int = 0, color: str | None = None) -> Placed:
        footprint = geometry.orient(self.content.shapes[shape].cells, k)
        mask = geometry.mask_of((cx + x, cy + y) for cx, cy in footprint)
        assert not mask & ~self.content.board.cells, f"shape {shape} at {x},{y} k{k} is outside"
        return Placed(shape, color, mask)

    def col(self, color: str, x: int, y: int = 0) -> Placed:
        """A vertical I-pentomino cat (415) on column x, rows y..y+4."""
        return self.put(415, x, y, 0, color)

    def row(self, color: str, x: int, y: int) -> Placed:
        """A horizontal I-pentomino cat (415) on row y, columns x..x+4."""
        return self.put(415, x, y, 1, color)

    def oshax(self, color: str, x: int = 12, y: int = 5) -> Placed:
        """Oshax 303; at the default anchor it covers (12,8), a bottom edge cell."""
        return self.put(303, x, y, 0, color)

    def common(self, x: int, y: int) -> Placed:
        return self.put(100, x, y)

    def rare(self, x: int, y: int) -> Placed:
        """The 2x2 rare treasure 206."""
        return self.put(206, x, y)

    def commons(self, cells) -> list[Placed]:
        return [self.common(x, y) for x, y in cells]

    def room(self, room_id: int) -> list[Placed]:
        return self.commons(geometry.cells_of(self.content.board.rooms[room_id].mask))

    def packed(self, specs) -> list[Placed]:
        """Tiles (shape, colour) each at the first free in-boat placement."""
        used, tiles = 0, []
        for shape, color in specs:
            spot = next(p for p in self.content.shapes[shape].placements if not p.mask & used)
            used |= spot.mask
            tiles.append(Placed(shape, color, spot.mask))
        return tiles


@pytest.fixture(scope="module")
def mk(content):
    return Maker(content)


@pytest.fixture(scope="module")
def mixed(mk):
    """Red family of 4 on the top edge (columns 7-10), a lone blue cat (column 11), a green
    family of 3 (columns 12-14), and a second red family of 4 in rows 5-8 of the stern half.
    Edge cats: 4 + 1 + 3 red/blue/green on row 0, plus the red tiles on rows 7 and 8 = 10."""
    return (
        [mk.col("red", x) for x in (7, 8, 9, 10)]
        + [mk.col("blue", 11)]
        + [mk.col("green", x) for x in (12, 13, 14)]
        + [mk.row("red", 1, 5), mk.row("red", 4, 6), mk.row("red", 4, 7), mk.row("red", 7, 8)]
    )


def cats(n: int, oshax: int = 0) -> list[tuple[int, str]]:
    """n different cat tiles (shape, colour) then ``oshax`` Oshax (coloured blue)."""
    pool = [(shape, color) for color in COLORS for shape in range(400, 417)]
    return pool[:n] + [(300 + i, "blue") for i in range(oshax)]


def report(tiles=(), **kwargs) -> BoatReport:
    kwargs.setdefault("boat", BOAT)
    return BoatReport(tiles=tuple(tiles), **kwargs)


def private(content, card, tiles=(), *, others=(), mode="standard", lessons=None, **kw) -> int:
    """Points of private (or family) lesson ``card`` for a player holding it."""
    me = report(tiles, lessons=tuple(lessons) if lessons is not None else (card,), **kw)
    score = score_boats(content, [me, *others], [], mode)[0]
    return dict(score.lessons)[card]


def public(content, card, tiles=(), color=None, *, mode="standard", **kw) -> int:
    score = score_boats(content, [report(tiles, **kw)], [(card, color)], mode)[0]
    return dict(score.lessons)[card]


def sister(content, card, tiles=(), **kw) -> int:
    result = score_sister(content, report(tiles, **kw), COLORS, [card])
    return result.lesson_points[0][1]


# ------------------------------------------------------------------------------------------
# Reference cases (scoring-cases.md)
# ------------------------------------------------------------------------------------------


def _reports(data: dict) -> list[BoatReport]:
    return [
        BoatReport(
            boat=p["boat"],
            tiles=tuple(
                Placed(t["shape"], t.get("color"), geometry.mask_of(map(tuple, t["cells"])))
                for t in p["tiles"]
            ),
            fish=p.get("fish", 0),
            lessons=tuple(p.get("private_lessons", ())),
        )
        for p in data["players"]
    ]


@pytest.mark.parametrize("name", [f"case{i}.json" for i in range(1, 7)])
def test_reference_case(content, name):
    data = json.loads((CASES / name).read_text())
    public_lessons = [(item["card"], item.get("color")) for item in data["public_lessons"]]
    scores = score_boats(content, _reports(data), public_lessons, data.get("mode", "standard"))
    for score, expected in zip(scores, data["expected"]["players"], strict=True):
        if expected is not None:
            assert score.as_dict() == expected


def test_lesson_detail_lists_private_then_public_lessons(content):
    data = json.loads((CASES / "case4.json").read_text())
    public_lessons = [(item["card"], item.get("color")) for item in data["public_lessons"]]
    score = score_boats(content, _reports(data), public_lessons)[0]
    assert score.lessons == ((139, 3), (120, 1), (144, 4), (145, 5), (146, 3), (150, 15))


def test_scoring_rules_are_exactly_the_rules_of_the_cards(content):
    used = {card.scoring for card in content.cards.values() if card.scoring}
    assert used == set(SCORING_RULES)


# ------------------------------------------------------------------------------------------
# Fixed score lines and boat queries (rules.md section 6, boat.md)
# ------------------------------------------------------------------------------------------


def test_empty_boat_scores_every_rat_and_every_room(content):
    score = score_boats(content, [report()], [])[0]
    assert score.as_dict() == {
        "rats": -19,
        "rooms": -35,
        "families": 0,
        "rare_treasures": 0,
        "private_lessons": 0,
        "public_lessons": 0,
        "total": -54,
    }


def test_covered_rat_full_room_and_rare_treasure(content, mk):
    tiles = [*mk.room(5), mk.common(19, 3), mk.rare(5, 3)]  # (19,3) is a rat, room 5 has none
    score = score_boats(content, [report(tiles)], [])[0]
    assert (score.rats, score.rooms, score.rare_treasures, score.total) == (-18, -30, 3, -45)
    assert score.full_rooms == 1


@pytest.mark.parametrize(
    "size, points",
    [
        (0, 0),
        (1, 0),
        (2, 0),
        (3, 8),
        (4, 11),
        (5, 15),
        (6, 20),
        (7, 25),
        (8, 30),
        (9, 35),
        (10, 40),
        (11, 45),
        (12, 50),
        (15, 65),
    ],
)
def test_family_table_continues_above_ten(size, points):
    assert family_points(size) == points


def test_family_of_twelve_scores_fifty(content, mk):
    tiles = (
        [mk.col("orange", x) for x in range(7, 15)]
        + [mk.row("orange", x, 5) for x in (7, 12)]
        + [mk.row("orange", 7, y) for y in (6, 7)]
    )
    assert len(tiles) == 12
    assert score_boats(content, [report(tiles)], [])[0].families == 50


def test_treasures_never_bridge_a_family(mk):
    tiles = [mk.col("red", 7, 2), mk.put(212, 8, 2), mk.col("red", 9, 2)]
    assert families(tiles) == (Family("red", (0,)), Family("red", (2,)))


def test_oshax_joins_the_family_of_its_colour(mk):
    tiles = [mk.col("red", 13, 0), mk.oshax("red"), mk.col("blue", 7)]  # (13,4) | (13,5)
    assert sorted(f.size for f in families(tiles)) == [1, 2]
    assert lone_cats(tiles) == (2,)


def test_boat_queries_on_the_mixed_boat(content, mixed, mk):
    tiles = [*mixed, mk.common(16, 4), mk.rare(5, 3)]
    assert sorted(f.size for f in families(tiles)) == [1, 3, 4, 4]
    assert lone_cats(tiles) == (4,)
    assert len(cats_touching_edge(content, tiles)) == 10
    assert color_counts(tiles) == {"blue": 1, "green": 3, "red": 8, "purple": 0, "orange": 0}
    assert treasure_counts(tiles) == (1, 1)
    assert covered_maps(content, BOAT, tiles) == ("blue", "green")
    assert uncovered_maps(content, BOAT, tiles) == ("red", "purple", "orange")
    # covered rats: (7,3) (8,3) (11,0) (12,0) (13,0) (14,0) (1,5) (10,8)
    assert visible_rat_count(content, BOAT, tiles) == 11
    assert visible_rats(content, BOAT, tiles) & geometry.bit(7, 3) == 0
    assert full_rooms(content, tiles) == ()
    assert empty_rooms(content, tiles) == (5,)


# ------------------------------------------------------------------------------------------
# Private lessons 113-142 (cards.md section 5)
# ------------------------------------------------------------------------------------------


def test_113_no_empty_edge_cell(content, mk):
    edge = mk.commons(geometry.cells_of(content.board.edge))
    assert len(edge) == 44
    assert private(content, 113, edge) == 12
    assert private(content, 113, edge[1:]) == 0


def test_114_exactly_fifteen_cats_with_oshax(content, mk):
    assert private(content, 114, mk.packed(cats(14, oshax=1))) == 10
    assert private(content, 114, mk.packed(cats(15))) == 10
    assert private(content, 114, mk.packed(cats(14))) == 0
    assert private(content, 114, mk.packed(cats(15, oshax=1))) == 0


def test_115_three_of_each_colour_oshax_count(content, mk):
    three_each = [(shape, color) for color in COLORS for shape in (400, 401, 402)]
    assert private(content, 115, mk.packed(three_each)) == 15
    with_oshax = three_each[:-1] + [(300, "orange")]
    assert private(content, 115, mk.packed(with_oshax)) == 15
    assert private(content, 115, mk.packed(three_each[:-1])) == 0


def test_116_every_colour_on_the_edge(content, mk):
    five = [mk.col(color, 7 + i) for i, color in enumerate(COLORS)]
    assert private(content, 116, five) == 7
    assert private(content, 116, five[:4] + [mk.col("orange", 11, 2)]) == 0


def test_117_best_colour_on_the_edge(content, mk):
    tiles = [
        mk.col("red", 7),
        mk.col("red", 8),
        mk.col("blue", 9),
        mk.col("blue", 10),
        mk.col("blue", 11),
        mk.col("red", 12, 2),
    ]  # the third red is not on the edge
    assert private(content, 117, tiles) == 3
    assert private(content, 117, [*tiles, mk.oshax("blue")]) == 4


def test_118_exactly_three_permanent_baskets(content):
    assert private(content, 118, baskets=3) == 7
    assert private(content, 118, baskets=2) == 0
    assert private(content, 118, baskets=4) == 0


def test_119_first_in_turn_order(content):
    assert private(content, 119, order_position=0) == 7
    assert private(content, 119, order_position=1) == 0


def test_120_one_per_lone_cat(content, mk):
    tiles = [
        mk.col("red", 7),
        mk.col("blue", 9),
        mk.col("green", 11),
        mk.col("green", 12),
        mk.oshax("purple"),
    ]
    assert private(content, 120, tiles) == 3  # red, blue and the purple Oshax


def test_121_largest_family_ties_still_score(content, mk):
    mine = [mk.col("red", x) for x in (7, 8, 9)]
    three = report([mk.col("blue", x) for x in (7, 8, 9)])
    four = report([mk.col("blue", x) for x in (7, 8, 9, 10)])
    assert private(content, 121, mine, others=[three]) == 10
    assert private(content, 121, mine, others=[three, four]) == 0
    assert private(content, 121, mine) == 10
    assert private(content, 121, [], others=[report()]) == 0  # needs at least one cat


def test_121_solo_needs_a_family_of_seven(content, mk):
    seven = [mk.col("red", x) for x in range(7, 14)]
    assert private(content, 121, seven, mode="solo") == 10
    assert private(content, 121, seven[:6], mode="solo") == 0


def test_122_two_per_rare_treasure(content, mk):
    assert private(content, 122, [mk.rare(5, 3), mk.rare(8, 4), mk.common(12, 4)]) == 4


def test_123_one_per_common_treasure(content, mk):
    tiles = [*mk.commons([(12, 2), (12, 3), (12, 4)]), mk.rare(5, 3)]
    assert private(content, 123, tiles) == 3


def test_124_no_visible_rat(content, mk):
    assert private(content, 124, mk.commons(BLUE_RATS)) == 10
    assert private(content, 124, mk.commons(BLUE_RATS[1:])) == 0


def test_125_two_per_visible_rat_on_top_of_the_penalty(content, mk):
    me = report(mk.commons(BLUE_RATS[:4]), lessons=(125,))
    score = score_boats(content, [me], [])[0]
    assert (score.rats, score.private_lessons) == (-15, 30)


def test_126_counts_private_lessons_including_itself(content):
    assert private(content, 126, lessons=(126, 120, 122)) == 3
    assert private(content, 126) == 1


def test_127_to_131_exactly_five_of_the_card_colour(content, mk):
    for card, color in zip(
        range(127, 132), ("blue", "green", "purple", "red", "orange"), strict=True
    ):
        five = [mk.col(color, x) for x in range(7, 12)]
        assert private(content, card, five) == 9
        assert private(content, card, five[:4]) == 0
        assert private(content, card, [*five, mk.col(color, 12)]) == 0
        assert private(content, card, five[:4] + [mk.oshax(color)]) == 9


def test_132_exactly_five_visible_rats(content, mk):
    me = report(mk.commons(BLUE_RATS[:14]), lessons=(132,))
    score = score_boats(content, [me], [])[0]
    assert (score.rats, score.private_lessons) == (-5, 10)
    assert private(content, 132, mk.commons(BLUE_RATS[:13])) == 0


def test_133_exactly_six_private_lessons(content):
    assert private(content, 133, lessons=(133, 113, 114, 115, 116, 117)) == 7
    assert private(content, 133, lessons=(133, 113, 114, 115, 116)) == 0


def test_134_exactly_five_treasures(content, mk):
    five = [*mk.commons([(12, 2), (12, 3), (12, 4)]), mk.rare(5, 3), mk.rare(8, 4)]
    assert private(content, 134, five) == 9
    assert private(content, 134, [*five, mk.common(12, 5)]) == 0


def test_135_one_per_two_cats_on_the_edge(content, mk):
    tiles = [mk.col("red", 7), mk.col("blue", 8), mk.col("green", 9, 2), mk.col("red", 10)]
    assert private(content, 135, tiles) == 1  # 3 on the edge
    assert private(content, 135, [*tiles, mk.col("purple", 11)]) == 2


def test_136_both_parrot_rooms_full(content, mk):
    assert private(content, 136, mk.room(0) + mk.room(5)) == 12
    assert private(content, 136, mk.room(5)) == 0


def test_137_both_bedrooms_empty_still_cost_five_each(content, mk):
    score = score_boats(content, [report(lessons=(137,))], [])[0]
    assert (score.rooms, score.private_lessons) == (-35, 18)
    assert private(content, 137, [mk.common(5, 1)]) == 0  # room 1
    assert private(content, 137, [mk.common(8, 7)]) == 0  # room 2


def test_138_four_per_family_of_four_or_more(content, mixed):
    assert private(content, 138, mixed) == 8  # two red families of 4; green 3 and blue 1 do not


def test_139_three_per_oshax(content, mk):
    tiles = [mk.oshax("red"), mk.put(300, 7, 2, 0, "blue"), mk.col("green", 11)]
    assert private(content, 139, tiles) == 6


def test_140_dining_room_empty(content, mk):
    assert private(content, 140) == 15
    assert private(content, 140, [mk.common(6, 4)]) == 0


def test_141_third_largest_family_scores_again(content, mk, mixed):
    assert private(content, 141, mixed) == 8  # sizes 4, 4, 3, 1
    assert private(content, 141, [mk.col("red", 7), mk.col("blue", 9)]) == 0  # two families
    fives = (
        [mk.col("red", x) for x in range(7, 12)]  # rows 0-4
        + [mk.row("blue", 0, y) for y in (3, 4, 5)]
        + [mk.row("blue", 1, y) for y in (2, 6)]
        + [mk.row("green", 7, y) for y in (5, 6, 7, 8)]
        + [mk.row("green", 12, 5)]
    )
    assert sorted((f.size for f in families(fives)), reverse=True)[:3] == [5, 5, 5]
    assert private(content, 141, fives) == 15


def test_142_five_fish_or_more(content):
    assert private(content, 142, fish=5) == 7
    assert private(content, 142, fish=4) == 0


# ------------------------------------------------------------------------------------------
# Public lessons 143-150
# ------------------------------------------------------------------------------------------


def test_143_two_per_cat_of_the_colour_on_the_edge(content, mk):
    tiles = [mk.col("red", 7), mk.col("red", 8, 2), mk.oshax("red"), mk.col("blue", 9)]
    assert public(content, 143, tiles, "red") == 4
    assert public(content, 143, tiles, "blue") == 2


def test_144_one_per_cat_of_the_colour(content, mk):
    tiles = [mk.col("purple", 7), mk.oshax("purple"), mk.col("red", 8)]
    assert public(content, 144, tiles, "purple") == 2
    assert public(content, 144, tiles, "orange") == 0


def test_145_three_cats_of_the_colour(content, mk):
    tiles = [mk.col("purple", 7), mk.col("purple", 9), mk.oshax("purple")]
    assert public(content, 145, tiles, "purple") == 5
    assert public(content, 145, tiles[:2], "purple") == 0


def test_146_three_per_lone_cat_of_the_colour(content, mk):
    tiles = [mk.col("red", 7, 2), mk.col("red", 9, 2), mk.col("red", 10, 2), mk.col("blue", 12, 2)]
    assert public(content, 146, tiles, "red") == 3
    assert public(content, 146, tiles, "blue") == 3
    assert public(content, 146, tiles, "green") == 0


def test_147_two_per_private_lesson(content):
    assert public(content, 147, lessons=(120, 122, 126)) == 6


def test_148_two_per_common_treasure(content, mk):
    tiles = [*mk.commons([(12, 2), (12, 3), (12, 4)]), mk.rare(5, 3)]
    assert public(content, 148, tiles) == 6


def test_149_each_treasure_once_when_it_touches_the_colour(content, mk):
    tiles = [
        mk.col("red", 9, 2),
        mk.col("red", 11, 2),
        mk.col("blue", 12, 2),
        mk.common(10, 2),
        mk.put(101, 10, 4, 1),
        mk.common(13, 4),
    ]
    # (10,2) and the 2-cell (10,4)-(10,5) each touch two red cats with every cell: once each
    assert public(content, 149, tiles, "red") == 2
    assert public(content, 149, tiles, "blue") == 1
    assert public(content, 149, tiles, "green") == 0


def test_150_five_per_uncovered_map(content, mk):
    assert public(content, 150) == 25
    assert public(content, 150, [mk.common(*BLUE_MAP), mk.col("red", 7)]) == 15


# ------------------------------------------------------------------------------------------
# Family variant (rules.md 9.3, cards.md section 6)
# ------------------------------------------------------------------------------------------


def family(content, card, tiles=(), **kw) -> int:
    return private(content, card, tiles, mode="family", **kw)


def test_family_mode_has_no_rare_points_and_no_public_lessons(content, mk):
    me = report([mk.rare(5, 3), mk.common(*BLUE_MAP)], lessons=(164,))
    score = score_boats(content, [me], [(150, None), (148, None)], "family")[0]
    assert score.as_dict() == {
        "rats": -19,
        "rooms": -35,
        "families": 0,
        "rare_treasures": 0,
        "private_lessons": 4,
        "public_lessons": 0,
        "total": -50,
    }
    assert score.lessons == ((164, 4),)


def test_151_best_colour_on_the_edge_counts_cats_only(content, mk):
    tiles = [mk.col("blue", 9), mk.col("blue", 10), mk.col("blue", 11), mk.oshax("blue")]
    assert family(content, 151, tiles) == 3
    assert private(content, 117, tiles) == 4


def test_152_every_colour_on_the_edge_nine(content, mk):
    five = [mk.col(color, 7 + i) for i, color in enumerate(COLORS)]
    assert family(content, 152, five) == 9
    assert family(content, 152, five[:4]) == 0


def test_153_pairs_of_edge_cats(content, mk):
    tiles = [mk.col("red", 7), mk.col("blue", 8), mk.col("red", 10), mk.col("red", 12, 2)]
    assert family(content, 153, tiles) == 1
    assert family(content, 153, [*tiles, mk.col("green", 11)]) == 2
    assert family(content, 153, [*tiles, mk.oshax("green")]) == 1  # Family counts cats only
    assert private(content, 135, [*tiles, mk.oshax("green")]) == 2


def test_154_no_visible_rat(content, mk):
    assert family(content, 154, mk.commons(BLUE_RATS)) == 10
    assert family(content, 154, mk.commons(BLUE_RATS[:-1])) == 0


def test_155_middle_row_full(content, mk):
    row = [mk.row(color, x, 4) for x, color in zip((0, 5, 10, 15), COLORS, strict=False)]
    gap_filler = mk.put(101, 20, 4)  # the 2-cell common, horizontal: (20,4) (21,4)
    assert family(content, 155, [*row, gap_filler]) == 10
    assert family(content, 155, row) == 0


def test_156_no_empty_edge_cell(content, mk):
    edge = mk.commons(geometry.cells_of(content.board.edge))
    assert family(content, 156, edge) == 12
    assert family(content, 156, edge[:-1]) == 0


def test_157_exactly_twenty_cats_oshax_excluded(content, mk):
    assert family(content, 157, mk.packed(cats(20))) == 10
    assert family(content, 157, mk.packed(cats(19, oshax=1))) == 0
    assert family(content, 157, mk.packed(cats(21))) == 0


def test_158_three_cats_of_each_colour(content, mk):
    three_each = [(shape, color) for color in COLORS for shape in (400, 401, 402)]
    assert family(content, 158, mk.packed(three_each)) == 15
    assert family(content, 158, mk.packed(three_each[:-1] + [(300, "orange")])) == 0


def test_159_to_163_exactly_five_of_the_card_colour(content, mk):
    for card, color in zip(
        range(159, 164), ("blue", "green", "purple", "red", "orange"), strict=True
    ):
        five = [mk.col(color, x) for x in range(7, 12)]
        assert family(content, card, five) == 9
        assert family(content, card, five[:4]) == 0


def test_164_two_per_treasure(content, mk):
    assert family(content, 164, [mk.common(12, 2), mk.common(12, 3), mk.rare(5, 3)]) == 6


def test_165_largest_family(content, mk):
    mine = [mk.col("red", x) for x in (7, 8, 9)]
    assert family(content, 165, mine, others=[report(mine)]) == 10
    assert family(content, 165, mine[:2], others=[report(mine)]) == 0


def test_166_two_per_visible_rat(content, mk):
    assert family(content, 166, mk.commons(BLUE_RATS[:9])) == 20


def test_167_two_per_full_room(content, mk):
    assert family(content, 167, mk.room(0) + mk.room(5)) == 4


def test_168_third_largest_family_again(content, mixed):
    assert family(content, 168, mixed) == 8


# ------------------------------------------------------------------------------------------
# Solo: the player's side (rules.md 8.6)
# ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("points, half", [(0, 0), (1, 1), (5, 3), (6, 3), (15, 8), (25, 13)])
def test_half_rounded_up(points, half):
    assert half_rounded_up(points) == half


def test_solo_public_lessons_count_half_rounded_up_each(content, mk):
    tiles = [mk.col("purple", 7), mk.col("purple", 9), mk.oshax("purple")]
    lessons = [(150, None), (145, "purple"), (144, "purple")]
    score = score_boats(content, [report(tiles)], lessons, "solo")[0]
    assert score.lessons == ((150, 10), (145, 3), (144, 2))  # 4 maps 20 -> 10, 5 -> 3, 3 -> 2
    assert score.public_lessons == 15
    standard = score_boats(content, [report(tiles)], lessons)[0]
    assert standard.public_lessons == 28


def test_unknown_mode_is_refused(content):
    with pytest.raises(ValueError, match="mode"):
        score_boats(content, [report()], [], "coop")


# ------------------------------------------------------------------------------------------
# Winners (rules.md 6, 8.6, 9.3)
# ------------------------------------------------------------------------------------------


def test_highest_total_wins(content, mk):
    players = [report(), report([mk.rare(5, 3)])]
    assert winners(score_boats(content, players, []), players) == [1]


def test_tie_broken_by_fish_then_shared(content):
    players = [report(fish=3), report(fish=5), report(fish=5)]
    scores = score_boats(content, players, [])
    assert winners(scores, players) == [1, 2]
    players = [report(fish=5), report(fish=2)]
    assert winners(score_boats(content, players, []), players, "standard") == [0]


def test_family_tie_broken_by_full_rooms(content, mk):
    # -19 rats -30 rooms with room 5 full against -14 rats -35 rooms: both -49
    players = [report(mk.room(5), fish=0), report(mk.commons(BLUE_RATS[:5]), fish=9)]
    scores = score_boats(content, players, [], "family")
    assert scores[0].total == scores[1].total == -49
    assert winners(scores, players, "family") == [0]
    assert winners(score_boats(content, players, []), players, "standard") == [1]


def test_solo_player_needs_strictly_more_than_the_sister(content):
    players = [report()]
    scores = score_boats(content, players, [], "solo")
    assert scores[0].total == -54
    assert winners(scores, players, "solo") == [0]
    assert winners(scores, players, "solo", SisterScore(0, -55, -55)) == [0]
    assert winners(scores, players, "solo", SisterScore(0, -54, -54)) == []
    assert winners(scores, players, "solo", score_sister(content, players[0], COLORS, [])) == []


# ------------------------------------------------------------------------------------------
# The sister (rules.md 8.6, cards.md 7)
# ------------------------------------------------------------------------------------------


def test_sister_colour_cards_give_five_to_one_per_tile(content, mixed, mk):
    result = score_sister(
        content,
        report([*mixed, mk.oshax("purple")]),
        ["red", "blue", "green", "purple", "orange"],
        [],
    )
    # red 8 x 5, blue 1 x 4, green 3 x 3, purple 1 x 2 (the Oshax), orange 0
    assert result.color_points == (
        ("red", 40),
        ("blue", 4),
        ("green", 9),
        ("purple", 2),
        ("orange", 0),
    )
    assert (result.colors, result.lessons, result.total) == (55, 0, 55)


def test_197_colours_without_cat_touching_a_treasure(content, mk):
    tiles = [mk.col("red", 9, 2), mk.common(10, 2), mk.col("blue", 12, 2)]
    assert sister(content, 197, tiles) == 20  # red spoiled; absent colours count


def test_198_two_per_tile_of_the_largest_family(content, mk, mixed):
    assert sister(content, 198, mixed) == 8
    assert sister(content, 198, [mk.col("red", 7), mk.col("red", 8)]) == 0


def test_199_fewer_than_nine_treasures(content, mk):
    nine = mk.commons([(x, 4) for x in range(5, 14)])
    assert sister(content, 199, nine[:8]) == 10
    assert sister(content, 199, nine) == 0


def test_200_four_per_fish(content):
    assert sister(content, 200, fish=3) == 12


def test_201_five_per_visible_rat(content, mk):
    assert sister(content, 201) == 95
    assert sister(content, 201, mk.commons(BLUE_RATS[:10])) == 45


def test_202_five_per_cat_beyond_fifteen(content, mk):
    assert sister(content, 202, mk.packed(cats(17))) == 10
    assert sister(content, 202, mk.packed(cats(15, oshax=1))) == 5
    assert sister(content, 202, mk.packed(cats(15))) == 0


def test_203_colours_without_a_cat_on_the_edge(content, mixed):
    assert sister(content, 203, mixed) == 10  # purple and orange
    assert sister(content, 203) == 25


def test_204_best_other_solo_lesson_counts_twice(content):
    result = score_sister(content, report(fish=3), COLORS, [200, 204, 201])
    assert result.lesson_points == ((200, 12), (204, 95), (201, 95))
    assert result.lessons == 202
    assert score_sister(content, report(fish=3), COLORS, [204]).lessons == 0


def test_205_three_per_full_room(content, mk):
    assert sister(content, 205, mk.room(0) + mk.room(5)) == 6


def test_206_five_per_lone_cat(content, mixed):
    assert sister(content, 206, mixed) == 5


def test_207_three_per_private_lesson(content):
    assert sister(content, 207, lessons=(120, 122)) == 6


def test_208_largest_family_table_value(content, mk, mixed):
    assert sister(content, 208, mixed) == 11
    assert sister(content, 208, [mk.col("red", 7)]) == 0


def test_209_second_largest_family_table_value(content, mk, mixed):
    assert sister(content, 209, mixed) == 11
    assert sister(content, 209, [mk.col("red", x) for x in (7, 8, 9)]) == 0


def test_210_three_per_common_treasure(content, mk):
    assert sister(content, 210, [*mk.commons([(12, 2), (12, 3), (12, 4)]), mk.rare(5, 3)]) == 9


def test_211_three_per_cat_not_touching_a_treasure(content, mk):
    tiles = [mk.col("red", 9, 2), mk.common(10, 2), mk.col("blue", 12, 2), mk.oshax("green")]
    assert sister(content, 211, tiles) == 6  # blue and the Oshax


def test_212_four_per_covered_map(content, mk):
    assert sister(content, 212, [mk.common(*BLUE_MAP), mk.col("red", 7)]) == 8


def test_213_five_per_family_of_three_or_more(content, mixed):
    assert sister(content, 213, mixed) == 15


def test_214_one_per_cat_on_the_edge(content, mixed):
    assert sister(content, 214, mixed) == 10


def test_215_colours_without_a_cat_touching_a_visible_rat(content, mk):
    tiles = [mk.col("red", 9, 2), mk.col("blue", 12, 2)]  # red touches the rat at (8,3)
    assert sister(content, 215, tiles) == 20
    assert sister(content, 215, [*tiles, mk.common(8, 3)]) == 25


def test_every_lesson_rule_names_the_cells_behind_its_points():
    from game.isle.rules.scoring import LESSON_CELLS

    assert set(LESSON_CELLS) == set(SCORING_RULES)


@pytest.mark.parametrize(("players", "mode", "seed"), [(3, "standard", 5), (2, "family", 6)])
def test_the_boat_detail_adds_up_to_the_score_lines(content, players, mode, seed):
    from game.isle.headless import play_random_game
    from game.isle.rules import score
    from game.isle.rules.scoring import is_cat_like

    state = play_random_game(content, players, seed=seed, mode=mode).state
    for s, line in zip(state.seats, score(state), strict=True):
        detail = line.detail
        assert -detail.rats.bit_count() == line.rats
        assert detail.rats == content.boats[s.boat].rats & ~s.occupied
        assert -5 * len(detail.unfilled_rooms) == line.rooms
        for _, cells in detail.unfilled_rooms:
            assert cells and not cells & s.occupied
        assert sum(f.points for f in detail.families) == line.families
        assert sorted(i for f in detail.families for i in f.tiles) == [
            i for i, t in enumerate(s.tiles) if is_cat_like(t)
        ]
        assert sum(points for _, points, _ in detail.rare_treasures) == line.rare_treasures
        assert [(x.card, x.points) for x in detail.lessons] == list(line.lessons)
        for x in detail.lessons:
            assert not x.cells & ~content.board.cells
            if not x.points:
                assert not x.cells
        assert detail.cells("families") == _cells_of_families(s.tiles, detail)


def _cells_of_families(tiles, detail):
    mask = 0
    for family in detail.families:
        if family.points:
            for i in family.tiles:
                mask |= tiles[i].mask
    return mask
