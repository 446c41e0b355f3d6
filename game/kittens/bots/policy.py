"""The greedy play: the card whose trick, as it stands once played, leaves the seat best off.

It reads only what a seat sees at its turn (its hand, the trick, the collections' colours,
the trump), so it serves both as the Easy bot's play and as the other seats' play inside the
searches of Normal and Hard (on sampled hands). It does not look at the seats still to play:
that is what the searches add.
"""

from __future__ import annotations

from game.kittens.bots.evaluation import after_taking, counts_of, equity_of, strength
from game.kittens.rules.state import GameState
from game.kittens.rules.tricks import winning_play

LEAD_WIN_CHANCE = (0.0, 0.05, 0.1, 0.15, 0.25, 0.35, 0.5, 0.6)  # a led card by value: kept
TRUMP_LEAD_WIN_CHANCE = (0.0, 0.3, 0.4, 0.5, 0.6, 0.75, 0.9, 1.0)  # a led trump by value


def tricks_left(state: GameState) -> int:
    """Tricks still to be played after the one on the table."""
    return len(state.seats[state.leader].hand) - (0 if state.trick else 1)


def keep_value(card: int, trump: int) -> float:
    """How much a card is worth keeping for later tricks: trumps and high cards win them."""
    value = card % 10
    return value + (8 if card // 10 - 1 == trump else 0)


def greedy_card(state: GameState, seat: int) -> int:
    """The card of ``seat``'s hand with the best immediate outcome (ties: the card least worth
    keeping)."""
    hand = state.seats[seat].hand
    trump = state.trump_colour
    counts = [counts_of(s.collection) for s in state.seats]
    live = tricks_left(state) > 0
    scores = [strength(c, live) for c in counts]
    plays = state.trick
    best: tuple[float, float, int] | None = None
    for card in hand:
        if plays:
            trick = plays + ((seat, card),)
            winner = winning_play(trick, trump)[0]
            after = list(scores)
            after[winner] = strength(after_taking(counts[winner], [c for _, c in trick]), live)
            value = equity_of(after, seat)
        else:  # leading: whether the card wins is not known yet
            chance = (TRUMP_LEAD_WIN_CHANCE if card // 10 - 1 == trump else LEAD_WIN_CHANCE)[
                card % 10
            ]
            taken = list(scores)
            taken[seat] = strength(after_taking(counts[seat], [card]), live)
            value = chance * equity_of(taken, seat) + (1 - chance) * equity_of(scores, seat)
        key = (round(value, 9), -keep_value(card, trump), -card)
        if best is None or key > best:
            best = key
    assert best is not None, "greedy_card needs a card in hand"
    return -best[2]
