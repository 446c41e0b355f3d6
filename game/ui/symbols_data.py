"""The colour -> symbol table of assets/data/symbols.json (Accessijeux code)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

PATH = Path(__file__).resolve().parents[2] / "assets" / "data" / "symbols.json"


@cache
def _data() -> dict:
    return json.loads(PATH.read_text(encoding="utf-8"))


def default_symbols() -> dict[str, str]:
    return dict(_data()["default"])


def symbol_names() -> tuple[str, ...]:
    return tuple(_data()["symbols"])


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
