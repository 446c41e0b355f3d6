"""A match of The Isle of Cats: the box's logged match (game/shell/session/match.py) with this
game's rules, its header (mode, difficulty; the seats and progress in ``meta``) and where undo
may go back to.

Log format (JSON lines): a header ``{"kind": "header", "game": "isle-of-cats", "format": 1,
"mode": ..., "players": N, "seed": S}`` (a solo game adds ``"difficulty": LEVEL``) then one
``{"kind": "action", "action": TEXT}`` per applied action, chance outcomes included, in order.
"""

from __future__ import annotations

from typing import Any

from game.isle.rules import apply_action, chance_outcomes, is_chance, new_game, parse_action
from game.isle.rules.actions import Action, DealBoats
from game.isle.rules.content import Content
from game.isle.rules.events import Event
from game.isle.rules.state import GameState
from game.isle.rules.undo import ends_turn, is_undo_barrier
from game.isle.session.header import HeaderModel, parse_header
from game.shell.session.match import LogError, LoggedMatch

__all__ = ["MAX_BYTES", "MAX_LINES", "LogError", "Match", "chosen_boats"]

MAX_LINES = 20_000  # a 4-player game makes about 1,500
MAX_BYTES = 4 << 20  # a finished game's log is about 60 kB


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


class Match(LoggedMatch[GameState]):
    GAME = "isle-of-cats"
    MAX_LINES = MAX_LINES
    MAX_BYTES = MAX_BYTES

    def __init__(
        self,
        content: Content,
        players: int,
        mode: str = "standard",
        seed: int = 0,
        deal: bool = True,
        difficulty: str | None = None,
        meta: dict[str, Any] | None = None,
        boats: dict[int, str] | None = None,
    ) -> None:
        state = new_game(content, players, mode, difficulty)
        super().__init__(players, seed, state, chance_outcomes, meta)
        self.content = content
        self.boats = dict(boats or {})  # seat -> boat colour the players asked for
        self.mode = mode
        self.difficulty = state.sister.difficulty if state.sister else None
        self.undo_floor = 0  # undo never takes back the log's lines before this one
        self.turn_end: int | None = None  # the log's length when its last action ended a turn
        if deal:
            self.deal()

    # --- the rules -------------------------------------------------------------------------------

    def advance(self, state: GameState, action: Action) -> tuple[GameState, tuple[Event, ...]]:
        return apply_action(state, action)

    def is_chance(self) -> bool:
        return is_chance(self.state)

    @staticmethod
    def parse_action(text: str) -> Action:
        return parse_action(text)

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Apply one action (a seat's or the dealer's) and log it; keep where undo may go
        back to (game/isle/rules/undo.py)."""
        before = self.state
        events = super().apply(action)
        if self.turn_end is not None:  # a turn that ended is final once anything follows it
            self.undo_floor = max(self.undo_floor, self.turn_end)
            self.turn_end = None
        if is_undo_barrier(before, action, self.state):
            self.undo_floor = len(self.log)
        elif ends_turn(before, action, self.state):
            self.turn_end = len(self.log)
        return events

    def draw(self) -> Action:
        """The dealer's outcome, with the boats the players asked for."""
        outcome = super().draw()
        if isinstance(outcome, DealBoats) and self.boats:
            outcome = DealBoats(chosen_boats(outcome.boats, self.boats))
        return outcome

    def confirm_turn(self) -> None:
        """The seat confirmed its turn: nothing before now can be undone."""
        self.undo_floor = len(self.log)
        self.turn_end = None

    # --- the log ---------------------------------------------------------------------------

    def header(self) -> dict[str, Any]:
        header: dict[str, Any] = {"kind": "header", "game": self.GAME, "format": 1}
        header |= {"mode": self.mode, "players": self.players, "seed": self.seed}
        if self.difficulty is not None:
            header["difficulty"] = self.difficulty
        if self.meta:
            header["meta"] = self.meta
        return header

    @classmethod
    def read_header(cls, data: object) -> HeaderModel:
        return parse_header(data)

    @classmethod
    def from_header(cls, header: HeaderModel, context: Content) -> Match:
        """A match for the header, its mode, players and difficulty checked against the
        content (``LogError`` naming the field)."""
        content = context
        mode = content.modes.get(header.mode)
        if mode is None:
            raise LogError(f"mode: unknown mode (one of {', '.join(content.modes)})")
        if header.players not in mode.player_counts:
            counts = ", ".join(map(str, mode.player_counts))
            noun = "player" if counts == "1" else "players"
            raise LogError(f"players: {header.mode} is played by {counts} {noun}")
        levels = [d.name for d in mode.difficulties]
        if header.difficulty is not None and header.difficulty not in levels:
            known = ", ".join(levels) or "none in this mode"
            raise LogError(f"difficulty: unknown difficulty (known: {known})")
        meta = header.meta.model_dump(exclude_none=True) if header.meta is not None else None
        return cls(
            content,
            header.players,
            header.mode,
            header.seed,
            deal=False,
            difficulty=header.difficulty,
            meta=meta,
        )
