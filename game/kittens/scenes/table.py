"""The game of Kitten Toys in progress: the table everybody watches, the bots thinking in the
background, and the router that puts the right hand in front of the right person.

Hands are private on the shared screen: with several people playing, a seat's hand shows only
on its own turn, after a hand-off that only its own pad (or the keyboard, for a seat without a
pad) opens; with one person against bots, that person's hand is always in view and there is
no hand-off. The table is drawn from what is shown (game/kittens/ui/show.py), which follows the
rules' events as they are animated; the table serves the next person once it has caught up.
"""

from __future__ import annotations

import random

import pygame

from game.kittens.rules import observe_events
from game.kittens.rules.events import CardPlayed, GameEnded, RoundEnded
from game.kittens.session.session import KittenSession, kitten_bot_factory
from game.kittens.ui.art import art_looks, toy_art
from game.kittens.ui.geometry import geometry
from game.kittens.ui.motion import Anim, Animator, Motion
from game.kittens.ui.show import TableShow
from game.kittens.ui.table import Status, TableView
from game.shell.scenes.playing import PlayingScene
from game.shell.scenes.stack import Host, Scene
from game.shell.session.seated import PUBLIC, SeatConfig
from game.shell.ui.narration import addressee
from game.shell.ui.tween import animation_seconds

BOT_PACE = {"slow": 1.1, "normal": 0.55, "fast": 0.25, "instant": 0.0}  # seconds per bot card
CAPTION_SECONDS = 6.0  # a caption stays this long, then fades (the next one replaces it)
ALONE_ROUND_END = 2.5  # seconds a round's end shows when nobody plays (bots only)


def start_new_game(
    app, seats: list[SeatConfig], seed: int | None = None, slot: int | None = None
) -> None:
    """A new game of Kitten Toys saved in ``slot`` (or a free one); a game that cannot be
    saved says so before the first card."""
    from game.shell.scenes.saving import watch_saves

    if seed is None:
        seed = random.SystemRandom().randrange(1, 1 << 31)
    claimed = app.saves.claim_new(slot)  # a slot no other window of the game plays in
    save_path = claimed[0] if claimed else None
    session = KittenSession(seats, seed, save_path=save_path, bot_factory=kitten_bot_factory())
    session.lock = claimed[1] if claimed else None
    session.autosave()
    watch_saves(app, session)
    app.stack.reset(KittenTable(app, session))


def resume(app: Host, path) -> KittenTable:
    """The game saved in ``path``, as it was left (``ValueError`` when the save cannot be
    replayed): opened by name ("kittens.resume") from Continue and Load."""
    from game.shell.scenes.saving import watch_saves

    session = KittenSession.from_save(path, bot_factory=kitten_bot_factory())
    watch_saves(app, session)
    return KittenTable(app, session)


def untold_round_end(events) -> RoundEnded | None:
    """The last round's end when no card has been played since (a save made as it showed)."""
    for event in reversed(events):
        if isinstance(event, CardPlayed):
            return None
        if isinstance(event, RoundEnded):
            return event
    return None


class KittenTable(PlayingScene):
    name = "kittens.table"
    screen = "kittens_table"
    how_to_play_scene = "kittens.how_to_play"
    timeline_scene = "kittens.timeline"

    def __init__(self, app: Host, session: KittenSession) -> None:
        super().__init__(app, session)
        humans = session.humans()
        # one person against bots sees their own hand all the time; several share the screen
        self.viewer = humans[0] if len(humans) == 1 else PUBLIC
        self.show = TableShow.from_view(session.view(self.viewer))
        self.motion = Motion()
        self.shown_events = len(session.match.events)  # the events the table has shown
        self.caption: str | None = None
        self.caption_age = 0.0
        self.caption_at = 0.0  # the app's time when it came
        self.bot_wait = 0.0
        self.last_served: int | None = None  # the seat whose hand was handed and not hidden
        self.asked_first = False
        self.log: list[str] = []  # the lines said (narration writes the same)
        self.hand_scene: Scene | None = None  # the hand open over the table
        self.ending: Anim | None = None  # the round's end waiting to be closed
        self.ended = False
        # a game saved on a round's end (the next round dealt, no card played yet): that
        # round's end shows again, so that nobody misses who took the Super chat card
        self.untold = untold_round_end(session.match.events) if session.humans() else None
        session.listeners.append(self.on_events)
        self.relayout()

    def relayout(self) -> None:
        app = self.app
        looks = art_looks(app.palette, app.settings)
        if getattr(self, "_looks", None) != looks:  # a seat's text size changes no picture
            self._looks = looks
            self.art = toy_art(app.palette, app.settings)
        self.geo = geometry(app.layout, self.session.match.players, self.art.symbol_scale)
        self.view = TableView(app, self.geo, self.art)
        if hasattr(self, "animator"):
            self.animator.view = self.view
        else:
            self.animator = Animator(
                app, self.view, self.show, self.hand_rect, self.name_of, self.you
            )

    # --- words ------------------------------------------------------------------------------
    def name_of(self, seat: int) -> str:
        return self.session.seats[seat].name

    @property
    def you(self) -> int | None:
        """The seat the table's lines speak to ("You play the red 5"): the one person
        playing; None with several people at the table (names tell them apart)."""
        return addressee(self.session)

    # --- the rules' events ----------------------------------------------------------------
    def on_events(self, events) -> None:
        self.motion.queue.extend(observe_events(tuple(events), self.viewer))
        for event in events:
            if isinstance(event, CardPlayed) and event.seat != self.last_served:
                self.last_served = None  # somebody else played: a hand shows again after a hand-off

    def _started(self, anim: Anim) -> None:
        self.shown_events += 1
        if anim.sound:
            self.app.sound(anim.sound)
        if anim.line:
            self.caption, self.caption_age = anim.line, 0.0
            self.caption_at = self.app.time
            self.log.append(anim.line)
            del self.log[:-300]
            self.app.narrate(anim.line)
        if anim.gate:
            self._at_the_end(anim)

    def _at_the_end(self, anim: Anim) -> None:
        """A round ended (its screen waits for the players) or the game did."""
        event = anim.event
        if isinstance(event, GameEnded):
            self.ended = True
            self.app.open("kittens.game_end", self)
            return
        if not self.session.humans():  # bots alone: the round's end shows a moment
            anim.released = True
            anim.duration = animation_seconds(self.app.settings, ALONE_ROUND_END)
            return
        self.ending = anim
        self.app.open("kittens.round_end", self, event)

    def round_end_closed(self) -> None:
        """The players closed the round's end: the next round is dealt on the table."""
        if self.ending is not None:
            self.ending.released = True
            self.ending = None

    # --- the flow ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.motion.update(dt, self.animator.make, self._started)
        if self.caption is not None:
            self.caption_age += dt
            if self.caption_age > CAPTION_SECONDS + 1.0:
                self.caption = None
        if self.motion.busy() or self.ended or self.app.stack.top is not self:
            return
        session = self.session
        if self.untold is not None and not session.is_over:
            told, self.untold = self.untold, None
            (blanked,) = observe_events((told,), self.viewer)
            self.app.open("kittens.round_end", self, blanked)
            return
        if session.is_over:  # a game resumed at its very end: its end shows
            self.ended = True
            self.app.open("kittens.game_end", self)
            return
        if session.asks_first_player():
            if not self.asked_first:
                self.asked_first = True
                self.ask_first_player()
            return
        movers = session.human_movers()
        if movers:
            self.serve(movers[0])
            return
        if session.bot_movers():
            self.bot_wait -= dt
            speed = self.app.settings.animation_speed
            if self.bot_wait <= 0 or speed == "instant":
                if session.poll_bots():
                    self.bot_wait = BOT_PACE.get(speed, 0.55)

    def ask_first_player(self) -> None:
        """Set-up 4: "the last person who petted a cat" starts; the couch edition asks who it
        was (nobody remembers: the dealer draws)."""
        t = self.t
        choices = [  # the people at the table (the bots pet no cats)
            (self.name_of(seat), lambda seat=seat: self.session.choose_first(seat))
            for seat in self.session.humans()
        ]
        choices.append((t("kittens.first.nobody"), lambda: self.session.choose_first(None)))
        self.app.open("choice", t("kittens.first.question"), choices, t("kittens.first.title"))

    def serve(self, seat: int) -> None:
        """The seat's turn: its hand, after a hand-off when others share the screen."""
        hand = self.app.scene("kittens.hand", self, seat)
        if self.needs_handoff(seat):
            self.app.open("handoff", self, seat, hand)
        else:
            self.hand_to(seat)
            self.app.stack.push(hand)
        if len(self.session.humans()) > 1:
            self.app.sound("turn")
            if self.app.settings.rumble:
                self.app.input.rumble(seat, 0.35, 160)  # "your turn" on that seat's pad

    def needs_handoff(self, seat: int) -> bool:
        """Before a seat's hand shows on the shared screen: several people play, hand-offs
        are on, and the screen was not already that seat's (its own play just before)."""
        return (
            len(self.session.humans()) > 1
            and bool(self.app.settings.handoff)
            and self.last_served != seat
        )

    def hand_to(self, seat: int) -> None:
        """The screen is the seat's now (the hand-off was opened by its own pad)."""
        self.last_served = seat
        self.app.use_profile(self.session.seats[seat].profile)

    def sleeps(self) -> bool:
        """Waiting for a person: no event to show, no bot to pace (the caption fades with
        ``Host.motion``, which wakes the loop by itself)."""
        return not (self.motion.busy() or self.session.bot_movers())

    # --- input ------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        intent = getattr(event, "intent", None)
        if intent is None or not getattr(event, "pressed", False):
            return False
        if str(intent) in ("menu", "back"):
            self.open_pause()
            return True
        if str(intent) == "info":
            self.app.narrate(self.summary())
            return True
        return False

    def undo(self) -> bool:
        return False  # a played card is final (it was confirmed before it went)

    def portrait(self, seat: int, size: int) -> pygame.Surface:
        """The seat's kitten (the hand-off screen shows it)."""
        return self.art.kitten(seat, size)

    def summary(self) -> str:
        """The table in words (the info key reads it aloud)."""
        from game.kittens.ui.words import table_summary

        return table_summary(self.t, self.show, self.name_of)

    # --- the status keys (issue 46: game/kittens/ui/status.py) ---------------------------
    def where_am_i(self) -> str | None:
        from game.kittens.ui import status

        session = self.session
        state = session.view(self.viewer).state
        return status.where_am_i(
            self.t, state, session.movers(), session.humans(), self.you, self.name_of
        )

    def standings(self) -> str | None:
        from game.kittens.ui import status

        return status.standings(self.t, self.show, self.name_of)

    def read_table(self) -> str | None:
        from game.kittens.ui import status

        return status.read_table(self.t, self.show, self.name_of)

    def own_things(self) -> str | None:
        from game.kittens.ui import status

        seat = self.hand_shown()
        seat = seat if seat is not None else self.you
        return None if seat is None else status.own_things(self.t, self.show, seat)

    # --- help ---------------------------------------------------------------------------------
    def help_subject(self, pointer):
        from game.kittens.ui.help import subject_at

        return subject_at(self, pointer)

    # --- drawing ----------------------------------------------------------------------------
    def hand_shown(self) -> int | None:
        """Whose hand the tray shows now."""
        scene = self.hand_scene
        if scene is not None and scene in self.app.stack.scenes:
            return scene.seat
        return self.viewer if self.viewer != PUBLIC else None

    def hand_rect(self, seat: int, card: int):
        """Where ``card`` of ``seat``'s hand lies in the tray (None: that hand is hidden)."""
        if self.hand_shown() != seat:
            return None
        cards = (
            self.show.seats[seat].hand
            if self.viewer == seat
            else list(self.session.view(seat).state.seats[seat].hand)
        )
        if card not in cards:
            return None
        return self.geo.hand_rects(len(cards))[cards.index(card)]

    def status(self) -> Status:
        t, session = self.t, self.session
        if self.ended:
            return Status(words=t("kittens.status.over"))
        if self.motion.busy() or session.is_over:
            return Status()
        if session.asks_first_player():
            return Status(words=t("kittens.first.title"))
        movers = session.movers()
        if not movers:
            return Status()
        seat = movers[0]
        name = self.name_of(seat)
        if session.seats[seat].is_bot:
            return Status(seat, True, t("kittens.status.thinking", name=name))
        key = "kittens.status.leads" if not self.show.trick else "kittens.status.plays"
        return Status(seat, False, t(key, name=name))

    def caption_shown(self) -> tuple[str, int] | None:
        """The caption and how much of it shows: it fades away after a while (drawn again
        as it fades: ``Host.motion``; reduced motion: it goes at once)."""
        if self.caption is None:
            return None
        start = self.caption_at
        geo = self.geo

        def alpha(now: float) -> int:
            fade = now - start - CAPTION_SECONDS
            if fade <= 0:
                return 255
            if self.app.settings.reduced_motion:
                return 0
            return max(0, round(255 * (1 - fade)) // 16 * 16)

        shown = self.app.motion(alpha, lambda old, new: [geo.caption])
        return (self.caption, shown) if shown > 0 else None

    def message_line_given_away(self) -> bool:
        """An overlay (the suggested move) shows its words in the table's message line."""
        hand = self.hand_scene
        return hand is not None and any(
            getattr(overlay, "takes_header", lambda scene: False)(hand)
            for overlay in getattr(self.app, "overlays", ())
        )

    def draw(self, surface: pygame.Surface) -> None:
        hidden = self.motion.hidden()
        status, caption = self.status(), self.caption_shown()
        if self.message_line_given_away():
            caption = None
            if self.geo.compact:  # the status words' place too
                status = Status(status.mover, status.thinking, "")
        self.view.draw(surface, self.show, status, caption, hidden, self.name_of)
        owner = self.hand_shown()
        if self.hand_scene is None or self.hand_scene not in self.app.stack.scenes:
            if owner is not None:
                cards = self.show.seats[owner].hand
                leaving = tuple(hidden.hand_cards.get(owner, ()))
                self.view.draw_hand(
                    surface, cards, owner, self.name_of(owner), leaving=leaving, dim_cards=True
                )
            else:
                self.view.draw_hidden_hand(surface, self.t("kittens.table.hands_hidden"))
        self.motion.draw(surface)
        if self.app.stack.top is self:
            from game.shell.ui.prompts import draw_prompts

            draw_prompts(surface, self.app, self.prompts())

    def prompts(self) -> list[tuple[str, str]]:
        return [("menu", self.t("prompt.menu")), ("info", self.t("kittens.prompt.read_table"))]
