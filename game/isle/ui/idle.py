"""Idle life: now and then one cat on the player's boat or in the fields blinks or flicks its
tail. Sparse (at most one cat per slot of a few seconds), deterministic (a pure function of
the game's fixed-step time and the cats' identities, never the wall clock), and cheap: the
cached tile stays drawn and only the changed part of a posed copy (the eyes, the tail's
cell) is copied over it. None under reduced motion or the "instant" animation speed.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.isle.data.window import isle_content
from game.isle.ui.art import IsleArt, isle_art
from game.shell.ui.idle import Moment, hash01, moment_at, slot_at, slot_moment


@dataclass(frozen=True, eq=False)
class IdleCat:
    """A cat that may move: a stable key, its tile, where its image is drawn, and what lies
    under it (``under`` drawn at ``under_at``: a swung tail uncovers a little of it)."""

    key: str
    shape: int
    color: str | None
    k: int
    cell: int
    topleft: tuple[int, int]
    under: pygame.Surface | None = None
    under_at: tuple[int, int] = (0, 0)


def chosen(moment: Moment, cats: list[IdleCat]) -> IdleCat | None:
    """The cat that moves in this slot: the highest hash of (slot, cat key), so a cat keeps
    its chances when others come and go."""
    if not cats:
        return None
    return max(cats, key=lambda cat: hash01(moment.slot, cat.key))


class IdleLife:
    """Draws the one cat that is blinking or flicking now over the table's cached tiles."""

    def __init__(self, app) -> None:
        self.app = app
        self._ahead_slot: int | None = None  # the slot whose posed cats were drawn ahead

    def enabled(self) -> bool:
        s = self.app.settings
        return not s.reduced_motion and s.animation_speed != "instant"

    def now(self) -> Moment | None:
        return moment_at(self.app.time) if self.enabled() else None

    def draw(self, surface: pygame.Surface, cats) -> None:
        """``cats``: a function giving the candidates (only called while something moves).
        The main loop redraws only the posed part of the cat when a moment starts or ends."""
        if not self.enabled():
            return
        moment = self.app.motion(moment_at, lambda *moments: self._boxes(cats, moments))
        self._draw_ahead(cats, self.app.motion(slot_at, lambda old, new: []))
        if moment is None:
            return
        cat = chosen(moment, cats())
        if cat is None:
            return
        image, box = self._posed(cat, moment)
        at = (cat.topleft[0] + box.x, cat.topleft[1] + box.y)
        if moment.action == "flick" and cat.under is not None:
            # the tail's cell is repainted whole: first what lies under the tile, so the
            # tail's old place (a little outside the body) does not stay drawn
            surface.blit(
                cat.under,
                at,
                area=box.move(cat.topleft[0] - cat.under_at[0], cat.topleft[1] - cat.under_at[1]),
            )
        surface.blit(image, at, area=box)

    def _draw_ahead(self, cats, slot: int) -> None:
        """Draw in the background the posed cats of this slot and the next: drawn when first
        shown, a posed tile cost 11 ms at 3840x2160, a hitch in a frame that the tile being
        placed already fills."""
        if slot == self._ahead_slot:
            return
        self._ahead_slot = slot
        asks = []
        for moment in (slot_moment(slot), slot_moment(slot + 1)):
            if moment is None:
                continue
            cat = chosen(moment, cats())
            if cat is not None:
                asks.append((cat, moment.action))
        if asks:
            # the store that draws ahead is the window's own (``Art.start_asked``): the Isle's
            # tiles are its extension
            isle_art(self.app).ask_ahead(
                lambda store: [
                    store.extension(IsleArt.on).tile(c.shape, c.color, c.k, c.cell, pose=a)
                    for c, a in asks
                ]
            )

    def _posed(self, cat: IdleCat, moment: Moment) -> tuple[pygame.Surface, pygame.Rect]:
        """The posed tile and the part of it that differs from the plain one."""
        art = isle_art(self.app)
        image = art.tile(cat.shape, cat.color, cat.k, cat.cell, pose=moment.action)
        box = art.pose_box(cat.shape, cat.k, cat.cell, moment.action).clip(image.get_rect())
        return image, box

    def _boxes(self, cats, moments) -> list[pygame.Rect]:
        """Where the window changes between two moments: the posed parts of their cats."""
        out = []
        for moment in moments:
            cat = chosen(moment, cats()) if moment is not None else None
            if cat is not None:
                out.append(self._posed(cat, moment)[1].move(cat.topleft))
        return out


def table_cats(
    table, state, seat: int, hidden: dict[int, set[int]], size: tuple[int, int] | None = None
) -> list[IdleCat]:
    """The cats of the table that may blink or flick: on the seat's own boat and in the
    fields, where the table draws them, each with what lies under it (the hull, the island).
    Tiles still flying (``hidden``) and hidden tiles do not move."""
    from game.isle.ui.boatview import orientation_of

    r = table.regions()
    content = isle_content(table.app)
    cats = []
    if not table.hide_tiles:
        me = state.seats[seat]
        hull = table.art.boat(me.boat, r.own_cell)
        for placed in table._visible(me.tiles, hidden.get(seat)):
            if placed.tile.is_cat_like:
                x, y, k = orientation_of(content, placed.shape, placed.mask)
                cats.append(
                    IdleCat(
                        f"boat{placed.shape}{placed.color}{placed.mask}",
                        placed.shape,
                        placed.color,
                        k,
                        r.own_cell,
                        (r.boat.x + x * r.own_cell, r.boat.y + y * r.own_cell),
                        hull,
                        r.boat.topleft,
                    )
                )
    from game.isle.ui.table import field_cat_cell  # the table imports this module

    ground = table.backdrop(size or (table.app.layout.width, table.app.layout.height), r)
    for tile, _side, slot in table.field_tiles(state):
        if tile in table.hidden_field or tile in table.held_field or not tile.is_cat_like:
            continue
        cell = field_cat_cell(slot)
        w, h = content.shapes[tile.shape].extents[0]
        box = pygame.Rect(0, 0, w * cell, h * cell)
        box.center = slot.center
        cats.append(
            IdleCat(
                f"field{tile.shape}{tile.color}",
                tile.shape,
                tile.color,
                0,
                cell,
                box.topleft,
                ground,
                (0, 0),
            )
        )
    return cats
