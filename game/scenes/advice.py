"""The suggested move on the table (issue 15): ask with the hint button on your own decision,
see the Hard bot's choice (its cards or cat highlighted, the ghost of its tile at its spot on
your boat) and its reason in one line; press the hint button again to take it, or do anything
else. Off in the settings ("Suggested move"), and never for a bot's seat or another seat's turn.

The bot thinks in a background thread (never on the frame): ``game.tutorial.advice.suggest``
decides from the seat's view only.
"""

from __future__ import annotations

import math
import threading
from typing import TYPE_CHECKING, Any

import pygame

from game.input import IntentEvent
from game.rules.ids import FIELD_COST
from game.scenes.overlay import Overlay
from game.scenes.stack import Host
from game.ui import text
from game.ui.panels import draw_panel

if TYPE_CHECKING:
    from game.rules.actions import Place
    from game.tutorial.advice import Advice, Fact

# The rules' actions and the advice are imported where a suggestion is made or shown: the
# overlay is there from the title on, and the title does not load the rules.

MAX_FACTS = 3  # the reason stays one line


class Advisor(Overlay):
    def __init__(self, app: Host) -> None:
        self.app = app
        self.advice: Advice | None = None
        self.view = None  # the view the advice (or the thinking) is for
        self.thinking = False
        self._result: list = []  # filled by the worker thread: [Advice] or [None]
        self._bots: dict[int, Any] = {}  # id(session) -> its Hard bot
        self.plan: tuple[int, Any, Place] | None = None  # (seat, tile, spot) taken, to place
        self.time = 0.0
        self.take_when_ready = False  # asked again while thinking: take it once it comes
        self._lock = threading.Lock()  # one Hard bot per game, made off the frame
        self._warming: int | None = None  # id(session) whose bot is being made

    # --- when it is offered -----------------------------------------------------------------
    def scene(self):
        """The decision screen on top when a suggestion may be offered there, else None."""
        if not self.app.settings.suggest_moves or self.app.session is None:
            return None
        from game.scenes.decision import DecisionScene

        top = self.app.stack.top
        if not isinstance(top, DecisionScene) or top.screen in ("picker", "cards"):
            return None
        if getattr(top.game, "tutorial", None) is not None:
            return None  # the guided game's coach shows what to do
        if top.seat not in top.session.human_movers():
            return None  # never for a bot, never during another seat's turn
        return top

    def current(self, scene) -> bool:
        """The advice (or the thinking) is for the decision on screen: the same seat's same
        decision (the other seats' secret picks meanwhile change nothing of it)."""
        return (
            self.view is not None
            and scene is not None
            and decision_key(scene.view) == decision_key(self.view)
        )

    # --- input ------------------------------------------------------------------------------
    def handle(self, event: Any) -> bool:
        if not (isinstance(event, IntentEvent) and event.pressed and str(event.intent) == "hint"):
            return False
        scene = self.scene()
        if scene is None or not scene.can_act(event):
            return False
        if self.advice is not None and self.current(scene):
            self.take(scene)
        elif self.thinking and self.current(scene):
            # pressed again while the bot thinks: it is taken as soon as it comes (unless it
            # spends a card: that is said first), never lost (N9)
            self.take_when_ready = True
        else:
            self.ask(scene)
        return True

    def _bot_for(self, session) -> Any:
        """The game's Hard bot, made (and its tables built) once, off the frame."""
        with self._lock:
            bot = self._bots.get(id(session))
            if bot is None:
                from game.bots.levels import make_bot

                bot = make_bot("hard", seed=7)
                prepare = getattr(bot, "prepare", None)
                if prepare is not None:
                    prepare(session.content)
                self._bots = {id(session): bot}
            return bot

    def _warm(self, scene) -> None:
        """A decision that may ask for a suggestion is up: the bot gets ready meanwhile, so
        that the first suggestion answers as quickly as the next ones."""
        session = scene.session
        if id(session) in self._bots or self._warming == id(session):
            return
        self._warming = id(session)

        def warm() -> None:
            try:
                self._bot_for(session)
                import game.tutorial.advice  # noqa: F401 (the suggestion's module, loaded)
            except Exception:  # noqa: BLE001 - the suggestion makes it again if need be
                pass

        threading.Thread(target=warm, name="advice-warm", daemon=True).start()

    def ask(self, scene) -> None:
        self.view, self.advice, self.thinking = scene.view, None, True
        self.take_when_ready = False
        session = scene.session
        result: list = []
        self._result = result
        view = self.view

        from game.tutorial.advice import suggest

        def think() -> None:
            try:
                result.append(suggest(view, self._bot_for(session)))
            except Exception:  # noqa: BLE001 - no suggestion rather than a broken game
                result.append(None)
            from game.input.sdl import wake_loop

            wake_loop()  # the loop may be asleep waiting for input: the answer shows at once

        threading.Thread(target=think, name="advice", daemon=True).start()

    def take(self, scene) -> None:
        """Do what the advice says, the way the screen would (the decision table says how):
        select the cards, move the cursor, or send the action (its tile then goes to the
        planned spot)."""
        from game.session.decisions import action_kind

        advice = self.advice
        self.app.sound("ui_confirm")
        self.advice = None
        action = advice.action
        how = action_kind(action).take
        chosen = getattr(scene, "chosen", None)
        if how == "select" and chosen is not None:
            if isinstance(chosen, dict):  # a card and the colour named with it
                colors = dict(advice.colors)
                scene.chosen = {card: colors.get(card) for card in advice.cards}
            else:
                scene.chosen = list(advice.cards)
            scene.focus = len(scene.items) - 1
            return
        if how == "aim":
            self._aim(scene, action)
            return
        if advice.place is not None:
            self.plan = (advice.seat, advice.tile, advice.place)
        scene.submit(action)

    def _aim(self, scene, place: Place) -> None:
        cursor = getattr(scene, "cursor", None)
        if cursor is not None:
            cursor.x, cursor.y, cursor.k = place.x, place.y, place.k

    # --- time -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        scene = self.scene()
        if scene is not None:
            self._warm(scene)
        if self.thinking and self._result:
            self.thinking = False
            found = self._result[0]
            if found is not None and self.current(scene):
                self.advice = found
                self._focus(scene, found)
                self.app.narrate(self.line(found))
                if self.take_when_ready and not spends_card(found):
                    self.take(scene)
            self.take_when_ready = False
        if (self.advice is not None or self.thinking) and not self.current(scene):
            self.advice, self.thinking, self.view = None, False, None
        self._follow_plan(scene)

    def _focus(self, scene, advice: Advice) -> None:
        """Move the screen's focus to the suggested card or cat."""
        keys = self.item_keys(advice)
        for i, item in enumerate(scene.items):
            if item.key in keys:
                scene.focus = i
                return

    def _follow_plan(self, scene) -> None:
        """A taken rescue, Oshax or treasure: its tile lands under the cursor at the spot."""
        if self.plan is None or scene is None:
            return
        seat, tile, place = self.plan
        cursor = getattr(scene, "cursor", None)
        if cursor is not None and scene.seat == seat:
            if cursor.tile == tile:
                self._aim(scene, place)
            self.plan = None

    def animating(self) -> bool:
        return self.thinking or (self.advice is not None and not self.app.settings.reduced_motion)

    def prompts(self) -> list[tuple[str, str]]:
        if self.scene() is None:
            return []
        if self.advice is not None:
            return [("hint", self.app.t("advice.take"))]
        return [("hint", self.app.t("advice.prompt"))]

    # --- words ------------------------------------------------------------------------------
    def line(self, advice: Advice) -> str:
        t = self.app.t
        why = [self.fact_words(f) for f in advice.facts[:MAX_FACTS]]
        if len(why) > 1:
            why = [", ".join(why[:-1]), why[-1]]
            reason = t("advice.and", first=why[0], last=why[1])
        else:
            reason = why[0] if why else ""
        return t("advice.line", what=self.what(advice), why=reason)

    def what(self, advice: Advice) -> str:
        """The suggested action in words: its row of the decision table says which."""
        from game.session.decisions import action_kind, decision_for
        from game.ui.narration import tile_words

        t, action = self.app.t, advice.action
        row = action_kind(action)
        if row.words is None:
            return action.text()
        key, values = row.words, {}
        if row.words == "advice.what.done" and self.view is not None:
            key = decision_for(self.view.state).done_words  # "lay no card", "buy nothing"
        names = [self.card_name(c) for c in advice.cards]
        values["cards"] = names[0] if len(names) == 1 else ""
        if len(names) > 1:  # "“Sturdy basket, speed 1” and “Oshax”": each name in one piece
            values["cards"] = t("advice.and", first=", ".join(names[:-1]), last=names[-1])
        if not advice.cards and row.empty_words:
            key = row.empty_words
        if key == "advice.what.place" and any(f.kind == "anywhere" for f in advice.facts):
            key = "advice.what.place_anywhere"  # the free placement is used up (N10)
        tile = getattr(action, "tile", None)
        if tile is not None:
            values["tile"] = tile_words(self.app, tile)
        if getattr(action, "pay", "") == "free" and row.free_words:
            key = row.free_words
        elif hasattr(action, "pay"):
            state = self.view.state if self.view is not None else None
            side = state.field_of(action.tile) if state is not None else None
            values["fish"] = t("common.fish", count=FIELD_COST.get(side or "left", 3))
        if hasattr(action, "card"):
            values["card"] = self.card_name(action.card)
        if hasattr(action, "side"):
            values["side"] = t(f"advice.side.{action.side}")
        return t(key, **values)

    def card_name(self, card: int) -> str:
        """A card's name in quotes (its own commas never read as the list's)."""
        name = self.app.texts.card_name(card, self.app.settings.language)
        return self.app.t("advice.card", card=name)

    def fact_words(self, fact: Fact) -> str:
        t = self.app.t
        values = dict(fact.values)
        if "color" in values:
            values["color"] = t(f"color.{values['color']}")
        if "room" in values:
            name = self.app.texts.room_name(values["room"], self.app.settings.language)
            values["room"] = name[:1].lower() + name[1:]
        if "card" in values:
            values["card"] = self.card_name(values["card"])
        if "fish" in values:
            values["fish"] = t("common.fish", count=values["fish"])
        return t(f"advice.fact.{fact.kind}", **values)

    def item_keys(self, advice: Advice) -> set[str]:
        """The keys of the screen items the advice points at."""
        from game.session.decisions import action_kind

        action = advice.action
        row = action_kind(action)
        keys = {f"c{c}" for c in advice.cards}
        if row.item is not None and not (row.item_without_cards and advice.cards):
            tile = getattr(action, "tile", None)
            keys.add(
                row.item.format(
                    tile=tile.text() if tile is not None else "",
                    side=getattr(action, "side", ""),
                )
            )
        return keys

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene()
        if scene is None or not self.current(scene):
            return
        if self.thinking:
            self._draw_banner(surface, scene, self.app.t("advice.thinking"))
            return
        if self.advice is None:
            return
        self._draw_highlights(surface, scene, self.advice)
        self._draw_ghost(surface, scene, self.advice)
        self._draw_banner(surface, scene, self.line(self.advice))

    def _pulse(self) -> float:
        if self.app.settings.reduced_motion:
            return 1.0
        return 0.6 + 0.4 * (0.5 + 0.5 * math.sin(self.time * 5))

    def _draw_highlights(self, surface: pygame.Surface, scene, advice: Advice) -> None:
        layout, palette = self.app.layout, self.app.palette
        keys = self.item_keys(advice)
        shade = tuple(round(c * self._pulse()) for c in palette.accent)
        for item in scene.items:
            if item.key not in keys:
                continue
            for rect in (item.rect, item.alt):
                if rect is None or not rect.width:
                    continue
                pygame.draw.rect(
                    surface,
                    shade,
                    rect.inflate(layout.px(18), layout.px(18)),
                    max(3, layout.px(5)),
                    border_radius=layout.px(14),
                )

    def _draw_ghost(self, surface: pygame.Surface, scene, advice: Advice) -> None:
        """The tile at its spot on the seat's own boat, when the boat is on screen."""
        if advice.place is None or advice.tile is None or not on_table(scene):
            return
        layout, palette = self.app.layout, self.app.palette
        r = scene.game.table.regions()
        cell = r.own_cell
        place, tile = advice.place, advice.tile
        from game.ui.boatview import canonical_k

        k = canonical_k(self.app.content, tile.shape, place.k)
        # the tile's own colours, see-through (a tint would hide which cat it is)
        ghost = self.app.art.tile(tile.shape, tile.color, k, cell).copy()
        ghost.set_alpha(200)
        pos = (r.boat.x + place.x * cell, r.boat.y + place.y * cell)
        surface.blit(ghost, pos)
        w, h = self.app.content.shapes[tile.shape].extents[place.k]
        outline = pygame.Rect(pos, (w * cell, h * cell)).inflate(layout.px(6), layout.px(6))
        shade = tuple(round(c * self._pulse()) for c in palette.accent)
        pygame.draw.rect(surface, shade, outline, max(2, layout.px(3)), border_radius=layout.px(6))

    def takes_header(self, scene) -> bool:
        """On a card screen the banner takes the header's place (the cards, buttons and
        kept cards below keep theirs)."""
        shown = self.thinking or self.advice is not None
        return shown and scene is self.scene() and self.current(scene) and not on_table(scene)

    def _header_banner(self, scene) -> tuple[pygame.Rect, pygame.Surface, pygame.Surface]:
        """The banner in the card screen's header, reflowed smaller (as the header does)
        rather than covering the cards."""
        layout, palette = self.app.layout, self.app.palette
        pad = layout.px(14)
        area = layout.rect(100, 52, 1040, scene.row_y - 8 - 52)
        line = self._line_shown()
        scale = 1.0
        while True:
            size = max(layout.px(11), round(layout.font(18) * scale))
            title = max(layout.px(11), round(layout.font(16) * scale))
            label = text.render(self.app.t("advice.title"), "bold", title, palette.accent)
            body = text.render_block(line, "body", size, palette.text, area.width - 2 * pad)
            height = label.get_height() + body.get_height() + 2 * pad
            if height <= area.height or scale < 0.4:
                break
            scale *= 0.9
        return pygame.Rect(area.x, area.y, area.width, height), label, body

    def _line_shown(self) -> str:
        if self.thinking or self.advice is None:
            return self.app.t("advice.thinking")
        return self.line(self.advice)

    def _ghost_rect(self, scene) -> pygame.Rect:
        """Where the suggested tile's ghost is drawn (empty when there is none)."""
        advice = self.advice
        if advice is None or advice.place is None or advice.tile is None:
            return pygame.Rect(0, 0, 0, 0)
        r = scene.game.table.regions()
        cell, place = r.own_cell, advice.place
        w, h = self.app.content.shapes[advice.tile.shape].extents[place.k]
        return pygame.Rect(r.boat.x + place.x * cell, r.boat.y + place.y * cell, w * cell, h * cell)

    def _draw_banner(self, surface: pygame.Surface, scene, line: str) -> None:
        """The title and the one-line reason, where they hide no words and nothing the choice
        needs: along the foot of the own boat on the table (beside the ghost, or at the
        boat's top when the ghost leaves too little room), above the prompt bar on the card
        screens."""
        layout, palette = self.app.layout, self.app.palette
        pad = layout.px(14)
        label = text.render(self.app.t("advice.title"), "bold", layout.font(16), palette.accent)

        def fitted(box: pygame.Rect, foot: bool) -> tuple[pygame.Rect, pygame.Surface]:
            body = text.render_block(
                line, "body", layout.font(18), palette.text, box.width - 2 * pad
            )
            height = label.get_height() + body.get_height() + 2 * pad
            y = box.bottom - height if foot else box.y
            return pygame.Rect(box.x, y, box.width, height), body

        if on_table(scene):
            area = scene.game.table.regions().boat.inflate(-layout.px(24), -layout.px(24))
            ghost = self._ghost_rect(scene).inflate(layout.px(16), layout.px(16))
            box, body = fitted(area, True)
            if ghost.colliderect(box):
                # the wider side of the ghost, when it leaves room for the words
                left = pygame.Rect(area.x, area.y, ghost.x - area.x, area.height)
                right = pygame.Rect(ghost.right, area.y, area.right - ghost.right, area.height)
                side = max(left, right, key=lambda r: r.width)
                if side.width >= area.width // 2:
                    box, body = fitted(side, True)
                else:
                    box, body = fitted(area, False)
        else:
            box, label, body = self._header_banner(scene)
        draw_panel(surface, box, self.app, radius=12)
        pygame.draw.rect(
            surface, palette.accent, box, max(2, layout.px(3)), border_radius=layout.px(12)
        )
        surface.blit(label, (box.x + pad, box.y + pad))
        surface.blit(body, (box.x + pad, box.y + pad + label.get_height()))


def decision_key(view) -> tuple:
    """What a seat's decision depends on in its view: its own seat, the fields, the step."""
    state, seat = view.state, view.seat
    return (seat, state.day, state.phase, state.step, state.top, state.seats[seat])


def spends_card(advice: Advice) -> bool:
    """Taking it plays a card of the seat's hand (the line says so first)."""
    return any(fact.kind == "spends" for fact in advice.facts)


def on_table(scene) -> bool:
    """The board screen leaves the table in view (the card screens cover it)."""
    return getattr(scene, "on_table", False)
