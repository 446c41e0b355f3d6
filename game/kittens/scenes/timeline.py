"""What happened in this game of Kitten Toys (pause menu): every round, every trick and every
play, overflow and Super chat card, with the card or the toy it is about and the seat's kitten,
newest at the bottom. The list is the shell's timeline (game/shell/scenes/timeline.py); the rows are
the table's lines as everybody saw them (no seat's hidden card is in them)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.kittens.rules import events as ev
from game.kittens.rules import observe_events
from game.kittens.rules.cards import colour_of
from game.kittens.ui.words import event_line
from game.shell.scenes.timeline import Row, TimelineScene
from game.shell.session.seated import PUBLIC


@dataclass(frozen=True)
class Entry:
    """A row's event and its seat (None: the table's own, a deal or a round's end)."""

    seat: int | None
    event: ev.Event

    @property
    def is_seat(self) -> bool:
        return self.seat is not None and self.seat >= 0


class KittenTimelineScene(TimelineScene):
    name = "kittens.timeline"
    screen = "event_log"

    def history_key(self) -> object:
        return self.game.shown_events

    def entries(self) -> list[Row]:
        t, names = self.t, self.game.name_of
        shown = tuple(self.game.session.match.events[: self.game.shown_events])
        rows: list[Row] = []
        round_no, trick, played = 0, 0, 0
        for event in observe_events(shown, PUBLIC):
            if isinstance(event, ev.RoundStarted):
                round_no, trick, played = event.round, 0, 0
                rows.append(Row("day", t("kittens.timeline.round", round=round_no), day=round_no))
                rows.append(Row("phase", t("kittens.timeline.deal"), group="deal", day=round_no))
            elif isinstance(event, ev.CardPlayed) and played == 0:
                trick += 1
                words = t("kittens.timeline.trick", trick=trick)
                rows.append(Row("phase", words, group="trick", day=round_no))
            if isinstance(event, ev.CardPlayed):
                played += 1
            elif isinstance(event, ev.TrickWon):
                played = 0
            elif isinstance(event, ev.RoundEnded):
                words = t("kittens.timeline.end")
                rows.append(Row("phase", words, group="end", day=round_no))
            line = event_line(t, event, names)
            if line:
                seat = getattr(event, "seat", None)
                if isinstance(event, ev.ToyGiven):
                    seat = event.giver
                entry = Entry(seat if isinstance(seat, int) else None, event)
                rows.append(Row("move", line, move=entry, day=round_no))  # type: ignore[arg-type]
        return rows

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
        event = row.move.event  # type: ignore[union-attr]
        width = max(12, round(size / 1.4))
        card = getattr(event, "card", 0)
        if isinstance(event, (ev.CardPlayed, ev.TrickWon, ev.TrumpTurned)):
            turned = isinstance(event, ev.TrickWon) and card in event.turned
            return self.art.mini(card, width, turned=turned)
        if isinstance(event, (ev.ToyGiven,)):
            return self.art.back(width, colour_of(card))
        if isinstance(event, (ev.ToysLost, ev.ToysDiscarded)):
            return self.art.symbol(event.colour, size)
        if isinstance(event, (ev.RoundEnded, ev.SuperChatWon, ev.GameEnded)):
            return self.art.star_icon(size)
        seat = getattr(event, "seat", getattr(event, "starter", 0))
        return self.art.kitten(seat, size)

    def _seat_chip(self, move, size: int) -> pygame.Surface:  # type: ignore[override]
        """The seat's kitten in its colour (the table's own rows: none)."""
        if move is None or not move.is_seat:
            return pygame.Surface((size, size), pygame.SRCALPHA)
        return self.art.kitten(move.seat, size)
