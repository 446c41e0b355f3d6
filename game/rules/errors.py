"""Errors raised by the rules."""

from __future__ import annotations


class RulesError(Exception):
    """Base class of the errors of game.rules."""


class IllegalActionError(RulesError):
    """An action the rules refuse. ``reason`` is a sentence a player can read."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class ActionSyntaxError(RulesError, ValueError):
    """A text that is not an action."""
