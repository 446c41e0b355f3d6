"""First launch: choose the language and whether to show the colour symbols (issue 7)."""

from __future__ import annotations

from dataclasses import replace

from game.scenes.dialog import ChoiceScene
from game.scenes.stack import Host
from game.ui.gui import Choice, Widget
from game.ui.i18n import LANGUAGES


class FirstLaunchScene(ChoiceScene):
    def __init__(self, app: Host) -> None:
        super().__init__(app, app.t("first.symbols_question"), [], app.t("first.title"))

    def row_count(self) -> int:
        return 3  # the language, symbols on, symbols off

    def widgets(self) -> list[Widget]:
        from game.ui.gui import Button

        return [
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
