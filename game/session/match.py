"""A match: the state, the seeded dealer and the action log (the log is the save and the replay).

Log format (JSON lines): a header ``{"kind": "header", "game": "isle-of-cats", "format": 1,
"mode": ..., "players": N, "seed": S}`` (a solo game adds ``"difficulty": LEVEL``) then one
``{"kind": "action", "action": TEXT}`` per applied action, chance outcomes included, in order.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path

from game.rules import apply_action, is_chance, new_game, parse_action
from game.rules.actions import Action, DealBoats
from game.rules.content import Content
from game.rules.events import Event
from game.rules.state import GameState
from game.session.dealer import Dealer
from game.session.files import write_atomic

LOG_FORMAT = 1


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
        """Apply one action (a seat's or the dealer's) and log it."""
        self.state, events = apply_action(self.state, action)
        self.log.append(action.text())
        return events

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
        """Replay a log. The dealer is replayed alongside, so the match can continue."""
        lines = [line for line in lines if line.strip()]
        if not lines:
            raise LogError("the log is empty")
        try:
            header = json.loads(lines[0])
        except json.JSONDecodeError as error:
            raise LogError(f"line 1: not JSON ({error.msg})") from None
        if header.get("kind") != "header" or header.get("format") != LOG_FORMAT:
            raise LogError("line 1: not an Isle of Cats log header")
        try:
            match = cls(
                content,
                header["players"],
                header.get("mode", "standard"),
                header.get("seed", 0),
                deal=False,
                difficulty=header.get("difficulty"),
                meta=header.get("meta"),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise LogError(f"line 1: the header is not usable ({error})") from None
        for number, line in enumerate(lines[1:], start=2):
            try:
                text = json.loads(line)["action"]
                action = parse_action(text)
                if is_chance(match.state):
                    match.dealer.draw(match.state)  # keep the dealer in step with the log
                match.apply(action)
            except Exception as error:  # noqa: BLE001 - report any failure with its line
                raise LogError(f"line {number}: {error}") from None
        return match

    @classmethod
    def load(cls, content: Content, path: Path) -> Match:
        return cls.from_lines(content, Path(path).read_text(encoding="utf-8").splitlines())
