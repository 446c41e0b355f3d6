"""A match of Kitten Toys: the state, the seeded dealer and the action log (the log is the
save and the replay), with every event kept (the game's record is folded from them).

Log format (JSON lines): a header ``{"kind": "header", "game": "kittens", "format": 1,
"players": N, "seed": S}`` then one ``{"kind": "action", "action": TEXT}`` per applied action,
chance outcomes included, in order.
"""

from __future__ import annotations

import json
from collections.abc import Iterable

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
from game.session.dealer import Dealer
from game.session.match import LogError, replay_actions

LOG_FORMAT = 1
MAX_LINES = 5_000  # a game of five makes about 1,500


class KittensMatch:
    def __init__(self, players: int, seed: int = 0, deal: bool = True) -> None:
        self.players = players
        self.seed = seed
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
            match = cls(int(header["players"]), int(header["seed"]), deal=False)
        except Exception as error:  # noqa: BLE001 - any fault of the header, with its line
            raise LogError(f"line 1: {str(error)[:200]}") from None
        replay_actions(match, lines[1:], parse_action, is_chance)
        return match
