"""Lossless JSON form of a Dice Quest state (saves, hashes, tests), by the type hints, with the
box's codec (game/shell/engine/codec.py): ``state_from_json(state_to_json(s)) == s``."""

from __future__ import annotations

from typing import Any

from game.quest.rules.state import GameState
from game.shell.engine.codec import Codec, CodecError, digest

FORMAT = 1
GAME = "quest"
CODEC = Codec()


def state_to_json(state: GameState) -> dict[str, Any]:
    return {"game": GAME, "format": FORMAT, "state": CODEC.encode(state)}


def state_from_json(data: dict[str, Any]) -> GameState:
    if not isinstance(data, dict) or data.get("game") != GAME or data.get("format") != FORMAT:
        raise CodecError("not a Dice Quest state of a known format")
    state: GameState = CODEC.decode(GameState, data.get("state"))
    return state


def state_hash(state: GameState) -> str:
    """A stable digest of the state (same state, same hash, on every machine)."""
    return digest(state_to_json(state))
