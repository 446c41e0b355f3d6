"""The colour -> symbol table of assets/data/symbols.json (Accessijeux code).

The file is data a player may edit; when it is missing, empty, not JSON or incomplete, the
game uses the Accessijeux table below and ``problem()`` says why (the window tells the player
once). The symbols are the five the art knows how to draw.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.shell import safeio
from game.shell.ui.palette import COLORS

if TYPE_CHECKING:
    from game.shell.ui.symbols_file import SymbolsFile

PATH = Path(__file__).resolve().parents[3] / "assets" / "data" / "symbols.json"
SYMBOLS = ("drop", "clover", "heart", "flower", "moon")  # what game.shell.ui.art.symbols draws
BUILT_IN = {"blue": "drop", "green": "clover", "red": "heart", "purple": "flower", "orange": "moon"}
MAX_BYTES = 64 << 10


def check_table(symbols: list[str], default: dict[str, str]) -> None:
    """``ValueError`` saying what is wrong with a table of the right JSON types."""
    if sorted(symbols) != sorted(SYMBOLS):
        raise ValueError(f"'symbols' must list {', '.join(SYMBOLS)} once each")
    missing = [c for c in COLORS if c not in default]
    if missing:
        raise ValueError(f"'default' has no symbol for {', '.join(missing)}")
    if any(default[c] not in SYMBOLS for c in COLORS):
        raise ValueError(f"'default' may only use {', '.join(SYMBOLS)}")
    if len({default[c] for c in COLORS}) != len(COLORS):
        raise ValueError("'default' gives two colours the same symbol")


def file_model() -> type[SymbolsFile]:
    """The file's shape (pydantic, imported on first use: a file as shipped does not need it,
    and the title's first frame does not wait for its import)."""
    from game.shell.ui.symbols_file import SymbolsFile

    return SymbolsFile


def _as_shipped(data: Any) -> tuple[dict[str, str], tuple[str, ...]] | None:
    """The table when the file is of the right JSON types and complete, else None (for the
    model to say what is wrong)."""
    if type(data) is not dict:
        return None
    symbols, default = data.get("symbols"), data.get("default")
    if type(symbols) is not list or not all(type(x) is str for x in symbols):
        return None
    if type(default) is not dict or not all(
        type(k) is str and type(v) is str for k, v in default.items()
    ):
        return None
    try:
        check_table(symbols, default)
    except ValueError:
        return None
    return {c: default[c] for c in COLORS}, tuple(symbols)


@cache
def _loaded(path: Path | None = None) -> tuple[dict[str, str], tuple[str, ...], Exception | None]:
    """(default table, symbol names, the problem that made us use the built-in table)."""
    path = PATH if path is None else path
    try:
        data = safeio.load_file(path, MAX_BYTES)
    except (OSError, safeio.ReadError) as error:
        return dict(BUILT_IN), SYMBOLS, error
    shipped = _as_shipped(data)
    if shipped is not None:
        return *shipped, None
    from pydantic import ValidationError

    try:
        model = file_model().model_validate(data)
    except ValidationError as error:
        return dict(BUILT_IN), SYMBOLS, safeio.ReadError(safeio.first_error(error))
    return {c: model.default[c] for c in COLORS}, tuple(model.symbols), None


def problem() -> Exception | None:
    """Why the file's table is not in use (None when it is)."""
    return _loaded()[2]


def default_symbols() -> dict[str, str]:
    return dict(_loaded()[0])


def symbol_names() -> tuple[str, ...]:
    return _loaded()[1]


def player_mapping(symbol_map: dict[str, str]) -> dict[str, str]:
    """The full colour -> symbol table from the settings' ``symbol_map``: the default with the
    player's changes; the default alone when the saved table is not one-to-one."""
    default = default_symbols()
    names = set(symbol_names())
    mapping = {
        **default,
        **{
            color: symbol
            for color, symbol in symbol_map.items()
            if color in default and symbol in names
        },
    }
    return mapping if len(set(mapping.values())) == len(mapping) else default
