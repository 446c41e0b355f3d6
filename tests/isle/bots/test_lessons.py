"""The bots value every scoring rule of the content: each lesson rule (private, public, Family and
the sister's) has an estimate of its final points and of the change one placement makes, none
falls to a default, and each one that a placement can change does change on real boats."""

from __future__ import annotations

import pytest

from game.isle.bots import lessons
from game.isle.bots.board import board_model
from game.isle.bots.evaluation import Weights, boat_info, outlook_for
from game.isle.bots.lessons import PLACES, VALUES, LessonTerm, no_effect
from game.isle.rules.ids import COLORS, kind_of
from game.isle.rules.scoring import SCORING_RULES
from tests.isle.bots.positions import positions

# Rules whose estimate does not read the boat (the bot cannot see them change by placing).
BOAT_BLIND = {
    "exact_permanent_baskets",  # baskets
    "first_in_turn_order",  # the cat order
    "min_fish",  # fish
    "per_unspent_fish",  # fish (the sister's 200: Ctx.fish_value)
    "exact_private_lessons",  # lessons in play
    "per_private_lesson",  # lessons in play
    "double_best_solo_lesson",  # doubles another of her lessons (sister_terms)
}


def _content_rules(content) -> set[str]:
    return {card.scoring for card in content.cards.values() if card.scoring}


def test_every_rule_of_the_content_has_an_estimate_and_a_placement_change(content):
    rules = _content_rules(content) | set(SCORING_RULES)
    assert rules - set(VALUES) == set(), "rules the bots would value at a default"
    assert rules - set(PLACES) == set(), "rules the bots would not see when placing"


def test_the_tables_hold_no_rule_the_rules_do_not_know():
    assert set(VALUES) <= set(SCORING_RULES)
    assert set(PLACES) <= set(SCORING_RULES)


def _card_of(content, rule: str):
    return next(c for c in content.cards.values() if c.scoring == rule)


def _term(content, rule: str) -> LessonTerm:
    card = _card_of(content, rule)
    named = "on_buy" in card.color_choice
    return LessonTerm(card, "blue" if named else None, card.is_public_lesson)


@pytest.fixture(scope="module")
def boats(content):
    """(info, outlook) of every seat at a few moments of a game between Normal bots."""
    found = []
    for state, _ in positions(content, 31, 29):
        for seat in range(state.players):
            found.append((boat_info(state, seat), outlook_for(state, seat, Weights())))
    return found


def test_every_estimate_reads_the_boat(content, boats):
    for rule in sorted(_content_rules(content) - BOAT_BLIND):
        term = _term(content, rule)
        values = {round(term.value(info, outlook), 6) for info, outlook in boats}
        assert len(values) > 1, f"{rule}: the same estimate on every boat"


def test_every_rule_a_placement_can_change_does_change(content, boats):
    model = board_model(content)
    shapes = list(content.shapes.values())
    kinds = {kind_of(s.id): s.id for s in reversed(shapes)}  # one shape of each kind
    tiles = sorted(
        {(s.id, kind_of(s.id)) for s in shapes[::7]} | {(i, k) for k, i in kinds.items()}
    )
    for rule in sorted(_content_rules(content)):
        if PLACES[rule] is no_effect:
            assert rule in BOAT_BLIND | {"largest_family", "third_largest_family_again"}, rule
            continue
        term = _term(content, rule)
        changed = False
        for info, outlook in boats[::3]:
            for shape_id, kind in tiles:
                for spot in model.spots[shape_id][::11]:
                    if spot.mask & info.occupied:
                        continue
                    for color in COLORS if kind in ("cat", "oshax") else (None,):
                        if term.place(info, outlook, spot, color, kind):
                            changed = True
                            break
                    if changed:
                        break
                if changed:
                    break
            if changed:
                break
        assert changed, f"{rule}: no placement ever changes its estimate"


def test_an_unknown_rule_is_worth_a_small_constant_and_steers_nothing(content, boats):
    card = _card_of(content, "per_lone_cat")
    from dataclasses import replace

    unknown = LessonTerm(replace(card, scoring="a_rule_of_a_future_mode"))
    info, outlook = boats[-1]
    assert unknown.value(info, outlook) == lessons.UNKNOWN_RULE_VALUE
    spot = board_model(content).spots[400][0]
    assert unknown.place(info, outlook, spot, "blue", "cat") == 0.0


def test_the_quick_filters_only_skip_changes_that_are_nothing(content, boats):
    """The placement ranking skips terms a tile cannot change (CAT_RULES for treasures, named
    colours for other colours) and evaluates SPOT_FREE terms once per tile: both must be
    exact."""
    model = board_model(content)
    spots = [s for s in model.spots[400][::23]] + [s for s in model.spots[100][::17]]
    for rule in sorted(_content_rules(content)):
        term = _term(content, rule)
        for info, outlook in boats[::4]:
            free = [s for s in spots if not s.mask & info.occupied]
            for kind in ("cat", "oshax", "common", "rare"):
                for color in COLORS if kind in ("cat", "oshax") else (None,):
                    changes = {term.place(info, outlook, s, color, kind) for s in free}
                    if not term.reacts(color, kind):
                        assert changes <= {0.0}, f"{rule} skipped for a {color} {kind}"
                    if rule in lessons.SPOT_FREE:
                        assert len(changes) <= 1, f"{rule} depends on the spot"
