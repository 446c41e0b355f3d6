"""Errors raised by the rules."""

from __future__ import annotations

from typing import Any

from game.rules.refusals import Refusal, render


class RulesError(Exception):
    """Base class of the errors of game.rules."""


class IllegalActionError(RulesError, ValueError):
    """An action the rules refuse: ``code`` names the rule (game/rules/refusals.py), ``params``
    the values it mentions; ``reason`` is the English sentence a player can read.

    >>> IllegalActionError("not_in_field", tile="blue403").reason
    'blue403 is not in a field'
    """

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        self.reason = render(code, params)
        super().__init__(self.reason)

    @property
    def refusal(self) -> Refusal:
        return Refusal(self.code, self.params)

    @classmethod
    def of(cls, refusal: Refusal) -> IllegalActionError:
        return cls(refusal.code, **refusal.params)


class ActionSyntaxError(RulesError, ValueError):
    """A text that is not an action."""
