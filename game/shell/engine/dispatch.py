"""One table per family: what one family of consumers (the words of an event, how the table's
show takes it, how an animation starts, a tournament's count...) does with each event (or
action) class, instead of an ``isinstance`` chain repeated in every module.

    LINES: Dispatch[Event, [Words], str | None] = Dispatch("words", otherwise=say_nothing)

    @LINES.on(ev.CardPlayed)
    def _played(event: ev.CardPlayed, words: Words) -> str | None: ...

    LINES(event, words)  # the handler of the event's exact class, else ``otherwise``

The lookup is by exact class (events and actions are final dataclasses): a subclass is not its
parent. A class neither handled nor listed ``silent`` goes to ``otherwise``, or raises
``Unhandled`` when the table has none. ``handled`` and ``silent`` say what a table covers, so a
test can hold that every event of a game is handled or deliberately silent, exactly once.
Standard library only, like the rest of the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Concatenate, Generic, ParamSpec, TypeVar, overload

K = TypeVar("K")  # the family's base: a game's Event or Action
E = TypeVar("E")  # one class of it
F = TypeVar("F")  # another, taken alike
R = TypeVar("R")  # what the family makes of one
P = ParamSpec("P")  # what else its handlers are given


class Unhandled(LookupError):
    """A table met a class it neither handles nor lists as silent, and has no ``otherwise``."""


class Dispatch(Generic[K, P, R]):
    """A table from classes of ``K`` to handlers ``(item, *args) -> R`` of one family."""

    def __init__(
        self,
        family: str,
        handlers: Mapping[type[K], Callable[Concatenate[Any, P], R]] | None = None,
        *,
        otherwise: Callable[Concatenate[K, P], R] | None = None,
        silent: Iterable[type[K]] = (),
    ) -> None:
        self.family = family
        self.otherwise = otherwise
        # each handler takes its own class of K: one dict holds them all, the item typed Any
        self._handlers: dict[type[object], Callable[Concatenate[Any, P], R]] = {}
        self.silent: frozenset[type[object]] = frozenset(silent)
        if self.silent and otherwise is None:
            raise ValueError(f"{family}: silent classes need an `otherwise` to answer them")
        for kind, handler in (handlers or {}).items():
            self._add(kind, handler)

    def _add(self, kind: type[object], handler: Callable[Concatenate[Any, P], R]) -> None:
        if kind in self._handlers or kind in self.silent:
            raise ValueError(f"{self.family}: {kind.__name__} is in the table twice")
        self._handlers[kind] = handler

    @overload
    def on(
        self, kind: type[E], /
    ) -> Callable[[Callable[Concatenate[E, P], R]], Callable[Concatenate[E, P], R]]: ...

    @overload
    def on(
        self, kind: type[E], other: type[F], /
    ) -> Callable[[Callable[Concatenate[E | F, P], R]], Callable[Concatenate[E | F, P], R]]: ...

    def on(
        self, *kinds: type[Any]
    ) -> Callable[[Callable[Concatenate[Any, P], R]], Callable[Concatenate[Any, P], R]]:
        """Decorates the handler of ``kind`` (or of two classes taken alike, its handler
        typed for either); more classes alike: ``table.on(kind)(handler)`` for each."""

        def register(handler: Callable[Concatenate[Any, P], R]) -> Callable[Concatenate[Any, P], R]:
            for kind in kinds:
                self._add(kind, handler)
            return handler

        return register

    def __call__(self, item: K, *args: P.args, **kwargs: P.kwargs) -> R:
        handler = self._handlers.get(type(item))
        if handler is not None:
            return handler(item, *args, **kwargs)
        if self.otherwise is None:
            raise Unhandled(f"{self.family}: no handler for {type(item).__name__}")
        return self.otherwise(item, *args, **kwargs)

    @property
    def handled(self) -> frozenset[type[object]]:
        """The classes the table has a handler for."""
        return frozenset(self._handlers)

    def __repr__(self) -> str:
        handled, silent = len(self._handlers), len(self.silent)
        return f"Dispatch({self.family!r}, {handled} handled, {silent} silent)"
