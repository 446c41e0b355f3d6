"""The examples in the rules' docstrings run: the public API (new_game, chance_outcomes,
apply_action, legal_actions, check_action), the cards' notation, the actions' texts, what cards
played together make, and a refusal's reason read as their docs say."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [f"game.fuse.rules{part}" for part in ("", ".cards", ".actions", ".combos", ".refusals")]


@pytest.mark.parametrize("name", MODULES)
def test_the_examples_of_the_docs_run(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0
