"""What happened in this game of Dice Quest (pause menu): every turn, every throw of the dice
with its faces, every free reroll, power called on and creature won over, with the dice or the
creature it is about and the seat's badge, newest at the bottom. The list is the shell's
timeline (game/shell/scenes/timeline.py); the rows are the table's lines as everybody saw
them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.quest.rules import events as ev
from game.quest.rules import observe_events
from game.quest.ui.show import QuestShow, SeatShow
from game.quest.ui.words import Say, event_line
from game.shell.engine.dispatch import Dispatch
from game.shell.scenes.timeline import PictureMove, Row, TimelineScene
from game.shell.session.seated import PUBLIC

Picture = Callable[[Any, int], pygame.Surface]  # (the table's art, size) -> the row's picture


Entry = PictureMove  # a row's move: its seat, its event, its picture


@dataclass
class Reading:
    """The rows so far as the timeline reads the events one by one (the line as it was, for
    what each throw beat)."""

    say: Say
    show: QuestShow
    rows: list[Row] = field(default_factory=list)
    turn: int = 0

    def move(self, event: ev.Event, seat: int | None, picture: Picture) -> None:
        line = event_line(event, self.say)
        if line:
            self.rows.append(Row("move", line, move=Entry(seat, event, picture), day=self.turn))


def _creature(card: int) -> Picture:
    return lambda art, size: art.portrait(card, size)


def _die(face: int) -> Picture:
    return lambda art, size: art.die(max(1, face), size)


def _seat(seat: int) -> Picture:
    return lambda art, size: art.seat_badge(seat, size)


def _unsaid(event: ev.Event, reading: Reading) -> None:
    return None


ROWS: Dispatch[ev.Event, [Reading], None] = Dispatch(
    "quest timeline", otherwise=_unsaid, silent=(ev.CardShuffled, ev.DieRolled)
)


@ROWS.on(ev.FirstSeatDrawn)
def _first(event: ev.FirstSeatDrawn, reading: Reading) -> None:
    reading.move(event, event.seat, _seat(event.seat))


@ROWS.on(ev.TurnStarted)
def _turn(event: ev.TurnStarted, reading: Reading) -> None:
    reading.turn = event.turn
    words = reading.say.t(
        "quest.timeline.turn", turn=event.turn, player=reading.say.names(event.seat)
    )
    reading.rows.append(Row("day", words, day=event.turn))


@ROWS.on(ev.CreatureRevealed)
def _revealed(event: ev.CreatureRevealed, reading: Reading) -> None:
    reading.move(event, None, _creature(event.card))


@ROWS.on(ev.Rerolled)
def _rerolled(event: ev.Rerolled, reading: Reading) -> None:
    reading.move(event, event.seat, _die(5))


@ROWS.on(ev.DiceSettled)
def _settled(event: ev.DiceSettled, reading: Reading) -> None:
    reading.move(event, reading.show.seat, _die(max(event.dice)))


@ROWS.on(ev.PowerSpent)
def _power(event: ev.PowerSpent, reading: Reading) -> None:
    reading.move(event, event.seat, _creature(event.card))


@ROWS.on(ev.CreatureBeaten)
def _beaten(event: ev.CreatureBeaten, reading: Reading) -> None:
    reading.move(event, event.seat, _creature(event.card))


def _end(event: ev.Event, reading: Reading) -> None:
    seat = getattr(event, "seat", None)
    reading.move(event, seat, _die(6))


for _kind in (ev.NothingBeaten, ev.QuestWon, ev.QuestLost, ev.GameEnded):
    ROWS.on(_kind)(_end)


class QuestTimelineScene(TimelineScene):
    name = "quest.timeline"
    screen = "event_log"

    def history_key(self) -> object:
        return self.game.shown_events

    def entries(self) -> list[Row]:
        session = self.game.session
        shown = tuple(session.match.events[: self.game.shown_events])
        state = session.match.state
        show = QuestShow([SeatShow() for _ in session.seats])
        say = Say(
            self.t,
            self.game.name_of,
            state.creature,
            line=lambda: show.line,
            you=self.game.you,
            solo=session.solo,
        )
        reading = Reading(say, show)
        for event in observe_events(shown, PUBLIC):
            ROWS(event, reading)
            show.apply(event)
        return reading.rows

    # --- pictures -------------------------------------------------------------------------------
    @property
    def art(self):
        return self.game.art

    def day_icon(self, size: int) -> pygame.Surface:
        return self.art.die(6, size)

    def _group_icon(self, group: str, size: int) -> pygame.Surface:
        return self.art.die(1, size)

    def move_picture(self, row: Row, size: int) -> pygame.Surface:
        entry = row.move
        assert isinstance(entry, Entry)  # the rows' moves are this timeline's entries
        return entry.picture(self.art, size)
