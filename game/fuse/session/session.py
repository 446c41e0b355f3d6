"""A game of Kitten Fuse as the window plays it: the shared seats, bots and autosave of
game/shell/session/seated.py over a ``FuseMatch``.

The first player is "whoever has the most impressive beard": the couch edition asks the
players (``choose_first``); a game of bots alone draws it at random, as the command line does.
A played card is final (the hand lifts it before it goes), so there is no undo. Every action is
saved at once: a game left in the middle of a No! window or of a private choice comes back there.
"""

from __future__ import annotations

from dataclasses import asdict
from pathlib import Path
from typing import Any

import game.fuse.rules as fuse_rules
from game.fuse.rules import Phase
from game.fuse.rules.actions import FirstPlayer
from game.fuse.rules.events import Event
from game.fuse.session.match import FuseMatch
from game.shell.session.seated import Bot, BotFactory, SeatConfig, SeatedSession


def fuse_bot_factory() -> BotFactory:
    """(level, seed) -> a Kitten Fuse bot (the bots load when a game first needs one)."""
    from game.fuse.bots.levels import make_bot

    return make_bot


class FuseSession(SeatedSession):
    rules = fuse_rules
    match: FuseMatch

    def __init__(
        self,
        seats: list[SeatConfig],
        seed: int = 0,
        combos: bool = True,
        save_path: Path | None = None,
        bot_factory: BotFactory | None = None,
        match: FuseMatch | None = None,
    ) -> None:
        meta: dict[str, Any] = {"seats": [asdict(s) for s in seats]}
        if match is None:
            match = FuseMatch(len(seats), seed, combos, deal=False)
        match.meta = {**match.meta, **meta}
        super().__init__(seats, match, save_path, bot_factory)
        if self.asks_first_player():
            return  # the players say who starts (choose_first)
        if fuse_rules.is_chance(match.state):
            match.deal()

    # --- loading ------------------------------------------------------------------------

    @classmethod
    def from_save(cls, path: Path, bot_factory: BotFactory | None = None) -> FuseSession:
        """The game saved in ``path`` (``ValueError`` saying which line and why when it
        cannot be replayed or its header is not one)."""
        match = FuseMatch.load(Path(path))
        seats = [SeatConfig(**seat) for seat in match.meta.get("seats", [])]
        if len(seats) != match.players:  # a log of the command line: no seats
            seats = [SeatConfig(f"Player {i + 1}") for i in range(match.players)]
        return cls(seats, match.seed, match.combos, path, bot_factory, match)

    # --- reading ------------------------------------------------------------------------

    @property
    def combos(self) -> bool:
        return self.match.combos

    def asks_first_player(self) -> bool:
        """The first player is still to be named, and people play: they are asked."""
        return self.match.state.phase == Phase.FIRST and bool(self.humans())

    def progress(self) -> dict:
        state = self.match.state
        return {"turn": state.turns, "out": list(state.out), "deck": len(state.deck)}

    def can_undo(self) -> bool:
        return False  # a played card is final: the hand lifts it before it goes

    # --- acting -------------------------------------------------------------------------

    def choose_first(self, seat: int | None) -> tuple[Event, ...]:
        """The players named who has the most impressive beard (``None``: nobody will say,
        the dealer draws); the cards are dealt."""
        self._before = self.match.state
        if seat is None:
            events = self.match.deal()
        else:
            fuse_rules.check_action(self.match.state, FirstPlayer(seat))
            events = self.match.answer(FirstPlayer(seat))
        self._after(events)
        return events

    # --- bots ---------------------------------------------------------------------------

    def default_bot(self, seat: int) -> Bot:
        from game.fuse.bots.base import RandomBot

        return RandomBot(self.match.seed * 10 + seat + 1)
