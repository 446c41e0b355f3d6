"""How to play: the rules in short pages, in the player's language."""

from __future__ import annotations

from game.scenes.paged import PagedTextScene, Section

TOPICS = (
    "goal",
    "day",
    "explore",
    "lessons",
    "rescue",
    "boat",
    "rare",
    "anytime",
    "scoring",
    "controls",
)


class HowToPlayScene(PagedTextScene):
    name = "how_to_play"
    title_key = "howto.title"

    def sections(self) -> list[Section]:
        return [(self.t(f"howto.{topic}.title"), self.t(f"howto.{topic}.body")) for topic in TOPICS]
