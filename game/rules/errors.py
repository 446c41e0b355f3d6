"""Errors raised by the rules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from game.rules.refusals import TEMPLATES, Refusal, render


class RulesError(Exception):
    """Base class of the errors of game.rules."""


class IllegalActionError(RulesError, ValueError):
    """An action the rules refuse: ``code`` names the rule (game/rules/refusals.py), ``params``
    the values it mentions; ``reason`` is the English sentence a player can read.

    >>> IllegalActionError("not_in_field", tile="blue403").reason
    'blue403 is not in a field'

    Another game's rules subclass it with their own ``templates``.
    """

    templates: ClassVar[Mapping[str, str]] = TEMPLATES

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        self.reason = render(code, params, self.templates)
        super().__init__(self.reason)

    @property
    def refusal(self) -> Refusal:
        return Refusal(self.code, self.params)

    @classmethod
    def of(cls, refusal: Refusal) -> IllegalActionError:
        return cls(refusal.code, **refusal.params)


class ActionSyntaxError(RulesError, ValueError):
    """A text that is not an action."""
