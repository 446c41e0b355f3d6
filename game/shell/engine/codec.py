"""A lossless JSON form of any game's state, by its type hints (saves, hashes, tests).

Dataclasses become objects, tuples and named tuples arrays, string enums their value. Where a
field holds one of several dataclasses (a stack of frames), each is tagged with its class name
under ``"kind"``. Decoding follows the type hints, so ``codec.decode(T, codec.encode(v)) == v``
holds exactly, and JSON that is not a ``T`` raises ``CodecError`` saying what was expected.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import types
import typing
from collections.abc import Callable, Iterable, Mapping
from enum import StrEnum
from typing import Any

Encoder = Callable[[Any], Any]
Decoder = Callable[[Any], Any]
Builder = Callable[[object, Mapping[str, object]], object]  # a dataclass: JSON, given fields

# Values stored as they are: JSON scalars (bool before int: ``type`` is exact, not a subclass).
PLAIN = frozenset({int, str, bool, float, type(None)})


class CodecError(ValueError):
    """JSON that is not a value of the type asked for."""


def digest(data: Any) -> str:
    """A stable SHA-256 of JSON data (same data, same digest, on every machine)."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def _is_namedtuple(tp: Any) -> bool:
    return isinstance(tp, type) and issubclass(tp, tuple) and hasattr(tp, "_fields")


def _list(data: Any) -> list[Any]:
    if not isinstance(data, list):
        raise CodecError(f"expected an array, got {data!r}")
    return data


def _fail(message: str) -> Any:
    raise CodecError(message)


class Codec:
    """The JSON form of one game's values. ``frames``: the dataclasses tagged with their name
    where a field may hold several of them; ``skip``: fields left out of the JSON (given back
    on load, such as the Isle's content); ``localns``: names the type hints use that their
    modules import only for type checking."""

    def __init__(
        self,
        frames: Iterable[type] = (),
        skip: Iterable[str] = (),
        localns: Mapping[str, Any] | None = None,
    ) -> None:
        self._frames = {cls.__name__: cls for cls in frames}
        self._skip = frozenset(skip)
        self._localns = dict(localns or {})
        self._encoders: dict[type, Encoder] = {}
        self._decoders: dict[Any, Decoder] = {}
        self._builders: dict[type, Builder] = {}
        self._plain: dict[type, tuple[frozenset[type], ...] | None] = {}

    # --- encoding -----------------------------------------------------------------------------

    def encode(self, value: Any) -> Any:
        cls = type(value)
        if cls in PLAIN:
            return value
        encoder = self._encoders.get(cls)
        if encoder is None:
            encoder = self._encoders[cls] = self._encoder(cls)
        return encoder(value)

    def _encoder(self, cls: type) -> Encoder:
        """The encoder of one type, built once: a state holds thousands of values and is
        encoded after every action (autosave, hashes), so the type tests are not repeated."""
        encode = self.encode
        if dataclasses.is_dataclass(cls):
            names = tuple(f.name for f in dataclasses.fields(cls) if f.name not in self._skip)
            kind = cls.__name__ if cls.__name__ in self._frames else None

            def obj(value: Any) -> dict[str, Any]:
                out: dict[str, Any] = {} if kind is None else {"kind": kind}
                for name in names:
                    out[name] = encode(getattr(value, name))
                return out

            return obj
        if issubclass(cls, StrEnum):
            return str
        if _is_namedtuple(cls) and self._plain_fields(cls) is not None:
            return list  # its fields are JSON scalars already
        if issubclass(cls, tuple):

            def array(value: tuple[Any, ...]) -> list[Any]:
                return [v if type(v) in PLAIN else encode(v) for v in value]

            return array
        return lambda value: value

    def _plain_fields(self, cls: type) -> tuple[frozenset[type], ...] | None:
        """For a named tuple whose fields are all JSON scalars (or None), the types each field
        allows; None otherwise."""
        if cls not in self._plain:
            allowed: list[frozenset[type]] = []
            for tp in typing.get_type_hints(cls).values():  # a named tuple's fields, in order
                union = typing.get_origin(tp) in (typing.Union, types.UnionType)
                members = typing.get_args(tp) if union else (tp,)
                if not set(members) <= PLAIN:
                    self._plain[cls] = None
                    break
                allowed.append(frozenset(members))
            else:
                self._plain[cls] = tuple(allowed)
        return self._plain[cls]

    # --- decoding -----------------------------------------------------------------------------

    def decode(self, tp: Any, data: Any, **given: object) -> Any:
        """``data`` (JSON) read back as a value of type ``tp``, following its type hints.
        ``given``: the values of the fields the JSON leaves out (``skip``) when ``tp`` is a
        dataclass with such fields (the Isle's content)."""
        if given:
            return self._builder(tp)(data, given)
        return self._decoder(tp)(data)

    def _decoder(self, tp: Any) -> Decoder:
        decoder = self._decoders.get(tp)
        if decoder is None:
            decoder = self._decoders[tp] = self._make_decoder(tp)
        return decoder

    def _make_decoder(self, tp: Any) -> Decoder:
        origin = typing.get_origin(tp)
        args = typing.get_args(tp)
        if isinstance(tp, type) and issubclass(tp, StrEnum):
            return _member(tp)
        if tp in (int, str, bool):
            return _scalar(tp)
        if tp is type(None):
            return lambda data: None if data is None else _fail(f"expected null, got {data!r}")
        if origin in (typing.Union, types.UnionType):
            return self._union(args)
        if origin is tuple:
            return self._tuple(args)
        if _is_namedtuple(tp):
            return self._named(tp)
        if dataclasses.is_dataclass(tp):
            return self._dataclass(tp)
        raise TypeError(f"no JSON decoder for {tp!r}")

    def _union(self, args: tuple[Any, ...]) -> Decoder:
        members = [a for a in args if a is not type(None)]
        nullable = len(members) != len(args)
        if all(dataclasses.is_dataclass(m) for m in members) and len(members) > 1:
            by_name = {m.__name__: self._decoder(m) for m in members}

            def tagged(data: Any) -> Any:
                if data is None and nullable:
                    return None
                kind = data.get("kind") if isinstance(data, dict) else None
                if kind not in by_name:
                    raise CodecError(f"unknown frame kind {kind!r}")
                return by_name[kind](data)

            return tagged
        if len(members) != 1:
            raise TypeError(f"no JSON decoder for a union of {members!r}")
        inner = self._decoder(members[0])
        return lambda data: None if data is None else inner(data)

    def _tuple(self, args: tuple[Any, ...]) -> Decoder:
        if len(args) == 2 and args[1] is Ellipsis:
            if args[0] in (int, str, bool):
                return _scalars(args[0])
            item = self._decoder(args[0])
            return lambda data: tuple([item(v) for v in _list(data)])
        items = [self._decoder(a) for a in args]

        def fixed(data: Any) -> tuple[Any, ...]:
            data = _list(data)
            if len(data) != len(items):
                raise CodecError(f"expected {len(items)} items, got {len(data)}")
            return tuple(f(v) for f, v in zip(items, data, strict=True))

        return fixed

    def _named(self, tp: Any) -> Decoder:
        plain = self._plain_fields(tp)
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
        fields = [self._decoder(hints[name]) for name in tp._fields]

        def named(data: Any) -> Any:
            data = _list(data)
            if len(data) != len(fields):
                raise CodecError(f"expected {len(fields)} items for {tp.__name__}, got {data!r}")
            return tp(*[f(v) for f, v in zip(fields, data, strict=True)])

        return named

    def _dataclass(self, tp: Any) -> Decoder:
        build = self._builder(tp)
        nothing: Mapping[str, object] = {}

        def obj(data: object) -> object:
            return build(data, nothing)

        return obj

    def _builder(self, tp: Any) -> Builder:
        """The dataclass ``tp`` from its JSON object and the values of its skipped fields."""
        builder = self._builders.get(tp)
        if builder is not None:
            return builder
        hints = typing.get_type_hints(tp, localns=self._localns)
        fields = [
            (f.name, self._decoder(hints[f.name]))
            for f in dataclasses.fields(tp)
            if f.name not in self._skip
        ]

        def build(data: object, given: Mapping[str, object]) -> object:
            if not isinstance(data, dict):
                raise CodecError(f"expected an object for {tp.__name__}")
            try:
                return tp(**{name: dec(data[name]) for name, dec in fields}, **given)
            except KeyError as missing:
                raise CodecError(f"{tp.__name__} misses {missing}") from None

        self._builders[tp] = build
        return build


def _member(tp: type[StrEnum]) -> Decoder:
    def member(data: Any) -> Any:
        try:
            return tp(data)
        except ValueError:
            raise CodecError(f"expected one of {', '.join(tp)}, got {data!r}") from None

    return member


def _scalar(tp: type) -> Decoder:
    def scalar(data: Any) -> Any:
        if type(data) is not tp:
            raise CodecError(f"expected {tp.__name__}, got {data!r}")
        return data

    return scalar


def _scalars(tp: type) -> Decoder:
    """A tuple of one scalar type (masks, card ids, counts): checked in one pass."""

    def scalars(data: Any) -> tuple[Any, ...]:
        data = _list(data)
        for v in data:
            if type(v) is not tp:
                raise CodecError(f"expected {tp.__name__}, got {v!r}")
        return tuple(data)

    return scalars
