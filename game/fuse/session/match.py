"""A match of Kitten Fuse: the box's logged match (game/shell/session/match.py) with this game's
rules and header, every event kept (the game's record is folded from them).

Log format (JSON lines): a header ``{"kind": "header", "game": "fuse", "format": 1,
"combos": true, "players": N, "seed": S}`` (a game saved by the window adds ``"meta"``: who
sits where and how far the game is, game/fuse/session/header.py) then one ``{"kind":
"action", "action": TEXT}`` per applied action, chance outcomes included, in order.
"""

from __future__ import annotations

from typing import Any

from game.fuse.rules import (
    Action,
    Event,
    GameState,
    apply_action,
    chance_outcomes,
    is_chance,
    new_game,
    parse_action,
)
from game.fuse.rules.record import GAME, game_record
from game.fuse.session.header import FuseHeaderModel, parse_header
from game.shell.session.match import LoggedMatch


class FuseMatch(LoggedMatch[GameState]):
    GAME = GAME
    MAX_LINES = 5_000  # a game of five makes a few hundred
    MAX_BYTES = 1 << 20

    def __init__(
        self,
        players: int,
        seed: int = 0,
        combos: bool = True,
        deal: bool = True,
        meta: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(players, seed, new_game(players, combos), chance_outcomes, meta)
        self.combos = combos
        self.events: list[Event] = []  # every event, unblanked
        if deal:
            self.deal()

    def advance(self, state: GameState, action: Action) -> tuple[GameState, tuple[Event, ...]]:
        return apply_action(state, action)

    def is_chance(self) -> bool:
        return is_chance(self.state)

    @staticmethod
    def parse_action(text: str) -> Action:
        return parse_action(text)

    def header_fields(self) -> dict[str, Any]:
        return {"combos": self.combos}

    def apply(self, action: Action) -> tuple[Event, ...]:
        events = super().apply(action)
        self.events.extend(events)
        return events

    def answer(self, action: Action) -> tuple[Event, ...]:
        """A chance outcome the players decide instead of the dealer (the first player, whom
        the couch edition asks for), then the draws it makes due. The dealer still draws once,
        as a replay of the log does at every chance step, so that the game replays exactly."""
        self.dealer.draw(self.state)
        return self.submit(action)

    def record(self) -> dict[str, Any]:
        return game_record(self.players, self.seed, self.combos, self.events)

    @classmethod
    def read_header(cls, data: object) -> FuseHeaderModel:
        return parse_header(data)

    @classmethod
    def from_header(cls, header: FuseHeaderModel, context: Any) -> FuseMatch:
        meta = header.meta.model_dump(exclude_none=True) if header.meta is not None else None
        return cls(header.players, header.seed, header.combos, deal=False, meta=meta)
