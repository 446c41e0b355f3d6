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
def _plain_fields(cls: type) -> tuple[frozenset[type], ...] | None:
    """For a named tuple whose fields are all JSON scalars (or None), the types each field
    allows; None otherwise."""
    allowed = []
    for name in cls._fields:
        tp = typing.get_type_hints(cls)[name]
        members = (
            typing.get_args(tp)
            if typing.get_origin(tp) in (typing.Union, types.UnionType)
            else (tp,)
        )
        if not set(members) <= _PLAIN:
            return None
        allowed.append(frozenset(members))
    return tuple(allowed)


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls, localns={"Content": Content})


# Values stored as they are: JSON scalars (bool before int: ``type`` is exact, not a subclass).
_PLAIN = frozenset({int, str, bool, float, type(None)})


def encode(value: Any) -> Any:
    cls = type(value)
    return value if cls in _PLAIN else _encoder(cls)(value)


@cache
def _encoder(cls: type) -> Callable[[Any], Any]:
    """The encoder of one type, built once: a state holds thousands of values and is encoded
    after every action (autosave, hashes), so the type tests are not repeated per value."""
    if dataclasses.is_dataclass(cls):
        names = tuple(f.name for f in dataclasses.fields(cls) if f.name != "content")
        kind = cls.__name__ if cls.__name__ in _FRAMES else None

        def obj(value: Any) -> dict[str, Any]:
            out: dict[str, Any] = {} if kind is None else {"kind": kind}
            for name in names:
                out[name] = encode(getattr(value, name))
            return out

        return obj
    if issubclass(cls, StrEnum):
        return str
    if _is_namedtuple(cls) and _plain_fields(cls) is not None:
        return list  # a tile: its fields are JSON scalars already
    if issubclass(cls, tuple):  # named tuples included

        def array(value: tuple) -> list:
            return [v if type(v) in _PLAIN else encode(v) for v in value]

        return array
    return lambda value: value


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
            if args[0] in (int, str, bool):
                return _scalars(args[0])
            item = _decoder(args[0])
            return lambda data: tuple([item(v) for v in _list(data)])
        items = [_decoder(a) for a in args]

        def fixed(data: Any) -> tuple:
            data = _list(data)
            if len(data) != len(items):
                raise CodecError(f"expected {len(items)} items, got {len(data)}")
            return tuple(f(v) for f, v in zip(items, data, strict=True))

        return fixed
    if _is_namedtuple(tp):
        plain = _plain_fields(tp)
        if plain is not None:

            def scalar_fields(data: Any) -> Any:
                if type(data) is not list or len(data) != len(plain):
                    raise CodecError(f"expected a {tp.__name__}, got {data!r}")
                for v, ok in zip(data, plain, strict=True):
                    if type(v) not in ok:
                        raise CodecError(f"expected a {tp.__name__}, got {data!r}")
                return tp(*data)

            return scalar_fields
        hints = typing.get_type_hints(tp)
        fields = [(_decoder(hints[name])) for name in tp._fields]

        def named(data: Any) -> Any:
            data = _list(data)
            if len(data) != len(fields):
                raise CodecError(f"expected {len(fields)} items for {tp.__name__}, got {data!r}")
            return tp(*[f(v) for f, v in zip(fields, data, strict=True)])

        return named
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


def _scalars(tp: type) -> Callable[[Any], tuple]:
    """A tuple of one scalar type (masks, card ids, counts): checked in one pass."""

    def scalars(data: Any) -> tuple:
        data = _list(data)
        for v in data:
            if type(v) is not tp:
                raise CodecError(f"expected {tp.__name__}, got {v!r}")
        return tuple(data)

    return scalars


def _raise(message: str) -> Any:
    raise CodecError(message)


def _list(data: Any) -> list:
    if not isinstance(data, list):
        raise CodecError(f"expected an array, got {data!r}")
    return data


def decode(tp: Any, data: Any) -> Any:
    """``data`` (JSON) read back as a value of type ``tp``, following its type hints; another
    game's rules decode their own state with it."""
    return _decoder(tp)(data)


def digest(data: Any) -> str:
    """A stable SHA-256 of JSON data (same data, same digest, on every machine)."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def state_to_json(state: GameState) -> dict[str, Any]:
    return {"format": FORMAT, "state": encode(state)}


def state_from_json(data: dict[str, Any], content: Content) -> GameState:
    if data.get("format") != FORMAT:
        raise CodecError(f"unknown state format {data.get('format')!r}")
    state = _decoder(GameState)(data["state"])
    return dataclasses.replace(state, content=content)


def state_hash(state: GameState) -> str:
    """A stable digest of the state (same state, same hash, on every machine)."""
    return digest(state_to_json(state))
