"""Who wins a trick (reference: A trick).

A paw swipe (value 1) counts 8 when the 7 of its own colour is in the same trick; a 7 of
another colour does nothing. The highest trump wins if a trump was played, otherwise the
highest card of the colour led.

    >>> from game.kittens.rules.cards import parse_card as c
    >>> trick = ((0, c("r5")), (1, c("r1")), (2, c("r7")))
    >>> trick_winner(trick, trump_colour=4)   # red led, no blue: the red paw swipe is an 8
    1
    >>> trick_winner(trick + ((3, c("b2")),), trump_colour=4)  # the only trump wins
    3
"""

from __future__ import annotations

from collections.abc import Iterable

from game.kittens.rules.cards import PAW_SWIPE, PAW_SWIPE_TURNED, SEVEN


def strength(card: int, cards: Iterable[int]) -> int:
    """The card's value in a trick holding ``cards``: a paw swipe is 8 beside its own 7."""
    value = card % 10
    if value == PAW_SWIPE and card - PAW_SWIPE + SEVEN in cards:
        return PAW_SWIPE_TURNED
    return value


def turned_paw_swipes(cards: Iterable[int]) -> tuple[int, ...]:
    """The paw swipes that count 8 in a trick holding ``cards``."""
    cards = tuple(cards)
    return tuple(c for c in cards if strength(c, cards) == PAW_SWIPE_TURNED)


def winning_play(plays: tuple[tuple[int, int], ...], trump_colour: int) -> tuple[int, int]:
    """The (seat, card) that wins a trick played as ``plays`` (in play order, leader first)."""
    cards = [card for _, card in plays]
    lead = plays[0][1] // 10
    trump = trump_colour + 1
    best = plays[0]
    best_rank = -1
    for play in plays:  # one pass: the bots ask this thousands of times per decision
        card = play[1]
        tens = card // 10
        if tens == trump:
            rank = 100  # any trump beats any card of the colour led
        elif tens == lead:
            rank = 0
        else:
            continue
        value = card % 10
        if value == PAW_SWIPE and card - PAW_SWIPE + SEVEN in cards:
            value = PAW_SWIPE_TURNED
        if rank + value > best_rank:
            best, best_rank = play, rank + value
    return best


def trick_winner(plays: tuple[tuple[int, int], ...], trump_colour: int) -> int:
    """The seat that wins a trick played as ``plays``."""
    return winning_play(plays, trump_colour)[0]
