"""A seat's own settings in couch play: text size, colour symbols, narration and vibration,
applied while that seat acts (issue 7, per-seat profiles)."""

from __future__ import annotations

from functools import partial

from game.shell.options import SYMBOL_SIZES, TEXT_SCALES
from game.shell.scenes.backdrop import draw_living_background
from game.shell.scenes.menu_base import MenuScene
from game.shell.scenes.stack import Host
from game.shell.ui.gui import Button, Choice, Widget


class ProfileScene(MenuScene):
    name = "profile"
    area = (330.0, 170.0, 620.0, 420.0)

    def __init__(self, app: Host, name: str, profile: dict) -> None:
        super().__init__(app)
        self.player = name
        self.profile = profile  # edited in place: the setup screen keeps it

    def title_text(self) -> str:
        return self.t("profile.title", name=self.player)

    def _set(self, key: str, value) -> None:
        if value is None:
            self.profile.pop(key, None)
        else:
            self.profile[key] = value

    def _choice(self, key: str, label: str, options) -> Choice:
        return Choice(
            key,
            self.t(label),
            options=[(None, self.t("profile.game_setting"))] + options,
            value=self.profile.get(key),
            on_change=partial(self._set, key),
        )

    def widgets(self) -> list[Widget]:
        t = self.t
        on_off = [(True, t("common.on")), (False, t("common.off"))]
        return [
            self._choice(
                "text_scale",
                "settings.text_scale",
                [(v, f"{round(v * 100)} %") for v in TEXT_SCALES],
            ),
            self._choice("symbols", "settings.symbols", on_off),
            self._choice(
                "symbol_size",
                "settings.symbol_size",
                [(v, t(f"settings.symbol_size.{v}")) for v in SYMBOL_SIZES],
            ),
            self._choice("narration", "settings.narration", on_off),
            self._choice("rumble", "settings.rumble", on_off),
            Button("done", t("profile.done"), primary=True, on_press=self.back),
        ]

    def draw_title(self, surface) -> None:
        from game.shell.ui import text
        from game.shell.ui.panels import heading

        layout, palette = self.app.layout, self.app.palette
        image = text.render(self.title_text(), "title", layout.font(36), palette.text)
        heading(surface, image, layout.point(640, 100), self.app)

    def draw_background(self, surface) -> None:
        draw_living_background(surface, self.app)
