"""The game of Kitten Fuse in progress: the table everybody watches, the bots thinking in the
background, the No! window after every play, and the router that puts the right private screen
in front of the right person.

Secrets on one shared screen (reference): with several people playing, a seat's hand, Peek's
cards, where it puts a calmed fuse kitten back and the card it gives for a Favour show only
behind a hand-off that only its own pad (or the keyboard, for a seat without a pad) opens; with
one person against bots, that person's hand is always in view and there is no hand-off.
Everybody sees the hand sizes, the deck's size, the discard pile, who is out and who owes two
turns. The table is drawn from what is shown (game/fuse/ui/show.py), which follows the rules'
events as they are animated; it serves the next person once it has caught up.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from game.fuse.rules import IllegalActionError, Phase, observe_events
from game.fuse.rules import events as ev
from game.fuse.scenes.private import PrivateScene
from game.fuse.session.session import FuseSession, fuse_bot_factory
from game.fuse.ui.art import art_looks, fuse_art
from game.fuse.ui.geometry import geometry
from game.fuse.ui.motion import Animator, Motion
from game.fuse.ui.table import Status, TableView
from game.fuse.ui.words import refusal_words
from game.shell.scenes.card_table import CardTable
from game.shell.scenes.stack import Host, Scene
from game.shell.session.seated import PUBLIC, SeatConfig
from game.shell.ui.event_motion import Anim
from game.shell.ui.narration import addressee

BOT_PACE = {"slow": 1.1, "normal": 0.6, "fast": 0.3, "instant": 0.0}  # seconds per bot action
QUIET = 0.35  # seconds a private screen ignores presses after the No! window closes
# The screen that serves each decision of a person, and whether it shows a secret (then it
# opens behind that seat's hand-off when several people share the screen).
SERVES: dict[Phase, tuple[str, bool]] = {
    Phase.PLAY: ("fuse.hand", True),
    Phase.FAVOUR: ("fuse.give", True),
    Phase.CALM: ("fuse.calm", True),
    Phase.PICK: ("fuse.pick", False),
}


def start_new_game(
    app,
    seats: list[SeatConfig],
    seed: int | None = None,
    combos: bool = True,
    slot: int | None = None,
) -> None:
    """A new game of Kitten Fuse saved in ``slot`` (or a free one); a game that cannot be
    saved says so before the first card."""
    from game.shell.scenes.saving import watch_saves

    if seed is None:
        seed = random.SystemRandom().randrange(1, 1 << 31)
    claimed = app.saves.claim_new(slot)  # a slot no other window of the game plays in
    save_path = claimed[0] if claimed else None
    session = FuseSession(seats, seed, combos, save_path=save_path, bot_factory=fuse_bot_factory())
    session.lock = claimed[1] if claimed else None
    session.autosave()
    watch_saves(app, session)
    app.stack.reset(FuseTable(app, session))


def resume(app: Host, path) -> FuseTable:
    """The game saved in ``path``, as it was left (``ValueError`` when the save cannot be
    replayed): opened by name ("fuse.resume") from Continue and Load."""
    from game.shell.scenes.saving import watch_saves

    session = FuseSession.from_save(path, bot_factory=fuse_bot_factory())
    watch_saves(app, session)
    return FuseTable(app, session)


class FuseTable(CardTable):
    name = "fuse.table"
    screen = "fuse_table"
    how_to_play_scene = "fuse.how_to_play"
    timeline_scene = "fuse.timeline"
    session: FuseSession
    animator: Animator

    def __init__(self, app: Host, session: FuseSession) -> None:
        super().__init__(app, session)
        humans = session.humans()
        # one person against bots sees their own hand all the time; several share the screen
        self.viewer = humans[0] if len(humans) == 1 else PUBLIC
        from game.fuse.ui.show import TableShow

        self.show = TableShow.from_view(session.view(self.viewer))
        self.motion = Motion()
        self.shown_events = len(session.match.events)  # the events the table has shown
        self.bot_wait = 0.0
        self.asked_first = False
        self.hand_scene: PrivateScene | None = None  # a seat's private screen over the table
        self.window_scene: Scene | None = None  # the No! window open over the table
        self.closing: Anim | None = None  # the window's end, waiting for the window to close
        self.peek_due: tuple[int, int] | None = None  # (seat, cards) a person must look at
        self.quiet_until = 0.0  # the app's time until which private screens ignore presses
        self.refusal: str | None = None
        self.turn_said: tuple[int, int] | None = None  # (seat, turn) its hand last said
        self.ended = False
        session.listeners.append(self.on_events)
        self.relayout()

    def relayout(self) -> None:
        app = self.app
        looks = art_looks(app.palette, app.settings)
        if getattr(self, "_looks", None) != looks:  # a seat's text size changes no picture
            self._looks = looks
            self.art = fuse_art(app.palette, app.settings, app.t)
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
        """The seat the table's lines speak to ("You play Pounce"): the one person playing;
        None with several people at the table (names tell them apart)."""
        return addressee(self.session)

    # --- the rules' events ----------------------------------------------------------------
    def on_events(self, events) -> None:
        self.motion.queue.extend(observe_events(tuple(events), self.viewer))

    def _started(self, anim: Anim) -> None:
        self.shown_events += 1
        event = anim.event
        if anim.sound:
            self.app.sound(anim.sound)
        waits = isinstance(event, ev.WindowClosed) and self.window_pending()
        if anim.line and not waits:
            self.say(anim.line)
        if isinstance(event, ev.WindowOpened):
            self.open_window()
        elif isinstance(event, ev.WindowClosed):
            if waits:
                # released, and said, when the window on screen closes: said before, "Nobody
                # says No!" would tell the people still to answer that none of them holds one
                self.closing = anim
            else:
                anim.released = True
        elif isinstance(event, ev.Peeked) and not self.session.seats[event.seat].is_bot:
            self.peek_due = (event.seat, len(event.cards))
        elif isinstance(event, ev.FuseDrawn):
            self.rumble(event.seat, 0.8, 600)
        elif isinstance(event, ev.TurnStarted):
            if self.last_served != event.seat:
                self.last_served = None
        elif isinstance(event, ev.GameEnded):
            self.ended = True
            self.app.open("fuse.game_end", self)

    def rumble(self, seat: int, strength: float, ms: int) -> None:
        if self.app.settings.rumble and not self.session.seats[seat].is_bot:
            self.app.input.rumble(seat, strength, ms)

    # --- the No! window -----------------------------------------------------------------------
    def open_window(self) -> None:
        """The No! window opens on the play: people still in answer on screen (bots alone
        answer as they think, without a window to show). Once: the event and the table's
        check in the same frame open one window, not two (the second said its line again)."""
        if not self.people_in():
            return
        if self.window_pending():
            return
        if self.several():
            self.last_served = None  # everyone looked at the table: hands hide again
        if self in self.app.stack.scenes:
            self.app.stack.pop_to(self)  # a hand-off left waiting: the window comes first
        self.window_scene = self.app.scene("fuse.window", self)
        self.app.stack.push(self.window_scene)

    def people_in(self) -> list[int]:
        """The people still in the game (the No! window is theirs)."""
        state = self.session.state
        return [s for s in self.session.humans() if not state.seats[s].out]

    def window_pending(self) -> bool:
        """A No! window is open over the table, or pushed and about to be."""
        scene = self.window_scene
        return self.window_open() or (scene is not None and not getattr(scene, "closed", True))

    def window_open(self) -> bool:
        return self.window_scene is not None and self.window_scene in self.app.stack.scenes

    def window_closed(self) -> None:
        """The window on screen closed: the table shows how it ended, and goes on."""
        self.window_scene = None
        self.quiet_until = self.app.time + QUIET
        if self.closing is not None:
            self.closing.released = True
            if self.closing.line:
                self.say(self.closing.line)
            self.closing = None

    # --- the flow ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.motion.update(dt, self.animator.make, self._started)
        self.age_caption(dt)
        if self.motion.busy() or self.ended or self.app.stack.top is not self:
            return
        if self.window_pending():  # pushed this frame: the bots answer in the window
            return
        if not self.may_act():  # a late answer to the window must not open what comes next
            return
        session = self.session
        if session.is_over:  # a game resumed at its very end: its end shows
            self.ended = True
            self.app.open("fuse.game_end", self)
            return
        if session.asks_first_player():
            if not self.asked_first:
                self.asked_first = True
                self.ask_first_player()
            return
        if self.peek_due is not None:
            seat, count = self.peek_due
            self.peek_due = None
            self.serve_scene(seat, self.app.scene("fuse.peek", self, seat, count), True)
            return
        state = session.state
        if state.phase == Phase.WINDOW and self.people_in():  # a save left in the window
            self.open_window()
            return
        movers = session.human_movers()
        if movers and state.phase in SERVES:
            self.serve(movers[0])
            return
        if session.bot_movers():
            self.bot_wait -= dt
            speed = self.app.settings.animation_speed
            if self.bot_wait <= 0 or speed == "instant":
                if session.poll_bots():
                    self.bot_wait = BOT_PACE.get(speed, 0.6)

    def ask_first_player(self) -> None:
        """Set-up 4 [choice]: whoever has the most impressive beard goes first; the couch
        edition asks (any seat may be picked; nobody will say: the dealer draws)."""
        t = self.t

        def first(seat: int | None) -> Callable[[], object]:
            return lambda: self.session.choose_first(seat)

        choices = [(self.name_of(s), first(s)) for s in range(len(self.session.seats))]
        choices.append((t("fuse.first.nobody"), first(None)))
        self.app.open("choice", t("fuse.first.question"), choices, t("fuse.first.title"))

    def serve(self, seat: int) -> None:
        """The seat's decision: its screen, after a hand-off when it shows a secret and
        others share the screen."""
        name, private = SERVES[self.session.state.phase]
        self.serve_scene(seat, self.app.scene(name, self, seat), private)

    def serve_scene(self, seat: int, scene: Scene, private: bool) -> None:
        if private and self.needs_handoff(seat):
            self.app.open("handoff", self, seat, scene)
        else:
            if private:
                self.hand_to(seat)
            self.app.stack.push(scene)
        if self.several() and self.last_served != seat:
            self.app.sound(SOUND_TURN)
        self.rumble(seat, 0.35, 160)

    def submit(self, action) -> tuple | None:
        """A person's action (its refusal said and kept for the screen to show)."""
        try:
            events = self.session.submit(action)
        except IllegalActionError as error:
            self.app.sound("invalid")
            self.refusal = refusal_words(self.app.t, error)
            self.app.narrate(self.refusal)
            return None
        self.refusal = None
        return events

    def may_act(self) -> bool:
        """A private screen takes presses (not in the moment after the window closed, when a
        late slam or a late "let it stand" must not act on it)."""
        return self.app.time >= self.quiet_until

    def sleeps(self) -> bool:
        return not (self.motion.busy() or self.session.bot_movers())

    # --- input ------------------------------------------------------------------------------
    def caption_region(self) -> pygame.Rect:
        return self.geo.caption

    def portrait(self, seat: int, size: int) -> pygame.Surface:
        """The seat's kitten (the hand-off screen shows it)."""
        return self.art.kitten(seat, size)

    def summary(self) -> str:
        from game.fuse.ui.words import table_summary

        return table_summary(self.t, self.show, self.name_of)

    # --- the status keys (issue 46: game/fuse/ui/status.py) -------------------------------
    def served(self) -> int:
        """The seat the status keys answer for: the one person playing, or the seat whose
        private screen is open (PUBLIC: nobody's, every hand hidden)."""
        seat = self.hand_shown()
        return seat if seat is not None else PUBLIC

    def where_am_i(self) -> str | None:
        from game.fuse.ui import status

        state = self.session.view(self.served()).state
        return status.where_am_i(self.t, state, self.name_of, self.you)

    def standings(self) -> str | None:
        from game.fuse.ui import status

        return status.standings(self.t, self.session.public_view().state, self.name_of, self.you)

    def read_table(self) -> str | None:
        from game.fuse.ui import status

        state = self.session.view(self.served()).state
        return status.read_table(self.t, state, self.name_of, self.you)

    def own_things(self) -> str | None:
        from game.fuse.ui import status

        seat = self.served()
        if seat == PUBLIC:
            return self.t("fuse.status.hidden")
        return status.own_things(self.t, self.session.view(seat).state, seat)

    # --- help ---------------------------------------------------------------------------------
    def help_subject(self, pointer):
        from game.fuse.ui.help import subject_at

        return subject_at(self, pointer)

    def subject_at(self, pointer):
        from game.fuse.ui.help import subject_at

        return subject_at(self, pointer)

    # --- drawing ----------------------------------------------------------------------------
    def private_scene(self) -> PrivateScene | None:
        """The seat's private screen open over the table, if one is."""
        scene = self.hand_scene
        return scene if scene is not None and scene in self.app.stack.scenes else None

    def hand_shown(self) -> int | None:
        """Whose hand the tray shows now."""
        scene = self.hand_scene
        if scene is not None and scene in self.app.stack.scenes:
            return getattr(scene, "seat", None)
        return self.viewer if self.viewer != PUBLIC else None

    def hand_cards(self, seat: int) -> list[int]:
        if self.viewer == seat:
            return list(self.show.seats[seat].hand)
        return list(self.session.view(seat).state.seats[seat].hand)

    def hand_rect(self, seat: int, card: int) -> pygame.Rect | None:
        """Where ``card`` of ``seat``'s hand lies in the tray (None: that hand is hidden)."""
        if self.hand_shown() != seat:
            return None
        cards = self.hand_cards(seat)
        if card not in cards:
            return None
        return self.geo.hand_rects(len(cards))[cards.index(card)]

    def status(self) -> Status:
        t, session = self.t, self.session
        if self.ended or session.is_over:
            return Status(words=t("fuse.status.over"))
        if session.asks_first_player():
            return Status(words=t("fuse.first.title"))
        state = session.state
        if state.phase == Phase.WINDOW or self.window_open():
            return Status(words=t("fuse.status.window"))
        if self.motion.busy():
            turn = self.show.turn
            if turn >= 0:
                return Status(turn, False, t("fuse.status.turn", name=self.name_of(turn)))
            return Status()
        movers = session.movers()
        if not movers:
            return Status()
        seat = movers[0]
        name = self.name_of(seat)
        key = {
            Phase.FAVOUR: "fuse.status.giving",
            Phase.CALM: "fuse.status.calming",
            Phase.PICK: "fuse.status.picking",
        }.get(state.phase, "fuse.status.turn")
        if session.seats[seat].is_bot and state.phase == Phase.PLAY:
            key = "fuse.status.thinking"
        return Status(seat, session.seats[seat].is_bot, t(key, name=name))

    def draw(self, surface: pygame.Surface) -> None:
        hidden = self.motion.hidden()
        status, caption = self.status(), self.caption_shown()
        if self.message_line_given_away(self.private_scene()):
            caption = None
            if self.geo.compact:
                status = Status(status.mover, status.thinking, "")
        scene = self.private_scene()
        covered = scene is not None and scene.covers_middle()
        if scene is not None and scene.has_tip():
            caption = None  # the focused card's text takes the message line
        self.view.draw(surface, self.show, status, caption, hidden, self.name_of, not covered)
        if self.window_open():
            pass  # the No! window lies over the hand's tray
        elif scene is None:
            owner = self.hand_shown()
            if owner is not None and not self.show.seats[owner].out:
                self.view.draw_hand(
                    surface,
                    self.show.seats[owner].hand,
                    owner,
                    self.name_of(owner),
                    leaving=tuple(hidden.hand_cards.get(owner, ())),
                    dim_cards=True,
                )
            elif owner is not None:
                self.view.draw_hidden_hand(surface, self.t("fuse.table.you_are_out"))
            else:
                self.view.draw_hidden_hand(surface, self.t("fuse.table.hands_hidden"))
        self.motion.draw(surface)
        if self.app.stack.top is self:
            from game.shell.ui.prompts import draw_prompts

            draw_prompts(surface, self.app, [*self.prompts()])

    def prompts(self) -> list[tuple[str, str]]:
        return [("menu", self.t("prompt.menu")), ("info", self.t("fuse.prompt.read_table"))]


SOUND_TURN = "turn"
