"""The draft's cards in motion: dealt cards sliding up into the hand, and the hand passed to
the neighbour (the old cards leave on one side, the received ones come in from the other).

Pure presentation made from rule events (``CardsDealt``, ``HandsPassed``): the draft screen
asks where each card is drawn; nothing here waits or changes the game. Under reduced motion
the cards only fade out and in where they lie.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.shell.ui.tween import EASINGS, Tween, stage

DEAL_STAGGER = 0.3  # share of a card's travel time before the next dealt card starts
PASS_SPLIT = 0.45  # share of the pass spent sending the old hand away
DEAL_RISE = 0.5  # dealt cards start this many screen heights below their place
PASS_TRAVEL = 0.75  # passed hands travel this many screen widths


@dataclass(frozen=True)
class CardPose:
    """Where a card is drawn relative to its place: offsets in screen widths and heights,
    and its opacity (0-1)."""

    dx: float = 0.0
    dy: float = 0.0
    opacity: float = 1.0


@dataclass
class Deal:
    seat: int
    card: int
    tween: Tween


@dataclass
class HandPass:
    seat: int
    direction: int  # +1: the hand goes to the next seat, drawn leaving to the right
    leaving: tuple[int, ...]
    arriving: tuple[int, ...]
    tween: Tween


class HandMotion:
    """The cards of the draft in flight, per seat."""

    def __init__(self) -> None:
        self.deals: list[Deal] = []
        self.passes: dict[int, HandPass] = {}
        self.fade = False  # reduced motion: fades in place, no travel

    # --- from events ---------------------------------------------------------------------
    def deal(self, seat: int, cards: tuple[int, ...], duration: float, fade: bool) -> None:
        """Cards given to ``seat`` slide in one after the other."""
        if duration <= 0:
            return
        self.fade = fade
        waiting = [d for d in self.deals if d.seat == seat and not d.tween.done]
        start = max((d.tween.delay - d.tween.elapsed for d in waiting), default=None)
        for card in cards:
            delay = 0.0 if start is None else max(0.0, start) + duration * DEAL_STAGGER
            self.deals.append(Deal(seat, card, Tween(duration, "out_cubic", delay=delay)))
            start = delay

    def pass_hand(
        self,
        seat: int,
        direction: int,
        leaving: tuple[int, ...],
        arriving: tuple[int, ...],
        duration: float,
        fade: bool,
    ) -> None:
        if duration <= 0 or not (leaving or arriving):
            return
        self.fade = fade
        self.deals = [d for d in self.deals if d.seat != seat]
        self.passes[seat] = HandPass(
            seat,
            1 if direction >= 0 else -1,
            tuple(leaving),
            tuple(arriving),
            Tween(duration, "linear"),
        )

    # --- time ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        for deal in self.deals:
            deal.tween.update(dt)
        self.deals = [d for d in self.deals if not d.tween.done]
        for seat, motion in list(self.passes.items()):
            motion.tween.update(dt)
            if motion.tween.done:
                del self.passes[seat]

    def active(self, seat: int | None = None) -> bool:
        return any(seat is None or d.seat == seat for d in self.deals) or (
            bool(self.passes) if seat is None else seat in self.passes
        )

    def clear(self) -> None:
        self.deals.clear()
        self.passes.clear()

    # --- queries for the draft screen ----------------------------------------------------
    def pose(self, seat: int, card: int, index: int = 0) -> CardPose | None:
        """How a card of the seat's current hand is drawn now; None: at rest."""
        motion = self.passes.get(seat)
        if motion is not None and card in motion.arriving:
            p = stage(motion.tween.raw, PASS_SPLIT + 0.04 * index, 1.0)
            if p >= 1:
                return None
            if self.fade:
                return CardPose(opacity=p)
            v = EASINGS["out_cubic"](p)
            return CardPose(
                dx=-motion.direction * PASS_TRAVEL * (1 - v), opacity=0.0 if p <= 0 else 1.0
            )
        for deal in self.deals:
            if deal.seat == seat and deal.card == card:
                if not deal.tween.started:
                    return CardPose(opacity=0.0)
                if self.fade:
                    return CardPose(opacity=deal.tween.raw)
                v = deal.tween.value
                return CardPose(dy=DEAL_RISE * (1 - v), opacity=min(1.0, 0.3 + v))
        return None

    def leaving(self, seat: int) -> list[tuple[int, CardPose]]:
        """The cards the seat just passed on, still on their way out."""
        motion = self.passes.get(seat)
        if motion is None:
            return []
        out = []
        for index, card in enumerate(motion.leaving):
            p = stage(motion.tween.raw, 0.03 * index, PASS_SPLIT)
            if p >= 1:
                continue
            if self.fade:
                out.append((card, CardPose(opacity=1 - p)))
            else:
                out.append(
                    (card, CardPose(dx=motion.direction * PASS_TRAVEL * EASINGS["in_cubic"](p)))
                )
        return out
