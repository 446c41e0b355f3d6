"""What the command line asks of a game (``simulate``, ``tournament``, ``record``, ``--game``):
its ``Headless`` engine, named by its descriptor (game/shell/games.py) and loaded only when a
command plays it. The commands at the top of game/ name no game; they ask this.

A game's engine says how it is played without a window: its player counts and bot levels, the
options of its own it takes (The Isle of Cats: ``--mode``, ``--difficulty``), one game between
random legal bots and its report, one game between bots of given levels for the tournament, the
figures the tournament sums per level, and its whole-game record where its reference defines
one.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.shell.engine.actions import Action
from game.shell.engine.events import Event
from game.shell.engine.result import Result


class UsageError(ValueError):
    """An option a game cannot be played with: the command says it on one line and exits with
    status 2."""


class Bot(Protocol):
    """A bot: an action from its seat's view, nothing else."""

    def decide(self, view: Any) -> Action: ...


class Rules(Protocol):
    """A game's rules module (``game.<id>.rules``): who moves, legal actions, check, apply,
    chance outcomes, views, the end and the result."""

    def to_move(self, state: Any) -> tuple[int, ...]: ...
    def legal_actions(self, state: Any, seat: int | None = None) -> Sequence[Action]: ...
    def check_action(self, state: Any, action: Any) -> None: ...
    def apply_action(self, state: Any, action: Any) -> tuple[Any, tuple[Event, ...]]: ...
    def chance_outcomes(self, state: Any) -> Sequence[tuple[Action, float]]: ...
    def is_chance(self, state: Any) -> bool: ...
    def observe(self, state: Any, seat: int) -> Any: ...
    def is_over(self, state: Any) -> bool: ...
    def result(self, state: Any) -> Result: ...


class Playable(Protocol):
    """A match as the bots play it: its state, and a seat's action submitted."""

    state: Any

    def submit(self, action: Any) -> Any: ...


@dataclass(frozen=True)
class Setup:
    """What a headless game is played with: the player count and the game's own options."""

    players: int
    options: Mapping[str, Any] = field(default_factory=dict)


class Headless(Protocol):
    """A game without a window, for the command line: its rules, a new game from a seed and
    options, its bots by level, one game between random bots (simulate), games between bot
    levels (tournament) and its whole-game record."""

    @property
    def players(self) -> tuple[int, ...]: ...  # the player counts it is played with
    @property
    def levels(self) -> tuple[str, ...]: ...  # its bots' levels, for --bots
    @property
    def categories(self) -> tuple[str, ...]: ...  # each seat's figures the tournament sums
    @property
    def score_key(self) -> str: ...  # the figure that is the seat's score
    @property
    def rules(self) -> Rules: ...

    def new_match(self, setup: Setup, seed: int) -> Playable:
        """A new game of ``setup`` dealt from ``seed`` (its dealer draws every chance outcome
        due before the first decision)."""
        ...

    def make_bot(self, level: str, seed: int) -> Bot:
        """A bot of ``level`` (one of ``levels``) seeded with ``seed``."""
        ...

    def setup(
        self, players: int | None, options: Mapping[str, Any], simulate: bool = False
    ) -> Setup:
        """The game's set-up from the command's options (None: not given); ``UsageError`` for
        a player count or an option the game cannot take. ``simulate``: for one game between
        random bots (The Isle of Cats' solo game then ignores --players)."""
        ...

    def default_bots(self, players: int) -> list[str]:
        """The tournament's line-up when --bots is not given."""
        ...

    def simulate(self, setup: Setup, seed: int) -> Any:
        """One whole game between random legal bots: its match (with ``to_jsonl``)."""
        ...

    def simulate_report(self, match: Any) -> dict[str, Any]:
        """``simulate --json``: the game's outcome as one JSON object."""
        ...

    def simulate_lines(self, report: dict[str, Any]) -> list[str]:
        """``simulate`` without --json: the outcome in a few lines."""
        ...

    def play_game(self, levels: list[str], seed: int, setup: Setup, check: bool) -> dict[str, Any]:
        """One tournament game: ``seed``, ``levels``, ``scores`` (each seat's ``categories``),
        ``winners`` and ``times`` (each seat's decision seconds)."""
        ...

    def seat_result(self, result: dict[str, Any], seat: int) -> str:
        """How a seat of one tournament game ended, in a few words ("57 points, 2 fish left")."""
        ...

    def report_fields(self, setup: Setup) -> dict[str, Any]:
        """What the tournament's report says of the set-up besides the players."""
        ...

    def summary(self, results: list[dict[str, Any]]) -> dict[str, Any]:
        """What the tournament's report adds after the levels (The Isle: the sister)."""
        ...

    def table(self, report: dict[str, Any]) -> list[str]:
        """The levels of a tournament's report as a readable table."""
        ...

    def record(self, levels: list[str], seed: int) -> dict[str, Any]:
        """One whole game between bots of ``levels`` (one per seat) as its reference's record."""
        ...


def bot_seed(seed: int, seat: int) -> int:
    """The seed of the bot in ``seat`` of a game of ``seed`` (every game's tournament)."""
    return seed * 7919 + seat * 104729 + 1


def play_timed(
    match: Playable, bots: Sequence[Bot], rules: Rules, check: bool = True
) -> list[list[float]]:
    """Play ``match`` to its end, the bot of each seat deciding from its seat's view (the
    lowest seat first where several act at once); returns the seconds of each decision, per
    seat. With ``check`` every decision is checked before it is submitted."""
    times: list[list[float]] = [[] for _ in bots]
    while not rules.is_over(match.state):
        seat = rules.to_move(match.state)[0]
        view = rules.observe(match.state, seat)
        start = time.perf_counter()
        action = bots[seat].decide(view)
        times[seat].append(time.perf_counter() - start)
        if check:
            rules.check_action(match.state, action)
        match.submit(action)
    return times
