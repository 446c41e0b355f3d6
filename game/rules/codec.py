"""Lossless JSON form of the game state (saves, hashes, tests).

Dataclasses become objects (a frame carries its class name under "kind"), tuples and named
tuples become arrays. Decoding follows the type hints, so ``state_from_json(state_to_json(s))
== s`` holds exactly. The content is not part of the state's JSON: it is given back on load.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import types
import typing
from collections.abc import Callable
from enum import StrEnum
from functools import cache
from typing import Any

from game.rules.content import Content
from game.rules.state import FRAME_TYPES, GameState

FORMAT = 1
_FRAMES = {cls.__name__: cls for cls in FRAME_TYPES}


class CodecError(ValueError):
    """JSON that is not a game state."""


def _is_namedtuple(tp: Any) -> bool:
    return isinstance(tp, type) and issubclass(tp, tuple) and hasattr(tp, "_fields")


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, localns={"Content": Content})


def encode(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: dict[str, Any] = {}
        if type(value).__name__ in _FRAMES:
            out["kind"] = type(value).__name__
        for f in dataclasses.fields(value):
            if f.name == "content":
                continue
            out[f.name] = encode(getattr(value, f.name))
        return out
    if isinstance(value, StrEnum):
        return str(value)
    if isinstance(value, tuple):  # named tuples included
        return [encode(v) for v in value]
    return value


@cache
def _decoder(tp: Any) -> Callable[[Any], Any]:
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if isinstance(tp, type) and issubclass(tp, StrEnum):

        def member(data: Any, tp=tp) -> Any:
            try:
                return tp(data)
            except ValueError:
                raise CodecError(f"expected one of {', '.join(tp)}, got {data!r}") from None

        return member
    if tp in (int, str, bool):

        def scalar(data: Any, tp=tp) -> Any:
            if type(data) is not tp:
                raise CodecError(f"expected {tp.__name__}, got {data!r}")
            return data

        return scalar
    if tp is type(None):
        return lambda data: None if data is None else _raise(f"expected null, got {data!r}")
    if origin in (typing.Union, types.UnionType):
        members = [a for a in args if a is not type(None)]
        nullable = len(members) != len(args)
        if all(dataclasses.is_dataclass(m) for m in members) and len(members) > 1:
            by_name = {m.__name__: _decoder(m) for m in members}

            def tagged(data: Any) -> Any:
                if data is None and nullable:
                    return None
                kind = data.get("kind") if isinstance(data, dict) else None
                if kind not in by_name:
                    raise CodecError(f"unknown frame kind {kind!r}")
                return by_name[kind](data)

            return tagged
        (member,) = members
        inner = _decoder(member)
        return lambda data: None if data is None else inner(data)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            item = _decoder(args[0])
            return lambda data: tuple(item(v) for v in _list(data))
        items = [_decoder(a) for a in args]

        def fixed(data: Any) -> tuple:
            data = _list(data)
            if len(data) != len(items):
                raise CodecError(f"expected {len(items)} items, got {len(data)}")
            return tuple(f(v) for f, v in zip(items, data, strict=True))

        return fixed
    if _is_namedtuple(tp):
        hints = typing.get_type_hints(tp)
        fields = [(_decoder(hints[name])) for name in tp._fields]
        return lambda data: tp(*(f(v) for f, v in zip(fields, _list(data), strict=True)))
    if dataclasses.is_dataclass(tp):
        hints = _hints(tp)
        fields = [
            (f.name, _decoder(hints[f.name])) for f in dataclasses.fields(tp) if f.name != "content"
        ]

        def obj(data: Any) -> Any:
            if not isinstance(data, dict):
                raise CodecError(f"expected an object for {tp.__name__}")
            try:
                return tp(**{name: dec(data[name]) for name, dec in fields})
            except KeyError as missing:
                raise CodecError(f"{tp.__name__} misses {missing}") from None

        return obj
    raise TypeError(f"no JSON decoder for {tp!r}")


def _raise(message: str) -> Any:
    raise CodecError(message)


def _list(data: Any) -> list:
    if not isinstance(data, list):
        raise CodecError(f"expected an array, got {data!r}")
    return data


def state_to_json(state: GameState) -> dict[str, Any]:
    return {"format": FORMAT, "state": encode(state)}


def state_from_json(data: dict[str, Any], content: Content) -> GameState:
    if data.get("format") != FORMAT:
        raise CodecError(f"unknown state format {data.get('format')!r}")
    state = _decoder(GameState)(data["state"])
    return dataclasses.replace(state, content=content)


def state_hash(state: GameState) -> str:
    """A stable digest of the state (same state, same hash, on every machine)."""
    text = json.dumps(state_to_json(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()
