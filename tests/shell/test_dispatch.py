"""The engine's dispatch table: one handler per exact class, a default or a clear error for the
others, and what it covers listed for the tests that hold every event to a family."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from game.shell.engine.dispatch import Dispatch, Unhandled
from game.shell.engine.events import Event


@dataclass(frozen=True)
class Rolled(Event):
    value: int


@dataclass(frozen=True)
class Passed(Event):
    seat: int


@dataclass(frozen=True)
class Quit(Event):
    seat: int


@dataclass(frozen=True)
class LoudRoll(Rolled):  # a subclass is not its parent: exact classes only
    pass


def nothing(event: Event, scale: int) -> str | None:
    return None


def test_a_decorated_handler_answers_its_class_and_the_default_the_silent_ones():
    words: Dispatch[Event, [int], str | None] = Dispatch("words", otherwise=nothing, silent=(Quit,))

    @words.on(Rolled)
    def _rolled(event: Rolled, scale: int) -> str | None:
        return f"rolled {event.value * scale}"

    assert words(Rolled(3), 2) == "rolled 6"
    assert words(Quit(0), 2) is None  # silent: the default
    assert words(Passed(1), 2) is None  # unknown: the default too
    assert words(LoudRoll(3), 2) is None  # exact class: a subclass is not looked up
    assert words.handled == {Rolled} and words.silent == {Quit}
    assert "1 handled, 1 silent" in repr(words)


def test_without_a_default_an_unknown_class_is_a_clear_error():
    counts: Dispatch[Event, [list[int]], None] = Dispatch(
        "counts", {Rolled: lambda event, seen: seen.append(event.value)}
    )
    seen: list[int] = []
    counts(Rolled(4), seen)
    assert seen == [4]
    with pytest.raises(Unhandled, match="counts: no handler for Passed"):
        counts(Passed(0), seen)


def test_two_classes_taken_alike_share_one_handler():
    seats: Dispatch[Event, [], int] = Dispatch("seats")

    @seats.on(Passed, Quit)
    def _seat(event: Passed | Quit) -> int:
        return event.seat

    assert seats(Passed(2)) == 2 and seats(Quit(3)) == 3
    assert seats.handled == {Passed, Quit}


def test_a_class_is_in_a_table_once():
    table: Dispatch[Event, [], int] = Dispatch("once", otherwise=lambda event: 0, silent=(Quit,))
    table.on(Rolled)(lambda event: 1)
    with pytest.raises(ValueError, match="Rolled is in the table twice"):
        table.on(Rolled)(lambda event: 2)
    with pytest.raises(ValueError, match="Quit is in the table twice"):
        table.on(Quit)(lambda event: 3)
    with pytest.raises(ValueError, match="need an `otherwise`"):
        Dispatch("no default", silent=(Quit,))
