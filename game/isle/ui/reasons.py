"""Refusal reasons in the player's language: the rules' refusal code looked up in the catalogs.

The rules refuse with a code and the values it names (game/isle/rules/refusals.py); the sentence
is ``reason.<code>`` of assets/i18n/reasons.<lang>.json, with the values that are words (tiles,
colours, piles) translated too. tests/app/test_reasons.py holds every code to both catalogs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from game.isle.rules.ids import Tile, kind_of, parse_tile
from game.isle.rules.vocabulary import TileKind

Translate = Callable[..., str]


class Catalog(Protocol):
    """A translator that also tells whether its language has a sentence for a key
    (game.shell.ui.i18n.Translator)."""

    def __call__(self, key: str, **values: object) -> str: ...
    def has(self, key: str) -> bool: ...


class Refused(Protocol):
    """A refusal: game.isle.rules.refusals.Refusal (a frozen dataclass, hence read-only
    members) or an IllegalActionError."""

    @property
    def code(self) -> str: ...
    @property
    def params(self) -> Mapping[str, object]: ...


def tile_words(tile: Tile | str, t: Translate) -> str:
    """``blue403`` -> "this blue cat", ``rare201`` -> "this rare treasure"."""
    if isinstance(tile, str):
        tile = parse_tile(tile)
    kind = kind_of(tile.shape)
    if kind == TileKind.CAT:
        return t("reason.tile.cat", color=t(f"color.{tile.color}"))
    if kind == TileKind.OSHAX and tile.color:
        return t("reason.tile.oshax_colored", color=t(f"color.{tile.color}"))
    return t(f"reason.tile.{kind}")


def _words(name: str, value: Any, t: Translate) -> str:
    if name == "tile":
        return tile_words(value, t)
    if name == "colors":
        return ", ".join(t(f"color.{c}") for c in value)
    if name == "pile":
        return t(f"reason.pile.{value}")
    return str(value)


def translate(refusal: Refused, t: Catalog) -> str:
    """The refusal as a sentence in the translator's language."""
    key = f"reason.{refusal.code}"
    if t.has(key):
        params = {name: _words(name, value, t) for name, value in refusal.params.items()}
        text = t(key, **params)
    else:  # a code without a sentence (the test keeps this from happening)
        text = t("reason.unknown", reason=refusal.code)
    return text[:1].upper() + text[1:]
