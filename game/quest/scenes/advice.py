"""Dice Quest's suggested move, on the shared machinery of game/shell/scenes/advice.py: on a
person's own turn the hint button asks the Hard bot (game/quest/bots/advice.py); what it would
do shows on the turn's screen (the dice it keeps lifted and tagged, the power and the die it
calls on framed, the creature it wins over focused) and its reason in one line where the turn
says what to do. The hint button again takes it; anything else the player does instead is
theirs. A throw is final: a press made while the bot thinks only shows it.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.quest.rules import Beat, EndTurn, Power, Reroll, Spend
from game.quest.ui.words import creature_name, dice_words, die_words, power_words
from game.shell.scenes.advice import AdviceKit, draw_banner, frame
from game.shell.ui import text


class QuestAdviser(AdviceKit):
    # --- when, for what -----------------------------------------------------------------------
    def offered(self, scene) -> bool:
        return scene.still_current()  # the seat's own turn, a person's (never a bot's)

    def view_of(self, scene):
        return scene.session.view(scene.seat)

    def key(self, view) -> tuple:
        state = view.state
        return (view.seat, state.turn, state.dice, state.free_rerolls, state.spent)

    # --- thinking -----------------------------------------------------------------------------
    def make_bot(self, session) -> Any:
        from game.quest.bots.levels import make_bot

        return make_bot("hard", seed=7)

    def warm(self) -> None:
        import game.quest.bots.advice  # noqa: F401 (the suggestion's module, loaded)

    def suggest(self, view, bot) -> Any:
        from game.quest.bots import advice

        return advice.suggest(view, bot)

    def spends(self, advice) -> bool:
        return True  # a throw and a power spent are final: it shows before it is taken

    # --- showing and taking -------------------------------------------------------------------
    def shown(self, scene, advice) -> None:
        """The screen shows the move as the player would make it, ready to be taken."""
        action = advice.action
        scene.mode, scene.power, scene.target = "main", None, None
        scene.kept, scene.marked, scene.message = set(), set(), None
        if isinstance(action, Reroll):
            scene.kept = set(action.kept)
            scene.refresh()
            scene.focus = self._index(scene, "button:reroll")
        elif isinstance(action, Spend):
            power = scene.state.creature(action.card).power
            scene.power = power
            if power == Power.REROLL:
                scene.mode, scene.marked = "reroll_power", set(action.positions)
                scene.refresh()
                scene.focus = self._index(scene, "button:spend")
            else:
                scene.mode = "power"
                scene.refresh()
                scene.focus = self._index(scene, f"die:{action.positions[0]}")
        elif isinstance(action, Beat):
            scene.refresh()
            scene.focus = self._index(scene, f"card:{action.card}")
        elif isinstance(action, EndTurn):
            scene.refresh()
            scene.focus = self._index(scene, "button:end")

    @staticmethod
    def _index(scene, key: str) -> int:
        return next((i for i, item in enumerate(scene.items) if item.key == key), scene.focus)

    def take(self, scene, advice) -> None:
        scene.take(advice.action)

    def what(self, advice) -> str:
        t = self.app.t
        action = advice.action
        state = self.app.session.state if self.app.session is not None else None
        if isinstance(action, Reroll):
            if not action.kept:
                return t("quest.advice.reroll_all")
            return t("quest.advice.keep", dice=dice_words(t, action.kept))
        if isinstance(action, Spend) and state is not None:
            power = state.creature(action.card).power
            if power == Power.REROLL:
                return t("quest.advice.reroll_power", dice=dice_words(t, action.positions))
            shown = power_words(t, power)
            if action.choice is not None:
                shown = t("quest.choice.plus" if action.choice == "+1" else "quest.choice.minus")
            return t("quest.advice.power", power=shown, die=die_words(t, action.positions[0]))
        if isinstance(action, Beat):
            return t("quest.advice.beat", creature=creature_name(t, action.card))
        return t("quest.advice.end")

    def fact_words(self, fact) -> str:
        t = self.app.t
        values = dict(fact.values)
        if "card" in values:
            values["card"] = creature_name(t, values["card"])
        if "power" in values:
            values["power"] = power_words(t, values["power"])
        return t(f"quest.advice.fact.{fact.kind}", **values)

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, scene, advice, shade) -> None:
        """What it suggests, framed: the focused item (the dice it keeps are lifted)."""
        if not scene.items or scene.focus >= len(scene.items):
            return
        layout = self.app.layout
        rect = scene.items[scene.focus].rect
        frame(surface, self.app, rect.inflate(layout.px(16), layout.px(16)), shade)

    def takes_header(self, scene) -> bool:
        return True  # the banner takes the line that says what to do

    def draw_banner(self, surface: pygame.Surface, scene, line: str) -> None:
        layout, palette = self.app.layout, self.app.palette
        geo = scene.table.geo
        area = geo.hint
        pad = layout.px(10)
        label = text.render(
            self.app.t("advice.title") + self.app.t("common.colon"),
            "bold",
            geo.caption_font,
            palette.accent,
        )
        room = area.width - label.get_width() - 3 * pad
        size = geo.caption_font
        while True:
            body = text.render_block(line, "body", size, palette.text, room)
            if body.get_height() <= area.height - pad or size <= layout.dense_text(12):
                break
            size -= 1
        height = max(label.get_height(), body.get_height()) + pad
        box = pygame.Rect(area.x, area.y + max(0, (area.height - height) // 2), area.width, height)
        draw_banner(surface, self.app, box, label, body, inline=True)
