"""The examples in the rules' docstrings run: the public API (new_game, legal_actions,
parse_action, check_action, score) and the refusals read as their docs say."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["game.isle.rules", "game.isle.rules.refusals", "game.isle.rules.errors"]
MODULES += [  # Kitten Toys
    f"game.kittens.rules{part}"
    for part in ("", ".cards", ".actions", ".refusals", ".tricks", ".rounds")
]


@pytest.mark.parametrize("name", MODULES)
def test_the_examples_of_the_docs_run(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0
