"""The art that draws the player's own symbol table (the symbols screen and its colour-vision
preview), even while the tiles show no symbols."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.shell.scenes.stack import Host
from game.shell.ui.symbols_data import player_mapping

if TYPE_CHECKING:
    from game.shell.ui.art import Art


def mapped_art(app: Host, previous: Art | None = None) -> Art:
    """The art that draws the player's symbol table: ``app.art`` when symbols are on, else an
    ``Art`` with the table (colour legends show symbols even when tiles do not). ``previous``
    is reused while it still matches."""
    art = app.art
    mapping = player_mapping(app.settings.symbol_map)
    if art.symbols == mapping:
        return art
    if (
        previous is not None
        and previous.symbols == mapping
        and previous.palette is art.palette
        and previous.symbol_scale == art.symbol_scale
    ):
        return previous
    return art.with_options(symbols=mapping)
