"""The errors every game's rules raise: a refused action (with its code, its values and an
English reason), a text that is no action."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar


class RulesError(Exception):
    """Base class of the errors of a game's rules."""


def english(value: Any) -> str:
    """A value as an English reason shows it: a value with a text form by its text, a list
    joined by commas."""
    text = getattr(value, "text", None)
    if callable(text):
        return str(text())
    if isinstance(value, (tuple, list)):
        return ", ".join(english(v) for v in value)
    return str(value)


def render(code: str, params: Mapping[str, Any], templates: Mapping[str, str]) -> str:
    """The English reason of a refusal from a game's ``templates``; a code without a template
    is shown as it is."""
    template = templates.get(code)
    if template is None:
        return code
    return template.format(**{name: english(value) for name, value in params.items()})


@dataclass(frozen=True)
class Refusal:
    """A reason the rules give for refusing something: a code and the values it names."""

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)


class IllegalActionError(RulesError, ValueError):
    """An action the rules refuse: ``code`` names the rule, ``params`` the values it mentions;
    ``reason`` is the English sentence a player can read. Each game subclasses it with its own
    ``templates`` (and its interface translates the same codes), so one handler catches every
    game's refusals."""

    templates: ClassVar[Mapping[str, str]] = {}

    def __init__(self, code: str, **params: Any) -> None:
        self.code = code
        self.params = params
        self.reason = render(code, params, self.templates)
        super().__init__(self.reason)

    @property
    def refusal(self) -> Refusal:
        return Refusal(self.code, self.params)


class ActionSyntaxError(RulesError, ValueError):
    """A text that is not an action."""
