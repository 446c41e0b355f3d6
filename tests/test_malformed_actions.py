"""Every game's rules refuse a malformed action cleanly (issue 43 item 11): a bool, a float, a
NaN, a negative or out-of-range number, a text, None or a plain tuple where an action's field
holds something else, a chance outcome claimed by a seat, or no action at all. Thrown at every
registered game's ``check_action`` and ``apply_action`` in states of random games, each is
either refused with the game's ``IllegalActionError`` and a code its templates word, or
accepted, and then its text reads back to the very same action, every value of the same type
(so the log it is written to replays). Hypothesis draws them; a seeded sweep throws 100,000 at
each game, as the audit did."""

from __future__ import annotations

import dataclasses
import functools
import importlib
import math
import random
from types import ModuleType
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.shell.engine.actions import CHANCE
from game.shell.engine.errors import IllegalActionError
from game.shell.games import REGISTERED

GAMES = REGISTERED.ids()
SWEEP = 100_000  # malformed actions per game, as the audit threw


def rules_of(game_id: str) -> ModuleType:
    return importlib.import_module(f"game.{game_id}.rules")


def new_games(game_id: str) -> list[Any]:
    """A new game of each way the game is played."""
    rules = rules_of(game_id)
    if game_id == "isle":
        from game.isle.data.loader import load_content

        content = load_content()
        games = [rules.new_game(content, players) for players in (2, 3, 4)]
        games.append(rules.new_game(content, 3, "family"))
        return [*games, rules.new_game(content, 1, "solo", "hard")]
    if game_id == "quest":
        from game.quest.data.loader import load_creatures

        cards = load_creatures()
        return [rules.new_game(players, cards) for players in REGISTERED.get(game_id).players]
    return [rules.new_game(players) for players in REGISTERED.get(game_id).players]


def choices(rules: ModuleType, state: Any) -> list[Any]:
    """What may be done now: the dealer's outcomes, or the first mover's legal actions."""
    movers = rules.to_move(state)
    if movers == (CHANCE,):
        return [action for action, _ in rules.chance_outcomes(state)]
    return rules.legal_actions(state, movers[0]) if movers else []


@functools.cache
def positions(game_id: str) -> tuple[tuple[Any, tuple[Any, ...]], ...]:
    """States of random whole games (one in every few), each with what may be done in it."""
    rules, rng, found = rules_of(game_id), random.Random(43), []
    for state in new_games(game_id):
        step = 0
        while not rules.is_over(state):
            legal = choices(rules, state)
            if step % 5 == 0:
                found.append((state, tuple(legal[:12])))
            state, _ = rules.apply_action(state, rng.choice(legal))
            step += 1
        found.append((state, ()))
    return tuple(found)


def typed(value: Any) -> Any:
    """A value with the type of every part of it (``True == 1``, ``typed(True) != typed(1)``)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return type(value), tuple(typed(getattr(value, f.name)) for f in dataclasses.fields(value))
    if isinstance(value, tuple):
        return type(value), tuple(typed(v) for v in value)
    if isinstance(value, float) and math.isnan(value):
        return float, "nan"  # NaN is no value an action holds: never equal to a real one
    return type(value), value


def throw(game_id: str, state: Any, action: Any) -> None:
    """``action`` is refused with a code of the game, or is one whose text reads back."""
    rules = rules_of(game_id)
    for attempt in (rules.check_action, rules.apply_action):
        try:
            attempt(state, action)
        except IllegalActionError as refused:
            assert refused.code in type(refused).templates, (refused.code, action)
            assert refused.reason and len(refused.reason) < 200, refused.reason
            continue
        text = action.text()
        assert typed(rules.parse_action(text)) == typed(action), (text, action)


# --- malformed values -----------------------------------------------------------------------


SCALARS = st.one_of(
    st.booleans(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.integers(-(2**70), 2**70),
    st.integers(-70, 600),
    st.text(max_size=4),
    st.none(),
    st.just(b"1"),
)


def near(value: Any) -> st.SearchStrategy[Any]:
    """Values a field holding ``value`` may be given by mistake: other types, numbers around
    it, its parts changed, a plain tuple for a named one."""
    options = [SCALARS, st.tuples(SCALARS)]
    if type(value) is int:
        options.append(
            st.sampled_from([value + 1, value - 1, -value, -value - 1, value * 10, 2**63])
        )
        options.append(st.sampled_from([float(value), bool(value % 2), str(value)]))
    if isinstance(value, tuple) and value:
        options.append(st.just(tuple(value)))
        options.append(
            st.tuples(st.integers(0, len(value) - 1), st.deferred(lambda: near(value[0]))).map(
                lambda change: _changed(value, *change)
            )
        )
    return st.one_of(options)


def _changed(value: tuple[Any, ...], index: int, item: Any) -> tuple[Any, ...]:
    items = list(value)
    items[index] = item
    return type(value)(*items) if hasattr(value, "_fields") else tuple(items)


def build(kind: type, values: dict[str, Any]) -> Any:
    """The action of ``kind`` with ``values``, or None where its own constructor refuses them
    (a play of cards that cannot be sorted never reaches the rules)."""
    try:
        return kind(**values)
    except (TypeError, ValueError):
        return None


@st.composite
def malformed(draw: st.DrawFn, game_id: str) -> tuple[Any, Any]:
    """A state of the game and an action near one that may be done in some state."""
    table = positions(game_id)
    state, _ = table[draw(st.integers(0, len(table) - 1))]
    legal = [a for _, actions in table for a in actions[:2]]
    model = legal[draw(st.integers(0, len(legal) - 1))]
    fields = [f.name for f in dataclasses.fields(model)]
    chosen = draw(st.lists(st.sampled_from(fields), min_size=1, max_size=2, unique=True))
    values = {f: getattr(model, f) for f in fields}
    for name in chosen:
        values[name] = draw(near(values[name]))
    action = build(type(model), values)
    if action is None or draw(st.integers(0, 40)) == 0:
        action = draw(st.one_of(SCALARS, st.just(object()), st.just(tuple(values.values()))))
    return state, action


@pytest.mark.parametrize("game_id", GAMES)
@settings(
    max_examples=400,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=st.data())
def test_a_malformed_action_is_refused_with_a_code(game_id, data):
    state, action = data.draw(malformed(game_id))
    throw(game_id, state, action)


# --- the audit's sweep ----------------------------------------------------------------------


ODD = [True, False, 0.5, 1.0, -0.0, math.nan, math.inf, -1, -2, -63, 60, 99, 10**30, 2**63]
ODD += ["", "1", "r7", None, b"1", (), (1,), (True,), (1.5,), (-1,), [1]]


def sweep_value(value: Any, rng: random.Random) -> Any:
    roll = rng.random()
    if roll < 0.45:
        return rng.choice(ODD)
    if roll < 0.7 and type(value) is int:
        return rng.choice([value + 1, value - 1, -value, -value - 1, float(value), value == 1])
    if roll < 0.9 and isinstance(value, tuple) and value:
        return _changed(value, rng.randrange(len(value)), sweep_value(value[0], rng))
    return rng.randint(-1000, 1000)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_audits_hundred_thousand_malformed_actions_are_refused(game_id):
    table = positions(game_id)
    legal = [a for _, actions in table for a in actions]
    rng, thrown = random.Random(f"audit {game_id}"), 0
    while thrown < SWEEP:
        model = rng.choice(legal)
        fields = [f.name for f in dataclasses.fields(model)]
        values = {f: getattr(model, f) for f in fields}
        for name in rng.sample(fields, 1 if rng.random() < 0.7 else len(fields)):
            values[name] = sweep_value(values[name], rng)
        action = build(type(model), values)
        if action is None or typed(action) == typed(model):
            continue
        throw(game_id, rng.choice(table)[0], action)
        thrown += 1


@pytest.mark.parametrize("game_id", GAMES)
def test_every_action_that_may_be_done_is_well_formed(game_id):
    """The other side: nothing the rules list is refused as malformed."""
    rules = rules_of(game_id)
    for state, legal in positions(game_id):
        for action in legal:
            rules.check_action(state, action)
