"""One table of the rules' decision and action kinds (issue 34, item 5): every kind has exactly
one row, and what the rows name (screens, words, help topics, board steps) exists."""

from __future__ import annotations

import inspect

from game.isle.rules import actions
from game.isle.rules.state import FRAME_TYPES
from game.isle.rules.vocabulary import Phase
from game.isle.session import decisions
from game.isle.session.decisions import ACTIONS, DECISIONS
from game.isle.ui.help import SCREENS
from game.shell.ui.i18n import catalog


def _action_kinds() -> set[type]:
    return {
        value
        for value in vars(actions).values()
        if inspect.isclass(value)
        and issubclass(value, actions.Action)
        and value is not actions.Action
    }


def test_every_decision_kind_of_the_rules_has_one_row():
    kinds = set(FRAME_TYPES) | set(Phase)
    assert set(DECISIONS) == kinds, (kinds - set(DECISIONS), set(DECISIONS) - kinds)


def test_every_action_kind_of_the_rules_has_one_row():
    kinds = _action_kinds()
    assert set(ACTIONS) == kinds, (kinds - set(ACTIONS), set(ACTIONS) - kinds)


def test_a_kind_given_two_rows_is_refused():
    rows = ((actions.Pass, decisions.CHANCE), (actions.Pass, decisions.CHANCE))
    try:
        decisions._table(rows)
    except ValueError as error:
        assert "two rows" in str(error)
    else:
        raise AssertionError("a second row for Pass was taken")


def test_what_the_rows_name_exists():
    for lang in ("en", "fr"):
        words = catalog(lang)
        for kind, row in ACTIONS.items():
            for key in (row.words, row.empty_words, row.free_words):
                assert key is None or key in words, (lang, kind, key)
        for kind, row in DECISIONS.items():
            assert row.done_words in words, (lang, kind)
    for kind, row in DECISIONS.items():
        if row.screen is not None:
            assert row.help_topic in SCREENS, kind
        assert bool(row.step) == (row.screen == "board"), kind
        if row.step:
            assert f"board.{row.step}_title" in catalog("en"), kind


def test_player_actions_are_worded_and_chance_outcomes_are_not():
    for kind, row in ACTIONS.items():
        assert row.chance == (kind(*_blank(kind)).seat < 0), kind


def _blank(kind: type) -> tuple:
    """Arguments enough to build an action of ``kind`` (its seat left at the default)."""
    from game.isle.rules.ids import Tile

    samples = {
        "seat": 0,
        "card": 1,
        "cards": (1,),
        "tile": Tile(403, "blue"),
        "pay": "full",
        "x": 0,
        "y": 0,
        "side": "left",
        "boats": ("blue",),
        "order": (0,),
        "row": (300,),
    }
    params = inspect.signature(kind).parameters
    required = [p for p in params.values() if p.default is inspect.Parameter.empty]
    return tuple(samples[p.name] for p in required)
