"""The bot interface: ``decide(view) -> Action`` from a ``View`` only, for every decision a seat
makes in Kitten Fuse (its turn, its answer in the No! window, the card it gives for a Favour,
the card a Five different takes, where a calmed fuse kitten goes). A bot keeps only a seeded
random generator, so ``decide`` can run in a worker thread while the window draws."""

from __future__ import annotations

import random

from game.fuse.rules import legal_actions, to_move
from game.fuse.rules.actions import Action, Calm, Give, Nope, Pass, Take
from game.fuse.rules.state import Phase
from game.fuse.rules.view import View


class FuseBot:
    """A player for one seat; a level says what to do at each kind of decision."""

    name = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def decide(self, view: View) -> Action:
        """What ``view.seat`` does now. Raises ValueError when the seat has nothing to decide."""
        assert isinstance(view, View), "a bot decides from a View (observe(state, seat)) only"
        if view.seat not in to_move(view.state):
            raise ValueError(f"seat {view.seat} has nothing to decide now")
        phase = view.state.phase
        if phase == Phase.PLAY:
            return self.turn(view)
        if phase == Phase.WINDOW:
            return self.answer(view)
        if phase == Phase.FAVOUR:
            return Give(view.seat, self.gift(view))
        if phase == Phase.PICK:
            return Take(view.seat, self.pick(view))
        return Calm(view.seat, self.position(view))

    # --- the decisions a level makes (by default: any legal one) ------------------------------

    def turn(self, view: View) -> Action:
        """A play, or the draw that ends the turn."""
        return self._any(view)

    def answer(self, view: View) -> Nope | Pass:
        """A No! against the last card on the table, or letting it stand."""
        action = self._any(view)
        assert isinstance(action, (Nope, Pass))
        return action

    def gift(self, view: View) -> int:
        """The card of the seat's hand it gives for a Favour."""
        hand = view.state.seats[view.seat].hand
        return hand[self._rng.randrange(len(hand))]

    def pick(self, view: View) -> int:
        """The card a Five different takes from the discard pile."""
        action = self._any(view)
        assert isinstance(action, Take)
        return action.card

    def position(self, view: View) -> int:
        """Where the calmed fuse kitten goes back (0 = top, up to the deck's size)."""
        return self._rng.randint(0, len(view.state.deck))

    def _any(self, view: View) -> Action:
        actions = legal_actions(view.state, view.seat)
        return actions[self._rng.randrange(len(actions))]


class RandomBot(FuseBot):
    """A uniformly random legal action at every decision: the baseline every level must beat."""

    name = "random"
