"""The help key: "?" / F1 on the keyboard, Y on a pad, or a click on the prompt bar's Help
opens help on the top screen's subject (game/shell/scenes/help.py, imported when first asked:
the window's first frame does not wait for the help's entries, issue 43)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.shell.input import IntentEvent, PointerMove
from game.shell.scenes.overlay import Overlay
from game.shell.scenes.stack import Host

if TYPE_CHECKING:
    from game.shell.ui.help import Subject

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
        from game.shell.scenes.help import HelpScene, subject_for

        top = self.app.stack.top
        if isinstance(top, HelpScene):
            top.close()
            return True
        self.open(subject_for(self.app, top, self.pointer))
        return True

    def open(self, subject: Subject) -> None:
        from game.shell.scenes.help import HelpScene

        self.app.sound("ui_confirm")
        self.app.stack.push(HelpScene(self.app, subject))

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
