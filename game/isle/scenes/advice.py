"""The Isle of Cats' suggested move (issue 15), on the shared machinery of
game/shell/scenes/advice.py: the Hard bot's move on a decision screen, its cards or buttons
framed, a tile's spot shown by a ghost on the boat, and its reason in one line; the decision
table (game/isle/session/decisions.py) says how each kind of action is worded, pointed at and
taken."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.isle.data.window import isle_content, isle_texts
from game.isle.rules.ids import FIELD_COST
from game.isle.ui.art import isle_art
from game.shell.scenes.advice import MAX_FACTS, AdviceKit, Advisor, draw_banner, frame
from game.shell.ui import text

if TYPE_CHECKING:
    from game.isle.bots.base import Bot
    from game.isle.bots.random_bot import RandomBot
    from game.isle.rules.actions import Place
    from game.isle.rules.ids import Tile
    from game.isle.tutorial.advice import Advice, Fact


class IsleAdvice(AdviceKit):
    """The Isle of Cats' suggestions: the Hard bot's move on a decision screen, its cards or
    cat highlighted, the ghost of its tile at its spot on the seat's own boat."""

    def __init__(self, advisor: Advisor) -> None:
        super().__init__(advisor)
        self.plan: tuple[int, Tile | None, Place] | None = (
            None  # (seat, tile, spot) taken, to place
        )

    def offered(self, scene) -> bool:
        if scene.screen in ("picker", "cards"):
            return False
        if getattr(scene.game, "tutorial", None) is not None:
            return False  # the guided game's coach shows what to do
        return scene.seat in scene.session.human_movers()  # never a bot, never another turn

    def key(self, view) -> tuple:
        return decision_key(view)

    def make_bot(self, session) -> Bot | RandomBot:
        from game.isle.bots.levels import make_bot

        bot = make_bot("hard", seed=7)
        prepare = getattr(bot, "prepare", None)
        if prepare is not None:
            prepare(session.content)
        return bot

    def warm(self) -> None:
        import game.isle.tutorial.advice  # noqa: F401 (the suggestion's module, loaded)

    def suggest(self, view, bot) -> Advice:
        from game.isle.tutorial import advice

        return advice.suggest(view, bot)

    def spends(self, advice) -> bool:
        return spends_card(advice)

    def shown(self, scene, advice) -> None:
        self._focus(scene, advice)

    def take(self, scene, advice) -> None:
        """Do what the advice says, the way the screen would (the decision table says how):
        select the cards, move the cursor, or send the action (its tile then goes to the
        planned spot)."""
        from game.isle.session.decisions import action_kind

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

    def _focus(self, scene, advice: Advice) -> None:
        """Move the screen's focus to the suggested card or cat."""
        keys = self.item_keys(advice)
        for i, item in enumerate(scene.items):
            if item.key in keys:
                scene.focus = i
                return

    def follow(self, scene) -> None:
        """A taken rescue, Oshax or treasure: its tile lands under the cursor at the spot."""
        if self.plan is None or scene is None:
            return
        seat, tile, place = self.plan
        cursor = getattr(scene, "cursor", None)
        if cursor is not None and scene.seat == seat:
            if cursor.tile == tile:
                self._aim(scene, place)
            self.plan = None

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
        from game.isle.rules.actions import Rescue
        from game.isle.session.decisions import action_kind, decision_for
        from game.isle.ui.narration import tile_words

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
        elif isinstance(action, Rescue):  # the one action that pays
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
        name = isle_texts(self.app).card_name(card, self.app.settings.language)
        return self.app.t("advice.card", card=name)

    def fact_words(self, fact: Fact) -> str:
        t = self.app.t
        values = dict(fact.values)
        if "color" in values:
            values["color"] = t(f"color.{values['color']}")
        if "room" in values:
            name = isle_texts(self.app).room_name(values["room"], self.app.settings.language)
            values["room"] = name[:1].lower() + name[1:]
        if "card" in values:
            values["card"] = self.card_name(values["card"])
        if "fish" in values:
            values["fish"] = t("common.fish", count=values["fish"])
        return t(f"advice.fact.{fact.kind}", **values)

    def item_keys(self, advice: Advice) -> set[str]:
        """The keys of the screen items the advice points at."""
        from game.isle.session.decisions import action_kind

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
    def draw(self, surface: pygame.Surface, scene, advice, shade) -> None:
        self._draw_highlights(surface, scene, advice, shade)
        self._draw_ghost(surface, scene, advice, shade)

    def _draw_highlights(self, surface: pygame.Surface, scene, advice: Advice, shade) -> None:
        layout = self.app.layout
        keys = self.item_keys(advice)
        for item in scene.items:
            if item.key not in keys:
                continue
            for rect in (item.rect, item.alt):
                if rect is None or not rect.width:
                    continue
                frame(surface, self.app, rect.inflate(layout.px(18), layout.px(18)), shade)

    def _draw_ghost(self, surface: pygame.Surface, scene, advice: Advice, shade) -> None:
        """The tile at its spot on the seat's own boat, when the boat is on screen."""
        if advice.place is None or advice.tile is None or not on_table(scene):
            return
        layout = self.app.layout
        r = scene.game.table.regions()
        cell = r.own_cell
        place, tile = advice.place, advice.tile
        from game.isle.ui.boatview import canonical_k

        k = canonical_k(isle_content(self.app), tile.shape, place.k)
        # the tile's own colours, see-through (a tint would hide which cat it is)
        ghost = isle_art(self.app).tile(tile.shape, tile.color, k, cell).copy()
        ghost.set_alpha(200)
        pos = (r.boat.x + place.x * cell, r.boat.y + place.y * cell)
        surface.blit(ghost, pos)
        w, h = isle_content(self.app).shapes[tile.shape].extents[place.k]
        outline = pygame.Rect(pos, (w * cell, h * cell)).inflate(layout.px(6), layout.px(6))
        pygame.draw.rect(surface, shade, outline, max(2, layout.px(3)), border_radius=layout.px(6))

    def takes_header(self, scene) -> bool:
        return not on_table(scene)

    def _header_banner(self, scene) -> tuple[pygame.Rect, pygame.Surface, pygame.Surface]:
        """The banner in the card screen's header, reflowed smaller (as the header does)
        rather than covering the cards."""
        layout, palette = self.app.layout, self.app.palette
        pad = layout.px(14)
        area = layout.rect(100, 52, 1040, scene.row_y - 8 - 52)
        # as wide as the screen's own header may be (the buy's keeps clear of its fish
        # counter: at 200 % the banner covered it)
        width = min(area.width, scene.header_width())
        area = pygame.Rect(area.centerx - width // 2, area.y, width, area.height)
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
        advice = self.advisor.advice
        if self.advisor.thinking or advice is None:
            return self.app.t("advice.thinking")
        return self.line(advice)

    def _ghost_rect(self, scene) -> pygame.Rect:
        """Where the suggested tile's ghost is drawn (empty when there is none)."""
        advice = self.advisor.advice
        if advice is None or advice.place is None or advice.tile is None:
            return pygame.Rect(0, 0, 0, 0)
        r = scene.game.table.regions()
        cell, place = r.own_cell, advice.place
        w, h = isle_content(self.app).shapes[advice.tile.shape].extents[place.k]
        return pygame.Rect(r.boat.x + place.x * cell, r.boat.y + place.y * cell, w * cell, h * cell)

    def draw_banner(self, surface: pygame.Surface, scene, line: str) -> None:
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
        draw_banner(surface, self.app, box, label, body)


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
