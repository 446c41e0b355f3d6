"""The No! window on one couch (reference: The No! window on one couch [choice]): after every
play, and after each No!, every other seat may answer. A person slams a No! with their own
pad's button (the left face button: X on an Xbox pad, Square on a PlayStation one) or the
keyboard seat's key (F), without a hand-off: the No! is played face up. "Let it stand" is the
confirm button (A, Enter). Bots answer by their level after a short, human-like pause.

How the window closes is the box's "answer window" setting (game/shell/app/settings.py):
- a number of seconds (2-10, 4 by default): a bar shrinks across the window, restarting after
  each No!; the people who did not answer let the play stand when it runs out;
- "until every person has answered": no time limit, each person answers No! or Let it stand;
- "each person in turn": the window asks one person at a time (only that person's device
  answers), for players who need time. A couch where two or more people share the keyboard
  is always asked in turn (the keyboard could not say whose No! it is).

The window opens after every play, whoever holds a No!, so that it tells nobody who does:
it runs its whole time even when nobody may answer. Each seat's row shows its name, the No!s
it played against this play, whether it answered, and its own slam button's glyph. The
window is modal: a slam never lands on the screen below (and, once it closes, the private
screens ignore presses for a moment: ``FuseTable.may_act``).
"""

from __future__ import annotations

import pygame

from game.fuse.rules import Phase
from game.fuse.rules.actions import Nope, Pass
from game.fuse.rules.cards import NO, title_of
from game.fuse.ui.words import play_words
from game.shell.input import Intent, IntentEvent
from game.shell.scenes.stack import Host, Scene
from game.shell.ui import text
from game.shell.ui.panels import draw_panel, rounded_plate
from game.shell.ui.prompts import bar_top, draw_prompts, glyph_badge, glyph_words

TIMED, ALL, IN_TURN = "timed", "all", "in_turn"
SLAM = Intent.FLIP  # the button a No! is slammed with (X / Square on a pad, F on the keyboard)
STAND = Intent.CONFIRM  # let the play stand (A / Cross on a pad, Enter on the keyboard)
BOT_PAUSE = {"slow": 1.5, "normal": 1.0, "fast": 0.6, "instant": 0.15}  # before a bot answers


def window_mode(setting: str) -> tuple[str, float]:
    """The mode and the seconds of the box's "answer window" setting."""
    if setting == "all":
        return ALL, 0.0
    if setting == "turns":
        return IN_TURN, 0.0
    return TIMED, float(setting)


class NoWindowScene(Scene):
    name = "fuse.window"
    screen = "fuse_window"
    modal = True
    motion_hz = 30.0  # the bar shrinks smoothly

    def __init__(self, app: Host, table) -> None:
        super().__init__(app)
        self.table = table
        mode, seconds = window_mode(str(app.settings.answer_window))
        keyboard = [s for s in self.session.humans() if app.input.device_of_seat(s) is None]
        if len(keyboard) > 1:
            mode = IN_TURN  # the keyboard could not say whose No! it is
        self.mode, self.limit = mode, seconds
        self.elapsed = 0.0
        self.steps = self.chain_length()  # the No!s against the play so far
        self.answered: set[int] = set()  # the people who answered since the last card
        self.notes: dict[int, str] = {}  # a word on a seat's row (why its press did nothing)
        self.buttons: list[tuple[pygame.Rect, str, int]] = []  # mouse: (rect, what, seat)
        self.closed = False

    @property
    def session(self):
        return self.table.session

    # --- what the window is about ------------------------------------------------------------
    def live(self) -> bool:
        """The rules' window is open: somebody may still answer."""
        return self.session.state.phase == Phase.WINDOW

    def chain_length(self) -> int:
        """The No!s against the play so far: the rules' while the window is open, else what
        the table shows (it catches up as the No!s land)."""
        pending = self.session.state.pending
        play = self.table.show.play
        shown = len(play.noes) if play is not None else 0
        if self.live() and pending is not None:
            return max(shown, len(pending.noes))
        return shown

    def last_seat(self) -> int:
        """The seat that played the last card (it does not answer itself)."""
        pending = self.session.state.pending
        if self.live() and pending is not None:
            return pending.last
        play = self.table.show.play
        if play is None:
            return -1
        return play.noes[-1][0] if play.noes else play.seat

    def seats_in(self) -> list[int]:
        state = self.session.state
        return [s for s in range(state.players) if not state.seats[s].out]

    def eligible(self) -> list[int]:
        """The people who may answer now, in turn order from the seat after the last card."""
        last = self.last_seat()
        players = self.session.state.players
        order = [(last + k) % players for k in range(1, players)]
        humans = set(self.session.humans())
        ins = set(self.seats_in())
        return [s for s in order if s in humans and s in ins]

    def waiting(self) -> list[int]:
        """The people who have not answered yet."""
        return [s for s in self.eligible() if s not in self.answered]

    def asked(self) -> int | None:
        """In turn: the person the window asks now."""
        if self.mode != IN_TURN:
            return None
        waiting = self.waiting()
        return waiting[0] if waiting else None

    def seconds_left(self) -> float:
        return max(0.0, self.limit - self.elapsed)

    def expired(self) -> bool:
        return self.mode == TIMED and self.elapsed >= self.limit

    # --- lifecycle ------------------------------------------------------------------------
    def enter(self) -> None:
        t = self.t
        if self.mode == TIMED:
            line = t("fuse.window.opens_timed", seconds=round(self.limit))
        else:
            line = t("fuse.window.opens")
        self.app.narrate(f"{line} {self.keys_words()}")

    def keys_words(self) -> str:
        """How to answer, said as the window opens (issue 46): the keys of the people who may
        answer ("F says No!, Enter lets it stand."), or that only the others answer."""
        seats = self.eligible()
        if not seats:  # the one person here played it: the others answer
            return self.t("fuse.window.others_answer")
        seat = seats[0]
        keyboard = self.app.input.device_of_seat(seat) is None
        layout = "keyboard" if keyboard else None

        def glyph(intent: Intent) -> str:
            return glyph_words(self.app, self.app.input.glyph(intent, layout=layout, seat=seat))

        return self.t("fuse.window.keys", slam=glyph(SLAM), stand=glyph(STAND))

    def update(self, dt: float) -> None:
        if self.closed:
            return
        steps = self.chain_length()
        if steps > self.steps:  # a new No!: everyone may answer it, the time starts again
            self.steps = steps
            self.elapsed = 0.0
            self.answered.clear()
            self.notes.clear()
            # said, so that a player who cannot see knows the window asks again (issue 46)
            self.app.narrate(f"{self.t('fuse.window.again')} {self.keys_words()}")
        if not self.being_said():
            self.elapsed += dt
        session = self.session
        pause = self.bot_pause()
        if self.live() and session.bot_movers():
            if self.elapsed >= pause or self.expired():
                session.poll_bots(blocking=self.expired())
                return
        if self.expired():
            for seat in session.human_movers():  # the time ran out: they let it stand
                self.answer(seat, stand=True)
        if self.live() or self.elapsed < pause:
            return  # the window never closes at once: that would tell nobody holds a No!
        if self.waiting() and not self.expired():
            return
        self.close()

    def being_said(self) -> bool:
        """With narration on, the window's time waits while its words are still being said
        (a 4 s window is over before a player who listens has heard it open)."""
        return bool(self.app.settings.narration) and self.app.narrator.waiting() > 0

    def bot_pause(self) -> float:
        """How long the bots seem to think before they answer (a person's pace)."""
        return min(BOT_PAUSE.get(self.app.settings.animation_speed, 1.0), self.limit or 99.0)

    def close(self) -> None:
        """The window closes: the table shows how it ended."""
        self.closed = True
        self.app.sound("ui_back")
        if self.app.stack.top is self:
            self.app.stack.pop()
        elif self in self.app.stack.scenes:
            self.app.stack.scenes.remove(self)
        self.table.window_closed()

    def exit(self) -> None:
        if not self.closed:  # left with the game (the title, another game)
            self.closed = True

    def sleeps(self) -> bool:
        return False  # its time runs

    # --- answers --------------------------------------------------------------------------
    def seat_of(self, event) -> int | None:
        """Whose answer a press is: the seat of its pad, or the keyboard seat's."""
        seats = getattr(event, "seats", ()) or ()
        eligible = self.eligible()
        if seats:
            found = [s for s in seats if s in eligible]
            return found[0] if found else seats[0]
        device = getattr(event, "device", None)
        if getattr(device, "kind", "") == "pad":
            return None  # a pad bound to no seat: somebody trying to join
        keyboard = [s for s in self.session.humans() if self.app.input.device_of_seat(s) is None]
        asked = self.asked()
        if asked is not None and asked in keyboard:
            return asked
        return keyboard[0] if len(keyboard) == 1 else None

    def handle(self, event) -> bool:
        if not isinstance(event, IntentEvent):
            return True  # modal: nothing reaches the table below
        name = str(event.intent)
        if name == "menu" and event.pressed:
            self.table.open_pause()
            return True
        if not event.pressed or name not in (SLAM.value, STAND.value):
            return True
        if event.pos is not None and name == STAND.value:
            for rect, what, owner in self.buttons:
                if rect.collidepoint(event.pos):
                    self.press(owner, slam=what == "no")
                    return True
            return True
        seat = self.seat_of(event)
        if seat is not None:
            self.press(seat, slam=name == SLAM.value)
        return True

    def press(self, seat: int, slam: bool) -> None:
        t = self.t
        if seat not in self.eligible():
            if seat == self.last_seat():
                self.refuse(seat, t("fuse.window.own_card"))
            return
        asked = self.asked()
        if asked is not None and seat != asked:
            self.refuse(seat, t("fuse.window.wait_turn", name=self.table.name_of(asked)))
            return
        if seat in self.answered:
            self.refuse(seat, t("fuse.window.answered"))
            return
        self.answer(seat, stand=not slam)

    def refuse(self, seat: int, why: str) -> None:
        """A press that does nothing: its seat's row says why, and so does the voice (a
        refusal is heard, issue 46)."""
        self.notes[seat] = why
        self.app.narrate(f"{self.table.name_of(seat)}: {why}.")

    def answer(self, seat: int, stand: bool) -> None:
        """A person answers: a No! (their first No! card) or letting the play stand."""
        session = self.session
        movers = session.human_movers() if self.live() else []
        if stand:
            self.answered.add(seat)
            self.notes.pop(seat, None)
            if seat in movers:
                session.submit(Pass(seat))
            self.app.sound("ui_confirm")
            self.app.narrate(self.t("fuse.window.you_let", player=self.table.name_of(seat)))
            return
        hand = session.state.seats[seat].hand
        noes = [c for c in hand if title_of(c) == NO]
        if seat not in movers or not noes:
            self.refuse(seat, self.t("fuse.window.no_no"))
            self.app.sound("invalid")
            self.table.rumble(seat, 0.2, 80)
            return
        session.submit(Nope(seat, noes[0]))
        self.table.rumble(seat, 0.6, 200)

    # --- help -------------------------------------------------------------------------------
    def help_subject(self, pointer):
        from game.fuse.ui.help import topic

        return topic("window")

    # --- drawing ------------------------------------------------------------------------------
    def area(self) -> pygame.Rect:
        """The window's panel: over the hand's tray (the play stays in view above it)."""
        layout, geo = self.app.layout, self.table.geo
        top = geo.hand.top - layout.px(4)
        bottom = bar_top(layout) - layout.px(6)
        return pygame.Rect(geo.hud.x, top, geo.hud.width, bottom - top)

    def draw(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        geo = self.table.geo
        area = self.area()
        draw_panel(surface, area, self.app, radius=16, alpha=250)
        pygame.draw.rect(
            surface, palette.accent, area, max(2, layout.px(3)), border_radius=layout.px(16)
        )
        pad = layout.px(12)
        head_words = self.headline()
        head_size = text.fit_size(
            head_words, "bold", geo.name_font, area.width * 2 // 3, minimum=layout.dense(11)
        )
        head = text.render(head_words, "bold", head_size, palette.accent)
        surface.blit(head, (area.x + pad, area.y + pad // 2))
        outcome = self.outcome_words()
        size = text.fit_size(
            outcome,
            "body",
            geo.small_font,
            area.width - head.get_width() - 3 * pad,
            minimum=layout.dense(10),
        )
        line = text.render(outcome, "body", size, palette.text)
        surface.blit(
            line, line.get_rect(topright=(area.right - pad, area.y + pad // 2 + layout.px(2)))
        )
        y = area.y + pad // 2 + head.get_height() + layout.px(4)
        bar_h = text.font("bold", geo.small_font).get_height() + layout.px(4)
        bar = pygame.Rect(area.x + pad, y, area.width - 2 * pad, bar_h)
        self.draw_bar(surface, bar)
        rows = pygame.Rect(area.x + pad, bar.bottom + layout.px(8), area.width - 2 * pad, 0)
        rows.height = area.bottom - rows.y - layout.px(8)
        self.draw_seats(surface, rows)
        draw_prompts(surface, self.app, [*self.prompts()])

    def headline(self) -> str:
        t = self.t
        play = self.table.show.play
        if play is None:
            return t("fuse.window.title")
        what = play_words(t, play.cards, play.kind, play.named)
        return t("fuse.window.title_on", player=self.table.name_of(play.seat), play=what)

    def outcome_words(self) -> str:
        t = self.t
        steps = self.chain_length()
        if not steps:
            return t("fuse.window.none_yet")
        key = "fuse.window.so_far_cancelled" if steps % 2 else "fuse.window.so_far_stands"
        return t(key, count=steps)

    def draw_bar(self, surface: pygame.Surface, bar: pygame.Rect) -> None:
        layout, palette = self.app.layout, self.app.palette
        pygame.draw.rect(surface, palette.background, bar, border_radius=bar.height // 2)
        if self.mode == TIMED and self.limit > 0:
            share = self.seconds_left() / self.limit
            filled = bar.copy()
            filled.width = max(0, round(bar.width * share))
            color = palette.accent if share > 0.3 else palette.bad
            if filled.width:
                pygame.draw.rect(surface, color, filled, border_radius=bar.height // 2)
            words = self.t("fuse.window.seconds", seconds=f"{self.seconds_left():.0f}")
        else:
            asked = self.asked()
            if asked is not None:
                words = self.t("fuse.window.asking", name=self.table.name_of(asked))
            else:
                words = self.t("fuse.window.everyone")
        pygame.draw.rect(
            surface, palette.panel_edge, bar, max(1, layout.px(2)), border_radius=bar.height // 2
        )
        size = text.fit_size(words, "bold", self.table.geo.small_font, bar.width - layout.px(20))
        image = text.render(words, "bold", size, palette.text)
        box = image.get_rect(center=bar.center).inflate(layout.px(10), 0)
        surface.blit(rounded_plate(box.size, palette.background, 200, layout.px(6)), box)
        surface.blit(image, image.get_rect(center=box.center))

    def played_by(self, seat: int) -> int:
        play = self.table.show.play
        noes = list(play.noes) if play is not None else []
        pending = self.session.state.pending
        if self.live() and pending is not None:
            noes = list(pending.noes)
        return sum(1 for s, _ in noes if s == seat)

    def draw_seats(self, surface: pygame.Surface, rows: pygame.Rect) -> None:
        """A chip per seat still in: its kitten and name and the No!s it played against this
        play; under them its state, or (a person who may answer) its own No! and Let it stand
        buttons with its device's glyphs."""
        layout, palette = self.app.layout, self.app.palette
        table = self.table
        geo, art = table.geo, table.art
        seats = self.seats_in()
        gap = layout.px(10)
        width = (rows.width - gap * (len(seats) - 1)) // max(1, len(seats))
        humans = set(self.session.humans())
        eligible = set(self.eligible())
        asked = self.asked()
        last = self.last_seat()
        self.buttons = []
        small = geo.small_font
        line_h = text.font("bold", small).get_height()
        pad = layout.px(6)
        for index, seat in enumerate(seats):
            chip = pygame.Rect(rows.x + index * (width + gap), rows.y, width, rows.height)
            color = palette.seats[seat % len(palette.seats)]
            ground = palette.panel if seat != last else palette.background
            surface.blit(rounded_plate(chip.size, ground, 235, layout.px(12)), chip)
            edge = palette.focus if seat == asked else color
            pygame.draw.rect(
                surface,
                edge,
                chip,
                max(1, layout.px(4 if seat == asked else 2)),
                border_radius=layout.px(12),
            )
            face_size = max(layout.px(20), min(layout.px(36), chip.height // 2 - pad))
            surface.blit(art.kitten(seat, face_size), (chip.x + pad, chip.y + pad))
            middle = chip.y + pad + face_size // 2
            right = chip.right - pad
            count = self.played_by(seat)
            if count:
                times = text.render(f"× {count}", "bold", small, palette.text)
                right -= times.get_width()
                surface.blit(times, times.get_rect(midleft=(right, middle)))
                badge = art.badge(NO, line_h)
                right -= badge.get_width() + layout.px(4)
                surface.blit(badge, badge.get_rect(midleft=(right, middle)))
            name = table.name_of(seat)
            left = chip.x + face_size + 2 * pad
            room = right - left - pad
            size = text.fit_size(name, "bold", small, room, minimum=8)
            label = text.render(name, "bold", size, color)
            surface.blit(label, label.get_rect(midleft=(left, middle)))
            below = pygame.Rect(
                chip.x + pad,
                chip.y + face_size + 2 * pad,
                chip.width - 2 * pad,
                chip.bottom - chip.y - face_size - 3 * pad,
            )
            if seat in humans and seat in eligible and seat not in self.answered:
                if asked is None or asked == seat:
                    self.draw_slam_keys(surface, below, seat)
                    continue
            state = self.seat_state(seat, seat in humans, seat in eligible, seat == last)
            size = text.fit_size(state, "body", small, below.width, minimum=8)
            words = text.render(state, "body", size, palette.text_dim)
            surface.blit(words, words.get_rect(midleft=(below.x, below.centery)))

    def seat_state(self, seat: int, human: bool, eligible: bool, last: bool) -> str:
        t = self.t
        if seat in self.notes:
            return self.notes[seat]
        if last:
            return t("fuse.window.played_last")
        if seat in self.answered:
            return t("fuse.window.stands")
        asked = self.asked()
        if human and asked is not None and asked != seat:
            return t("fuse.window.wait_turn", name=self.table.name_of(asked))
        return t("fuse.window.may_answer")

    def draw_slam_keys(self, surface: pygame.Surface, box: pygame.Rect, seat: int) -> None:
        """The seat's own No! and Let it stand buttons (its pad's glyphs, or the keyboard's:
        a click on them answers for the keyboard seat): side by side, or one over the other
        when the chip is narrow."""
        layout, palette = self.app.layout, self.app.palette
        small = self.table.geo.small_font
        own = self.app.input.device_of_seat(seat)
        keys = []
        for intent, key, what in (
            (SLAM, "fuse.window.slam", "no"),
            (STAND, "fuse.window.let", "stand"),
        ):
            if own is None:
                glyph = self.app.input.glyph(intent, layout="keyboard", seat=seat)
            else:
                glyph = self.app.input.glyph(intent, seat=seat)
            keys.append((glyph_words(self.app, glyph), self.t(key), what))
        size = max(layout.px(16), min(layout.dense(26), box.height - layout.px(2)))
        gap = layout.px(6)

        def widths(glyph_size: int, label_size: int) -> list[int]:
            return [
                glyph_badge(g, glyph_size, palette.text, palette.panel).get_width()
                + gap
                + text.font("bold", label_size).size(w)[0]
                for g, w, _ in keys
            ]

        side_by_side = sum(widths(size, small)) + 3 * gap <= box.width
        if not side_by_side:
            size = max(layout.px(14), min(size, (box.height - gap) // 2))
        x, y = box.x, box.y if not side_by_side else box.centery - size // 2
        for glyph, words, what in keys:
            badge = glyph_badge(glyph, size, palette.text, palette.panel)
            room = box.right - x - badge.get_width() - gap
            fit = text.fit_size(words, "bold", small, room, minimum=8)
            label = text.render(words, "bold", fit, palette.bad if what == "no" else palette.text)
            row = pygame.Rect(x, y, badge.get_width() + gap + label.get_width(), size)
            surface.blit(badge, badge.get_rect(midleft=(row.x, row.centery)))
            surface.blit(
                label, label.get_rect(midleft=(row.x + badge.get_width() + gap, row.centery))
            )
            if own is None:  # the keyboard seat: the mouse clicks them too
                self.buttons.append((row, what, seat))
            if side_by_side:
                x = row.right + 3 * gap
            else:
                y += size + gap

    def prompts(self) -> list[tuple[str, str]]:
        t = self.t
        return [
            ("flip", t("fuse.window.slam")),
            ("confirm", t("fuse.window.let")),
            ("menu", t("prompt.menu")),
        ]
