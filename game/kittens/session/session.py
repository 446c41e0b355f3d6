"""A game of Kitten Toys as the window plays it: the shared seats, bots and autosave of
game/shell/session/seated.py over a ``KittensMatch``.

The first round's starter is "the last person who petted a cat": the couch edition asks the
players (``choose_first``); a game of bots alone draws it at random, as the command line does.
A played card is final (the table asks to confirm it before it goes), so there is no undo.
"""

from __future__ import annotations

from dataclasses import asdict
from pathlib import Path

import game.kittens.rules as kitten_rules
from game.kittens.rules import Phase
from game.kittens.rules.actions import FirstPlayer
from game.kittens.rules.events import Event
from game.kittens.session.match import KittensMatch
from game.shell.session.seated import (
    Bot,
    BotFactory,
    SeatConfig,
    SeatedSession,
    level_bots,
    saved_seats,
)


def kitten_bot_factory() -> BotFactory:
    """(level, seed) -> a Kitten Toys bot (the bots load when a game first needs one)."""
    return level_bots("game.kittens.bots.levels")


class KittenSession(SeatedSession):
    rules = kitten_rules

    def __init__(
        self,
        seats: list[SeatConfig],
        seed: int = 0,
        save_path: Path | None = None,
        bot_factory: BotFactory | None = None,
        match: KittensMatch | None = None,
    ) -> None:
        meta = {"seats": [asdict(s) for s in seats]}
        if match is None:
            match = KittensMatch(len(seats), seed, deal=False)
        match.meta = {**match.meta, **meta}
        super().__init__(seats, match, save_path, bot_factory)
        if self.asks_first_player():
            return  # the players say who starts (choose_first)
        if kitten_rules.is_chance(match.state):
            match.deal()

    # --- loading ------------------------------------------------------------------------

    @classmethod
    def from_save(cls, path: Path, bot_factory: BotFactory | None = None) -> KittenSession:
        """The game saved in ``path`` (``ValueError`` saying which line and why when it
        cannot be replayed or its header is not one)."""
        match = KittensMatch.load(Path(path))
        return cls(saved_seats(match), match.seed, path, bot_factory, match)

    # --- reading ------------------------------------------------------------------------

    def asks_first_player(self) -> bool:
        """The first round's starter is still to be named, and people play: they are asked."""
        return self.match.state.phase == Phase.FIRST and bool(self.humans())

    def progress(self) -> dict:
        state = self.match.state
        return {"round": state.round, "super_chats": [s.super_chats for s in state.seats]}

    def can_undo(self) -> bool:
        return False  # a played card is final: the table confirms it before it goes

    # --- acting -------------------------------------------------------------------------

    def choose_first(self, seat: int | None) -> tuple[Event, ...]:
        """The players named who last petted a cat (``None``: nobody remembers, the dealer
        draws); the round is dealt."""
        self._before = self.match.state
        if seat is None:
            events = self.match.deal()
        else:
            kitten_rules.check_action(self.match.state, FirstPlayer(seat))
            events = self.match.answer(FirstPlayer(seat))
        self._after(events)
        return events

    # --- bots ---------------------------------------------------------------------------

    def default_bot(self, seat: int) -> Bot:
        from game.kittens.bots.base import RandomBot

        return RandomBot(self.match.seed * 10 + seat + 1)
