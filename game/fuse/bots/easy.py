"""Easy: draws without counting, now and then plays a card at random (a Nap or a Pounce as
readily as a Peek), dodges only a fuse kitten it saw on top, takes cards with a cat pair now
and then, answers a play at it with a No! on a whim, and puts a calmed fuse kitten back
anywhere."""

from __future__ import annotations

from game.fuse.bots import tactics
from game.fuse.bots.base import FuseBot
from game.fuse.rules.actions import Action, Draw, Nope, Pass, Play
from game.fuse.rules.cards import ACTION_TITLES, FAVOUR, FUSE, NAP, NO, POUNCE, SHUFFLE, title_of
from game.fuse.rules.view import View

WHIM = 0.3  # the share of decisions Easy plays a card for no reason
NO_WHIM = 0.4  # the share of plays at it that Easy answers with a No!


class EasyBot(FuseBot):
    name = "easy"

    def turn(self, view: View) -> Action:
        state, me = view.state, view.seat
        hand = state.seats[me].hand
        targets = tactics.opponents(state, me)
        if state.deck and title_of(state.deck[0]) == FUSE:  # it saw a fuse kitten on top
            for title in (SHUFFLE, NAP, POUNCE):
                card = tactics.first_of(hand, title)
                if card is not None:
                    return Play(me, (card,))
        if self._rng.random() >= WHIM:
            return Draw(me)
        pair = tactics.cat_pair(hand)
        if pair is not None:
            return Play(me, pair, self._rng.choice(targets))
        singles = [c for c in hand if title_of(c) in ACTION_TITLES]
        if not singles:
            return Draw(me)
        card = self._rng.choice(singles)
        target = self._rng.choice(targets) if title_of(card) == FAVOUR else None
        return Play(me, (card,), target)

    def answer(self, view: View) -> Nope | Pass:
        pending = view.state.pending
        assert pending is not None
        no = tactics.first_of(view.state.seats[view.seat].hand, NO)
        aimed = pending.target == view.seat and not pending.noes
        if no is not None and aimed and self._rng.random() < NO_WHIM:
            return Nope(view.seat, no)
        return Pass(view.seat)
