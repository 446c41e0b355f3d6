"""The help key: "?" / F1 on the keyboard, Y on a pad, or a click on the prompt bar's Help
opens help on the top screen's subject (the "help" screen, game/shell/scenes/help.py, opened
by name: imported when first asked, the window's first frame waits not for it, issue 43)."""

from __future__ import annotations

from typing import Any

from game.shell.input import IntentEvent, PointerMove
from game.shell.scenes.overlay import Overlay
from game.shell.scenes.stack import Host

HELP_SCENE = "help"  # the help screen's name (HelpScene.name)


class HelpKey(Overlay):
    """Opens help from every screen (and closes it when pressed again)."""

    def __init__(self, app: Host) -> None:
        self.app = app
        self.pointer: tuple[int, int] | None = None  # the mouse, when it was used last

    def handle(self, event: Any) -> bool:
        if isinstance(event, PointerMove):
            self.pointer = event.pos
            return False
        if not isinstance(event, IntentEvent) or not event.pressed:
            return False
        name = str(event.intent)
        if name == "confirm" and event.pos is not None and self._on_help_prompt(event.pos):
            name = "help"
        if name != "help":
            if event.device.kind != "mouse":
                self.pointer = None  # keys and pads speak of the focus, not the pointer
            return False
        self.app.open("help", self.pointer)  # game/shell/scenes/help.py: toggle_help
        return True

    def _on_help_prompt(self, pos: tuple[int, int]) -> bool:
        return any(
            intent == "help" and rect.collidepoint(pos)
            for intent, rect in getattr(self.app, "prompt_rects", ())
        )

    def prompts(self) -> list[tuple[str, str]]:
        top = self.app.stack.top
        if top is None or top.name == HELP_SCENE:
            return []
        return [("help", self.app.t("help.prompt"))]
