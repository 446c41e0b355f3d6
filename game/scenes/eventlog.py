"""The event log: every line the narration says, readable at any time from the pause menu."""

from __future__ import annotations

from game.scenes.paged import PagedTextScene, Section
from game.scenes.stack import Host


class EventLogScene(PagedTextScene):
    name = "event_log"
    title_key = "log.title"
    modal = True
    freezes_below = True

    def __init__(self, app: Host, game) -> None:
        super().__init__(app)
        self.game = game

    def sections(self) -> list[Section]:
        lines = self.game.log[-120:] or [self.t("log.empty")]
        return [("", "\n\n".join(reversed(lines)))]

    def draw_background(self, surface) -> None:
        surface.fill(self.app.palette.background)
