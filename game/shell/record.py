"""``@record``: a dataclass whose methods are shared functions instead of generated code.

Python 3.11's ``@dataclass`` compiles each class's ``__init__``, ``__repr__``, ``__eq__``,
``__hash__`` and, frozen, ``__setattr__`` and ``__delattr__`` from source (six ``exec`` calls,
about 0.5 ms a class): the 49 classes a start makes before the title shows cost it some 26 ms
(issue 43, ``tools/bench_app.py --phases``). ``record`` lets ``dataclasses`` find the fields (so
``fields``, ``replace``, ``asdict``, ``is_dataclass``, ``__match_args__`` and slots are the
standard library's own) with no code generated, then gives the class methods that read its
fields: the same behaviour (tests/shell/test_record.py compares them with ``@dataclass``'s),
a little slower per call, which the classes it is used for (value objects made a few times a
frame at most) never notice. mypy reads it as a dataclass (``dataclass_transform``).

Supported: ``frozen``, ``order``, ``slots``, ``eq`` (default True), fields with defaults,
``default_factory``, ``init=False``, ``repr=False``, ``compare=False``, ``hash``, ``kw_only``
fields, ``__post_init__`` (no ``InitVar``), inheritance from other records.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import MISSING, FrozenInstanceError
from operator import attrgetter
from reprlib import recursive_repr
from typing import Any, TypeVar, dataclass_transform, overload

T = TypeVar("T")


@overload
def record(cls: type[T], /) -> type[T]: ...


@overload
def record(
    *, frozen: bool = False, order: bool = False, slots: bool = False, eq: bool = True
) -> Callable[[type[T]], type[T]]: ...


@dataclass_transform(field_specifiers=(dataclasses.field, dataclasses.Field))
def record(
    cls: Any = None,
    /,
    *,
    frozen: bool = False,
    order: bool = False,
    slots: bool = False,
    eq: bool = True,
) -> Any:
    """``@dataclass`` with the same options, its methods shared instead of generated."""

    def wrap(target: type) -> type:
        return _make(target, frozen=frozen, order=order, slots=slots, eq=eq)

    return wrap if cls is None else wrap(cls)


def _make(cls: type, *, frozen: bool, order: bool, slots: bool, eq: bool) -> type:
    if order and not eq:
        raise ValueError("eq must be true if order is true")
    own = dict(cls.__dict__)  # what the class defines itself stays, as with @dataclass
    explicit_hash = own.get("__hash__", MISSING) not in (MISSING, None)
    if frozen and ("__setattr__" in own or "__delattr__" in own):
        raise TypeError(f"Cannot overwrite attribute __setattr__ in class {cls.__name__}")
    made: Any = dataclasses.dataclass(
        cls, init=False, repr=False, eq=False, order=False, frozen=False, slots=slots
    )
    fields = dataclasses.fields(made)
    names = tuple(f.name for f in fields)
    if "__init__" not in own:
        made.__init__ = _init(made, fields, frozen)
    if "__repr__" not in own:
        made.__repr__ = _repr(tuple(f.name for f in fields if f.repr))
    if eq:
        compared = tuple(f.name for f in fields if f.compare)
        if "__eq__" not in own:
            made.__eq__ = _eq(compared)
        if order:
            for name, test in _ORDER.items():
                if name in own:
                    raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}")
                setattr(made, name, _order(name, compared, test))
        if not explicit_hash:
            if frozen:
                hashed = tuple(f.name for f in fields if (f.compare if f.hash is None else f.hash))
                made.__hash__ = _hash(hashed)
            else:
                made.__hash__ = None  # as @dataclass: a mutable value that compares is unhashable
    if frozen:
        made.__setattr__, made.__delattr__ = _frozen(made, names)
        if slots:
            made.__getstate__ = _getstate
            made.__setstate__ = _setstate
    for method in ("__init__", "__repr__", "__eq__", "__setattr__", "__delattr__", "__hash__"):
        function = made.__dict__.get(method)
        if callable(function) and method not in own:
            function.__qualname__ = f"{made.__qualname__}.{method}"
    return made


def _init(cls: type, fields: tuple[dataclasses.Field, ...], frozen: bool) -> Callable[..., None]:
    taken = [f for f in fields if f.init]
    positional = tuple(f.name for f in taken if not f.kw_only)
    keywords = {f.name for f in taken}
    post_init = hasattr(cls, "__post_init__")
    store = object.__setattr__ if frozen else setattr

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        if len(args) > len(positional):
            raise TypeError(
                f"{type(self).__name__}.__init__() takes {len(positional) + 1} positional "
                f"arguments but {len(args) + 1} were given"
            )
        given = dict(zip(positional, args, strict=False))
        for name, value in kwargs.items():
            if name not in keywords:
                raise TypeError(
                    f"{type(self).__name__}.__init__() got an unexpected keyword argument '{name}'"
                )
            if name in given:
                raise TypeError(
                    f"{type(self).__name__}.__init__() got multiple values for argument '{name}'"
                )
            given[name] = value
        for field in fields:
            if field.init and field.name in given:
                value = given[field.name]
            elif field.default is not MISSING:
                value = field.default
            elif field.default_factory is not MISSING:
                value = field.default_factory()
            elif field.init:
                raise TypeError(
                    f"{type(self).__name__}.__init__() missing 1 required argument: '{field.name}'"
                )
            else:
                continue  # neither given nor defaulted: left unset, as @dataclass leaves it
            store(self, field.name, value)
        if post_init:
            self.__post_init__()

    return __init__


def _repr(shown: tuple[str, ...]) -> Callable[[Any], str]:
    @recursive_repr()
    def __repr__(self: Any) -> str:
        values = ", ".join(f"{name}={getattr(self, name)!r}" for name in shown)
        return f"{type(self).__qualname__}({values})"

    return __repr__


def _values(names: tuple[str, ...]) -> Callable[[Any], tuple]:
    """The fields' values as a tuple, read by C (``attrgetter``): eq and hash are asked for
    by every cache keyed on a value (a layout, a device) many times a frame."""
    if len(names) == 1:
        one = attrgetter(names[0])
        return lambda value: (one(value),)
    if not names:
        return lambda value: ()
    return attrgetter(*names)


def _eq(compared: tuple[str, ...]) -> Callable[[Any, Any], Any]:
    values = _values(compared)

    def __eq__(self: Any, other: Any) -> Any:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return values(self) == values(other)

    return __eq__


_ORDER: dict[str, Callable[[tuple, tuple], bool]] = {
    "__lt__": lambda a, b: a < b,
    "__le__": lambda a, b: a <= b,
    "__gt__": lambda a, b: a > b,
    "__ge__": lambda a, b: a >= b,
}


def _order(
    name: str, compared: tuple[str, ...], test: Callable[[tuple, tuple], bool]
) -> Callable[[Any, Any], Any]:
    values = _values(compared)

    def compare(self: Any, other: Any) -> Any:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return test(values(self), values(other))

    compare.__name__ = name
    return compare


def _hash(hashed: tuple[str, ...]) -> Callable[[Any], int]:
    values = _values(hashed)

    def __hash__(self: Any) -> int:
        return hash(values(self))

    return __hash__


def _frozen(
    cls: type[Any], names: tuple[str, ...]
) -> tuple[Callable[[Any, str, Any], None], Callable[[Any, str], None]]:
    fields = frozenset(names)

    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is cls or name in fields:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in fields:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __setattr__, __delattr__


def _getstate(self: Any) -> list[Any]:
    return [getattr(self, f.name) for f in dataclasses.fields(self)]


def _setstate(self: Any, state: list[Any]) -> None:
    for field, value in zip(dataclasses.fields(self), state, strict=False):
        object.__setattr__(self, field.name, value)  # frozen: around its own __setattr__
