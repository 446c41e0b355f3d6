"""What happened in this game of Kitten Fuse (pause menu): every turn, every play and No!, every
card drawn or taken, every fuse kitten drawn, calmed or gone "poof", with the card it is about
and the seat's kitten, newest at the bottom. The list is the shell's timeline
(game/shell/scenes/timeline.py); the rows are the table's lines as everybody saw them (no
seat's hidden card, no Peek's cards, no place a fuse kitten went back to)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.fuse.rules import events as ev
from game.fuse.rules import observe_events
from game.fuse.rules.cards import FUSE, KIT, NAP, NO, PEEK, SHUFFLE, title_of
from game.fuse.ui.words import event_line
from game.shell.engine.dispatch import Dispatch
from game.shell.scenes.timeline import Row, TimelineMove, TimelineScene
from game.shell.session.seated import PUBLIC

Picture = Callable[[Any, int], pygame.Surface]  # (the table's art, size) -> the row's picture


@dataclass(frozen=True)
class Entry:
    """A row's event, its seat (None: the table's own) and the picture beside it."""

    seat: int | None
    event: ev.Event
    picture: Picture = field(compare=False)

    @property
    def is_seat(self) -> bool:
        return self.seat is not None and self.seat >= 0


@dataclass
class Reading:
    """The rows so far as the timeline reads the events one by one."""

    t: Callable[..., str]
    names: Callable[[int], str]
    you: int | None = None
    rows: list[Row] = field(default_factory=list)
    turn: int = 0

    def move(self, event: ev.Event, seat: int | None, picture: Picture) -> None:
        line = event_line(self.t, event, self.names, self.you)
        if line:
            self.rows.append(Row("move", line, move=Entry(seat, event, picture), day=self.turn))


def _card(card: int) -> Picture:
    return lambda art, size: art.mini(title_of(card), max(12, round(size / 1.4)))


def _title(title: int) -> Picture:
    return lambda art, size: art.badge(title, size)


def _kitten(seat: int, out: bool = False) -> Picture:
    return lambda art, size: art.kitten(seat, size, out=out)


def _back(art: Any, size: int) -> pygame.Surface:
    return art.back(max(12, round(size / 1.4)))


def _crown(art: Any, size: int) -> pygame.Surface:
    return art.crown(size)


def _unsaid(event: ev.Event, reading: Reading) -> None:
    return None


# How the timeline takes each event: the turn rows it opens, and its own row.
ROWS: Dispatch[ev.Event, [Reading], None] = Dispatch(
    "fuse timeline",
    otherwise=_unsaid,
    silent=(ev.CardDealt, ev.KitGiven, ev.CardsSetAside, ev.WindowOpened, ev.TurnEnded),
)


@ROWS.on(ev.FirstPlayerDrawn)
def _first(event: ev.FirstPlayerDrawn, reading: Reading) -> None:
    reading.rows.append(Row("phase", reading.t("fuse.timeline.deal"), group="deal"))
    reading.move(event, event.seat, _kitten(event.seat))


@ROWS.on(ev.DeckStacked)
def _stacked(event: ev.DeckStacked, reading: Reading) -> None:
    reading.move(event, None, _back)


@ROWS.on(ev.TurnStarted)
def _turn(event: ev.TurnStarted, reading: Reading) -> None:
    reading.turn += 1
    words = reading.t("fuse.timeline.turn", turn=reading.turn, player=reading.names(event.seat))
    reading.rows.append(Row("day", words, day=reading.turn))
    if event.owed > 1:
        reading.move(event, event.seat, _title(NAP))


@ROWS.on(ev.Played)
def _played(event: ev.Played, reading: Reading) -> None:
    reading.move(event, event.seat, _card(event.cards[0]))


@ROWS.on(ev.NoPlayed)
def _no(event: ev.NoPlayed, reading: Reading) -> None:
    reading.move(event, event.seat, _title(NO))


@ROWS.on(ev.WindowClosed)
def _closed(event: ev.WindowClosed, reading: Reading) -> None:
    if event.noes:
        reading.move(event, None, _title(NO))


@ROWS.on(ev.Peeked)
def _peeked(event: ev.Peeked, reading: Reading) -> None:
    reading.move(event, event.seat, _title(PEEK))


@ROWS.on(ev.DeckShuffled)
def _shuffled(event: ev.DeckShuffled, reading: Reading) -> None:
    reading.move(event, event.seat, _title(SHUFFLE))


@ROWS.on(ev.FavourAsked, ev.NothingTaken)
def _asked(event: ev.FavourAsked | ev.NothingTaken, reading: Reading) -> None:
    reading.move(event, event.seat, _kitten(event.seat))


@ROWS.on(ev.CardTaken)
def _taken(event: ev.CardTaken, reading: Reading) -> None:
    picture = _card(event.card) if event.card else _back
    reading.move(event, event.seat, picture)


@ROWS.on(ev.CardDrawn)
def _drawn(event: ev.CardDrawn, reading: Reading) -> None:
    reading.move(event, event.seat, _back)


@ROWS.on(ev.FuseDrawn)
def _fuse(event: ev.FuseDrawn, reading: Reading) -> None:
    reading.move(event, event.seat, _title(FUSE))


@ROWS.on(ev.KitPlayed)
def _kit(event: ev.KitPlayed, reading: Reading) -> None:
    reading.move(event, event.seat, _title(KIT))


@ROWS.on(ev.KittenReturned)
def _returned(event: ev.KittenReturned, reading: Reading) -> None:
    reading.move(event, event.seat, _back)


@ROWS.on(ev.PlayerOut)
def _out(event: ev.PlayerOut, reading: Reading) -> None:
    reading.move(event, event.seat, _kitten(event.seat, out=True))


@ROWS.on(ev.GameEnded)
def _won(event: ev.GameEnded, reading: Reading) -> None:
    reading.rows.append(Row("phase", reading.t("fuse.timeline.end"), group="end"))
    reading.move(event, event.winner, _crown)


class FuseTimelineScene(TimelineScene):
    name = "fuse.timeline"
    screen = "event_log"

    def history_key(self) -> object:
        return self.game.shown_events

    def entries(self) -> list[Row]:
        reading = Reading(self.t, self.game.name_of, self.game.you)
        shown = tuple(self.game.session.match.events[: self.game.shown_events])
        for event in observe_events(shown, PUBLIC):
            ROWS(event, reading)
        return reading.rows

    # --- pictures -------------------------------------------------------------------------------
    @property
    def art(self):
        return self.game.art

    def day_icon(self, size: int) -> pygame.Surface:
        return self.art.back(max(12, round(size / 1.4)))

    def _group_icon(self, group: str, size: int) -> pygame.Surface:
        if group == "end":
            return self.art.crown(size)
        return self.art.badge(KIT, size)

    def move_picture(self, row: Row, size: int) -> pygame.Surface:
        entry = row.move
        assert isinstance(entry, Entry)  # the rows' moves are this timeline's entries
        return entry.picture(self.art, size)

    def _seat_chip(self, move: TimelineMove, size: int) -> pygame.Surface:
        """The seat's kitten in its colour (the table's own rows: none)."""
        seat = move.seat
        if not move.is_seat or seat is None:
            return pygame.Surface((size, size), pygame.SRCALPHA)
        return self.art.kitten(seat, size)
