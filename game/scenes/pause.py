"""The pause menu (Esc / Start): resume, settings, how to play, save and quit to the menu."""

from __future__ import annotations

from game.scenes.menu_base import MenuScene
from game.scenes.stack import Host
from game.ui.gui import Button, Widget


class PauseScene(MenuScene):
    name = "pause"
    modal = True
    freezes_below = True
    backdrop_alpha = 170
    title_key = "pause.title"
    area = (440.0, 200.0, 400.0, 330.0)

    def __init__(self, app: Host, game) -> None:
        super().__init__(app)
        self.game = game
        if app.settings.text_scale > 1:  # taller rows: the column grows so all five show
            x, y, w, h = self.area
            self.area = (x, 150.0, w, min(518.0, h * app.settings.text_scale))

    def widgets(self) -> list[Widget]:
        t = self.t
        widgets = [Button("resume", t("pause.resume"), primary=True, on_press=self.back)]
        if self.game.session.can_undo():
            widgets.append(Button("undo", t("pause.undo"), on_press=self.undo))
        widgets += [
            Button("settings", t("menu.settings"), on_press=self.settings),
            Button("howto", t("menu.how_to_play"), on_press=self.howto),
            Button("log", t("pause.log"), on_press=self.event_log),
            Button("quit", t("pause.save_quit"), on_press=self.save_and_quit),
        ]
        return widgets

    def undo(self) -> None:
        self.app.stack.pop()
        self.game.undo()

    def settings(self) -> None:
        from game.scenes.settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def howto(self) -> None:
        from game.scenes.howto import HowToPlayScene

        self.app.stack.push(HowToPlayScene(self.app))

    def event_log(self) -> None:
        from game.scenes.timeline import TimelineScene

        self.app.stack.push(TimelineScene(self.app, self.game))

    def save_and_quit(self) -> None:
        from game.scenes.saves import leave_game
        from game.scenes.title import TitleScene

        leave_game(self.app, lambda: self.app.stack.reset(TitleScene(self.app)))
