"""The game of Dice Quest in progress: the table everybody watches, the bots thinking in the
background, and each person's turn served by the turn's screen over the table.

A turn is public (the dice, the line, every army and discard lie open): nobody is handed the
screen, the seat playing is named on the table and on its panel, its own pad (or the keyboard
and mouse) plays it. The table is drawn from what is shown (game/quest/ui/show.py), which
follows the rules' events as they are animated; it serves the next person once it has caught
up. The last event (the quest won or lost, the last creature won over) opens the game's end.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame

from game.quest.data.window import quest_cards
from game.quest.rules import Creature, observe_events
from game.quest.rules import events as ev
from game.quest.session.session import QuestSession, quest_bot_factory
from game.quest.ui.art import art_looks, quest_art
from game.quest.ui.geometry import geometry
from game.quest.ui.motion import Motion, Move
from game.quest.ui.show import QuestShow
from game.quest.ui.table import Status, TableView
from game.quest.ui.words import Say, event_line
from game.shell.scenes.playing import PlayingScene
from game.shell.scenes.stack import Host
from game.shell.session.seated import PUBLIC, SeatConfig
from game.shell.ui.narration import addressee
from game.shell.ui.prompts import Prompt, draw_prompts

BOT_PACE = {"slow": 1.2, "normal": 0.6, "fast": 0.25, "instant": 0.0}  # seconds per bot move
CAPTION_SECONDS = 6.0  # a caption stays this long, then fades (the next one replaces it)
LOG_LINES = 300


def start_new_game(
    app: Host,
    seats: list[SeatConfig],
    seed: int | None = None,
    slot: int | None = None,
    daily: dict[str, Any] | None = None,
) -> None:
    """A new game of Dice Quest saved in ``slot`` (or a free one); a game that cannot be saved
    says so before the first throw. ``daily``: the daily quest it is (its date, and whether
    it counts for the record)."""
    from game.shell.scenes.saving import watch_saves

    if seed is None:
        seed = random.SystemRandom().randrange(1, 1 << 31)
    claimed = app.saves.claim_new(slot)  # a slot no other window of the game plays in
    save_path = claimed[0] if claimed else None
    session = QuestSession(
        seats, seed, save_path, quest_bot_factory(), cards=quest_cards(app), daily=daily
    )
    session.lock = claimed[1] if claimed else None
    watch_saves(app, session)
    app.stack.reset(QuestTable(app, session))  # it deals, and the game is saved


def resume(app: Host, path: Path) -> QuestTable:
    """The game saved in ``path``, exactly as it was left, mid-turn included (``ValueError``
    when the save cannot be replayed): opened by name ("quest.resume") from Continue and
    Load."""
    from game.shell.scenes.saving import watch_saves

    session = QuestSession.from_save(path, quest_bot_factory(), cards=quest_cards(app))
    watch_saves(app, session)
    return QuestTable(app, session)


class QuestTable(PlayingScene):
    name = "quest.table"
    screen = "quest_table"
    how_to_play_scene = "quest.how_to_play"
    timeline_scene = "quest.timeline"

    def __init__(self, app: Host, session: QuestSession) -> None:
        super().__init__(app, session)
        self.session: QuestSession = session
        self.show = QuestShow.from_state(session.public_view().state)
        self.motion = Motion(self.show, app, self.line_of)
        self.shown_events = len(session.match.events)  # the events the table has shown
        self.caption: str | None = None
        self.caption_at = 0.0
        self.bot_wait = 0.0
        self.log: list[str] = []  # the lines said (narration says the same)
        self.turn_scene: Any = None  # the turn's screen over the table, when one is up
        self.ended = False
        self.announced: set[tuple[int, int]] = set()  # (seat, turn) said "Your turn" to
        session.listeners.append(self.on_events)
        self.relayout()
        session.begin()  # a new game: its deck shuffled and its first dice thrown, in view

    # --- pictures and places ----------------------------------------------------------------
    def relayout(self) -> None:
        app = self.app
        looks = art_looks(app.palette, app.settings)
        if getattr(self, "_looks", None) != looks:
            self._looks = looks
            self.art = quest_art(app.palette, app.settings)
        self.geo = geometry(app.layout, self.session.match.players)
        self.view = TableView(app, self.geo, self.art, self.creature)

    def creature(self, card: int) -> Creature:
        return self.session.match.state.creature(card)

    # --- words ------------------------------------------------------------------------------
    def name_of(self, seat: int) -> str:
        return self.session.seats[seat].name

    @property
    def you(self) -> int | None:
        """The seat the lines speak to ("You roll"): the one person playing; None with
        several people at the table (names tell them apart)."""
        return addressee(self.session)

    def say(self) -> Say:
        return Say(
            self.t,
            self.name_of,
            self.creature,
            line=lambda: self.show.line,
            you=self.you,
            solo=self.session.solo,
        )

    def line_of(self, event: ev.Event) -> str | None:
        return event_line(event, self.say())

    # --- the rules' events ------------------------------------------------------------------
    def on_events(self, events: tuple) -> None:
        self.motion.queue.extend(observe_events(tuple(events), PUBLIC))

    def _started(self, move: Move) -> None:
        self.shown_events += 1
        if move.sound:
            self.app.sound(move.sound)
        if move.line:
            self.caption, self.caption_at = move.line, self.app.time
            self.log.append(move.line)
            del self.log[:-LOG_LINES]
            self.app.narrate(move.line)
        if move.gate:
            self.ended = True
            self.app.open("quest.end", self, move.event)

    # --- the flow ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.motion.update(dt, self._started)
        if self.caption is not None and self.app.time - self.caption_at > CAPTION_SECONDS + 1.5:
            self.caption = None
        if self.motion.busy() or self.ended or self.app.stack.top is not self:
            return
        session = self.session
        if session.is_over:  # a game resumed at its very end: its end shows
            self.ended = True
            self.app.open("quest.end", self, None)
            return
        movers = session.human_movers()
        if movers:
            self.serve(movers[0])
            return
        if session.bot_movers():
            self.pace_bots(dt, BOT_PACE)

    def serve(self, seat: int) -> None:
        """The seat's turn: its screen over the table (its own settings while it plays)."""
        self.app.use_profile(self.session.seats[seat].profile)
        self.app.stack.push(self.app.scene("quest.turn", self, seat))
        if len(self.session.humans()) > 1 and getattr(self, "_served", None) != (
            seat,
            self.show.turn,
        ):
            self._served = (seat, self.show.turn)
            self.app.sound("turn")
            if self.app.settings.rumble:
                self.app.input.rumble(seat, 0.35, 160)  # "your turn" on that seat's pad

    def sleeps(self) -> bool:
        return not (self.motion.busy() or self.session.bot_movers())

    def finish_moves(self) -> None:
        """Everything on its way lands now (a picture of this moment)."""
        self.motion.finish_all()

    def opens_turn(self, seat: int) -> bool:
        """True the first time the seat's turn under way is served (its screen then says
        "Your turn" once: issue 46), False after."""
        key = (seat, self.session.match.state.turn)
        if key in self.announced:
            return False
        self.announced.add(key)
        return True

    # --- the status keys (issue 46: game/quest/ui/status.py) -------------------------------
    def served_seat(self) -> int | None:
        """The seat whose turn's screen is up (its own view answers what it may do)."""
        scene = self.turn_scene
        if scene is not None and scene in self.app.stack.scenes and scene.still_current():
            return int(scene.seat)
        return None

    def bots(self) -> list[int]:
        return [s for s, config in enumerate(self.session.seats) if config.is_bot]

    def where_am_i(self) -> str | None:
        from game.quest.ui import status

        seat = self.served_seat()
        served = self.session.view(seat).state if seat is not None else None
        return status.where_am_i(
            self.t, self.show, self.name_of, self.creature, self.you, self.bots(), served
        )

    def standings(self) -> str | None:
        from game.quest.ui import status

        if self.show.over and self.session.match.players > 1:
            return status.final_scores(self.t, self.show, self.name_of, self.you)
        return status.standings(self.t, self.show, self.name_of, self.you)

    def read_table(self) -> str | None:
        from game.quest.ui import status

        return status.read_table(self.t, self.show, self.name_of, self.creature, self.you)

    def own_things(self) -> str | None:
        from game.quest.ui import status

        seat = self.served_seat()
        if seat is None:
            seat = self.you if self.you is not None else max(0, self.show.seat)
        return status.own_things(self.t, self.show, seat, self.name_of, self.creature, self.you)

    # --- input ------------------------------------------------------------------------------
    def undo(self) -> bool:
        return False  # a throw of the dice is final

    def portrait(self, seat: int, size: int) -> pygame.Surface:
        """The seat's badge (the reconnect screen shows it)."""
        return self.art.seat_badge(seat, size)

    def summary(self) -> str:
        from game.quest.ui.words import table_summary

        return table_summary(self.t, self.show, self.name_of, self.creature)

    def help_subject(self, pointer):
        from game.quest.ui.help import subject_at

        return subject_at(self, pointer)

    # --- drawing ----------------------------------------------------------------------------
    def status(self) -> Status:
        t, show = self.t, self.show
        if self.ended or show.over:
            return Status(words=t("quest.status.over"))
        if show.seat < 0:
            return Status()
        seat = show.seat
        name = self.name_of(seat)
        if self.session.seats[seat].is_bot:
            return Status(seat, True, t("quest.status.thinking", player=name))
        rerolls = show.rerolls_left
        if seat == self.you:
            return Status(seat, False, t("quest.status.yours", count=rerolls))
        return Status(seat, False, t("quest.status.plays", player=name, count=rerolls))

    def caption_shown(self) -> tuple[str, int] | None:
        """The caption and how much of it shows: it fades after a while (reduced motion: it
        goes at once)."""
        if self.caption is None:
            return None
        shown = self.fading(self.caption_at, CAPTION_SECONDS, 1.5, self.geo.caption)
        return (self.caption, shown) if shown > 0 else None

    def preview(self):
        """The dice a choice on the turn's screen would make (a power's die before it is
        spent), for the line to light as they would."""
        scene = self.turn_scene
        if scene is not None and scene in self.app.stack.scenes:
            return scene.preview_dice()
        return None

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(
            surface,
            self.show,
            self.status(),
            self.caption_shown(),
            self.motion.moving(),
            self.name_of,
            self.preview(),
        )
        if self.app.stack.top is self:
            shown: list[Prompt] = [*self.prompts()]
            draw_prompts(surface, self.app, shown)

    def prompts(self) -> list[tuple[str, str]]:
        return [("menu", self.t("prompt.menu")), ("info", self.t("quest.prompt.read_table"))]
