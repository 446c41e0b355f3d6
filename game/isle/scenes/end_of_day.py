"""The end of a day, before the next one: the cats that ran away, Vesh's ship one day closer,
the fish of the new day; and on the right, each boat's day (the cats it took, its fish, its
points and how they moved since the day before) and who leads in which score line. Its lines
come in one after the other; once all are in, it waits for a press (confirm, back, a click)
while people play (with the "summaries go on by themselves" setting, or bots alone, it counts
down in view and goes on by itself), and a press while lines still come in shows them all
first.

Every fact comes from the rules: the night's events (``CatsRanAway``, ``DayEnded``), the view
of the table (``observe``), the public score lines (``rules.standings``) and the moves read
from the rules' events (``game.isle.ui.captions``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.isle.data.window import isle_content
from game.isle.rules import events as ev
from game.isle.rules.ids import Tile
from game.isle.rules.scoring_view import sister_score
from game.isle.rules.standings import Lead, leads, public_scores
from game.isle.rules.state import GameState
from game.isle.ui.art import isle_art
from game.shell.input import IntentEvent
from game.shell.scenes.stack import Host, Scene
from game.shell.ui import text
from game.shell.ui.narration import personal
from game.shell.ui.panels import draw_panel
from game.shell.ui.prompts import Prompt, draw_prompts
from game.shell.ui.tween import animation_seconds

READ_SECONDS = {"slow": 16.0, "normal": 11.0, "fast": 8.0, "instant": 8.0}  # then it goes on
SECTIONS = 4  # the sections that come in one after the other (ran away, ship, fish, boats)
TAKES = frozenset({"rescue", "oshax", "rare", "treasure", "placed", "card", "sister"})


@dataclass(frozen=True)
class BoatDay:
    """One boat's day on the summary (``seat`` SISTER for the sister's)."""

    seat: int
    name: str
    took: tuple[Tile, ...]
    fish: int | None  # None: no fish to show (the sister)
    points: int
    change: int | None = None  # since last night (None: not known)


@dataclass(frozen=True)
class DaySummary:
    """What the night changed, as the rules tell it."""

    day: int  # the day that ended
    days: int  # days in the game (Vesh arrives after the last)
    ran_away: tuple[Tile, ...]
    fish: int  # fish each seat catches the next morning (0: the Family game has none)
    leads: tuple[Lead, ...]
    points: tuple[int, ...]  # each seat's public points (private lessons are secret)
    sister: int | None = None  # solo: the sister's points as the boat stands
    purses: tuple[int, ...] = ()  # each seat's fish tonight

    @property
    def days_left(self) -> int:
        return self.days - self.day


def summarize(state: GameState, events: tuple[ev.Event, ...]) -> DaySummary | None:
    """The summary of the night in ``events`` (None when no day ended there, or the last day
    did: the final scoring follows instead). ``state``: a view of the table after them."""
    ended = next((e for e in events if isinstance(e, ev.DayEnded)), None)
    mode = state.content.modes[state.mode]
    if ended is None or ended.day >= mode.days:
        return None
    ran = tuple(t for e in events if isinstance(e, ev.CatsRanAway) for t in e.tiles)
    sister = sister_score(state)
    return DaySummary(
        day=ended.day,
        days=mode.days,
        ran_away=ran,
        fish=mode.fish_per_day,
        leads=leads(state),
        points=tuple(s.total for s in public_scores(state)),
        sister=None if sister is None else sister.total,
        purses=tuple(seat.fish for seat in state.seats),
    )


class EndOfDayScene(Scene):
    name = "end_of_day"
    modal = True
    freezes_below = True  # the next day waits for this screen

    def __init__(self, app: Host, game, summary: DaySummary) -> None:
        super().__init__(app)
        self.game = game
        self.summary = summary
        self.elapsed = 0.0
        self.read = READ_SECONDS.get(app.settings.animation_speed, 11.0)
        if app.settings.narration:
            self.read += 6.0  # the narration takes a while to say it all
        # yesterday's points (None: not known, the game was resumed today)
        history = getattr(game, "day_points", {}) if game is not None else {}
        self.before: tuple[int, ...] | None = history.get(summary.day - 1)
        if game is not None:
            history[summary.day] = summary.points

    # --- lifecycle --------------------------------------------------------------------------
    def enter(self) -> None:
        self.app.narrate(self.spoken())
        self.app.sound("turn")

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def counts_down(self) -> bool:
        """It goes on by itself at a table of bots alone, or when the setting asks; with
        people at the table it waits for a press (issue 43, item 3: one look away and the
        day's summary was gone)."""
        humans = self.game.session.humans() if self.game is not None else ()
        return bool(self.app.settings.auto_continue) or not humans

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.counts_down() and self.elapsed >= self.all_in() + self.read:
            self.close()

    def all_in(self) -> float:
        """Seconds until every section is in (and the ship has sailed): the countdown starts
        then, never before."""
        settings = self.app.settings
        last = animation_seconds(settings, 0.25) * SECTIONS + animation_seconds(settings, 0.3)
        return max(
            last, 0.3 * (animation_seconds(settings, 0.9) > 0) + animation_seconds(settings, 0.9)
        )

    def seconds_left(self) -> int:
        """The countdown shown on Continue (whole seconds, from ``read`` down to 1)."""
        gone = max(0.0, self.elapsed - self.all_in())
        return max(1, math.ceil(self.read - gone - 1e-9))

    def sleeps(self) -> bool:
        """Every line in and no countdown: it only waits for the press."""
        return not self.counts_down() and self.elapsed >= self.all_in() + 1.0

    def animating(self) -> bool:
        """The sections come in and the ship sails, then only the countdown changes."""
        return True

    def _frame_key(self, now: float) -> tuple:
        """What the picture depends on besides the summary: each section's fade (in steps),
        the ship's place, the countdown. The window is drawn again whenever it changes (the
        scene's clock is its own: the loop's redraw would not see it move otherwise)."""
        fades = tuple(self._appear(i) // 16 for i in range(SECTIONS + 1))
        return fades, self._sail() // 0.02, self.counts_down() and self.seconds_left()

    def handle(self, event) -> bool:
        if not isinstance(event, IntentEvent) or not event.pressed:
            return False
        name = str(event.intent)
        if name == "menu":
            self.game.open_pause()
            return True
        if name in ("confirm", "back"):
            self.app.sound("ui_confirm")
            if self.elapsed < self.all_in():  # every line first: nothing leaves unread
                self.elapsed = self.all_in()
                return True
            self.close()
            return True
        return False

    # --- words ------------------------------------------------------------------------------
    def title(self) -> str:
        return self.t("eod.title", day=self.summary.day)

    def ship_words(self) -> str:
        left = self.summary.days_left
        if left <= 1:
            return self.t("eod.last_day")
        return self.t("eod.days_left", count=left)

    def fish_words(self) -> str:
        if not self.summary.fish:
            return self.t("eod.no_fish")
        return self.t("eod.fish", count=self.summary.fish)

    def ran_words(self) -> str:
        count = len(self.summary.ran_away)
        return self.t("eod.ran_away", count=count) if count else self.t("eod.none_ran")

    def lead_rows(self) -> list[tuple[str, str, tuple[int, ...], int]]:
        """(line name, who in words, leading seats, points) for each score line."""
        rows = []
        for lead in self.summary.leads:
            name = self.t(f"eod.line.{lead.line}")
            if lead.seats:
                who = ", ".join(self.app.seat_name(s) for s in lead.seats)
            else:
                who = self.t("eod.nobody")
            rows.append((name, who, lead.seats, lead.points))
        return rows

    def solo_rows(self) -> list[tuple[str, int]]:
        return [
            # "Your boat" to the one person ("You's boat" in the daily game: issue 43, item 5)
            (
                self.t(personal(self.app, 0, "eod.your_boat"), name=self.app.seat_name(0)),
                self.summary.points[0],
            ),
            (self.t("scoring.sister"), self.summary.sister or 0),
        ]

    def boat_rows(self) -> list[BoatDay]:
        """Each boat's day: the cats and treasures it took today (from the game's moves), its
        fish and points tonight, and their change since last night when known; the sister's
        boat too in Solo."""
        from game.isle.ui.captions import SISTER

        moves = self.game.recap.moves if self.game is not None else []
        day = self.summary.day

        def taken(seat: int) -> tuple[Tile, ...]:
            return tuple(
                m.tile
                for m in moves
                if m.day == day and m.seat == seat and m.tile is not None and m.kind in TAKES
            )

        rows = []
        for seat, points in enumerate(self.summary.points):
            change = None if self.before is None else points - self.before[seat]
            fish = self.summary.purses[seat] if seat < len(self.summary.purses) else None
            rows.append(BoatDay(seat, self.app.seat_name(seat), taken(seat), fish, points, change))
        if self.summary.sister is not None:
            rows.append(
                BoatDay(SISTER, self.t("scoring.sister"), taken(SISTER), None, self.summary.sister)
            )
        return rows

    def boat_words(self, row: BoatDay) -> str:
        """A boat's day in one line (narration, and the screen's own reading order)."""
        t = self.t
        parts = [t("eod.took", name=row.name, count=len(row.took))]
        if row.fish is not None:
            parts.append(t("common.fish", count=row.fish))
        points = t("eod.points", count=row.points)
        if row.change is not None:
            points = t("eod.points_change", points=points, change=f"{row.change:+d}")
        parts.append(points)
        return ", ".join(parts)

    def spoken(self) -> str:
        parts = [self.title(), self.ran_words(), self.ship_words(), self.fish_words()]
        parts += [self.boat_words(row) for row in self.boat_rows()]
        if self.summary.sister is not None:
            parts += [f"{name}: {self.t('eod.points', count=p)}" for name, p in self.solo_rows()]
        else:
            for name, who, _, points in self.lead_rows():
                points_words = self.t("eod.points", count=points)
                parts.append(self.t("eod.lead_spoken", line=name, who=who, points=points_words))
        return ". ".join(p.rstrip(".") for p in parts if p) + "."

    def prompts(self) -> list[Prompt]:
        return [
            (
                "confirm",
                self.t("eod.continue", seconds=self.seconds_left())
                if self.counts_down()
                else self.t("eod.continue_now"),
            ),
            ("menu", self.t("prompt.menu")),
        ]

    # --- drawing ----------------------------------------------------------------------------
    def _appear(self, index: int) -> int:
        """Each section comes in after the one before it (at once under reduced motion)."""
        step = animation_seconds(self.app.settings, 0.25)
        fade = animation_seconds(self.app.settings, 0.3)
        if fade <= 0:
            return 255
        return round(255 * min(1.0, max(0.0, (self.elapsed - index * step) / fade)))

    def draw(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        self.app.motion(self._frame_key)
        surface.fill(palette.background)  # opaque: nothing of the table shows through
        self._draw_night(surface)
        box = layout.rect(70, 24, 1140, 636)
        draw_panel(surface, box, self.app, radius=18)
        scale = 1.0
        while True:  # large text: everything shrinks a little rather than leaving the panel
            if self._draw_content(None, box, scale) <= box.bottom - layout.px(16) or scale < 0.3:
                break
            scale *= 0.92
        self._draw_content(surface, box, scale)
        draw_prompts(surface, self.app, self.prompts())

    def _draw_night(self, surface: pygame.Surface) -> None:
        """A few stars and the moon around the panel (still: nothing twinkles)."""
        layout, palette = self.app.layout, self.app.palette
        for i in range(40):
            x = (i * 397) % 1280
            y = (i * 211) % 720
            radius = max(1, layout.px(1 + (i % 3) * 0.6))
            pygame.draw.circle(surface, palette.text_dim, layout.point(x, y), radius)
        moon = isle_art(self.app).moon(layout.px(56))
        surface.blit(moon, moon.get_rect(center=layout.point(1240, 40)))

    def _font(self, size: float, scale: float) -> int:
        return max(self.app.layout.px(11), round(self.app.layout.font(size) * scale))

    def _draw_content(self, surface: pygame.Surface | None, box: pygame.Rect, scale: float) -> int:
        """Draw (or only measure, with ``surface`` None) the summary; returns its bottom."""
        layout, palette = self.app.layout, self.app.palette
        pad = layout.px(34)
        title = text.render_block(
            self.title(), "title", self._font(38, scale), palette.accent, box.w - 2 * pad, "center"
        )
        y = box.top + layout.px(16)
        if surface is not None:
            surface.blit(title, (box.left + pad, y))
        y += title.get_height() + layout.px(10)
        gap = layout.px(36)
        width = (box.w - 2 * pad - gap) // 2
        left = pygame.Rect(box.left + pad, y, width, 0)
        right = pygame.Rect(left.right + gap, y, width, 0)
        bottom_left = self._left_column(surface, left, scale)
        bottom_right = self._right_column(surface, right, scale)
        if surface is not None:
            pygame.draw.line(
                surface,
                palette.panel_edge,
                (left.right + gap // 2, y + layout.px(6)),
                (left.right + gap // 2, max(bottom_left, bottom_right) - layout.px(6)),
                max(1, layout.px(2)),
            )
        return max(bottom_left, bottom_right)

    def _heading(self, surface, rect: pygame.Rect, y: int, words: str, scale: float, alpha: int):
        palette = self.app.palette
        image = text.render_block(words, "title", self._font(24, scale), palette.text, rect.w)
        if surface is not None:
            self._blit(surface, image, (rect.x, y), alpha)
        return y + image.get_height() + self.app.layout.px(4)

    def _line(self, surface, rect, y, words, scale, alpha, color=None, x=None) -> int:
        palette = self.app.palette
        x = rect.x if x is None else x
        image = text.render_block(
            words, "body", self._font(20, scale), color or palette.text, rect.right - x
        )
        if surface is not None:
            self._blit(surface, image, (x, y), alpha)
        return y + image.get_height()

    @staticmethod
    def _blit(surface: pygame.Surface, image: pygame.Surface, pos, alpha: int) -> None:
        if alpha <= 0:
            return
        if alpha < 255:
            image = image.copy()
            image.set_alpha(alpha)
        surface.blit(image, pos)

    def _left_column(self, surface, rect: pygame.Rect, scale: float) -> int:
        layout, palette, art = self.app.layout, self.app.palette, isle_art(self.app)
        y = rect.y
        space = layout.px(18)
        # 1. the cats that ran away
        alpha = self._appear(0)
        y = self._heading(surface, rect, y, self.t("eod.ran_heading"), scale, alpha)
        y = self._line(surface, rect, y, self.ran_words(), scale, alpha, palette.text_dim)
        y += layout.px(6)
        cell = max(4, layout.px(10))  # pictures keep their size when large text shrinks
        x = rect.x
        row_h = 0
        for tile in self.summary.ran_away:
            w, h = isle_content(self.app).shapes[tile.shape].extents[0]
            image = art.tile(tile.shape, tile.color, 0, cell)
            if x + image.get_width() > rect.right:
                x, y = rect.x, y + row_h + layout.px(6)
                row_h = 0
            if surface is not None:
                self._blit(surface, image, (x, y), alpha)
            x += image.get_width() + layout.px(8)
            row_h = max(row_h, h * cell)
        y += row_h + space
        # 2. Vesh's ship one day closer
        alpha = self._appear(1)
        y = self._heading(surface, rect, y, self.t("eod.ship_heading"), scale, alpha)
        y = self._track(surface, rect, y, scale, alpha)
        y = self._line(surface, rect, y, self.ship_words(), scale, alpha)
        y += space
        # 3. the fish of the new day
        alpha = self._appear(2)
        y = self._heading(surface, rect, y, self.t("eod.fish_heading"), scale, alpha)
        icon = art.fish(self._font(30, scale))
        if self.summary.fish and surface is not None:
            self._blit(surface, icon, (rect.x, y), alpha)
        x = rect.x + (icon.get_width() + layout.px(10) if self.summary.fish else 0)
        end = self._line(surface, rect, y, self.fish_words(), scale, alpha, x=x)
        y = max(end, y + (icon.get_height() if self.summary.fish else 0)) + space
        # 4. who leads in which score line
        return self._leads(surface, rect, y, scale)

    def _track(self, surface, rect: pygame.Rect, y: int, scale: float, alpha: int) -> int:
        """The day track with Vesh's ship sailing from the day that ended to the next."""
        layout, palette, art = self.app.layout, self.app.palette, isle_art(self.app)
        days = self.summary.days
        pip = max(layout.px(24), round(layout.px(30) * scale))
        step = pip + layout.px(14)
        ship = art.vesh_ship(round(pip * 1.5))
        top = y + ship.get_height() - pip // 2
        if surface is not None:
            for i in range(days):
                center = (rect.x + pip // 2 + i * step, top + pip // 2)
                done = i < self.summary.day
                pygame.draw.circle(
                    surface,
                    palette.text_dim if done else palette.panel_edge,
                    center,
                    pip // 2,
                    0 if done else max(1, layout.px(2)),
                )
                number = text.render(
                    str(days - i),
                    "bold",
                    max(8, round(pip * 0.55)),
                    palette.background if done else palette.text,
                )
                self._blit(surface, number, number.get_rect(center=center).topleft, alpha)
            v = self._sail()
            from_x = rect.x + pip // 2 + (self.summary.day - 1) * step
            to_x = from_x + step
            x = round(from_x + (to_x - from_x) * v)
            self._blit(surface, ship, ship.get_rect(midbottom=(x, top + pip // 2)).topleft, alpha)
        return top + pip + layout.px(8)

    def _sail(self) -> float:
        """Vesh's ship from the day that ended (0) to the next (1), eased."""
        sail = animation_seconds(self.app.settings, 0.9)
        start = 0.3 * (sail > 0)
        v = 1.0 if sail <= 0 else min(1.0, max(0.0, (self.elapsed - start) / sail))
        return 1 - (1 - v) ** 3

    def _right_column(self, surface, rect: pygame.Rect, scale: float) -> int:
        """Each boat's day, and the note on the points."""
        layout, palette = self.app.layout, self.app.palette
        alpha = self._appear(3)
        y = self._heading(surface, rect, rect.y, self.t("eod.boats_heading"), scale, alpha)
        for row in self.boat_rows():
            y = self._boat_row(surface, rect, y, row, scale, alpha)
        y += layout.px(6)
        return self._line(
            surface, rect, y, self.t("eod.private_note"), scale, alpha, palette.text_dim
        )

    def _leads(self, surface, rect: pygame.Rect, y: int, scale: float) -> int:
        """Who leads in which score line (Solo: the player and the sister), one line each."""
        alpha = self._appear(4)
        if self.summary.sister is not None:
            y = self._heading(surface, rect, y, self.t("eod.solo_heading"), scale, alpha)
            for name, points in self.solo_rows():
                y = self._row(surface, rect, y, name, "", (), points, scale, alpha)
            return y
        y = self._heading(surface, rect, y, self.t("eod.leads_heading"), scale, alpha)
        for name, who, seats, points in self.lead_rows():
            y = self._row(surface, rect, y, name, who, seats, points, scale, alpha)
        return y

    def _boat_row(self, surface, rect, y, row: BoatDay, scale: float, alpha: int) -> int:
        """A boat's day: its name in its colour, the pictures of what it took today, then
        its fish and its points with their change since last night."""
        layout, palette, art = self.app.layout, self.app.palette, isle_art(self.app)
        size = self._font(20, scale)
        color = palette.seats[row.seat % len(palette.seats)] if row.seat >= 0 else palette.accent
        name = text.render(row.name, "bold", size, color)
        facts = []
        if row.fish is not None:
            facts.append(self.t("common.fish", count=row.fish))
        points = self.t("eod.points", count=row.points)
        if row.change is not None:
            points = self.t("eod.points_change", points=points, change=f"{row.change:+d}")
        facts.append(points)
        words = text.render_block(
            " · ".join(facts), "body", size, palette.text, rect.right - rect.x
        )
        cell = max(4, layout.px(9))  # pictures keep their size when large text shrinks
        pictures = [art.tile(t.shape, t.color, 0, cell) for t in row.took]
        x = rect.x + name.get_width() + layout.px(12)
        line_h = name.get_height()
        if surface is not None:
            self._blit(surface, name, (rect.x, y), alpha)
        if not pictures:
            none = text.render(self.t("eod.took_none"), "body", size, palette.text_dim)
            if surface is not None:
                self._blit(surface, none, (x, y), alpha)
        px_y = y
        for image in pictures:
            if x + image.get_width() > rect.right:
                x, px_y = rect.x + layout.px(18), px_y + max(line_h, 4 * cell) + layout.px(4)
            if surface is not None:
                top = px_y + max(0, (line_h - image.get_height()) // 2)
                self._blit(surface, image, (x, top), alpha)
            x += image.get_width() + layout.px(6)
        y = px_y + max(line_h, max((i.get_height() for i in pictures), default=0))
        if surface is not None:
            self._blit(surface, words, (rect.x + layout.px(18), y), alpha)
        return y + words.get_height() + layout.px(6)

    def _row(self, surface, rect, y, name, who, seats, points, scale, alpha) -> int:
        """One score line: its name, the leaders' names in their colours, the points; on
        one line when they fit."""
        layout, palette = self.app.layout, self.app.palette
        size = self._font(20, scale)
        number = text.render(self.t("eod.points", count=points), "bold", size, palette.text)
        gap = layout.px(12)
        color = palette.seats[seats[0] % len(palette.seats)] if len(seats) == 1 else None
        color = color or (palette.text if seats else palette.text_dim)
        label = text.render(name, "bold", size, palette.text)
        leader = text.render(who, "bold", size, color) if who else None
        room = rect.w - number.get_width() - gap
        one_line = label.get_width() + (leader.get_width() + gap if leader else 0) <= room
        if not one_line:
            label = text.render_block(name, "bold", size, palette.text, room)
        if surface is not None:
            self._blit(surface, label, (rect.x, y), alpha)
            self._blit(surface, number, (rect.right - number.get_width(), y), alpha)
            if leader is not None and one_line:
                self._blit(surface, leader, (rect.x + label.get_width() + gap, y), alpha)
        y += label.get_height()
        if leader is not None and not one_line:
            y = self._line(surface, rect, y, who, scale, alpha, color, x=rect.x + layout.px(18))
        return y + layout.px(2)


def after_the_day(app: Host, game, table: GameState, events: tuple[ev.Event, ...]) -> None:
    """Opened by name after each of the game's moves: the day's summary over the game when
    ``events`` end a day that another follows."""
    summary = summarize(table, events)
    if summary is not None:
        app.stack.push(EndOfDayScene(app, game, summary))
