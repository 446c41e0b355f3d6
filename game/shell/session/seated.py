"""A game as the window plays it, for any game of the box: who sits where, bots thinking in the
background, each seat's view, the listeners the screens animate from, and an autosave after
every action. The Isle of Cats' session (game_session.py) and Kitten Toys' (game/kittens/
session.py) are made of it; each brings its rules and its match.

No pygame here: the app drives it with ``poll_bots()`` once per frame.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Protocol

from game.shell.session.names import clean_name, default_name

PUBLIC = -1  # the seat of nobody: observe(state, PUBLIC) hides every seat's cards


class Bot(Protocol):
    def decide(self, view: Any) -> Any: ...


BotFactory = Callable[[str, int], Bot]  # (level, seed) -> bot


class Releasable(Protocol):
    """A save's lock this window holds (game/shell/session/locks.py: a lock, a held slot)."""

    def release(self) -> None: ...


class Rules(Protocol):
    """What a session asks of a game's rules (game.isle.rules and game.kittens.rules both are)."""

    CHANCE: int

    def observe(self, state: Any, seat: int) -> Any: ...
    def to_move(self, state: Any) -> tuple[int, ...]: ...
    def check_action(self, state: Any, action: Any) -> None: ...
    def can_apply(self, state: Any, action: Any) -> bool: ...
    def is_over(self, state: Any) -> bool: ...


@dataclass(frozen=True)
class SeatConfig:
    name: str
    kind: str = "human"  # human | bot
    level: str = "normal"  # bot level: easy | normal | hard (| random)
    profile: dict = field(default_factory=dict)  # the seat's own text size, symbols, ...

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"


def level_bots(module: str) -> BotFactory:
    """(level, seed) -> a bot of the game whose bots' levels are ``module`` (its
    ``make_bot``), loaded when a game first needs one."""

    def make(level: str, seed: int) -> Bot:
        import importlib

        bot: Bot = importlib.import_module(module).make_bot(level, seed)
        return bot

    return make


def saved_seats(match: Any) -> list[SeatConfig]:
    """The seats a saved game's header names; a log of the command line has none: each seat
    is then a person named by its number."""
    seats = [SeatConfig(**seat) for seat in match.meta.get("seats", [])]
    if len(seats) != match.players:
        seats = [SeatConfig(f"Player {i + 1}") for i in range(match.players)]
    return seats


def named(seats: list[SeatConfig]) -> list[SeatConfig]:
    """The seats with names that follow the one rule (game/shell/session/names.py); an empty one
    takes the seat's default name."""
    return [
        replace(seat, name=clean_name(seat.name) or default_name(i)) for i, seat in enumerate(seats)
    ]


class SeatedSession:
    """A match (``state``, ``log``, ``seed``, ``meta``, ``submit``, ``save``) with its seats.

    Subclasses give ``rules`` (the game's rules module) and may say what the Load screen
    shows of the game in progress (``progress``)."""

    rules: Rules

    def __init__(
        self,
        seats: list[SeatConfig],
        match: Any,
        save_path: Path | None = None,
        bot_factory: BotFactory | None = None,
    ) -> None:
        self.seats = named(seats)
        self.match = match
        self.save_path = save_path
        self._bot_factory = bot_factory
        self._bots: dict[int, Bot] = {}
        self._pool: ThreadPoolExecutor | None = None
        self._thinking: dict[int, tuple[Future, int]] = {}  # seat -> (future, log length)
        self.listeners: list[Callable[[tuple], None]] = []
        self.save_failure: OSError | None = None  # why the last autosave failed, if it did
        self._views_of: Any = None  # the state the cached views were made of
        self._views: dict[int, Any] = {}
        self._before: Any = None  # the state before the last action applied
        self.lock: Releasable | None = None  # the save's lock this window holds, if any

    # --- reading --------------------------------------------------------------------------

    @property
    def state(self):
        return self.match.state

    @property
    def is_over(self) -> bool:
        return self.rules.is_over(self.match.state)

    def view(self, seat: int):
        """The game as ``seat`` sees it (what the screens serving that seat read)."""
        state = self.match.state
        if self._views_of is not state:
            self._views_of, self._views = state, {}
        if seat not in self._views:
            self._views[seat] = self.rules.observe(state, seat)
        return self._views[seat]

    def view_before(self, seat: int):
        """The game as ``seat`` saw it before the last action (the listeners animate the
        change from it)."""
        return self.rules.observe(self._before or self.match.state, seat)

    def public_view(self):
        """The game as the table shows it to everybody: no seat's hidden cards."""
        return self.view(PUBLIC)

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_bot]

    def movers(self) -> list[int]:
        """The seats that act now (the dealer left out)."""
        return [s for s in self.rules.to_move(self.match.state) if s != self.rules.CHANCE]

    def human_movers(self) -> list[int]:
        return [s for s in self.movers() if not self.seats[s].is_bot]

    def bot_movers(self) -> list[int]:
        return [s for s in self.movers() if self.seats[s].is_bot]

    # --- acting ---------------------------------------------------------------------------

    def submit(self, action: Any) -> tuple:
        """A seat's action (checked by the rules), the draws it makes due, then an autosave."""
        self.rules.check_action(self.match.state, action)
        self._before = self.match.state
        events = self.match.submit(action)
        self._after(events)
        return events

    def _after(self, events: tuple) -> None:
        self.autosave()
        for listener in self.listeners:
            listener(events)

    @property
    def save_error(self) -> str | None:
        return None if self.save_failure is None else str(self.save_failure)

    def progress(self) -> dict | None:
        """Where the game stands, for the Load screen (kept in the save's header)."""
        return None

    def autosave(self) -> bool:
        """Save the game (True when it is saved). A failure (disk full, read-only folder, file
        too large) never stops the game: ``save_failure`` keeps it for the screen to show."""
        if self.save_path is None:
            return False
        progress = self.progress()
        if progress is not None:
            self.match.meta["progress"] = progress
        try:
            self.match.save(self.save_path)
        except OSError as error:
            self.save_failure = error
            return False
        self.save_failure = None
        return True

    def forget_save(self) -> None:
        """A finished game leaves its slot (Continue does not offer it)."""
        if self.save_path is None:
            return
        try:
            os.unlink(self.save_path)
        except OSError:
            pass

    # --- bots -----------------------------------------------------------------------------

    def default_bot(self, seat: int) -> Bot:
        """The bot of a seat when the session was given no factory."""
        raise NotImplementedError

    def bot(self, seat: int) -> Bot:
        if seat not in self._bots:
            seed = self.match.seed * 10 + seat + 1
            if self._bot_factory is None:
                self._bots[seat] = self.default_bot(seat)
            else:
                self._bots[seat] = self._bot_factory(self.seats[seat].level, seed)
        return self._bots[seat]

    def poll_bots(self, blocking: bool = False) -> tuple:
        """Start bots that must act, apply the decisions that are ready. Returns the events of
        the actions applied. With ``blocking``, waits for one decision (tests, tools)."""
        events: tuple = ()
        for seat in self.bot_movers():
            if seat not in self._thinking:
                self._start(seat)
        for seat, (future, length) in list(self._thinking.items()):
            if not (future.done() or blocking):
                continue
            action = future.result()
            del self._thinking[seat]
            if seat not in self.bot_movers():
                continue
            if length != len(self.match.log) and not self.rules.can_apply(self.match.state, action):
                continue  # the game moved on and the decision no longer fits: think again
            self._before = self.match.state
            events += self.match.submit(action)
            self._after(events)
            break  # one action per poll keeps the animation readable
        return events

    def bots_thinking(self) -> bool:
        return bool(self._thinking)

    def _start(self, seat: int) -> None:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        view = self.rules.observe(self.match.state, seat)
        bot = self.bot(seat)
        started = len(self.match.log)
        self._thinking[seat] = (self._pool.submit(bot.decide, view), started)

    def _cancel_bots(self) -> None:
        for future, _ in self._thinking.values():
            future.cancel()
        self._thinking.clear()

    def close(self) -> None:
        """The game is left: its bots stop and its save is free for another window."""
        self._cancel_bots()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
        if self.lock is not None:
            self.lock.release()
            self.lock = None
