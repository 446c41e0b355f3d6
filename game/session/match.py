"""A match: the state, the seeded dealer and the action log (the log is the save and the replay).

Log format (JSON lines): a header ``{"kind": "header", "game": "isle-of-cats", "format": 1,
"mode": ..., "players": N, "seed": S}`` (a solo game adds ``"difficulty": LEVEL``) then one
``{"kind": "action", "action": TEXT}`` per applied action, chance outcomes included, in order.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from game import safeio
from game.rules import apply_action, is_chance, new_game, parse_action
from game.rules.actions import Action, DealBoats
from game.rules.content import Content
from game.rules.events import Event
from game.rules.state import GameState
from game.rules.undo import ends_turn, is_undo_barrier
from game.safeio import ReadError
from game.session.dealer import Dealer
from game.session.files import write_atomic
from game.session.header import LOG_FORMAT, HeaderError, parse_header

MAX_LINES = 20_000  # a 4-player game makes about 1,500
MAX_BYTES = 4 << 20  # a finished game's log is about 60 kB


class LogError(ValueError):
    """A log that cannot be replayed; the message says which line and why."""


def chosen_boats(drawn: tuple[str, ...], wanted: dict[int, str]) -> tuple[str, ...]:
    """The dealt boats with the colours players asked for; the others stay as dealt (the log
    records what was dealt, so a replay does not need the wishes)."""
    boats = list(drawn)
    for seat, color in sorted(wanted.items()):
        if seat >= len(boats) or boats[seat] == color:
            continue
        if color in boats:
            other = boats.index(color)
            boats[seat], boats[other] = boats[other], boats[seat]
        else:
            boats[seat] = color
    return tuple(boats)


def replay_actions(
    match: Any, lines: list[str], parse: Callable[[str], Any], is_chance: Callable[[Any], bool]
) -> None:
    """Apply the action lines of a log (from its second line) to ``match`` (any game's: its
    ``state``, ``dealer`` and ``apply``), the dealer kept in step; the first failure raises
    ``LogError`` naming the line."""
    for number, line in enumerate(lines, start=2):
        try:
            entry = safeio.loads(line, limit=2)
            if not isinstance(entry, dict) or entry.get("kind") != "action":
                raise LogError("not an action line")
            if not isinstance(entry.get("action"), str):
                raise LogError("the action is not a text")
            action = parse(entry["action"])
            if is_chance(match.state):
                match.dealer.draw(match.state)  # keep the dealer in step with the log
            match.apply(action)
        except Exception as error:  # noqa: BLE001 - report any failure with its line
            raise LogError(f"line {number}: {str(error)[:200]}") from None


class Match:
    def __init__(
        self,
        content: Content,
        players: int,
        mode: str = "standard",
        seed: int = 0,
        deal: bool = True,
        difficulty: str | None = None,
        meta: dict | None = None,
        boats: dict[int, str] | None = None,
    ) -> None:
        self.content = content
        self.meta = dict(meta or {})  # who sits where (names, bots), kept in the log header
        self.boats = dict(boats or {})  # seat -> boat colour the players asked for
        self.mode = mode
        self.players = players
        self.seed = seed
        self.dealer = Dealer(seed)
        self.state: GameState = new_game(content, players, mode, difficulty)
        self.difficulty = self.state.sister.difficulty if self.state.sister else None
        self.log: list[str] = []
        self.undo_floor = 0  # undo never takes back the log's lines before this one
        self.turn_end: int | None = None  # the log's length when its last action ended a turn
        if deal:
            self.deal()

    def header(self) -> dict:
        header = {
            "kind": "header",
            "game": "isle-of-cats",
            "format": LOG_FORMAT,
            "mode": self.mode,
            "players": self.players,
            "seed": self.seed,
        }
        if self.difficulty is not None:
            header["difficulty"] = self.difficulty
        if self.meta:
            header["meta"] = self.meta
        return header

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Apply one action (a seat's or the dealer's) and log it; keep where undo may go
        back to (game/rules/undo.py)."""
        before = self.state
        self.state, events = apply_action(before, action)
        self.log.append(action.text())
        if self.turn_end is not None:  # a turn that ended is final once anything follows it
            self.undo_floor = max(self.undo_floor, self.turn_end)
            self.turn_end = None
        if is_undo_barrier(before, action, self.state):
            self.undo_floor = len(self.log)
        elif ends_turn(before, action, self.state):
            self.turn_end = len(self.log)
        return events

    def confirm_turn(self) -> None:
        """The seat confirmed its turn: nothing before now can be undone."""
        self.undo_floor = len(self.log)
        self.turn_end = None

    def deal(self) -> tuple[Event, ...]:
        """Let the dealer resolve every chance outcome that is due."""
        events: list[Event] = []
        while is_chance(self.state):
            outcome = self.dealer.draw(self.state)
            if isinstance(outcome, DealBoats) and self.boats:
                outcome = DealBoats(chosen_boats(outcome.boats, self.boats))
            events.extend(self.apply(outcome))
        return tuple(events)

    def submit(self, action: Action) -> tuple[Event, ...]:
        """A seat's action, then the draws it makes due."""
        events = self.apply(action)
        return events + self.deal()

    def to_jsonl(self) -> str:
        lines = [json.dumps(self.header())]
        lines += [json.dumps({"kind": "action", "action": a}) for a in self.log]
        return "\n".join(lines) + "\n"

    def save(self, path: Path) -> None:
        write_atomic(Path(path), self.to_jsonl())  # never leave a half-written save

    @classmethod
    def from_lines(cls, content: Content, lines: Iterable[str]) -> Match:
        """Replay a log. The dealer is replayed alongside, so the match can continue. A log
        that cannot be replayed raises ``LogError`` naming the line and the reason."""
        lines = [line for line in lines if line.strip()]
        if not lines:
            raise LogError("the log is empty")
        if len(lines) > MAX_LINES:
            raise LogError(f"the log has {len(lines)} lines, more than a game makes")
        try:
            header = parse_header(safeio.loads(lines[0], limit=8))
        except (ReadError, HeaderError) as error:
            raise LogError(f"line 1: {error}") from None
        mode = content.modes.get(header.mode)
        if mode is None:
            raise LogError(f"line 1: mode: unknown mode (one of {', '.join(content.modes)})")
        if header.players not in mode.player_counts:
            counts = ", ".join(map(str, mode.player_counts))
            noun = "player" if counts == "1" else "players"
            raise LogError(f"line 1: players: {header.mode} is played by {counts} {noun}")
        levels = [d.name for d in mode.difficulties]
        if header.difficulty is not None and header.difficulty not in levels:
            known = ", ".join(levels) or "none in this mode"
            raise LogError(f"line 1: difficulty: unknown difficulty (known: {known})")
        meta = header.meta.model_dump(exclude_none=True) if header.meta is not None else None
        match = cls(
            content,
            header.players,
            header.mode,
            header.seed,
            deal=False,
            difficulty=header.difficulty,
            meta=meta,
        )
        replay_actions(match, lines[1:], parse_action, is_chance)
        return match

    @classmethod
    def load(cls, content: Content, path: Path) -> Match:
        """Replay the log in ``path`` (``OSError`` when it cannot be read at all)."""
        try:
            text = safeio.read_text(Path(path), MAX_BYTES)
        except ReadError as error:
            raise LogError(str(error).removeprefix(f"{path}: ")) from None
        return cls.from_lines(content, text.splitlines())
