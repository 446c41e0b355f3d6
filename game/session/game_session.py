"""A game as the window plays it: who sits where, bots thinking in the background, the human
seat the screen serves next, undo inside a turn, and an autosave after every action.

No pygame here: the app drives it with ``poll()`` once per frame.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Protocol

from game.rules import (
    CHANCE,
    can_apply,
    check_action,
    is_chance,
    is_over,
    observe,
    parse_action,
    score,
    to_move,
)
from game.rules.actions import Action
from game.rules.content import Content
from game.rules.events import Event
from game.rules.scoring import Score, SisterScore
from game.rules.scoring_view import sister_score, winners_of
from game.rules.state import GameState
from game.rules.view import View
from game.session.match import Match
from game.session.names import clean_name, default_name
from game.session.router import screen_for

PUBLIC = -1  # the seat of nobody: observe(state, PUBLIC) hides every seat's cards


@dataclass(frozen=True)
class FinalScores:
    scores: tuple[Score, ...]
    sister: SisterScore | None
    winners: list[int]


class Bot(Protocol):
    def decide(self, view: View) -> Action: ...


BotFactory = Callable[[str, int], Bot]  # (level, seed) -> bot


@dataclass(frozen=True)
class SeatConfig:
    name: str
    kind: str = "human"  # human | bot
    level: str = "normal"  # bot level: easy | normal | hard (| random)
    profile: dict = field(default_factory=dict)  # the seat's own text size, symbols, ...

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"


@dataclass
class Checkpoint:
    """Where undo goes back to: the start of a human's decision sequence."""

    log_length: int
    seat: int


class GameSession:
    def __init__(
        self,
        content: Content,
        seats: list[SeatConfig],
        mode: str = "standard",
        seed: int = 0,
        save_path: Path | None = None,
        bot_factory: BotFactory | None = None,
        match: Match | None = None,
        difficulty: str | None = None,
        boats: dict[int, str] | None = None,
        daily: dict | None = None,
    ) -> None:
        self.content = content
        # every name the game keeps follows the one rule (game/session/names.py)
        self.seats = [
            replace(seat, name=clean_name(seat.name) or default_name(i))
            for i, seat in enumerate(seats)
        ]
        self.save_path = save_path
        meta = {"seats": [asdict(s) for s in self.seats]}
        daily = daily or (match.meta.get("daily") if match is not None else None)
        if daily:  # a daily game (game/session/daily.py): {"date": ..., "record": ...}
            meta["daily"] = dict(daily)
        self.match = match or Match(
            content, len(seats), mode, seed, meta=meta, difficulty=difficulty, boats=boats
        )
        self.match.meta = meta
        self._bot_factory = bot_factory
        self._bots: dict[int, Bot] = {}
        self._pool: ThreadPoolExecutor | None = None
        self._thinking: dict[int, tuple[Future, int]] = {}  # seat -> (future, log length)
        self.checkpoint: Checkpoint | None = None
        self.listeners: list[Callable[[tuple[Event, ...]], None]] = []
        self.save_failure: OSError | None = None  # why the last autosave failed, if it did
        self._views_of: GameState | None = None  # the state the cached views were made of
        self._views: dict[int, View] = {}
        self._before: GameState | None = None  # the state before the last action applied
        self.lock = None  # the save's lock for this window (game/session/locks.py), if any

    # --- loading ------------------------------------------------------------------------

    @classmethod
    def from_save(
        cls, content: Content, path: Path, bot_factory: BotFactory | None = None
    ) -> GameSession:
        match = Match.load(content, path)  # the header is validated: seats are well formed
        match.deal()  # a log that stops before the dealer's draws goes on as it would have
        seats = [SeatConfig(**s) for s in match.meta.get("seats", [])]
        if len(seats) != match.players:  # a log without seats (a replay, an old save)
            seats = [SeatConfig(default_name(i)) for i in range(match.players)]
        return cls(content, seats, match.mode, match.seed, path, bot_factory, match)

    # --- reading --------------------------------------------------------------------------

    @property
    def state(self):
        return self.match.state

    @property
    def is_over(self) -> bool:
        return is_over(self.match.state)

    @property
    def daily(self) -> dict | None:
        """A daily game's date and whether it is played for the record (None: not a daily)."""
        return self.match.meta.get("daily")

    def view(self, seat: int) -> View:
        """The game as ``seat`` sees it (what the screens serving that seat read)."""
        state = self.match.state
        if self._views_of is not state:
            self._views_of, self._views = state, {}
        if seat not in self._views:
            self._views[seat] = observe(state, seat)
        return self._views[seat]

    def view_before(self, seat: int) -> View:
        """The game as ``seat`` saw it before the last action (the listeners animate the
        change from it)."""
        return observe(self._before or self.match.state, seat)

    def public_view(self) -> View:
        """The game as the table shows it to everybody: no seat's hidden cards."""
        return self.view(PUBLIC)

    def past_events(self) -> Iterator[tuple[Action | None, tuple[Event, ...]]]:
        """The game so far again, action by action from the log: (a seat's action, or None
        for the dealer's draws; its events). Screens that show the past (the timeline)
        rebuild it from this after a Continue."""
        replay = Match(
            self.content,
            self.match.players,
            self.match.mode,
            self.match.seed,
            deal=False,
            difficulty=self.match.difficulty,
        )
        for text in list(self.match.log):
            action = parse_action(text)
            chance = is_chance(replay.state)
            yield None if chance else action, replay.apply(action)

    def screen(self) -> str | None:
        """The screen that serves the pending decision (game/session/router.py)."""
        return screen_for(self.match.state)

    def final_scores(self) -> FinalScores:
        """The scores, the sister's (solo) and the winners, as the game stands."""
        state = self.match.state
        scores = score(state)
        return FinalScores(scores, sister_score(state), winners_of(state, scores))

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_bot]

    def human_movers(self) -> list[int]:
        return [s for s in to_move(self.match.state) if s != CHANCE and not self.seats[s].is_bot]

    def bot_movers(self) -> list[int]:
        return [s for s in to_move(self.match.state) if s != CHANCE and self.seats[s].is_bot]

    # --- acting ---------------------------------------------------------------------------

    def submit(self, action: Action) -> tuple[Event, ...]:
        """A seat's action (checked by the rules), the draws it makes due, then an autosave."""
        check_action(self.match.state, action)
        self._before = self.match.state
        events = self.match.submit(action)
        self._after(events)
        return events

    def _after(self, events: tuple[Event, ...]) -> None:
        self.autosave()
        for listener in self.listeners:
            listener(events)

    @property
    def save_error(self) -> str | None:
        return None if self.save_failure is None else str(self.save_failure)

    def autosave(self) -> bool:
        """Save the game (True when it is saved). A failure (disk full, read-only folder, file
        too large) never stops the game: ``save_failure`` keeps it for the screen to show."""
        if self.save_path is None:
            return False
        state = self.match.state
        self.match.meta["progress"] = {"day": state.day, "phase": str(state.phase)}
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

    # --- undo inside a turn ---------------------------------------------------------------

    def begin_turn(self, seat: int) -> None:
        """Mark where undo returns to when ``seat`` starts a decision sequence."""
        self.checkpoint = Checkpoint(len(self.match.log), seat)

    def undo_point(self) -> int | None:
        """The log's length undo goes back to: the checkpoint, or later when the game made
        something final since (a draw, the sister's turn, a turn confirmed or followed by
        another: game/rules/undo.py); None when there is nothing to undo. Only the
        checkpoint's seat may have acted since."""
        cp = self.checkpoint
        if cp is None:
            return None
        start = max(cp.log_length, self.match.undo_floor)
        if len(self.match.log) <= start:
            return None
        for text in self.match.log[start:]:
            if not text.startswith(f"p{cp.seat} "):
                return None
        return start

    def can_undo(self) -> bool:
        return self.undo_point() is not None

    def turn_over(self) -> bool:
        """The last action ended a seat's turn and it can still be taken back: the screen
        asks to confirm it before anything else happens."""
        return self.match.turn_end == len(self.match.log) and self.can_undo()

    def confirm_turn(self) -> None:
        """The turn is confirmed: undo no longer reaches it."""
        self.match.confirm_turn()
        self.checkpoint = None

    def undo(self) -> bool:
        start = self.undo_point()
        if start is None:
            return False
        replay = Match.from_lines(self.content, self.match.to_jsonl().splitlines()[: 1 + start])
        replay.meta = self.match.meta
        replay.undo_floor = max(replay.undo_floor, self.match.undo_floor)
        self.match = replay
        self._before = None
        self._cancel_bots()
        self.autosave()
        return True

    # --- bots -----------------------------------------------------------------------------

    def bot(self, seat: int) -> Bot:
        if seat not in self._bots:
            if self._bot_factory is None:
                from game.bots.random_bot import RandomBot

                self._bots[seat] = RandomBot(self.match.seed * 10 + seat + 1)
            else:
                self._bots[seat] = self._bot_factory(
                    self.seats[seat].level, self.match.seed * 10 + seat + 1
                )
        return self._bots[seat]

    def poll_bots(self, blocking: bool = False) -> tuple[Event, ...]:
        """Start bots that must act, apply the decisions that are ready. Returns the events of
        the actions applied. With ``blocking``, waits for one decision (tests, tools)."""
        events: tuple[Event, ...] = ()
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
            if length != len(self.match.log) and not can_apply(self.match.state, action):
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
        view = observe(self.match.state, seat)
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
