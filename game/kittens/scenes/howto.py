"""How to play Kitten Toys: the rules in short pages with the game's own cards drawn beside them,
this edition's choices (the README's "Rules choices: Kitten Toys"), and the controls as they
are bound (game/shell/scenes/paged.py)."""

from __future__ import annotations

from game.kittens.rules.cards import parse_card
from game.kittens.ui.art import ToyArt, toy_art
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
from game.shell.ui.gui import Widget
from game.shell.ui.prompts import bar_top

RULES = ("goal", "deal", "trick", "paw", "overflow", "round_end", "cards")
CHOICES = ("choices",)
TOPICS = RULES + CHOICES  # each has kittens.howto.<topic>.title and .body
PARTS = (("rules", RULES), ("choices", CHOICES))
CONTROL_INTENTS = (Intent.CONFIRM, Intent.BACK, Intent.INFO, Intent.HELP, Intent.MENU)
LARGE_TEXT = 1.5  # from this text scale on, the pages show no pictures


class KittenHowToPlayScene(PagedTextScene):
    name = "kittens.how_to_play"
    screen = "how_to_play"
    title_key = "kittens.howto.title"

    def widgets(self) -> list[Widget]:
        """Back is a button, but at large text only on the prompt bar (clickable, Backspace,
        the pad's B): its row would take one line in five from every page."""
        if self.app.settings.text_scale >= LARGE_TEXT:
            return []
        return super().widgets()

    def build(self) -> None:
        super().build()
        if self.app.settings.text_scale >= LARGE_TEXT:  # the page reaches down to the bar
            layout = self.app.layout
            bar = (bar_top(layout) - layout.offset[1]) / layout.scale
            x, top, width, _ = self.box
            self.box = (x, top, width, bar - 12.0 - top)

    def sections(self) -> list[Section | Topic]:
        t = self.t
        notes = ("kittens.howto.controls.cards",)
        rules: list[Section | Topic] = [*parted_topics(t, PARTS, "kittens.howto", self.picture)]
        return rules + control_topics(self.app, CONTROL_INTENTS, notes)

    def controls(self, kind: str) -> str:
        return controls_text(self.app, kind, CONTROL_INTENTS)

    def art(self) -> ToyArt:
        return toy_art(self.app.palette, self.app.settings)

    def picture(self, topic: str):
        """The cards or toys beside a topic; none at large text, where a page's room goes to
        the words (a picture took a quarter of it: 27 pages of one sentence at 200 %)."""
        if self.app.settings.text_scale >= LARGE_TEXT:
            return None
        art = self.art()

        def cards(*texts: str, turned: str = ""):
            def draw(w: int, h: int):
                width = max(40, round(h / 1.4))
                images = [
                    art.card(parse_card(c), width, turned=c == turned)
                    if c != "*"
                    else art.super_chat(width)
                    for c in texts
                ]
                return row(images, w, h)

            return draw

        def toys(w: int, h: int):
            return row([art.toy(c, h) for c in range(5)], w, h)

        def backs(w: int, h: int):
            width = max(40, round(h / 1.4))
            return row([art.back(width, 1) for _ in range(4)], w, h)

        pictures = {
            "goal": toys,
            "deal": cards("b5", "*"),
            "trick": cards("r5", "r7", "y7", "b2"),
            "paw": cards("g1", "g7", turned="g1"),
            "overflow": backs,
            "round_end": cards("*"),
            "cards": cards("p4", "y1"),
        }
        return pictures.get(topic)
