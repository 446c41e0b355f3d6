"""Errors raised by the rules of The Isle of Cats: the box's refusal error with this game's
templates (game/isle/rules/refusals.py)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from game.isle.rules.refusals import TEMPLATES, Refusal
from game.shell.engine import errors as engine
from game.shell.engine.errors import ActionSyntaxError, RulesError

__all__ = ["ActionSyntaxError", "IllegalActionError", "RulesError"]


class IllegalActionError(engine.IllegalActionError):
    """An action the rules refuse: ``code`` names the rule (game/isle/rules/refusals.py),
    ``params`` the values it mentions; ``reason`` is the English sentence a player can read.

    >>> IllegalActionError("not_in_field", tile="blue403").reason
    'blue403 is not in a field'
    """

    templates: ClassVar[Mapping[str, str]] = TEMPLATES

    @property
    def refusal(self) -> Refusal:
        return Refusal(self.code, self.params)

    @classmethod
    def of(cls, refusal: engine.Refusal) -> IllegalActionError:
        return cls(refusal.code, **refusal.params)
