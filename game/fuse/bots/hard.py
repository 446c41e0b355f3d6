"""Hard: Normal's play with closer card counting. It reads where the last calmed fuse kitten
likely went (most players put it back on top) and shuffles or dodges it, leaves a fuse kitten it
saw on top for the next player, hunts the kits it lacks (a Three alike naming a kit at the
opponent most likely to hold one, a Five different for a kit on the discard pile, its cat
pairs at that opponent, its Favours), and keeps its No!s and kits for the draws that matter."""

from __future__ import annotations

from game.fuse.bots import tactics
from game.fuse.bots.knowledge import counts, fuse_chance
from game.fuse.bots.normal import NormalBot
from game.fuse.rules.actions import Action, Play
from game.fuse.rules.cards import FAVOUR, HAND_TITLES, KIT, NAP, NO, POUNCE, SHUFFLE, title_of
from game.fuse.rules.engine import next_seat
from game.fuse.rules.view import View

KEEP_TITLES = frozenset({KIT, NO})  # never spent in a Five different
SPARE_TITLES = frozenset(t for t in HAND_TITLES if t not in (KIT, NO))  # fine for a Three alike
LIKELY = 0.45  # a kit chance worth a Three alike naming a kit


class HardBot(NormalBot):
    name = "hard"
    infer_returns = True
    peek_at = 0.18
    dodge_at = 0.27
    dodge_with_kit = 0.55
    no_at = 22.0
    hunts_kits = True

    def turn(self, view: View) -> Action:
        state, me = view.state, view.seat
        hand = state.seats[me].hand
        danger = fuse_chance(view, 0, infer_returns=True)
        if 0.0 < danger < 1.0:
            base = fuse_chance(view, 0, infer_returns=False)
            shuffle = tactics.first_of(hand, SHUFFLE)
            # A fuse kitten likely put back on top: a Shuffle brings the danger back down.
            if shuffle is not None and danger >= self.dodge_at and base < 0.6 * danger:
                return Play(me, (shuffle,))
        return super().turn(view)

    def escape(self, view: View, has_kit: bool) -> Action:
        """The top card is a fuse kitten: leave it there for the next player with a Pounce (or
        a Nap on a last turn owed) rather than shuffle it away."""
        state, me = view.state, view.seat
        hand = state.seats[me].hand
        pounce = tactics.first_of(hand, POUNCE)
        if pounce is not None:
            return Play(me, (pounce,))
        nap = tactics.first_of(hand, NAP)
        if nap is not None and state.owed == 1:
            return Play(me, (nap,))
        return super().escape(view, has_kit)

    def harm(self, view: View) -> float:
        """Normal's reading, and two more: the player before it dodging a likely fuse kitten
        with a Nap leaves it to Hard (a No! sends it back); the player about to draw a fuse
        kitten Hard knows is on top shuffling it away (a No! keeps it there)."""
        hurt = super().harm(view)
        state, me = view.state, view.seat
        pending = state.pending
        assert pending is not None
        if pending.seat == me or len(pending.cards) != 1:
            return hurt
        title = title_of(pending.cards[0])
        danger = fuse_chance(view, 0, infer_returns=True)
        kits = any(title_of(c) == KIT for c in state.seats[me].hand)
        if title == NAP and state.owed == 1 and next_seat(state, pending.seat) == me:
            return max(hurt, 150.0 * danger * (0.4 if kits else 1.0))
        if title == SHUFFLE and danger == 1.0:
            return max(hurt, 40.0)
        return hurt

    def take_cards(self, view: View, has_kit: bool) -> Play | None:
        """Without a kit: a kit named with a Three alike, a kit from the discard pile with a
        Five different, a Favour at a lone card; then a cat pair at the likeliest kit holder;
        then, without a kit, a Favour at the richest opponent."""
        state, me = view.state, view.seat
        hand = state.seats[me].hand
        c = counts(view)
        target, chance = tactics.likeliest_kit(view, c)  # -1 when no opponent holds a card
        if not has_kit and state.combos:
            three = tactics.triple(hand, SPARE_TITLES)
            if three is not None and target >= 0 and chance >= LIKELY:
                return Play(me, three, target, KIT)
            if any(title_of(card) == KIT for card in state.discard):
                five = tactics.five_different(hand, KEEP_TITLES)
                if five is not None:
                    return Play(me, five)
        if target < 0:
            return None
        favour = tactics.first_of(hand, FAVOUR)
        if favour is not None and not has_kit:
            lone = [o for o in tactics.opponents(state, me) if len(state.seats[o].hand) == 1]
            if lone:
                best = max(lone, key=lambda o: tactics.kit_chance(view, o, c))
                if tactics.kit_chance(view, best, c) >= LIKELY:
                    return Play(me, (favour,), best)
        pair = tactics.cat_pair(hand)
        if pair is not None:
            return Play(me, pair, target)
        if favour is not None and not has_kit:
            return Play(me, (favour,), tactics.richest(state, me))
        return None
