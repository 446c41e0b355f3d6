"""The parameters each card effect and each scoring rule reads, with their types: a card's
``params`` are checked against its rule at load, so a ``points`` string or a missing ``cards``
is an error naming the file, the card and the field, never a crash on the fifth day.

A test holds this table to ``EFFECT_KINDS`` and ``SCORING_RULES`` (every rule has an entry).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.isle.rules.ids import COLORS


@dataclass(frozen=True)
class Param:
    kind: str  # count (a whole number >= 0) | points (a whole number) | flag | color | rooms
    required: bool = True


COUNT, POINTS = Param("count"), Param("points")
OPTIONAL_FLAG, OPTIONAL_COUNT = Param("flag", False), Param("count", False)

EFFECT_PARAMS: dict[str, dict[str, Param]] = {
    "take_oshax": {},
    "treasure_rare_or_commons": {"rare": COUNT, "commons": COUNT},
    "treasure_small_or_paid_commons": {"small": COUNT, "commons": COUNT, "fish": COUNT},
    "discard_permanent_basket_for_fish": {"fish": COUNT},
    "discard_private_lessons_for_permanent_basket": {"lessons": COUNT},
    "discard_treasures_for_permanent_basket": {"treasures": COUNT},
    "draw_cards": {"cards": COUNT},
    "draw_tile_to_boat": {"tiles": COUNT},
    "draw_tiles_to_fields": {"tiles": COUNT},
    "extra_rescue": {"extra_cats": COUNT},
    "gain_fish_per_cat_of_chosen_colour": {"fish_per_unit": COUNT},
    "gain_fish_per_colour_present": {"fish_per_unit": COUNT, "max_units": COUNT},
    "gain_fish_per_common_treasure": {"fish_per_unit": COUNT},
    "gain_fish_per_oshax": {"fish_per_unit": COUNT},
    "gain_fish_per_private_lesson": {"fish_per_unit": COUNT},
    "gain_fish_per_rare_treasure": {"fish_per_unit": COUNT},
    "gain_permanent_basket": {},
    "move_cats_between_fields": {"min_cats": COUNT, "max_cats": COUNT},
    "next_tile_anywhere": {},
}

_POINTS_ONLY = (
    "every_colour_touches_edge",
    "first_in_turn_order",
    "no_empty_edge_cell",
    "no_visible_rats",
    "per_cat_not_touching_treasure",
    "per_cat_of_best_colour_touching_edge",
    "per_cat_of_colour",
    "per_cat_of_colour_touching_edge",
    "per_cat_touching_edge",
    "per_colour_without_cat_on_edge",
    "per_colour_without_cat_touching_treasure",
    "per_colour_without_cat_touching_visible_rat",
    "per_common_treasure",
    "per_covered_map",
    "per_filled_room",
    "per_lone_cat",
    "per_lone_cat_of_colour",
    "per_oshax",
    "per_private_lesson",
    "per_rare_treasure",
    "per_scoring_family",
    "per_tile_in_largest_scoring_family",
    "per_treasure",
    "per_treasure_touching_colour",
    "per_uncovered_map",
    "per_unspent_fish",
    "per_visible_rat",
)

SCORING_PARAMS: dict[str, dict[str, Param]] = {
    **{rule: {"points": POINTS} for rule in _POINTS_ONLY},
    "double_best_solo_lesson": {},
    "largest_family_score": {},
    "second_largest_family_score": {},
    "third_largest_family_again": {},
    "exact_cat_count": {"points": POINTS, "count": COUNT, "include_oshax": OPTIONAL_FLAG},
    "exact_cats_of_colour": {
        "points": POINTS,
        "color": Param("color"),
        "count": COUNT,
        "include_oshax": OPTIONAL_FLAG,
    },
    "exact_permanent_baskets": {"points": POINTS, "count": COUNT},
    "exact_private_lessons": {"points": POINTS, "count": COUNT},
    "exact_treasures": {"points": POINTS, "count": COUNT},
    "exact_visible_rats": {"points": POINTS, "count": COUNT},
    "fewer_treasures_than": {"points": POINTS, "threshold_exclusive": COUNT},
    "largest_family": {"points": POINTS, "solo_min_size": OPTIONAL_COUNT},
    "middle_row_full": {"points": POINTS, "row_y": OPTIONAL_COUNT},
    "min_cats_each_colour": {"points": POINTS, "min": COUNT, "include_oshax": OPTIONAL_FLAG},
    "min_cats_of_colour": {"points": POINTS, "min": COUNT},
    "min_fish": {"points": POINTS, "min": COUNT},
    "per_cat_over": {"points": POINTS, "threshold": COUNT, "include_oshax": OPTIONAL_FLAG},
    "per_family_min_size": {"points": POINTS, "min_size": COUNT},
    "per_two_cats_touching_edge": {"points_per_pair": POINTS},
    "rooms_empty": {"points": POINTS, "rooms": Param("rooms")},
    "rooms_full": {"points": POINTS, "rooms": Param("rooms")},
}


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def param_problem(
    spec: dict[str, Param], params: dict[str, Any], room_ids: frozenset[int]
) -> tuple[str, str] | None:
    """(parameter, why) for the first parameter that does not fit its rule, None when all do."""
    for name in params:
        if name not in spec:
            known = ", ".join(spec) or "none"
            return name, f"this rule takes no parameter {name!r} (it takes: {known})"
    for name, param in spec.items():
        if name not in params:
            if param.required:
                return name, "missing: this rule needs it"
            continue
        value = params[name]
        if param.kind == "count" and not (_is_int(value) and 0 <= value <= 1000):
            return name, f"{value!r} is not a whole number from 0 to 1000"
        if param.kind == "points" and not (_is_int(value) and -1000 <= value <= 1000):
            return name, f"{value!r} is not a whole number of points"
        if param.kind == "flag" and not isinstance(value, bool):
            return name, f"{value!r} is not true or false"
        if param.kind == "color" and value not in COLORS:
            return name, f"{value!r} is not a cat colour"
        if param.kind == "rooms" and not (
            isinstance(value, list) and value and all(_is_int(r) and r in room_ids for r in value)
        ):
            return name, f"{value!r} is not a list of room ids of the board"
    return None
