"""How to play Dice Quest: the rules in short pages with the game's own dice and cards drawn
beside them, this edition's choices (the README's "Rules choices: Dice Quest"), and the
controls as they are bound (game/shell/scenes/paged.py)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.quest.data.window import quest_cards
from game.quest.rules import Power
from game.quest.ui.art import QuestArt, quest_art
from game.shell.input import Intent
from game.shell.scenes.paged import (
    PagedTextScene,
    Section,
    Topic,
    control_topics,
    parted_topics,
    row,
)

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

    def sections(self) -> list[Section | Topic]:
        notes = ("quest.howto.controls.turn",)
        rules = parted_topics(self.t, PARTS, "quest.howto", self.picture)
        found: list[Section | Topic] = [*rules, *control_topics(self.app, CONTROL_INTENTS, notes)]
        return found

    def art(self) -> QuestArt:
        return quest_art(self.app.palette, self.app.settings)

    def picture(self, topic: str) -> Callable[[int, int], pygame.Surface] | None:
        art = self.art()
        cards = quest_cards(self.app)

        def dice(*faces: int) -> Callable[[int, int], pygame.Surface]:
            def draw(w: int, h: int) -> pygame.Surface:
                return row(
                    [art.die(face, h, position) for position, face in enumerate(faces)], w, h
                )

            return draw

        def creatures(*ids: int) -> Callable[[int, int], pygame.Surface]:
            def draw(w: int, h: int) -> pygame.Surface:
                return row([art.portrait(i, h) for i in ids], w, h)

            return draw

        def combos(*ids: int) -> Callable[[int, int], pygame.Surface]:
            """Each creature beside its combination, drawn as tokens (no words to shrink)."""

            def draw(w: int, h: int) -> pygame.Surface:
                images = []
                for i in ids:
                    combo = cards[i - 1].combo
                    token = max(10, h // 2)
                    image = pygame.Surface((h + len(combo) * (token + 2), h), pygame.SRCALPHA)
                    image.blit(art.portrait(i, h), (0, 0))
                    for k, part in enumerate(combo):
                        image.blit(art.token(part, token), (h + k * (token + 2), (h - token) // 2))
                    images.append(image)
                return row(images, w, h)

            return draw

        def powers(w: int, h: int) -> pygame.Surface:
            return row([art.power_icon(p, h) for p in Power], w, h)

        pictures = {
            "goal": creatures(1, 19, 42),
            "turn": dice(3, 3, 5, 1, 6),
            "dice": dice(1, 2, 3, 4, 5),
            "combos": combos(2, 7, 30),
            "sun_moon": combos(26, 32, 33),
            "powers": powers,
            "keep": dice(4, 4, 2, 6, 1),
            "lit": combos(4, 22),
            "call": powers,
        }
        return pictures.get(topic)
