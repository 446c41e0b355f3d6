"""Positions of real games for the bot tests: bots play, every n-th decision is kept; and the
check that a bot decides the same in two games its seat cannot tell apart (both games' bots)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

import game.isle.rules as isle_rules
from game.isle.bots.levels import make_bot
from game.isle.session.match import Match


def decisions(match: Any, bots: list, rules: Any, every: int) -> Iterator[tuple[Any, int]]:
    """(state, seat) at every ``every``-th decision of ``match`` as ``bots`` play it to its end
    (``rules``: the game's rules module)."""
    n = 0
    while not rules.is_over(match.state):
        seat = rules.to_move(match.state)[0]
        if n % every == 0:
            yield match.state, seat
        n += 1
        match.submit(bots[seat].decide(rules.observe(match.state, seat)))


def positions(content, seed: int, every: int, players: int = 4):
    """(state, seat) at every ``every``-th decision of a game between Normal bots."""
    match = Match(content, players, "standard", seed)
    bots = [make_bot("normal", seed + i) for i in range(players)]
    yield from decisions(match, bots, isle_rules, every)


def blind_decisions(
    bot: Callable[[], Any],
    positions: Iterable[tuple[Any, int]],
    another_truth: Callable[[Any, int], Any],
    observe: Callable[[Any, int], Any],
) -> int:
    """Asserts that a fresh ``bot()`` decides the same in each position and in
    ``another_truth(state, seat)`` (the same view, other hidden cards); returns how many
    positions had something hidden to change."""
    checked = 0
    for state, seat in positions:
        other = another_truth(state, seat)
        if other == state:
            continue  # nothing hidden right now
        view, other_view = observe(state, seat), observe(other, seat)
        assert view == other_view
        a, b = bot().decide(view), bot().decide(other_view)
        assert a == b, f"decided {a.text()} and {b.text()} in the same view"
        checked += 1
    return checked
