"""How to play: the rules in short pages, in the player's language (issue 14, item 7).

Parts for the Standard game, Family and Solo, the rules choices of this edition (the README's
"Rules choices"), and the controls read from the live bindings of each device, so the page says
what the buttons really do. Pictures are drawn with the game's own art.
"""

from __future__ import annotations

from game.isle.data.window import isle_texts
from game.isle.ui.art import isle_art
from game.shell.input import Intent
from game.shell.scenes.paged import (
    PagedTextScene,
    Section,
    Topic,
    control_topics,
    controls_text,
    parted_topics,
    row,
)

STANDARD = ("goal", "day", "explore", "lessons", "rescue", "boat", "rare", "anytime", "scoring")
FAMILY = ("family", "family_scoring")
SOLO = ("solo", "solo_rescue", "solo_scoring")
CHOICES = ("choices",)
TOPICS = STANDARD + FAMILY + SOLO + CHOICES  # each has howto.<topic>.title and .body
PARTS = (("standard", STANDARD), ("family", FAMILY), ("solo", SOLO), ("choices", CHOICES))

# The controls page, in the order a player needs them (the four ways make one "Move" line).
CONTROL_INTENTS = (
    Intent.CONFIRM,
    Intent.BACK,
    Intent.ROTATE_LEFT,
    Intent.ROTATE_RIGHT,
    Intent.FLIP,
    Intent.NEXT_SPOT,
    Intent.OVERLAY,
    Intent.NEXT,
    Intent.PREV,
    Intent.PLAY_CARD,
    Intent.VIEW,
    Intent.INFO,
    Intent.HELP,
    Intent.HINT,
    Intent.MENU,
)


class HowToPlayScene(PagedTextScene):
    name = "how_to_play"
    title_key = "howto.title"

    def sections(self) -> list[Section | Topic]:
        t = self.t
        return [
            *parted_topics(t, PARTS, "howto", self.picture),
            *control_topics(self.app, CONTROL_INTENTS),
        ]

    # --- controls, from the live bindings -------------------------------------------------
    def controls(self, kind: str) -> str:
        return controls_text(self.app, kind, CONTROL_INTENTS)

    # --- pictures, drawn with the game's art ------------------------------------------------
    def picture(self, topic: str):
        art = isle_art(self.app)
        texts = isle_texts(self.app)
        lang = self.app.settings.language

        def cards(*ids: int):
            return lambda w, h: row([art.card(c, 200, lang, texts) for c in ids], w, h)

        def tiles(*specs: tuple[int, str | None]):
            return lambda w, h: row([art.tile(s, c, 0, 40) for s, c in specs], w, h)

        def icons(*makers):
            return lambda w, h: row([make(96) for make in makers], w, h)

        pictures = {
            "goal": lambda w, h: row([art.boat("blue", 24), art.vesh_ship(160)], w, h),
            "day": icons(
                lambda s: art.cat_face("red", s),
                art.fish,
                lambda s: art.card_back(s, "normal"),
                lambda s: art.basket("permanent", s),
                art.vesh_ship,
            ),
            "explore": cards(7, 113, 98, 1, 67),
            "lessons": cards(113, 143),
            "rescue": icons(
                lambda s: art.basket("permanent", s),
                lambda s: art.basket("full", s),
                lambda s: art.basket("half", s),
                art.boots,
                art.fish,
            ),
            "boat": icons(
                art.rat,
                lambda s: art.treasure_map("green", s),
                art.parrot,
                lambda s: art.cat_face("green", s),
            ),
            "rare": tiles((200, None), (100, None), (300, "purple")),
            "anytime": cards(67, 77, 80),
            "scoring": tiles((404, "orange"), (407, "orange"), (412, "orange")),
            "family": cards(151, 152),
            "solo": cards(169, 174),
            "solo_scoring": cards(197, 207),
        }
        return pictures.get(topic)
