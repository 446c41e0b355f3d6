"""How to play Kitten Fuse: the rules in short pages with the game's own cards drawn beside them,
this edition's choices (the README's "Rules choices: Kitten Fuse"), the No! window and its
setting, and the controls as they are bound (game/shell/scenes/paged.py)."""

from __future__ import annotations

from game.fuse.rules.cards import CAT_TITLES, FAVOUR, FUSE, KIT, NAP, NO, PEEK, POUNCE, SHUFFLE
from game.fuse.ui.art import FuseArt, fuse_art
from game.shell.input import Intent
from game.shell.scenes.paged import (
    PagedTextScene,
    Topic,
    control_topics,
    controls_text,
    parted_topics,
    row,
)

RULES = ("goal", "deal", "turn", "fuse", "actions", "no", "combos", "cats", "end")
COUCH = ("window", "secrets", "cards")
CHOICES = ("choices",)
TOPICS = RULES + COUCH + CHOICES  # each has fuse.howto.<topic>.title and .body
PARTS = (("rules", RULES), ("couch", COUCH), ("choices", CHOICES))
CONTROL_INTENTS = (
    Intent.CONFIRM,
    Intent.BACK,
    Intent.FLIP,
    Intent.HINT,
    Intent.INFO,
    Intent.HELP,
    Intent.MENU,
)
PICTURES: dict[str, tuple[int, ...]] = {
    "goal": (FUSE,),
    "deal": (KIT,),
    "turn": (NAP, POUNCE),
    "fuse": (FUSE, KIT),
    "actions": (POUNCE, NAP, FAVOUR, SHUFFLE, PEEK),
    "no": (NO, NO),
    "combos": (CAT_TITLES[0], CAT_TITLES[0], SHUFFLE, SHUFFLE, SHUFFLE),
    "cats": CAT_TITLES,
    "end": (KIT,),
    "window": (NO,),
    "secrets": (PEEK,),
    "cards": (FUSE, KIT, NO, POUNCE, NAP, FAVOUR, SHUFFLE, PEEK),
}


class FuseHowToPlayScene(PagedTextScene):
    name = "fuse.how_to_play"
    screen = "how_to_play"
    title_key = "fuse.howto.title"

    def sections(self) -> list[tuple[str, str] | Topic]:
        t = self.t
        notes = ("fuse.howto.controls.cards", "fuse.howto.controls.window", "fuse.howto.ear")
        rules = parted_topics(t, PARTS, "fuse.howto", self.picture)
        return [*rules, *control_topics(self.app, CONTROL_INTENTS, notes)]

    def controls(self, kind: str) -> str:
        return controls_text(self.app, kind, CONTROL_INTENTS)

    def art(self) -> FuseArt:
        return fuse_art(self.app.palette, self.app.settings, self.app.t)

    def picture(self, topic: str):
        titles = PICTURES.get(topic)
        if not titles:
            return None
        art = self.art()

        def draw(w: int, h: int):
            width = max(40, round(h / 1.4))
            if topic == "cards":
                size = max(24, min(h, w // len(titles)))
                return row([art.badge(title, size) for title in titles], w, h)
            return row([art.title_card(title, width) for title in titles], w, h)

        return draw
