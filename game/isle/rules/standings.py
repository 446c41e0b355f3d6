"""Who leads on the table between two days: the public score lines as the boats stand now
(rules.md section 6), private lessons left out because nobody else may know them.

The end-of-day summary reads this from a view (``observe``): it works on a seat's view and on
the public one alike, since it never looks at a hidden card.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.isle.rules.scoring import Score, score_boats
from game.isle.rules.scoring_view import reports
from game.isle.rules.state import GameState
from game.isle.rules.vocabulary import Mode

# The lines everybody can count on the table, in the order the summary shows them.
PUBLIC_LINES = ("families", "rooms", "rats", "rare_treasures", "public_lessons")


@dataclass(frozen=True, slots=True)
class Lead:
    """A public score line and the seats with the most points in it (ties share the lead)."""

    line: str
    seats: tuple[int, ...]  # empty: nobody leads (every seat has the same points)
    points: int  # the leaders' points in this line


def public_scores(state: GameState) -> tuple[Score, ...]:
    """Every boat scored as it stands, without private lessons (``Score.private_lessons`` is
    0 and ``total`` the sum of the public lines)."""
    hidden_free = tuple(replace(r, lessons=()) for r in reports(state))
    return score_boats(state.content, hidden_free, state.public_lessons, state.mode)


def public_lines(state: GameState) -> tuple[str, ...]:
    """The lines that can score in this game: no rare treasures nor public lessons in the
    Family game (rules.md 9.3), public lessons only once some are in play."""
    lines = list(PUBLIC_LINES)
    if state.mode == Mode.FAMILY:
        lines = [x for x in lines if x not in ("rare_treasures", "public_lessons")]
    elif not state.public_lessons:
        lines.remove("public_lessons")
    return tuple(lines)


def leads(state: GameState) -> tuple[Lead, ...]:
    """The leader(s) of each public line, then of their sum (line ``total``)."""
    scores = public_scores(state)
    found = []
    for line in (*public_lines(state), "total"):
        points = [getattr(s, line) for s in scores]
        best = max(points)
        seats = tuple(i for i, p in enumerate(points) if p == best)
        if len(scores) > 1 and len(seats) == len(scores):
            seats = ()  # all level: nobody leads yet
        found.append(Lead(line, seats, best))
    return tuple(found)
