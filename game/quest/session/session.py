"""A game of Dice Quest as the window plays it: the shared seats, bots and autosave of
game/shell/session/seated.py over a ``QuestMatch``. A turn is public (the dice, the line, every
army and discard lie open), so nobody is handed the screen; a move is final (no undo).

A daily quest (game/quest/daily.py) keeps its date and whether it is played for the record in
the save's header (``meta.daily``), so that a record game resumed from its slot still counts.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

import game.quest.rules as quest_rules
from game.quest.rules import Creature
from game.quest.session.match import QuestMatch
from game.shell.session.seated import (
    Bot,
    BotFactory,
    SeatConfig,
    SeatedSession,
    level_bots,
    saved_seats,
)


def quest_bot_factory() -> BotFactory:
    """(level, seed) -> a Dice Quest bot (the bots load when a game first needs one)."""
    return level_bots("game.quest.bots.levels")


class QuestSession(SeatedSession):
    rules = quest_rules

    def __init__(
        self,
        seats: list[SeatConfig],
        seed: int = 0,
        save_path: Path | None = None,
        bot_factory: BotFactory | None = None,
        match: QuestMatch | None = None,
        cards: Sequence[Creature] | None = None,
        daily: dict[str, Any] | None = None,
    ) -> None:
        if match is None:  # dealt by ``begin``, for the table to show the first throw
            match = QuestMatch(len(seats), seed, cards, deal=False)
        meta: dict[str, Any] = {"seats": [asdict(s) for s in seats]}
        if daily is not None:
            meta["daily"] = dict(daily)
        match.meta = {**match.meta, **meta}
        super().__init__(seats, match, save_path, bot_factory)

    @classmethod
    def from_save(
        cls,
        path: Path,
        bot_factory: BotFactory | None = None,
        cards: Sequence[Creature] | None = None,
    ) -> QuestSession:
        """The game saved in ``path`` (``ValueError`` saying which line and why when it cannot
        be replayed or its header is not one); ``cards``: the creatures to play with."""
        match = QuestMatch.load(Path(path), context=cards)
        seats = saved_seats(match)
        return cls(seats, match.seed, path, bot_factory, match, daily=match.meta.get("daily"))

    def begin(self) -> tuple:
        """The dealer shuffles the deck, draws the first seat and throws the first dice of a
        new game (the listeners see it all); nothing to do for a game already under way."""
        if not quest_rules.is_chance(self.match.state) or self.match.log:
            return ()
        self._before = self.match.state
        events = self.match.deal()
        self._after(events)
        return events

    # --- reading --------------------------------------------------------------------------
    @property
    def daily(self) -> dict[str, Any] | None:
        """The daily quest this game is (its date, whether it is played for the record)."""
        found = self.match.meta.get("daily")
        return found if isinstance(found, dict) else None

    @property
    def solo(self) -> bool:
        return self.match.players == 1

    def progress(self) -> dict[str, Any]:
        state = self.match.state
        return {
            "turn": state.turn,
            "left": state.left,
            "armies": [len(s.army) for s in state.seats],
        }

    def can_undo(self) -> bool:
        return False  # a throw of the dice is final, and so is every move after it

    def default_bot(self, seat: int) -> Bot:
        from game.quest.bots.base import RandomBot

        return RandomBot(self.match.seed * 10 + seat + 1)
