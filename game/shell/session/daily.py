"""What every game's daily game shares: a date written YYYY-MM-DD and a seed that is a pure
function of the date (offline, the same on every machine that day)."""

from __future__ import annotations

from datetime import date
from typing import Any, Protocol


class DailyGame(Protocol):
    """A game's daily game of a date (``python -m game daily``)."""

    def as_json(self) -> dict[str, Any]: ...
    def describe(self) -> str: ...


def parse_date(text: str) -> date:
    """A calendar date written YYYY-MM-DD (ValueError otherwise, with the reason)."""
    if len(text) != 10 or text[4] != "-" or text[7] != "-" or not text.replace("-", "").isdigit():
        raise ValueError(f"{text!r} is not a date written YYYY-MM-DD")
    return date.fromisoformat(text)


def date_seed(salt: str, day: date) -> int:
    """The seed of ``day``'s daily game of a game (``salt``: its own text, so two games' daily
    games differ): 31 bits of a SHA-256, never 0."""
    import hashlib  # (loading OpenSSL: not for the title's first frame)

    digest = hashlib.sha256(f"{salt} {day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:4], "big") & 0x7FFFFFFF or 1
