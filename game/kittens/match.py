"""A match of Kitten Toys: the state, the seeded dealer and the action log (the log is the
save and the replay), with every event kept (the game's record is folded from them).

Log format (JSON lines): a header ``{"kind": "header", "game": "kittens", "format": 1,
"players": N, "seed": S}`` (a game saved by the window adds ``"meta"``: who sits where and how
far the game is, game/kittens/header.py) then one ``{"kind": "action", "action": TEXT}`` per
applied action, chance outcomes included, in order.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path

from game import safeio
from game.kittens.rules import (
    Action,
    Event,
    GameState,
    apply_action,
    chance_outcomes,
    is_chance,
    new_game,
    parse_action,
)
from game.kittens.rules.record import GAME, game_record
from game.safeio import ReadError
from game.session.dealer import Dealer
from game.session.files import write_atomic
from game.session.match import LogError, replay_actions

LOG_FORMAT = 1
MAX_LINES = 5_000  # a game of five makes about 1,500
MAX_BYTES = 1 << 20  # a finished game's log is about 40 kB


class KittensMatch:
    def __init__(
        self, players: int, seed: int = 0, deal: bool = True, meta: dict | None = None
    ) -> None:
        self.players = players
        self.seed = seed
        self.meta = dict(meta or {})  # who sits where, how far the game is (kept in the header)
        self.dealer = Dealer(seed, chance_outcomes)
        self.state: GameState = new_game(players)
        self.log: list[str] = []
        self.events: list[Event] = []  # every event, unblanked
        if deal:
            self.deal()

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Apply one action (a seat's or the dealer's, checked by the rules) and log it."""
        self.state, events = apply_action(self.state, action)
        self.log.append(action.text())
        self.events.extend(events)
        return events

    def deal(self) -> tuple[Event, ...]:
        """Let the dealer draw every chance outcome that is due."""
        drawn: list[Event] = []
        while is_chance(self.state):
            drawn.extend(self.apply(self.dealer.draw(self.state)))
        return tuple(drawn)

    def submit(self, action: Action) -> tuple[Event, ...]:
        """A seat's action, then the draws it makes due."""
        return self.apply(action) + self.deal()

    def answer(self, action: Action) -> tuple[Event, ...]:
        """A chance outcome the players decide instead of the dealer (the first round's
        starter, whom the couch edition asks for), then the draws it makes due. The dealer
        still draws once, as a replay of the log does at every chance step, so that the
        game replays exactly."""
        self.dealer.draw(self.state)
        return self.submit(action)

    def record(self) -> dict:
        return game_record(self.players, self.seed, self.events)

    def to_jsonl(self) -> str:
        header = {
            "kind": "header",
            "game": GAME,
            "format": LOG_FORMAT,
            "players": self.players,
            "seed": self.seed,
        }
        if self.meta:
            header["meta"] = self.meta
        lines = [json.dumps(header)]
        lines += [json.dumps({"kind": "action", "action": a}) for a in self.log]
        return "\n".join(lines) + "\n"

    @classmethod
    def from_lines(cls, lines: Iterable[str]) -> KittensMatch:
        """Replay a log; a log that cannot be replayed raises ``LogError`` naming the line."""
        lines = [line for line in lines if line.strip()][: MAX_LINES + 1]
        if not lines:
            raise LogError("the log is empty")
        if len(lines) > MAX_LINES:
            raise LogError("the log has more lines than a game makes")
        try:
            header = safeio.loads(lines[0], limit=8)
            if header.get("game") != GAME or header.get("format") != LOG_FORMAT:
                raise ValueError("not a Kitten Toys log of a known format")
            meta = header.get("meta")
            match = cls(
                int(header["players"]),
                int(header["seed"]),
                deal=False,
                meta=meta if isinstance(meta, dict) else None,
            )
        except Exception as error:  # noqa: BLE001 - any fault of the header, with its line
            raise LogError(f"line 1: {str(error)[:200]}") from None
        replay_actions(match, lines[1:], parse_action, is_chance)
        return match

    def save(self, path: Path) -> None:
        write_atomic(Path(path), self.to_jsonl())  # never leave a half-written save

    @classmethod
    def load(cls, path: Path) -> KittensMatch:
        """Replay the log in ``path`` (``LogError`` naming the line, or why it cannot be
        read)."""
        try:
            text = safeio.read_text(Path(path), MAX_BYTES)
        except ReadError as error:
            raise LogError(str(error).removeprefix(f"{path}: ")) from None
        return cls.from_lines(text.splitlines())
