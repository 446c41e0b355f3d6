"""How a finished game ended, the same for every game: each seat's score in the game's own
measure and the winners (every tied seat of a shared win; none when every seat lost, as to
the Isle's sister or in a lost solo quest)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Result:
    scores: tuple[int, ...]  # per seat: points, Super chat cards, cards in the army...
    winners: tuple[int, ...]
