"""The board screen: a seat's turn on the table (rescue turn, rare-find turn) and the steps
inside it (placing a tile, the map bonus, treasures, cards 77 and 83). Choices come from
``legal_actions``; the rules say why a move is refused."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from game.isle.data.window import isle_content, isle_texts
from game.isle.rules import legal_actions
from game.isle.rules.actions import ChooseSide, Done, Move, Pass, Play, Rescue, Skip, Take
from game.isle.rules.ids import FIELD_COST, LEFT, RIGHT, Tile
from game.isle.rules.refusals import Refusal
from game.isle.rules.state import ChooseField
from game.isle.rules.vocabulary import CardType
from game.isle.scenes.decision import IsleDecisionScene
from game.isle.scenes.placement import Cursor, flip, preview, rotate
from game.isle.session.decisions import decision_for
from game.isle.ui.anim_ghost import TURN_SECONDS, GhostTurn
from game.isle.ui.art import isle_art
from game.isle.ui.boatview import canonical_k
from game.isle.ui.reasons import translate
from game.shell.input import IntentEvent, PointerMove
from game.shell.scenes.decision import Item
from game.shell.scenes.dialog import ChoiceScene
from game.shell.scenes.stack import Host
from game.shell.ui import drawlog, text
from game.shell.ui.gui import (
    draw_focus_ring,
    draw_hover_ring,
    focus_pointer,
    focus_reach,
    pointer_reach,
)
from game.shell.ui.panels import dim
from game.shell.ui.tween import animation_seconds

PAY_ORDER = ("permanent", "full", "halves")
# Refusals about the basket: the payment dialog offers the other ways to pay.
BASKET_REFUSALS = frozenset(
    {"cat_needs_basket", "no_permanent_basket", "no_full_basket", "no_half_baskets"}
)


# The buttons that end or extend a turn, kept at the panel's foot under any list of choices.
TURN_BUTTONS = frozenset({"play_card", "pass", "done", "skip"})


class BoardScene(IsleDecisionScene):
    screen = "board"
    dim_table = False
    on_table = True
    still_below = True  # the cursor redraws the window at each step over a still table

    def __init__(self, app: Host, game, seat: int) -> None:
        super().__init__(app, game, seat)
        self.cursor: Cursor | None = None
        self.step = ""  # the step of the turn (the decision table's): its title, its choices
        self.took_turn = False
        self.passing = False  # the turn ended with a pass (its confirm says so)
        self.pass_confirmed = False  # ... asked before it was sent (it could not be undone)
        self.turning = GhostTurn()  # the ghost's picture catching up with a turn or flip
        from game.isle.scenes.news import NewsStrip

        self.news = NewsStrip(app, game, seat)  # what the others did since this seat's turn

    def sleeps(self) -> bool:
        """It waits for input, once the newest move's words at the turn's start have gone."""
        timed = self.news and self.news.fresh and not self.game.effects.moves.still
        return not timed

    @property
    def shows_recap(self) -> bool:
        """The "since your turn" strip says the others' moves (then the table's caption of
        the last one stands aside for it)."""
        return bool(self.news)

    def recap_message(self):
        """The strip's words over the table now (the table places them where no choice is):
        the move of the entry the focus or the mouse is on, or the newest one at first."""
        if self.cursor is not None:  # placing: the boat is the choice, the strip waits
            return None
        focused = self.items[self.focus] if self.items else None
        pointed = self.hovered()
        if pointed is not None and pointed.key.startswith("news:"):
            focused = pointed
        return self.news.message(focused)

    def message_keepout(self) -> list[pygame.Rect]:
        """What the table's messages (captions, toasts, the sister's lines) keep clear of
        during the turn: every choice (the fields' cats, or the boat while a tile is placed;
        treasures, buttons, the strip of small cats), the fields' fish signs and the sister's
        numbers, the turn's banner, the focused cat's price, the placement's words."""
        table, layout = self.game.table, self.app.layout
        r = table.regions()
        self.layout_items()  # where the choices are at this size (the screen may have changed)
        rects = [i.rect for i in self.items if i.rect.w and i.rect.h]
        rects += [i.alt for i in self.items if i.alt is not None]
        if self.list_rect is not None:  # the list's plate, not only its buttons
            rects.append(self.list_rect)
        if self.cursor is not None:
            rects.append(r.boat)
        elif any(i.key.startswith("tile:") for i in self.items) or self.step == "field":
            rects += list(table.field_rects(r))
        rects += table.cost_tag_rects(r)
        state = self.state
        if state.sister is not None:
            from game.isle.ui.sister import cat_number_plates

            boxes = {tile: box for tile, _, box in table.field_tiles(state)}
            signs = table.cost_tag_rects(r)
            rects += [p for _, p in cat_number_plates(self.app, state, boxes, signs).values()]
        rects += [rect for rect in (self.news.plate_rect(), self._strip_plate()) if rect]
        header, status = self._header(), self._status()
        if header is not None:
            rects.append(header[1])
        if status is not None:
            rects.append(status[1].inflate(layout.px(12), layout.px(6)))
        if self.cursor is not None:
            problem = self.cursor.problem(state)
            rects += [plate for _, plate, _ in self._callouts(self.cursor, problem)]
        return rects

    # --- building the choices -------------------------------------------------------------
    def refresh(self) -> None:
        state = self.state
        top = state.top
        self.step = step = decision_for(state).step
        if step == "place":
            if self.cursor is None or self.cursor.tile != top.tile:
                self._walked = False  # the next spot key starts from the best spot
                self.cursor = Cursor(self.seat, top.tile)
                self.cursor.start_somewhere_legal(state)
                order = self.spot_order() if self.app.settings.narration else []
                if order:  # by ear, the tile starts on the best spot (issue 46)
                    self._walked = True
                    self.cursor.x, self.cursor.y, self.cursor.k = order[0]
                self.turning = GhostTurn()
            self.items = self._placing_items(state)
            self.took_turn = True
            return
        self.cursor = None
        build = self.step_items().get(step)
        self.items = (build(state) if build else []) + self.news.items()
        self.focus = min(self.focus, max(0, len(self.items) - 1))
        if self.items and not self.navigable(self.items[self.focus]):
            self.focus = next(
                (i for i, item in enumerate(self.items) if self.navigable(item)), self.focus
            )

    def step_items(self) -> dict:
        """The choices listed at each step of a turn (the decision table's ``step``); placing
        a tile lists its own (``_placing_items``)."""
        return {
            "rescue": self._rescue_items,
            "rare": self._rare_items,
            "bonus": self._bonus_items,
            "commons": self._commons_items,
            "move": self._move_items,
            "field": self._field_items,
        }

    def help_subject(self, pointer: tuple[int, int] | None):
        """While a tile is placed: the boat cell under the pointer, else under the cursor."""
        if self.cursor is None:
            return super().help_subject(pointer)
        from game.isle.ui.help import IsleKind
        from game.shell.ui.help import Subject

        cell = self.game.table.cell_at(pointer) if pointer else None
        if cell is None:
            cx, cy = self.cursor.center(self.state)
            cell = (int(cx), int(cy))
        return Subject(IsleKind.CELL, (self.seat, *cell))

    def navigable(self, item: Item) -> bool:
        """Cats that cannot be taken now (no basket, too dear) are not on the focus path: they
        are drawn greyed out and say why when clicked or pointed at."""
        return item.enabled or not item.key.startswith("tile:")

    def steers_into(self, name: str, item: Item) -> bool:
        """The "since your turn" strip along the top is reached by going up (or Tab), never
        by right or down from the choices (N6: down from the rare finds jumped into it)."""
        if not item.key.startswith("news:") or name in ("up", "next", "prev"):
            return True
        return self.items[self.focus].key.startswith("news:") if self.items else False

    def _rescue_items(self, state) -> list[Item]:
        options = rescue_options(state, self.seat)
        items = []
        free = not self.game.table.has_fish(state)
        for tile, side, box in self.game.table.field_tiles(state):
            pays = options.get(tile)
            note = self.t("board.free") if free else self.t("common.fish", count=FIELD_COST[side])
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
            items.append(Item("pass", label=self.t("polish.board.pass")))
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
        from game.isle.scenes.rare_finds import rare_find_items

        items = rare_find_items(self, state)
        items += self._card_buttons(state)
        items.append(Item("pass", label=self.t("polish.board.pass")))
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
                note=self.t("common.fish", count=FIELD_COST[side]),
                data=("move", moves.get(tile)),
                rect=box.copy(),
            )
            for tile, side, box in self.game.table.field_tiles(state)
        ]
        if state.top.moved:
            items.append(Item("done", label=self.t("board.done_moving"), selected=True))
        return items

    def _field_items(self, state) -> list[Item]:
        """Card 83: the drawn cat goes to a field; each field is a target too (a click on it)."""
        left, right = self.game.table.field_rects(self.game.table.regions())
        return [
            Item(
                "left",
                label=self.t("board.to_left"),
                data=ChooseSide(self.seat, LEFT),
                alt=left,
            ),
            Item(
                "right",
                label=self.t("board.to_right"),
                data=ChooseSide(self.seat, RIGHT),
                alt=right,
            ),
        ]

    def _placing_items(self, state) -> list[Item]:
        return []

    def tile_label(self, tile: Tile) -> str:
        from game.isle.ui.narration import tile_words

        shape = isle_content(self.app).shapes[tile.shape]
        return self.t("board.tile_label", tile=tile_words(self.app, tile), count=shape.size)

    # --- acting ---------------------------------------------------------------------------
    def activate(self, item: Item) -> bool:
        key = item.key
        if key.startswith("news:"):
            self.news.replay(item)
            return True
        if key == "pass":
            self.submit(Pass(self.seat))
            return True
        if key == "done":
            return self.submit(Done(self.seat))
        if key == "skip":
            return self.submit(Skip(self.seat))
        if key == "play_card":
            self.open_card_picker()
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

    def submit(self, action) -> bool:
        """A pass, from its button or taken from the suggested move, is always confirmed (m4):
        after it is sent, as a turn is; before, when nothing could take it back (the phase
        ends and the dealer draws), with the same words."""
        if not (isinstance(action, Pass) and action.seat == self.seat):
            return super().submit(action)
        if self.session.would_be_final(action):
            self.app.open(
                "turn_confirm", self.game, self.seat, passed=self.step, then=self.pass_now
            )
            return True
        self.passing = True  # the turn ends: confirm it or undo it (turn_confirm.py)
        self.took_turn = super().submit(action)
        return self.took_turn

    def pass_now(self) -> None:
        """The pass was confirmed before it was sent: nothing asks again."""
        self.passing = self.pass_confirmed = True
        self.took_turn = super().submit(Pass(self.seat))

    def describe(self, item: Item) -> str:
        if item.key.startswith("tile:") and isinstance(item.data, tuple):
            from game.isle.ui.narration import shape_words, tile_words

            tile = item.data[1]
            tile = getattr(tile, "tile", tile)  # card 77's choices carry the Move (or None)
            if tile is None:
                tile = next(
                    t
                    for t, _, _ in self.game.table.field_tiles(self.state)
                    if f"tile:{t.text()}" == item.key
                )
            shape = shape_words(self.app, tile.shape)
            words = f"{tile_words(self.app, tile)}, {shape}, {item.note}"
            return words if item.enabled else f"{words}. {self._why_not(item)}"
        if item.key.startswith("take:") and item.data is not None:
            from game.isle.ui.narration import shape_words as shape_of
            from game.isle.ui.narration import tile_words as words_of

            tile = _taken(item)  # its size once ("a common treasure, 1 cell")
            return f"{words_of(self.app, tile)}, {shape_of(self.app, tile.shape)}"
        return super().describe(item)

    def narrate_focus(self) -> None:
        if self.cursor is None:
            super().narrate_focus()
            return
        if not self.app.settings.narration:
            return
        self.announce_day()
        title = self.spoken_title()
        if title != getattr(self, "_spoken_title", None):
            self._spoken_title = title
            self.app.narrate(title)
        where = (self.cursor.x, self.cursor.y, self.cursor.k)
        if where == getattr(self, "_spoken_cursor", None):
            return
        self._spoken_cursor = where
        self.app.narrate_focus(self.spot_words())

    def spot_words(self) -> str:
        """The spot under the cursor, effect first (issue 46): "Fits: covers 1 rat, fills the
        library; spot 1 of 23", or why it does not fit; then the cell where it is. The cells
        covered are said on demand (the information key)."""
        from game.isle.ui.narration import describe_cell

        assert self.cursor is not None
        state = self.state
        problem = self.cursor.problem(state)
        if problem:
            effect = translate(problem, self.app.t)
        else:
            effects = preview(state, self.seat, self.cursor.tile, self.cursor.mask(state))
            parts = [self._preview_words(k, v) for k, v in effects]
            effect = f"{self.t('preview.fits')}: " + (
                ", ".join(parts) if parts else self.t("isle.spot.nothing")
            )
            order = self.spot_order()
            here = (self.cursor.x, self.cursor.y, self.cursor.k)
            if here in order:
                place = self.t("isle.spot.place", index=order.index(here) + 1, count=len(order))
                effect = self.t("isle.spot.best", effects=effect, place=place)
        from game.isle.rules import geometry

        mask = self.cursor.mask(state)
        covered = sorted(((y, x) for x, y in geometry.cells_of(mask)) if mask else [])
        y, x = covered[0] if covered else (self.cursor.y, self.cursor.x)
        cell = describe_cell(self.app, state, self.seat, x, y)  # a cell the tile covers
        return f"{effect.rstrip('.')}. {cell}."

    def covered_words(self) -> str:
        """The cells the tile covers where it is, and how it is turned (the information key
        while placing)."""
        from game.isle.ui.narration import cells_words, orientation_words

        assert self.cursor is not None
        cells = cells_words(self.app, self.cursor.mask(self.state))
        return self.t("narrate.ghost", turn=orientation_words(self.app, self.cursor.k), cells=cells)

    def spot_order(self) -> list[tuple[int, int, int]]:
        """The tile's legal spots best first (the bots' evaluation), once per tile to place."""
        key = (self.state, self.seat)
        if getattr(self, "_order_key", None) != key:
            from game.isle.bots.spots import ranked_spots

            self._order_key = key
            self._order = ranked_spots(self.view)
        return self._order

    def focus_words(self) -> str | None:
        if self.cursor is None:
            return super().focus_words()
        return f"{self.spoken_title().rstrip('.')}. {self.spot_words()}"

    def _preview_words(self, key: str, values: dict) -> str:
        if "color" in values:
            values = {**values, "color": self.t(f"color.{values['color']}")}
        if "room" in values:
            values = {
                **values,
                "room": isle_texts(self.app).room_name(values["room"], self.app.settings.language),
            }
        return self.t(key, **values)

    def _why_not(self, item: Item) -> str:
        if isinstance(item.data, tuple) and item.data[0] == "rescue":
            tile = item.data[1]
            for pay in PAY_ORDER:
                from game.isle.rules import check_action
                from game.isle.rules.errors import IllegalActionError

                try:
                    check_action(self.state, Rescue(self.seat, tile, pay))
                except IllegalActionError as error:
                    if error.code not in BASKET_REFUSALS:
                        return translate(error, self.app.t)
            return self.t("board.no_basket")
        return self.t("board.not_now")

    def ask_payment(self, tile: Tile, pays: list[str]) -> None:
        from game.isle.ui.narration import tile_words

        choices = [
            (self.t(f"board.pay.{p}"), (lambda p=p: self.submit(Rescue(self.seat, tile, p))))
            for p in PAY_ORDER
            if p in pays
        ]
        side = self.state.field_of(tile)
        cost = 0 if not self.game.table.has_fish(self.state) or side is None else FIELD_COST[side]
        question = self.t(
            "board.pay_question_for",
            cat=tile_words(self.app, tile),
            fish=self.t("common.fish", count=cost),
        )
        dialog = self.app.scene("choice", question, choices, cancel=lambda: None)
        assert isinstance(dialog, ChoiceScene)  # the scene registered as "choice"
        dialog.picture = isle_art(self.app).tile(tile.shape, tile.color, 0, self.app.layout.px(26))
        self.app.stack.push(dialog)

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
                cursor,
                state,
                rotate(cursor.k, name == "rotate_right"),
                "cw" if name == "rotate_right" else "ccw",
            )
            self.app.sound("rotate")
            return True
        if name == "flip":
            self._turn(cursor, state, flip(cursor.k), "flip")
            self.app.sound("flip")
            return True
        if name in ("next_spot", "next", "prev"):
            order = self.spot_order()
            if order and not getattr(self, "_walked", False):  # the first press: the best
                self._walked = True
                cursor.x, cursor.y, cursor.k = order[-1 if name == "prev" else 0]
                return True
            cursor.next_spot(state, backwards=name == "prev", order=order)
            return True
        if name == "overlay":
            self.game.table.show_rooms = not self.game.table.show_rooms
            return True
        if name == "info":  # the cells the tile covers, said on demand (issue 46)
            self.app.announce(self.covered_words())
            return True
        if name == "view":
            self.app.open("boats", self.game, self.seat)
            return True
        if name == "confirm":
            if event.pos is not None:
                cell = self.game.table.cell_at(event.pos)
                if cell is None:
                    return self._handle_choice(event)
                cursor.point_at(state, cell)
            problem = cursor.problem(state)
            if problem:  # its reason is on the table already, by the ghost: said, not shown
                self.app.sound("invalid")  # again in a toast (issue 43, item 3)
                self.app.narrate(translate(problem, self.app.t))
                return True
            return self.submit(cursor.action())
        if name == "back":
            if self.session.can_undo():
                self.game.undo()
            return True
        if name == "play_card":
            self.open_card_picker()
            return True
        return False

    def open_card_picker(self) -> None:
        """The play-a-card button or shortcut: the anytime cards playable now (the cards are
        private: a hand-off first when another person may be looking)."""
        state = self.state
        plays = [
            a
            for a in legal_actions(state, self.seat)
            if isinstance(a, Play) and state.content.cards[a.card].type == CardType.ANYTIME
        ]
        if not plays:
            self.app.sound("invalid")
            self.game.effects.toast(self.t("board.no_card_to_play"), bad=True)
            return
        picker = self.app.scene("card_picker", self.game, self.seat, plays, optional=True)
        self.game.show_private(self.seat, picker)

    def _turn(self, cursor: Cursor, state, k: int, kind: str) -> None:
        """The cursor turns at once; its picture follows in a short tween."""
        old = cursor.k
        cursor.turn(state, k)
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
                self.app.open("boats", self.game, self.seat)
                return True
            if name == "play_card" and self.can_act(event):
                self.open_card_picker()
                return True
        return super().handle(event)

    # --- the turn is over: confirm it or undo it --------------------------------------------
    def exit(self) -> None:
        self.game.table.panel_reserve = 0
        self.game.effects.moves.spotlight = None

    def update(self, dt: float) -> None:
        current = self.still_current()
        # the seat's next turn follows on this screen: its last one is still confirmed first
        ended = current and self.session.turn_over()
        if ended or not current:
            self.app.stack.pop()
            teaches = getattr(self.session, "teaches_confirm", False)  # the guided game
            if self.pass_confirmed:
                if self.session.can_undo():
                    self.session.confirm_turn()
                return
            if (self.took_turn or ended) and (self.session.can_undo() or teaches):
                self.app.open(
                    "turn_confirm", self.game, self.seat, passed=self.passing and self.step
                )
            return
        self.turning.update(dt)
        self.news.tick(dt)
        self.refresh_in_place()
        if self.news and not self.news.said and self.app.settings.narration:
            self.news.said = True
            self.app.narrate(self.news.spoken())
        focused = self.items[self.focus] if self.cursor is None and self.items else None
        pointed = self.hovered() if self.cursor is None else None
        if pointed is not None and pointed.key.startswith("news:"):
            focused = pointed  # the mouse shows an entry's move; the focus stays where it was
        self.news.point(focused)
        self.narrate_focus()

    # --- drawing ----------------------------------------------------------------------------
    def title(self) -> str:
        return ""

    def spoken_title(self) -> str:
        """The turn's banner read aloud ("Mia: rescue a cat, or pass"), and at each new step
        of the turn (placing, a treasure to take)."""
        found = self._header()
        if found is None:
            return ""
        words = self.t(self._title_key(), name=self.app.seat_name(self.seat))
        if self.cursor is not None:
            from game.isle.ui.narration import shape_words, tile_words

            tile = self.cursor.tile
            what = tile_words(self.app, tile)
            words += f". {what[:1].upper()}{what[1:]}, {shape_words(self.app, tile.shape)}"
        return words + "."

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
            ("move", t("prompt.move")),
            ("confirm", t("prompt.select")),
            ("overlay", t("board.rooms")),
            ("info", t("board.hide_tiles")),
            ("view", t("board.view_boats")),
            ("menu", t("prompt.menu")),
        ]

    def layout_items(self) -> None:
        """Cats keep their field boxes; buttons go in a column at the panel's foot. Long lists
        of choices (treasure cards) go over the island, leaving the turn's own buttons (play a
        card, pass, done) at the panel's foot, so neither covers the other at any text scale;
        the rare finds list every choice of the turn over the island, the turn's own buttons
        in a row at the list's foot: one place (issue 43, item 3)."""
        layout = self.app.layout
        buttons = [i for i in self.items if not i.key.startswith(("tile:", "take:", "news:"))]
        panel = self.game.table.regions().panel
        font = self.game.table.dense(18)
        height = max(layout.px(38), round(font * 1.9))
        gap = layout.px(6)
        footer = buttons
        self.list_rect: pygame.Rect | None = None  # the choices listed over the island
        if len(buttons) > 3 or self.step == "rare":
            # Always the same place: over the island, under the fields' fish signs and above
            # the turn banner, one or two columns as wide as the island allows.
            rare = self.step == "rare"
            footer = [] if rare else [i for i in buttons if i.key in TURN_BUTTONS]
            turn = [i for i in buttons if i.key in TURN_BUTTONS] if rare else []
            listed = [i for i in buttons if i not in footer and i not in turn]
            r = self.game.table.regions()
            # the first button's focus ring clear of the fish signs (their numbers whole)
            tags = self.game.table.cost_tag_rects(r)
            top = max(r.island.y, max(t.bottom for t in tags)) + focus_reach(layout) + gap
            header = self._header()  # the turn's banner as drawn (fitted: often lower)
            limit = (header[1].top if header else r.boat.top - self._header_height()) - gap
            # the focus pointer on the left stays in the window (it was clipped at its edge)
            left = max(r.island.x + layout.px(12), pointer_reach(layout) + layout.px(4))
            right = r.island.right - layout.px(12)
            extra = 1 if turn else 0  # the row of the turn's own buttons
            room = limit - top + gap
            rows = max(1, room // (height + gap) - extra)
            columns = 1 if len(listed) <= rows else 2
            lower = room // (len(listed) + extra) - gap  # one column of lower buttons
            if columns == 2 and lower >= height * 2 // 3:
                columns, height, rows = 1, lower, len(listed)  # long labels stay whole
            needed = -(-len(listed) // columns)
            if needed > rows:  # not even two columns hold them: lower buttons (200 % text)
                height = max(layout.px(26), room // (needed + extra) - gap)
                rows = needed
            rows = min(rows, max(1, needed))  # columns as even as they can be
            width = (right - left - gap * (columns - 1)) // columns
            used = min(len(listed), rows) + extra
            self.list_rect = pygame.Rect(
                left, top, right - left, used * (height + gap) - gap
            ).inflate(2 * gap, 2 * gap)
            for index, item in enumerate(listed):
                column, row = divmod(index, rows)
                # a long label is fitted to its button (draw_button)
                item.rect = pygame.Rect(
                    left + column * (width + gap), top + row * (height + gap), width, height
                )
            if turn:  # play a card, pass: side by side under the choices
                y = top + min(len(listed), rows) * (height + gap)
                each = (right - left - gap * (len(turn) - 1)) // len(turn)
                for index, item in enumerate(turn):
                    item.rect = pygame.Rect(left + index * (each + gap), y, each, height)
        y = panel.bottom - len(footer) * (height + gap)
        widths = [text.font("bold", font).size(i.label)[0] + layout.px(24) for i in footer]
        band = panel.copy()
        # as wide as the buttons' words, up to the other boats' column (a longer label is
        # fitted to its button: draw_button)
        reach = self.game.table.regions().side.left - layout.px(4) - panel.x
        band.width = min(max([panel.width, *widths]), max(panel.width, reach))
        top = self._layout_choice_band(band, y, gap)
        self.game.table.panel_reserve = panel.bottom - top
        for item in footer:
            item.rect = pygame.Rect(panel.x, y, band.width, height)
            y += height + gap

    def _layout_choice_band(self, panel: pygame.Rect, bottom: int, gap: int) -> int:
        """Above the footer's buttons: the treasures to choose from, drawn as their shapes, or
        the cat card 83 drew (beside the two fields it may go to). Returns the band's top."""
        layout = self.app.layout
        self.new_cat_rect = None
        pictures = [i for i in self.items if i.key.startswith("take:")]
        if pictures:
            # Nothing of the focus mark on a neighbour: the ring keeps apart from the next
            # picture, from the panel's edges and from its own "1 cell", and its pointer goes
            # on top (on the left it sat on the previous picture: play-test M6).
            reach, apart = focus_reach(layout), focus_reach(layout) + layout.px(4)
            count = len(pictures)
            box = min(layout.px(84), (panel.width - 2 * reach - apart * (count - 1)) // count)
            note = text.font("bold", self._picture_note_size(box)).get_linesize()
            top = bottom - gap - note - self._picture_note_gap() - box
            x = panel.x + (panel.width - count * box - apart * (count - 1)) // 2
            for item in pictures:
                item.rect = pygame.Rect(x, top, box, box)
                x += box + apart
            return top - pointer_reach(layout) - layout.px(4)
        if self.step == "field":
            words = self._new_cat_words(panel.width)
            height = max(4 * self._new_cat_cell(panel.width), words.get_height()) + layout.px(12)
            self.new_cat_rect = pygame.Rect(panel.x, bottom - height - gap, panel.width, height)
            return self.new_cat_rect.top
        return bottom

    def _new_cat_cell(self, width: int) -> int:
        """The drawn cat's cell: a fixed size (it never crowds the words out at 200 %)."""
        return max(4, min(self.app.layout.px(14), width // 14))

    def _new_cat_words(self, width: int) -> pygame.Surface:
        """ "New cat: an orange cat. Which field?", wrapped beside the cat's picture."""
        from game.isle.ui.narration import tile_words

        layout = self.app.layout
        top = self.state.top
        cat = tile_words(self.app, top.tile) if isinstance(top, ChooseField) else ""
        room = width - 4 * self._new_cat_cell(width) - layout.px(32)
        words, size = self.t("board.new_cat", cat=cat), layout.font(17)
        while True:  # at most three lines: a smaller size before a taller box (200 %, French)
            block = text.render_block(words, "bold", size, self.app.palette.text, room)
            if block.get_height() <= text.font("bold", size).get_linesize() * 3 or size <= 12:
                return block
            size -= 1

    def _picture_note_size(self, box: int) -> int:
        """One size for every picture's "3 cells", the largest at which the longest stays
        within its picture's column (at 200 % the full size runs into the next one); the
        pictures are ``box`` pixels wide."""
        layout = self.app.layout
        pictures = [i for i in self.items if i.key.startswith("take:")]
        size = layout.font(15)
        # the picture's width and most of the gap to the next: a space between the notes
        # ("2 cells3 cells" ran together at 200 %)
        column = box + focus_reach(layout) - layout.px(4)
        for item in pictures:
            count = isle_content(self.app).shapes[_taken(item).shape].size
            size = text.fit_size(self.t("board.cells", count=count), "bold", size, column)
        return size

    def _picture_note_gap(self) -> int:
        """From a picture's foot to its "1 cell": below the picture's focus ring."""
        return focus_reach(self.app.layout) + self.app.layout.px(2)

    def relayout(self) -> None:
        self.layout_items()  # the table keeps room for the buttons from the first frame on

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_header(surface)
        self.layout_items()
        self.ghost_rect: pygame.Rect | None = None
        if self.cursor is not None:
            self.draw_placement(surface, self.cursor)
        else:
            self.draw_items(surface)
            self.draw_strip(surface)
            focused = self.items[self.focus] if self.items else None
            self.news.draw(surface, focused)
            if not self.sleeps():  # the window is drawn again once the newest move's words go
                self.app.motion(lambda now: self.news.fresh)
        self.draw_status(surface)
        from game.shell.ui.prompts import draw_prompts

        # the glyphs of this seat's own pad, not of the pad another seat pressed last
        draw_prompts(surface, self.app, self.prompts(), seat=self.seat, keyboard_acts=True)

    def draw_header(self, surface: pygame.Surface) -> None:
        """A banner on the boat's top edge: whose turn and what to do."""
        layout, palette = self.app.layout, self.app.palette
        found = self._header()
        self.header_rect = None if found is None else found[1]
        if found is None:
            return
        image, box = found
        pygame.draw.rect(
            surface, palette.seats[self.seat % len(palette.seats)], box, border_radius=layout.px(10)
        )
        surface.blit(image, image.get_rect(center=box.center))

    def _title_key(self) -> str:
        """The turn banner's words: what to do at this step; a rare-find turn of a player who
        holds no treasure or Oshax card never asks for one."""
        items = [i for i in self.items if not i.key.startswith("news:")]
        if self.step == "rare" and all(i.key in TURN_BUTTONS for i in items):
            return "board.rare_none_title"
        return f"board.{self.step}_title"

    def _header(self) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The turn's banner: its words and its box (None: this step has none)."""
        layout, palette = self.app.layout, self.app.palette
        if not self.step:
            return None
        line = self.t(self._title_key(), name=self.app.seat_name(self.seat))
        r = self.game.table.regions()
        left = r.boat.x + layout.px(110)
        # never under the panel's buttons and texts: fitted to the room left of the panel
        size = text.fit_size(line, "bold", layout.font(20), r.panel.x - left - layout.px(36))
        image = text.render(line, "bold", size, palette.text_on_accent)
        box = image.get_rect(bottomleft=(left + layout.px(12), r.boat.top - layout.px(6))).inflate(
            layout.px(24), layout.px(8)
        )
        return image, box

    def _header_height(self) -> int:
        layout = self.app.layout
        return text.font("bold", layout.font(20)).get_linesize() + layout.px(12)

    def draw_items(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        radius = layout.px(10)
        listed = getattr(self, "list_rect", None)
        if listed is not None and self.state.sister is not None:
            from game.isle.ui.sister import cat_number_plates

            table, state = self.game.table, self.state
            r = table.regions()
            boxes = {tile: box for tile, _, box in table.field_tiles(state)}
            plates = cat_number_plates(self.app, state, boxes, table.cost_tag_rects(r)).values()
            for _, plate in plates:  # the sister's numbers go under with their cats
                if plate.colliderect(listed):
                    listed = listed.union(plate.inflate(layout.px(4), layout.px(4)))
        if listed is not None:  # one plate under the list: the fields below are no choice now
            pygame.draw.rect(surface, palette.background, listed, border_radius=radius)
            pygame.draw.rect(
                surface, palette.panel_edge, listed, max(1, layout.px(2)), border_radius=radius
            )
            drawlog.note("cover", listed, surface)
        for index, item in enumerate(self.items):
            focused = index == self.focus
            hovered = index == self.hover and not focused
            if item.key.startswith("news:"):
                continue  # the strip draws its own entries
            if item.key.startswith("tile:"):
                rect = item.rect
                drawlog.note("choice", rect, surface, label=item.key)
                if not item.enabled:
                    self._draw_unavailable(surface, rect)
                if focused:
                    side = self.pointer_side(item)
                    draw_focus_ring(surface, rect, palette, layout, radius, pointer=side)
                elif hovered:
                    draw_hover_ring(surface, rect, palette, layout, radius)
                continue
            if item.key.startswith("take:"):
                self._draw_tile_choice(surface, item, focused, hovered)
                continue
            self.draw_button(surface, item, focused)
            if hovered:
                draw_hover_ring(surface, item.rect, palette, layout, layout.px(12))
            if item.alt is not None and (focused or hovered):  # a field as a target
                ring = draw_focus_ring if focused else draw_hover_ring
                ring(surface, item.alt, palette, layout, radius)
        # the fields' fish signs over the focus ring (around a cat or a whole field)
        if any(i.key.startswith("tile:") or i.alt is not None for i in self.items):
            table = self.game.table
            table.draw_field_marks(surface, self.state, table.regions())
        if self.step == "field":
            self._draw_new_cat(surface)

    def pointer_side(self, item: Item) -> str | None:
        """The side of a focused cat where the focus pointer covers no other cat, fish sign or
        price (on the left it covered part of the cat there); None when every side would (the
        cats' boxes touch in a full field): the ring alone marks it."""
        layout = self.app.layout
        others = [i.rect for i in self.items if i is not item and i.key.startswith("tile:")]
        others += self.game.table.cost_tag_rects(self.game.table.regions())
        found = self._status()
        if found is not None:
            others.append(found[1].inflate(layout.px(12), layout.px(6)))
        for side in ("left", "right", "top", "bottom"):
            points = focus_pointer(item.rect, layout, side)
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
            if box.collidelist(others) < 0:
                return side
        return None

    def _draw_unavailable(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A cat that cannot be taken now: greyed out and crossed, so it never reads as a
        choice (the status line says why when it is pointed at)."""
        layout, palette = self.app.layout, self.app.palette
        dim(surface, alpha=150, rect=rect)
        inset = rect.inflate(-rect.width // 3, -rect.height // 3)
        width = max(2, layout.px(3))
        pygame.draw.line(surface, palette.bad, inset.topleft, inset.bottomright, width)
        pygame.draw.line(surface, palette.bad, inset.bottomleft, inset.topright, width)

    def _draw_tile_choice(self, surface, item: Item, focused: bool, hovered: bool) -> None:
        """A treasure to take, drawn as its shape, with its size under it."""
        layout, palette = self.app.layout, self.app.palette
        rect = item.rect
        pygame.draw.rect(surface, palette.panel, rect, border_radius=layout.px(10))
        pygame.draw.rect(
            surface, palette.panel_edge, rect, max(1, layout.px(2)), border_radius=layout.px(10)
        )
        drawlog.note("choice", rect, surface, label=item.key)
        tile = _taken(item)
        cell = self._choice_cell(tile, rect)
        image = isle_art(self.app).tile(tile.shape, tile.color, 0, cell)
        surface.blit(image, image.get_rect(center=rect.center))
        cells = isle_content(self.app).shapes[tile.shape].size
        note = text.render(
            self.t("board.cells", count=cells),
            "bold",
            self._picture_note_size(rect.width),
            palette.text,
        )
        below = rect.bottom + self._picture_note_gap()
        surface.blit(note, note.get_rect(midtop=(rect.centerx, below)))
        if focused:
            draw_focus_ring(surface, rect, palette, layout, layout.px(10), pointer="top")
        elif hovered:
            draw_hover_ring(surface, rect, palette, layout, layout.px(10))

    def _choice_cell(self, tile: Tile, rect: pygame.Rect) -> int:
        """A treasure's cell in its choice box: its shape as large as the box holds (each
        drawn for four cells, the "1 cell" treasure was a few pixels)."""
        room = rect.width - self.app.layout.px(12)
        w, h = isle_content(self.app).shapes[tile.shape].extents[0]
        return max(4, room // max(w, h))

    def _draw_new_cat(self, surface: pygame.Surface) -> None:
        """Card 83's drawn cat, shown before it goes to a field."""
        rect = getattr(self, "new_cat_rect", None)
        top = self.state.top
        if rect is None or not isinstance(top, ChooseField):
            return
        layout, palette = self.app.layout, self.app.palette
        pygame.draw.rect(surface, palette.panel, rect, border_radius=layout.px(10))
        pygame.draw.rect(
            surface, palette.accent, rect, max(1, layout.px(2)), border_radius=layout.px(10)
        )
        cell = self._new_cat_cell(rect.width)
        image = isle_art(self.app).tile(top.tile.shape, top.tile.color, 0, cell)
        surface.blit(image, image.get_rect(midleft=(rect.x + layout.px(8), rect.centery)))
        words = self._new_cat_words(rect.width)
        x = rect.x + layout.px(16) + 4 * cell
        surface.blit(words, words.get_rect(midleft=(x, rect.centery)))

    def draw_strip(self, surface: pygame.Surface) -> None:
        """Small copies of the field cats between the fields and the boat, beside the turn's
        banner (they act like the cats in the fields); never over the boat (m7), and only at a
        size their symbols read at."""
        tiles = {i.key: i for i in self.items if i.key.startswith("tile:")}
        found = self._strip_layout()
        if not tiles or found is None:
            return
        area, cell, per_row = found
        layout, palette = self.app.layout, self.app.palette
        state = self.state
        fields = self.game.table.field_tiles(state)
        box = 4 * cell + layout.px(4)
        plate = pygame.Surface(area.size, pygame.SRCALPHA)
        pygame.draw.rect(
            plate, (*palette.background, 215), plate.get_rect(), border_radius=layout.px(8)
        )
        surface.blit(plate, area)
        focused = self.items[self.focus] if self.items else None
        for index, (tile, side, _slot) in enumerate(fields):
            row, column = divmod(index, per_row)
            x = area.x + layout.px(4) + column * (box + layout.px(2))
            y = area.y + layout.px(4) + row * (box + layout.px(2))
            item = tiles.get(f"tile:{tile.text()}")
            rect = pygame.Rect(x, y, box, box)
            if item is not None:
                item.alt = rect
                drawlog.note("choice", rect, surface, label=item.key)
            image = isle_art(self.app).tile(tile.shape, tile.color, 0, cell)
            surface.blit(image, image.get_rect(center=rect.center))
            if side == RIGHT:
                pygame.draw.line(
                    surface, palette.accent, rect.bottomleft, rect.bottomright, max(1, layout.px(2))
                )
            if item is not None and not item.enabled:
                dim(surface, alpha=110, rect=rect)
            if focused is not None and focused is item:
                pygame.draw.rect(
                    surface, palette.focus, rect, max(2, layout.px(3)), border_radius=layout.px(6)
                )
            elif item is not None and item is self.hovered():
                pygame.draw.rect(
                    surface, palette.text, rect, max(1, layout.px(1)), border_radius=layout.px(6)
                )

    def _strip_plate(self) -> pygame.Rect | None:
        """Where the strip of small field cats goes (None: no cat to choose now, or no room)."""
        found = self._strip_layout()
        return None if found is None else found[0]

    def _strip_layout(self) -> tuple[pygame.Rect, int, int] | None:
        """The strip's plate, its cats' cell and how many stand in a row: in the band between
        the fields and the boat, right of the turn's banner, in one or two rows; None when
        there is no cat to choose or its cats would be too small to tell apart."""
        if self.cursor is not None or not any(i.key.startswith("tile:") for i in self.items):
            return None
        layout, table = self.app.layout, self.game.table
        r = table.regions()
        count = len(table.field_tiles(self.state))
        header = self._header()
        pad, gap = layout.px(4), layout.px(2)
        left = (header[1].right if header is not None else r.island.x) + layout.px(10)
        right = r.island.right - layout.px(8)
        top = max(f.bottom for f in table.field_rects(r)) + layout.px(2)
        bottom = min(r.island.bottom, r.boat.top) - layout.px(2)
        best: tuple[int, int, int] | None = None  # cell, rows, per row
        for rows in (1, 2):
            per_row = -(-count // rows)
            across = (right - left - 2 * pad + gap) // per_row - gap
            down = (bottom - top - 2 * pad + gap) // rows - gap
            cell = min(layout.px(7), (min(across, down) - layout.px(4)) // 4)
            if best is None or cell > best[0]:
                best = (cell, rows, per_row)
        assert best is not None  # the loop above tried one row and two
        cell, rows, per_row = best
        if count == 0 or cell < max(4, layout.px(5)):
            return None
        box = 4 * cell + layout.px(4)
        width = per_row * (box + gap) - gap + 2 * pad
        height = rows * (box + gap) - gap + 2 * pad
        plate = pygame.Rect(right - width, bottom - height, width, height)
        return plate, cell, per_row

    def still_over(self) -> Hashable:
        r = self.game.table.regions()
        return (self.cursor is not None, r.own_cell, r.boat.topleft)

    def draw_still_over(self, surface: pygame.Surface) -> None:
        """The boat's grid while a tile is placed (drawn with the table, which keeps it: a
        boat-sized see-through picture, 2 ms a frame at 3840x2160)."""
        if self.cursor is not None:
            r = self.game.table.regions()
            surface.blit(isle_art(self.app).grid_lines(r.own_cell), r.boat.topleft)

    def draw_placement(self, surface: pygame.Surface, cursor: Cursor) -> None:
        layout, palette = self.app.layout, self.app.palette
        state = self.state
        r = self.game.table.regions()
        cell = r.own_cell
        if self.still_drawn_at != self.app.frames_drawn:  # no game screen below drew it
            self.draw_still_over(surface)
        problem = cursor.problem(state)
        k = canonical_k(isle_content(self.app), cursor.tile.shape, cursor.k)
        tint = "bad" if problem else "good"
        ghost = isle_art(self.app).tile(cursor.tile.shape, cursor.tile.color, k, cell, ghost=tint)
        pos = (r.boat.x + cursor.x * cell, r.boat.y + cursor.y * cell)
        w, h = cursor.size(state)
        if self.turning.active:
            old_k = canonical_k(isle_content(self.app), cursor.tile.shape, self.turning.old_k)
            old = isle_art(self.app).tile(
                cursor.tile.shape, cursor.tile.color, old_k, cell, ghost=tint
            )
            self.turning.draw(surface, old, ghost, (pos[0] + w * cell // 2, pos[1] + h * cell // 2))
        else:
            surface.blit(ghost, pos)
        drawlog.note("choice", r.boat, surface, label="boat")  # the tile's spot is chosen there
        outline = pygame.Rect(pos, (w * cell, h * cell))
        self.ghost_rect = outline  # where the tile being placed is (the guided game shows it)
        pygame.draw.rect(
            surface,
            palette.bad if problem else palette.good,
            outline,
            max(1, layout.px(2)),
            border_radius=layout.px(4),
        )
        self._draw_placement_text(surface, cursor, problem)

    def _draw_placement_text(
        self, surface: pygame.Surface, cursor: Cursor, problem: Refusal | None
    ) -> None:
        layout = self.app.layout
        pad = layout.px(8)
        for image, plate, color in self._callouts(cursor, problem):
            # opaque and framed in the verdict's colour: a callout over the fields
            pygame.draw.rect(
                surface, self.app.palette.background, plate, border_radius=layout.px(6)
            )
            pygame.draw.rect(
                surface, color, plate, max(1, layout.px(2)), border_radius=layout.px(6)
            )
            surface.blit(image, (plate.x + pad, plate.y + pad // 2))

    def _callouts(
        self, cursor: Cursor, problem: Refusal | None
    ) -> list[tuple[pygame.Surface, pygame.Rect, tuple[int, int, int]]]:
        """The placement's verdict and effects in words, each on its plate (top last)."""
        layout, palette = self.app.layout, self.app.palette
        state = self.state
        r = self.game.table.regions()
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if problem:
            lines.append((translate(problem, self.app.t), palette.bad))
        else:
            mask = cursor.mask(state)
            effects = preview(state, self.seat, cursor.tile, mask)
            for key, values in effects:
                lines.append((self._preview_words(key, values), palette.good))
            if not effects:
                lines.append((self.t("preview.fits"), palette.good))
        # Over the island, stacked up from the turn banner: the fields wait while the tile is
        # placed, and the player's own panel stays in view.
        header = self._header()
        banner = None if header is None else header[1]
        pad = layout.px(8)
        x = r.island.x + layout.px(14)
        width = r.island.width - layout.px(28) - 2 * pad
        y = (banner.top if banner is not None else r.island.bottom) - layout.px(6)
        # as large as the room between the banner and the fields' fish signs allows
        lines = lines[:4]
        room = y - max(t.bottom for t in self.game.table.cost_tag_rects(r)) - layout.px(6)
        size = layout.font(17)
        while size > layout.px(12):
            step = text.font("bold", size).get_linesize()
            rows = sum(len(text.wrap(label, "bold", size, width)) for label, _ in lines)
            if rows * step + len(lines) * (pad + layout.px(4)) <= room:
                break
            size -= 1
        out = []
        for label, color in reversed(lines):
            image = text.render_block(label, "bold", size, color, width, spacing=1.0)
            lines_w = max(
                text.font("bold", size).size(line)[0]
                for line in text.wrap(label, "bold", size, width)
            )
            plate = pygame.Rect(0, 0, lines_w + 2 * pad, image.get_height() + pad)
            plate.bottomleft = (x, y)
            out.append((image, plate, color))
            y = plate.top - layout.px(4)
        return out

    def _status_spots(self, size: pygame.Rect, cat: pygame.Rect, r, away: int) -> list[pygame.Rect]:
        """Where the status words may go ``away`` pixels off the cat, in order of preference
        (inside the island): under it, over it, beside it, at its corners."""
        layout = self.app.layout
        gap = layout.px(4) + away
        spots = [
            size.move_to(midtop=(cat.centerx, cat.bottom + gap)),
            size.move_to(midbottom=(cat.centerx, cat.top - gap)),
            size.move_to(midleft=(cat.right + gap + layout.px(8), cat.centery)),
            size.move_to(midright=(cat.left - gap - layout.px(8), cat.centery)),
            size.move_to(topleft=(cat.left, cat.bottom + gap)),
            size.move_to(topright=(cat.right, cat.bottom + gap)),
            size.move_to(bottomleft=(cat.left, cat.top - gap)),
            size.move_to(bottomright=(cat.right, cat.top - gap)),
        ]
        return [b for b in spots if r.island.contains(b.inflate(layout.px(12), layout.px(6)))]

    def draw_status(self, surface: pygame.Surface) -> None:
        """The focused choice in words (price, why not)."""
        found = self._status()
        if found is None:
            return
        layout, palette = self.app.layout, self.app.palette
        image, box, enabled = found
        plate = box.inflate(layout.px(12), layout.px(6))
        pygame.draw.rect(surface, palette.background, plate, border_radius=layout.px(6))
        pygame.draw.rect(
            surface,
            palette.text if enabled else palette.bad,
            plate,
            max(1, layout.px(1)),
            border_radius=layout.px(6),
        )
        surface.blit(image, box)

    def _status(self) -> tuple[pygame.Surface, pygame.Rect, bool] | None:
        """The status words of the cat the focus or the mouse is on, and where they go."""
        if self.cursor is not None or not self.items:
            return None
        item = self.shown_item()
        if item is None or not item.key.startswith("tile:"):
            return None
        layout, palette = self.app.layout, self.app.palette
        label = item.note if item.enabled else self._why_not(item)
        color = palette.text if item.enabled else palette.bad
        # Below the cat, above it, beside it, at its corners, each a little farther off in
        # turn: the first place over no other cat, number, fish sign, strip or banner.
        r = self.game.table.regions()
        state = self.state
        blocked = [i.rect for i in self.items if i is not item and i.key.startswith("tile:")]
        blocked += self.game.table.cost_tag_rects(r)
        if state.sister is not None:
            from game.isle.ui.sister import cat_number_plates

            boxes = {tile: box for tile, _, box in self.game.table.field_tiles(state)}
            signs = self.game.table.cost_tag_rects(r)
            blocked += [p for _, p in cat_number_plates(self.app, state, boxes, signs).values()]
        header = self._header()
        banner = None if header is None else header[1]
        if banner is not None:
            blocked.append(banner)
        strip = self.news.plate_rect()
        if strip is not None:  # the "since your turn" strip keeps its words (N15)
            blocked.append(strip)
        cats = self._strip_plate()
        if cats is not None:  # and the small cats beside the banner theirs
            blocked.append(cats)
        # as near its cat as it fits, a little smaller before farther away (a bottom-row
        # cat's "5 fish" stood in the island's corner, and covered it at 200 %)
        largest = layout.font(18)
        least = layout.dense_text(13)  # read as body text: never below its least size
        sizes = sorted({largest, max(least, largest * 3 // 4), min(largest, least)})[::-1]
        step = layout.px(6)
        for away in range(0, r.island.width, step):
            for size in sizes:
                frame = pygame.Rect((0, 0), text.font("bold", size).size(label))
                for box in self._status_spots(frame, item.rect, r, away):
                    if box.inflate(layout.px(12), layout.px(6)).collidelist(blocked) < 0:
                        image = text.render(label, "bold", size, color)
                        return image, image.get_rect(topleft=box.topleft), item.enabled
        image = text.render(label, "bold", sizes[-1], color)
        box = image.get_rect(midtop=(item.rect.centerx, item.rect.bottom + layout.px(4)))
        return image, box, item.enabled


def _taken(item: Item) -> Tile:
    """The treasure a "take:" choice takes (its data: the rules' Take)."""
    assert isinstance(item.data, Take)  # ``_bonus_items``, ``_commons_items``
    return item.data.tile


def rescue_options(state, seat: int) -> dict:
    """Each rescuable cat with the payments the rules accept for it."""
    found: dict = {}
    for action in legal_actions(state, seat):
        if isinstance(action, Rescue):
            found.setdefault(action.tile, []).append(action.pay)
    return found
