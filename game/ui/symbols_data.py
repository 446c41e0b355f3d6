"""The colour -> symbol table of assets/data/symbols.json (Accessijeux code).

The file is data a player may edit; when it is missing, empty, not JSON or incomplete, the
game uses the Accessijeux table below and ``problem()`` says why (the window tells the player
once). The symbols are the five the art knows how to draw.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from game import safeio
from game.rules.ids import COLORS

PATH = Path(__file__).resolve().parents[2] / "assets" / "data" / "symbols.json"
SYMBOLS = ("drop", "clover", "heart", "flower", "moon")  # what game.ui.art.symbols draws
BUILT_IN = {"blue": "drop", "green": "clover", "red": "heart", "purple": "flower", "orange": "moon"}
MAX_BYTES = 64 << 10


class SymbolsFile(BaseModel):
    model_config = ConfigDict(strict=True, extra="ignore", defer_build=True)

    symbols: list[str] = Field(min_length=len(SYMBOLS), max_length=len(SYMBOLS))
    default: dict[str, str]

    @model_validator(mode="after")
    def _complete(self) -> SymbolsFile:
        if sorted(self.symbols) != sorted(SYMBOLS):
            raise ValueError(f"'symbols' must list {', '.join(SYMBOLS)} once each")
        missing = [c for c in COLORS if c not in self.default]
        if missing:
            raise ValueError(f"'default' has no symbol for {', '.join(missing)}")
        if any(self.default[c] not in SYMBOLS for c in COLORS):
            raise ValueError(f"'default' may only use {', '.join(SYMBOLS)}")
        if len({self.default[c] for c in COLORS}) != len(COLORS):
            raise ValueError("'default' gives two colours the same symbol")
        return self


@cache
def _loaded(path: Path | None = None) -> tuple[dict[str, str], tuple[str, ...], Exception | None]:
    """(default table, symbol names, the problem that made us use the built-in table)."""
    path = PATH if path is None else path
    try:
        model = SymbolsFile.model_validate(safeio.load_file(path, MAX_BYTES))
    except (OSError, safeio.ReadError) as error:
        return dict(BUILT_IN), SYMBOLS, error
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
