"""The table's animations: each rules event, as the table shows it, becomes a short move (a card
flying from a seat into the trick, the trick sweeping to its winner, an overflow's cards flying
face down to each opponent, a star flying to a round winner...) that applies the event to what
is shown when it lands. Animation is a view of the events (STYLE.md 11): the rules never wait
for it, the table only waits to serve the next player until it has caught up.

Speeds and reduced motion follow the settings (``animation_seconds``): "instant" shows every
event at once; reduced motion keeps short fades where cards would fly or turn.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.kittens.rules import events as ev
from game.kittens.rules.tricks import turned_paw_swipes
from game.kittens.ui.show import TableShow
from game.kittens.ui.table import Hidden, TableView
from game.shell.engine.dispatch import Dispatch
from game.shell.ui.event_motion import Anim, EventAnimator, EventMotion
from game.shell.ui.tween import stage


class Motion(EventMotion):
    """The events waiting to be shown and the animations running (the shell's queue)."""

    def hidden(self) -> Hidden:
        return self.gather(Hidden())


class Animator(EventAnimator):
    """Makes each event's animation for a table: ``view`` draws and knows where things are,
    ``show`` is what the table shows, ``hand_rect(seat, card)`` where a hand's card lies
    when that hand is shown (None: it is not); its lines speak to ``you``, the one person
    playing (None: several, named)."""

    def __init__(
        self,
        app,
        view: TableView,
        show: TableShow,
        hand_rect,
        names,
        you: int | None = None,
        people: Callable[[], bool] = lambda: True,
    ) -> None:
        super().__init__(app, people)
        self.view = view
        self.show = show
        self.hand_rect = hand_rect
        self.names = names
        self.you = you

    def line(self, event: ev.Event) -> str | None:
        from game.kittens.ui.words import event_line

        return event_line(self.app.t, event, self.names, self.you)

    # --- the events -------------------------------------------------------------------------
    def make(self, event: ev.Event) -> Anim:
        anim = MAKE(event, self)
        anim.event = event
        return anim

    def _turn_paws(self, surface: pygame.Surface, paws: set[int], t: float) -> None:
        """A paw swipe in the trick turns over and shows the 8 it counts (with its 7)."""
        show = self.show
        layout = self.app.layout
        for index, (_, card) in enumerate(show.trick):
            if card not in paws or index >= len(self.view.geo.slots):
                continue
            slot = self.view.geo.slots[index]
            face = self.view.art.card(card, slot.width, turned=t >= 0.5)
            pygame.draw.rect(
                surface,
                self.app.palette.background,
                slot.inflate(layout.px(4), layout.px(4)),
                border_radius=layout.px(8),
            )
            if self.still:
                image = face.copy()
                image.set_alpha(round(120 + 135 * t))
                surface.blit(image, slot)
            else:
                w = max(1, round(slot.width * abs(1 - 2 * t)))
                image = pygame.transform.smoothscale(face, (w, slot.height))
                surface.blit(image, image.get_rect(center=slot.center))
                radius = round(slot.width * (0.4 + 0.6 * t))
                pygame.draw.circle(
                    surface, (236, 184, 58), slot.center, radius, max(2, layout.px(4))
                )


def _plain(event: ev.Event, animator: Animator) -> Anim:
    """An event shown by its line only (the first player drawn)."""
    show = animator.show
    return Anim(animator.seconds(0.6), begin=lambda: show.apply(event), line=animator.line(event))


# How an animation starts for each event: what flies where, its line and its sound.
MAKE: Dispatch[ev.Event, [Animator], Anim] = Dispatch("kittens motion", otherwise=_plain)
MAKE.on(ev.FirstPlayerDrawn)(_plain)


@MAKE.on(ev.RoundStarted)
def _round_started(event: ev.RoundStarted, animator: Animator) -> Anim:
    show = animator.show
    return Anim(animator.seconds(0.5), begin=lambda: show.apply(event), line=animator.line(event))


@MAKE.on(ev.RoundEnded, ev.GameEnded)
def _ended(event: ev.RoundEnded | ev.GameEnded, animator: Animator) -> Anim:
    show = animator.show
    return Anim(
        0.0,
        begin=lambda: show.apply(event),
        line=animator.line(event),
        gate=True,
        sound="day_end" if type(event) is ev.RoundEnded else "final_score",
    )


@MAKE.on(ev.CardDealt)
def _dealt(event: ev.CardDealt, animator: Animator) -> Anim:
    show = animator.show
    start = animator.view.pile_card().center
    width = animator.view.geo.slots[0].width // 2

    def draw(surface, t):
        rect = animator.hand_rect(event.seat, event.card)
        end = rect.center if rect is not None else animator.view.panel_point(event.seat)
        animator.fly(surface, animator.view.art.back(width), start, end, t)

    count = sum(len(s.hand) for s in show.seats)
    return Anim(
        animator.seconds(0.3),
        hold=animator.seconds(0.045),
        draw=draw,
        finish=lambda: show.apply(event),
        sound="card_deal" if count % 4 == 0 else None,
    )


@MAKE.on(ev.TrumpTurned)
def _trump(event: ev.TrumpTurned, animator: Animator) -> Anim:
    show = animator.show

    def hides(hidden: Hidden) -> None:
        hidden.trump = True

    def draw(surface, t):
        rect = animator.view.pile_card()
        turning = animator.still
        face = (
            animator.view.art.card(event.card, rect.width)
            if t >= 0.5
            else animator.view.art.back(rect.width)
        )
        if turning:
            image = animator.view.art.card(event.card, rect.width).copy()
            image.set_alpha(round(255 * t))
            surface.blit(image, rect)
            return
        squeeze = abs(1 - 2 * t)
        w = max(1, round(rect.width * squeeze))
        image = pygame.transform.smoothscale(face, (w, rect.height))
        surface.blit(image, image.get_rect(center=rect.center))

    return Anim(
        animator.seconds(0.55),
        draw=draw,
        hides=hides,
        finish=lambda: show.apply(event),
        line=animator.line(event),
        sound="card_flip",
    )


@MAKE.on(ev.CardPlayed)
def _played(event: ev.CardPlayed, animator: Animator) -> Anim:
    show = animator.show
    index = len(show.trick) if show.winner is None else 0
    before = tuple(c for _, c in show.trick) if show.winner is None else ()
    newly = set(turned_paw_swipes(before + (event.card,))) - set(turned_paw_swipes(before))
    source = animator.hand_rect(event.seat, event.card)
    start = source.center if source is not None else animator.view.panel_point(event.seat)
    fly_time = animator.seconds(0.42)
    turn_time = animator.seconds(0.7) if newly else 0.0
    total = fly_time + turn_time
    share = fly_time / total if total else 1.0

    def hides(hidden: Hidden) -> None:
        hidden.hand_cards.setdefault(event.seat, []).append(event.card)
        if show.winner is not None:  # the last trick is swept as this card comes
            hidden.trick = True

    def draw(surface, t):
        if index >= len(animator.view.geo.slots):
            return
        slot = animator.view.geo.slots[index]
        image = animator.view.art.card(event.card, slot.width)
        if t < share or not newly:
            animator.fly(
                surface, image, start, slot.center, stage(t, 0, share), lift=slot.height * 0.3
            )
            return
        surface.blit(image, slot)
        animator._turn_paws(surface, newly, stage(t, share, 1.0))

    def finish():
        show.apply(event)

    line = animator.line(event)
    if newly:
        from game.kittens.ui.words import colour_word

        for paw in sorted(newly):
            line += " " + animator.app.t(
                "kittens.event.paw_swipe", colour=colour_word(animator.app.t, paw // 10 - 1)
            )
    return Anim(total, draw=draw, hides=hides, finish=finish, line=line, sound="pick")


@MAKE.on(ev.TrickWon)
def _won(event: ev.TrickWon, animator: Animator) -> Anim:
    """The finished trick stays on the table, its winner framed, for as long as the players'
    setting says (until a press, 2 s or 4 s: ``Animator.look``), then sweeps to its winner."""
    show = animator.show

    def hides(hidden: Hidden) -> None:
        if not anim.looking:
            hidden.trick = True

    def draw(surface, t):
        if anim.looking:
            return
        end = animator.view.panel_point(event.seat)
        for index, (_, card) in enumerate(show.trick):
            if index >= len(animator.view.geo.slots):
                continue
            slot = animator.view.geo.slots[index]
            width = max(8, round(slot.width * (1 - 0.5 * t)))
            image = animator.view.art.card(card, width, turned=card in show.turned)
            animator.fly(surface, image, slot.center, end, t)

    anim = Anim(
        animator.seconds(0.45),
        draw=draw,
        hides=hides,
        begin=lambda: show.apply(event),
        finish=show.sweep,
        line=animator.line(event),
        sound="bonus" if event.turned else "place",
        look=animator.look(),
    )
    return anim


@MAKE.on(ev.ToysLost)
def _lost(event: ev.ToysLost, animator: Animator) -> Anim:
    show = animator.show

    def begin():
        show.sweep()
        show.lost = (event.seat, event.colour)

    return Anim(
        animator.seconds(0.9),
        begin=begin,
        finish=lambda: show.apply(event),
        line=animator.line(event),
        sound=f"meow_{('orange', 'green', 'red', 'purple', 'blue')[event.colour]}",
    )


@MAKE.on(ev.ToyGiven)
def _given(event: ev.ToyGiven, animator: Animator) -> Anim:
    show = animator.show
    colour = event.card // 10 - 1
    width = max(12, animator.view.geo.slots[0].width // 2)

    def draw(surface, t):
        start = animator.view.chip_rect(event.giver, colour).center
        end = animator.view.chip_rect(event.seat, colour).center
        animator.fly(
            surface, animator.view.art.back(width, colour), start, end, t, lift=width * 0.8
        )

    return Anim(
        animator.seconds(0.55),
        hold=animator.seconds(0.25),
        draw=draw,
        finish=lambda: show.apply(event),
        line=animator.line(event),
        sound="card_deal",
    )


@MAKE.on(ev.ToysDiscarded)
def _discarded(event: ev.ToysDiscarded, animator: Animator) -> Anim:
    show = animator.show
    width = max(12, animator.view.geo.slots[0].width // 2)

    def draw(surface, t):
        start = animator.view.chip_rect(event.seat, event.colour).center
        end = animator.view.pile_card().center
        for k in range(len(event.cards)):
            animator.fly(
                surface,
                animator.view.art.back(width, event.colour),
                start,
                (end[0] - k * 4, end[1]),
                t,
                fade_out=True,
            )

    return Anim(
        animator.seconds(0.6),
        draw=draw,
        finish=lambda: show.apply(event),
        line=animator.line(event),
    )


@MAKE.on(ev.SuperChatWon)
def _super_chat(event: ev.SuperChatWon, animator: Animator) -> Anim:
    show = animator.show
    size = animator.view.geo.name_font * 2

    def draw(surface, t):
        start = animator.view.geo.trick.center
        end = animator.view.stars_point(event.seat)
        animator.fly(surface, animator.view.art.star_icon(size), start, end, t, lift=size)

    return Anim(
        animator.seconds(0.7),
        hold=animator.seconds(0.3),
        draw=draw,
        finish=lambda: show.apply(event),
        line=animator.line(event),
        sound="bonus",
    )
