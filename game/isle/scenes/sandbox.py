"""Try shapes: move any tile over a copy of a boat to see what fits. Nothing here changes the
game; legality comes from the rules' placement checker."""

from __future__ import annotations

import pygame

from game.isle.data.window import isle_content
from game.isle.rules.content import Content
from game.isle.rules.ids import COLORS, Placed, Tile
from game.isle.rules.placement import footprint, placement_problem
from game.isle.rules.refusals import Refusal
from game.isle.rules.vocabulary import TileKind
from game.isle.scenes.placement import flip, rotate
from game.isle.ui.art import isle_art
from game.isle.ui.boatview import BoatView, canonical_k
from game.isle.ui.reasons import translate
from game.shell.input import IntentEvent, PointerMove
from game.shell.scenes.stack import Host, Scene
from game.shell.ui import text
from game.shell.ui.prompts import draw_prompts


def sandbox_shapes(content: Content) -> list[Tile]:
    """Every cat shape in each colour, then the treasures and the Oshax."""
    cats = [
        Tile(s.id, c) for s in content.shapes.values() if s.kind == TileKind.CAT for c in COLORS
    ]
    seen, treasures = set(), []
    for shape in sorted(content.shapes.values(), key=lambda s: s.id):
        if (
            shape.kind in (TileKind.COMMON, TileKind.RARE, TileKind.OSHAX)
            and shape.cells not in seen
        ):
            seen.add(shape.cells)
            treasures.append(Tile(shape.id, "orange" if shape.kind == TileKind.OSHAX else None))
    return cats + treasures


class SandboxScene(Scene):
    name = "sandbox"
    modal = True

    def __init__(self, app: Host, boat: str, tiles: tuple[Placed, ...]) -> None:
        super().__init__(app)
        self.boat = boat
        self.tiles = list(tiles)
        self.start = len(tiles)
        self.shapes = sandbox_shapes(isle_content(app))
        self.index = 0
        self.x, self.y, self.k = 8, 3, 0
        self.views = BoatView(isle_art(app), isle_content(app))

    @property
    def tile(self) -> Tile:
        return self.shapes[self.index]

    def _origin_cell(self) -> tuple[tuple[int, int], int]:
        layout = self.app.layout
        return layout.point(90, 120), layout.px(50)

    def _clamp(self) -> None:
        w, h = isle_content(self.app).shapes[self.tile.shape].extents[self.k]
        self.x = max(0, min(22 - w, self.x))
        self.y = max(0, min(9 - h, self.y))

    def occupied(self) -> int:
        mask = 0
        for placed in self.tiles:
            mask |= placed.mask
        return mask

    def problem(self) -> Refusal | None:
        mask = footprint(isle_content(self.app).shapes[self.tile.shape], self.x, self.y, self.k)
        return placement_problem(isle_content(self.app), self.occupied(), False, mask)

    def handle(self, event) -> bool:
        if isinstance(event, PointerMove):
            (ox, oy), cell = self._origin_cell()
            cx, cy = (event.pos[0] - ox) // cell, (event.pos[1] - oy) // cell
            if 0 <= cx < 22 and 0 <= cy < 9:
                w, h = isle_content(self.app).shapes[self.tile.shape].extents[self.k]
                self.x, self.y = cx - (w - 1) // 2, cy - (h - 1) // 2
                self._clamp()
            return True
        if not isinstance(event, IntentEvent):
            return False
        name = str(event.intent)
        moves = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}
        if name in moves and event.is_down:
            self.x += moves[name][0]
            self.y += moves[name][1]
            self._clamp()
            return True
        if not event.pressed:
            return False
        if name in ("menu", "view"):
            self.app.stack.pop()
        elif name in ("next", "prev"):
            self.index = (self.index + (1 if name == "next" else -1)) % len(self.shapes)
            self._clamp()
        elif name in ("rotate_left", "rotate_right"):
            self.k = rotate(self.k, name == "rotate_right")
            self._clamp()
        elif name == "flip":
            self.k = flip(self.k)
            self._clamp()
        elif name == "confirm" and self.problem() is None:
            mask = footprint(isle_content(self.app).shapes[self.tile.shape], self.x, self.y, self.k)
            assert mask is not None  # no problem: the tile lies inside the boat
            self.tiles.append(Placed(self.tile.shape, self.tile.color, mask))
        elif name == "back":
            if len(self.tiles) > self.start:
                self.tiles.pop()
            else:
                self.app.stack.pop()
        else:
            return False
        return True

    def draw(self, surface: pygame.Surface) -> None:
        layout, palette, t = self.app.layout, self.app.palette, self.app.t
        surface.fill(palette.background)
        origin, cell = self._origin_cell()
        self.views.draw(surface, origin, self.boat, tuple(self.tiles), cell)
        surface.blit(isle_art(self.app).grid_lines(cell), origin)
        problem = self.problem()
        k = canonical_k(isle_content(self.app), self.tile.shape, self.k)
        ghost = isle_art(self.app).tile(
            self.tile.shape, self.tile.color, k, cell, ghost="bad" if problem else "good"
        )
        surface.blit(ghost, (origin[0] + self.x * cell, origin[1] + self.y * cell))
        title = text.render(t("sandbox.title"), "title", layout.heading(30), palette.accent)
        surface.blit(title, title.get_rect(midtop=layout.point(640, 30)))
        note = t("sandbox.nothing_changes")
        if problem:
            note = translate(problem, t)
        # under the boat, above the prompt bar: as large as the room there allows
        top = origin[1] + 9 * cell + layout.px(8)
        room = layout.height - layout.px(58) - top
        size = layout.font(19)
        while True:
            line = text.render_block(
                note,
                "bold",
                size,
                palette.bad if problem else palette.text,
                layout.px(1200),
                "center",
            )
            if line.get_height() <= room or size <= layout.px(12):
                break
            size -= 1
        surface.blit(line, line.get_rect(midtop=(layout.width // 2, top)))
        draw_prompts(
            surface,
            self.app,
            [
                ("next", t("sandbox.other_shape")),
                ("rotate_right", t("board.rotate")),
                ("flip", t("board.flip")),
                ("confirm", t("sandbox.try")),
                ("back", t("sandbox.remove")),
                ("menu", t("prompt.back")),
            ],
        )
