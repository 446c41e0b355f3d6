"""The Isle of Cats as the window plays it: the seats and bots of any game's session
(game/shell/session/seated.py), the human seat the screen serves next, undo inside a turn, and an
autosave after every action.

No pygame here: the app drives it with ``poll()`` once per frame.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path

import game.isle.rules as isle_rules
from game.isle.rules import is_chance, parse_action, score
from game.isle.rules.actions import Action
from game.isle.rules.content import Content
from game.isle.rules.events import Event
from game.isle.rules.scoring import Score, SisterScore
from game.isle.rules.scoring_view import sister_score, winners_of
from game.isle.session.match import Match
from game.isle.session.router import screen_for
from game.shell.session.names import default_name
from game.shell.session.seated import PUBLIC, Bot, BotFactory, SeatConfig, SeatedSession, named

__all__ = ["PUBLIC", "Bot", "BotFactory", "Checkpoint", "FinalScores", "GameSession", "SeatConfig"]


@dataclass(frozen=True)
class FinalScores:
    scores: tuple[Score, ...]
    sister: SisterScore | None
    winners: list[int]


@dataclass
class Checkpoint:
    """Where undo goes back to: the start of a human's decision sequence."""

    log_length: int
    seat: int


class GameSession(SeatedSession):
    rules = isle_rules

    def __init__(
        self,
        content: Content,
        seats: list[SeatConfig],
        mode: str = "standard",
        seed: int = 0,
        save_path: Path | None = None,
        bot_factory: BotFactory | None = None,
        match: Match | None = None,
        difficulty: str | None = None,
        boats: dict[int, str] | None = None,
        daily: dict | None = None,
    ) -> None:
        self.content = content
        seats = named(seats)  # every name the game keeps follows the one rule
        meta: dict[str, object] = {"seats": [asdict(s) for s in seats]}
        daily = daily or (match.meta.get("daily") if match is not None else None)
        if daily:  # a daily game (game/isle/session/daily.py): {"date": ..., "record": ...}
            meta["daily"] = dict(daily)
        match = match or Match(
            content, len(seats), mode, seed, meta=meta, difficulty=difficulty, boats=boats
        )
        match.meta = meta
        super().__init__(seats, match, save_path, bot_factory)
        self.checkpoint: Checkpoint | None = None

    # --- loading ------------------------------------------------------------------------

    @classmethod
    def from_save(
        cls, content: Content, path: Path, bot_factory: BotFactory | None = None
    ) -> GameSession:
        match = Match.load(path, content)  # the header is validated: seats are well formed
        match.deal()  # a log that stops before the dealer's draws goes on as it would have
        seats = [SeatConfig(**s) for s in match.meta.get("seats", [])]
        if len(seats) != match.players:  # a log without seats (a replay, an old save)
            seats = [SeatConfig(default_name(i)) for i in range(match.players)]
        return cls(content, seats, match.mode, match.seed, path, bot_factory, match)

    # --- reading --------------------------------------------------------------------------

    @property
    def daily(self) -> dict | None:
        """A daily game's date and whether it is played for the record (None: not a daily)."""
        return self.match.meta.get("daily")

    def past_events(self) -> Iterator[tuple[Action | None, tuple[Event, ...]]]:
        """The game so far again, action by action from the log: (a seat's action, or None
        for the dealer's draws; its events). Screens that show the past (the timeline)
        rebuild it from this after a Continue."""
        replay = Match(
            self.content,
            self.match.players,
            self.match.mode,
            self.match.seed,
            deal=False,
            difficulty=self.match.difficulty,
        )
        for text in list(self.match.log):
            action = parse_action(text)
            chance = is_chance(replay.state)
            yield None if chance else action, replay.apply(action)

    def screen(self) -> str | None:
        """The screen that serves the pending decision (game/isle/session/router.py)."""
        return screen_for(self.match.state)

    def final_scores(self) -> FinalScores:
        """The scores, the sister's (solo) and the winners, as the game stands."""
        state = self.match.state
        scores = score(state)
        return FinalScores(scores, sister_score(state), winners_of(state, scores))

    def progress(self) -> dict:
        state = self.match.state
        return {"day": state.day, "phase": str(state.phase)}

    # --- undo inside a turn ---------------------------------------------------------------

    def begin_turn(self, seat: int) -> None:
        """Mark where undo returns to when ``seat`` starts a decision sequence."""
        self.checkpoint = Checkpoint(len(self.match.log), seat)

    def undo_point(self) -> int | None:
        """The log's length undo goes back to: the checkpoint, or later when the game made
        something final since (a draw, the sister's turn, a turn confirmed or followed by
        another: game/isle/rules/undo.py); None when there is nothing to undo. Only the
        checkpoint's seat may have acted since."""
        cp = self.checkpoint
        if cp is None:
            return None
        start = max(cp.log_length, self.match.undo_floor)
        if len(self.match.log) <= start:
            return None
        for text in self.match.log[start:]:
            if not text.startswith(f"p{cp.seat} "):
                return None
        return start

    def can_undo(self) -> bool:
        return self.undo_point() is not None

    def would_be_final(self, action) -> bool:
        """Whether ``action`` could no longer be undone once sent (game/isle/rules/undo.py)."""
        from game.isle.rules.undo import is_final

        return is_final(self.match.state, action)

    def turn_over(self) -> bool:
        """The last action ended a seat's turn and it can still be taken back: the screen
        asks to confirm it before anything else happens."""
        return self.match.turn_end == len(self.match.log) and self.can_undo()

    def confirm_turn(self) -> None:
        """The turn is confirmed: undo no longer reaches it."""
        self.match.confirm_turn()
        self.checkpoint = None

    def undo(self) -> bool:
        start = self.undo_point()
        if start is None:
            return False
        replay = Match.from_lines(self.match.to_jsonl().splitlines()[: 1 + start], self.content)
        replay.meta = self.match.meta
        replay.undo_floor = max(replay.undo_floor, self.match.undo_floor)
        self.match = replay
        self._before = None
        self._cancel_bots()
        self.autosave()
        return True

    # --- bots -----------------------------------------------------------------------------

    def default_bot(self, seat: int) -> Bot:
        from game.isle.bots.random_bot import RandomBot

        return RandomBot(self.match.seed * 10 + seat + 1)
