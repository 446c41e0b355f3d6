"""Normal: counts the fuse kittens left against the deck's size and dodges a draw when the
danger is high (a Peek first, then a Pounce or a Nap), shuffles a fuse kitten it saw on top
away, takes cards with its cat pairs, keeps its No!s for a Pounce at it or a play at its kit,
gives its least useful card for a Favour, and puts a calmed fuse kitten back on top for the
next player."""

from __future__ import annotations

from game.fuse.bots import tactics
from game.fuse.bots.base import FuseBot
from game.fuse.bots.knowledge import fuse_chance
from game.fuse.rules.actions import Action, Draw, Nope, Pass, Play
from game.fuse.rules.cards import HIDDEN, KIT, NAP, NO, PEEK, POUNCE, SHUFFLE, title_of
from game.fuse.rules.engine import takeable
from game.fuse.rules.view import View


class NormalBot(FuseBot):
    name = "normal"
    infer_returns = False  # Hard also reads where the last calmed fuse kitten likely went
    peek_at = 0.2  # the danger from which it looks before drawing
    dodge_at = 0.3  # the danger from which it dodges the draw without a kit
    dodge_with_kit = 0.6  # ... and with one
    no_at = 25.0  # how much a play must hurt it before it spends a No!
    hunts_kits = False  # Hard: Three alike naming a kit, Five different for a kit

    # --- its turn ---------------------------------------------------------------------------

    def turn(self, view: View) -> Action:
        state, me = view.state, view.seat
        hand = state.seats[me].hand
        danger = fuse_chance(view, 0, self.infer_returns)
        has_kit = any(title_of(c) == KIT for c in hand)
        if danger == 1.0:
            return self.escape(view, has_kit)
        taking = self.take_cards(view, has_kit)
        if taking is not None:
            return taking
        if danger == 0.0:
            return Draw(me)
        peek = tactics.first_of(hand, PEEK)
        if peek is not None and danger >= self.peek_at and state.deck[0] == HIDDEN:
            return Play(me, (peek,))
        if danger >= (self.dodge_with_kit if has_kit else self.dodge_at):
            dodge = self.dodge(view)
            if dodge is not None:
                return dodge
        return Draw(me)

    def escape(self, view: View, has_kit: bool) -> Action:
        """The top card is a fuse kitten: shuffle it away, or pass the turn on."""
        hand = view.state.seats[view.seat].hand
        shuffle = tactics.first_of(hand, SHUFFLE)
        if shuffle is not None and len(view.state.deck) > 1:
            return Play(view.seat, (shuffle,))
        dodge = self.dodge(view)
        if dodge is not None:
            return dodge
        if not has_kit:
            taking = self.take_cards(view, has_kit)
            if taking is not None:
                return taking
        return Draw(view.seat)

    def dodge(self, view: View) -> Play | None:
        """A Pounce (it ends both turns owed) or a Nap."""
        hand = view.state.seats[view.seat].hand
        pounce = tactics.first_of(hand, POUNCE)
        nap = tactics.first_of(hand, NAP)
        if pounce is not None and (view.state.owed > 1 or nap is None):
            return Play(view.seat, (pounce,))
        if nap is not None:
            return Play(view.seat, (nap,))
        if pounce is not None:
            return Play(view.seat, (pounce,))
        return None

    def take_cards(self, view: View, has_kit: bool) -> Play | None:
        """A play that takes a card: a cat pair at the richest opponent (Normal keeps its
        Favours: a card for a card is Hard's trade)."""
        state, me = view.state, view.seat
        pair = tactics.cat_pair(state.seats[me].hand)
        target = tactics.richest(state, me)
        if pair is not None and state.seats[target].hand:
            return Play(me, pair, target)
        return None

    # --- the No! window -----------------------------------------------------------------------

    def answer(self, view: View) -> Nope | Pass:
        hand = view.state.seats[view.seat].hand
        pending = view.state.pending
        assert pending is not None
        no = tactics.first_of(hand, NO)
        if no is None:
            return Pass(view.seat)
        hurt = self.harm(view)
        stands = not pending.cancelled  # as it is now, the last card lets the play take effect
        if (stands and hurt >= self.no_at) or (not stands and -hurt >= self.no_at):
            return Nope(view.seat, no)
        return Pass(view.seat)

    def harm(self, view: View) -> float:
        """How much the play on the table taking effect hurts the seat (< 0: helps it)."""
        return tactics.harm(view, self.infer_returns)

    # --- answers to plays -------------------------------------------------------------------

    def gift(self, view: View) -> int:
        return tactics.cheapest(view.state.seats[view.seat].hand)

    def pick(self, view: View) -> int:
        return tactics.dearest(takeable(view.state), view.state.seats[view.seat].hand)

    def position(self, view: View) -> int:
        """On top for the next player; second when it owes another turn itself (it draws the
        top card first)."""
        size = len(view.state.deck)
        if view.state.owed > 1:
            return min(1, size)
        return 0
