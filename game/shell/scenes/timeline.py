"""The timeline (pause menu → "What happened"): every move of the game with the game's own
pictures (cats, treasures, cards, fish, a paw for a pass), grouped by day and by phase,
newest at the bottom. Up/down go from move to move (read aloud), left/right from phase to
phase; the wheel scrolls; back closes it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

import pygame

from game.shell.input import IntentEvent, PointerMove, Wheel
from game.shell.scenes.stack import Host, Scene
from game.shell.ui import text
from game.shell.ui.panels import draw_panel
from game.shell.ui.prompts import draw_prompts

AREA = (150.0, 112.0, 980.0, 540.0)  # the list's box, reference units


class TimelineMove(Protocol):
    """A move a row is about: its seat (``is_seat``: one of the players', not the table's)."""

    @property
    def seat(self) -> int | None: ...
    @property
    def is_seat(self) -> bool: ...


@dataclass(frozen=True)
class PictureMove:
    """A move of a row: its seat (None: the table's own), the event it is about and the
    picture beside it, drawn with the game's art (``picture(art, size)``)."""

    seat: int | None
    event: object
    picture: Callable[[Any, int], pygame.Surface] = field(compare=False)

    @property
    def is_seat(self) -> bool:
        return self.seat is not None and self.seat >= 0


@dataclass
class Row:
    """One line of the timeline: a day (or round), a phase (or trick) or a move."""

    kind: str  # day | phase | move
    words: str
    move: TimelineMove | None = None
    group: str = ""
    day: int = 0
    image: pygame.Surface | None = None  # drawn once per layout
    height: int = 0


class TimelineScene(Scene):
    name = "timeline"
    modal = True
    freezes_below = True

    def __init__(self, app: Host, game) -> None:
        super().__init__(app)
        self.game = game
        self.rows: list[Row] = []
        self._key: tuple = ()
        self.focus = -1  # the focused row (moves only); -1: the newest
        self.scroll = 0  # pixels of the list above the box
        self._spoken: int | None = None

    # --- content ----------------------------------------------------------------------------
    def history_key(self) -> object:
        """What the rows are made of changes when this does (the moves so far)."""
        raise NotImplementedError

    def entries(self) -> list[Row]:
        """The rows: each game gives its own (the Isle's days, phases and moves; Kitten Toys'
        rounds, tricks and plays)."""
        raise NotImplementedError

    def build(self) -> list[Row]:
        layout = self.app.layout
        key = (self.history_key(), layout, self.app.settings.language, self.app.palette)
        if key == self._key:
            return self.rows
        t = self.t
        rows = self.entries()
        if not rows:
            rows.append(Row("phase", t("log.empty")))
        width = layout.rect(*AREA).w - layout.px(40)
        for row in rows:
            row.image = self._render(row, width)
            row.height = row.image.get_height()
        self.rows, self._key = rows, key
        moves = [i for i, r in enumerate(rows) if r.kind == "move"]
        if self.focus < 0 or self.focus >= len(rows):
            self.focus = moves[-1] if moves else 0
            self.scroll = 1 << 30  # the newest at the bottom of the box
        return rows

    def _render(self, row: Row, width: int) -> pygame.Surface:
        layout, palette = self.app.layout, self.app.palette
        if row.kind == "day":
            size = layout.font(26)
            icon = self.day_icon(round(size * 1.4))
            return self._compose(icon, row.words, ("title", size, palette.accent), width, 10, 6)
        if row.kind == "phase":
            size = layout.font(20)
            icon = self._group_icon(row.group, round(size * 1.4))
            return self._compose(icon, row.words, ("bold", size, palette.text_dim), width, 24, 4)
        size = layout.font(19)
        move = row.move
        assert move is not None  # a move's row names its move
        icon = self.move_picture(row, max(layout.px(34), round(size * 1.9)))
        chip = self._seat_chip(move, round(size * 1.2))
        icon_x = layout.px(46)
        chip_x = icon_x + icon.get_width() + layout.px(10)
        words_x = chip_x + chip.get_width() + layout.px(10)
        # the words wrap in what the icon and chip leave (both grow with the text scale)
        words = text.render_block(
            row.words, "body", size, palette.text, width - words_x - layout.px(8)
        )
        image = pygame.Surface(
            (width, max(icon.get_height(), words.get_height()) + layout.px(6)), pygame.SRCALPHA
        )
        image.blit(icon, icon.get_rect(midleft=(icon_x, image.get_height() // 2)))
        image.blit(chip, chip.get_rect(midleft=(chip_x, image.get_height() // 2)))
        image.blit(words, (words_x, (image.get_height() - words.get_height()) // 2))
        return image

    def day_icon(self, size: int) -> pygame.Surface:
        return self.app.art.sunrise(size)

    def move_picture(self, row: Row, size: int) -> pygame.Surface:
        """The picture beside a move (each game draws its own)."""
        raise NotImplementedError

    def _compose(
        self, icon, words: str, look: tuple, width: int, indent: float, space: float
    ) -> pygame.Surface:
        """A day's or a phase's row: the icon ``indent`` reference px in, then the words
        wrapped in the width the icon leaves (it grows with the text scale)."""
        layout = self.app.layout
        indent, space = layout.px(indent), layout.px(space)
        left = indent + icon.get_width() + layout.px(10)
        face, size, color = look
        block = text.render_block(words, face, size, color, width - left - layout.px(8))
        height = max(icon.get_height(), block.get_height()) + 2 * space
        image = pygame.Surface((width, height), pygame.SRCALPHA)
        image.blit(icon, icon.get_rect(midleft=(indent, height // 2)))
        image.blit(block, (left, (height - block.get_height()) // 2))
        return image

    def chip_look(self, move: TimelineMove) -> tuple[tuple[int, int, int], str] | None:
        """The colour and letter of a move's disc: its seat's colour and initial; None for the
        table's own moves (a game may give other movers theirs: the Isle's sister)."""
        seat = move.seat
        if not move.is_seat or seat is None:
            return None
        palette = self.app.palette
        return palette.seats[seat % len(palette.seats)], self.app.seat_name(seat)[:1]

    def _seat_chip(self, move: TimelineMove, size: int) -> pygame.Surface:
        """A disc in the seat's colour with its initial; the table's own moves (night, the
        turn order) have none: the room stays, empty (an empty ring read as a missing player,
        N16)."""
        palette = self.app.palette
        chip = pygame.Surface((size, size), pygame.SRCALPHA)
        look = self.chip_look(move)
        if look is None:
            return chip
        color, letter = look
        pygame.draw.circle(chip, color, (size // 2, size // 2), size // 2)
        initial = text.render(letter.upper(), "bold", round(size * 0.62), palette.text_on_accent)
        chip.blit(initial, initial.get_rect(center=(size // 2, size // 2)))
        return chip

    def _group_icon(self, group: str, size: int) -> pygame.Surface:
        """The picture of a group of moves (a phase, a trick): each game draws its own."""
        raise NotImplementedError

    # --- input ------------------------------------------------------------------------------
    def _moves(self) -> list[int]:
        return [i for i, r in enumerate(self.build()) if r.kind == "move"]

    def handle(self, event) -> bool:
        rows = self.build()
        if isinstance(event, Wheel):
            self.scroll -= event.dy * self.app.layout.px(60)
            return True
        if isinstance(event, PointerMove):
            index = self._row_at(event.pos)
            if index is not None and rows[index].kind == "move":
                self.focus = index
            return index is not None
        if not isinstance(event, IntentEvent):
            return False
        name = str(event.intent)
        moves = self._moves()
        if name in ("up", "down") and event.is_down and moves:
            here = moves.index(self.focus) if self.focus in moves else len(moves) - 1
            here = max(0, min(len(moves) - 1, here + (1 if name == "down" else -1)))
            self.focus = moves[here]
            self._show_focus()
            return True
        if name in ("left", "right", "prev", "next") and event.pressed and moves:
            self._jump(-1 if name in ("left", "prev") else 1)
            return True
        if not event.pressed:
            return False
        if name in ("back", "menu", "confirm"):
            self.app.sound("ui_back")
            self.app.stack.pop()
            return True
        return False

    def _jump(self, direction: int) -> None:
        """To the first move of the previous or next phase."""
        rows = self.build()
        starts = [i + 1 for i, r in enumerate(rows) if r.kind == "phase" and i + 1 < len(rows)]
        starts = [i for i in starts if rows[i].kind == "move"]
        if not starts:
            return
        if direction > 0:
            later = [i for i in starts if i > self.focus]
            self.focus = later[0] if later else self._moves()[-1]
        else:
            earlier = [i for i in starts if i < self.focus]
            current = earlier[-1] if earlier else starts[0]
            before = [i for i in starts if i < current]
            self.focus = current if self.focus != current else (before[-1] if before else current)
        self._show_focus()

    def _show_focus(self) -> None:
        """Scroll so that the focused row is inside the box."""
        box = self.app.layout.rect(*AREA).inflate(0, -self.app.layout.px(24))
        top = sum(r.height for r in self.rows[: self.focus])
        height = self.rows[self.focus].height if self.rows else 0
        if top < self.scroll:
            self.scroll = top - self.app.layout.px(40)
        elif top + height > self.scroll + box.h:
            self.scroll = top + height - box.h + self.app.layout.px(8)

    def _row_at(self, pos) -> int | None:
        box = self.app.layout.rect(*AREA)
        if not box.collidepoint(pos):
            return None
        y = box.y + self.app.layout.px(12) - self.scroll
        for index, row in enumerate(self.rows):
            if y <= pos[1] < y + row.height:
                return index
            y += row.height
        return None

    def update(self, dt: float) -> None:
        self.build()
        if self.focus != self._spoken and self.rows and self.app.settings.narration:
            self._spoken = self.focus
            row = self.rows[self.focus]
            self.app.narrate(row.words)

    # --- drawing ----------------------------------------------------------------------------
    def prompts(self) -> list[tuple[str, str]]:
        return [
            ("up", self.t("timeline.move")),
            ("right", self.t("timeline.phase")),
            ("back", self.t("prompt.back")),
        ]

    def draw(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        surface.fill(palette.background)
        title = self.t("log.title")
        size = text.fit_size(title, "title", layout.font(40), layout.px(1000))
        image = text.render(title, "title", size, palette.text)
        surface.blit(image, image.get_rect(center=layout.point(640, 62)))
        box = layout.rect(*AREA)
        draw_panel(surface, box, self.app, radius=14)
        rows = self.build()
        inner = box.inflate(-layout.px(8), -layout.px(24))
        total = sum(r.height for r in rows)
        self.scroll = max(0, min(self.scroll, total - inner.h))
        clip = surface.get_clip()
        surface.set_clip(inner)
        y = inner.y - self.scroll
        for index, row in enumerate(rows):
            if y >= inner.y and y + row.height <= inner.bottom:  # whole rows only
                if index == self.focus and row.kind == "move":
                    pygame.draw.rect(
                        surface,
                        palette.focus,
                        pygame.Rect(
                            inner.x + layout.px(30), y, inner.w - layout.px(40), row.height
                        ),
                        max(2, layout.px(3)),
                        border_radius=layout.px(8),
                    )
                assert row.image is not None  # build() drew every row
                surface.blit(row.image, (inner.x + layout.px(6), y))
            y += row.height
        surface.set_clip(clip)
        self._draw_scrollbar(surface, inner, total)
        draw_prompts(surface, self.app, self.prompts())

    def _draw_scrollbar(self, surface: pygame.Surface, inner: pygame.Rect, total: int) -> None:
        if total <= inner.h:
            return
        layout, palette = self.app.layout, self.app.palette
        track = pygame.Rect(inner.right - layout.px(6), inner.y, layout.px(6), inner.h)
        pygame.draw.rect(surface, palette.panel_edge, track, border_radius=layout.px(3))
        knob_h = max(layout.px(20), inner.h * inner.h // total)
        knob_y = inner.y + (inner.h - knob_h) * self.scroll // max(1, total - inner.h)
        knob = pygame.Rect(track.x, knob_y, track.w, knob_h)
        pygame.draw.rect(surface, palette.text, knob, border_radius=layout.px(3))
