"""Dice Quest's creatures as a window holds them: loaded once per window (``Host.resource``); a
broken file is a ``ValueError`` naming the file, the entry and the field, which the title says
before any game starts (the shell's ``content_problem``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.quest.data.loader import ContentError, load_creatures
from game.quest.rules.creatures import Creature

if TYPE_CHECKING:
    from game.shell.scenes.stack import Host


def quest_levels() -> tuple[Creature, ...]:
    """The levels' creatures (``ValueError`` when the file is broken)."""
    try:
        return load_creatures()
    except ContentError as error:
        raise ValueError(str(error)) from None


def quest_cards(app: Host) -> tuple[Creature, ...]:
    """The creatures this window plays with, loaded once."""
    return app.resource(quest_levels)
