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
