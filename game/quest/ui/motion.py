"""The table's animations: each rules event, as everybody sees it, becomes a short move that
changes what is shown (``QuestShow``) when it starts or lands: the dice tumble and land with a
bounce one after the other, a power makes its die glow, a creature won over flies from the
line to its seat's panel, a new creature slides out of the deck. Animation is a view of the
events (STYLE.md 11): the rules never wait for it, the table only waits to serve the next
player until it has caught up.

Timing follows the settings (``animation_seconds``): "instant" shows every event at once; with
reduced motion the dice land at once (no tumble) and nothing flies: it appears where it lands.
The tumbling faces come from the time inside the move, never from the clock or chance: the
same frame shows the same faces on every machine.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from game.quest.rules import Power
from game.quest.rules import events as ev
from game.quest.ui.show import QuestShow
from game.shell.engine.dispatch import Dispatch
from game.shell.ui.tween import Tween, animation_seconds

TUMBLE = 0.6  # seconds a die tumbles before it lands (normal speed)
DIE_GAP = 0.07  # the next die of a throw leaves this much later


@dataclass
class Move:
    """One event on its way. ``begin`` changes the show when it starts, ``finish`` when it
    lands; the next event starts after ``hold`` seconds (the whole move by default); a
    ``gate`` waits until it is released (a screen the players close)."""

    event: ev.Event
    duration: float
    hold: float | None = None
    begin: Callable[[], None] | None = None
    finish: Callable[[], None] | None = None
    line: str | None = None
    sound: str | None = None
    gate: bool = False
    released: bool = False
    tween: Tween = field(init=False)

    def __post_init__(self) -> None:
        self.tween = Tween(self.duration, easing="linear")

    @property
    def progress(self) -> float:
        return self.tween.raw

    def blocks(self) -> bool:
        hold = self.duration if self.hold is None else self.hold
        return (self.gate and not self.released) or self.tween.elapsed < hold

    @property
    def done(self) -> bool:
        return (not self.gate or self.released) and self.tween.elapsed >= self.duration


@dataclass
class Moving:
    """What is on its way now, for the table to draw: dice tumbling (position -> progress),
    a die glowing from a power, a card flying to a seat or sliding into the line."""

    tumbling: dict[int, float] = field(default_factory=dict)
    glowing: dict[int, float] = field(default_factory=dict)
    won: tuple[int, int, float] | None = None  # (card, seat, progress)
    revealed: dict[int, float] = field(default_factory=dict)  # card -> progress


class Motion:
    """The events waiting to be shown and the moves running."""

    def __init__(self, show: QuestShow, app, words: Callable[[ev.Event], str | None]) -> None:
        self.show = show
        self.app = app  # its settings say how fast (they may change while the game runs)
        self.words = words
        self.queue: deque[ev.Event] = deque()
        self.running: list[Move] = []

    def busy(self) -> bool:
        return bool(self.queue or self.running)

    def seconds(self, base: float) -> float:
        return animation_seconds(self.app.settings, base)

    @property
    def still(self) -> bool:
        return bool(self.app.settings.reduced_motion)

    def update(self, dt: float, started: Callable[[Move], None]) -> None:
        for move in self.running:
            move.tween.update(dt)
        self._land()
        while self.queue and not any(m.blocks() for m in self.running):
            move = MAKE(self.queue.popleft(), self)
            if move.begin:
                move.begin()
            started(move)
            self.running.append(move)
            self._land()

    def _land(self) -> None:
        for move in [m for m in self.running if m.done]:
            self.running.remove(move)
            if move.finish:
                move.finish()

    def gated(self) -> Move | None:
        return next((m for m in self.running if m.gate and not m.released), None)

    def finish_all(self) -> None:
        """Land everything now (a game left, a picture taken)."""
        while self.queue or self.running:
            for move in self.running:
                move.released = True
                move.tween.update(move.duration + 1.0)
            self._land()
            while self.queue:
                move = MAKE(self.queue.popleft(), self)
                if move.begin:
                    move.begin()
                if move.finish:
                    move.finish()

    def moving(self) -> Moving:
        found = Moving()
        for move in self.running:
            event = move.event
            if isinstance(event, ev.DieRolled) and move.duration > 0:
                found.tumbling[event.position] = move.progress
            elif isinstance(event, ev.PowerSpent) and len(event.positions) == 1:
                found.glowing[event.positions[0]] = move.progress
            elif isinstance(event, ev.CreatureBeaten):
                found.won = (event.card, event.seat, move.progress)
            elif isinstance(event, ev.CreatureRevealed):
                found.revealed[event.card] = move.progress
        return found

    def rolling(self) -> bool:
        return any(isinstance(m.event, ev.DieRolled) for m in self.running)


def _plain(event: ev.Event, motion: Motion) -> Move:
    show = motion.show
    return Move(
        event, motion.seconds(0.4), begin=lambda: show.apply(event), line=motion.words(event)
    )


MAKE: Dispatch[ev.Event, [Motion], Move] = Dispatch("quest motion", otherwise=_plain)


@MAKE.on(ev.CardShuffled)
def _shuffled(event: ev.CardShuffled, motion: Motion) -> Move:
    show = motion.show
    return Move(event, 0.0, begin=lambda: show.apply(event))


@MAKE.on(ev.TurnStarted)
def _turn(event: ev.TurnStarted, motion: Motion) -> Move:
    show = motion.show
    return Move(
        event, motion.seconds(0.35), begin=lambda: show.apply(event), line=motion.words(event)
    )


@MAKE.on(ev.CreatureRevealed)
def _revealed(event: ev.CreatureRevealed, motion: Motion) -> Move:
    show = motion.show
    return Move(
        event,
        motion.seconds(0.35),
        hold=motion.seconds(0.12),
        begin=lambda: show.apply(event),
        line=motion.words(event),
        sound="card_flip",
    )


@MAKE.on(ev.Rerolled)
def _rerolled(event: ev.Rerolled, motion: Motion) -> Move:
    show = motion.show
    return Move(
        event, motion.seconds(0.1), begin=lambda: show.apply(event), line=motion.words(event)
    )


@MAKE.on(ev.DieRolled)
def _rolled(event: ev.DieRolled, motion: Motion) -> Move:
    """A die of a throw: it tumbles, then lands showing its face (reduced motion: at once);
    the first of a throw rattles the dice."""
    show = motion.show
    first = not motion.rolling()
    tumble = 0.0 if motion.still else motion.seconds(TUMBLE)

    def begin() -> None:
        show.dice[event.position] = 0

    return Move(
        event,
        tumble,
        hold=min(tumble, motion.seconds(DIE_GAP)),
        begin=begin,
        finish=lambda: show.apply(event),
        sound="dice_roll" if first else None,
    )


@MAKE.on(ev.DiceSettled)
def _settled(event: ev.DiceSettled, motion: Motion) -> Move:
    return Move(event, motion.seconds(0.25), line=motion.words(event))


@MAKE.on(ev.PowerSpent)
def _power(event: ev.PowerSpent, motion: Motion) -> Move:
    show = motion.show
    glow = 0.0 if motion.still or event.power == Power.REROLL else motion.seconds(0.7)
    return Move(
        event,
        glow,
        begin=lambda: show.apply(event),
        line=motion.words(event),
        sound="power",
    )


@MAKE.on(ev.CreatureBeaten)
def _beaten(event: ev.CreatureBeaten, motion: Motion) -> Move:
    show = motion.show
    fly = 0.0 if motion.still else motion.seconds(0.75)
    return Move(
        event,
        fly,
        finish=lambda: show.apply(event),
        line=motion.words(event),
        sound="bonus",
    )


@MAKE.on(ev.NothingBeaten)
def _nothing(event: ev.NothingBeaten, motion: Motion) -> Move:
    show = motion.show
    return Move(
        event,
        motion.seconds(0.9),
        begin=lambda: show.apply(event),
        line=motion.words(event),
        sound="ui_back",
    )


def _over(event: ev.Event, motion: Motion) -> Move:
    show = motion.show
    sound = "day_end" if isinstance(event, ev.QuestLost) else "final_score"
    return Move(
        event,
        0.0,
        begin=lambda: show.apply(event),
        line=motion.words(event),
        sound=sound,
        gate=True,
    )


for _end in (ev.QuestWon, ev.QuestLost, ev.GameEnded):  # the game's end: a gate
    MAKE.on(_end)(_over)
