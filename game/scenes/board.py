"""The board screen: a seat's turn on the table (rescue turn, rare-find turn) and the steps
inside it (placing a tile, the map bonus, treasures, cards 77 and 83). Choices come from
``legal_actions``; the rules say why a move is refused."""

from __future__ import annotations

import pygame

from game.input import IntentEvent, PointerMove
from game.rules import legal_actions
from game.rules.actions import ChooseSide, Done, Move, Pass, Play, Rescue, Skip, Take
from game.rules.ids import FIELD_COST, LEFT, RIGHT, Tile
from game.rules.refusals import Refusal
from game.rules.state import Bonus, ChooseField, Commons, MoveCats, PlaceTile, RareTurn, RescueTurn
from game.rules.vocabulary import CardType
from game.scenes.decision import DecisionScene, Item
from game.scenes.placement import Cursor, flip, preview, rotate
from game.scenes.rescue import rescue_options
from game.scenes.stack import Host
from game.ui import text
from game.ui.anim_ghost import TURN_SECONDS, GhostTurn
from game.ui.boatview import canonical_k
from game.ui.panels import dim
from game.ui.reasons import translate
from game.ui.tween import animation_seconds

PAY_ORDER = ("permanent", "full", "halves")
# Refusals about the basket: the payment dialog offers the other ways to pay.
BASKET_REFUSALS = frozenset(
    {"cat_needs_basket", "no_permanent_basket", "no_full_basket", "no_half_baskets"}
)


# The buttons that end or extend a turn, kept at the panel's foot under any list of choices.
TURN_BUTTONS = frozenset({"play_card", "pass", "done", "skip"})


class BoardScene(DecisionScene):
    screen = "board"
    dim_table = False

    def __init__(self, app: Host, game, seat: int) -> None:
        super().__init__(app, game, seat)
        self.cursor: Cursor | None = None
        self.mode = ""
        self.took_turn = False
        self.turning = GhostTurn()  # the ghost's picture catching up with a turn or flip
        from game.scenes.news import NewsStrip

        self.news = NewsStrip(app, game, seat)  # what the others did since this seat's turn

    @property
    def shows_recap(self) -> bool:
        """The "since your turn" strip says the others' moves (then the table's caption of
        the last one stands aside for it)."""
        return bool(self.news)

    # --- building the choices -------------------------------------------------------------
    def refresh(self) -> None:
        state = self.state
        top = state.top
        self.mode = type(top).__name__
        if isinstance(top, PlaceTile):
            if self.cursor is None or self.cursor.tile != top.tile:
                self.cursor = Cursor(self.seat, top.tile)
                self.cursor.start_somewhere_legal(state)
                self.turning = GhostTurn()
            self.items = self._placing_items(state)
            self.took_turn = True
            return
        self.cursor = None
        builders = {
            RescueTurn: self._rescue_items,
            RareTurn: self._rare_items,
            Bonus: self._bonus_items,
            Commons: self._commons_items,
            MoveCats: self._move_items,
            ChooseField: self._field_items,
        }
        build = builders.get(type(top))
        self.items = (build(state) if build else []) + self.news.items()
        self.focus = min(self.focus, max(0, len(self.items) - 1))

    def _rescue_items(self, state) -> list[Item]:
        options = rescue_options(state, self.seat)
        items = []
        free = not self.game.table.has_fish(state)
        for tile, side, box in self.game.table.field_tiles(state):
            pays = options.get(tile)
            note = self.t("board.free") if free else self.t("board.cost", cost=FIELD_COST[side])
            items.append(
                Item(
                    f"tile:{tile.text()}",
                    enabled=bool(pays),
                    note=note,
                    data=("rescue", tile, pays or []),
                    rect=box.copy(),
                )
            )
        items += self._card_buttons(state)
        top = state.top
        if top.rescued:
            items.append(Item("done", label=self.t("board.end_turn"), selected=True))
        else:
            items.append(Item("pass", label=self.t("board.pass")))
        return items

    def _card_buttons(self, state) -> list[Item]:
        plays = [
            a
            for a in legal_actions(state, self.seat)
            if isinstance(a, Play) and state.content.cards[a.card].type == CardType.ANYTIME
        ]
        if not plays:
            return []
        return [Item("play_card", label=self.t("board.play_card"), data=plays)]

    def _rare_items(self, state) -> list[Item]:
        from game.scenes.rare_finds import rare_find_items

        items = rare_find_items(self, state)
        items += self._card_buttons(state)
        items.append(Item("pass", label=self.t("board.pass")))
        return items

    def _bonus_items(self, state) -> list[Item]:
        items = [
            Item(f"take:{a.tile.text()}", label=self.tile_label(a.tile), data=a)
            for a in legal_actions(state, self.seat)
            if isinstance(a, Take)
        ]
        items.append(Item("skip", label=self.t("board.skip_bonus")))
        return items

    def _commons_items(self, state) -> list[Item]:
        items = [
            Item(f"take:{a.tile.text()}", label=self.tile_label(a.tile), data=a)
            for a in legal_actions(state, self.seat)
            if isinstance(a, Take)
        ]
        if state.top.taken:
            items.append(Item("done", label=self.t("board.no_more_treasure")))
        return items

    def _move_items(self, state) -> list[Item]:
        moves = {a.tile: a for a in legal_actions(state, self.seat) if isinstance(a, Move)}
        items = [
            Item(
                f"tile:{tile.text()}",
                enabled=tile in moves,
                note=self.t("board.cost", cost=FIELD_COST[side]),
                data=("move", moves.get(tile)),
                rect=box.copy(),
            )
            for tile, side, box in self.game.table.field_tiles(state)
        ]
        if state.top.moved:
            items.append(Item("done", label=self.t("board.done_moving"), selected=True))
        return items

    def _field_items(self, state) -> list[Item]:
        return [
            Item("left", label=self.t("board.to_left"), data=ChooseSide(self.seat, LEFT)),
            Item("right", label=self.t("board.to_right"), data=ChooseSide(self.seat, RIGHT)),
        ]

    def _placing_items(self, state) -> list[Item]:
        return []

    def tile_label(self, tile: Tile) -> str:
        from game.ui.narration import tile_words

        shape = self.app.content.shapes[tile.shape]
        return self.t("board.tile_label", tile=tile_words(self.app, tile), cells=shape.size)

    # --- acting ---------------------------------------------------------------------------
    def activate(self, item: Item) -> bool:
        key = item.key
        if key.startswith("news:"):
            self.news.replay(item)
            return True
        if key == "pass":
            return self.submit(Pass(self.seat))
        if key == "done":
            return self.submit(Done(self.seat))
        if key == "skip":
            return self.submit(Skip(self.seat))
        if key == "play_card":
            from game.scenes.anytime import CardPickerScene

            self.app.stack.push(
                CardPickerScene(self.app, self.game, self.seat, item.data, optional=True)
            )
            return True
        if not item.enabled:
            self.game.effects.toast(self._why_not(item), bad=True)
            return True
        data = item.data
        if isinstance(data, tuple) and data and data[0] == "rescue":
            _, tile, pays = data
            if len(pays) == 1:
                return self.submit(Rescue(self.seat, tile, pays[0]))
            self.ask_payment(tile, pays)
            return True
        if isinstance(data, tuple) and data and data[0] == "move":
            return self.submit(data[1])
        if callable(getattr(data, "text", None)):
            return self.submit(data)
        if callable(data):
            data()
            return True
        return False

    def describe(self, item: Item) -> str:
        if item.key.startswith("tile:") and isinstance(item.data, tuple):
            from game.ui.narration import tile_words

            tile = item.data[1]
            words = f"{tile_words(self.app, tile)}, {item.note}"
            return words if item.enabled else f"{words}. {self._why_not(item)}"
        return super().describe(item)

    def narrate_focus(self) -> None:
        if self.cursor is None:
            super().narrate_focus()
            return
        if not self.app.settings.narration:
            return
        state = self.state
        where = (self.cursor.x, self.cursor.y, self.cursor.k)
        if where == getattr(self, "_spoken_cursor", None):
            return
        self._spoken_cursor = where
        from game.ui.narration import describe_cell

        problem = self.cursor.problem(state)
        words = describe_cell(self.app, state, self.seat, self.cursor.x, self.cursor.y)
        if problem:
            words += ". " + translate(problem, self.app.t)
        else:
            effects = preview(state, self.seat, self.cursor.tile, self.cursor.mask(state))
            parts = [self.t("preview.fits")] + [self._preview_words(k, v) for k, v in effects]
            words += ". " + ", ".join(parts)
        self.app.narrate(words)

    def _preview_words(self, key: str, values: dict) -> str:
        if "color" in values:
            values = {**values, "color": self.t(f"color.{values['color']}")}
        if "room" in values:
            values = {
                **values,
                "room": self.app.texts.room_name(values["room"], self.app.settings.language),
            }
        return self.t(key, **values)

    def _why_not(self, item: Item) -> str:
        if isinstance(item.data, tuple) and item.data[0] == "rescue":
            tile = item.data[1]
            for pay in PAY_ORDER:
                from game.rules import check_action
                from game.rules.errors import IllegalActionError

                try:
                    check_action(self.state, Rescue(self.seat, tile, pay))
                except IllegalActionError as error:
                    if error.code not in BASKET_REFUSALS:
                        return translate(error, self.app.t)
            return self.t("board.no_basket")
        return self.t("board.not_now")

    def ask_payment(self, tile: Tile, pays: list[str]) -> None:
        from game.scenes.dialog import ChoiceScene

        choices = [
            (self.t(f"board.pay.{p}"), (lambda p=p: self.submit(Rescue(self.seat, tile, p))))
            for p in PAY_ORDER
            if p in pays
        ]
        self.app.stack.push(
            ChoiceScene(self.app, self.t("board.pay_question"), choices, cancel=lambda: None)
        )

    # --- placing ----------------------------------------------------------------------------
    def handle(self, event) -> bool:
        if self.cursor is None:
            return self._handle_choice(event)
        state = self.state
        cursor = self.cursor
        if isinstance(event, PointerMove):
            cell = self.game.table.cell_at(event.pos)
            if cell is not None:
                cursor.point_at(state, cell)
                return True
            return False
        if not isinstance(event, IntentEvent):
            return False
        name = str(event.intent)
        if name == "menu" and event.pressed:
            self.game.open_pause()
            return True
        if not self.can_act(event):
            return False
        moves = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}
        if name in moves and event.is_down:
            cursor.move(state, *moves[name])
            return True
        if not event.pressed:
            return False
        if name in ("rotate_left", "rotate_right"):
            self._turn(
                state,
                rotate(cursor.k, name == "rotate_right"),
                "cw" if name == "rotate_right" else "ccw",
            )
            self.app.sound("rotate")
            return True
        if name == "flip":
            self._turn(state, flip(cursor.k), "flip")
            self.app.sound("flip")
            return True
        if name in ("next_spot", "next", "prev"):
            cursor.next_spot(state, backwards=name == "prev")
            return True
        if name == "overlay":
            self.game.table.show_rooms = not self.game.table.show_rooms
            return True
        if name == "confirm":
            if event.pos is not None:
                cell = self.game.table.cell_at(event.pos)
                if cell is None:
                    return self._handle_choice(event)
                cursor.point_at(state, cell)
            problem = cursor.problem(state)
            if problem:
                self.app.sound("invalid")
                self.game.effects.toast(translate(problem, self.app.t), bad=True)
                return True
            return self.submit(cursor.action())
        if name == "back":
            if self.session.can_undo():
                self.game.undo()
            return True
        if name == "play_card":
            plays = [a for a in legal_actions(state, self.seat) if isinstance(a, Play)]
            if plays:
                from game.scenes.anytime import CardPickerScene

                self.app.stack.push(
                    CardPickerScene(self.app, self.game, self.seat, plays, optional=True)
                )
            return True
        return False

    def _turn(self, state, k: int, kind: str) -> None:
        """The cursor turns at once; its picture follows in a short tween."""
        old = self.cursor.k
        self.cursor.turn(state, k)
        settings = self.app.settings
        self.turning.start(
            kind, old, animation_seconds(settings, TURN_SECONDS), settings.reduced_motion
        )

    def _handle_choice(self, event) -> bool:
        if isinstance(event, IntentEvent) and event.pressed:
            name = str(event.intent)
            if name == "overlay":
                self.game.table.show_rooms = not self.game.table.show_rooms
                return True
            if name == "info":
                self.game.table.hide_tiles = not self.game.table.hide_tiles
                return True
            if name == "view":
                from game.scenes.boats import BoatsScene

                self.app.stack.push(BoatsScene(self.app, self.game, self.seat))
                return True
        return super().handle(event)

    # --- the turn is over: confirm it or undo it --------------------------------------------
    def exit(self) -> None:
        self.game.table.panel_reserve = 0
        self.game.effects.moves.spotlight = None

    def update(self, dt: float) -> None:
        if not self.still_current():
            self.app.stack.pop()
            if self.took_turn and self.session.can_undo():
                from game.scenes.turn_confirm import TurnConfirmScene

                self.app.stack.push(TurnConfirmScene(self.app, self.game, self.seat))
            return
        self.turning.update(dt)
        self.refresh()
        if self.news and not self.news.said and self.app.settings.narration:
            self.news.said = True
            self.app.narrate(self.news.spoken())
        focused = self.items[self.focus] if self.cursor is None and self.items else None
        self.news.point(focused)
        self.narrate_focus()

    # --- drawing ----------------------------------------------------------------------------
    def title(self) -> str:
        return ""

    def prompts(self):
        t = self.t
        if self.cursor is not None:
            prompts = [
                ("confirm", t("board.place")),
                ("rotate_right", t("board.rotate")),
                ("flip", t("board.flip")),
                ("next_spot", t("board.next_spot")),
                ("overlay", t("board.rooms")),
            ]
            if self.session.can_undo():
                prompts.append(("back", t("board.undo")))
            return prompts
        return [
            ("left", t("prompt.move")),
            ("confirm", t("prompt.select")),
            ("overlay", t("board.rooms")),
            ("info", t("board.hide_tiles")),
            ("view", t("board.view_boats")),
            ("menu", t("prompt.menu")),
        ]

    def layout_items(self) -> None:
        """Cats keep their field boxes; buttons go in a column at the panel's foot. Long lists
        of choices (treasure cards) go over the island, leaving the turn's own buttons (play a
        card, pass, done) at the panel's foot, so neither covers the other at any text scale."""
        layout = self.app.layout
        buttons = [i for i in self.items if not i.key.startswith(("tile:", "news:"))]
        panel = self.game.table.regions().panel
        font = self.game.table.dense(18)
        height = max(layout.px(38), round(font * 1.9))
        gap = layout.px(6)
        footer = buttons
        if len(buttons) > 3:
            footer = [i for i in buttons if i.key in TURN_BUTTONS]
            x, top = layout.point(24, 66)
            # above the turn banner on the boat's edge; a second column when it is too long
            limit = self.game.table.regions().boat.top - self._header_height() - gap
            y, column_w = top, 0
            for item in buttons:
                if item in footer:
                    continue
                label_w = text.font("bold", font).size(item.label)[0] + layout.px(24)
                if y + height > limit and y > top:
                    x, y, column_w = x + column_w + gap, top, 0
                # never past the island: a long label is fitted to the button (draw_button)
                width = min(max(layout.px(300), label_w), panel.x - gap - x)
                item.rect = pygame.Rect(x, y, width, height)
                column_w = max(column_w, item.rect.width)
                y += height + gap
        y = panel.bottom - len(footer) * (height + gap)
        self.game.table.panel_reserve = panel.bottom - y
        for item in footer:
            label_w = text.font("bold", font).size(item.label)[0] + layout.px(24)
            item.rect = pygame.Rect(panel.x, y, max(panel.width, label_w), height)
            y += height + gap

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_header(surface)
        self.layout_items()
        if self.cursor is not None:
            self.draw_placement(surface)
        else:
            self.draw_items(surface)
            self.draw_strip(surface)
            focused = self.items[self.focus] if self.items else None
            self.news.draw(surface, focused)
        self.draw_status(surface)
        from game.ui.prompts import draw_prompts

        draw_prompts(surface, self.app, self.prompts())

    def draw_header(self, surface: pygame.Surface) -> None:
        """A banner on the boat's top edge: whose turn and what to do."""
        layout, palette = self.app.layout, self.app.palette
        key = {
            "RescueTurn": "board.rescue_title",
            "RareTurn": "board.rare_title",
            "PlaceTile": "board.place_title",
            "Bonus": "board.bonus_title",
            "Commons": "board.commons_title",
            "MoveCats": "board.move_title",
            "ChooseField": "board.field_title",
        }.get(self.mode, "")
        if not key:
            return
        line = self.t(key, name=self.app.seat_name(self.seat))
        r = self.game.table.regions()
        left = r.boat.x + layout.px(110)
        # never under the panel's buttons and texts: fitted to the room left of the panel
        size = text.fit_size(line, "bold", layout.font(20), r.panel.x - left - layout.px(36))
        image = text.render(line, "bold", size, palette.text_on_accent)
        box = image.get_rect(bottomleft=(left + layout.px(12), r.boat.top - layout.px(6))).inflate(
            layout.px(24), layout.px(8)
        )
        pygame.draw.rect(
            surface, palette.seats[self.seat % len(palette.seats)], box, border_radius=layout.px(10)
        )
        surface.blit(image, image.get_rect(center=box.center))
        self.header_rect = box

    def _header_height(self) -> int:
        layout = self.app.layout
        return text.font("bold", layout.font(20)).get_linesize() + layout.px(12)

    def draw_items(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        for index, item in enumerate(self.items):
            focused = index == self.focus
            if item.key.startswith("news:"):
                continue  # the strip draws its own entries
            if item.key.startswith("tile:"):
                rect = item.rect
                if focused:
                    pygame.draw.rect(
                        surface,
                        palette.focus,
                        rect.inflate(layout.px(8), layout.px(8)),
                        max(2, layout.px(4)),
                        border_radius=layout.px(10),
                    )
                elif not item.enabled:
                    dim(surface, alpha=90, rect=rect)
                continue
            self.draw_button(surface, item, focused)

    def draw_strip(self, surface: pygame.Surface) -> None:
        """Small copies of the field cats along the top of the boat, so nobody has to look
        away from it (they act like the cats in the fields)."""
        tiles = {i.key: i for i in self.items if i.key.startswith("tile:")}
        if not tiles:
            return
        layout, palette = self.app.layout, self.app.palette
        r = self.game.table.regions()
        state = self.state
        fields = self.game.table.field_tiles(state)
        cell = max(4, layout.px(7))
        box = 4 * cell + layout.px(4)
        width = len(fields) * (box + layout.px(2))
        x = r.boat.right - width - layout.px(8)
        y = r.boat.top + layout.px(4)
        plate = pygame.Surface((width + layout.px(8), box + layout.px(8)), pygame.SRCALPHA)
        pygame.draw.rect(
            plate, (*palette.background, 215), plate.get_rect(), border_radius=layout.px(8)
        )
        surface.blit(plate, (x - layout.px(4), y - layout.px(4)))
        focused = self.items[self.focus] if self.items else None
        for tile, side, _slot in fields:
            item = tiles.get(f"tile:{tile.text()}")
            rect = pygame.Rect(x, y, box, box)
            if item is not None:
                item.alt = rect
            image = self.app.art.tile(tile.shape, tile.color, 0, cell)
            surface.blit(image, image.get_rect(center=rect.center))
            if side == RIGHT:
                pygame.draw.line(
                    surface, palette.accent, rect.bottomleft, rect.bottomright, max(1, layout.px(2))
                )
            if item is not None and not item.enabled:
                dim(surface, alpha=110, rect=rect)
            if focused is not None and focused is item:
                pygame.draw.rect(
                    surface, palette.focus, rect, max(1, layout.px(2)), border_radius=layout.px(6)
                )
            x += box + layout.px(2)

    def draw_placement(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        state = self.state
        cursor = self.cursor
        r = self.game.table.regions()
        cell = r.own_cell
        surface.blit(self.app.art.grid_lines(cell), r.boat.topleft)
        problem = cursor.problem(state)
        k = canonical_k(self.app.content, cursor.tile.shape, cursor.k)
        tint = "bad" if problem else "good"
        ghost = self.app.art.tile(cursor.tile.shape, cursor.tile.color, k, cell, ghost=tint)
        pos = (r.boat.x + cursor.x * cell, r.boat.y + cursor.y * cell)
        w, h = cursor.size(state)
        if self.turning.active:
            old_k = canonical_k(self.app.content, cursor.tile.shape, self.turning.old_k)
            old = self.app.art.tile(cursor.tile.shape, cursor.tile.color, old_k, cell, ghost=tint)
            self.turning.draw(surface, old, ghost, (pos[0] + w * cell // 2, pos[1] + h * cell // 2))
        else:
            surface.blit(ghost, pos)
        outline = pygame.Rect(pos, (w * cell, h * cell))
        pygame.draw.rect(
            surface,
            palette.bad if problem else palette.good,
            outline,
            max(1, layout.px(2)),
            border_radius=layout.px(4),
        )
        self._draw_placement_text(surface, problem)

    def _draw_placement_text(self, surface: pygame.Surface, problem: Refusal | None) -> None:
        layout, palette = self.app.layout, self.app.palette
        state = self.state
        r = self.game.table.regions()
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if problem:
            lines.append((translate(problem, self.app.t), palette.bad))
        else:
            mask = self.cursor.mask(state)
            effects = preview(state, self.seat, self.cursor.tile, mask)
            for key, values in effects:
                lines.append((self._preview_words(key, values), palette.good))
            if not effects:
                lines.append((self.t("preview.fits"), palette.good))
        x, y = r.panel.x, r.panel.bottom - layout.px(8)
        for label, color in reversed(lines[:4]):
            image = text.render_block(label, "bold", layout.font(17), color, r.panel.width)
            y -= image.get_height() + layout.px(4)
            plate = pygame.Rect(
                x - layout.px(6),
                y - layout.px(2),
                r.panel.width + layout.px(12),
                image.get_height() + layout.px(4),
            )
            if label == lines[min(len(lines), 4) - 1][0]:
                plate.height = max(plate.height, r.panel.bottom - plate.y)  # the lowest plate
            # Opaque, framed in the verdict's colour: at large text scales the plate sits over
            # the panel's last lines and must read as a callout, not as text over text.
            pygame.draw.rect(surface, palette.background, plate, border_radius=layout.px(6))
            pygame.draw.rect(
                surface, color, plate, max(1, layout.px(2)), border_radius=layout.px(6)
            )
            surface.blit(image, image.get_rect(midleft=(x, plate.centery)))

    def draw_status(self, surface: pygame.Surface) -> None:
        """The focused choice in words (price, why not)."""
        if self.cursor is not None or not self.items:
            return
        item = self.items[self.focus]
        if not item.key.startswith("tile:"):
            return
        layout, palette = self.app.layout, self.app.palette
        label = item.note if item.enabled else self._why_not(item)
        image = text.render(
            label, "bold", layout.font(18), palette.text if item.enabled else palette.bad
        )
        # Below the cat, else above it, else beside the turn banner: never over another cat
        # or a field's fish sign.
        r = self.game.table.regions()
        blocked = [i.rect for i in self.items if i is not item and i.key.startswith("tile:")]
        blocked += self.game.table.cost_tag_rects(r)
        banner = getattr(self, "header_rect", None)
        spots = [
            image.get_rect(midtop=(item.rect.centerx, item.rect.bottom + layout.px(4))),
            image.get_rect(midbottom=(item.rect.centerx, item.rect.top - layout.px(4))),
        ]
        box = next(
            (
                b
                for b in spots
                if r.island.contains(b.inflate(layout.px(12), 0))
                and b.inflate(layout.px(12), layout.px(6)).collidelist(blocked) < 0
            ),
            None,
        )
        if box is None:
            # beside the turn banner when there is room, else in the island's top corner
            room = r.island.right - banner.right - layout.px(26) if banner else 0
            if banner is not None and image.get_width() <= room:
                box = image.get_rect(midleft=(banner.right + layout.px(14), banner.centery))
            else:
                box = image.get_rect(
                    topleft=(r.island.x + layout.px(12), r.island.y + layout.px(8))
                )
        plate = box.inflate(layout.px(12), layout.px(6))
        pygame.draw.rect(surface, palette.background, plate, border_radius=layout.px(6))
        pygame.draw.rect(
            surface,
            palette.text if item.enabled else palette.bad,
            plate,
            max(1, layout.px(1)),
            border_radius=layout.px(6),
        )
        surface.blit(image, box)
