"""First launch: speech first (issue 46: said aloud even before narration is on, and on already
when a screen reader runs), then the language and whether to show the colour symbols (issue 7),
for every game of the box (its words name them; their box art shows their symbols where the
screen has room)."""

from __future__ import annotations

from dataclasses import replace

from game.shell.scenes.dialog import ChoiceScene
from game.shell.scenes.stack import Host
from game.shell.ui.gui import Choice, Widget
from game.shell.ui.i18n import LANGUAGES


class FirstLaunchScene(ChoiceScene):
    def __init__(self, app: Host) -> None:
        super().__init__(app, app.t("first.symbols_question"), [], app.t("first.title"))

    def row_count(self) -> int:
        return 4  # speech, the language, symbols on, symbols off

    def widgets(self) -> list[Widget]:
        from game.shell.ui.gui import Button

        return [
            Choice(
                "speech",
                self.t("first.speech"),
                options=[(False, self.t("common.off")), (True, self.t("common.on"))],
                value=self.app.settings.narration,
                on_change=self.set_speech,
            ),
            Choice(
                "lang",
                self.t("first.language"),
                options=list(LANGUAGES.items()),
                value=self.app.settings.language,
                on_change=self.set_language,
            ),
            Button(
                "on", self.t("first.symbols_on"), primary=True, on_press=lambda: self.finish(True)
            ),
            Button("off", self.t("first.symbols_off"), on_press=lambda: self.finish(False)),
        ]

    def build(self) -> None:
        super().build()
        self.picture = self.box_pictures()

    def box_pictures(self):
        """Each game's box art side by side (with the symbols, as they look in play), as large
        as the question leaves room for; None when it leaves too little."""
        import pygame

        from game.shell.ui import text

        layout, palette = self.app.layout, self.app.palette
        frame_x, frame_w, _, _ = self.frame()
        width = layout.rect(frame_x, 0, frame_w, 0).width - layout.px(60)
        title = text.render(self.title or "", "title", layout.font(32), palette.accent)
        body = text.render_block(self.message, "body", layout.font(22), palette.text, width)
        area_top = layout.rect(0, self.area[1], 0, 0).top
        room = area_top - layout.px(48) - title.get_height() - layout.px(22) - body.get_height()
        games = list(self.app.games)
        gap = layout.px(16)
        height = min(room, layout.px(120), round((width - gap) / len(games) / 1.45))
        if height < layout.px(56) or any(not g.box_art for g in games):
            return None
        art = [g.picture(self.app, round(height * 1.45), height) for g in games]
        row = pygame.Surface(
            (sum(a.get_width() for a in art) + gap * (len(art) - 1), height), pygame.SRCALPHA
        )
        x = 0
        for image in art:
            row.blit(image, (x, 0))
            x += image.get_width() + gap
        return row

    def say_opening(self) -> None:
        """Said whether narration is on or not: how to turn it on is the first thing heard."""
        if self.app.settings.narration:
            super().say_opening()
            return
        self.app.announce(f"{self.heading_words()} {self.t('first.speech_offer')}")

    def set_speech(self, on: bool) -> None:
        self.app.apply_settings(replace(self.app.settings, narration=on), save=False)
        self.app.announce(self.t("speech.on" if on else "speech.off"))

    def set_language(self, lang: str) -> None:
        self.app.apply_settings(replace(self.app.settings, language=lang), save=False)
        self.message = self.t("first.symbols_question")
        self.title = self.t("first.title")
        self.build()

    def finish(self, symbols: bool) -> None:
        self.app.apply_settings(replace(self.app.settings, symbols=symbols, first_launch=False))
        self.app.stack.pop()
        offers = self.app.games.with_feature("learn_offer")
        if offers:  # issue 15: a guided first game for newcomers
            self.app.open(offers[0].learn_offer)

    def back(self) -> None:
        """The first choice must be made (either answer is fine)."""
