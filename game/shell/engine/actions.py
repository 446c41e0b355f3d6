"""The base of every game's actions: a small value with a text form that parses back."""

from __future__ import annotations

CHANCE = -1  # the "seat" of the dealer's outcomes (a draw, a deal, a shuffle, a roll)


class Action:
    """Base of every action. ``seat`` is CHANCE for the dealer's outcomes."""

    __slots__ = ()
    seat: int

    def text(self) -> str:  # pragma: no cover - every subclass defines it
        raise NotImplementedError

    def __str__(self) -> str:
        return self.text()
