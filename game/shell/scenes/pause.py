"""The pause menu (Esc / Start) of every game: resume, undo (when the game allows it), settings,
how to play, what happened, save and quit to the menu. The game's screen says which of its
scenes are its rules and its timeline (``how_to_play_scene``, ``timeline_scene``)."""

from __future__ import annotations

from game.shell.scenes.menu_base import MenuScene
from game.shell.scenes.stack import Host
from game.shell.ui.gui import Button, Widget
from game.shell.ui.panels import BACKDROP


class PauseScene(MenuScene):
    name = "pause"
    modal = True
    freezes_below = True
    backdrop_alpha = BACKDROP
    title_key = "pause.title"
    area = (440.0, 200.0, 400.0, 330.0)

    def __init__(self, app: Host, game) -> None:
        super().__init__(app)
        self.game = game

    def build(self) -> None:
        x, y, w, h = type(self).area
        if self.app.settings.text_scale > 1:  # taller rows: the column grows so all five show
            y, h = 150.0, min(518.0, h * self.app.settings.text_scale)
        self.area = (x, y, w, h)
        super().build()

    def widgets(self) -> list[Widget]:
        t = self.t
        widgets: list[Widget] = [
            Button("resume", t("pause.resume"), primary=True, on_press=self.back)
        ]
        if self.game.session.can_undo():  # a game without undo (Kitten Toys) answers False
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
        self.app.open("settings")

    def howto(self) -> None:
        self.app.open(getattr(self.game, "how_to_play_scene", "how_to_play"))

    def event_log(self) -> None:
        self.app.open(getattr(self.game, "timeline_scene", "timeline"), self.game)

    def save_and_quit(self) -> None:
        from game.shell.scenes.saving import leave_game

        leave_game(self.app, lambda: self.app.stack.reset(self.app.scene("title")))
