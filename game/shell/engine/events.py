"""The base of every game's events: what happened when an action was applied, as data that
logs, animations and narration read."""

from __future__ import annotations

from typing import ClassVar


class Event:
    """An event. One with a secret names the only seat that may see its details
    (``private``); each game's ``observe_events`` blanks them for the others."""

    __slots__ = ()
    private: int | None = None  # the seat that may see the details, None when public
    key: ClassVar[str] = ""  # a game's narration key of the event (its catalogs say the words)
