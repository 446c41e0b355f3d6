"""Look at any boat full-screen: rooms overlay, tiles hidden to see rats and rooms under them,
the colour reference, and the bag and supply (helpers of issue 4, item 6)."""

from __future__ import annotations

import pygame

from game.isle.data.window import isle_content
from game.isle.rules.ids import COLORS
from game.isle.rules.scoring import families, full_rooms, visible_rat_count
from game.isle.ui.art import isle_art
from game.isle.ui.boatview import BoatView
from game.shell.input import IntentEvent
from game.shell.scenes.stack import Host, Scene
from game.shell.ui import text
from game.shell.ui.prompts import draw_prompts

# What hides the tiles: Info as on the table, and Flip (the mouse's middle button among
# them); the prompt bar names both.
HIDE_TILES = ("info", "flip")


class BoatsScene(Scene):
    name = "boats"
    modal = True

    def __init__(self, app: Host, game, seat: int) -> None:
        super().__init__(app)
        self.game = game
        self.viewer = seat  # whose view (hidden information) is used
        self.shown = seat
        self.rooms = False
        self.hide_tiles = False
        self.boats = BoatView(isle_art(app), isle_content(app))

    def update(self, dt: float) -> None:
        """Asking the boat: with narration on, the shown boat is described when it changes."""
        if self.app.settings.narration and getattr(self, "_spoken", None) != self.shown:
            self._spoken = self.shown
            from game.isle.ui.narration import describe_boat

            state = self.game.session.view(self.viewer).state
            self.app.narrate(describe_boat(self.app, state, self.shown))

    def help_subject(self, pointer: tuple[int, int] | None):
        from game.isle.ui.help import IsleKind
        from game.shell.ui.help import Subject

        return Subject(IsleKind.BOAT, self.shown)

    def handle(self, event) -> bool:
        if not isinstance(event, IntentEvent) or not event.pressed:
            return False
        name = str(event.intent)
        players = len(self.game.session.seats)
        if name in ("back", "menu", "view"):
            self.app.stack.pop()
        elif name in ("left", "prev"):
            self.shown = (self.shown - 1) % players
        elif name in ("right", "next") or (name == "confirm" and event.pos is not None):
            self.shown = (self.shown + 1) % players  # a click shows the next boat
        elif name in ("up", "down"):
            self.app.open("table_cards", self.game, self.viewer)
        elif name == "overlay":
            self.rooms = not self.rooms
        elif name in HIDE_TILES:
            self.hide_tiles = not self.hide_tiles
        elif name == "confirm":  # try shapes on the boat shown
            seat = self.game.session.view(self.viewer).state.seats[self.shown]
            self.app.open("sandbox", seat.boat, seat.tiles)
        else:
            return False
        return True

    def draw(self, surface: pygame.Surface) -> None:
        layout, palette, t = self.app.layout, self.app.palette, self.t
        surface.fill(palette.background)
        state = self.game.session.view(self.viewer).state
        seat = state.seats[self.shown]
        cell = layout.px(50)
        origin = layout.point(90, 110)
        self.boats.draw(
            surface,
            origin,
            seat.boat,
            seat.tiles,
            cell,
            show_tiles=not self.hide_tiles,
            rooms=self.rooms,
        )
        name = text.render(
            t("boats.title", name=self.app.seat_name(self.shown), boat=t(f"color.{seat.boat}")),
            "title",
            layout.font(30),
            palette.seats[self.shown % len(palette.seats)],
        )
        surface.blit(name, name.get_rect(midtop=layout.point(640, 40)))
        content = isle_content(self.app)
        groups = [f for f in families(seat.tiles) if f.size >= 3]
        facts = [
            t("boats.rats", count=visible_rat_count(content, seat.boat, seat.tiles)),
            t("boats.rooms", count=len(full_rooms(content, seat.tiles))),
            t(
                "boats.families",
                list=", ".join(f"{t('color.' + f.color)} {f.size}" for f in groups) or "–",
            ),
            t("table.fish", count=seat.fish),
            t("boats.bag", count=len(state.bag)),
        ]
        y = layout.point(0, 576)[1]
        left, right = layout.point(90, 0)[0], layout.point(1190, 0)[0]
        x = left
        for line in facts:  # wrapping onto a second line at large text scales
            image = text.render(line, "body", layout.dense(19), palette.text)
            if x > left and x + image.get_width() > right:
                x, y = left, y + image.get_height()
            surface.blit(image, (x, y))
            x += image.get_width() + layout.px(28)
        # colour reference: each colour with its symbol and name
        x, y = left, max(layout.point(0, 620)[1], y + image.get_height() + layout.px(2))
        size = isle_art(self.app).symbol_px(layout.px(30))
        for color in COLORS:
            surface.blit(isle_art(self.app).symbol(color, size), (x, y))
            label = text.render(t(f"color.{color}"), "bold", layout.dense(18), palette.text)
            surface.blit(label, label.get_rect(midleft=(x + size + layout.px(6), y + size // 2)))
            x += size + label.get_width() + layout.px(30)
        draw_prompts(
            surface,
            self.app,
            [
                ("change", t("boats.other")),
                ("up", t("boats.cards")),
                ("overlay", t("board.rooms")),
                (HIDE_TILES, t("boats.hide_tiles")),
                ("confirm", t("boats.try_shapes")),
                ("back", t("prompt.back")),
            ],
        )
