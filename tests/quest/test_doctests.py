"""The examples in Dice Quest's docstrings run as written."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import game.quest

MODULES = sorted(m.name for m in pkgutil.walk_packages(game.quest.__path__, "game.quest."))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_the_examples_are_there():
    tried = sum(doctest.testmod(importlib.import_module(n)).attempted for n in MODULES)
    assert tried >= 20
