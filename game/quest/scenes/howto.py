"""How to play Dice Quest: the rules in short pages with the game's own dice and cards drawn
beside them, this edition's choices (docs/quest-rules-choices.md), and the controls as they
are bound (game/shell/scenes/paged.py)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.quest.data.window import quest_cards
from game.quest.rules import Power
from game.quest.ui.art import QuestArt, quest_art
from game.quest.ui.words import creature_name, power_words
from game.shell.input import Intent
from game.shell.scenes.paged import PagedTextScene, Topic, control_topics, parted_topics, row

RULES = ("goal", "turn", "dice", "combos", "sun_moon", "powers", "solo", "group")
TABLE = ("keep", "lit", "call", "daily")
CHOICES = ("choices",)
PARTS = (("rules", RULES), ("table", TABLE), ("choices", CHOICES))
CONTROL_INTENTS = (
    Intent.CONFIRM,
    Intent.BACK,
    Intent.NEXT,
    Intent.INFO,
    Intent.HINT,
    Intent.HELP,
    Intent.MENU,
)


class QuestHowToPlayScene(PagedTextScene):
    name = "quest.how_to_play"
    screen = "how_to_play"
    title_key = "quest.howto.title"

    def sections(self) -> list[Topic]:
        notes = ("quest.howto.controls.turn",)
        rules = parted_topics(self.t, PARTS, "quest.howto", self.picture)
        return rules + control_topics(self.app, CONTROL_INTENTS, notes)

    def art(self) -> QuestArt:
        return quest_art(self.app.palette, self.app.settings)

    def picture(self, topic: str) -> Callable[[int, int], pygame.Surface] | None:
        art = self.art()
        cards = quest_cards(self.app)
        t = self.t

        def dice(*faces: int) -> Callable[[int, int], pygame.Surface]:
            def draw(w: int, h: int) -> pygame.Surface:
                size = max(16, round(h / 1.45))
                images = []
                for position, face in enumerate(faces):
                    die = pygame.Surface((size, size + round(size * 0.46)), pygame.SRCALPHA)
                    die.blit(art.die(face, size, position), (0, 0))
                    die.blit(art.tab(position, face, size), (0, size + round(size * 0.04)))
                    images.append(die)
                return row(images, w, h)

            return draw

        def creatures(*ids: int) -> Callable[[int, int], pygame.Surface]:
            def draw(w: int, h: int) -> pygame.Surface:
                width = max(30, round(h / 1.4))
                images = [
                    art.card(
                        cards[i - 1],
                        width,
                        creature_name(t, i),
                        power=power_words(t, cards[i - 1].power),
                    )
                    for i in ids
                ]
                return row(images, w, h)

            return draw

        def powers(w: int, h: int) -> pygame.Surface:
            return row([art.power_icon(p, h) for p in Power], w, h)

        pictures = {
            "goal": creatures(1, 19, 42),
            "turn": dice(3, 3, 5, 1, 6),
            "dice": dice(1, 2, 3, 4, 5),
            "combos": creatures(2, 7, 30),
            "sun_moon": creatures(26, 32, 33),
            "powers": powers,
            "keep": dice(4, 4, 2, 6, 1),
            "lit": creatures(4, 22),
            "call": powers,
        }
        return pictures.get(topic)
