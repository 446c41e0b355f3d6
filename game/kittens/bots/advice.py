"""A suggested card for a seat of Kitten Toys: the Hard bot's choice (``decide`` from the seat's
view only) and why, as facts the screen words in one line ("it wins the trick and gives you
your fifth toy", "it keeps you under four blue").

Every fact comes from the rules or from the bot's own evaluation, never from a rule written
again: who takes the trick is the rules' ``trick_winner`` when the seat plays last, and
otherwise the share of the bot's sampled deals (``knowledge.determinize``, the trick finished
by the rules as the search finishes it) in which the seat takes it; what the trick's cards do
to a collection is the rules' ``overflowing_colours`` and colour counts; the risk of having to
share a colour is the share of those deals in which the rules make the seat lose toys (a
``ToysLost`` of its own, leading as well as following); the fallback is the search's own share
of the round.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Protocol

from game.kittens.bots.evaluation import counts_of
from game.kittens.bots.knowledge import determinize
from game.kittens.bots.search import finish_tricks, round_equity
from game.kittens.rules.actions import Play
from game.kittens.rules.cards import COLOURS, OVERFLOW_AT, colour_of, colours_held, value_of
from game.kittens.rules.engine import apply_action
from game.kittens.rules.events import Event, ToysLost, TrickWon
from game.kittens.rules.rounds import overflowing_colours
from game.kittens.rules.tricks import trick_winner
from game.kittens.rules.view import View
from game.shell.engine.reasons import Fact

# The whole suggestion's limit: the answer comes well within a second (the Hard bot decides
# in 14 ms at the median, 55 ms at p95), the sampled deals share what the decision left.
THINK_SECONDS = 0.6
SAMPLES = 24  # sampled deals for the chance to take the trick
LIKELY = 0.7  # a share of the deals from which the trick is said to be taken (or left)
RISKY = 0.3  # a share of the deals in which the seat loses toys, from which the reason warns
MAX_FACTS = 2  # the reason stays one line
SEED = 7


class Decides(Protocol):
    """A bot as a suggestion asks it: the card it plays, decided from a view."""

    def decide(self, view: View) -> Play: ...


@dataclass(frozen=True)
class KittenAdvice:
    seat: int
    action: Play  # legal for the seat now
    facts: tuple[Fact, ...] = ()
    chance: float = 0.0  # the share of the sampled deals in which the seat takes the trick
    risk: float = 0.0  # the share of them in which the seat must share a colour

    @property
    def card(self) -> int:
        return self.action.card


def suggest(view: View, bot: Decides, seconds: float = THINK_SECONDS) -> KittenAdvice:
    """What the bot would play now for ``view.seat``, with its reasons (within ``seconds``)."""
    deadline = time.perf_counter() + seconds
    action = bot.decide(view)
    found = sampled(view, action.card, deadline)
    facts = reasons(view, action.card, found.chance, found.share, found.risk, found.colour)
    return KittenAdvice(view.seat, action, facts, round(found.chance, 3), round(found.risk, 3))


@dataclass(frozen=True)
class Sampled:
    """What playing a card did over the sampled deals: the share in which the seat took the
    trick, its mean share of the round after it, the share in which it had to share a colour
    and the colour it shared most often (-1: none)."""

    chance: float
    share: float
    risk: float = 0.0
    colour: int = -1


def sampled(view: View, card: int, deadline: float) -> Sampled:
    """Over deals of the unseen cards sampled as the bot samples them: the share in which the
    seat takes this trick playing ``card`` (everyone after it playing the greedy card), the
    seat's mean share of the round after the trick (the search's score), and the share in which
    the rules make it lose toys as the trick's overflows are dealt."""
    seat, state = view.seat, view.state
    if len(state.trick) == state.players - 1:  # the seat plays last: the rules say it
        after, happened = apply_action(state, Play(seat, card))
        won = trick_winner(state.trick + ((seat, card),), state.trump_colour) == seat
        return Sampled(float(won), round_equity(after, list(happened), seat))
    rng = random.Random(SEED)
    taken = share = risk = 0.0
    lost = [0] * len(COLOURS)
    done = 0
    while done < SAMPLES and (done < 4 or time.perf_counter() < deadline):
        world = determinize(view, rng)
        events: list[Event] = []
        after, new = apply_action(world, Play(seat, card))
        events.extend(new)
        after = finish_tricks(after, random.Random(rng.random()), events, tricks=1)
        winner = next(e.seat for e in events if isinstance(e, TrickWon))
        taken += winner == seat
        share += round_equity(after, events, seat)
        mine = [e.colour for e in events if isinstance(e, ToysLost) and e.seat == seat]
        if mine:
            risk += 1
            lost[mine[0]] += 1
        done += 1
    colour = max(range(len(COLOURS)), key=lost.__getitem__) if risk else -1
    return Sampled(taken / done, share / done, risk / done, colour)


def reasons(
    view: View,
    card: int,
    chance: float,
    share: float,
    risk: float = 0.0,
    risk_colour: int = -1,
) -> tuple[Fact, ...]:
    """The facts of playing ``card``, most telling first, at most ``MAX_FACTS``; ``risk``:
    the share of the sampled deals in which it made the seat share ``risk_colour``."""
    state, seat = view.state, view.seat
    trick = state.trick + ((seat, card),)
    cards = [c for _, c in trick]
    mine = counts_of(state.seats[seat].collection)
    last = len(trick) == state.players
    facts: list[Fact] = []
    winner = trick_winner(trick, state.trump_colour)
    warning = (
        [Fact("risks_share", (("colour", risk_colour),))]
        if not last and risk >= RISKY and risk_colour >= 0
        else []
    )
    if winner != seat and not last:  # beaten already (a later card can only beat it more)
        facts.append(Fact("gives_up"))
        facts += warning or _kept_under(mine, cards)
    elif last:
        if winner == seat:
            facts.append(Fact("wins"))
            facts += _taking(state.seats[seat].collection, cards)
        else:
            facts.append(Fact("leaves", (("player", winner),)))
            facts += _kept_under(mine, cards)
            facts += _their_overflow(state, winner, cards)
    elif chance >= LIKELY:
        facts.append(Fact("likely_wins" if state.trick else "leads_strong"))
        new = [c for c in sorted({colour_of(c) for c in cards}) if not mine[c]]
        if warning:  # taking it may cost a colour: said before what it would bring
            facts += warning
        elif new:  # the cards on the table so far that it would bring
            facts.append(Fact("would_give", (("colour", new[0]),)))
    elif chance <= 1 - LIKELY:  # leading or not: the card is likely beaten, whatever its value
        facts.append(Fact("likely_leaves"))
        facts += warning or _kept_under(mine, cards)
    else:
        facts += warning
    if len(facts) < MAX_FACTS and _sheds(view, card, facts):
        facts.append(Fact("sheds"))
    if not facts:
        facts.append(Fact("best_chance", (("percent", round(100 * share)),)))
    return tuple(facts[:MAX_FACTS])


def _taking(collection: tuple[int, ...], cards: list[int]) -> list[Fact]:
    """What taking ``cards`` does to the seat's toys (one lost, the fifth, a new one), as the
    rules count them."""
    after = collection + tuple(cards)
    lost = overflowing_colours(after)
    if lost:
        return [Fact("shares", (("colour", lost[0]),))]
    if colours_held(after) == len(COLOURS):
        return [Fact("fifth")]
    mine = counts_of(collection)
    new = [c for c in range(len(COLOURS)) if counts_of(after)[c] and not mine[c]]
    if new:
        return [Fact("new_toy", (("colour", new[0]),))]
    return []


def _kept_under(mine: tuple[int, ...], cards: list[int]) -> list[Fact]:
    """The trick holds a colour the seat has three of: leaving it keeps the seat under four."""
    added = counts_of(cards)
    near = [c for c in range(len(COLOURS)) if mine[c] == OVERFLOW_AT - 1 and added[c]]
    return [Fact("under_four", (("colour", near[0]),))] if near else []


def _their_overflow(state, winner: int, cards: list[int]) -> list[Fact]:
    """The trick makes its winner hold four of a colour: they must share it (the rules'
    ``overflowing_colours``)."""
    over = overflowing_colours(state.seats[winner].collection + tuple(cards))
    return [Fact("makes_share", (("player", winner), ("colour", over[0])))] if over else []


def _sheds(view: View, card: int, facts: list[Fact]) -> bool:
    """The card is the seat's lowest and it gives the trick away: a low card spent."""
    if any(f.kind in ("wins", "likely_wins", "leads_strong") for f in facts):
        return False
    hand = view.state.seats[view.seat].hand
    trump = view.state.trump_colour
    plain = [c for c in hand if colour_of(c) != trump] or list(hand)
    return len(hand) > 1 and value_of(card) == min(value_of(c) for c in plain)
