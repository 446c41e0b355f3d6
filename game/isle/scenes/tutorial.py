"""The guided first game on screen (issue 15): the game scene of a ``TutorialSession`` and the
coach, an overlay that shows each step's text, highlights what it talks about, shows the
buttons of the player's device, and waits: for the step's actions (any other is explained
and not applied), or for a press to go on.

Offered from the title ("Learn to play") and on the first launch; it can be left from the pause
menu and resumed from the title, where it left off.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeGuard

import pygame

from game.isle.data.window import isle_content, isle_texts
from game.isle.rules import IllegalActionError
from game.isle.rules.actions import Action, Place
from game.isle.rules.events import Event
from game.isle.rules.placement import footprint
from game.isle.rules.state import PlaceTile
from game.isle.scenes.game import GameScene
from game.isle.scenes.scoring import ScoringScene
from game.isle.ui.art import isle_art
from game.shell.input import IntentEvent
from game.shell.scenes.overlay import Overlay
from game.shell.scenes.stack import Host, Scene
from game.shell.ui import drawlog, text
from game.shell.ui.panels import BACKDROP, dim, draw_panel
from game.shell.ui.prompts import bar_top, glyph_badge

if TYPE_CHECKING:
    from game.isle.scenes.draft import DraftScene

SCRIPT = "first_game"
NUDGE_SECONDS = 3.0  # how long "not this one" stays after a refused action
LARGE_TEXT = 1.5  # from this text scale a panel over the table shades the rest (a spotlight)
LARGE_MENU = 1.75  # ... and on the other screens (draft, buy), where it shades all


def _is_draft(scene: Scene | None) -> TypeGuard[DraftScene]:
    """The draft's screen (a screen module, known here by its class's name)."""
    return type(scene).__name__ == "DraftScene"


def tutorial_path(app: Host) -> Path:
    """Where the guided game in progress is saved: beside the saves folder, never a slot."""
    return Path(app.saves.folder).parent / "tutorial" / f"{SCRIPT}.jsonl"


def has_progress(app: Host) -> bool:
    """A guided game was left and can be resumed: its file's header is checked as Continue
    checks a save's (game/isle/tutorial/guided.py ``saved_progress``). A file that cannot be read
    or names no step of the script is kept aside with a message."""
    from game.isle.session.match import LogError
    from game.isle.tutorial.guided import saved_progress

    path = tutorial_path(app)
    try:
        progress = saved_progress(path)
    except FileNotFoundError:
        return False
    except (LogError, OSError) as error:
        _set_aside(app, path, error)
        return False
    if progress.name != SCRIPT:
        _set_aside(app, path, LogError("the saved guided game is another script"))
        return False
    return True


def _set_aside(app: Host, path: Path, error: BaseException) -> None:
    """Keep the guided game's file aside, with a message (it is never written over)."""
    from game.shell.session.files import set_aside

    key, values = set_aside(path, error, "files.tutorial")
    app.notify(key, **values)


def start_tutorial(app: Host, resume_it: bool = False) -> None:
    """Open the guided game: resumed where it was left, or from its start. It is saved as the
    real games are: locked for this window, a broken file kept aside with a message (never
    written over), a save that fails told at once and again when leaving."""
    from game.isle.session.match import LogError
    from game.isle.tutorial.guided import TutorialSession, resume
    from game.isle.tutorial.script import load_script
    from game.shell.scenes.saving import watch_saves
    from game.shell.session.locks import SaveLock

    try:
        script = load_script(SCRIPT, isle_content(app))
    except ValueError as error:  # a broken levels/ file: said as a broken challenge is
        detail = str(error).splitlines()[0] if str(error) else type(error).__name__
        app.open("message", app.t("notice.content_broken", detail=detail[:300]))
        return
    path = tutorial_path(app)
    lock = SaveLock(path)
    try:
        free = lock.acquire()
    except OSError:
        free = True  # no folder for a lock: no save either, which the game says
    if not free:
        app.open("message", app.t("files.tutorial_in_use"))
        return
    session = None
    if resume_it:
        try:
            session = resume(isle_content(app), script, path, app.settings.language)
        except (LogError, OSError) as error:
            _set_aside(app, path, error)  # said over the new guided game
    if session is None:
        session = TutorialSession(isle_content(app), script, app.settings.language, save_path=path)
        session.autosave()
    session.lock = lock
    watch_saves(app, session, "files.tutorial_save_failed", "files.tutorial_cannot_save")
    app.stack.reset(TutorialScene(app, session))


def offer_tutorial(app: Host) -> None:
    """Ask whether to play the guided game (resume it when one was left)."""
    if has_progress(app):
        choices = [
            (app.t("tutorial.resume"), lambda: start_tutorial(app, resume_it=True)),
            (app.t("tutorial.restart"), lambda: start_tutorial(app)),
            (app.t("common.cancel"), lambda: None),
        ]
        question = app.t("tutorial.resume_question")
    else:
        choices = [
            (app.t("tutorial.offer_yes"), lambda: start_tutorial(app)),
            (app.t("tutorial.offer_later"), lambda: None),
        ]
        question = app.t("tutorial.offer")
    app.open("choice", question, choices, app.t("tutorial.offer_title"), cancel=lambda: None)


def learn(app: Host) -> None:
    """Learn to play (the title): the guided game, resumed or restarted when one was left."""
    if has_progress(app):
        offer_tutorial(app)
    else:
        start_tutorial(app)


class TutorialScene(GameScene):
    """The game scene of the guided game: decisions wait while the table speaks, anytime
    offers follow the script, and the end goes to a scoring screen of its own."""

    name = "tutorial"

    def __init__(self, app: Host, session) -> None:
        super().__init__(app, session)
        self.tutorial = session
        self.coach = Coach(app, self)

    def enter(self) -> None:
        super().enter()
        if self.coach not in self.app.overlays:
            self.app.overlays.append(self.coach)

    def exit(self) -> None:
        if self.coach in self.app.overlays:
            self.app.overlays.remove(self.coach)
        super().exit()

    def on_table(self) -> bool:
        """The current step speaks of the table: no decision screen covers it."""
        step = self.tutorial.guide.step
        return step is not None and step.table

    def decision_seat(self) -> int | None:
        if self.on_table():
            return None
        return super().decision_seat()

    def _round_matters(self, frame, seat: int) -> bool:
        """An anytime round shows only when the step plays a card in it."""
        return self.tutorial.plays_now()

    def _auto_decide(self) -> bool:
        """Anytime rounds the script plays nothing in are declined while a step waits for
        actions; while the player reads, a round waits for the next step. The player passes
        by themselves (the guided game teaches it), whatever the auto-pass setting."""
        from game.isle.rules.actions import Decline
        from game.isle.rules.state import AnytimeRound

        movers = self.session.human_movers()
        if not movers or not isinstance(self.session.view(movers[0]).state.top, AnytimeRound):
            return False
        if self.tutorial.declines(self.session.view(movers[0]).state):
            self.submit(Decline(movers[0]))
            return True
        return not self.tutorial.plays_now()  # shown when the step plays, else it waits

    def submit(self, action: Action, by_hand: bool = True) -> tuple[Event, ...] | None:
        """The guided game's action (``by_hand`` changes nothing here: it marks no turns);
        a refusal is said and the coach nudges."""
        try:
            return self.session.submit(action)
        except IllegalActionError as error:
            from game.isle.ui.reasons import translate

            self.app.sound("invalid")
            self.effects.toast(translate(error, self.app.t), bad=True)
            self.coach.nudge()
            return None

    def _route_end(self) -> None:
        if self.on_table() or self.app.stack.top is not self or self.effects.busy():
            return
        self.app.stack.push(TutorialScoringScene(self.app, self))

    def finish(self) -> None:
        """The last step was read: the guided game is over and forgotten."""
        try:
            Path(self.session.save_path).unlink()
        except (OSError, TypeError):
            pass
        self.app.stack.reset(self.app.scene("title"))


class TutorialScoringScene(ScoringScene):
    """The final scores of the guided game: its buttons lead to a real game's setup or to the
    title, and never touch the saved game of a real match."""

    button_keys = ("tutorial.real_game", "scoring.menu")

    def play_again(self) -> None:
        self.game.finish()
        self.app.open("setup")

    def to_menu(self) -> None:
        self.game.finish()

    def _forget_save(self) -> None:
        """The guided game keeps its own file (``finish`` forgets it)."""

    def result_line(self) -> str:
        """The player is "You": "You win!" rather than "You wins!"."""
        if self.winners == [0]:
            return self.t("tutorial.you_win")
        return super().result_line()


class Coach(Overlay):
    """The guided game's panel: the step, its highlights, the buttons to use, Continue."""

    def __init__(self, app: Host, scene: TutorialScene) -> None:
        self.app = app
        self.scene = scene
        self.time = 0.0
        self.nudged = -1.0  # time of the last refused action
        self._spoken: tuple | None = None
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._fitted: tuple | None = None  # the panel's last fit, and what it was made for
        self._confirm_seen: int | None = None  # the step at which the confirm was first shown

    @property
    def session(self):
        return self.scene.tutorial

    @property
    def guide(self):
        return self.session.guide

    def active(self) -> bool:
        """The coach speaks over the guided game and its screens, not over the pause menu,
        the settings or a help page (those freeze the game below), nor over a message to
        acknowledge (the first press closes the message)."""
        from game.shell.scenes.dialog import MessageScene

        top = self.app.stack.top
        if top is None or self.scene not in self.app.stack.scenes:
            return False
        if isinstance(top, MessageScene):
            return False
        return not getattr(top, "freezes_below", False) and top.name not in (
            "settings",
            "remap",
            "symbols",
            "how_to_play",
        )

    def waits_for_press(self) -> bool:
        return not self.confirming() and self.guide.needs_press(*self.session.counts())

    def confirming(self) -> bool:
        """The turn's confirm step is up (its own button goes on)."""
        top = self.app.stack.top
        return getattr(top, "name", "") == "turn_confirm" and self.scene in self.app.stack.scenes

    def nudge(self) -> None:
        self.nudged = self.time

    # --- input --------------------------------------------------------------------------
    def handle(self, event: Any) -> bool:
        if not self.active() or not isinstance(event, IntentEvent) or not event.pressed:
            return False
        if str(event.intent) != "confirm" or not self.waits_for_press():
            return False
        if event.pos is not None and not self.panel.collidepoint(event.pos):
            return False  # a click elsewhere is for the screen (its buttons); on the panel, go on
        self.go_on()
        return True

    def go_on(self) -> None:
        self.app.sound("ui_confirm")
        if self.guide.step is not None and self.guide.index == len(self.guide.script.steps) - 1:
            self.session.press()
            self.scene.finish()
            return
        self.session.press()

    def update(self, dt: float) -> None:
        self.time += dt
        if not self.active():
            return
        confirming = self.confirming()
        if confirming and self._confirm_seen is None:
            self._confirm_seen = self.guide.index  # the first confirm step: explained in full
        key = (self.guide.index, self.guide.after, confirming)
        if key != self._spoken:
            from game.shell.ui.narration import describe_step

            self._spoken = key
            self.app.narrate(describe_step(self.app, self.words(), self.inputs()))

    def animating(self) -> bool:
        return self.active() and not self.app.settings.reduced_motion

    # --- words --------------------------------------------------------------------------
    def words(self) -> str:
        step = self.guide.step
        if step is None:
            return ""
        if self.confirming():
            first = self._confirm_seen in (None, self.guide.index)
            return self.app.t("tutorial.confirm_turn" if first else "tutorial.confirm_again")
        key = f"tutorial.step.{step.id}"
        if self.guide.after and step.after:
            key += ".after"
        return self.app.t(key)

    def inputs(self) -> list[tuple[str, str]]:
        t = self.app.t
        if self.confirming():
            return [("confirm", t("turn.confirm"))]
        if self.waits_for_press():
            return [("confirm", t("tutorial.continue"))]
        step = self.guide.step
        if step is None:
            return []
        labels = {
            "left": "prompt.move",
            "right": "prompt.move",
            "up": "prompt.move",
            "down": "prompt.move",
            "confirm": "prompt.select",
            "rotate_right": "board.rotate",
            "rotate_left": "board.rotate",
            "flip": "board.flip",
            "next_spot": "board.next_spot",
        }
        shown: list[tuple[str, str]] = []
        for name in step.inputs:
            label = t(labels.get(name, f"intent.{name}"))
            if all(label != words for _, words in shown):  # one "Move" for the four ways
                shown.append((name, label))
        return shown

    # --- where things are ---------------------------------------------------------------
    def highlights(self) -> list[pygame.Rect]:
        step = self.guide.step
        if self.confirming():  # the turn's confirm dialog: kept in view, the panel beside it
            box = getattr(self.app.stack.top, "box", None)
            return [box] if box is not None else []
        if step is None or (self.guide.after and not step.reads):
            return []
        rects: list[pygame.Rect] = []
        for spec in step.highlight:
            rects += self.rects_of(spec)
        return rects

    def rects_of(self, spec: str) -> list[pygame.Rect]:
        layout = self.app.layout
        table = self.scene.table
        r = table.regions()
        top = self.app.stack.top
        if spec.startswith("item:"):
            key = spec[5:]
            items = getattr(top, "items", [])
            found = [i for i in items if i.key == key]
            return [
                rect for i in found for rect in (i.rect, i.alt) if rect is not None and rect.width
            ]
        if spec.startswith("cells:"):
            cells = [tuple(int(v) for v in c.split(",")) for c in spec[6:].split(";")]
            return [self.cell_rect(x, y) for x, y in cells]
        if spec == "place":
            return [self.cell_rect(x, y) for x, y in self.place_cells()]
        fixed = {
            "boat": r.boat,
            "island": r.island,
            "panel": r.panel,
            "side": r.side,
            "lessons": r.lessons,
            "day": layout.rect(8, 4, 250, 44),
            "order": layout.rect(330, 4, 470, 44),
            "supply": layout.rect(840, 4, 436, 44),
            "buy_fish": layout.rect(1060, 115, 160, 70),
            "prompts": pygame.Rect(0, layout.height - layout.px(44), layout.width, layout.px(44)),
        }
        if spec in fixed:
            return [fixed[spec]]
        if spec in ("left_field", "right_field"):
            left, right = table.field_rects(r)
            return [left if spec == "left_field" else right]
        if spec in ("fish", "baskets", "speed"):
            x, y = table.anchor(spec)
            return [pygame.Rect(x - layout.px(20), y - layout.px(16), r.panel.width, layout.px(32))]
        if spec == "hand":
            _, y1 = table.anchor("baskets")
            _, y2 = table.anchor("speed")
            return [
                pygame.Rect(r.panel.x, y1 + layout.px(16), r.panel.width, y2 - y1 - layout.px(32))
            ]
        if spec == "scores":
            geometry = getattr(top, "geometry", None)
            if callable(geometry):
                g = geometry()
                left = g.label_right - layout.px(230)
                bottom = max(g.row_y) + g.step if g.row_y else g.bottom
                return [
                    pygame.Rect(left, g.top, max(g.column_x) + layout.px(60) - left, bottom - g.top)
                ]
        return []

    def cell_rect(self, x: int, y: int) -> pygame.Rect:
        r = self.scene.table.regions()
        cell = r.own_cell
        return pygame.Rect(r.boat.x + x * cell, r.boat.y + y * cell, cell, cell)

    def place_cells(self) -> list[tuple[int, int]]:
        """The cells of the step's placement (the tile waiting on top)."""
        state = self.session.view(0).state
        top = state.top
        expected = [a for a in self.session.expected() if isinstance(a, Place)]
        if not expected or not isinstance(top, PlaceTile):
            return []
        place = expected[0]
        mask = footprint(state.content.shapes[top.tile.shape], place.x, place.y, place.k) or 0
        from game.isle.rules.geometry import cells_of

        return list(cells_of(mask))

    # --- drawing --------------------------------------------------------------------------
    def pulse(self) -> float:
        if self.app.settings.reduced_motion:
            return 1.0
        return 0.55 + 0.45 * (0.5 + 0.5 * math.sin(self.time * 4.0))

    def draw(self, surface: pygame.Surface) -> None:
        if not self.active() or self.guide.finished:
            return
        layout, palette = self.app.layout, self.app.palette
        shade = tuple(round(c * self.pulse()) for c in palette.accent)
        marks = self.highlights()
        box, _, _, spotlight = self.fitted(marks)
        confirming = self.confirming()  # the confirm dialog shades the rest itself
        if spotlight and not confirming:
            dim(surface, palette.background, BACKDROP, keep=self._spot(marks, box))
        cells = {self.cell_rect(x, y).topleft for x, y in self.place_cells()}
        for rect in [] if confirming else marks:
            if rect.topleft in cells:  # the spot cell by cell, so its shape reads
                pygame.draw.rect(surface, shade, rect, max(2, layout.px(3)))
                continue
            self._pointer(surface, rect, shade)
        self.draw_panel(surface, marks)

    def _spot(self, marks: list[pygame.Rect], box: pygame.Rect) -> pygame.Rect | None:
        """What a spotlight leaves in view: the highlights (less the side the panel lies
        over), unless the panel must lie over most of them (then all is shaded and the
        highlights' frames, drawn after, say where to look)."""
        if not marks:
            return None
        gap = self.app.layout.px(12)
        keep = marks[0].unionall(marks[1:]).inflate(2 * gap, 2 * gap)
        # a menu-like screen's lines run across the highlight's edge: shade them all there
        if not self._on_table():
            return None
        beside = self._beside(keep, box)
        if beside is None:
            return None
        keep = beside
        # a field's fish sign or the "what to do" banner that the edge would cut stays whole
        whole = self._table_words()
        for _ in range(2):  # what one kept part brings in may reach another
            keep = keep.unionall([r for r in whole if r.colliderect(keep)] or [keep])
        if keep.colliderect(box):
            return None
        # the tile being placed stays in view too, where the panel leaves room for it
        ghost = getattr(self.app.stack.top, "ghost_rect", None) if self.place_cells() else None
        if ghost is not None:
            wider = keep.union(ghost.inflate(2 * gap, 2 * gap))
            keep = keep if wider.colliderect(box) else wider
        return keep

    @staticmethod
    def _beside(keep: pygame.Rect, box: pygame.Rect) -> pygame.Rect | None:
        """``keep`` less the side the panel lies over (a panel over the top of a large
        highlight such as the boat leaves the rest of it lit), or None when that would leave
        less than half of it."""
        if not keep.colliderect(box):
            return keep
        cuts = []
        if box.top <= keep.top < box.bottom:
            cuts.append(pygame.Rect(keep.x, box.bottom, keep.w, keep.bottom - box.bottom))
        if box.top < keep.bottom <= box.bottom:
            cuts.append(pygame.Rect(keep.x, keep.y, keep.w, box.top - keep.y))
        if box.left <= keep.left < box.right:
            cuts.append(pygame.Rect(box.right, keep.y, keep.right - box.right, keep.h))
        if box.left < keep.right <= box.right:
            cuts.append(pygame.Rect(keep.x, keep.y, box.left - keep.x, keep.h))
        cuts = [c for c in cuts if c.w > 0 and c.h > 0 and not c.colliderect(box)]
        best = max(cuts, key=lambda c: c.w * c.h, default=None)
        if best is None or best.w * best.h * 2 < keep.w * keep.h:
            return None
        return best

    def _table_words(self) -> list[pygame.Rect]:
        """The small words on the table that a spotlight's edge or a pointer must not cut:
        the fields' fish signs and the board's "what to do" banner."""
        if not self._on_table():
            return []
        words = self.scene.table.cost_tag_rects(self.scene.table.regions())
        banner = getattr(self.app.stack.top, "header_rect", None)
        if banner is not None and banner.width:
            words.append(banner)
        return words

    def _on_table(self) -> bool:
        top = self.app.stack.top
        return top is self.scene or type(top).__name__ == "BoardScene"

    def _pointer(self, surface: pygame.Surface, rect: pygame.Rect, shade) -> None:
        """A frame around the highlighted thing and an arrow bobbing above it (unlike the
        focus ring, which it may share the place with)."""
        layout = self.app.layout
        pygame.draw.rect(
            surface,
            shade,
            rect.inflate(layout.px(16), layout.px(16)),
            max(3, layout.px(5)),
            border_radius=layout.px(12),
        )
        bob = (
            0 if self.app.settings.reduced_motion else round(math.sin(self.time * 5) * layout.px(4))
        )
        size = layout.px(14)
        tip = (rect.centerx, rect.top - layout.px(12) + bob)
        above = pygame.Rect(tip[0] - size, tip[1] - 2 * size, 2 * size, 2 * size)
        # no room above, or words there (a fish sign, the banner): point up from below
        if tip[1] - 2 * size < 0 or above.collidelist(self._table_words()) >= 0:
            tip = (rect.centerx, rect.bottom + layout.px(12) - bob)
            points = [
                tip,
                (tip[0] - size, tip[1] + size * 1.4),
                (tip[0] + size, tip[1] + size * 1.4),
            ]
        else:
            points = [
                tip,
                (tip[0] - size, tip[1] - size * 1.4),
                (tip[0] + size, tip[1] - size * 1.4),
            ]
        pygame.draw.polygon(surface, shade, points)
        pygame.draw.polygon(surface, self.app.palette.background, points, max(1, layout.px(2)))

    def _obstacles(self, marks: list[pygame.Rect]) -> list[list[pygame.Rect]]:
        """What the panel should not cover, most important first: the highlights, the
        screen's choices (with the words under them) and its other words, then what is good
        to see (a screen's title, the big card, the table's own parts), and last the other
        seats' boxes and the public lessons, which the panel hides whole or not at all."""
        layout = self.app.layout
        top = self.app.stack.top
        choices = []
        for item in getattr(top, "items", []):
            if not item.rect.width:
                continue
            rect = item.rect.inflate(layout.px(8), layout.px(8))
            if getattr(item, "card", None) is not None:
                rect.top -= layout.px(22)  # a chosen card rises
            if getattr(item, "note", ""):
                size = getattr(top, "note_size", 0) or layout.font(18)
                # the note under it, as drawn: its line below the card's foot and a margin
                foot = item.rect.bottom + layout.px(6) + text.font("bold", size).get_linesize()
                rect.height = max(rect.height, foot + layout.px(6) - rect.top)
            choices.append(rect)
        geometry = getattr(top, "geometry", None)
        if type(top) is TutorialScoringScene and callable(geometry):
            g = geometry()  # the final scores' buttons and the result line above them
            choices += [rect.inflate(layout.px(12), layout.px(12)) for rect in g.buttons]
            face = text.font("title", g.result_size)
            lines = math.ceil(face.size(top.result_line())[0] / layout.px(1200))
            result = (face.get_linesize() + layout.px(4)) * max(1, lines)
            choices.append(pygame.Rect(0, g.result_y - layout.px(8), layout.width, result))
            choices.append(g.lessons.inflate(layout.px(8), layout.px(8)))  # the lessons' lines
        words = []
        if _is_draft(top):  # the cards kept so far, along the bottom
            x, y = layout.point(top.row_span()[0] + 10, 560)
            label = top.t("draft.kept", count=len(top.me.kept))
            wide = text.font("bold", layout.font(18)).size(label)[0]
            wide += len(top.me.kept) * layout.px(70) + layout.px(12)
            words.append(pygame.Rect(x, y - layout.px(12), wide, layout.px(110)))
        uses_zoom = getattr(top, "uses_zoom", None)
        if uses_zoom and uses_zoom():
            words.append(self._zoom_rect(top))
        if hasattr(top, "draw_header") and getattr(top, "dim_table", False):
            words.append(layout.rect(240, 40, 800, 150))
        banner = getattr(top, "header_rect", None)  # the board's "what to do" banner
        if banner is not None and banner.width:
            words.append(banner.inflate(layout.px(8), layout.px(8)))
        soft, whole = [], []
        if top is self.scene or type(top).__name__ == "BoardScene":
            table = self.scene.table
            r = table.regions()
            soft += [r.top, r.island, r.panel, r.boat]
            # the other seats' boxes and the public lessons: hidden whole or not at all
            state = self.session.view(0).state
            lessons = r.lessons.clip(0, 0, layout.width, bar_top(layout))  # in view
            whole += [*table.other_boxes(len(state.seats), 0).values(), lessons]
        marks = [m.inflate(layout.px(16), layout.px(16)) for m in marks]
        return [marks, choices, words, soft, whole]

    def _zoom_rect(self, top) -> pygame.Rect:
        """Where the decision screen shows its big card (as ``draw_zoom`` sizes it)."""
        layout = self.app.layout
        x, y = layout.point(26, 178)
        width = layout.px(280 * min(1.3, self.app.settings.text_scale))
        height = layout.height - layout.px(40) - y
        item = top.zoom_card()
        if item is not None:
            image = isle_art(self.app).card(
                item.card, width, self.app.settings.language, isle_texts(self.app)
            )
            height = min(height, image.get_height())
            width = round(image.get_width() * height / image.get_height())
        return pygame.Rect(x, y, width + layout.px(8), height + layout.px(10))

    def _compose(self, width: int, size: int) -> tuple[list[pygame.Surface], int, bool]:
        """The panel's lines at a text size and width, its height, and whether the buttons'
        row shares the header's line (a wide panel, to keep it low)."""
        layout, palette = self.app.layout, self.app.palette
        pad = layout.px(16)
        inner = width - 2 * pad
        row = self._input_row(inner)
        header = text.render(
            self.app.t(
                "tutorial.step_of", step=self.guide.index + 1, steps=len(self.guide.script.steps)
            ),
            "bold",
            layout.font(size - 4),
            palette.accent,
        )
        body = text.render_block(self.words(), "body", layout.font(size), palette.text, inner)
        lines = [header, body]
        if self.time - self.nudged < NUDGE_SECONDS and self.nudged >= 0:
            lines.append(
                text.render_block(
                    self.app.t("tutorial.not_this"),
                    "bold",
                    layout.font(size - 1),
                    palette.bad,
                    inner,
                )
            )
        beside = row is not None and header.get_width() + layout.px(24) + row.get_width() <= inner
        height = sum(s.get_height() for s in lines) + layout.px(8) * len(lines) + 2 * pad
        if row is not None:
            if beside:
                height += max(0, row.get_height() - header.get_height())
            else:
                height += row.get_height() + layout.px(6)
        return lines, height, beside

    def fitted(self, marks: list[pygame.Rect]) -> tuple[pygame.Rect, list, bool, bool]:
        """The panel's place, lines, input row beside the header, and whether it spotlights."""
        layout = self.app.layout
        scale = self.app.settings.text_scale
        narrow = min(
            layout.px(min(960.0, 396.0 * (1.0 + 1.3 * (scale - 1.0)))), layout.width - layout.px(20)
        )
        tiers = self._obstacles(marks)
        key = (
            self.words(),
            tuple(self.inputs()),
            self.time - self.nudged < NUDGE_SECONDS and self.nudged >= 0,
            (layout.width, layout.height),
            scale,
            tuple(tuple(rect) for tier in tiers for rect in tier),
        )
        if self._fitted is None or self._fitted[0] != key:
            self._fitted = (key, self._fit(narrow, tiers))
        return self._fitted[1]

    def draw_panel(self, surface: pygame.Surface, marks: list[pygame.Rect]) -> None:
        layout, palette = self.app.layout, self.app.palette
        pad = layout.px(16)
        box, lines, beside, _ = self.fitted(marks)
        self.panel = box
        draw_panel(surface, box, self.app, radius=14)
        drawlog.note("cover", box, surface)  # opaque: what it covers whole is not shown
        pygame.draw.rect(
            surface,
            palette.accent if not self.waits_for_press() else palette.focus,
            box,
            max(2, layout.px(3)),
            border_radius=layout.px(14),
        )
        row = self._input_row(box.width - 2 * pad)
        y = box.y + pad
        for index, image in enumerate(lines):
            surface.blit(image, (box.x + pad, y))
            tall = row.get_height() if index == 0 and beside and row is not None else 0
            y += max(image.get_height(), tall) + layout.px(8)
        if row is not None and beside:
            surface.blit(row, (box.right - pad - row.get_width(), box.y + pad))
        elif row is not None:
            surface.blit(row, (box.x + pad, box.bottom - pad - row.get_height()))

    def _fit(
        self, narrow: int, tiers: list[list[pygame.Rect]]
    ) -> tuple[pygame.Rect, list[pygame.Surface], bool, bool]:
        """The panel's place and lines: the largest text that leaves the screen's choices
        and words in view, in the usual panel, a narrower one, one as wide as the room beside
        a choice or a word, or one across the screen; when nothing does, the usual panel that
        leaves half the screen to the game (or, at the last resort, that fits at all)."""
        layout = self.app.layout
        margin = layout.px(10)
        room = layout.height - layout.px(60)
        wide = layout.width - 2 * margin
        # and as wide as the column of the other boats (where a panel hides nothing of one's own)
        widths = {narrow, narrow * 7 // 8, wide, self.scene.table.regions().side.w}
        for other in tiers[1] + tiers[2]:
            widths |= {layout.width - other.right - 3 * margin, other.left - 3 * margin}
        least = min(narrow * 5 // 8, layout.px(300))
        ordered = sorted(
            (w for w in widths if least <= w <= wide),
            key=lambda w: (w < narrow, -w if w < narrow else w),
        )
        table = self._on_table()
        large = self.app.settings.text_scale >= (LARGE_TEXT if table else LARGE_MENU)
        over_own, found = None, 0  # the first panel that only lies over the table, its size
        for index, size in enumerate((19, 17, 15, 13)):
            for width in ordered:
                lines, height, beside = self._compose(width, size)
                if height > room:
                    continue
                box, cost = self._place_panel(width, height, tiers)
                if not any(cost[:5]) and table:  # (what it hides whole may go)
                    return box, lines, beside, False
                if not any(cost[:3]) and over_own is None:
                    over_own, found = (box, lines, beside, any(cost[3:5])), index
            # at a large text scale (150 % and up: the panel is half as wide again and lands
            # on the player's panel) a panel over the table's own parts shades the rest of
            # the screen, so that no half-covered word is left to read; one text size
            # smaller, a panel that shades nothing beats it
            if over_own is not None and (not (large and over_own[3]) or index > found):
                break
        if over_own is not None:
            box, lines, beside, over = over_own
            return box, lines, beside, large and (over or not table)
        for limit, size in [(room // 2, size) for size in (19, 17, 15, 13)] + [(room, 13)]:
            lines, height, beside = self._compose(narrow, size)
            if height <= limit:
                break
        # no room beside the screen's choices (a large text scale): a spotlight, the screen
        # shaded but for what the step points at, the panel clear of it
        box, _ = self._place_panel(narrow, min(height, room), [tiers[0], [], [], [], []])
        return box, lines, beside, True

    def _input_row(self, width: int) -> pygame.Surface | None:
        """The buttons of the player's device for this step, with what they do."""
        inputs = self.inputs()
        if not inputs:
            return None
        layout, palette = self.app.layout, self.app.palette
        size = layout.font(24)
        parts = []
        for intent, label in inputs:
            badge = glyph_badge(self.app.input.glyph_for(intent), size, palette.text, palette.panel)
            words = text.render(label, "body", layout.font(17), palette.text)
            parts.append((badge, words))
        gap = layout.px(12)
        rows: list[list[tuple]] = [[]]
        used = 0
        for badge, words in parts:
            need = badge.get_width() + gap // 2 + words.get_width() + gap
            if used + need > width and rows[-1]:
                rows.append([])
                used = 0
            rows[-1].append((badge, words))
            used += need
        line = size + layout.px(6)
        used = max(sum(b.get_width() + gap // 2 + w.get_width() + gap for b, w in r) for r in rows)
        surface = pygame.Surface((min(width, used - gap), line * len(rows)), pygame.SRCALPHA)
        for r, items in enumerate(rows):
            x = 0
            for badge, words in items:
                surface.blit(badge, (x, r * line))
                x += badge.get_width() + gap // 2
                surface.blit(words, (x, r * line + (size - words.get_height()) // 2))
                x += words.get_width() + gap
        return surface

    def _place_panel(
        self, width: int, height: int, tiers: list[list[pygame.Rect]]
    ) -> tuple[pygame.Rect, tuple[int, ...]]:
        """The corner or edge where the panel hides the least of what the step shows, and
        what it hides there, tier by tier."""
        layout = self.app.layout
        full = layout.full()
        margin = layout.px(10)
        bottom = layout.height - layout.px(48)
        side = self.scene.table.regions().side
        spots = [
            (side.x, side.y),
            (full.right - margin - width, layout.px(58)),
            (full.right - margin - width, bottom - height),
            (margin, bottom - height),
            ((full.width - width) // 2, bottom - height),
            (margin, layout.px(58)),
            ((full.width - width) // 2, layout.px(58)),
        ]
        # and beside or below each of the screen's choices and words
        for other in tiers[1] + tiers[2]:
            spots += [
                (other.right + margin, bottom - height),
                (other.left - margin - width, bottom - height),
                (other.right + margin, other.top),
                (other.left - margin - width, other.top),
            ]
            spots += [(x, other.bottom + margin) for x, _ in spots[1:5]]
        # every spot keeps the whole panel on the screen (a wide panel at a large text scale)
        spots = [
            (
                max(margin, min(x, full.right - margin - width)),
                max(margin, min(y, bottom - height)),
            )
            for x, y in spots
        ]

        def cost(spot: tuple[int, int]) -> tuple[int, ...]:
            rect = pygame.Rect(spot, (width, height))
            hidden = [
                sum(rect.clip(other).width * rect.clip(other).height for other in tier)
                for tier in tiers[:4]
            ]
            # the last tier: first what the panel leaves partly in view (its padding, where
            # no words are, may stay), then what it hides whole (better, but in view is best)
            pad = 2 * layout.px(6)
            whole = [o for tier in tiers[4:] for o in tier if rect.contains(o.inflate(-pad, -pad))]
            parts = [o for tier in tiers[4:] for o in tier if o not in whole]
            for group in (parts, whole):
                hidden.append(sum(rect.clip(o).width * rect.clip(o).height for o in group))
            return tuple(hidden)

        best = min(spots, key=cost)
        return pygame.Rect(best, (width, height)), cost(best)
