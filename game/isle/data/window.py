"""The Isle's levels as a window holds them: loaded once per window (``Host.resource``), the
same content and texts for every screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.isle.data.loader import Texts, load_content, load_texts
from game.isle.rules.content import Content

if TYPE_CHECKING:
    from game.shell.scenes.stack import Host


def isle_content(app: Host) -> Content:
    """The rules' content of the Isle's levels (``ContentError`` when a file is broken)."""
    return app.resource(load_content)


def isle_texts(app: Host) -> Texts:
    """The cards' and rooms' words in both languages."""
    return app.resource(load_texts)
