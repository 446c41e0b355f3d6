"""Lossless JSON form of the game state (saves, hashes, tests), by the box's codec
(game/shell/engine/codec.py): a frame of the stack carries its class name under "kind", and
``state_from_json(state_to_json(s)) == s`` holds exactly. The content is not part of the state's
JSON: it is given back on load.
"""

from __future__ import annotations

from typing import Any

from game.isle.rules.content import Content
from game.isle.rules.state import FRAME_TYPES, GameState
from game.shell.engine.codec import Codec, CodecError, digest

__all__ = ["CODEC", "CodecError", "decode", "digest", "encode", "state_from_json", "state_hash"]

FORMAT = 1
CODEC = Codec(frames=FRAME_TYPES, skip=("content",), localns={"Content": Content})
encode = CODEC.encode
decode = CODEC.decode


def state_to_json(state: GameState) -> dict[str, Any]:
    return {"format": FORMAT, "state": encode(state)}


def state_from_json(data: dict[str, Any], content: Content) -> GameState:
    if data.get("format") != FORMAT:
        raise CodecError(f"unknown state format {data.get('format')!r}")
    state: GameState = decode(GameState, data["state"], content=content)
    return state


def state_hash(state: GameState) -> str:
    """A stable digest of the state (same state, same hash, on every machine)."""
    return digest(state_to_json(state))
