"""Each family of Kitten Toys' consumers dispatches the rules' events through one table (the
words, the table's show, the animations, the timeline, the tournament's counts): every event
class of the game is handled or listed as deliberately silent there, exactly once, so a new
event cannot be forgotten by one of them."""

from __future__ import annotations

import pytest

from game.kittens.headless import COUNT
from game.kittens.rules import events as ev
from game.kittens.scenes.timeline import ROWS
from game.kittens.ui.motion import MAKE
from game.kittens.ui.show import APPLY
from game.kittens.ui.words import LINES
from game.shell.engine.dispatch import Dispatch
from game.shell.engine.events import Event

TABLES: dict[str, Dispatch] = {
    "words": LINES,
    "show": APPLY,
    "motion": MAKE,
    "timeline": ROWS,
    "tournament counts": COUNT,
}


def event_classes() -> set[type]:
    """Every event class of the game: the subclasses of Event in its rules' events."""
    return {
        kind
        for kind in vars(ev).values()
        if isinstance(kind, type) and issubclass(kind, Event) and kind is not Event
    }


def test_the_game_s_event_list_names_every_event_class():
    assert set(ev.EVENT_TYPES) == event_classes()
    assert len(ev.EVENT_TYPES) == len(set(ev.EVENT_TYPES))


@pytest.mark.parametrize("family", TABLES)
def test_every_event_is_handled_or_silent_exactly_once(family):
    table = TABLES[family]
    events = event_classes()
    assert not table.handled & table.silent, "handled and silent"
    forgotten = sorted(k.__name__ for k in events - table.handled - table.silent)
    strangers = sorted(k.__name__ for k in (table.handled | table.silent) - events)
    assert not forgotten, f"{family} neither handles nor silences {forgotten}"
    assert not strangers, f"{family} lists classes that are no event of the game: {strangers}"
