"""What happened in this game of Kitten Toys (pause menu): every round, every trick and every
play, overflow and Super chat card, with the card or the toy it is about and the seat's kitten,
newest at the bottom. The list is the shell's timeline (game/shell/scenes/timeline.py); the rows are
the table's lines as everybody saw them (no seat's hidden card is in them)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.kittens.rules import events as ev
from game.kittens.rules import observe_events
from game.kittens.rules.cards import colour_of
from game.kittens.ui.words import event_line
from game.shell.engine.dispatch import Dispatch
from game.shell.scenes.timeline import PictureMove, Row, TimelineScene
from game.shell.session.seated import PUBLIC

Picture = Callable[[Any, int], pygame.Surface]  # (the table's art, size) -> the row's picture


Entry = PictureMove  # a row's move: its seat, its event, its picture


@dataclass
class Reading:
    """The rows so far as the timeline reads the events one by one: the round, the trick and
    how many cards of it are played."""

    t: Callable[..., str]
    names: Callable[[int], str]
    you: int | None = None  # the seat the lines speak to (the one person playing)
    rows: list[Row] = field(default_factory=list)
    round: int = 0
    trick: int = 0
    played: int = 0

    def move(self, event: ev.Event, seat: int | None, picture: Picture) -> None:
        """The event's row, when the table says it."""
        line = event_line(self.t, event, self.names, self.you)
        if line:
            entry = Entry(seat, event, picture)
            self.rows.append(Row("move", line, move=entry, day=self.round))


def _card(card: int, turned: bool = False) -> Picture:
    return lambda art, size: art.mini(card, max(12, round(size / 1.4)), turned=turned)


def _kitten(seat: int) -> Picture:
    return lambda art, size: art.kitten(seat, size)


def _symbol(colour: int) -> Picture:
    return lambda art, size: art.symbol(colour, size)


def _star(art: Any, size: int) -> pygame.Surface:
    return art.star_icon(size)


def _unsaid(event: ev.Event, reading: Reading) -> None:
    return None


# How the timeline takes each event: the round and trick rows it opens, and its own row (its
# seat and its picture).
ROWS: Dispatch[ev.Event, [Reading], None] = Dispatch(
    "kittens timeline", otherwise=_unsaid, silent=(ev.CardDealt, ev.FirstPlayerDrawn)
)


@ROWS.on(ev.RoundStarted)
def _round_started(event: ev.RoundStarted, reading: Reading) -> None:
    t, day = reading.t, event.round
    reading.round, reading.trick, reading.played = day, 0, 0
    reading.rows.append(Row("day", t("kittens.timeline.round", round=day), day=day))
    reading.rows.append(Row("phase", t("kittens.timeline.deal"), group="deal", day=day))
    reading.move(event, None, _kitten(event.starter))


@ROWS.on(ev.TrumpTurned)
def _trump_turned(event: ev.TrumpTurned, reading: Reading) -> None:
    reading.move(event, None, _card(event.card))


@ROWS.on(ev.CardPlayed)
def _card_played(event: ev.CardPlayed, reading: Reading) -> None:
    if reading.played == 0:
        reading.trick += 1
        words = reading.t("kittens.timeline.trick", trick=reading.trick)
        reading.rows.append(Row("phase", words, group="trick", day=reading.round))
    reading.played += 1
    reading.move(event, event.seat, _card(event.card))


@ROWS.on(ev.TrickWon)
def _trick_won(event: ev.TrickWon, reading: Reading) -> None:
    reading.played = 0
    reading.move(event, event.seat, _card(event.card, event.card in event.turned))


@ROWS.on(ev.ToysLost, ev.ToysDiscarded)
def _toys(event: ev.ToysLost | ev.ToysDiscarded, reading: Reading) -> None:
    reading.move(event, event.seat, _symbol(event.colour))


@ROWS.on(ev.ToyGiven)
def _toy_given(event: ev.ToyGiven, reading: Reading) -> None:
    colour = colour_of(event.card)
    reading.move(event, event.giver, lambda art, size: art.back(max(12, round(size / 1.4)), colour))


@ROWS.on(ev.RoundEnded)
def _round_ended(event: ev.RoundEnded, reading: Reading) -> None:
    words = reading.t("kittens.timeline.end")
    reading.rows.append(Row("phase", words, group="end", day=reading.round))
    reading.move(event, None, _star)


@ROWS.on(ev.SuperChatWon)
def _super_chat(event: ev.SuperChatWon, reading: Reading) -> None:
    reading.move(event, event.seat, _star)


@ROWS.on(ev.GameEnded)
def _game_ended(event: ev.GameEnded, reading: Reading) -> None:
    reading.move(event, None, _star)


class KittenTimelineScene(TimelineScene):
    name = "kittens.timeline"
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
        return self.art.star_icon(size)

    def _group_icon(self, group: str, size: int) -> pygame.Surface:
        if group == "end":
            return self.art.star_icon(size, filled=False)
        return self.art.back(max(12, round(size / 1.4)))

    def move_picture(self, row: Row, size: int) -> pygame.Surface:
        entry = row.move
        assert isinstance(entry, Entry)  # the rows' moves are this timeline's entries
        return entry.picture(self.art, size)

    def _seat_chip(self, move, size: int) -> pygame.Surface:
        """The seat's kitten in its colour (the table's own rows: none)."""
        if move is None or not move.is_seat:
            return pygame.Surface((size, size), pygame.SRCALPHA)
        return self.art.kitten(move.seat, size)
