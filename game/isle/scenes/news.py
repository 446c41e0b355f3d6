"""The "since your turn" strip: when a human's turn comes back, what the others did since their
last one, as a row of pictures along the top of the island. Each entry is a focusable item of
the turn's screen (pad, keys, mouse): focusing it shows the move on the table (the tile on
that seat's boat, or that seat's place) with its caption; pressing it plays the move again.
"""

from __future__ import annotations

import pygame

from game.isle.ui.anim_moves import CAPTION_SECONDS
from game.isle.ui.captions import Move, caption
from game.isle.ui.move_icons import move_icon
from game.shell.scenes.decision import Item
from game.shell.ui import drawlog, text

MORE = "news:more"  # the entry that opens the timeline when older moves do not fit
READ_SECONDS = CAPTION_SECONDS + 1.0  # the newest move's words at the turn's start


class NewsStrip:
    """The moves of the other seats since ``seat`` last acted (read once, when its turn
    comes: what the seat does itself during the turn is not news)."""

    def __init__(self, app, game, seat: int) -> None:
        self.app = app
        self.game = game
        self.seat = seat
        self.moves: list[Move] = list(game.recap.since(seat))
        self._items: list[Item] = []
        self._key: tuple = ()
        self.hidden = 0  # older moves that do not fit (the first entry opens the timeline)
        self.said = False
        self.fresh = True  # no focus move yet this turn: the newest move keeps its caption
        self._first: str | None = None  # the item focused when the turn came
        self.age = 0.0  # seconds since the turn came back

    def __bool__(self) -> bool:
        return bool(self.moves)

    # --- layout -----------------------------------------------------------------------------
    def band(self) -> pygame.Rect:
        """The strip's room: the sea above the fields, across the island."""
        r, layout = self.game.table.regions(), self.app.layout
        size = self.chip_size()
        return pygame.Rect(
            r.island.x + layout.px(10), r.island.y + layout.px(4), r.island.w - layout.px(20), size
        )

    def chip_size(self) -> int:
        layout = self.app.layout
        return max(layout.px(34), round(self.game.table.reading(15) * 1.5))

    def title_image(self) -> pygame.Surface:
        palette = self.app.palette
        return text.render(
            self.app.t("news.title"), "bold", self.game.table.reading(15), palette.text
        )

    def items(self) -> list[Item]:
        """The strip's entries as items of the turn's screen (rects laid out), newest last;
        when they do not all fit, the first one opens the timeline instead."""
        layout = self.app.layout
        key = (layout, self.app.settings.language, len(self.moves))
        if key == self._key:
            return self._items
        if not self.moves:
            self._items, self._key = [], key
            return self._items
        band = self.band()
        size = self.chip_size()
        gap = layout.px(6)
        title = self.title_image()
        x0 = band.x + title.get_width() + layout.px(20)
        fits = max(1, (band.right - x0 + gap) // (size + gap))
        shown = self.moves if len(self.moves) <= fits else self.moves[-(fits - 1) :]
        items = []
        x = x0
        self.hidden = len(self.moves) - len(shown)
        if self.hidden:
            label = self.app.t("news.more", count=self.hidden)
            items.append(Item(MORE, label=label, rect=pygame.Rect(x, band.y, size, size)))
            x += size + gap
        for move in shown:
            items.append(
                Item(
                    f"news:{move.index}",
                    label=caption(self.app, move),
                    data=move,
                    rect=pygame.Rect(x, band.y, size, size),
                )
            )
            x += size + gap
        self._items, self._key = items, key
        return items

    # --- acting -----------------------------------------------------------------------------
    def tick(self, dt: float) -> None:
        """The newest move's words are read at the turn's start, for a caption's time, then
        go (they sat on the table for the whole turn: issue 43, item 3); its entry keeps them.
        At "instant" or with reduced motion they stay, as the table's captions do."""
        if self.game.effects.moves.still:
            return
        self.age += dt
        if self.age >= READ_SECONDS:
            self.fresh = False

    def point(self, item: Item | None) -> None:
        """Show the focused entry's move on the table (nothing when the focus is elsewhere)."""
        move = item.data if item is not None and isinstance(item.data, Move) else None
        self.game.effects.moves.spotlight = move
        key = item.key if item is not None else ""
        if self._first is None:
            self._first = key
        elif key != self._first:
            self.fresh = False

    def replay(self, item: Item) -> None:
        """The entry pressed: the move again (its seat's boat grows with the tile outlined),
        or the timeline for the older moves."""
        if item.key == MORE:
            self.app.open("timeline", self.game)
            return
        move = item.data
        if not isinstance(move, Move) or not move.mask or not move.is_seat:
            return
        view = self.game.session.view(self.seat).state
        seat = view.seats[move.seat]
        self.game.effects.moves.zoom(move.seat, self.seat, seat.boat, seat.tiles, move.mask)

    def spoken(self) -> str:
        """The strip read aloud when the turn comes back."""
        words = "; ".join(caption(self.app, m) for m in self.moves)
        return self.app.t("news.spoken", moves=words)

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, focused: Item | None) -> None:
        items = self.items()
        if not items:
            return
        layout, palette = self.app.layout, self.app.palette
        band = self.band()
        title = self.title_image()
        plate = self.plate_rect()
        assert plate is not None  # there is news (the items above)
        # opaque: the sea and the fields' tops never read through the strip
        pygame.draw.rect(surface, palette.panel, plate, border_radius=layout.px(10))
        surface.blit(title, title.get_rect(midleft=(band.x + layout.px(6), band.centery)))
        size = self.chip_size()
        for item in items:
            self._draw_chip(surface, item, size, item is focused)
        drawlog.note("message", plate, surface, label="news")

    def plate_rect(self) -> pygame.Rect | None:
        """The strip's plate, as drawn (None: no news)."""
        items = self.items()
        if not items:
            return None
        band, layout = self.band(), self.app.layout
        right = items[-1].rect.right
        return pygame.Rect(band.x, band.y, right - band.x, band.h).inflate(
            layout.px(10), layout.px(8)
        )

    def message(self, focused: Item | None) -> Move | str | None:
        """What the strip says in words over the table (the table's messages place it where
        no choice is): the focused entry's move (or the "older moves" entry's words); when
        the turn just came back, the newest move, until the focus first moves."""
        if focused is not None and focused.key.startswith("news:"):
            return focused.data if isinstance(focused.data, Move) else focused.label
        if self.fresh and self.moves:
            return self.moves[-1]
        return None

    def _draw_chip(self, surface: pygame.Surface, item: Item, size: int, focused: bool) -> None:
        layout, palette = self.app.layout, self.app.palette
        rect = item.rect
        move = item.data if isinstance(item.data, Move) else None
        pygame.draw.rect(surface, palette.background, rect, border_radius=layout.px(8))
        if move is None:  # the older moves: "+3"
            label = text.render(f"+{self.hidden}", "bold", max(8, size // 2), palette.text)
            surface.blit(label, label.get_rect(center=rect.center))
            edge = palette.panel_edge
        else:
            icon = move_icon(self.app, move, size - layout.px(8))
            surface.blit(icon, icon.get_rect(center=rect.center))
            edge = (
                palette.seats[move.seat % len(palette.seats)] if move.is_seat else palette.text_dim
            )
            if move.is_seat:  # the seat's initial: the colour is never the only cue
                initial = self.app.seat_name(move.seat)[:1].upper()
                tag = text.render(initial, "bold", max(8, size // 3), palette.text_on_accent)
                disc = tag.get_rect(
                    bottomright=(rect.right + layout.px(3), rect.bottom + layout.px(3))
                )
                disc = disc.inflate(layout.px(6), 0)
                disc.width = max(disc.width, disc.height)
                disc.bottomright = (rect.right + layout.px(3), rect.bottom + layout.px(3))
                pygame.draw.ellipse(surface, edge, disc)
                surface.blit(tag, tag.get_rect(center=disc.center))
        pygame.draw.rect(surface, edge, rect, max(2, layout.px(2)), border_radius=layout.px(8))
        if focused:
            pygame.draw.rect(
                surface,
                palette.focus,
                rect.inflate(layout.px(8), layout.px(8)),
                max(3, layout.px(4)),
                border_radius=layout.px(10),
            )
