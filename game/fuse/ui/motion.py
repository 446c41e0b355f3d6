"""The table's animations: each rules event, as the table shows it, becomes a short move (cards
dealt to each seat, a play flying from a seat to the middle and the discard pile, a No! slammed
onto it, a card drawn from the deck, a card taken from a hand, the deck shuffled) that applies
the event to what is shown when it lands; and the big moments: a fuse kitten drawn (it grows
in the middle of the table, its fuse fizzing: a tense beat for everyone), calmed with a kit
(the spark goes out in a puff of smoke, the kitten falls asleep), put back into the deck in
secret, or its drawer going "poof" in a cloud of glitter. Animation is a view of the events
(STYLE.md 11): the rules never wait for it.

Speeds and reduced motion follow the settings (``animation_seconds``): "instant" shows every
event at once; reduced motion keeps short fades where cards would fly, shake or grow.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.fuse.rules import events as ev
from game.fuse.rules.cards import HIDDEN
from game.fuse.ui.show import TableShow
from game.fuse.ui.table import Hidden, TableView
from game.shell.engine.dispatch import Dispatch
from game.shell.ui.event_motion import Anim, EventAnimator, EventMotion
from game.shell.ui.tween import EASINGS, stage

# The sound of each moment (assets/sounds; the game's own sounds are the box's).
SOUNDS = {
    "deal": "card_deal",
    "play": "pick",
    "no": "flip",
    "window": "rotate",
    "closed": "place",
    "draw": "card_flip",
    "fuse": "meow_orange",
    "calm": "bonus",
    "out": "day_end",
    "shuffle": "card_deal",
    "taken": "card_deal",
    "peek": "card_flip",
    "won": "final_score",
    "turn": "turn",
}
FUSE_SECONDS = 1.7  # the tense beat of a fuse kitten drawn
CALM_SECONDS = 1.3
POOF_SECONDS = 1.6


class Motion(EventMotion):
    """The events waiting to be shown and the animations running (the shell's queue)."""

    def hidden(self) -> Hidden:
        return self.gather(Hidden())


class Animator(EventAnimator):
    """Makes each event's animation for a table: ``view`` draws and knows where things are,
    ``show`` is what the table shows, ``hand_rect(seat, card)`` where a hand's card lies when
    that hand is shown (None: it is not); its lines speak to ``you``, the one person playing
    (None: several, named)."""

    def __init__(
        self,
        app,
        view: TableView,
        show: TableShow,
        hand_rect: Callable[[int, int], pygame.Rect | None],
        names: Callable[[int], str],
        you: int | None = None,
    ) -> None:
        super().__init__(app)
        self.view = view
        self.show = show
        self.hand_rect = hand_rect
        self.names = names
        self.you = you

    def line(self, event: ev.Event) -> str | None:
        from game.fuse.ui.words import event_line

        return event_line(self.app.t, event, self.names, self.you)

    def seat_point(self, seat: int, card: int) -> tuple[int, int]:
        """Where a seat's card lies: in its shown hand, else at the foot of its panel (a card
        flying from there stays clear of the status line)."""
        rect = self.hand_rect(seat, card)
        return rect.center if rect is not None else self.view.geo.panels[seat].midbottom

    # --- drawing helpers --------------------------------------------------------------------
    def moment_size(self) -> int:
        """The big moments' picture: as large as the middle of the table allows."""
        play = self.view.geo.middle
        return max(40, min(play.height + self.app.layout.px(40), play.width // 2))

    def moment_centre(self) -> tuple[int, int]:
        return self.view.geo.middle.center

    def draw_fizz(self, surface: pygame.Surface, size: int, t: float, shake: float) -> None:
        """The fuse kitten in the middle, its fuse fizzing: sparks thrown out, a tremble."""
        layout = self.app.layout
        cx, cy = self.moment_centre()
        image = self.view.art.fuse_kitten(size)
        grow = 1.0 if self.still else min(1.0, 0.35 + 0.65 * EASINGS["out_back"](min(1.0, t * 3)))
        if grow < 1.0:
            image = pygame.transform.smoothscale(
                image, (max(1, round(size * grow)), max(1, round(size * grow)))
            )
        dx = 0 if self.still else round(math.sin(t * 90) * shake * layout.px(4))
        rect = image.get_rect(center=(cx + dx, cy))
        halo = pygame.Surface(rect.inflate(layout.px(40), layout.px(40)).size, pygame.SRCALPHA)
        pygame.draw.ellipse(halo, (255, 170, 60, 60), halo.get_rect())
        surface.blit(halo, halo.get_rect(center=rect.center))
        surface.blit(image, rect)
        tip_x, tip_y = self.view.art.fuse_tip(size)
        tip = (rect.x + tip_x * grow, rect.y + tip_y * grow)
        sparks = 3 if self.still else 9
        for k in range(sparks):
            phase = (t * 4 + k / sparks) % 1.0
            angle = k * 2.399 + t * 7
            reach = size * 0.05 + size * 0.16 * phase
            x = tip[0] + math.cos(angle) * reach
            y = tip[1] + math.sin(angle) * reach - size * 0.05 * phase
            r = max(1, round(size * 0.018 * (1 - phase)))
            color = (255, 220, 90) if k % 2 else (255, 140, 50)
            pygame.draw.circle(surface, color, (round(x), round(y)), r)

    # --- the events -------------------------------------------------------------------------
    def make(self, event: ev.Event) -> Anim:
        anim = MAKE(event, self)
        anim.event = event
        return anim


def _plain(event: ev.Event, animator: Animator) -> Anim:
    """An event shown by its line only."""
    show = animator.show
    return Anim(animator.seconds(0.6), begin=lambda: show.apply(event), line=animator.line(event))


def _quiet(event: ev.Event, animator: Animator) -> Anim:
    """An event that changes what shows at once, without a line."""
    show = animator.show
    return Anim(0.0, begin=lambda: show.apply(event))


# How an animation starts for each event: what flies where, its line and its sound.
MAKE: Dispatch[ev.Event, [Animator], Anim] = Dispatch("fuse motion", otherwise=_plain)
MAKE.on(ev.FirstPlayerDrawn, ev.FavourAsked)(_plain)
MAKE.on(ev.NothingTaken)(_plain)
MAKE.on(ev.CardsSetAside, ev.TurnEnded)(_quiet)


@MAKE.on(ev.CardDealt, ev.KitGiven)
def _dealt(event: ev.CardDealt | ev.KitGiven, animator: Animator) -> Anim:
    show = animator.show
    start = animator.moment_centre()
    width = animator.view.geo.pile_card // 2
    kit = isinstance(event, ev.KitGiven)

    def draw(surface, t):
        end = animator.seat_point(event.seat, event.card)
        face = animator.view.art.card(event.card, width) if kit else animator.view.art.back(width)
        animator.fly(surface, face, start, end, t)

    count = sum(len(s.hand) for s in show.seats)
    return Anim(
        animator.seconds(0.28),
        hold=animator.seconds(0.04 if not kit else 0.12),
        draw=draw,
        finish=lambda: show.apply(event),
        sound=SOUNDS["deal"] if count % 4 == 0 else None,
    )


@MAKE.on(ev.DeckStacked, ev.DeckShuffled)
def _shuffled(event: ev.DeckStacked | ev.DeckShuffled, animator: Animator) -> Anim:
    """The deck's cards split in two and riffle back together."""
    show = animator.show
    layout = animator.app.layout

    def hides(hidden: Hidden) -> None:
        hidden.deck = show.deck

    def draw(surface, t):
        rect = animator.view.geo.deck
        back = animator.view.art.back(rect.width)
        if animator.still:
            image = back.copy()
            image.set_alpha(round(150 + 105 * t))
            surface.blit(image, rect)
            return
        spread = math.sin(t * math.pi) * rect.width * 0.45
        for k in range(6):
            side = -1 if k % 2 else 1
            lift = layout.px(2) * k
            surface.blit(back, rect.move(round(side * spread * (0.4 + 0.1 * k)), -lift))

    return Anim(
        animator.seconds(0.8),
        draw=draw,
        hides=hides,
        finish=lambda: show.apply(event),
        line=animator.line(event),
        sound=SOUNDS["shuffle"],
    )


@MAKE.on(ev.TurnStarted)
def _turn(event: ev.TurnStarted, animator: Animator) -> Anim:
    show = animator.show
    return Anim(
        animator.seconds(0.35),
        begin=lambda: show.apply(event),
        line=animator.line(event),
    )


@MAKE.on(ev.Played)
def _played(event: ev.Played, animator: Animator) -> Anim:
    show = animator.show
    view = animator.view
    width = view.play_card_width()
    starts = [animator.seat_point(event.seat, card) for card in event.cards]

    def hides(hidden: Hidden) -> None:
        hidden.hand_cards.setdefault(event.seat, []).extend(event.cards)
        hidden.play = True

    def draw(surface, t):
        rects = view.geo.play_rects(len(event.cards), width)
        for start, card, rect in zip(starts, event.cards, rects, strict=True):
            image = view.art.card(card, width)
            animator.fly(surface, image, start, rect.center, t, lift=rect.height * 0.3)

    return Anim(
        animator.seconds(0.45),
        draw=draw,
        hides=hides,
        finish=lambda: show.apply(event),
        line=animator.line(event),
        sound=SOUNDS["play"],
    )


@MAKE.on(ev.WindowOpened)
def _opened(event: ev.WindowOpened, animator: Animator) -> Anim:
    show = animator.show
    return Anim(0.0, begin=lambda: show.apply(event), sound=SOUNDS["window"])


@MAKE.on(ev.NoPlayed)
def _no(event: ev.NoPlayed, animator: Animator) -> Anim:
    """A No! slammed onto the play: it flies in, larger, and lands with a thump."""
    show = animator.show
    view = animator.view
    width = view.play_card_width()
    start = animator.seat_point(event.seat, event.card)

    def hides(hidden: Hidden) -> None:
        hidden.hand_cards.setdefault(event.seat, []).append(event.card)

    def draw(surface, t):
        play = show.play
        count = (len(play.cards) + len(play.noes) + 1) if play is not None else 1
        rect = view.geo.play_rects(count, width)[-1]
        scale = 1.0 if animator.still else 1.0 + 0.5 * (1 - EASINGS["out_cubic"](t))
        image = view.art.card(event.card, round(width * scale))
        animator.fly(surface, image, start, rect.move(0, -animator.app.layout.px(10)).center, t)

    return Anim(
        animator.seconds(0.4),
        draw=draw,
        hides=hides,
        finish=lambda: show.apply(event),
        line=animator.line(event),
        sound=SOUNDS["no"],
    )


@MAKE.on(ev.WindowClosed)
def _closed(event: ev.WindowClosed, animator: Animator) -> Anim:
    """The window's end: a gate the table releases once the window on screen has closed."""
    show = animator.show
    return Anim(
        animator.seconds(0.5),
        begin=lambda: show.apply(event),
        line=animator.line(event),
        gate=True,
        sound=SOUNDS["closed"] if event.noes else None,
    )


@MAKE.on(ev.Peeked)
def _peeked(event: ev.Peeked, animator: Animator) -> Anim:
    """The top cards lift off the deck and go back: face up, with a glow, only on the screen
    of the seat that peeks."""
    show = animator.show
    view = animator.view
    layout = animator.app.layout
    seen = bool(event.cards) and event.cards[0] != HIDDEN

    def draw(surface, t):
        rect = view.geo.deck
        up = math.sin(t * math.pi)
        for k, card in enumerate(event.cards):
            width = rect.width if seen else rect.width
            image = view.art.card(card, width) if seen else view.art.back(width)
            dx = round((k - (len(event.cards) - 1) / 2) * rect.width * 0.7 * up)
            dy = -round(layout.px(40) * up)
            at = rect.move(dx + round(rect.width * 0.9 * up), dy)
            if seen:
                pygame.draw.rect(
                    surface,
                    (255, 226, 128),
                    at.inflate(layout.px(8), layout.px(8)),
                    max(2, layout.px(4)),
                    border_radius=layout.px(10),
                )
            surface.blit(image, at)

    return Anim(
        animator.seconds(1.3 if seen else 0.9),
        draw=draw,
        begin=lambda: show.apply(event),
        line=animator.line(event),
        sound=SOUNDS["peek"],
    )


@MAKE.on(ev.CardTaken)
def _taken(event: ev.CardTaken, animator: Animator) -> Anim:
    show = animator.show
    view = animator.view
    width = max(16, view.geo.pile_card * 2 // 3)
    if event.source < 0:
        start = view.discard_point()
    else:
        start = animator.seat_point(event.source, event.card)

    def hides(hidden: Hidden) -> None:
        if event.source >= 0:
            hidden.hand_cards.setdefault(event.source, []).append(event.card)

    def draw(surface, t):
        image = view.art.card(event.card, width) if event.card != HIDDEN else view.art.back(width)
        end = animator.seat_point(event.seat, event.card)
        animator.fly(surface, image, start, end, t, lift=width * 0.8)

    return Anim(
        animator.seconds(0.6),
        draw=draw,
        hides=hides,
        finish=lambda: show.apply(event),
        line=animator.line(event),
        sound=SOUNDS["taken"],
    )


@MAKE.on(ev.CardDrawn)
def _drawn(event: ev.CardDrawn, animator: Animator) -> Anim:
    show = animator.show
    view = animator.view
    width = view.geo.pile_card

    def draw(surface, t):
        end = animator.seat_point(event.seat, event.card)
        shown = event.card != HIDDEN and t > 0.5
        image = view.art.card(event.card, width) if shown else view.art.back(width)
        animator.fly(surface, image, view.deck_point(), end, t, lift=width * 0.5)

    def begin():
        show.deck = max(0, show.deck - 1)

    def finish():
        show.deck += 1  # the show takes the event whole
        show.apply(event)

    return Anim(
        animator.seconds(0.55),
        draw=draw,
        begin=begin,
        finish=finish,
        line=animator.line(event),
        sound=SOUNDS["draw"],
    )


@MAKE.on(ev.FuseDrawn)
def _fuse(event: ev.FuseDrawn, animator: Animator) -> Anim:
    """A fuse kitten! It flies from the deck to the middle and grows there, its fuse fizzing,
    trembling: a tense beat for everyone."""
    show = animator.show
    view = animator.view
    size = animator.moment_size()

    def hides(hidden: Hidden) -> None:
        hidden.play = True

    def draw(surface, t):
        if t < 0.2 and not animator.still:
            image = view.art.card(event.card, view.geo.pile_card)
            animator.fly(surface, image, view.deck_point(), animator.moment_centre(), t / 0.2)
            return
        animator.draw_fizz(surface, size, stage(t, 0.2, 1.0), shake=min(1.0, t * 1.5))

    return Anim(
        animator.seconds(FUSE_SECONDS),
        draw=draw,
        hides=hides,
        begin=lambda: show.apply(event),
        line=animator.line(event),
        sound=SOUNDS["fuse"],
    )


@MAKE.on(ev.KitPlayed)
def _kit(event: ev.KitPlayed, animator: Animator) -> Anim:
    """The kit flies from its seat onto the fizzing kitten; the spark goes out in a puff of
    smoke and the kitten falls asleep."""
    show = animator.show
    view = animator.view
    size = animator.moment_size()
    start = animator.seat_point(event.seat, event.card)

    def hides(hidden: Hidden) -> None:
        hidden.play = True
        hidden.hand_cards.setdefault(event.seat, []).append(event.card)
        hidden.discard += 1

    def draw(surface, t):
        cx, cy = animator.moment_centre()
        if t < 0.45:
            animator.draw_fizz(surface, size, 0.5 + t, shake=0.6)
            image = view.art.card(event.card, view.geo.pile_card * 2 // 3)
            animator.fly(surface, image, start, (cx, cy), t / 0.45)
            return
        u = stage(t, 0.45, 1.0)
        calm = view.art.fuse_kitten(size, calmed=True)
        surface.blit(calm, calm.get_rect(center=(cx, cy)))
        puff = view.art.puff(max(16, round(size * (0.25 + 0.25 * u))))
        puff = puff.copy()
        puff.set_alpha(round(255 * (1 - u)))
        tip_x, tip_y = view.art.fuse_tip(size)
        tip = (cx - size // 2 + round(tip_x), cy - size // 2 + round(tip_y) - round(size * 0.1 * u))
        surface.blit(puff, puff.get_rect(center=tip))

    return Anim(
        animator.seconds(CALM_SECONDS),
        draw=draw,
        hides=hides,
        finish=lambda: show.apply(event),
        line=animator.line(event),
        sound=SOUNDS["calm"],
    )


@MAKE.on(ev.KittenReturned)
def _returned(event: ev.KittenReturned, animator: Animator) -> Anim:
    """The calmed kitten, face down, slides back into the deck."""
    show = animator.show
    view = animator.view

    def draw(surface, t):
        image = view.art.back(view.geo.pile_card)
        animator.fly(surface, image, animator.moment_centre(), view.deck_point(), t)

    return Anim(
        animator.seconds(0.6),
        draw=draw,
        finish=lambda: show.apply(event),
        line=animator.line(event),
        sound=SOUNDS["draw"],
    )


@MAKE.on(ev.PlayerOut)
def _out(event: ev.PlayerOut, animator: Animator) -> Anim:
    """No kit: "poof!" A cloud of glitter over the fizzing kitten and the seat's panel; its
    cards drift to the discard pile."""
    show = animator.show
    view = animator.view
    size = animator.moment_size()
    panel = view.geo.panels[event.seat].midbottom

    def hides(hidden: Hidden) -> None:
        hidden.play = True
        hidden.discard += len(event.cards)

    def draw(surface, t):
        cx, cy = animator.moment_centre()
        if t < 0.35:
            animator.draw_fizz(surface, size, 0.8 + t, shake=1.0)
        grow = stage(t, 0.25, 0.8)
        fade = 1 - stage(t, 0.75, 1.0)
        if grow > 0:
            for centre, big in (((cx, cy), size), (panel, size // 2)):
                puff = view.art.puff(max(16, round(big * (0.4 + 0.8 * grow))))
                puff = puff.copy()
                puff.set_alpha(round(255 * fade))
                surface.blit(puff, puff.get_rect(center=centre))
        if t > 0.55:
            back = view.art.back(max(16, view.geo.pile_card // 2))
            for k in range(min(4, len(event.cards))):
                u = stage(t, 0.55 + 0.05 * k, 1.0)
                animator.fly(surface, back, panel, view.discard_point(), u, lift=size * 0.2)

    return Anim(
        animator.seconds(POOF_SECONDS),
        draw=draw,
        hides=hides,
        finish=lambda: show.apply(event),
        line=animator.line(event),
        sound=SOUNDS["out"],
    )


@MAKE.on(ev.GameEnded)
def _ended(event: ev.GameEnded, animator: Animator) -> Anim:
    show = animator.show
    return Anim(
        0.0,
        begin=lambda: show.apply(event),
        line=animator.line(event),
        gate=True,
        sound=SOUNDS["won"],
    )
