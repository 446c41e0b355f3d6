"""The game of Kitten Toys in progress: the table everybody watches, the bots thinking in the
background, and the router that puts the right hand in front of the right person.

Hands are private on the shared screen: with several people playing, a seat's hand shows only
on its own turn, after a hand-off that only its own pad (or the keyboard, for a seat without a
pad) opens; with one person against bots, that person's hand is always in view and there is
no hand-off. The table is drawn from what is shown (game/kittens/ui/show.py), which follows the
rules' events as they are animated; the table serves the next person once it has caught up.

A finished trick stays on the table for as long as the players' setting says (until a press,
2 s or 4 s; a press always goes on), and the round's last trick shows again on demand: the
View button (V, the pad's View), the "Last trick" button under the legend, or the prompt bar.
The next hand-off says who won it with what.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.kittens.rules import observe_events
from game.kittens.rules.events import CardPlayed, GameEnded, RoundEnded
from game.kittens.session.session import KittenSession, kitten_bot_factory
from game.kittens.ui.art import art_looks, toy_art
from game.kittens.ui.geometry import Geometry, geometry
from game.kittens.ui.motion import Anim, Animator, Motion
from game.kittens.ui.preview import Preview
from game.kittens.ui.show import LastTrick, TableShow, last_trick
from game.kittens.ui.table import Status, TableView
from game.shell.scenes.card_table import CardTable
from game.shell.scenes.stack import Host
from game.shell.session.seated import PUBLIC, SeatConfig
from game.shell.ui.narration import addressee
from game.shell.ui.prompts import Prompt
from game.shell.ui.tween import animation_seconds

if TYPE_CHECKING:
    from game.kittens.scenes.hand import KittenHandScene

BOT_PACE = {"slow": 1.1, "normal": 0.55, "fast": 0.25, "instant": 0.0}  # seconds per bot card
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


class KittenTable(CardTable):
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
        self.bot_wait = 0.0
        self.asked_first = False
        self.hand_scene: KittenHandScene | None = None  # the hand open over the table
        self.ending: Anim | None = None  # the round's end waiting to be closed
        self.ended = False
        # a game saved on a round's end (the next round dealt, no card played yet): that
        # round's end shows again, so that nobody misses who took the Super chat card
        self.untold = untold_round_end(session.match.events) if session.humans() else None
        # the round's last trick, for a game resumed mid-round (the show follows the events)
        self.show.last = last_trick(observe_events(tuple(session.match.events), self.viewer))
        self.looking_back = False  # the last trick shows in the trick's place
        session.listeners.append(self.on_events)
        self._looks = art_looks(app.palette, app.settings)
        self.art = toy_art(app.palette, app.settings)
        self.geo, self.view = self.laid_out()
        self.animator = Animator(
            app,
            self.view,
            self.show,
            self.hand_rect,
            self.name_of,
            self.you,
            people=lambda: bool(self.session.humans()),
        )

    def laid_out(self) -> tuple[Geometry, TableView]:
        """Where everything goes for the window, the text size and the symbols, and the view
        that draws it there."""
        geo = geometry(self.app.layout, self.session.match.players, self.art.symbol_scale)
        return geo, TableView(self.app, geo, self.art)

    def relayout(self) -> None:
        app = self.app
        looks = art_looks(app.palette, app.settings)
        if self._looks != looks:  # a seat's text size changes no picture
            self._looks = looks
            self.art = toy_art(app.palette, app.settings)
        self.geo, self.view = self.laid_out()
        self.animator.view = self.view

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
            if isinstance(event, CardPlayed):
                self.looking_back = False  # the table goes on: the trick in play shows
                if event.seat != self.last_served:
                    self.last_served = None  # somebody else played: a hand-off comes again

    def _started(self, anim: Anim) -> None:
        self.shown_events += 1
        if anim.sound:
            self.app.sound(anim.sound)
        if anim.line:
            self.say(anim.line, aloud=not self.screen_tells(anim))
        if anim.gate:
            self._at_the_end(anim)

    def screen_tells(self, anim: Anim) -> bool:
        """A screen opens for this event and says it itself (the round's end for the players,
        the game's end): its line is not said twice."""
        if isinstance(anim.event, GameEnded):
            return True
        return isinstance(anim.event, RoundEnded) and bool(self.session.humans())

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
        self.age_caption(dt)
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
            self.pace_bots(dt, BOT_PACE)

    def ask_first_player(self) -> None:
        """Set-up 4: "the last person who petted a cat" starts; the couch edition asks who it
        was (nobody remembers: the dealer draws)."""
        t = self.t
        choices: list[tuple[str, Callable[[], object]]] = [
            (self.name_of(seat), partial(self.session.choose_first, seat))
            for seat in self.session.humans()  # the people at the table (bots pet no cats)
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

    def sleeps(self) -> bool:
        """Waiting for a person: no event to show, no bot to pace, or a finished trick that
        stays until a press (the caption fades with ``Host.motion``, which wakes the loop by
        itself)."""
        if self.motion.awaits_a_press():
            return True
        return not (self.motion.busy() or self.session.bot_movers())

    # --- input ------------------------------------------------------------------------------
    def caption_region(self) -> pygame.Rect:
        return self.geo.caption

    def handle(self, event) -> bool:
        intent = getattr(event, "intent", None)
        if intent is None or not getattr(event, "pressed", False):
            return False
        name = str(intent)
        if name == "menu":
            self.open_pause()
            return True
        if name == "info":
            self.app.narrate(self.summary())
            return True
        if name == "view":
            self.toggle_last()
            return True
        pos = getattr(event, "pos", None)
        if name == "confirm" and pos is not None and self.click(pos):
            return True
        looking = self.motion.looking()
        if looking is not None and name not in ("help", "hint"):
            looking.stop_looking()  # a press goes on from the finished trick
            return True
        if name == "back":
            self.open_pause()
            return True
        return False

    def click(self, pos) -> bool:
        """A click on the table's own button ("Last trick")."""
        if self.show.last is not None and self.geo.last_button.collidepoint(pos):
            self.toggle_last()
            return True
        return False

    def toggle_last(self) -> None:
        """The round's last trick in the trick's place, or the trick in play again; said aloud
        as it shows."""
        last = self.show.last
        if last is None:
            self.looking_back = False
            self.app.sound("invalid")
            self.app.narrate(self.t("kittens.last.none"))
            return
        self.looking_back = not self.looking_back
        self.app.sound("ui_move")
        if self.looking_back:
            from game.kittens.ui.words import last_trick_words

            self.app.narrate(last_trick_words(self.t, last, self.name_of, self.you))

    def shown_last(self) -> LastTrick | None:
        """The last trick, when the players asked to see it again."""
        return self.show.last if self.looking_back else None

    def handoff_news(self, seat: int) -> str:
        """What the hand-off tells the seat coming to the screen: who won the last trick, with
        what (issue 43: the trick was swept while they looked away)."""
        last = self.show.last
        if last is None:
            return ""
        from game.kittens.ui.words import last_trick_line

        return last_trick_line(self.t, last, self.name_of)

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
        last = self.shown_last()
        if last is not None:
            return Status(words=t("kittens.status.last_trick", player=self.name_of(last.winner)))
        if session.seats[seat].is_bot:
            return Status(seat, True, t("kittens.status.thinking", name=name))
        key = "kittens.status.leads" if not self.show.trick else "kittens.status.plays"
        return Status(seat, False, t(key, name=name))

    def message_line_given_away(self, scene=None) -> bool:
        """An overlay (the suggested move) shows its words in the table's message line."""
        return super().message_line_given_away(self.hand_scene)

    def lifted(self) -> Preview | None:
        """What the card lifted in the open hand would do (None: none is lifted)."""
        scene = self.hand_scene
        if scene is None or scene not in self.app.stack.scenes:
            return None
        return scene.preview()

    def draw(self, surface: pygame.Surface) -> None:
        hidden = self.motion.hidden()
        status, caption = self.status(), self.caption_shown()
        lifted = self.lifted()
        if lifted is not None:  # the message line says what the lifted card would do
            from game.kittens.ui.preview import caption_words

            caption = (caption_words(self.t, lifted, self.name_of), 255)
        if self.message_line_given_away():
            caption = None
            if self.geo.compact:  # the status words' place too
                status = Status(status.mover, status.thinking, "")
        last = self.shown_last()
        self.view.draw(surface, self.show, status, caption, hidden, self.name_of, last, lifted)
        if self.show.last is not None:
            key = "kittens.table.this_trick" if last is not None else "kittens.table.last_trick"
            self.view.draw_last_button(surface, self.t(key), last is not None)
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

    def prompts(self) -> list[Prompt]:
        t = self.t
        prompts: list[Prompt] = []
        if self.motion.looking() is not None:
            prompts.append(("confirm", t("kittens.prompt.go_on")))
        prompts += [("menu", t("prompt.menu")), ("info", t("kittens.prompt.read_table"))]
        if self.show.last is not None:
            prompts.append(("view", self.last_prompt()))
        return prompts

    def last_prompt(self) -> str:
        """The View button's words: "Last trick", or "This trick" while the last one shows."""
        key = "kittens.prompt.this_trick" if self.looking_back else "kittens.prompt.last_trick"
        return self.t(key)
