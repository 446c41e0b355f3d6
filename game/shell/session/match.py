"""A match of any game of the box: its state, the seeded dealer and the action log (the log is
the save and the replay). Each game's match subclasses ``LoggedMatch`` with its rules (apply,
chance, parse) and its header (the fields it adds, the model it reads back).

Log format (JSON lines): a header ``{"kind": "header", "game": GAME, "format": 1, ...,
"players": N, "seed": S}`` (a game saved by the window adds ``"meta"``: who sits where and how
far the game is) then one ``{"kind": "action", "action": TEXT}`` per applied action, chance
outcomes included, in order.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any, ClassVar, Generic, Self, TypeVar

from game.shell import safeio
from game.shell.engine.actions import Action
from game.shell.engine.dealer import Dealer
from game.shell.engine.events import Event
from game.shell.safeio import ReadError
from game.shell.session.files import write_atomic

S = TypeVar("S")
LOG_FORMAT = 1


class LogError(ValueError):
    """A log that cannot be replayed; the message says which line and why."""


def replay_actions(
    match: LoggedMatch[Any], lines: Sequence[str], parse: Callable[[str], Action]
) -> None:
    """Apply the action lines of a log (from its second line) to ``match``, the dealer kept in
    step; the first failure raises ``LogError`` naming the line."""
    for number, line in enumerate(lines, start=2):
        try:
            entry = safeio.loads(line, limit=2)
            if not isinstance(entry, dict) or entry.get("kind") != "action":
                raise LogError("not an action line")
            if not isinstance(entry.get("action"), str):
                raise LogError("the action is not a text")
            action = parse(entry["action"])
            if match.is_chance():
                match.dealer.draw(match.state)  # keep the dealer in step with the log
            match.apply(action)
        except Exception as error:  # noqa: BLE001 - report any failure with its line
            raise LogError(f"line {number}: {str(error)[:200]}") from None


class LoggedMatch(Generic[S]):
    """The state, the dealer and the log of one game. A game's subclass gives ``GAME`` (its
    headers' ``game``), ``advance`` (its rules' apply), ``is_chance``, ``parse_action``,
    ``read_header`` and ``from_header`` (a match from a validated header, before replay)."""

    GAME: ClassVar[str]
    MAX_LINES: ClassVar[int] = 20_000
    MAX_BYTES: ClassVar[int] = 4 << 20

    def __init__(
        self,
        players: int,
        seed: int,
        state: S,
        outcomes: Callable[[S], Sequence[tuple[Action, float]]],
        meta: dict[str, Any] | None = None,
    ) -> None:
        self.players = players
        self.seed = seed
        self.state = state
        self.meta = dict(meta or {})  # who sits where, how far the game is (kept in the header)
        self.dealer: Dealer[S, Action] = Dealer(seed, outcomes)
        self.log: list[str] = []

    # --- the game's hooks ------------------------------------------------------------------------

    def advance(self, state: S, action: Action) -> tuple[S, tuple[Event, ...]]:
        """The rules' ``apply_action``."""
        raise NotImplementedError

    def is_chance(self) -> bool:
        """The dealer must draw in the current state."""
        raise NotImplementedError

    @staticmethod
    def parse_action(text: str) -> Action:
        raise NotImplementedError

    def header_fields(self) -> dict[str, Any]:
        """What the game's header holds besides the kind, game, format, players and seed."""
        return {}

    @classmethod
    def from_header(cls, header: Any, context: Any) -> Self:
        """A match (nothing dealt) for a header ``read_header`` validated; ``context`` is what
        ``load`` was given besides the log (the Isle's content)."""
        raise NotImplementedError

    @classmethod
    def read_header(cls, data: object) -> Any:
        """The header model of the log's first line (``ValueError`` naming the field)."""
        raise NotImplementedError

    # --- playing -------------------------------------------------------------------------------

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Apply one action (a seat's or the dealer's, checked by the rules) and log it."""
        self.state, events = self.advance(self.state, action)
        self.log.append(action.text())
        return events

    def draw(self) -> Action:
        """The dealer's next outcome."""
        return self.dealer.draw(self.state)

    def deal(self) -> tuple[Event, ...]:
        """Let the dealer draw every chance outcome that is due."""
        drawn: list[Event] = []
        while self.is_chance():
            drawn.extend(self.apply(self.draw()))
        return tuple(drawn)

    def submit(self, action: Action) -> tuple[Event, ...]:
        """A seat's action, then the draws it makes due."""
        return self.apply(action) + self.deal()

    # --- the log -------------------------------------------------------------------------------

    def header(self) -> dict[str, Any]:
        header: dict[str, Any] = {"kind": "header", "game": self.GAME, "format": LOG_FORMAT}
        header.update(self.header_fields())
        header["players"] = self.players
        header["seed"] = self.seed
        if self.meta:
            header["meta"] = self.meta
        return header

    def to_jsonl(self) -> str:
        lines = [json.dumps(self.header())]
        lines += [json.dumps({"kind": "action", "action": a}) for a in self.log]
        return "\n".join(lines) + "\n"

    def save(self, path: Path) -> None:
        write_atomic(Path(path), self.to_jsonl())  # never leave a half-written save

    @classmethod
    def from_lines(cls, lines: Iterable[str], context: Any = None) -> Self:
        """Replay a log; one that cannot be replayed raises ``LogError`` naming the line."""
        kept = [line for line in lines if line.strip()][: cls.MAX_LINES + 1]
        if not kept:
            raise LogError("the log is empty")
        if len(kept) > cls.MAX_LINES:
            raise LogError("the log has more lines than a game makes")
        try:
            match = cls.from_header(cls.read_header(safeio.loads(kept[0], limit=8)), context)
        except (ReadError, ValueError) as error:
            raise LogError(f"line 1: {str(error)[:200]}") from None
        replay_actions(match, kept[1:], cls.parse_action)
        return match

    @classmethod
    def load(cls, path: Path, context: Any = None) -> Self:
        """Replay the log in ``path`` (``LogError`` naming the line, or why it cannot be read)."""
        try:
            text = safeio.read_text(Path(path), cls.MAX_BYTES)
        except ReadError as error:
            raise LogError(str(error).removeprefix(f"{path}: ")) from None
        return cls.from_lines(text.splitlines(), context)
