"""``@record`` behaves as ``@dataclass`` with the same options (game/shell/record.py, issue 43):
each shape of class is made both ways and every behaviour compared, for many values."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from dataclasses import FrozenInstanceError, dataclass, field

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.shell.record import record


def both(options: dict, build):
    """The class ``build(decorator)`` makes, with @dataclass and with @record."""
    return build(dataclass(**options)), build(record(**options))


def point(decorate):
    @decorate
    class Point:
        """A point."""

        x: int
        y: int = 0
        tags: list = field(default_factory=list)
        note: str = field(default="", repr=False, compare=False)

    return Point


def event(decorate):
    @decorate
    class Event:
        """An event."""

        kind: str
        instance: int = 0

        @property
        def pad(self) -> bool:
            return self.kind == "pad"

    return Event


def counted(decorate):
    @decorate
    class Counted:
        """With a field the constructor does not take, set after."""

        name: str
        seen: int = field(default=0, init=False)
        later: list = field(default_factory=list, init=False)
        keyword: int = field(default=5, kw_only=True)

        def __post_init__(self) -> None:
            object.__setattr__(self, "seen", len(self.name))

    return Counted


SHAPES = [
    ({}, point),
    ({"frozen": True}, point),
    ({"frozen": True, "slots": True}, point),
    ({"slots": True}, point),
    ({"frozen": True, "slots": True, "order": True}, event),
    ({"frozen": True, "order": True}, event),
    ({"eq": False}, event),
    ({}, counted),
    ({"frozen": True}, counted),
    ({"frozen": True, "slots": True}, counted),
]
IDS = [f"{build.__name__}-{'-'.join(options) or 'plain'}" for options, build in SHAPES]


def outcome(call):
    """What a call gives: its value, or the kind of error it raises."""
    try:
        return ("value", call())
    except Exception as error:  # noqa: BLE001 - compared, kind for kind
        return ("error", type(error))


def arguments(build):
    if build is point:
        return st.tuples(
            st.lists(st.integers(-3, 3), max_size=3),
            st.fixed_dictionaries(
                {},
                optional={
                    "y": st.integers(-3, 3),
                    "tags": st.lists(st.integers(), max_size=2),
                    "note": st.text(max_size=2),
                    "z": st.just(1),
                },
            ),
        )
    if build is event:
        return st.tuples(
            st.lists(
                st.one_of(st.sampled_from(["pad", "keyboard"]), st.integers(0, 2)), max_size=3
            ),
            st.fixed_dictionaries({}, optional={"instance": st.integers(0, 2)}),
        )
    return st.tuples(
        st.lists(st.text(max_size=3), max_size=2),
        st.fixed_dictionaries(
            {}, optional={"keyword": st.integers(0, 9), "seen": st.just(1), "name": st.just("n")}
        ),
    )


@pytest.mark.parametrize(("options", "build"), SHAPES, ids=IDS)
def test_a_record_is_made_and_shown_as_a_dataclass(options, build):
    standard, ours = both(options, build)
    assert dataclasses.is_dataclass(ours)
    assert [
        (f.name, f.default, f.init, f.repr, f.compare, f.kw_only) for f in dataclasses.fields(ours)
    ] == [
        (f.name, f.default, f.init, f.repr, f.compare, f.kw_only)
        for f in dataclasses.fields(standard)
    ]
    assert ours.__match_args__ == standard.__match_args__
    assert (ours.__hash__ is None) == (standard.__hash__ is None)
    assert hasattr(ours, "__slots__") == hasattr(standard, "__slots__")
    assert ours.__doc__ == standard.__doc__


@pytest.mark.parametrize(("options", "build"), SHAPES, ids=IDS)
def test_a_record_behaves_as_a_dataclass(options, build):
    standard, ours = both(options, build)

    @given(arguments(build), arguments(build))
    def check(first, second):
        (args, kwargs), (args2, kwargs2) = first, second
        made = outcome(lambda: standard(*args, **kwargs))
        mine = outcome(lambda: ours(*args, **kwargs))
        assert made[0] == mine[0], (made, mine)
        if made[0] == "error":
            assert made[1] is mine[1]
            return
        a, b = made[1], mine[1]
        assert repr(b) == repr(a).replace(standard.__qualname__, ours.__qualname__)
        assert dataclasses.asdict(b) == dataclasses.asdict(a)
        assert dataclasses.astuple(b) == dataclasses.astuple(a)
        other = outcome(lambda: standard(*args2, **kwargs2))
        other_mine = outcome(lambda: ours(*args2, **kwargs2))
        if other[0] == "value":
            a2, b2 = other[1], other_mine[1]
            assert (b == b2) == (a == a2)
            assert (b != b2) == (a != a2)
            for test in ("__lt__", "__le__", "__gt__", "__ge__"):
                assert outcome(lambda t=test: getattr(b, t)(b2)) == outcome(
                    lambda t=test: getattr(a, t)(a2)
                )
            if a == a2 and outcome(lambda: hash(a))[0] == "value" and options.get("eq", True):
                assert hash(b) == hash(b2)
        assert (b == 1) == (a == 1) and (b == (1,)) == (a == (1,))
        assert outcome(lambda: hash(b))[0] == outcome(lambda: hash(a))[0]
        if outcome(lambda: hash(a))[0] == "value" and options.get("eq", True):
            assert hash(b) == hash(a)
        name = dataclasses.fields(standard)[0].name
        assert outcome(lambda: setattr(b, name, getattr(b, name))) == outcome(
            lambda: setattr(a, name, getattr(a, name))
        )
        assert (
            outcome(lambda: delattr(copy.copy(b), name))[0]
            == outcome(lambda: delattr(copy.copy(a), name))[0]
        )
        changed = outcome(lambda: dataclasses.replace(a))
        assert outcome(lambda: dataclasses.replace(b))[0] == changed[0]

    check()


@pytest.mark.parametrize(("options", "build"), SHAPES, ids=IDS)
def test_a_record_is_copied_and_pickled_as_a_dataclass(options, build):
    standard, ours = both(options, build)
    first = ours("pad") if build is not point else ours(3, 4, [1])
    for again in (copy.copy(first), copy.deepcopy(first)):
        assert dataclasses.astuple(again) == dataclasses.astuple(first)
        if options.get("eq", True):
            assert again == first
    if ours.__module__ == __name__ and "<locals>" not in ours.__qualname__:
        assert pickle.loads(pickle.dumps(first)) == first


@record(frozen=True, slots=True)
class Kept:
    """At module level, so that pickle finds it."""

    kind: str
    at: tuple[int, int] = (0, 0)


def test_a_frozen_slotted_record_pickles_and_refuses_changes():
    kept = Kept("pad", (1, 2))
    assert pickle.loads(pickle.dumps(kept)) == kept
    assert copy.deepcopy(kept) == kept
    with pytest.raises(FrozenInstanceError):
        kept.kind = "keyboard"  # type: ignore[misc]  # refused at run time too
    with pytest.raises(FrozenInstanceError):
        del kept.kind  # type: ignore[misc]
    with pytest.raises(AttributeError):
        kept.other = 1  # type: ignore[attr-defined]  # slots
    match kept:
        case Kept("pad", (x, y)):
            assert (x, y) == (1, 2)
        case _:
            pytest.fail("the record did not match its class pattern")


def test_a_record_may_extend_a_record_and_keep_its_own_methods():
    @record(frozen=True)
    class Base:
        """A base."""

        kind: str

    @record(frozen=True)
    class Child(Base):
        """A child with its own repr."""

        extra: int = 1

        def __repr__(self) -> str:
            return "child"

    child = Child("a", 2)
    assert (child.kind, child.extra, repr(child)) == ("a", 2, "child")
    assert child != Base("a") and Base("a") == Base("a")
    assert Child.__match_args__ == ("kind", "extra")
    with pytest.raises(FrozenInstanceError):
        child.extra = 3  # type: ignore[misc]
