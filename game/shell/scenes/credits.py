"""Credits: the original game's designer and publisher, and what this edition is."""

from __future__ import annotations

from game.shell.scenes.paged import PagedTextScene, Section


class CreditsScene(PagedTextScene):
    name = "credits"
    title_key = "credits.title"

    def sections(self) -> list[Section]:
        keys = (
            "credits.game",
            "credits.unofficial",
            "credits.art",
            "credits.fonts",
            "credits.accessijeux",
            "credits.tools",
        )
        return [("", "\n\n".join(self.t(k) for k in keys))]
