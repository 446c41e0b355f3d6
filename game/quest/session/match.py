"""A match of Dice Quest: the box's logged match (game/shell/session/match.py) with this game's
rules, cards and header, every event kept (the game's record is folded from them).

Log format (JSON lines): a header ``{"kind": "header", "game": "quest", "format": 1,
"players": N, "seed": S}`` (a game saved by the window adds ``"meta"``: who sits where and how
far the game is, game/quest/session/header.py) then one ``{"kind": "action", "action": TEXT}``
per applied action, chance outcomes included, in order. The cards are the levels' (a replay
given other cards as its context plays with those).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.quest.data.loader import load_creatures
from game.quest.rules import (
    Action,
    Creature,
    Event,
    GameState,
    apply_action,
    chance_outcomes,
    is_chance,
    new_game,
    parse_action,
)
from game.quest.rules.record import GAME, game_record
from game.quest.session.header import QuestHeaderModel, parse_header
from game.shell.session.match import LoggedMatch


class QuestMatch(LoggedMatch[GameState]):
    GAME = GAME
    # A game between bots makes a few hundred lines; random bots may need thousands of turns
    # for the last hard creatures (about ten lines each).
    MAX_LINES = 200_000
    MAX_BYTES = 16 << 20

    def __init__(
        self,
        players: int,
        seed: int = 0,
        cards: Sequence[Creature] | None = None,
        deal: bool = True,
        meta: dict[str, Any] | None = None,
    ) -> None:
        self.cards = tuple(cards) if cards is not None else load_creatures()
        super().__init__(players, seed, new_game(players, self.cards), chance_outcomes, meta)
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

    def apply(self, action: Action) -> tuple[Event, ...]:
        events = super().apply(action)
        self.events.extend(events)
        return events

    def record(self) -> dict[str, Any]:
        """The reference's whole-game record of the game so far."""
        return game_record(self.players, self.seed, self.cards, self.events)

    @classmethod
    def read_header(cls, data: object) -> QuestHeaderModel:
        return parse_header(data)

    @classmethod
    def from_header(cls, header: QuestHeaderModel, context: Any) -> QuestMatch:
        """A match for a validated header, nothing dealt; ``context``: the cards to play with
        (the levels' when None)."""
        meta = header.meta.model_dump(exclude_none=True) if header.meta is not None else None
        return cls(header.players, header.seed, cards=context, deal=False, meta=meta)
