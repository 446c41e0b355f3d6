"""Each family of Kitten Fuse's consumers dispatches the rules' events through one table (the
words, the table's show, the animations, the timeline): every event class of the game is
handled or listed as deliberately silent there, exactly once, so a new event cannot be
forgotten by one of them."""

from __future__ import annotations

import pytest

from game.fuse.rules import events as ev
from game.fuse.scenes.timeline import ROWS
from game.fuse.ui.motion import MAKE
from game.fuse.ui.show import APPLY
from game.fuse.ui.words import LINES
from game.shell.engine.dispatch import Dispatch

TABLES: dict[str, Dispatch] = {"words": LINES, "show": APPLY, "motion": MAKE, "timeline": ROWS}


@pytest.mark.parametrize("family", TABLES)
def test_every_event_is_handled_or_silent_exactly_once(family):
    table = TABLES[family]
    events = set(ev.EVENT_TYPES)
    assert not table.handled & table.silent, "handled and silent"
    forgotten = sorted(k.__name__ for k in events - table.handled - table.silent)
    strangers = sorted(k.__name__ for k in (table.handled | table.silent) - events)
    assert not forgotten, f"{family} neither handles nor silences {forgotten}"
    assert not strangers, f"{family} lists classes that are no event of the game: {strangers}"
