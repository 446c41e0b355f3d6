"""A challenge being played: the boat, the tiles offered, the goal and its stars.

The placement works as in the game (the same cursor, turns, flips, legal spots, green or red
with the rule that refuses, and the preview of what a placement does), on the rules' state of
the challenge (game.isle.challenges.model.placing). Undo goes back one step, retry starts again in
one press, and after a try without three stars the solver's line can be shown as a hint: the
next step of the line outlined on the boat while the boat follows it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, TypeGuard

import pygame

from game.isle.challenges import model
from game.isle.challenges.model import STARS, Challenge, ChallengeError, Finish, Progress, Put
from game.isle.data.window import isle_content, isle_texts
from game.isle.rules.actions import Place, Skip, Take
from game.isle.rules.geometry import HEIGHT, WIDTH, cells_of
from game.isle.rules.ids import Tile
from game.isle.rules.placement import footprint
from game.isle.rules.state import Bonus, GameState, PlaceTile
from game.isle.scenes.placement import Cursor, flip, preview, rotate
from game.isle.ui.anim_ghost import TURN_SECONDS, GhostTurn
from game.isle.ui.art import isle_art
from game.isle.ui.boatview import BoatView, canonical_k
from game.isle.ui.challenge_words import (
    goal_text,
    intro_of,
    need_text,
    number_of,
    offer_words,
    result_text,
    title_of,
)
from game.isle.ui.narration import describe_cell, tile_words
from game.isle.ui.reasons import translate
from game.shell.engine.dispatch import Dispatch
from game.shell.input import IntentEvent, PointerMove
from game.shell.scenes.stack import Host, Scene
from game.shell.session.records import ChallengeBest
from game.shell.ui import text
from game.shell.ui.gui import draw_focus_ring, draw_hover_ring
from game.shell.ui.layout import BODY_MIN
from game.shell.ui.panels import draw_panel
from game.shell.ui.prompts import Prompt, draw_prompts
from game.shell.ui.tween import animation_seconds

if TYPE_CHECKING:
    from game.isle.scenes.challenges import ChallengesScene

SEAT = model.SEAT
MOVES = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


def draw_outline(surface: pygame.Surface, mask: int, origin, cell: int, color, width: int) -> None:
    """The outer edges of a set of boat cells (a hint's footprint, the cells a goal counts)."""
    ox, oy = origin
    for x, y in cells_of(mask):
        left, top = ox + x * cell, oy + y * cell
        for dx, dy, a, b in (
            (-1, 0, (left, top), (left, top + cell)),
            (1, 0, (left + cell, top), (left + cell, top + cell)),
            (0, -1, (left, top), (left + cell, top)),
            (0, 1, (left, top + cell), (left + cell, top + cell)),
        ):
            nx, ny = x + dx, y + dy
            inside = 0 <= nx < WIDTH and 0 <= ny < HEIGHT and mask >> (ny * WIDTH + nx) & 1
            if not inside:
                pygame.draw.line(surface, color, a, b, width)


def _is_chapters(scene: Scene | None) -> TypeGuard[ChallengesScene]:
    """The chapters' screen (the scene registered as "challenges")."""
    return getattr(scene, "name", "") == "challenges"


class ChallengeScene(Scene):
    name = "challenge"
    motion_hz = 10.0

    def __init__(self, app: Host, every: tuple[Challenge, ...], challenge: Challenge) -> None:
        super().__init__(app)
        self.every = every
        self.challenge = challenge
        self.progress = model.start(isle_content(app), challenge)
        self.history: list[Progress] = []
        self.selected = 0  # the offered tile chosen (an index of model.offered_now)
        self.choice = 0  # the treasure chosen while a map bonus waits
        self.cursor: Cursor | None = None
        self.hover: int | None = None  # the offer box under the mouse
        self.boats = BoatView(isle_art(app), isle_content(app))
        self.show_rooms = False
        self.turning = GhostTurn()  # the ghost's picture catching up with a turn or flip
        self.hint = False  # the solver's line is shown
        self.failed = False  # a try ended without three stars: the hint is offered
        self.tries = 0
        self.shown_card = False
        self._spoken: tuple[Hashable, ...] | None = None
        self._ended = False
        self.refresh()

    # --- the try ------------------------------------------------------------------------
    def offered(self) -> tuple[Tile, ...]:
        return model.offered_now(self.progress)

    def bonus_choices(self) -> list:
        """While a map bonus waits: the treasures to take, then skip."""
        if not isinstance(self.progress.pending, Bonus):
            return []
        steps = model.bonus_steps(self.progress)
        return [s for s in steps if isinstance(s, Take)] + [s for s in steps if isinstance(s, Skip)]

    def placing_tile(self) -> Tile | None:
        pending = self.progress.pending
        if isinstance(pending, PlaceTile):
            return pending.tile
        if pending is not None or self.progress.finished:
            return None
        offered = self.offered()
        return offered[min(self.selected, len(offered) - 1)] if offered else None

    def placing_state(self) -> GameState | None:
        """The rules' state with the tile being placed on top of the stack."""
        pending = self.progress.pending
        if isinstance(pending, PlaceTile):
            return self.progress.game
        tile = self.placing_tile()
        return None if tile is None else model.placing(self.progress, tile)

    def placing(self) -> tuple[Cursor, GameState] | None:
        """The cursor and the rules' state it places the tile on (None: no tile is placed)."""
        if self.cursor is None:
            return None
        state = self.placing_state()
        assert state is not None  # ``refresh`` keeps a cursor only while a tile is placed
        return self.cursor, state

    def refresh(self) -> None:
        """The cursor follows the tile being placed; a new tile starts at a legal spot."""
        tile = self.placing_tile()
        if tile is None:
            self.cursor = None
            self.choice = min(self.choice, max(0, len(self.bonus_choices()) - 1))
            return
        if self.cursor is None or self.cursor.tile != tile:
            old = self.cursor
            self.cursor = Cursor(SEAT, tile)
            state = self.placing_state()
            assert state is not None  # the tile above is being placed
            if old is not None:
                self.cursor.x, self.cursor.y = old.x, old.y
                self.cursor.clamp(state)
            if old is None or self.cursor.problem(state) is not None:
                self.cursor.start_somewhere_legal(state)

    def act(self, step) -> bool:
        try:
            after = model.apply_step(self.progress, step)
        except ChallengeError as error:
            self.app.sound("invalid")
            self.app.narrate(self.refusal(error))
            return False
        self.history.append(self.progress)
        self.progress = after
        if isinstance(after.pending, Bonus):
            self.app.sound("bonus")  # the cat covered its map: a treasure to take
        else:
            self.app.sound("place" if isinstance(step, (Put, Place)) else "ui_confirm")
        self.selected = 0 if self.challenge.order == model.QUEUE else self.selected
        self.refresh()
        if after.finished:
            self.end_try()
        return True

    def refusal(self, error: ChallengeError) -> str:
        if error.refusal is not None:
            return translate(error.refusal, self.app.t)
        return self.t(f"challenge.reason.{error.code}", **error.params)

    def undo(self) -> None:
        if not self.history:
            self.app.sound("invalid")
            return
        self.progress = self.history.pop()
        self._ended = False
        self.app.sound("ui_back")
        self.refresh()

    def retry(self, hint: bool | None = None) -> None:
        self.progress = model.start(isle_content(self.app), self.challenge)
        self.history.clear()
        self.selected = self.choice = 0
        self.cursor = None
        self._ended = False
        if hint is not None:
            self.hint = hint
        self.refresh()
        self.app.sound("ui_confirm")

    def finish(self) -> None:
        if self.progress.pending is None and not self.progress.finished:
            self.act(Finish())

    def end_try(self) -> None:
        """Record the try and show its stars."""
        if self._ended:
            return
        self._ended = True
        self.tries += 1
        progress = self.progress
        stars, value = model.stars(progress), model.result(progress)
        self.failed = self.failed or stars < STARS
        store = self.app.records
        before = store.records.challenges.get(self.challenge.id)
        best = store.record_challenge(
            self.challenge.id,
            ChallengeBest(stars, value, progress.moves),
            self.challenge.goal.fewer,
        )
        if store.save_failure is not None:
            self.app.notify("notice.records_not_saved", reason=store.save_failure)
        self.app.sound("final_score" if stars == STARS else "ui_confirm")
        self.app.open("challenge_result", self, stars, value, best and before is not None, before)

    def next_challenge(self) -> Challenge | None:
        index = self.every.index(self.challenge)
        if index + 1 < len(self.every) and self.app.records.records.stars(self.challenge.id):
            return self.every[index + 1]
        return None

    def play_next(self) -> None:
        after = self.next_challenge()
        if after is not None:
            self.app.stack.replace(self.app.scene("challenge", self.every, after))

    def leave(self) -> None:
        """Back to the chapters, the card of this challenge focused."""
        below = self.app.stack.scenes[-2] if len(self.app.stack.scenes) > 1 else None
        self.app.stack.pop()
        if _is_chapters(below):
            below.chapter = self.challenge.chapter
            shown = below.in_chapter()
            below.focus = shown.index(self.challenge) if self.challenge in shown else 0
        else:
            self.app.open("challenges", focus=self.challenge.id)

    # --- the hint ---------------------------------------------------------------------------
    def hint_step(self):
        """The next step of the solver's line while the boat follows it (None otherwise)."""
        if not self.hint:
            return None
        line, done = self.challenge.solution, self.progress.line
        if tuple(line[: len(done)]) != tuple(done) or len(done) >= len(line):
            return None
        return model.parse_step(line[len(done)])

    def hint_lost(self) -> bool:
        done = self.progress.line
        return self.hint and tuple(self.challenge.solution[: len(done)]) != tuple(done)

    def show_hint(self) -> None:
        """Start again with the solver's line shown (after a try without three stars)."""
        if not self.failed:
            self.app.sound("invalid")
            return
        self.retry(hint=True)
        self._follow_hint()

    def _follow_hint(self) -> None:
        """The hint's tile is the one chosen (the player still places it)."""
        step = self.hint_step()
        if isinstance(step, Put) and step.tile in self.offered():
            self.selected = self.offered().index(step.tile)
            self.refresh()
        elif isinstance(step, (Take, Skip)):
            choices = self.bonus_choices()
            if step in choices:
                self.choice = choices.index(step)

    # --- input ------------------------------------------------------------------------------
    def enter(self) -> None:
        if not self.shown_card:
            self.shown_card = True
            self.show_card()

    def show_card(self) -> None:
        challenge = self.challenge
        words = intro_of(self.app, challenge) + "\n\n" + goal_text(self.app, challenge)
        title = f"{number_of(challenge)} · {title_of(self.app, challenge)}"
        self.app.open(
            "choice",
            words,
            [(self.t("challenge.start"), lambda: None)],
            title=title,
            cancel=lambda: None,
        )
        self.app.narrate(f"{title}. {words}")

    def handle(self, event) -> bool:
        if isinstance(event, PointerMove):
            return self._pointed(event.pos)
        if not isinstance(event, IntentEvent):
            return False
        name = str(event.intent)
        placing = self.placing()
        if name in MOVES and event.is_down:
            if placing is not None:
                cursor, state = placing
                cursor.move(state, *MOVES[name])
            elif self.bonus_choices() and name in ("left", "right"):
                self._cycle_choice(1 if name == "right" else -1)
            return True
        if not event.pressed:
            return False
        if name == "menu":
            self.open_menu()
        elif name == "view":
            self.retry()
        elif name == "back":
            self.undo()
        elif name == "hint":
            self.show_hint()
        elif name == "overlay":
            self.show_rooms = not self.show_rooms
        elif name in ("next", "prev"):
            self._cycle(1 if name == "next" else -1)
        elif name in ("rotate_left", "rotate_right") and placing is not None:
            clockwise = name == "rotate_right"
            self._turn(placing, rotate(placing[0].k, clockwise), "cw" if clockwise else "ccw")
            self.app.sound("rotate")
        elif name == "flip" and placing is not None:
            self._turn(placing, flip(placing[0].k), "flip")
            self.app.sound("flip")
        elif name == "next_spot" and placing is not None:
            cursor, state = placing
            cursor.next_spot(state)
        elif name == "confirm":
            self._confirm(event)
        else:
            return False
        return True

    def _turn(self, placing: tuple[Cursor, GameState], k: int, kind: str) -> None:
        """The cursor turns at once; its picture follows in a short tween (as in the game)."""
        cursor, state = placing
        old = cursor.k
        cursor.turn(state, k)
        settings = self.app.settings
        self.turning.start(
            kind, old, animation_seconds(settings, TURN_SECONDS), settings.reduced_motion
        )

    def _cycle(self, step: int) -> None:
        if self.bonus_choices():
            self._cycle_choice(step)
            return
        offered = self.offered()
        if len(offered) > 1:
            self.selected = (self.selected + step) % len(offered)
            self.app.sound("ui_move")
            self.refresh()

    def _cycle_choice(self, step: int) -> None:
        choices = self.bonus_choices()
        self.choice = (self.choice + step) % len(choices)
        self.app.sound("ui_move")

    def _confirm(self, event) -> None:
        if event.pos is not None:
            box = self._box_at(event.pos)
            if box is not None:
                self._pick_box(box)
                return
            cell = self.cell_at(event.pos)
            placing = self.placing()
            if cell is None or placing is None:
                return
            cursor, state = placing
            cursor.point_at(state, cell)
        placing = self.placing()
        if placing is not None:
            self._place(placing)
        elif self.bonus_choices():
            self.act(self.bonus_choices()[self.choice])
            self._follow_hint()

    def _place(self, placing: tuple[Cursor, GameState]) -> None:
        cursor, state = placing
        problem = cursor.problem(state)
        if problem is not None:
            self.app.sound("invalid")
            self.app.narrate(translate(problem, self.app.t))
            return
        step: Place | Put
        if isinstance(self.progress.pending, PlaceTile):
            step = Place(SEAT, cursor.x, cursor.y, cursor.k)
        else:
            step = Put(cursor.tile, cursor.x, cursor.y, cursor.k)
        if self.act(step):
            self._follow_hint()

    def _pick_box(self, index: int) -> None:
        if self.bonus_choices():
            self.choice = index
            self.act(self.bonus_choices()[index])
            self._follow_hint()
        elif index < len(self.offered()):
            self.selected = index
            self.refresh()
            self.app.sound("ui_move")

    def _pointed(self, pos) -> bool:
        self.hover = self._box_at(pos)
        cell = self.cell_at(pos)
        placing = self.placing()
        if cell is not None and placing is not None:
            cursor, state = placing
            cursor.point_at(state, cell)
            return True
        return self.hover is not None

    def open_menu(self) -> None:
        # back goes on playing
        choices: list[tuple[str, Callable[[], None]]] = [
            (self.t("challenge.menu.retry"), self.retry)
        ]
        if self.progress.pending is None and not self.progress.finished:
            choices.append((self.t("challenge.menu.finish"), self.finish))
        if self.failed:
            choices.append((self.t("challenge.menu.hint"), self.show_hint))
        choices.append((self.t("challenge.menu.card"), self.show_card))
        choices.append((self.t("challenge.menu.leave"), self.leave))
        self.app.open(
            "choice",
            goal_text(self.app, self.challenge),
            choices,
            title=f"{number_of(self.challenge)} · {title_of(self.app, self.challenge)}",
            cancel=lambda: None,
        )

    # --- where things are -------------------------------------------------------------------
    def cell_size(self) -> int:
        return self.app.layout.px(40)

    def boat_origin(self) -> tuple[int, int]:
        return self.app.layout.point(22, 66)

    def cell_at(self, pos) -> tuple[int, int] | None:
        (ox, oy), cell = self.boat_origin(), self.cell_size()
        x, y = (pos[0] - ox) // cell, (pos[1] - oy) // cell
        return (x, y) if 0 <= x < WIDTH and 0 <= y < HEIGHT else None

    def offer_area(self) -> pygame.Rect:
        return self.app.layout.rect(22, 484, 880, 178)

    def caption_height(self) -> int:
        return text.font("bold", self.app.layout.dense_text(17)).get_linesize()

    def box_rects(self) -> list[pygame.Rect]:
        layout = self.app.layout
        count = len(self.bonus_choices()) or len(self.progress.offer)
        if not count:
            return []
        area = self.offer_area()
        top = area.y + self.caption_height() + layout.px(4)
        gap = layout.px(10)
        side = min(area.bottom - top, (area.width - gap * (count - 1)) // count)
        return [
            pygame.Rect(area.x + i * (side + gap), area.bottom - side, side, side)
            for i in range(count)
        ]

    def _box_at(self, pos) -> int | None:
        return next((i for i, r in enumerate(self.box_rects()) if r.collidepoint(pos)), None)

    def panel_rect(self) -> pygame.Rect:
        return self.app.layout.rect(918, 66, 342, 596)

    def help_subject(self, pointer: tuple[int, int] | None):
        """The boat cell under the mouse or the cursor, a tile offered, a lesson."""
        from game.isle.ui.help import IsleKind
        from game.shell.ui.help import Subject

        if pointer is not None:
            cell = self.cell_at(pointer)
            if cell is not None:
                return Subject(IsleKind.CELL, (SEAT, *cell))
            box = self._box_at(pointer)
            if box is not None and not self.bonus_choices():
                tile = self.progress.offer[box]
                if tile.is_cat_like:
                    return Subject(IsleKind.CAT, tile)
                return Subject(IsleKind.SUPPLY)
            if self.panel_rect().collidepoint(pointer):
                lessons = self.challenge.lessons + tuple(
                    c for c, _ in self.challenge.public_lessons
                )
                if lessons:
                    return Subject(IsleKind.CARD, lessons[0])
        placing = self.placing()
        if placing is not None:
            cursor, state = placing
            cx, cy = cursor.center(state)
            return Subject(IsleKind.CELL, (SEAT, int(cx), int(cy)))
        return Subject(IsleKind.SCREEN, "challenge")

    def help_state(self) -> tuple[GameState, int]:
        """What help on a boat cell reads: the boat of the challenge."""
        return self.placing_state() or self.progress.game, SEAT

    # --- per frame ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.turning.update(dt)
        if self.app.stack.top is not self:
            return
        self.narrate_focus()

    def sleeps(self) -> bool:
        return not self.turning.active  # it follows the input only (and a turning ghost)

    def narrate_focus(self) -> None:
        if not self.app.settings.narration:
            return
        cursor = self.cursor
        key: tuple[Hashable, ...]
        if cursor is not None:
            key = ("cell", cursor.tile, cursor.x, cursor.y, cursor.k, len(self.progress.line))
        else:
            key = ("choice", self.choice, len(self.progress.line))
        if key == self._spoken:
            return
        new_tile = self._spoken is None or self._spoken[:2] != key[:2]
        self._spoken = key
        placing = self.placing()
        if placing is None:
            choices = self.bonus_choices()
            if choices:
                self.app.narrate(self._choice_words(choices[self.choice]))
            return
        cursor, state = placing
        words = describe_cell(self.app, state, SEAT, cursor.x, cursor.y)
        problem = cursor.problem(state)
        if problem is not None:
            words += ". " + translate(problem, self.app.t)
        else:
            effects = preview(state, SEAT, cursor.tile, cursor.mask(state))
            parts = [self.t("preview.fits")] + [self._preview_words(k, v) for k, v in effects]
            words += ". " + ", ".join(parts)
        if new_tile:
            words = offer_words(self.app, cursor.tile) + ". " + words
        self.app.narrate(words)

    def _choice_words(self, step) -> str:
        if isinstance(step, Skip):
            return self.t("challenge.skip_bonus")
        shape = isle_content(self.app).shapes[step.tile.shape]
        return self.t("board.tile_label", tile=tile_words(self.app, step.tile), count=shape.size)

    def _preview_words(self, key: str, values: dict) -> str:
        if "color" in values:
            values = {**values, "color": self.t(f"color.{values['color']}")}
        if "room" in values:
            values = {
                **values,
                "room": isle_texts(self.app).room_name(values["room"], self.app.settings.language),
            }
        return self.t(key, **values)

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        palette = self.app.palette
        surface.fill(palette.background)
        self._draw_header(surface)
        self._draw_boat(surface)
        self._draw_status(surface)
        self._draw_offer(surface)
        self._draw_panel(surface)
        draw_prompts(surface, self.app, self.prompts())

    def prompts(self) -> list[Prompt]:
        t = self.t
        found: list[Prompt] = []
        if self.cursor is not None:
            found += [
                ("confirm", t("board.place")),
                ("rotate_right", t("board.rotate")),
                ("flip", t("board.flip")),
                ("next_spot", t("board.next_spot")),
            ]
            if len(self.offered()) > 1:
                found.append(("next", t("challenge.other_tile")))
        elif self.bonus_choices():
            found += [("move", t("prompt.move")), ("confirm", t("challenge.take"))]
        if self.history:
            found.append(("back", t("board.undo")))
        found.append(("view", t("challenge.retry")))
        if self.failed and not self.hint:
            found.append(("hint", t("challenge.hint")))
        found.append(("menu", t("prompt.menu")))
        return found

    def _draw_header(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        words = f"{number_of(self.challenge)} · {title_of(self.app, self.challenge)}"
        size = text.fit_size(words, "title", layout.heading(30), layout.px(880))
        image = text.render(words, "title", size, palette.accent)
        surface.blit(image, image.get_rect(midleft=layout.point(24, 34)))

    def _draw_boat(self, surface: pygame.Surface) -> None:
        app, layout, palette = self.app, self.app.layout, self.app.palette
        origin, cell = self.boat_origin(), self.cell_size()
        progress = self.progress
        self.boats.draw(
            surface, origin, self.challenge.boat, progress.tiles, cell, rooms=self.show_rooms
        )
        surface.blit(isle_art(app).grid_lines(cell), origin)
        self._draw_goal_cells(surface, origin, cell)
        placing = self.placing()
        if placing is not None:
            cursor, state = placing
            problem = cursor.problem(state)
            k = canonical_k(isle_content(app), cursor.tile.shape, cursor.k)
            ghost = isle_art(app).tile(
                cursor.tile.shape, cursor.tile.color, k, cell, ghost="bad" if problem else "good"
            )
            pos = (origin[0] + cursor.x * cell, origin[1] + cursor.y * cell)
            w, h = cursor.size(state)
            if self.turning.active:
                old_k = canonical_k(isle_content(app), cursor.tile.shape, self.turning.old_k)
                tint = "bad" if problem else "good"
                old = isle_art(app).tile(
                    cursor.tile.shape, cursor.tile.color, old_k, cell, ghost=tint
                )
                centre = (pos[0] + w * cell // 2, pos[1] + h * cell // 2)
                self.turning.draw(surface, old, ghost, centre)
            else:
                surface.blit(ghost, pos)
            pygame.draw.rect(
                surface,
                palette.bad if problem else palette.good,
                pygame.Rect(pos, (w * cell, h * cell)),
                max(1, layout.px(2)),
                border_radius=layout.px(4),
            )
        hinted = self.hint_step()
        if isinstance(hinted, (Put, Place)):  # over the ghost: the hint shows even under it
            tile = hinted.tile if isinstance(hinted, Put) else self.placing_tile()
            assert tile is not None  # the line places a tile while one waits to be placed
            mask = footprint(isle_content(app).shapes[tile.shape], hinted.x, hinted.y, hinted.k)
            draw_outline(surface, mask or 0, origin, cell, palette.focus, max(3, cell // 8))

    def _draw_goal_cells(self, surface: pygame.Surface, origin, cell: int) -> None:
        """The empty cells the goal counts, tinted (rooms to fill, rooms to leave no gap in)."""
        goal = self.challenge.goal
        if goal.kind not in ("rooms", "empty"):
            return
        free = 0
        for room in model.goal_rooms(isle_content(self.app), goal):
            free |= room.mask & ~self.progress.occupied
        if not free:
            return
        tint = pygame.Surface((cell, cell), pygame.SRCALPHA)
        tint.fill((*self.app.palette.accent, 90))
        for x, y in cells_of(free):
            surface.blit(tint, (origin[0] + x * cell, origin[1] + y * cell))
        draw_outline(surface, free, origin, cell, self.app.palette.accent, max(2, cell // 14))

    def _draw_status(self, surface: pygame.Surface) -> None:
        """Under the boat: why the tile cannot go there, or what it does there."""
        layout, palette = self.app.layout, self.app.palette
        placing = self.placing()
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if placing is not None:
            cursor, state = placing
            problem = cursor.problem(state)
            if problem is not None:
                lines.append((translate(problem, self.app.t), palette.bad))
            else:
                effects = preview(state, SEAT, cursor.tile, cursor.mask(state))
                words = [self._preview_words(k, v) for k, v in effects]
                lines.append((" · ".join(words) or self.t("preview.fits"), palette.good))
        elif self.bonus_choices():
            lines.append((self.t("challenge.bonus"), palette.accent))
        if self.hint_lost():
            lines.append((self.t("challenge.hint_lost"), palette.text_dim))
        if not lines:
            return
        box = layout.rect(22, 430, 880, 52)
        size = layout.dense_text(18)
        while size > layout.px(11):
            rows = sum(len(text.wrap(label, "bold", size, box.width)) for label, _ in lines)
            if rows * text.font("bold", size).get_linesize() <= box.height:
                break
            size -= 1
        y = box.y
        for label, color in lines:
            image = text.render_block(label, "bold", size, color, box.width, spacing=1.0)
            surface.blit(image, (box.x, y))
            y += image.get_height()

    def _draw_offer(self, surface: pygame.Surface) -> None:
        layout, palette = self.app.layout, self.app.palette
        rects = self.box_rects()
        choices = self.bonus_choices()
        focus: int | None
        if choices:
            items = [(c.tile if isinstance(c, Take) else None) for c in choices]
            focus = self.choice
        else:
            items = list(self.progress.offer)
            offered = self.offered()
            tile = self.placing_tile()
            focus = next((i for i, t in enumerate(items) if t == tile), None)
            if isinstance(self.progress.pending, PlaceTile):
                focus = None
        label = self.t(
            "challenge.bonus_title" if choices else f"challenge.offer.{self.challenge.order}"
        )
        caption = text.render(label, "bold", layout.dense_text(17), palette.text_dim)
        if rects:
            surface.blit(caption, self.offer_area().topleft)
        hinted = self.hint_step()
        for index, (item, rect) in enumerate(zip(items, rects, strict=False)):
            live = choices or item in offered
            pygame.draw.rect(
                surface,
                palette.panel if live else palette.background,
                rect,
                border_radius=layout.px(10),
            )
            pygame.draw.rect(
                surface, palette.panel_edge, rect, layout.px(2), border_radius=layout.px(10)
            )
            if item is None:  # skip the bonus
                words = text.render_block(
                    self.t("challenge.skip_bonus"),
                    "bold",
                    layout.dense_text(16),
                    palette.text,
                    rect.width - layout.px(12),
                    "center",
                )
                surface.blit(words, words.get_rect(center=rect.center))
            else:
                self._draw_tile_in(surface, item, rect, dim=not live)
            if not choices and self.challenge.order == model.QUEUE and index == 0:
                tag = text.render(
                    self.t("challenge.next"), "bold", layout.dense(14), palette.accent
                )
                surface.blit(tag, (rect.x + layout.px(6), rect.y + layout.px(4)))
            step_tile = getattr(hinted, "tile", None)
            if hinted is not None and (
                (isinstance(hinted, Put) and item == step_tile)
                or (choices and choices[index] == hinted)
            ):
                pygame.draw.rect(
                    surface,
                    palette.focus,
                    rect.inflate(-layout.px(8), -layout.px(8)),
                    layout.px(3),
                    border_radius=layout.px(8),
                )
            if index == self.hover and index != focus:
                draw_hover_ring(surface, rect, palette, layout, layout.px(10))
        if focus is not None and focus < len(rects):
            draw_focus_ring(surface, rects[focus], palette, layout, layout.px(10))

    def _draw_tile_in(self, surface, tile: Tile, rect: pygame.Rect, dim: bool) -> None:
        shape = isle_content(self.app).shapes[tile.shape]
        w, h = shape.extents[0]
        cell = max(
            4,
            min(
                (rect.width - self.app.layout.px(24)) // max(w, 1),
                (rect.height - self.app.layout.px(30)) // max(h, 1),
            ),
        )
        image = isle_art(self.app).tile(tile.shape, tile.color, 0, cell)
        if dim:
            image = image.copy()
            image.set_alpha(90)
        surface.blit(
            image, image.get_rect(center=(rect.centerx, rect.centery + self.app.layout.px(6)))
        )

    def _draw_panel(self, surface: pygame.Surface) -> None:
        app, layout, palette = self.app, self.app.layout, self.app.palette
        box = self.panel_rect()
        draw_panel(surface, box, app)
        pad = layout.px(14)
        width = box.width - 2 * pad
        challenge, progress = self.challenge, self.progress
        goal = challenge.goal
        value, earned = model.result(progress), model.stars(progress)
        star = max(12, layout.dense(22))
        rows: list[tuple[str, str, tuple]] = []  # (face, words, colour) or ("stars", n, need)
        rows.append(("bold", goal_text(app, challenge), palette.accent))
        for number, need in enumerate(goal.stars, start=1):
            rows.append(("stars", str(number), (need_text(app, goal, need), number <= earned)))
        rows.append(("bold", result_text(app, goal, value), palette.text))
        rows.append(
            ("body", self.t("challenge.moves_left", count=progress.moves_left), palette.text)
        )
        for card in challenge.lessons + tuple(c for c, _ in challenge.public_lessons):
            name = isle_texts(app).card_name(card, app.settings.language)
            colour = dict(challenge.public_lessons).get(card)
            if colour:
                name += f" ({self.t(f'color.{colour}')})"
            rows.append(("body", self.t("challenge.lesson", name=name), palette.text_dim))
        hinted = self.hint_step()
        if hinted is not None:
            rows.append(("bold", self._hint_words(hinted), palette.focus))
        size = layout.dense_text(18)
        while True:
            height, drawn = self._panel_rows(rows, size, width, star)
            if height <= box.height - 2 * pad or size <= layout.px(11):
                break
            size -= 1
        y = box.y + pad
        for image, count in drawn:
            if count is not None:  # a goal's stars, then its words
                for i in range(count):
                    surface.blit(isle_art(app).star(star, True), (box.x + pad + i * (star + 2), y))
                surface.blit(image, (box.x + pad + 3 * (star + 2) + layout.px(6), y))
                y += max(star, image.get_height()) + layout.px(4)
            else:
                surface.blit(image, (box.x + pad, y))
                y += image.get_height() + layout.px(8)
        # the challenge's own words below, in the room left (at a size still easy to read)
        room = box.bottom - pad - y
        intro = intro_of(app, challenge)
        smallest = layout.px(BODY_MIN)  # never below the body text's minimum: else not shown
        for words_size in range(max(smallest, min(size, layout.dense_text(16))), smallest - 1, -1):
            block = text.render_block(intro, "body", words_size, palette.text_dim, width)
            if block.get_height() <= room:
                surface.blit(block, (box.x + pad, box.bottom - pad - block.get_height()))
                break

    def _panel_rows(
        self, rows, size: int, width: int, star: int
    ) -> tuple[int, list[tuple[pygame.Surface, int | None]]]:
        """The panel's rows drawn, each with the stars before it (None: words alone), and their
        height."""
        palette, layout = self.app.palette, self.app.layout
        drawn: list[tuple[pygame.Surface, int | None]] = []
        height = 0
        for face, words, colour in rows:
            if face == "stars":
                need, reached = colour
                image = text.render_block(
                    need,
                    "bold" if reached else "body",
                    size,
                    palette.accent if reached else palette.text_dim,
                    width - 3 * (star + 2) - layout.px(6),
                )
                drawn.append((image, int(words)))
                height += max(star, image.get_height()) + layout.px(4)
            else:
                image = text.render_block(words, face, size, colour, width)
                drawn.append((image, None))
                height += image.get_height() + layout.px(8)
        return height, drawn

    def _hint_words(self, step: model.Step) -> str:
        return HINTS(step, self.app)


def _hint_place(step: model.Step, app: Host) -> str:
    return app.t("challenge.hint_place")


# The words of each step the hint shows (placing the tile: the default).
HINTS: Dispatch[model.Step, [Host], str] = Dispatch(
    "isle challenge hints", otherwise=_hint_place, silent=(Finish,)
)
HINTS.on(Place)(_hint_place)


@HINTS.on(Put)
def _hint_put(step: Put, app: Host) -> str:
    return app.t("challenge.hint_put", tile=tile_words(app, step.tile))


@HINTS.on(Take)
def _hint_take(step: Take, app: Host) -> str:
    return app.t("challenge.hint_take", tile=tile_words(app, step.tile))


@HINTS.on(Skip)
def _hint_skip(step: Skip, app: Host) -> str:
    return app.t("challenge.hint_skip")
