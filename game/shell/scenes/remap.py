"""Change the controls: pick an action, press the key or button to use for it. Conflicts
swap the two inputs; essential actions never lose their last input."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from game.shell.input import BindingsError, InputCaptured, Intent
from game.shell.input.glyphs import glyphs
from game.shell.scenes.backdrop import draw_menu_background
from game.shell.scenes.menu_base import MenuScene
from game.shell.scenes.stack import Host
from game.shell.ui import text
from game.shell.ui.gui import Button, Widget
from game.shell.ui.prompts import glyph_words


class RemapScene(MenuScene):
    name = "remap"
    title_key = "remap.title"
    area = (240.0, 150.0, 800.0, 500.0)
    font_size = 19.0

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.waiting: Intent | None = None
        self.message = ""

    def widgets(self) -> list[Widget]:
        bindings = self.app.input.bindings
        layout = self.app.input.layout
        pad_layout = layout if layout not in ("keyboard", "mouse") else "xbox"
        rows: list[Widget] = []
        for intent in Intent:
            keys = ", ".join(glyph_words(self.app, g) for g in glyphs(bindings, intent, "keyboard"))
            pads = ", ".join(glyph_words(self.app, g) for g in glyphs(bindings, intent, pad_layout))
            keys, pads = keys or "–", pads or "–"
            label = self.t(
                "remap.row", action=self.t(f"intent.{intent.value}"), keys=keys, pads=pads
            )
            rows.append(Button(intent.value, label, on_press=partial(self.listen, intent)))
        rows.append(Button("reset", self.t("remap.reset"), on_press=self.reset))
        rows.append(Button("back", self.t("prompt.back"), on_press=self.back))
        return rows

    def listen(self, intent: Intent) -> None:
        self.waiting = intent
        self.message = self.t("remap.press", action=self.t(f"intent.{intent.value}"))
        self.app.input.capture_next_input(("keyboard", "pad", "mouse"))

    def handle(self, event) -> bool:
        if isinstance(event, InputCaptured) and self.waiting is not None:
            self.rebind(self.waiting, event.kind, event.input)
            return True
        if self.waiting is not None:
            return True  # everything else waits for the capture
        return super().handle(event)

    def rebind(self, intent: Intent, kind: str, value: str) -> None:
        self.waiting = None
        try:
            bindings = self.app.input.bindings.rebind(intent, kind, value, on_conflict="swap")
        except BindingsError as error:
            self.message = str(error)
            return
        self.message = ""
        self.app.apply_settings(replace(self.app.settings, bindings=bindings.to_json()))

    def reset(self) -> None:
        self.app.apply_settings(replace(self.app.settings, bindings={}))

    def back(self) -> None:
        if self.waiting is not None:
            self.app.input.cancel_capture()
            self.waiting = None
            self.message = ""
            return
        super().back()

    def draw_background(self, surface) -> None:
        draw_menu_background(surface, self.app)

    def draw_extra(self, surface) -> None:
        if not self.message:
            return
        layout, palette = self.app.layout, self.app.palette
        image = text.render(self.message, "bold", layout.font(22), palette.accent)
        surface.blit(image, image.get_rect(midtop=layout.point(640, 120)))
