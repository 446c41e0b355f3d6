"""The game in progress: the table, the bots, the animations, and the router that puts the
right decision screen in front of the right person (with a hand-off screen when needed)."""

from __future__ import annotations

import random
from functools import cached_property

import pygame

from game.isle.bots.factory import bot_factory
from game.isle.data.window import isle_content
from game.isle.rules import IllegalActionError
from game.isle.rules.actions import Action, Decline, Pass
from game.isle.rules.events import DayStarted, Event, PhaseStarted
from game.isle.rules.state import AnytimeRound
from game.isle.rules.vocabulary import CardType, Phase
from game.isle.session.decisions import decision_for
from game.isle.session.game_session import GameSession, SeatConfig
from game.isle.session.router import is_private
from game.isle.ui.art import isle_art
from game.isle.ui.captions import Recap, spoken_lines
from game.isle.ui.effects import Effects
from game.isle.ui.reasons import translate
from game.isle.ui.sounds import sounds_for
from game.isle.ui.table import TableView
from game.shell.scenes.playing import PlayingScene
from game.shell.scenes.stack import Host, Scene
from game.shell.ui.still import StillLayer

BOT_PACE = {"slow": 1.2, "normal": 0.6, "fast": 0.25, "instant": 0.0}  # seconds per bot move


def start_new_game(
    app,
    seats: list[SeatConfig],
    mode: str = "standard",
    seed: int | None = None,
    difficulty: str | None = None,
    boats: dict[int, str] | None = None,
    slot: int | None = None,
    daily: dict | None = None,
) -> None:
    """A new game saved in ``slot`` (the one the player chose to replace) or a free slot; a
    game that cannot be saved says so before the first move. ``daily``: the daily game's date
    and whether it is played for the record (game/isle/scenes/daily.py)."""
    from game.shell.scenes.saving import watch_saves

    if seed is None:
        seed = random.SystemRandom().randrange(1, 1 << 31)
    claimed = app.saves.claim_new(slot)  # a slot no other window of the game plays in
    session = GameSession(
        isle_content(app),
        seats,
        mode,
        seed,
        save_path=claimed[0] if claimed else None,
        bot_factory=bot_factory(),
        difficulty=difficulty,
        boats=boats,
        daily=daily,
    )
    session.lock = claimed[1] if claimed else None
    session.autosave()
    watch_saves(app, session)
    app.stack.reset(GameScene(app, session))


def resume_game(app: Host, path) -> GameScene:
    """The game saved in ``path``, as it was left (``OSError`` or ``ValueError`` when the
    save cannot be replayed): opened by name ("resume") from Continue and Load."""
    from game.shell.scenes.saving import watch_saves

    session = GameSession.from_save(isle_content(app), path, bot_factory=bot_factory())
    watch_saves(app, session)
    scene = GameScene(app, session)
    scene.recap = Recap(content=isle_content(app))  # the moves so far, for the timeline and strip
    scene.recap.replay(session.past_events(), session.humans())
    return scene


def resume_saved_game(app: Host) -> None:
    """Continue the most recently saved game (game.shell.scenes.saves)."""
    app.open("continue")


class GameScene(PlayingScene):
    name = "game"

    def __init__(self, app: Host, session: GameSession) -> None:
        super().__init__(app, session)
        self.table = TableView(app)
        self.effects = Effects(app, self.table)
        self.served = session.humans()[0] if session.humans() else 0
        self.effects.served = self.served
        self._deal_opening_hand()
        self.last_served: int | None = None
        self.bot_wait = 0.0
        self.banner = ""
        self.log: list[str] = []  # the event log (narration writes the same lines)
        table = session.public_view().state
        self.recap = Recap(table.day, table.phase, content=isle_content(app))  # every move so far
        self._spoken_moves: set[int] = set()
        self.awaiting_confirm = False  # a human's turn waits for "confirm" or "undo"
        self.announced: tuple[int, str] | None = None  # the day and phase said last (issue 46)
        # Anytime offers: each card is offered at most once per window; a seat that asked
        # (the play-a-card shortcut on the table) is offered at the next round it is in.
        self.window_key: tuple | None = None
        self.offered: set[tuple[int, int]] = set()  # (seat, card) offered in this window
        self.asked_to_play: set[int] = set()
        self._track_window()
        self._nothing_to_decide: tuple | None = None  # the state _auto_decide left alone
        # each night's public points (the end-of-day screen shows how they moved); day 0:
        # the boats as the game began, when this scene saw it begin
        self.day_points: dict[int, tuple[int, ...]] = {}
        if table.day == 1 and not any(seat.tiles for seat in table.seats):
            from game.isle.rules.standings import public_scores

            self.day_points[0] = tuple(s.total for s in public_scores(table))
        session.listeners.append(self.on_events)

    # --- lifecycle ------------------------------------------------------------------------
    def exit(self) -> None:
        super().exit()
        self.app.let_go_of_the_table()

    def relayout(self) -> None:
        self.table = TableView(self.app)
        self.effects.retable(self.table)

    def _deal_opening_hand(self) -> None:
        """A game that opens on the draft was dealt before this scene listened: deal the
        hands to the screen now (the same animation as the ``CardsDealt`` events)."""
        state = self.session.public_view().state
        if state.phase != Phase.DRAFT or state.top is not None:
            return
        for seat in self.session.humans():
            me = self.session.view(seat).state.seats[seat]
            if me.offer and not me.kept and not me.picked:
                self.effects.deal(seat, me.offer)

    # --- acting ---------------------------------------------------------------------------
    def submit(self, action: Action, by_hand: bool = True) -> tuple[Event, ...] | None:
        """Send a human's action; on a refusal, say why (the UI never bends a rule).
        ``by_hand`` False: the game acted for the seat (a setting), which saw nothing."""
        try:
            events = self.session.submit(action)
            if by_hand and not isinstance(action, Decline):  # declining is no turn
                self.recap.mark(action.seat)  # what the others do next is news for this seat
            return events
        except IllegalActionError as error:
            self.app.sound("invalid")
            self.effects.toast(translate(error, self.app.t), bad=True)
            return None

    def on_events(self, events: tuple[Event, ...]) -> None:
        self._track_window()
        self.app.audio.play_all(sounds_for(events))
        before = self.session.view_before(self.served).state
        after = self.session.view(self.served).state
        self.effects.show(events, self.served, before=before, after=after)
        moves = self.recap.add(events)
        for move in moves:
            self.effects.follow(move, self.served)
        logged, spoken = spoken_lines(self.app, events, moves, self.served, self._spoken_moves)
        self.log += logged
        for line in spoken:
            self.app.narrate(line)
        if any(isinstance(e, (DayStarted, PhaseStarted)) for e in events):
            table = self.session.public_view().state  # the day and phase were said as they began
            self.announced = (table.day, str(table.phase))
        del self.log[:-200]
        self._end_the_day(events)

    def _end_the_day(self, events: tuple[Event, ...]) -> None:
        """A day ended (and another follows): its summary comes before the next day."""
        table = self.session.public_view().state
        if table.sister is not None:  # solo: the player's own view scores the sister
            table = self.session.view(self.session.humans()[0] if self.session.humans() else 0)
            table = table.state
        self.app.open("end_of_day", self, table, events)

    def animating(self) -> bool:
        """Whether the table moves from frame to frame (bots thinking, animations)."""
        return self.effects.animating() or bool(self.session.bot_movers())

    # --- routing --------------------------------------------------------------------------
    def decision_seat(self) -> int | None:
        movers = self.session.human_movers()
        if not movers:
            return None
        if self.served in movers:
            return self.served
        return movers[0]

    def update(self, dt: float) -> None:
        self.effects.update(dt, hold_hands=any(s.name == "handoff" for s in self.app.stack.scenes))
        if self.session.is_over:
            self._route_end()
            return
        if self.awaiting_confirm:
            return
        top = self.app.stack.top
        if top is self and self._auto_decide():
            return
        if top is self:
            seat = self.decision_seat()
            if seat is not None:
                if self.session.screen() == "anytime" and self._showing_a_move():
                    return  # an offer waits until the move before it has been seen
                self._serve(seat)
                return
        if self.effects.busy() and self.app.settings.animation_speed != "instant":
            return
        if self.session.bot_movers():
            if self._hidden_step():
                for _ in range(8):  # secret simultaneous choices: nothing to watch, no pause
                    if not self.session.poll_bots():
                        break
                return
            self.bot_wait -= dt
            if self.bot_wait <= 0 or self.app.settings.animation_speed == "instant":
                if self.session.poll_bots():
                    self.bot_wait = BOT_PACE.get(self.app.settings.animation_speed, 0.6)

    def _showing_a_move(self) -> bool:
        return self.effects.busy() and self.app.settings.animation_speed != "instant"

    def sleeps(self) -> bool:
        """Waiting for a person: no bot to pace or poll, no animation, not over."""
        session = self.session
        fading = self.effects.moves.caption_tween is not None  # a caption's time runs out
        return not (session.bot_movers() or session.is_over or self.effects.busy() or fading)

    def _hidden_step(self) -> bool:
        """Steps whose choices are secret (draft, buy, declaring): bots need no pacing."""
        return decision_for(self.session.public_view().state).secret

    def _auto_decide(self) -> bool:
        """Decisions a human asked the game to take for them (settings): decline anytime
        rounds that do not matter, pass when nothing at all is possible."""
        from game.isle.rules import legal_actions

        movers = self.session.human_movers()
        if not movers:
            return False
        seat = movers[0]
        state = self.session.view(seat).state
        settings = self.app.settings
        # listing the legal actions is slow (every placement): once per state, not per step
        asked = (state, settings.auto_pass, settings.anytime_prompts)
        if asked == self._nothing_to_decide:
            return False
        top = state.top
        actions = legal_actions(state, seat)
        if isinstance(top, AnytimeRound) and not self._round_matters(top, seat):
            self.submit(Decline(seat))
            return True
        if self.app.settings.auto_pass and decision_for(state).turn and actions == [Pass(seat)]:
            from game.shell.ui.narration import personal

            key = personal(self.app, seat, "game.auto_passed")
            said = self.t(key, name=self.app.seat_name(seat))
            self.app.narrate(said)  # why the pass comes, before it is told (issue 46)
            self.submit(Pass(seat), by_hand=False)
            self.effects.toast(said, seat=seat)
            return True
        self._nothing_to_decide = asked
        return False

    def _track_window(self) -> None:
        """A new anytime window forgets the cards offered in the last one. Two rounds of the
        same name, day and step are always apart by a decision that holds no round."""
        state = self.session.public_view().state
        depth = next((i for i, f in enumerate(state.stack) if isinstance(f, AnytimeRound)), None)
        key = (
            (state.day, str(state.phase), state.step, state.stack[depth].window, depth)
            if depth is not None
            else None
        )
        if key != self.window_key:
            self.window_key = key
            self.offered.clear()

    def _round_matters(self, frame: AnytimeRound, seat: int) -> bool:
        """Settings "always" / "when it matters" / "never". When it matters (the rules say
        when: game/isle/rules/offers.py), each card is offered once per window; a seat that asked
        to play a card is offered the next round it is in."""
        mode = self.app.settings.anytime_prompts
        if seat in self.asked_to_play:
            return True
        if mode != "matters":
            return mode == "always"
        from game.isle.rules.offers import cards_that_matter

        state = self.session.view(seat).state
        return any((seat, c) not in self.offered for c in cards_that_matter(state, seat))

    def note_offered(self, seat: int, cards) -> None:
        """The offer screen showed these cards (not offered again in this window)."""
        self.asked_to_play.discard(seat)
        self.offered.update((seat, c) for c in cards)

    def ask_to_play(self, seat: int) -> None:
        """The play-a-card shortcut away from the seat's own turn: play now when the rules
        allow it, else at the next anytime round the seat is in."""
        from game.isle.rules.anytime import play_context, playable_anytime

        state = self.session.view(seat).state
        cards = state.content.cards
        held = [c for c in state.seats[seat].hand if cards[c].type == CardType.ANYTIME]
        name = self.app.seat_name(seat)
        if not held:
            self.effects.toast(self.t("game.no_anytime_card", name=name), bad=True)
        elif playable_anytime(state, seat, play_context(state, seat)):
            self.asked_to_play.add(seat)  # the round waiting for the seat is offered now
        else:
            self.asked_to_play.add(seat)
            self.effects.toast(self.t("game.play_next_chance", name=name))

    def _serve(self, seat: int) -> None:
        screen = self.session.screen()
        if screen is None:
            return
        decision = self.app.scene(screen, self, seat)
        # a person decides now: the last bot's caption goes (it would lie over the cats and
        # cards to choose from; the "since your turn" strip and the timeline keep the move)
        self.effects.moves.end_caption()
        self.effects.forget_toasts_of(seat)  # "Mia had nothing to do…" is past: Mia decides
        private = is_private(screen)
        if private and self.needs_handoff(seat):
            self.app.open("handoff", self, seat, decision)
        else:
            self.served = seat
            self.effects.served = seat
            if private:
                self.last_served = seat
            elif self.last_served != seat:
                self.last_served = None  # a public screen: nobody was handed the private view
            self.app.stack.push(decision)
            self.app.use_profile(self.session.seats[seat].profile)
        self.session.begin_turn(seat)
        if len(self.session.humans()) > 1:
            self.app.sound("turn")
            if self.app.settings.rumble:
                self.app.input.rumble(seat, 0.35, 160)  # "your turn" on that seat's pad

    def _route_end(self) -> None:
        if self.app.stack.top is self and not self.effects.busy():
            self.app.open("scoring", self)

    # --- input ------------------------------------------------------------------------------
    def handle(self, event) -> bool:
        intent = getattr(event, "intent", None)
        if (
            intent is not None
            and getattr(event, "pressed", True)
            and str(intent) in ("menu", "back")
        ):
            self.open_pause()
            return True
        if intent is not None and getattr(event, "pressed", True) and str(intent) == "play_card":
            seats = [s for s in getattr(event, "seats", ()) or () if s in self.session.humans()]
            seat = seats[0] if seats else self.served
            if seat in self.session.humans():
                self.ask_to_play(seat)
            return True
        return False

    # --- the status keys (issue 46: game/isle/ui/status.py) -------------------------------------
    def where_am_i(self) -> str | None:
        from game.isle.ui import status

        return status.where_am_i(self.app, self.session, self.served)

    def standings(self) -> str | None:
        from game.isle.ui import status

        return status.standings(self.app, self.session, self.served)

    def read_table(self) -> str | None:
        from game.isle.ui import status

        return status.read_table(self.app, self.session, self.served)

    def own_things(self) -> str | None:
        from game.isle.ui import status

        return status.own_things(self.app, self.session, self.served)

    # --- help -------------------------------------------------------------------------------
    def help_subject(self, pointer: tuple[int, int] | None):
        from game.isle.ui.help import IsleKind
        from game.shell.ui.help import Subject

        found = self.subject_at(pointer) if pointer else None
        return found or Subject(IsleKind.SCREEN, "game")

    def subject_at(self, pos: tuple[int, int]):
        """What part of the table is under ``pos``: a cat, a boat cell, the fish, the order..."""
        from game.isle.ui.help import IsleKind
        from game.shell.ui.help import Subject

        table = self.table
        r = table.regions()
        view = self.session.view(self.served)
        state = view.state
        if r.boat.collidepoint(pos):
            cell = table.cell_at(pos)
            return Subject(IsleKind.CELL, (self.served, *cell)) if cell else None
        if r.island.collidepoint(pos):
            for tile, _side, box in table.field_tiles(state):
                if box.collidepoint(pos):
                    return Subject(IsleKind.CAT, tile)
            return Subject(IsleKind.FIELDS)
        if r.top.collidepoint(pos):
            third = (pos[0] - r.top.x) * 3 // max(1, r.top.width)
            return Subject((IsleKind.DAY, IsleKind.ORDER, IsleKind.SUPPLY)[min(2, third)])
        if r.panel.collidepoint(pos):
            nearest = min(
                ("fish", "baskets", "speed"),
                key=lambda k: abs(table.anchor(k)[1] - pos[1]),
            )
            if abs(table.anchor(nearest)[1] - pos[1]) > self.app.layout.px(40):
                return Subject(IsleKind.HAND)
            kind = {"fish": IsleKind.FISH, "baskets": IsleKind.BASKETS, "speed": IsleKind.ORDER}[
                nearest
            ]
            return Subject(kind)
        if r.lessons.collidepoint(pos):
            return Subject(IsleKind.LESSONS)
        if r.side.collidepoint(pos):
            if state.sister is not None:
                return Subject(IsleKind.SISTER)
            for seat, box in table.other_boxes(state.players, self.served).items():
                if box.collidepoint(pos):
                    return Subject(IsleKind.BOAT, seat)
        return None

    def hand_to(self, seat: int) -> None:
        """The hand-off was revealed by the seat: the screen serves it now."""
        self.served = seat
        self.effects.served = seat
        self.last_served = seat
        self.app.use_profile(self.session.seats[seat].profile)

    def portrait(self, seat: int, size: int) -> pygame.Surface:
        """The seat's boat and cat (the hand-off shows it)."""
        from game.isle.ui.portraits import seat_portrait

        placed = self.session.public_view().state.seats[seat]  # its boat and tiles: public
        return seat_portrait(self.app, seat, placed.boat, size, placed.tiles, self.table.boats)

    def needs_handoff(self, seat: int) -> bool:
        """Before private information (cards in hand) is shown to ``seat`` on the shared
        screen: several humans play, hand-offs are on, and the seat was not handed the screen."""
        return (
            len(self.session.humans()) > 1
            and bool(self.app.settings.handoff)
            and self.last_served != seat
        )

    def show_private(self, seat: int, scene: Scene) -> None:
        """Push a screen with the seat's private cards, after a hand-off when one is needed."""
        if self.needs_handoff(seat):
            self.app.open("handoff", self, seat, scene)
        else:
            self.app.stack.push(scene)

    def undo(self) -> bool:
        """Back to the start of the turn (pause menu, or the turn's confirm step)."""
        if not self.session.undo():
            return False
        self.app.stack.pop_to(self)
        self.awaiting_confirm = False
        self.effects.clear()
        return True

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        view = self.session.view(self.served)
        hidden = self.effects.hidden_masks()
        table = self.table
        scenes = self.app.stack.scenes
        at = scenes.index(self) if self in scenes else len(scenes)
        above = scenes[at + 1] if at + 1 < len(scenes) else None

        def paint(target: pygame.Surface) -> None:
            table.draw_still(target, view, hidden=hidden)
            if above is not None:
                above.draw_still_over(target)  # the boat's grid while a tile is placed

        if above is not None and above is self.app.stack.top and above.still_below:
            if table.order_motion is None:
                key = (self._still_key(view, hidden), above, above.still_over())
                self.still.draw(surface, key, paint)
            else:
                paint(surface)
        else:
            self.still.drop()
            paint(surface)
        if above is not None:
            above.still_drawn_at = self.app.frames_drawn  # it need not draw its part again
        table.draw_live(surface, view, hidden=hidden)
        self.effects.draw(surface, self.waiting_line() if self.app.stack.top is self else "")

    @cached_property
    def still(self) -> StillLayer:
        return StillLayer(self.app)

    def _still_key(self, view, hidden: dict[int, set[int]]) -> tuple:
        """What the table's still picture is drawn from besides the clock's motions."""
        t, app = self.table, self.app
        return (
            view.state,
            view.seat,
            t,
            app.layout,
            app.settings,
            id(isle_art(app)),
            t.show_rooms,
            t.hide_tiles,
            t.panel_reserve,
            frozenset(t.hidden_field),
            tuple(t.held_field.items()),
            frozenset(t.hidden_icons),
            tuple(sorted((seat, frozenset(masks)) for seat, masks in hidden.items())),
        )

    def waiting_line(self) -> str:
        """While bots think or the dealer deals, who is playing, in words; nothing while a
        move is being shown (its caption and its seat's grown boat say whose it was: naming
        the next bot then would name the wrong one)."""
        movers = self.session.bot_movers()
        if not movers or self.effects.busy():
            return ""
        names = ", ".join(self.app.seat_name(s) for s in movers)
        return self.t("game.thinking", names=names, count=len(movers))
