"""Each family of The Isle of Cats' consumers dispatches through one table: the rules' events
(the narration's words, the recap's moves and captions, the table's effects), the actions (the
suggested move's reasons) and a challenge's steps (the hint's words). Every class is handled or
listed as deliberately silent there, exactly once, so a new one cannot be forgotten."""

from __future__ import annotations

import typing

import pytest

from game.isle.challenges import model
from game.isle.rules import actions
from game.isle.rules import events as ev
from game.isle.scenes.challenge import HINTS
from game.isle.tutorial.advice import ADVICE
from game.isle.ui.captions import READ
from game.isle.ui.effects import SHOW
from game.isle.ui.narration import LINES
from game.shell.engine.actions import Action
from game.shell.engine.dispatch import Dispatch
from game.shell.engine.events import Event


def classes(module, base: type) -> set[type]:
    """Every class of ``base`` a rules module defines (the base itself left out)."""
    return {
        kind
        for kind in vars(module).values()
        if isinstance(kind, type) and issubclass(kind, base) and kind is not base
    }


EVENTS = classes(ev, Event)
ACTIONS = classes(actions, Action)
STEPS = set(typing.get_args(model.Step))

TABLES: dict[str, tuple[Dispatch, set[type]]] = {
    "narration words": (LINES, EVENTS),
    "recap and captions": (READ, EVENTS),
    "effects": (SHOW, EVENTS),
    "suggested move": (ADVICE, ACTIONS),
    "challenge hints": (HINTS, STEPS),
}


def test_the_families_cover_the_classes_of_the_game():
    assert len(EVENTS) >= 40 and len(ACTIONS) >= 19 and len(STEPS) == 5


@pytest.mark.parametrize("family", TABLES)
def test_every_class_is_handled_or_silent_exactly_once(family):
    table, kinds = TABLES[family]
    assert not table.handled & table.silent, "handled and silent"
    forgotten = sorted(k.__name__ for k in kinds - table.handled - table.silent)
    strangers = sorted(k.__name__ for k in (table.handled | table.silent) - kinds)
    assert not forgotten, f"{family} neither handles nor silences {forgotten}"
    assert not strangers, f"{family} lists classes it is not about: {strangers}"
